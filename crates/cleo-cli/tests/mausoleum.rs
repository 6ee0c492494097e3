//! `cleo` at the Mausoleum card game: play, save and replay, a refused save and refused options,
//! and the computer opponent beating random play in the arena.

mod common;

use common::{cleo, play_and_replay, scratch};

#[test]
fn mausoleum_play_saves_a_game_that_replays_to_the_same_summary_and_a_broken_one_is_refused() {
    let dir = scratch("mausoleum");
    let (played, summary, save) = play_and_replay(&dir, "mausoleum", 4);
    let players = summary["players"].as_array().unwrap();
    assert!(players
        .iter()
        .all(|p| p["score"].is_u64() && p["sets"].is_u64() && p["hand"].is_u64()));
    assert!(summary["actions"].as_u64().unwrap() > 20);
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
fn the_bot_beats_random_play_at_mausoleum() {
    let (ok, out, err) = cleo(&[
        "arena",
        "--game",
        "mausoleum",
        "--players",
        "easy,random",
        "--games",
        "40",
        "--seed",
        "1",
        "--threads",
        "1",
    ]);
    assert!(ok, "{err}");
    let won = |who: &str| -> f64 {
        let row = out
            .lines()
            .find(|l| l.starts_with(&format!("| {who} ")))
            .unwrap_or_else(|| panic!("no {who} row: {out}"));
        row.split('|')
            .nth(3)
            .unwrap()
            .trim()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(won("easy") >= 28.0, "easy should win most games: {out}");
    assert!(won("easy") > 2.0 * won("random"), "{out}");
}
