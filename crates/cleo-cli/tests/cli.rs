//! The `cleo` binary: play, save, replay, and a refused save (Cleopatra, the default game), and what
//! it does alike for every game it has. Each other game's own tests are in its file beside this.

mod common;

use common::{app_record, cleo, every_game, scratch};

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

#[test]
fn bench_runs_each_game_briefly() {
    for game in every_game() {
        let (ok, out, err) = cleo(&[
            "bench",
            "--game",
            &game,
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
    for game in every_game() {
        let save = dir.join(format!("{game}.json"));
        let (ok, played, err) = cleo(&[
            "play",
            "--game",
            &game,
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
