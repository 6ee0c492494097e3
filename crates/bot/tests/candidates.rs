//! A decision reports the search's best candidates, for a player asking why: the chosen action
//! first, then the others most explored, each a distinct whole action the game accepts, with
//! shares of the search that add up to no more than it and values between 0 and 1.

use bot::{decide, Budget, CANDIDATES};
use tabletop::testing::random_positions;
use tabletop::Rules;

fn budget() -> Budget {
    Budget {
        iterations: 120,
        ..Budget::default()
    }
}

/// Checks every decision over random positions of `G`; returns how many reported all
/// [`CANDIDATES`] and how many of those took several steps.
fn check<G: Rules>(config: G::Config, games: u64, length: u32) -> (usize, usize) {
    let positions = random_positions::<G>(&config, games, length, 0xc4d1);
    assert!(positions.len() as u64 > games / 2, "too few positions");
    let (mut full, mut in_steps) = (0, 0);
    for (i, (game, seat)) in positions.iter().enumerate() {
        let seed = 77 + i as u64;
        let d = decide(game, *seat, &budget(), seed).expect("a decision");
        let c = &d.candidates;
        assert!(
            !c.is_empty() && c.len() <= CANDIDATES,
            "position {i}: {c:?}"
        );
        assert_eq!(
            c[0].action, d.action,
            "position {i}: the chosen action first"
        );
        let explored: u32 = c.iter().map(|c| c.visits).sum();
        assert!(
            explored <= c[0].iterations && c[0].iterations <= d.iterations.max(c[0].iterations),
            "position {i}: {explored} visits of {} iterations",
            c[0].iterations
        );
        assert!(c.iter().all(|x| x.iterations == c[0].iterations));
        assert!(
            c.windows(2).all(|w| w[0].visits >= w[1].visits),
            "position {i}: most explored first: {c:?}"
        );
        for (j, x) in c.iter().enumerate() {
            assert!((0.0..=1.0).contains(&x.value), "position {i}: {x:?}");
            assert!(
                c[..j].iter().all(|y| y.action != x.action),
                "position {i}: {:?} twice",
                x.action
            );
            // Whole: it applies, and leaves the seat no step to take.
            let mut after = game.clone();
            after
                .apply(*seat, &x.action)
                .unwrap_or_else(|e| panic!("position {i}: {:?} refused: {e:?}", x.action));
            assert!(
                !after.mid_decision(*seat),
                "position {i}: {:?} half made",
                x.action
            );
        }
        if c.len() == CANDIDATES {
            full += 1;
            // A decision listed in steps: its whole action is not among the first step's.
            if !game.legal_actions(*seat).contains(&d.action) {
                in_steps += 1;
            }
        }
        // The same seed reports the same candidates.
        assert_eq!(decide(game, *seat, &budget(), seed).as_ref(), Some(&d));
    }
    (full, in_steps)
}

#[test]
fn cleopatra_candidates_are_whole_distinct_and_ranked() {
    let (full, in_steps) =
        check::<cleopatra::Position>(cleopatra::Config::with_players(3), 30, 300);
    assert!(full > 10, "{full} decisions with three candidates");
    assert!(in_steps > 0, "no decision in steps was checked");
}

#[test]
fn imhotep_candidates_are_whole_distinct_and_ranked() {
    let (full, _) = check::<imhotep::Imhotep>(imhotep::Config::with_players(2), 30, 110);
    assert!(full > 10, "{full} decisions with three candidates");
}

#[test]
fn mausoleum_candidates_are_whole_distinct_and_ranked() {
    let (full, _) = check::<mausoleum::Mausoleum>(mausoleum::Config::with_players(3), 30, 40);
    assert!(full > 5, "{full} decisions with three candidates");
}

#[test]
fn a_single_action_is_the_only_candidate() {
    // No search allowed: the first listed action, alone.
    let game = cleopatra::Position::deal(cleopatra::Config::with_players(2), 3).unwrap();
    let seat = game.deciders().first().unwrap();
    let none = Budget {
        iterations: 0,
        ..Budget::default()
    };
    let d = decide(&game, seat, &none, 1).unwrap();
    assert_eq!(d.candidates.len(), 1);
    assert_eq!(d.candidates[0].action, d.action);
    assert_eq!(d.candidates[0].visits, 0);
}
