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
