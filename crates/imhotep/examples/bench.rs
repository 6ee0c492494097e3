//! Random games through the `tabletop::Rules` trait, timed: `cargo run --release -p imhotep
//! --example bench -- [players] [games] [seed]`. Prints games per second for the fast path
//! (`apply_unchecked`) and for the checked path with events (`apply`), and a determinization rate.

use std::time::Instant;

use imhotep::{Config, GameRng, Imhotep, Rules, Side, Sides};

fn config(players: usize, b: bool) -> Config {
    Config {
        sides: if b { Sides::ALL_B } else { Sides::default() },
        ..Config::with_players(players)
    }
}

fn play(players: usize, games: u64, seed: u64, checked: bool) -> (f64, u64) {
    let mut rng = GameRng::new(seed);
    let mut steps = 0;
    let start = Instant::now();
    for g in 0..games {
        let mut game = Imhotep::new(config(players, g % 2 == 1), seed + g).unwrap();
        while let Some(seat) = game.to_move() {
            let actions = game.legal_actions(seat);
            let a = &actions[rng.below(actions.len() as u32) as usize];
            if checked {
                game.apply(seat, a).unwrap();
            } else {
                game.apply_unchecked(seat, a);
            }
            steps += 1;
        }
        assert!(game.outcome().is_some());
    }
    (start.elapsed().as_secs_f64(), steps)
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap())
        .collect();
    let players = args.first().copied().unwrap_or(4) as usize;
    let games = args.get(1).copied().unwrap_or(20_000);
    let seed = args.get(2).copied().unwrap_or(1);
    for (name, checked) in [
        ("apply_unchecked", false),
        ("apply (checked, events)", true),
    ] {
        let (secs, steps) = play(players, games, seed, checked);
        println!(
            "{players} players, {name}: {games} games in {secs:.2} s = {:.0} games/s ({:.0} actions/s, {:.0} actions/game); half all-A, half all-B",
            games as f64 / secs,
            steps as f64 / secs,
            steps as f64 / games as f64
        );
    }
    let game = Imhotep::new(
        Config {
            sides: Sides {
                market: Side::B,
                ..Sides::default()
            },
            ..Config::with_players(players)
        },
        seed,
    )
    .unwrap();
    let mut rng = GameRng::new(seed);
    let start = Instant::now();
    let n = 200_000;
    for i in 0..n {
        let g = game.determinize(imhotep::Seat((i % players) as u8), &mut rng);
        std::hint::black_box(&g);
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "determinize + clone: {:.0} per second; size of a position: {} bytes",
        n as f64 / secs,
        std::mem::size_of::<Imhotep>()
    );
}
