//! What the tests of the `cleo` binary share: running it, a scratch folder, an app record, and the
//! games it has.
#![allow(dead_code)] // each test file uses some

use std::process::Command;

/// Runs `cleo` with `args`: whether it succeeded, its output and its errors.
pub fn cleo(args: &[&str]) -> (bool, String, String) {
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

/// A fresh folder for one test, removed by the test when it is done.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cleo-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Plays a game of `game` for `players` from seed 9, saved in `dir`, and checks what every game's
/// summary says: this game, finished, one entry per player, someone won, and the save replays to
/// the same summary. Returns the summary as printed and as JSON, and the save's path.
pub fn play_and_replay(
    dir: &std::path::Path,
    game: &str,
    players: usize,
) -> (String, serde_json::Value, std::path::PathBuf) {
    let save = dir.join("game.json");
    let players_arg = players.to_string();
    let (ok, played, err) = cleo(&[
        "play",
        "--game",
        game,
        "--players",
        &players_arg,
        "--seed",
        "9",
        "--save",
        save.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let summary: serde_json::Value = serde_json::from_str(played.trim()).unwrap();
    assert_eq!(summary["game"], game);
    assert_eq!(summary["finished"], true);
    assert_eq!(summary["players"].as_array().unwrap().len(), players);
    assert!(!summary["winners"].as_array().unwrap().is_empty());
    let (ok, replayed, err) = cleo(&["replay", save.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(replayed, played);
    (played, summary, save)
}

/// `save` wrapped in a record as the app's "Download the game record" writes it.
pub fn app_record(save: &str) -> String {
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

/// Every game cleo has, by its `--game` value, in shelf order: as cleo lists them when asked for a
/// game it lacks. The tests of every game run over these, so a game added to cleo is in them.
pub fn every_game() -> Vec<String> {
    let (ok, _, err) = cleo(&["play", "--game", "chess"]);
    assert!(!ok, "cleo has no chess");
    let games: Vec<String> = err
        .split("[possible values: ")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .unwrap_or_else(|| panic!("cleo lists no games: {err}"))
        .split(", ")
        .map(String::from)
        .collect();
    assert!(games.iter().any(|g| g == "cleopatra"), "{games:?}");
    games
}
