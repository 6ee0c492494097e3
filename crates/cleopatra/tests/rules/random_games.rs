//! Seeded random games to the end, checking after every action what must always hold.

use cleopatra::{
    ledger, Action, Config, Event, Game, GameRng, Payment, Piece, Placement, Seat, SobekCost, Whim,
    CULT_AMULETS, WHIM_AMULETS_RETURNED,
};

/// Changes each seat's amulets as `event` tells everyone: what a player who counts knows (the
/// pyramid hides them, but every amulet is taken and returned in plain sight).
fn count_amulets(counted: &mut [u32], event: &Event) {
    let mut others = |seat: Seat, n: u32| {
        for (i, c) in counted.iter_mut().enumerate() {
            if i != seat.index() {
                *c += n;
            }
        }
    };
    match event {
        Event::Built { seat, amulets, .. }
        | Event::StatueBuilt { seat, amulets, .. }
        | Event::KeptAllCards { seat, amulets } => counted[seat.index()] += amulets,
        Event::SobekActivated {
            seat,
            cost: SobekCost::Amulets(n),
            ..
        } => counted[seat.index()] += n,
        Event::CultAmulets { seat, .. } => others(*seat, CULT_AMULETS),
        Event::WhimDrawn {
            seat,
            whim: Whim::OpponentsTakeAmulet,
        } => others(*seat, 1),
        Event::WhimDrawn {
            seat,
            whim: Whim::ReturnAmulets,
        } => {
            let c = &mut counted[seat.index()];
            *c = c.saturating_sub(WHIM_AMULETS_RETURNED);
        }
        Event::OfferingRevealed { results } => {
            for r in results {
                let c = &mut counted[r.seat.index()];
                *c = c.saturating_add_signed(r.amulets);
            }
        }
        _ => {}
    }
}

/// Plays one random game, checking invariants, listed/unlisted actions and views as it goes.
fn play_checked(players: usize, seed: u64) -> Game {
    play_config(Config::with_players(players), seed)
}

/// Every mini-expansion switched on.
fn all_expansions(players: usize) -> Config {
    Config {
        expansions: cleopatra::Expansions::all(),
        ..Config::with_players(players)
    }
}

/// [`play_checked`] with `config`.
fn play_config(config: Config, seed: u64) -> Game {
    let players = config.player_count();
    let mut game = Game::new(config, seed).unwrap();
    let mut rng = GameRng::new(seed.wrapping_mul(31).wrapping_add(7));
    let mut steps = 0;
    let mut log = Vec::new();
    let mut counted = vec![0; players];
    while !game.is_over() {
        steps += 1;
        assert!(steps < 5_000, "seed {seed}: the game does not end");
        let actions = game.legal_actions();
        assert!(
            !actions.is_empty(),
            "seed {seed}: no legal action before the end"
        );
        check_views(&game);
        // A few listed actions apply on a copy; the chosen one applies for real.
        for _ in 0..2 {
            let a = actions[rng.below(actions.len() as u32) as usize];
            let mut copy = game.clone();
            copy.apply(a)
                .unwrap_or_else(|e| panic!("seed {seed}: listed {a} refused: {e}"));
        }
        // Random actions that are not listed are refused, leaving the game unchanged.
        for _ in 0..3 {
            let a = random_action(&mut rng, &game);
            assert!(!a.to_string().is_empty());
            if actions.contains(&a) {
                continue;
            }
            let mut copy = game.clone();
            match copy.apply(a) {
                Err(_) => assert_eq!(copy, game, "seed {seed}: refused {a} changed the game"),
                Ok(_) => assert!(
                    same_as_listed(&game, &actions, &a),
                    "seed {seed}: unlisted {a} was accepted"
                ),
            }
        }
        let a = actions[rng.below(actions.len() as u32) as usize];
        let a = maybe_overpay(&mut rng, &game, a);
        // The reward the UI shows on a slot is what building there earns.
        let promised = match a {
            Action::Build { piece, .. } if !matches!(piece, Piece::Mosaic { .. }) => {
                Some(game.reward(&piece))
            }
            _ => None,
        };
        let events = game.apply(a).unwrap();
        if let Some(promised) = promised {
            let earned = events.iter().find_map(|e| match e {
                Event::Built { scarabs, .. } => Some(*scarabs),
                _ => None,
            });
            assert_eq!(earned, Some(promised), "seed {seed}: reward shown for {a}");
        }
        // Every log line can be written for every viewer.
        let names = &game.config().players;
        for e in &events {
            for viewer in (0..players as u8).map(|s| Some(Seat(s))).chain([None]) {
                assert!(!e.for_viewer(viewer).describe(names).is_empty());
            }
        }
        game.check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed} after {a}: {e}"));
        // Every amulet is counted in the open until the end's reckoning: the log tells each seat's
        // amulets exactly, as every view says.
        for e in &events {
            count_amulets(&mut counted, e);
        }
        if !game.is_over() {
            let view = game.view(None);
            for (i, p) in view.players.iter().enumerate() {
                assert_eq!(
                    counted[i],
                    game.player(Seat(i as u8)).amulets,
                    "seed {seed}: {a}"
                );
                assert_eq!(p.amulets_counted, counted[i]);
            }
        }
        log.extend(events);
    }
    assert!(game.legal_actions().is_empty());
    // The end screen's account adds up to each final score.
    let start = game.config().starting_scarabs;
    let result = game.result().expect("the game is over");
    for (seat, account) in ledger(&log, players, start).iter() {
        assert_eq!(
            Some(account.balance()),
            account.final_scarabs,
            "seed {seed}: {seat} account {account:?}"
        );
        assert_eq!(account.final_scarabs, Some(result.players[seat].scarabs));
    }
    game
}

/// The only unlisted actions that may apply: an overpayment (a listed build's payment with more
/// cards or spare units on top, the same discounts), and a mosaic laid with another orientation
/// number that covers the same squares as a listed one.
fn same_as_listed(game: &Game, actions: &[Action], a: &Action) -> bool {
    if let Action::TakeStalls { first, second } = *a {
        // The same two stalls named the other way round.
        return actions.contains(&Action::TakeStalls {
            first: second,
            second: first,
        });
    }
    if let Action::BuildStatue { sanctuary, payment } = a {
        return actions.iter().any(|l| {
            matches!(l, Action::BuildStatue { sanctuary: s, payment: q }
                if s == sanctuary && payment.holds(q))
        });
    }
    let Action::Build { piece, payment } = a else {
        return false;
    };
    let area = |piece: &Piece| match piece {
        Piece::Mosaic { placement } => game.board().mosaic_top().and_then(|t| placement.area(t)),
        _ => None,
    };
    actions.iter().any(|l| match l {
        Action::Build {
            piece: p,
            payment: q,
        } => {
            let place = p == piece || (area(p).is_some() && area(p) == area(piece));
            place && payment.holds(q)
        }
        _ => false,
    })
}

/// A listed build with one more card of the hand on top, now and then: the rulebook lets a
/// player overpay.
fn maybe_overpay(rng: &mut GameRng, game: &Game, a: Action) -> Action {
    let Action::Build { piece, mut payment } = a else {
        return a;
    };
    let mut left = game.player(game.active()).hand;
    left.remove_all(&payment.cards);
    let spare: Vec<cleopatra::Card> = left.iter().collect();
    if spare.is_empty() || rng.below(3) != 0 {
        return a;
    }
    payment
        .cards
        .add(spare[rng.below(spare.len() as u32) as usize]);
    Action::Build { piece, payment }
}

/// No seat's view holds another seat's hand, scarabs, amulets or bid before the end.
fn check_views(game: &Game) {
    let n = game.player_count();
    for viewer in (0..n as u8).map(Some).chain([None]) {
        let view = game.view(viewer.map(Seat));
        for (i, p) in view.players.iter().enumerate() {
            let own = viewer == Some(i as u8);
            if !own && !game.is_over() {
                assert!(
                    p.hand.is_none()
                        && p.scarabs.is_none()
                        && p.amulets.is_none()
                        && p.bid.is_none()
                );
            }
            if own {
                assert_eq!(p.hand, Some(game.player(Seat(i as u8)).hand));
            }
        }
        assert_eq!(
            view.board.mosaic_stack,
            game.board().mosaic_top().into_iter().collect::<Vec<_>>()
        );
        assert_eq!(view.mosaics_left as usize, game.board().mosaic_stack.len());
        for card in view.stalls.iter().flatten().chain(view.deck_top.iter()) {
            assert_eq!(
                card.card.is_some(),
                card.face_up,
                "face-down cards show only their backs"
            );
        }
    }
}

/// Some action of a random kind with random fields, often illegal.
fn random_action(rng: &mut GameRng, game: &Game) -> Action {
    let small = |rng: &mut GameRng, n| rng.below(n) as u8;
    match rng.below(10) {
        0 => Action::ActivateSobek {
            tile: cleopatra::SobekTile::ALL[rng.below(5) as usize],
        },
        1 => Action::TakeStall {
            stall: small(rng, 4),
        },
        2 => Action::RefillStall {
            card: small(rng, 4),
            stall: small(rng, 4),
        },
        3 | 4 => {
            let mut payment = Payment::default();
            for k in 0..cleopatra::Card::KINDS {
                payment.cards.0[k] = small(rng, 3);
            }
            let hand = game.player(game.active()).hand;
            if rng.below(2) == 0 {
                // Cards the player holds, so the payment rules are what decides.
                for k in 0..cleopatra::Card::KINDS {
                    payment.cards.0[k] = payment.cards.0[k].min(hand.0[k]);
                }
            }
            payment.merchant = rng.below(4) == 0;
            let piece = match rng.below(7) {
                0 => Piece::Sphinx {
                    row: cleopatra::Row::Left,
                },
                1 => Piece::Obelisk {
                    row: cleopatra::Row::Right,
                },
                2 => Piece::Door {
                    side: cleopatra::DoorSide::Left,
                },
                3 => Piece::Wall {
                    slot: cleopatra::WallSlot::CHAIN[rng.below(9) as usize],
                },
                4 => Piece::Pedestal,
                5 => Piece::Throne,
                _ => Piece::Mosaic {
                    placement: Placement {
                        orientation: small(rng, 9),
                        x: small(rng, 10),
                        y: small(rng, 10),
                    },
                },
            };
            Action::Build { piece, payment }
        }
        5 => [
            Action::EndQuarryVisit,
            Action::EndTurn,
            Action::Pass,
            Action::KeepAllCards,
            Action::DrawWhim,
            Action::TakeStalls {
                first: small(rng, 3),
                second: small(rng, 3),
            },
            Action::PlayArchitect {
                architect: cleopatra::FarArchitect::ALL[rng.below(4) as usize],
            },
            Action::ChooseArchitect {
                architect: cleopatra::FarArchitect::ALL[rng.below(4) as usize],
            },
            Action::ChooseCultCard {
                card: cleopatra::CultCard::ALL[rng.below(4) as usize],
            },
            Action::BuildStatue {
                sanctuary: small(rng, 4),
                payment: Payment {
                    cards: game.player(game.active()).hand,
                    ..Payment::default()
                },
            },
        ][rng.below(10) as usize],
        6 => Action::ClaimSanctuary {
            sanctuary: small(rng, 3),
        },
        7 => Action::DeclineSanctuary,
        8 => Action::Offer {
            scarabs: rng.below(60),
        },
        _ => Action::DiscardDown {
            cards: cleopatra::Cards::from_cards([cleopatra::Card::Artisan]),
        },
    }
}

fn many(players: usize, games: u64) {
    let mut winners = 0;
    for seed in 0..games {
        let game = play_checked(players, seed * 1000 + players as u64);
        winners += game.result().unwrap().winners.len();
    }
    assert!(winners > 0, "somebody wins some of the time");
}

#[test]
fn random_two_player_games() {
    many(2, 1000);
}

#[test]
fn random_three_player_games() {
    many(3, 1000);
}

#[test]
fn random_four_player_games() {
    many(4, 1000);
}

/// Every expansion on, 2 to 4 players: the same checks, and each expansion's parts in play.
#[test]
fn random_games_with_every_expansion() {
    let mut seen = std::collections::BTreeSet::new();
    for players in 2..=4 {
        for seed in 0..400 {
            let config = all_expansions(players);
            let game = play_config(config, seed * 7 + players as u64);
            let save = game.save();
            for a in save.actions.iter() {
                let kind = match a {
                    Action::BuildStatue { .. } => "statue",
                    Action::ChooseCultCard { .. } => "cult card",
                    Action::DrawWhim => "bonus tile",
                    Action::PlayArchitect { .. } => "architect played",
                    Action::ChooseArchitect { .. } => "architect chosen",
                    Action::TakeStalls { .. } => "two stalls",
                    _ => continue,
                };
                seen.insert(kind);
            }
            // The record replays to the same end.
            assert_eq!(save.replay().unwrap().result(), game.result());
        }
    }
    assert_eq!(seen.len(), 6, "every expansion action came up: {seen:?}");
}

#[test]
#[ignore = "long: cargo test --release -- --ignored"]
fn random_games_long() {
    for players in 2..=4 {
        many(players, 5_000);
    }
}
