//! The `cleo` binary: play, save, replay, and a refused save.

use std::process::Command;

fn cleo(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cleo"))
        .args(args)
        .output()
        .expect("cleo runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn play_saves_a_game_that_replays_to_the_same_summary() {
    let dir = std::env::temp_dir().join(format!("cleo-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("game.json");
    let (ok, played, err) = cleo(&[
        "play",
        "--players",
        "3",
        "--seed",
        "9",
        "--save",
        save.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let summary: serde_json::Value = serde_json::from_str(played.trim()).unwrap();
    assert_eq!(summary["players"].as_array().unwrap().len(), 3);
    assert_eq!(summary["finished"], true);
    assert!(summary["actions"].as_u64().unwrap() > 50);
    let (ok, replayed, err) = cleo(&["replay", save.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(replayed, played);

    // Corrupt one action: the replay names it and the file is left as it was.
    let text = std::fs::read_to_string(&save).unwrap();
    let broken = text.replacen(
        "\"type\":\"takeStall\",\"stall\":",
        "\"type\":\"takeStall\",\"stall\":7",
        1,
    );
    let bad = dir.join("broken.json");
    std::fs::write(&bad, &broken).unwrap();
    let (ok, _, err) = cleo(&["replay", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("is not legal"), "{err}");
    assert_eq!(std::fs::read_to_string(&bad).unwrap(), broken);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn log_comes_before_the_summary_and_bad_player_counts_are_refused() {
    let (ok, out, _) = cleo(&["play", "--players", "2", "--seed", "4", "--log"]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() > 20);
    assert!(lines.iter().any(|l| l.contains("took stall")));
    assert!(lines.last().unwrap().starts_with("{\"finished\":true"));
    let (ok, _, err) = cleo(&["play", "--players", "5"]);
    assert!(!ok);
    assert!(err.contains("2 to 4 players"), "{err}");
}

/// A fresh folder for one test, removed by the test when it is done.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cleo-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `save` wrapped in a record as the app's "Download the game record" writes it.
fn app_record(save: &str) -> String {
    let save: serde_json::Value = serde_json::from_str(save).unwrap();
    let players = save["config"]["players"].as_array().unwrap().len();
    serde_json::json!({
        "format": 1,
        "app": "cleopatra-web",
        "id": "k3j2-test",
        "name": "",
        "created": 1.7e12,
        "updated": 1.7e12,
        "revision": 42,
        "writer": "tab",
        "colours": vec!["blue"; players],
        "seen": 3,
        "save": save,
    })
    .to_string()
}

#[test]
fn imhotep_play_saves_a_game_that_replays_to_the_same_summary_and_a_broken_one_is_refused() {
    let dir = scratch("imhotep");
    let save = dir.join("game.json");
    let (ok, played, err) = cleo(&[
        "play",
        "--game",
        "imhotep",
        "--players",
        "3",
        "--seed",
        "9",
        "--save",
        save.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let summary: serde_json::Value = serde_json::from_str(played.trim()).unwrap();
    assert_eq!(summary["game"], "imhotep");
    assert_eq!(summary["finished"], true);
    let players = summary["players"].as_array().unwrap();
    assert_eq!(players.len(), 3);
    assert!(players
        .iter()
        .all(|p| p["score"].is_i64() && p["sled"].is_u64()));
    assert!(!summary["winners"].as_array().unwrap().is_empty());
    assert!(summary["actions"].as_u64().unwrap() > 50);
    let (ok, replayed, err) = cleo(&["replay", save.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(replayed, played);

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
fn mausoleum_play_saves_a_game_that_replays_to_the_same_summary_and_a_broken_one_is_refused() {
    let dir = scratch("mausoleum");
    let save = dir.join("game.json");
    let (ok, played, err) = cleo(&[
        "play",
        "--game",
        "mausoleum",
        "--players",
        "4",
        "--seed",
        "9",
        "--save",
        save.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let summary: serde_json::Value = serde_json::from_str(played.trim()).unwrap();
    assert_eq!(summary["game"], "mausoleum");
    assert_eq!(summary["finished"], true);
    let players = summary["players"].as_array().unwrap();
    assert_eq!(players.len(), 4);
    assert!(players
        .iter()
        .all(|p| p["score"].is_u64() && p["sets"].is_u64() && p["hand"].is_u64()));
    assert!(!summary["winners"].as_array().unwrap().is_empty());
    assert!(summary["actions"].as_u64().unwrap() > 20);
    let (ok, replayed, err) = cleo(&["replay", save.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(replayed, played);
    let (_, again, _) = cleo(&[
        "play",
        "--game",
        "mausoleum",
        "--players",
        "4",
        "--seed",
        "9",
    ]);
    assert_eq!(again, played);

    // Turn the first play of a card into a hand-limit discard, refused while a play is awaited:
    // the replay names that action and the file is left as it was.
    let text = std::fs::read_to_string(&save).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let actions = json["actions"].as_array_mut().unwrap();
    let at = actions.iter().position(|a| a["type"] == "play").unwrap();
    actions[at]["type"] = "discard".into();
    let broken = serde_json::to_string_pretty(&json).unwrap();
    let bad = dir.join("broken.json");
    std::fs::write(&bad, &broken).unwrap();
    let (ok, out, err) = cleo(&["replay", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains(&format!("action {} (discard ", at + 1)) && err.contains("is not legal"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&bad).unwrap(), broken);
    // Options of other games, and 5 players, are refused.
    let (ok, _, err) = cleo(&["play", "--game", "mausoleum", "--wrath"]);
    assert!(!ok && err.contains("not of Mausoleum"), "{err}");
    let (ok, _, err) = cleo(&["play", "--game", "mausoleum", "--players", "5"]);
    assert!(!ok && err.contains("2 to 4 players"), "{err}");
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

#[test]
fn bench_runs_each_game_briefly() {
    for game in ["imhotep", "cleopatra", "mausoleum"] {
        let (ok, out, err) = cleo(&[
            "bench",
            "--game",
            game,
            "--players",
            "4",
            "--seconds",
            "0.2",
        ]);
        assert!(ok, "{err}");
        let line = out.trim();
        assert!(line.starts_with("4 players, 1 thread: "), "{line}");
        assert!(
            line.contains(" games/s, ") && line.ends_with(" actions per game)"),
            "{line}"
        );
        let games: u64 = line["4 players, 1 thread: ".len()..]
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(games > 0, "{line}");
    }
}

#[test]
fn replay_reads_an_app_record_of_each_game() {
    let dir = scratch("records");
    for game in ["cleopatra", "imhotep", "mausoleum"] {
        let save = dir.join(format!("{game}.json"));
        let (ok, played, err) = cleo(&[
            "play",
            "--game",
            game,
            "--players",
            "2",
            "--seed",
            "5",
            "--save",
            save.to_str().unwrap(),
        ]);
        assert!(ok, "{err}");
        let record = dir.join(format!("{game}-record.json"));
        std::fs::write(
            &record,
            app_record(&std::fs::read_to_string(&save).unwrap()),
        )
        .unwrap();
        let (ok, replayed, err) = cleo(&["replay", record.to_str().unwrap()]);
        assert!(ok, "{game}: {err}");
        assert_eq!(replayed, played, "{game}");
    }
    // A record without its save, and a save of a game cleo lacks, are named as such.
    let empty = dir.join("empty-record.json");
    std::fs::write(&empty, r#"{"format":1,"app":"cleopatra-web","id":"x"}"#).unwrap();
    let (ok, _, err) = cleo(&["replay", empty.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("without a save"), "{err}");
    let chess = dir.join("chess.json");
    std::fs::write(&chess, r#"{"format":1,"game":"chess","actions":[]}"#).unwrap();
    let (ok, _, err) = cleo(&["replay", chess.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("\"chess\""), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn pyramids_play_bench_and_replay_and_a_broken_save_is_refused() {
    let dir = scratch("pyramids");
    let save = dir.join("game.json");
    let (ok, played, err) = cleo(&[
        "play",
        "--game",
        "pyramids",
        "--players",
        "3",
        "--seed",
        "9",
        "--save",
        save.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let summary: serde_json::Value = serde_json::from_str(played.trim()).unwrap();
    assert_eq!(summary["game"], "pyramids");
    assert_eq!(summary["finished"], true);
    let players = summary["players"].as_array().unwrap();
    assert_eq!(players.len(), 3);
    assert!(players
        .iter()
        .all(|p| p["score"].is_i64() && p["completed"].is_array()));
    assert!(!summary["winners"].as_array().unwrap().is_empty());
    assert!(summary["actions"].as_u64().unwrap() > 28 * 3);
    let (ok, replayed, err) = cleo(&["replay", save.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(replayed, played);
    // An app record of it replays alike.
    let record = dir.join("record.json");
    std::fs::write(
        &record,
        app_record(&std::fs::read_to_string(&save).unwrap()),
    )
    .unwrap();
    let (ok, replayed, err) = cleo(&["replay", record.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(replayed, played);

    // Solo plays too; 5 players are refused.
    let (ok, _, err) = cleo(&["play", "--game", "pyramids", "--players", "1"]);
    assert!(ok, "{err}");
    let (ok, _, err) = cleo(&["play", "--game", "pyramids", "--players", "5"]);
    assert!(!ok && err.contains("1 to 4 players"), "{err}");

    // Take blind at the very start, while the keeps are awaited: refused, named, file unchanged.
    let text = std::fs::read_to_string(&save).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
    json["actions"].as_array_mut().unwrap()[0] = serde_json::json!({ "type": "takeBlind" });
    let broken = serde_json::to_string_pretty(&json).unwrap();
    let bad = dir.join("broken.json");
    std::fs::write(&bad, &broken).unwrap();
    let (ok, out, err) = cleo(&["replay", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("action 1 (take the deck's top card) is not legal"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&bad).unwrap(), broken);

    let (ok, out, err) = cleo(&[
        "bench",
        "--game",
        "pyramids",
        "--players",
        "4",
        "--seconds",
        "0.2",
    ]);
    assert!(ok, "{err}");
    assert!(out.trim().starts_with("4 players, 1 thread: "), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}
