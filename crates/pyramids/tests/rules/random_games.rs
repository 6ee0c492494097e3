//! Seeded random games to the end, checking after every action what must always hold (case 21's
//! fuzz in small), and determinization at many points.

use pyramids::{Action, Config, GameRng, Pyramids, Rules, Seat};
use tabletop::bench::play_out;
use tabletop::testing::{check_determinization, play_random};

/// A random action, legal or not.
fn candidate(g: &Pyramids, rng: &mut GameRng) -> Action {
    let card = |rng: &mut GameRng| {
        // Mostly cards somebody holds, sometimes any.
        let held: Vec<u8> = g
            .view(None)
            .players
            .iter()
            .flat_map(|p| p.cards.iter().flatten().map(|c| c.card))
            .collect();
        if !held.is_empty() && rng.below(4) != 0 {
            held[rng.below(held.len() as u32) as usize]
        } else {
            1 + rng.below(50) as u8
        }
    };
    match rng.below(5) {
        0 => {
            let a = 1 + rng.below(48) as u8;
            Action::Keep {
                cards: [a, 1 + rng.below(48) as u8],
            }
        }
        1 => Action::Pattern {
            card: card(rng),
            orientation: rng.below(9) as u8,
            row: rng.below(6) as u8,
            col: rng.below(6) as u8,
        },
        2 => Action::Single {
            card: card(rng),
            cell: rng.below(27) as u8,
        },
        3 => Action::Take {
            card: rng.below(49) as u8,
        },
        _ => Action::TakeBlind,
    }
}

fn check_views(g: &Pyramids) {
    for viewer in 0..g.player_count() {
        let v = g.view(Some(Seat(viewer as u8)));
        for (j, p) in v.players.iter().enumerate() {
            if j != viewer {
                assert!(p.hand.is_none() && p.keeping.is_none() && p.pending.is_none());
            }
        }
    }
    let v = g.view(None);
    assert!(v
        .players
        .iter()
        .all(|p| p.hand.is_none() && p.keeping.is_none() && p.pending.is_none()));
}

fn random_game(seed: u64, players: usize, deep: bool) -> usize {
    let game = Pyramids::new(Config::with_players(players), seed).unwrap();
    let mut rng = GameRng::new(seed ^ 0xabc);
    let mut probe = GameRng::new(seed ^ 0xdef);
    let mut steps = 0;
    let end = play_random(game, &mut rng, 10_000, |before, seat, action, after| {
        steps += 1;
        after.check_invariants().unwrap();
        if deep || steps % 5 == 0 {
            check_views(after);
            for _ in 0..6 {
                let any_seat = Seat(probe.below(players as u32) as u8);
                let a = candidate(before, &mut probe);
                if before.legal_actions(any_seat).contains(&a) {
                    continue;
                }
                let mut copy = before.clone();
                assert!(
                    copy.apply(any_seat, &a).is_err(),
                    "unlisted {a:?} by {any_seat:?} applied"
                );
                assert_eq!(&copy, before, "a refusal changed the position");
            }
        }
        if deep && steps % 3 == 0 {
            check_determinization(after, seed ^ steps as u64).unwrap();
        }
        // The fast path agrees with the checked one.
        if steps % 11 == 0 {
            let mut fast = before.clone();
            fast.apply_unchecked(seat, action);
            assert_eq!(&fast, after);
        }
    });
    let outcome = end.outcome().expect("the game ends");
    assert_eq!(outcome.scores.len(), players);
    assert!(!outcome.winners.is_empty());
    steps
}

#[test]
fn random_games_hold_invariants() {
    for seed in 0..240u64 {
        random_game(seed, 1 + (seed % 4) as usize, false);
    }
}

#[test]
fn determinization_at_many_points() {
    for seed in 0..12u64 {
        random_game(seed, 2 + (seed % 3) as usize, true);
    }
}

#[test]
fn determinization_during_setup() {
    let mut g = Pyramids::new(Config::with_players(4), 9).unwrap();
    for s in [1u8, 3] {
        let a = g.legal_actions(Seat(s))[2];
        g.apply(Seat(s), &a).unwrap();
        check_determinization(&g, u64::from(s)).unwrap();
    }
}

/// Case 21 in small: thousands of random games through the fast path, 1–4 players; every reveal
/// leaves each player a legal choice or an explicit "no mark" (`play_out` panics otherwise).
#[test]
fn fuzz_thousands() {
    fuzz(3000);
}

/// Case 21: 10⁵ random games (`cargo test -p pyramids --test rules -- --ignored fuzz_100k`).
#[test]
#[ignore]
fn fuzz_100k() {
    fuzz(100_000);
}

fn fuzz(games: u64) {
    let mut actions = 0;
    for seed in 0..games {
        let players = 2 + (seed % 3) as usize;
        let mut g = Pyramids::new(Config::with_players(players), seed).unwrap();
        actions += play_out(&mut g, &mut GameRng::new(seed ^ 0x5eed));
        assert!(g.outcome().is_some());
    }
    println!("{games} games, {actions} actions");
}
