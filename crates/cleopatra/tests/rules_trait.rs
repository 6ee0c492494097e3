//! Cleopatra through the shelf's `Rules` trait: random play, refusals of seats that may not decide,
//! the Offering in any order, the outcome, and the determinization the computer opponents rely on.

use std::path::PathBuf;

use cleopatra::{
    Action, Config, Deciders, Event, Game, GameRng, LoadError, Pending, Position, RuleError, Rules,
    Save, Seat,
};
use tabletop::testing::{check_determinization, play_random};

fn deal(players: usize, seed: u64) -> Position {
    Position::deal(Config::with_players(players), seed).unwrap()
}

/// The seat a random player picks to act now (any of the secret bidders).
fn pick(position: &Position, rng: &mut GameRng) -> Option<Seat> {
    match position.deciders() {
        Deciders::Nobody => None,
        Deciders::Seat(s) => Some(s),
        Deciders::Secretly(seats) => Some(seats[rng.below(seats.len() as u32) as usize]),
    }
}

/// One random listed action for a random deciding seat, applied; the events it caused.
fn step(position: &mut Position, rng: &mut GameRng) -> Option<Vec<Event>> {
    let seat = pick(position, rng)?;
    let actions = position.legal_actions(seat);
    let action = actions[rng.below(actions.len() as u32) as usize];
    Some(position.apply(seat, &action).unwrap())
}

#[test]
fn random_games_through_the_trait_keep_every_invariant() {
    for players in 2..=4 {
        for seed in 0..150u64 {
            let mut rng = GameRng::new(seed ^ 0xabcd);
            let mut steps = 0;
            let end = play_random(
                deal(players, seed),
                &mut rng,
                5_000,
                |before, seat, action, after| {
                    steps += 1;
                    after
                        .check_invariants()
                        .unwrap_or_else(|e| panic!("seed {seed} after {action}: {e}"));
                    // Only deciding seats have actions, and every other seat is refused.
                    for other in (0..players as u8).map(Seat) {
                        let listed = before.legal_actions(other);
                        assert_eq!(
                            listed.is_empty(),
                            !before.deciders().includes(other),
                            "seed {seed}: {other}"
                        );
                    }
                    // The fast path lands on the same position.
                    let mut fast = before.clone();
                    fast.apply_unchecked(seat, action);
                    assert_eq!(&fast, after, "seed {seed}: unchecked {action}");
                },
            );
            assert_eq!(end.deciders(), Deciders::Nobody, "seed {seed}: unfinished");
            assert!(steps > 50);
            assert!(end.outcome().is_some());
            assert!(!end.has_secrets(Seat(0)));
        }
    }
}

#[test]
fn a_seat_that_may_not_decide_is_refused_and_nothing_changes() {
    let (mut offerings, mut turns) = (0, 0);
    for seed in 0..40u64 {
        let players = 2 + (seed % 3) as usize;
        let mut position = deal(players, seed);
        let mut rng = GameRng::new(seed);
        loop {
            let deciders = position.deciders();
            let Some(asked) = deciders.first() else {
                break;
            };
            let action = position.legal_actions(asked)[0];
            for seat in (0..players as u8).map(Seat) {
                if deciders.includes(seat) {
                    continue;
                }
                let mut copy = position.clone();
                let refusal = copy.apply(seat, &action).unwrap_err();
                assert_eq!(copy, position, "seed {seed}: refused, yet changed");
                match (&deciders, refusal) {
                    (Deciders::Secretly(_), RuleError::AlreadyOffered { seat: s }) => {
                        assert_eq!(s, seat);
                        offerings += 1;
                    }
                    (Deciders::Seat(d), RuleError::NotYourTurn { seat: s, deciding }) => {
                        assert_eq!((s, deciding), (seat, *d));
                        turns += 1;
                    }
                    (_, other) => panic!("seed {seed}: {seat} refused with {other:?}"),
                }
            }
            // A seat off the table is refused too.
            let mut copy = position.clone();
            assert!(copy.apply(Seat(7), &action).is_err());
            assert_eq!(copy, position);
            step(&mut position, &mut rng);
        }
        let mut copy = position.clone();
        assert_eq!(copy.apply(Seat(0), &Action::Pass), Err(RuleError::GameOver));
        assert_eq!(copy, position);
        assert!((0..players as u8).all(|s| position.legal_actions(Seat(s)).is_empty()));
    }
    assert!(offerings > 0 && turns > 1000, "{offerings} {turns}");
}

/// Plays the record's canonical moves until the Offering begins; `None` if the game ends first.
fn to_the_offering(players: usize, seed: u64) -> Option<Game> {
    let mut game = Game::new(Config::with_players(players), seed).unwrap();
    let mut rng = GameRng::new(seed * 3 + 1);
    while !game.is_over() {
        if game.view(None).pending == Pending::Offering {
            return Some(game);
        }
        let actions = game.legal_actions();
        game.apply(actions[rng.below(actions.len() as u32) as usize])
            .unwrap();
    }
    None
}

#[test]
fn the_offering_taken_in_any_order_reaches_what_the_record_reaches() {
    let mut orders = 0;
    for seed in 0..40u64 {
        let players = 2 + (seed % 3) as usize;
        let Some(mut game) = to_the_offering(players, seed) else {
            continue;
        };
        let mut rng = GameRng::new(seed);
        let Deciders::Secretly(canonical) = game.position().deciders() else {
            panic!("seed {seed}: the Offering asks for secret bids");
        };
        assert_eq!(canonical.len(), players);
        assert_eq!(canonical[0], game.active(), "asked from the active player");
        assert_eq!(Some(canonical[0]), game.to_act());
        let bids: Vec<(Seat, u32)> = canonical
            .iter()
            .map(|&s| (s, rng.below(game.player(s).scarabs + 1)))
            .collect();
        // The position, bids last seat first.
        let mut position = game.position().clone();
        let mut revealed = Vec::new();
        for &(seat, scarabs) in bids.iter().rev() {
            let events = position.apply(seat, &Action::Offer { scarabs }).unwrap();
            revealed.extend(events);
        }
        // The record, in its canonical order, as saves replay.
        let mut logged = Vec::new();
        for &(seat, scarabs) in &bids {
            assert_eq!(game.to_act(), Some(seat));
            logged.extend(game.apply(Action::Offer { scarabs }).unwrap());
        }
        assert_eq!(&position, game.position(), "seed {seed}");
        let reveal = |events: &[Event]| {
            events
                .iter()
                .find(|e| matches!(e, Event::OfferingRevealed { .. }))
                .cloned()
        };
        assert!(reveal(&revealed).is_some());
        assert_eq!(reveal(&revealed), reveal(&logged), "seed {seed}");
        // The record still asks in its order: a later seat's bid goes to the asked seat.
        orders += 1;
    }
    assert!(orders >= 10, "only {orders} games reached the Offering");
}

#[test]
fn the_outcome_is_the_reckoning() {
    let mut eliminated = 0;
    for seed in 0..90u64 {
        let players = 2 + (seed % 3) as usize;
        let mut game = Game::new(Config::with_players(players), seed).unwrap();
        let mut rng = GameRng::new(seed);
        assert_eq!(game.position().outcome(), None);
        while !game.is_over() {
            let actions = game.legal_actions();
            game.apply(actions[rng.below(actions.len() as u32) as usize])
                .unwrap();
        }
        let result = game.result().unwrap();
        let outcome = game.position().outcome().unwrap();
        assert_eq!(outcome.winners, result.winners, "seed {seed}");
        for (seat, score) in result.players.iter() {
            let expected = if score.eliminated {
                eliminated += 1;
                -1
            } else {
                i64::from(score.scarabs)
            };
            assert_eq!(outcome.scores[seat], expected, "seed {seed}");
        }
        let best = outcome.scores.0.iter().copied().max().unwrap();
        if best >= 0 {
            assert!(outcome.winners.iter().all(|&w| outcome.scores[w] == best));
        } else {
            assert!(outcome.winners.is_empty());
        }
    }
    assert!(
        eliminated > 0,
        "some random players are fed to the crocodile"
    );
}

#[test]
fn determinizing_keeps_the_view_and_reads_nothing_hidden() {
    let (mut checked, mut offering_partial, mut after_rebuild) = (0, 0, 0);
    for players in 2..=4 {
        for seed in 0..80u64 {
            let mut position = deal(players, seed * 7 + players as u64);
            let mut rng = GameRng::new(seed ^ 0x5151);
            let mut rebuilt = false;
            let mut n = 0u64;
            loop {
                n += 1;
                let in_offering =
                    matches!(position.deciders(), Deciders::Secretly(ref s) if s.len() < players);
                if in_offering || rng.below(25) == 0 {
                    check_determinization(&position, seed * 1000 + n)
                        .unwrap_or_else(|e| panic!("{players}p seed {seed} step {n}: {e}"));
                    checked += 1;
                    offering_partial += usize::from(in_offering);
                    after_rebuild += usize::from(rebuilt);
                }
                let Some(events) = step(&mut position, &mut rng) else {
                    break;
                };
                rebuilt |= events
                    .iter()
                    .any(|e| matches!(e, Event::DeckRebuilt { .. }));
            }
            check_determinization(&position, seed).unwrap();
        }
    }
    assert!(checked > 2000, "{checked}");
    assert!(offering_partial > 100, "{offering_partial}");
    assert!(after_rebuild > 200, "{after_rebuild}");
}

#[test]
fn determinized_positions_are_whole_and_play_on_to_the_end() {
    let mut differs = 0;
    for players in 2..=4 {
        for seed in 0..40u64 {
            let mut position = deal(players, seed + 100 * players as u64);
            let mut rng = GameRng::new(seed + 5);
            let stop = rng.below(320);
            for _ in 0..stop {
                if step(&mut position, &mut rng).is_none() {
                    break;
                }
            }
            for seat in (0..players as u8).map(Seat) {
                let mut world = GameRng::new(seed * 31 + u64::from(seat.0));
                let other = position.determinize(seat, &mut world);
                other
                    .check_invariants()
                    .unwrap_or_else(|e| panic!("{players}p seed {seed} for {seat}: {e}"));
                // Hidden cards are dealt afresh: the others' hands differ now and then.
                if (0..players as u8)
                    .map(Seat)
                    .any(|s| s != seat && other.player(s).hand != position.player(s).hand)
                {
                    differs += 1;
                }
                let end = play_random(other, &mut world, 5_000, |_, _, action, after| {
                    after
                        .check_invariants()
                        .unwrap_or_else(|e| panic!("{players}p seed {seed} after {action}: {e}"));
                });
                assert_eq!(end.deciders(), Deciders::Nobody);
                assert!(end.outcome().is_some());
            }
        }
    }
    assert!(differs > 200, "{differs}");
}

#[test]
fn determinizing_deals_from_the_view_alone() {
    // Positions seat 0 cannot tell apart (another hand's card swapped with one inside the deck,
    // the mosaics under the top in another order, other scarabs) determinize alike for it.
    let mut tried = 0;
    for seed in 0..60u64 {
        let mut position = deal(3, seed);
        let mut rng = GameRng::new(seed);
        for _ in 0..rng.below(200) {
            step(&mut position, &mut rng);
        }
        // A setup starts a turn; the hands' known cards start empty, alike in both.
        let Ok(a) = Position::from_setup(position.setup(seed)) else {
            continue;
        };
        let mut setup = position.setup(seed);
        let hand = setup.players[1].hand;
        let below_top = setup.deck.len().saturating_sub(1);
        let Some((i, card)) = (0..below_top).find_map(|i| {
            let other = setup.deck[i].card;
            hand.iter().find(|&c| c != other).map(|c| (i, c))
        }) else {
            continue;
        };
        let other = setup.deck[i].card;
        setup.deck[i].card = card;
        setup.players[1]
            .hand
            .remove_all(&cleopatra::Cards::from_cards([card]));
        setup.players[1].hand.add(other);
        setup.players[2].scarabs += 7;
        let stack = &mut setup.board.mosaic_stack;
        if stack.len() >= 3 {
            stack.swap(0, 1);
        }
        let b = Position::from_setup(setup).unwrap();
        assert_ne!(a, b);
        assert_eq!(a.view(Some(Seat(0))), b.view(Some(Seat(0))), "seed {seed}");
        for n in 0..3 {
            let da = a.determinize(Seat(0), &mut GameRng::new(n));
            let db = b.determinize(Seat(0), &mut GameRng::new(n));
            assert_eq!(da, db, "seed {seed}");
        }
        tried += 1;
    }
    assert!(tried > 20, "{tried}");
}

fn data(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests/data/saves", name]
        .iter()
        .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn golden_saves_replay_alike_through_the_record_and_the_position() {
    let dir: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests/data/saves"]
        .iter()
        .collect();
    let mut files = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let save = Save::from_json(&data(&name)).unwrap();
        let game = save.replay().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(game.history(), &save.actions[..], "{name}");
        let mut position = match &save.start {
            Some(start) => Position::from_setup(start.clone()).unwrap(),
            None => Position::deal(save.config.clone(), save.seed).unwrap(),
        };
        for action in &save.actions {
            let seat = position.deciders().first().expect("the game goes on");
            position
                .apply(seat, action)
                .unwrap_or_else(|e| panic!("{name}: {action}: {e}"));
        }
        assert_eq!(&position, game.position(), "{name}");
        assert_eq!(position.is_over(), game.is_over());
        files += 1;
    }
    assert!(files >= 7);
}

/// The position with its discard pile in card order.
fn pile_sorted(position: &Position) -> Position {
    let mut position = position.clone();
    position.sort_discard_pile();
    position
}

/// Every whole decision reachable from `position` by `seat`'s steps, made whole; `None` when
/// there are more than `cap` step sequences (a hand-limit discard of many cards).
fn whole_by_steps(position: &Position, seat: Seat, cap: usize) -> Option<Vec<Action>> {
    fn walk(
        start: &Position,
        position: &Position,
        seat: Seat,
        steps: &mut Vec<Action>,
        out: &mut Vec<Action>,
        cap: usize,
    ) -> bool {
        for step in position.legal_actions(seat) {
            let mut next = position.clone();
            next.apply(seat, &step).expect("a listed step applies");
            steps.push(step);
            if next.mid_decision(seat) {
                if !walk(start, &next, seat, steps, out, cap) {
                    return false;
                }
            } else {
                let whole = start.whole(steps).expect("the steps make one decision");
                // The whole decision lands where its steps land (cards discarded one by one
                // may lie in another order on the face-down pile, which nobody sees).
                let mut at_once = start.clone();
                at_once
                    .apply(seat, &whole)
                    .expect("the whole decision applies");
                assert_eq!(
                    pile_sorted(&at_once),
                    pile_sorted(&next),
                    "{whole} against its steps {steps:?}"
                );
                out.push(whole);
                if out.len() > cap {
                    return false;
                }
            }
            steps.pop();
        }
        true
    }
    let mut out = Vec::new();
    walk(position, position, seat, &mut Vec::new(), &mut out, cap).then(|| {
        out.sort_by_key(|a| format!("{a:?}"));
        out.dedup();
        out
    })
}

/// Builds are listed as a payment, then a place, and hand-limit discards card by card, so no
/// listing grows huge; yet the steps reach every decision the whole listing has, and nothing else.
#[test]
fn steps_keep_listings_small_and_lose_no_decision() {
    let (mut compared, mut largest_whole, mut largest_step) = (0, 0, 0);
    let (mut builds, mut discards) = (0, 0);
    for seed in 0..36u64 {
        let players = 2 + (seed % 3) as usize;
        let mut game = Game::new(Config::with_players(players), seed).unwrap();
        let mut rng = GameRng::new(seed ^ 0x57e9);
        while !game.is_over() {
            let seat = game.to_act().expect("someone decides");
            let position = game.position();
            let mut whole = game.legal_actions();
            largest_whole = largest_whole.max(whole.len());
            largest_step = largest_step.max(position.legal_actions(seat).len());
            if whole.len() <= 4_000 {
                if let Some(by_steps) = whole_by_steps(position, seat, 4_000) {
                    whole.sort_by_key(|a| format!("{a:?}"));
                    assert_eq!(
                        by_steps,
                        whole,
                        "seed {seed}: {:?}",
                        position.view(None).pending
                    );
                    compared += 1;
                    builds += usize::from(whole.iter().any(|a| matches!(a, Action::Build { .. })));
                    discards += usize::from(
                        whole
                            .iter()
                            .any(|a| matches!(a, Action::DiscardDown { .. })),
                    );
                }
            }
            let action = game.legal_actions()[rng.below(whole.len() as u32) as usize];
            game.apply(action).unwrap();
        }
    }
    assert!(
        compared > 3_000 && builds > 600 && discards > 30,
        "{compared} {builds} {discards}"
    );
    assert!(
        largest_whole > 5_000,
        "the whole listing was at most {largest_whole}"
    );
    assert!(largest_step <= 1_000, "a step listing of {largest_step}");
}

/// Every mini-expansion switched on.
fn deal_with_every_expansion(players: usize, seed: u64) -> Position {
    let config = Config {
        expansions: cleopatra::Expansions::all(),
        ..Config::with_players(players)
    };
    Position::deal(config, seed).unwrap()
}

/// With every expansion on, determinizing keeps each seat's view and actions and reads nothing
/// hidden: the face-down bonus tiles, the architects face down and in others' hands, the Bastet
/// cards in the deck (never dealt into a hand). The fast path lands where the checked one does.
#[test]
fn every_expansion_determinizes_from_the_view_alone() {
    let (mut checked, mut picking, mut architects_hidden) = (0, 0, 0);
    for players in 2..=4 {
        for seed in 0..40u64 {
            let mut position = deal_with_every_expansion(players, seed * 11 + players as u64);
            let mut rng = GameRng::new(seed ^ 0x7777);
            let mut n = 0u64;
            loop {
                n += 1;
                let pick_now = matches!(position.view(None).pending, Pending::ArchitectPick { .. });
                if pick_now || rng.below(20) == 0 {
                    check_determinization(&position, seed * 1000 + n)
                        .unwrap_or_else(|e| panic!("{players}p seed {seed} step {n}: {e}"));
                    for seat in (0..players as u8).map(Seat) {
                        let other = position.determinize(seat, &mut GameRng::new(n));
                        other
                            .check_invariants()
                            .unwrap_or_else(|e| panic!("{players}p seed {seed} for {seat}: {e}"));
                        architects_hidden += (0..players as u8).map(Seat).any(|s| {
                            s != seat && other.player(s).architects != position.player(s).architects
                        }) as usize;
                    }
                    checked += 1;
                    picking += usize::from(pick_now);
                }
                let Some(seat) = pick(&position, &mut rng) else {
                    break;
                };
                let actions = position.legal_actions(seat);
                let action = actions[rng.below(actions.len() as u32) as usize];
                let mut fast = position.clone();
                fast.apply_unchecked(seat, &action);
                position.apply(seat, &action).unwrap();
                assert_eq!(fast, position, "{players}p seed {seed}: unchecked {action}");
            }
        }
    }
    assert!(checked > 500, "{checked}");
    assert!(picking > 20, "{picking}");
    assert!(architects_hidden > 20, "{architects_hidden}");
}

/// The computer opponents read a save with [`Save::position`], checked but without events: every
/// save the app writes comes to the same position as the record's replay, and what the record
/// refuses, it refuses too.
#[test]
fn saves_read_as_the_computers_read_them_reach_the_same_position() {
    let dir: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests/data/saves"]
        .iter()
        .collect();
    let (mut dealt, mut puzzles) = (0, 0);
    for entry in std::fs::read_dir(dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let text = data(&name);
        let game = Save::load(&text).unwrap();
        if game.start().is_some() {
            assert_eq!(
                Save::position(&text),
                Err(LoadError::StartPosition),
                "{name}"
            );
            puzzles += 1;
        } else {
            assert_eq!(
                Save::position(&text).as_ref(),
                Ok(game.position()),
                "{name}"
            );
            dealt += 1;
        }
    }
    assert!(
        dealt >= 5 && puzzles >= 2,
        "{dealt} dealt, {puzzles} puzzles"
    );

    // Whole games and games stopped anywhere, with and without every mini-expansion, their
    // builds and discards made whole as a player makes them (not in the search's steps).
    for seed in 0..24u64 {
        let mut config = Config::with_players(2 + (seed % 3) as usize);
        if seed % 2 == 1 {
            let e = &mut config.expansions;
            e.cult_of_sobek = true;
            e.whims_of_cleopatra = true;
            e.wisdom_of_bastet = true;
            e.architects_from_far_away = true;
        }
        let mut game = Game::new(config, seed).unwrap();
        let mut rng = GameRng::new(seed + 5);
        let stop = if seed % 4 == 0 {
            u32::MAX
        } else {
            rng.below(400)
        };
        let mut played = 0;
        while !game.is_over() && played < stop {
            let actions = game.legal_actions();
            game.apply(actions[rng.below(actions.len() as u32) as usize])
                .unwrap();
            played += 1;
        }
        let text = game.save().to_json();
        let position = Save::position(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(&position, game.position(), "seed {seed}, {played} actions");
    }
}
