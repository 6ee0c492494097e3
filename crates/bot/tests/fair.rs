//! The computer opponents play fair and reproducibly, on every game of the shelf: over many random
//! positions, the decision depends only on what the deciding seat sees, is always a listed action,
//! and is the same for the same seed.

use bot::{decide, Budget, Level};
use tabletop::testing::{hidden_facts_differ, random_positions};
use tabletop::{GameRng, Rules, Seat};

/// A small budget: fairness does not depend on it, and the tests stay quick.
fn budget() -> Budget {
    Budget {
        iterations: 40,
        ..Budget::default()
    }
}

/// Hidden facts differ, the view is the same, the decision is the same; the decision is whole;
/// the same seed decides alike.
fn check_fair<G: Rules>(config: G::Config, games: u64, length: u32) {
    let positions = random_positions::<G>(&config, games, length, 0xfa1e);
    assert!(positions.len() as u64 > games * 3 / 4, "too few positions");
    let mut differed = 0;
    for (i, (game, seat)) in positions.iter().enumerate() {
        let seed = 1000 + i as u64;
        let twin = game.determinize(*seat, &mut GameRng::new(seed ^ 0x7717));
        assert_eq!(twin.view(Some(*seat)), game.view(Some(*seat)));
        if hidden_facts_differ(game, &twin) {
            differed += 1;
        }
        let mine = decide(game, *seat, &budget(), seed).expect("a decision");
        let theirs = decide(&twin, *seat, &budget(), seed).expect("a decision");
        assert_eq!(
            mine, theirs,
            "position {i}: {seat} decided differently on hidden facts it cannot see"
        );
        // A whole decision: it applies, and leaves the seat no step to take.
        let mut after = game.clone();
        after
            .apply(*seat, &mine.action)
            .unwrap_or_else(|e| panic!("position {i}: {:?} refused: {e:?}", mine.action));
        assert!(
            !after.mid_decision(*seat),
            "position {i}: a decision left half made"
        );
        assert_eq!(decide(game, *seat, &budget(), seed), Some(mine));
    }
    assert!(
        differed * 2 > positions.len(),
        "most twins should hide different facts ({differed} of {})",
        positions.len()
    );
}

#[test]
fn cleopatra_decisions_read_only_the_seats_view() {
    for players in 2..=4 {
        check_fair::<cleopatra::Position>(cleopatra::Config::with_players(players), 40, 300);
    }
}

#[test]
fn imhotep_decisions_read_only_the_seats_view() {
    for players in 2..=4 {
        check_fair::<imhotep::Imhotep>(imhotep::Config::with_players(players), 60, 110);
    }
}

#[test]
fn mausoleum_decisions_read_only_the_seats_view() {
    for players in 2..=4 {
        check_fair::<mausoleum::Mausoleum>(mausoleum::Config::with_players(players), 60, 40);
    }
}

#[test]
fn a_seat_with_nothing_to_decide_gets_no_decision() {
    let game = cleopatra::Position::deal(cleopatra::Config::with_players(3), 5).unwrap();
    let waiting = (0..3)
        .map(Seat)
        .find(|&s| !game.deciders().includes(s))
        .unwrap();
    assert_eq!(decide(&game, waiting, &budget(), 1), None);
}

/// Plays `games` seeded games of `config`, `level` in seat `(i % players)` against random
/// players: how many it won.
fn wins_against_random<G: Rules>(config: G::Config, level: Level, games: u64) -> u64 {
    let players = G::deal(config.clone(), 0).unwrap().player_count();
    (0..games)
        .filter(|&g| {
            let mut game = G::deal(config.clone(), g).unwrap();
            let me = Seat((g % players as u64) as u8);
            let mut rng = GameRng::new(g);
            let mut n = 0;
            while let Some(seat) = game.deciders().first() {
                let action = if seat == me {
                    decide(&game, seat, &level.budget(), g * 1000 + n)
                        .unwrap()
                        .action
                } else {
                    let mut listed = game.legal_actions(seat);
                    listed.swap_remove(rng.below(listed.len() as u32) as usize)
                };
                game.apply(seat, &action).expect("a listed action applies");
                n += 1;
            }
            game.outcome().unwrap().winners.contains(&me)
        })
        .count() as u64
}

#[test]
fn even_the_easy_level_beats_random_players_at_imhotep() {
    // Seeded, so this always plays the same games; a bot that searched badly would lose most.
    let won =
        wins_against_random::<imhotep::Imhotep>(imhotep::Config::with_players(3), Level::Easy, 12);
    assert!(
        won >= 9,
        "easy won {won} of 12 three-player games against random players"
    );
}

#[test]
fn even_the_easy_level_beats_random_players_at_mausoleum() {
    let won = wins_against_random::<mausoleum::Mausoleum>(
        mausoleum::Config::with_players(3),
        Level::Easy,
        30,
    );
    // A random player wins about a third (a little more with shared wins).
    assert!(
        won >= 18,
        "easy won {won} of 30 three-player games against random players"
    );
}
