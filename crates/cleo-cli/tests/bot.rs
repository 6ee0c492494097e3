//! `cleo bot` and `cleo arena` as a person runs them: the same seed gives the same choice, printed
//! last as a save writes it, and always a listed action; the arena prints every player's line.

use std::process::Command;

use cleopatra::{Action, Config, Game};

fn cleo(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_cleo"))
        .args(args)
        .output()
        .expect("cleo runs");
    assert!(
        out.status.success(),
        "cleo {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("text")
}

#[test]
fn the_same_seed_chooses_the_same_listed_action() {
    let game = Game::new(Config::with_players(3), 12).unwrap();
    let seat = game.to_act().unwrap();
    let file = std::env::temp_dir().join(format!("cleo-bot-test-{}.json", std::process::id()));
    std::fs::write(&file, game.save().to_json()).unwrap();
    let seat_arg = (seat.0 + 1).to_string();
    let ask = |seed: &str| {
        let args = [
            "bot",
            "--save",
            file.to_str().unwrap(),
            "--seat",
            &seat_arg,
            "--level",
            "easy",
            "--seed",
            seed,
        ];
        cleo(&args).lines().last().unwrap().to_string()
    };
    let first = ask("3");
    assert_eq!(ask("3"), first, "a seed decides alike every time");
    let action: Action = serde_json::from_str(&first).expect("the last line is an action");
    assert!(game.legal_actions().contains(&action));
    std::fs::remove_file(file).ok();
}

#[test]
fn a_seat_with_nothing_to_decide_is_told_so() {
    let game = Game::new(Config::with_players(2), 4).unwrap();
    let waiting = if game.to_act().unwrap().0 == 0 {
        "2"
    } else {
        "1"
    };
    let file = std::env::temp_dir().join(format!("cleo-bot-wait-{}.json", std::process::id()));
    std::fs::write(&file, game.save().to_json()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_cleo"))
        .args(["bot", "--save", file.to_str().unwrap(), "--seat", waiting])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("has nothing to decide now"));
    std::fs::remove_file(file).ok();
}

#[test]
fn the_arena_prints_each_players_rate_and_interval() {
    let out = cleo(&[
        "arena",
        "--game",
        "imhotep",
        "--players",
        "easy,random",
        "--games",
        "4",
        "--seed",
        "2",
        "--threads",
        "1",
    ]);
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("| easy") || l.starts_with("| random"))
        .collect();
    assert_eq!(rows.len(), 2, "{out}");
    let won: f64 = rows
        .iter()
        .map(|r| {
            r.split('|')
                .nth(3)
                .unwrap()
                .trim()
                .split(' ')
                .next()
                .unwrap()
                .parse::<f64>()
                .unwrap()
        })
        .sum();
    assert!(
        (won - 4.0).abs() < 1e-9,
        "every game has its winners: {out}"
    );
    assert!(out.contains('%') && out.contains("ms"), "{out}");
}

#[test]
fn the_arena_seats_the_greedy_player() {
    let out = cleo(&[
        "arena",
        "--game",
        "mausoleum",
        "--players",
        "greedy,random",
        "--games",
        "4",
        "--seed",
        "3",
        "--threads",
        "1",
    ]);
    assert!(out.contains("(greedy, random)"), "{out}");
    let greedy = out
        .lines()
        .find(|l| l.starts_with("| greedy |"))
        .unwrap_or_else(|| panic!("no greedy row: {out}"));
    assert!(
        greedy.contains("ms"),
        "the greedy player's decisions are timed: {out}"
    );
}
