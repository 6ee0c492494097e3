//! Random games per second through the shelf's `Rules` trait, checked `apply` against the fast
//! `apply_unchecked`, beside the record's `Game::apply_legal` (what `cleo bench` plays). Listing
//! the legal actions costs most of a random game, so the actions of recorded games are also
//! replayed alone through both, to show what the fast path saves.
//!
//! ```text
//! cargo run --release -p cleopatra --example trait_bench -- [players] [seconds per mode]
//! ```

use std::time::{Duration, Instant};

use cleopatra::{Action, Config, Deciders, Game, GameRng, Position, Rules, Seat};

#[derive(Clone, Copy, Debug)]
enum Mode {
    Apply,
    Unchecked,
    Record,
}

/// Plays one random game (the same choices in every mode); returns its number of actions.
fn play(config: &Config, seed: u64, mode: Mode) -> u64 {
    let mut chooser = GameRng::new(seed ^ 0x5eed);
    let mut actions = 0;
    if let Mode::Record = mode {
        let mut game = Game::new(config.clone(), seed).expect("valid config");
        let mut events = Vec::new();
        while !game.is_over() {
            let listed = game.legal_actions();
            let action = listed[chooser.below(listed.len() as u32) as usize];
            events.clear();
            game.apply_legal(action, &mut events);
            actions += 1;
        }
        return actions;
    }
    let mut position = Position::deal(config.clone(), seed).expect("valid config");
    loop {
        let seat = match position.deciders() {
            Deciders::Nobody => break,
            Deciders::Seat(s) => s,
            Deciders::Secretly(seats) => seats[chooser.below(seats.len() as u32) as usize],
        };
        let listed = position.legal_actions(seat);
        let action = &listed[chooser.below(listed.len() as u32) as usize];
        match mode {
            Mode::Apply => {
                position
                    .apply(seat, action)
                    .expect("a listed action applies");
            }
            _ => position.apply_unchecked(seat, action),
        }
        actions += 1;
    }
    actions
}

/// The seats and actions of one random game, for replays.
fn record(config: &Config, seed: u64) -> Vec<(Seat, Action)> {
    let mut chooser = GameRng::new(seed ^ 0x5eed);
    let mut position = Position::deal(config.clone(), seed).expect("valid config");
    let mut moves = Vec::new();
    while let Some(seat) = position.deciders().first() {
        let listed = position.legal_actions(seat);
        let action = listed[chooser.below(listed.len() as u32) as usize];
        position.apply_unchecked(seat, &action);
        moves.push((seat, action));
    }
    moves
}

fn main() {
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().map_or(4, |a| a.parse().expect("players"));
    let seconds: f64 = args.next().map_or(3.0, |a| a.parse().expect("seconds"));
    let config = Config::with_players(players);
    for mode in [Mode::Apply, Mode::Unchecked, Mode::Record] {
        let limit = Duration::from_secs_f64(seconds);
        let start = Instant::now();
        let (mut games, mut actions) = (0u64, 0u64);
        while start.elapsed() < limit {
            actions += play(&config, games, mode);
            games += 1;
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{players} players, {mode:?}: {games} games in {secs:.2} s = {:.0} games/s, {:.0} actions/s",
            games as f64 / secs,
            actions as f64 / secs,
        );
    }

    let games: Vec<(u64, Vec<(Seat, Action)>)> =
        (0..200).map(|seed| (seed, record(&config, seed))).collect();
    let moves: usize = games.iter().map(|(_, m)| m.len()).sum();
    for checked in [true, false] {
        let limit = Duration::from_secs_f64(seconds);
        let start = Instant::now();
        let mut replays = 0u64;
        while start.elapsed() < limit {
            for (seed, game) in &games {
                let mut position = Position::deal(config.clone(), *seed).expect("valid config");
                for (seat, action) in game {
                    if checked {
                        position
                            .apply(*seat, action)
                            .expect("a listed action applies");
                    } else {
                        position.apply_unchecked(*seat, action);
                    }
                }
                assert!(position.is_over());
            }
            replays += 1;
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{players} players, replaying recorded actions with {}: {:.0} games/s, {:.0} actions/s",
            if checked { "apply" } else { "apply_unchecked" },
            (replays * games.len() as u64) as f64 / secs,
            (replays * moves as u64) as f64 / secs,
        );
    }

    // What a search pays to copy a position (a mid-game one, with a full board of vectors).
    let mut position = Position::deal(config.clone(), 1).expect("valid config");
    for (seat, action) in games[1].1.iter().take(games[1].1.len() / 2) {
        position.apply_unchecked(*seat, action);
    }
    let start = Instant::now();
    let mut copies = 0u64;
    while start.elapsed() < Duration::from_secs_f64(seconds / 3.0) {
        for _ in 0..1000 {
            std::hint::black_box(std::hint::black_box(&position).clone());
        }
        copies += 1000;
    }
    println!(
        "cloning a mid-game position: {:.0} ns",
        start.elapsed().as_secs_f64() * 1e9 / copies as f64
    );
    let mut rng = GameRng::new(3);
    let start = Instant::now();
    let mut worlds = 0u64;
    while start.elapsed() < Duration::from_secs_f64(seconds / 3.0) {
        for _ in 0..1000 {
            std::hint::black_box(position.determinize(Seat(0), &mut rng));
        }
        worlds += 1000;
    }
    println!(
        "determinizing it: {:.0} ns",
        start.elapsed().as_secs_f64() * 1e9 / worlds as f64
    );
}
