//! `cleo` at Silver & Gold: Pyramids: play, bench and replay (an app record too), solo, and a
//! refused save.

mod common;

use common::{app_record, cleo, play_and_replay, scratch};

#[test]
fn pyramids_play_bench_and_replay_and_a_broken_save_is_refused() {
    let dir = scratch("pyramids");
    let (played, summary, save) = play_and_replay(&dir, "pyramids", 3);
    let players = summary["players"].as_array().unwrap();
    assert!(players
        .iter()
        .all(|p| p["score"].is_i64() && p["completed"].is_array()));
    assert!(summary["actions"].as_u64().unwrap() > 28 * 3);
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
