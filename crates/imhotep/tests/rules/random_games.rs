//! Seeded random games to the end, checking after every action what must always hold.

use imhotep::{
    Action, Card, Config, DeadlockPolicy, Decision, Event, GameRng, Imhotep, Refusal, Rules, Seat,
    Side, Sides, Site, SlotRef,
};
use tabletop::testing::check_determinization;

/// What a random game checks besides invariants and listed actions.
#[derive(Clone, Copy)]
struct Checks {
    /// Every candidate action's check agrees with the list, at every step.
    enumerate: bool,
    /// Determinization, the fast path and spectator views at some steps.
    deep: bool,
}

/// A configuration drawn from the seed: players, a mix of sides, and the optional rules.
fn random_config(players: usize, rng: &mut GameRng) -> Config {
    let side = |rng: &mut GameRng| if rng.below(2) == 0 { Side::A } else { Side::B };
    Config {
        sides: Sides {
            market: side(rng),
            pyramid: side(rng),
            temple: side(rng),
            burial_chamber: side(rng),
            obelisks: side(rng),
        },
        wrath_of_pharaoh: rng.below(2) == 0,
        market_take_optional: rng.below(4) == 0,
        pyramid_b_bonuses_optional: rng.below(4) != 0,
        discard_pile_public: rng.below(4) != 0,
        deadlock_policy: if rng.below(3) == 0 {
            DeadlockPolicy::EndGame
        } else {
            DeadlockPolicy::EndRound
        },
        ..Config::with_players(players)
    }
}

/// Every action worth trying, legal or not.
fn candidates() -> Vec<Action> {
    let mut out = vec![
        Action::TakeStones,
        Action::Pass,
        Action::TakePair,
        Action::RewardPoint,
        Action::RewardStones,
        Action::Skip,
        Action::DrawCard,
        Action::PlayHammer { place: None },
    ];
    let slots: Vec<SlotRef> = (0..5)
        .flat_map(|ship| (0..5).map(move |slot| SlotRef { ship, slot }))
        .collect();
    for &p in &slots {
        out.push(Action::PlaceStone {
            ship: p.ship,
            slot: p.slot,
        });
        out.push(Action::PlayHammer { place: Some(p) });
        for site in Site::ALL {
            out.push(Action::PlaySail {
                ship: p.ship,
                slot: p.slot,
                site,
            });
        }
        for &q in &slots {
            out.push(Action::PlayChisel {
                first: p,
                second: q,
            });
        }
    }
    for ship in 0..5 {
        for site in Site::ALL {
            out.push(Action::Sail { ship, site });
            out.push(Action::PlayLever { ship, site });
        }
    }
    for i in 0..5 {
        out.push(Action::TakeCard { slot: i });
        out.push(Action::ChoosePyramid { pyramid: i });
        out.push(Action::Unload { slot: i });
    }
    for card in Card::ALL {
        out.push(Action::KeepCard { card });
    }
    out
}

/// What one random game went through.
struct Played {
    game: Imhotep,
    steps: u32,
    deadlock: bool,
    /// Card and stones bonuses asked for (they may be declined).
    bonuses: u32,
}

/// Plays one random game from `seed`, checking as it goes.
fn play_checked(players: usize, seed: u64, checks: Checks, all: &[Action]) -> Played {
    let mut rng = GameRng::new(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(3));
    let config = random_config(players, &mut rng);
    let (mut game, first) = Imhotep::new_logged(config, seed).unwrap();
    assert!(matches!(first[0], Event::RoundBegan { round: 1, .. }));
    let mut steps = 0u32;
    let mut deadlock = false;
    let mut bonuses = 0;
    // Every third game loads ships full and keeps stones away from the Market, so stones run out
    // and deadlocks happen.
    let hoard = (seed / 3) % 3 == 1;
    while let Some(seat) = game.to_move() {
        steps += 1;
        assert!(steps < 3_000, "seed {seed}: the game does not end");
        game.check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed} step {steps}: {e}"));
        let actions = game.legal_actions(seat);
        assert!(
            !actions.is_empty(),
            "seed {seed}: {seat} must decide but has no action"
        );
        assert_eq!(game.deciders(), tabletop::Deciders::Seat(seat));
        if matches!(
            game.decision(),
            Some(Decision::CardBonus { .. } | Decision::StonesBonus { .. })
        ) {
            bonuses += 1;
            assert_eq!(actions.last(), Some(&Action::Skip), "seed {seed}");
        }
        // Nobody else may act.
        for other in (0..players as u8).map(Seat).filter(|&s| s != seat) {
            assert!(game.legal_actions(other).is_empty());
            assert_eq!(
                game.check(other, &actions[0]),
                Err(Refusal::NotYourDecision { decider: seat })
            );
        }
        // The list is exactly what the checks accept.
        if checks.enumerate {
            for a in all {
                let listed = actions.contains(a);
                let ok = game.check(seat, a);
                assert_eq!(
                    listed,
                    ok.is_ok(),
                    "seed {seed}: {a} listed {listed}, check {ok:?}"
                );
            }
        }
        // Some unlisted actions are refused with the position unchanged.
        for _ in 0..4 {
            let a = &all[rng.below(all.len() as u32) as usize];
            if actions.contains(a) {
                continue;
            }
            let mut copy = game.clone();
            assert!(
                copy.apply(seat, a).is_err(),
                "seed {seed}: unlisted {a} accepted"
            );
            assert_eq!(copy, game, "seed {seed}: refused {a} changed the position");
        }
        // Listed actions apply (one on a copy, one for real).
        let other = actions[rng.below(actions.len() as u32) as usize];
        game.clone().apply(seat, &other).unwrap();
        let a = if hoard {
            hoarding_choice(&actions, &mut rng)
        } else {
            actions[rng.below(actions.len() as u32) as usize]
        };
        assert_eq!(
            a.to_string().parse::<Action>().unwrap(),
            a,
            "notation of {a}"
        );
        if checks.deep && steps.is_multiple_of(7) {
            deep_checks(&game, seed + u64::from(steps));
        }
        let before = game.clone();
        let events = game
            .apply(seat, &a)
            .unwrap_or_else(|r| panic!("seed {seed}: listed {a} refused: {r:?}"));
        if checks.deep {
            let mut fast = before.clone();
            fast.apply_unchecked(seat, &a);
            assert_eq!(fast, game, "seed {seed}: the fast path differs after {a}");
        }
        for e in &events {
            deadlock |= matches!(e, Event::Deadlock { .. });
            check_redaction(e, players);
        }
    }
    game.check_invariants().unwrap();
    let outcome = game.outcome().expect("the game is over");
    assert!(!outcome.winners.is_empty());
    assert!(game.legal_actions(Seat(0)).is_empty());
    assert_eq!(game.check(Seat(0), &Action::Pass), Err(Refusal::GameOver));
    Played {
        game,
        steps,
        deadlock,
        bonuses,
    }
}

/// Places and takes stones before anything else, and sails only full ships away from the Market.
fn hoarding_choice(actions: &[Action], rng: &mut GameRng) -> Action {
    let pick = |f: &dyn Fn(&Action) -> bool, rng: &mut GameRng| {
        let some: Vec<&Action> = actions.iter().filter(|a| f(a)).collect();
        (!some.is_empty()).then(|| *some[rng.below(some.len() as u32) as usize])
    };
    pick(
        &|a| matches!(a, Action::PlaceStone { .. } | Action::PlayChisel { .. }),
        rng,
    )
    .or_else(|| pick(&|a| matches!(a, Action::TakeStones), rng))
    .or_else(|| {
        pick(
            &|a| matches!(a, Action::Sail { site, .. } if *site != Site::Market),
            rng,
        )
    })
    .unwrap_or_else(|| actions[rng.below(actions.len() as u32) as usize])
}

/// Hidden cards stay hidden in other viewers' copies of an event.
fn check_redaction(event: &Event, players: usize) {
    for viewer in (0..players as u8).map(|s| Some(Seat(s))).chain([None]) {
        let seen = Imhotep::redact(event, viewer);
        match (&seen, event) {
            (Event::PairTaken { seat, cards }, _) if Some(*seat) != viewer => {
                assert!(cards.iter().all(|c| c.is_none()))
            }
            (
                Event::PairResolved {
                    seat,
                    discarded,
                    public: false,
                    ..
                },
                _,
            ) if Some(*seat) != viewer => assert!(discarded.is_none()),
            (
                _,
                Event::PairTaken { .. } | Event::PairResolved { .. } | Event::MarketCleared { .. },
            ) => {}
            _ => assert_eq!(&seen, event),
        }
    }
}

/// Determinization, views and the fast path at one moment.
fn deep_checks(game: &Imhotep, seed: u64) {
    check_determinization(game, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    let spectator = game.view(None);
    for s in 0..game.player_count() as u8 {
        let other = game.determinize(Seat(s), &mut GameRng::new(seed ^ 77));
        other.check_invariants().unwrap();
        // What the seat did not see differs; what everyone sees does not.
        assert_eq!(
            other.view(None),
            spectator,
            "seed {seed}: the spectator view changed"
        );
        assert_eq!(other.has_secrets(Seat(s)), game.has_secrets(Seat(s)));
    }
    // Secrets: only the pair's taker, while choosing.
    for s in 0..game.player_count() as u8 {
        let secret = game.decision() == Some(Decision::KeepCard { seat: Seat(s) });
        assert_eq!(game.has_secrets(Seat(s)), secret);
        assert_eq!(game.view(Some(Seat(s))) != spectator, secret);
    }
}

#[test]
fn random_games_keep_every_rule() {
    let all = candidates();
    let mut deadlocks = 0;
    let mut pairs = 0;
    let mut total_steps = 0;
    let mut bonuses = 0;
    for seed in 0..1_500u64 {
        let players = 2 + (seed % 3) as usize;
        let checks = Checks {
            enumerate: seed % 10 == 0,
            deep: seed % 5 == 0,
        };
        let played = play_checked(players, seed, checks, &all);
        total_steps += played.steps;
        deadlocks += u32::from(played.deadlock);
        bonuses += played.bonuses;
        pairs += u32::from(played.game.config().sides.market == Side::B);
    }
    assert!(deadlocks > 0, "no random game reached a deadlock");
    assert!(pairs > 0);
    assert!(
        bonuses > 100,
        "only {bonuses} card or stones bonuses asked for"
    );
    eprintln!("{total_steps} steps, {deadlocks} deadlocks, {bonuses} bonuses asked for");
}

#[test]
fn determinization_with_pairs_taken() {
    // Games with Market B, checked whenever a pair's card is being chosen.
    let mut seen = 0;
    for seed in 0..400u64 {
        let config = Config {
            sides: Sides {
                market: Side::B,
                ..Sides::default()
            },
            discard_pile_public: seed % 2 == 0,
            ..Config::with_players(2 + (seed % 3) as usize)
        };
        let mut game = Imhotep::new(config, seed).unwrap();
        let mut rng = GameRng::new(seed);
        while let Some(seat) = game.to_move() {
            let actions = game.legal_actions(seat);
            // Prefer the pair, so it is taken often.
            let a = if actions.contains(&Action::TakePair) {
                Action::TakePair
            } else {
                actions[rng.below(actions.len() as u32) as usize]
            };
            if matches!(game.decision(), Some(Decision::KeepCard { .. })) {
                seen += 1;
                check_determinization(&game, seed).unwrap();
                let taker = seat;
                for s in (0..game.player_count() as u8).map(Seat) {
                    let view = game.view(Some(s));
                    let cards = view.market.pair.as_ref().unwrap().cards.clone();
                    assert_eq!(cards.is_some(), s == taker);
                }
            }
            game.apply(seat, &a).unwrap();
        }
    }
    assert!(seen > 100, "pairs chosen only {seen} times");
}

#[test]
fn same_seed_and_actions_give_the_same_position() {
    for seed in 0..50u64 {
        let mut rng = GameRng::new(seed);
        let config = random_config(4, &mut rng);
        let mut a = Imhotep::new(config.clone(), seed).unwrap();
        let mut b = Imhotep::new(config, seed).unwrap();
        assert_eq!(a, b);
        let mut moves = GameRng::new(seed + 1);
        while let Some(seat) = a.to_move() {
            let actions = a.legal_actions(seat);
            let x = actions[moves.below(actions.len() as u32) as usize];
            let ea = a.apply(seat, &x).unwrap();
            let eb = b.apply(seat, &x).unwrap();
            assert_eq!(ea, eb);
            assert_eq!(a, b);
            assert_eq!(format!("{a:?}"), format!("{b:?}"));
        }
    }
}

#[test]
fn many_fast_games_end() {
    // Spec case 27: random legal games through the fast path finish with no stuck state.
    let games: u64 = std::env::var("IMHOTEP_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    let mut rng = GameRng::new(99);
    let mut ended = 0;
    for seed in 0..games {
        let config = random_config(2 + (seed % 3) as usize, &mut rng);
        let mut game = Imhotep::new(config, seed).unwrap();
        let mut steps = 0;
        while let Some(seat) = game.to_move() {
            let actions = game.legal_actions(seat);
            assert!(!actions.is_empty());
            game.apply_unchecked(seat, &actions[rng.below(actions.len() as u32) as usize]);
            steps += 1;
            assert!(steps < 3_000);
        }
        ended += u64::from(game.outcome().is_some());
    }
    assert_eq!(ended, games);
}
