//! `cleo` at Imhotep: play, save and replay, a refused save, sides and the Wrath of the Pharaoh,
//! and the log.

mod common;

use common::{cleo, play_and_replay, scratch};

#[test]
fn imhotep_play_saves_a_game_that_replays_to_the_same_summary_and_a_broken_one_is_refused() {
    let dir = scratch("imhotep");
    let (played, summary, save) = play_and_replay(&dir, "imhotep", 3);
    let players = summary["players"].as_array().unwrap();
    assert!(players
        .iter()
        .all(|p| p["score"].is_i64() && p["sled"].is_u64()));
    assert!(summary["actions"].as_u64().unwrap() > 50);

    // The same seed plays the same game.
    let (_, again, _) = cleo(&["play", "--game", "imhotep", "--players", "3", "--seed", "9"]);
    assert_eq!(again, played);

    // Turn the first "take stones" into a pass, refused while another action is legal: the replay
    // names that action and the file is left as it was.
    let text = std::fs::read_to_string(&save).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let actions = json["actions"].as_array_mut().unwrap();
    let at = actions
        .iter()
        .position(|a| a["type"] == "takeStones")
        .unwrap();
    actions[at] = serde_json::json!({ "type": "pass" });
    let broken = serde_json::to_string_pretty(&json).unwrap();
    let bad = dir.join("broken.json");
    std::fs::write(&bad, &broken).unwrap();
    let (ok, out, err) = cleo(&["replay", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains(&format!("action {} (pass) is not legal", at + 1)),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&bad).unwrap(), broken);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn imhotep_sides_and_wrath_reach_the_save() {
    let dir = scratch("sides");
    let save = dir.join("game.json");
    let (ok, played, err) = cleo(&[
        "play",
        "--game",
        "imhotep",
        "--players",
        "2",
        "--sides",
        "ABBAB",
        "--wrath",
        "--save",
        save.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&save).unwrap()).unwrap();
    assert_eq!(json["game"], "imhotep");
    assert_eq!(
        json["config"]["sides"],
        serde_json::json!({
            "market": "A", "pyramid": "B", "temple": "B", "burialChamber": "A", "obelisks": "B"
        })
    );
    assert_eq!(json["config"]["wrathOfPharaoh"], true);
    let (ok, replayed, err) = cleo(&["replay", save.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(replayed, played);
    // Other sides make another game; all A is the default.
    let (_, all_a, _) = cleo(&["play", "--game", "imhotep", "--players", "2"]);
    let (_, explicit_a, _) = cleo(&[
        "play",
        "--game",
        "imhotep",
        "--players",
        "2",
        "--sides",
        "AAAAA",
    ]);
    assert_eq!(all_a, explicit_a);

    for bad in ["ABBA", "ABBAC"] {
        let (ok, _, err) = cleo(&["play", "--game", "imhotep", "--sides", bad]);
        assert!(!ok);
        assert!(err.contains("--sides"), "{err}");
    }
    let (ok, _, err) = cleo(&["play", "--sides", "BBBBB"]);
    assert!(!ok);
    assert!(err.contains("options of Imhotep"), "{err}");
    let (ok, _, err) = cleo(&["play", "--game", "imhotep", "--players", "5"]);
    assert!(!ok);
    assert!(err.contains("2 to 4 players"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn imhotep_log_names_each_decision_and_each_round() {
    let (ok, out, err) = cleo(&[
        "play",
        "--game",
        "imhotep",
        "--players",
        "2",
        "--seed",
        "4",
        "--log",
    ]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("Round 1: ships of "), "{}", lines[0]);
    for round in 2..=6 {
        let start = format!("Round {round}: ");
        assert!(lines.iter().any(|l| l.starts_with(&start)), "{out}");
    }
    let summary: serde_json::Value = serde_json::from_str(lines.last().unwrap()).unwrap();
    assert_eq!(summary["game"], "imhotep");
    // One line per decision besides the rounds and the summary.
    let decisions = lines
        .iter()
        .filter(|l| l.starts_with("Player 1: ") || l.starts_with("Player 2: "))
        .count();
    assert_eq!(decisions as u64, summary["actions"].as_u64().unwrap());
    assert_eq!(lines.len(), decisions + 6 + 1);
    assert!(lines.iter().any(|l| l.ends_with(": take")), "{out}");
}
