//! The rulebook's worked examples and the rules around them, each as a position and a few actions.

use cleopatra::{
    offering, reckon, Action, ByPlayer, Card, Category, Config, DoorSide, Event, Game, Pending,
    Pentomino, Piece, Reckoning, Row, RuleError, SanctuaryReading, Seat, SobekCost, SobekTile,
    Square, WallSlot,
};

use super::*;
use SobekTile::{Architect, Beggar, Foreman, Merchant, Vizier};

/// Plays the first legal action until the active player's turn is over.
fn finish_turn(game: &mut Game) {
    let seat = game.active();
    while game.active() == seat && !game.is_over() {
        let a = game.legal_actions()[0];
        game.apply(a).unwrap();
    }
}

/// A column wall paid with wood and stone.
const WALL_WOOD_STONE: &[(Card, u8)] = &[
    (Card::Artisan, 1),
    (Card::Standard(Wood), 1),
    (Card::Standard(Stone), 1),
];

/// The pedestal or throne paid with one of each resource.
const THRONE_PAYMENT: &[(Card, u8)] = &[
    (Card::Artisan, 3),
    (Card::Standard(Wood), 1),
    (Card::Standard(Stone), 1),
    (Card::Standard(Marble), 1),
    (Card::Standard(Lapis), 1),
];

/// A mosaic paid with wood, stone and lapis.
const MOSAIC_PAYMENT: &[(Card, u8)] = &[
    (Card::Artisan, 2),
    (Card::Standard(Wood), 1),
    (Card::Standard(Stone), 1),
    (Card::Standard(Lapis), 1),
];

fn three_players() -> Config {
    Config::with_players(3)
}

#[test]
fn sphinx_three_plus_one_per_sphinx_in_the_row() {
    // Rulebook: Miguel builds the last sphinx of a row holding 2: 3 + (1 × 2) = 5.
    let mut s = blank(three_players());
    s.board.sphinxes = [2, 0];
    give_all(&mut s, 0, &[(Card::Artisan, 1), (Card::Standard(Stone), 2)]);
    let mut game = Game::from_setup(s).unwrap();
    // The slot shows what it earns before anything is paid: 5 in the full row, 3 in the empty one.
    assert_eq!(game.reward(&Piece::Sphinx { row: Row::Left }), 5);
    assert_eq!(game.reward(&Piece::Sphinx { row: Row::Right }), 3);
    let events = build(
        &mut game,
        Piece::Sphinx { row: Row::Left },
        pay(&[(Card::Artisan, 1), (Card::Standard(Stone), 2)]),
    );
    assert_eq!(built_scarabs(&events), 5);
    assert_eq!(game.player(Seat(0)).scarabs, 5 + 5);
    assert_eq!(game.board().sphinxes, [3, 0]);
    assert_eq!(game.player(Seat(0)).hand.total(), 0);
}

#[test]
fn obelisk_ten_plus_two_per_sphinx_in_the_row() {
    // Rulebook: 10 + (2 × 2) = 14.
    let mut s = blank(three_players());
    s.board.sphinxes = [0, 2];
    give_all(
        &mut s,
        0,
        &[(Card::Artisan, 3), (Card::Standard(Marble), 4)],
    );
    let mut game = Game::from_setup(s).unwrap();
    let events = build(
        &mut game,
        Piece::Obelisk { row: Row::Right },
        pay(&[(Card::Artisan, 3), (Card::Standard(Marble), 4)]),
    );
    assert_eq!(built_scarabs(&events), 14);
}

#[test]
fn door_counts_the_unbroken_wall_chain_only() {
    // Rulebook: 5 + (1 × 4) = 9; a wall past the gap "does not count".
    let mut s = blank(three_players());
    s.board.walls = [true, true, true, true, false, true, false, false, false];
    give_all(
        &mut s,
        0,
        &[
            (Card::Artisan, 4),
            (Card::Standard(Wood), 3),
            (Card::Tainted(Lapis), 2),
        ],
    );
    let mut game = Game::from_setup(s).unwrap();
    let left = build(
        &mut game,
        Piece::Door {
            side: DoorSide::Left,
        },
        pay(&[(Card::Artisan, 2), (Card::Standard(Wood), 3)]),
    );
    assert_eq!(built_scarabs(&left), 9);
    // From the right corner R1 is empty: no chain at all. Two tainted lapis (4) pay 3: +2 amulets.
    let right = build(
        &mut game,
        Piece::Door {
            side: DoorSide::Right,
        },
        pay(&[(Card::Artisan, 2), (Card::Tainted(Lapis), 2)]),
    );
    assert_eq!(built_scarabs(&right), 5);
    assert_eq!(game.player(Seat(0)).amulets, 2);
}

#[test]
fn wall_three_plus_one_per_mosaic_square_along_it() {
    // Rulebook: a wall with two mosaic squares along it: 3 + (1 × 2).
    let mut s = blank(three_players());
    lay(
        &mut s,
        Pentomino::I,
        &[(0, 1), (0, 2), (0, 3), (0, 4), (0, 5)],
    );
    give_all(
        &mut s,
        0,
        &[
            (Card::Artisan, 2),
            (Card::Standard(Wood), 2),
            (Card::Cave, 1),
            (Card::Standard(Stone), 1),
        ],
    );
    let mut game = Game::from_setup(s).unwrap();
    let l1 = build(
        &mut game,
        Piece::Wall { slot: WallSlot::L1 },
        pay(&[
            (Card::Artisan, 1),
            (Card::Standard(Wood), 1),
            (Card::Cave, 1),
        ]),
    );
    assert_eq!(built_scarabs(&l1), 5);
    assert_eq!(game.player(Seat(0)).amulets, 1, "a cave is tainted");
    let l2 = build(
        &mut game,
        Piece::Wall { slot: WallSlot::L2 },
        pay(WALL_WOOD_STONE),
    );
    assert_eq!(built_scarabs(&l2), 6);
}

#[test]
fn mosaic_five_plus_one_per_palm_covered() {
    // Rulebook: a mosaic covering 3 palms: 5 + (1 × 3) = 8. Row y = 1 has palms at x = 2, 4, 6.
    let mut config = three_players();
    config.fixed.mosaics = Some(vec![Pentomino::I, Pentomino::X, Pentomino::L]);
    let mut s = blank(config);
    give_all(&mut s, 0, MOSAIC_PAYMENT);
    let mut game = Game::from_setup(s).unwrap();
    let want = area(&[(2, 1), (3, 1), (4, 1), (5, 1), (6, 1)]);
    let placement = game
        .legal_actions()
        .into_iter()
        .find_map(|a| match a {
            Action::Build {
                piece: Piece::Mosaic { placement },
                ..
            } if placement.area(Pentomino::I) == Some(want) => Some(placement),
            _ => None,
        })
        .expect("the I mosaic can lie on row 1");
    assert_eq!(game.reward(&Piece::Mosaic { placement }), 8);
    let events = build(&mut game, Piece::Mosaic { placement }, pay(MOSAIC_PAYMENT));
    assert!(
        events.contains(&Event::MosaicReward {
            seat: Seat(0),
            scarabs: 8
        }),
        "{events:?}"
    );
    assert_eq!(game.player(Seat(0)).scarabs, 13);
    assert_eq!(game.board().mosaic_top(), Some(Pentomino::X));
}

#[test]
fn pedestal_ten_plus_one_per_mosaic_square_by_the_throne() {
    // Rulebook: 10 + (1 × 4) = 14. Three squares in front of the throne space and one beside it.
    let mut s = blank(three_players());
    lay(
        &mut s,
        Pentomino::I,
        &[(1, 5), (2, 5), (3, 5), (4, 5), (5, 5)],
    );
    lay(
        &mut s,
        Pentomino::V,
        &[(6, 6), (7, 6), (8, 6), (8, 7), (8, 8)],
    );
    give(&mut s, 0, Card::Artisan, 6);
    for r in [Wood, Stone, Marble, Lapis] {
        give(&mut s, 0, Card::Standard(r), 2);
    }
    let mut game = Game::from_setup(s).unwrap();
    let four = || pay(THRONE_PAYMENT);
    assert_eq!(
        game.apply(Action::Build {
            piece: Piece::Throne,
            payment: four()
        }),
        Err(RuleError::PedestalFirst)
    );
    assert_eq!(
        built_scarabs(&build(&mut game, Piece::Pedestal, four())),
        14
    );
    assert_eq!(built_scarabs(&build(&mut game, Piece::Throne, four())), 14);
}

#[test]
fn end_game_example_levels_and_feeds_the_crocodile() {
    // Rulebook: A 12 amulets with 10 sanctuary squares, B 7 with 2, C 10 with 0. Levelling by 2:
    // A ends with 0, B with 3 (loses 6), C with 8 (eliminated).
    let r = |scarabs, amulets, squares| Reckoning {
        scarabs,
        amulets,
        tainted_in_hand: 0,
        sanctuary_squares: squares,
    };
    let inputs = ByPlayer(vec![r(30, 12, 10), r(40, 7, 2), r(60, 10, 0)]);
    let config = Config::default();
    let score = reckon(&inputs, &config.penalty, config.eliminate_at);
    let finals: Vec<(u32, u32, bool, u32)> = score
        .players
        .0
        .iter()
        .map(|p| (p.amulets_final, p.penalty, p.eliminated, p.scarabs))
        .collect();
    assert_eq!(
        finals,
        vec![(0, 0, false, 30), (3, 6, false, 34), (8, 0, true, 60)]
    );
    assert_eq!(score.players.0[0].levelled, 2);
    assert_eq!(score.winners, vec![Seat(1)], "C is richest but eliminated");
}

#[test]
fn penalty_floors_scores_at_zero_and_everyone_can_lose() {
    let r = |scarabs, amulets| Reckoning {
        scarabs,
        amulets,
        tainted_in_hand: 1,
        sanctuary_squares: 0,
    };
    let config = Config::default();
    // Levelling by 8 leaves 0 and 7: 7 amulets cost 25 of 4 scarabs.
    let score = reckon(
        &ByPlayer(vec![r(9, 7), r(4, 14)]),
        &config.penalty,
        config.eliminate_at,
    );
    assert_eq!(score.players.0[1].amulets_final, 7);
    assert_eq!(score.players.0[1].scarabs, 0);
    assert_eq!(score.winners, vec![Seat(0)]);
    // Ties share the win.
    let score = reckon(
        &ByPlayer(vec![r(9, 2), r(9, 2)]),
        &config.penalty,
        config.eliminate_at,
    );
    assert_eq!(score.winners, vec![Seat(0), Seat(1)]);
}

#[test]
fn offering_ties_share_a_rank_and_skip_the_next() {
    // Two tied first both return 3; the next counts as third and takes 2; the last takes 3.
    let effects = Config::default().offering_effects;
    let results = offering(
        &ByPlayer(vec![5, 5, 2, 0]),
        &ByPlayer(vec![4, 1, 0, 0]),
        &effects,
    );
    let got: Vec<(u8, i32)> = results.iter().map(|r| (r.rank, r.amulets)).collect();
    assert_eq!(
        got,
        vec![(1, -3), (1, -1), (3, 2), (4, 3)],
        "returns never exceed the pyramid"
    );
    // Everyone bids 0: everyone is first.
    let all = offering(&ByPlayer(vec![0, 0]), &ByPlayer(vec![3, 3]), &effects);
    assert!(all.iter().all(|r| r.rank == 1 && r.amulets == -3));
}

#[test]
fn offering_is_secret_until_all_bid_then_resolved() {
    // Cleopatra stands on 3; completing the walls moves her to 4: the Offering.
    let mut s = blank(three_players());
    s.board.sphinxes = [3, 3];
    s.board.obelisks = [true, true];
    s.board.doors = [true, true];
    s.board.counted = vec![Category::Sphinxes, Category::Obelisks, Category::Doors];
    s.board.cleopatra = 3;
    s.board.walls = [true; 9];
    s.board.walls[4] = false;
    s.players[1].scarabs = 9;
    s.players[1].amulets = 2;
    s.players[2].amulets = 1;
    give_all(&mut s, 0, WALL_WOOD_STONE);
    let mut game = Game::from_setup(s).unwrap();
    build(
        &mut game,
        Piece::Wall { slot: WallSlot::B2 },
        pay(WALL_WOOD_STONE),
    );
    let events = game.apply(Action::EndQuarryVisit).unwrap();
    assert!(events.contains(&Event::OfferingBegins));
    assert_eq!(game.board().cleopatra, 4);
    // Seat 0 (5 + 3 scarabs) bids 2, seat 1 bids 5, seat 2 bids 2.
    for (seat, bid) in [(0, 2), (1, 5)] {
        assert_eq!(game.to_act(), Some(Seat(seat)));
        game.apply(Action::Offer { scarabs: bid }).unwrap();
    }
    let view = game.view(Some(Seat(2)));
    assert!(
        view.players[1].has_bid && view.players[1].bid.is_none(),
        "bids stay secret"
    );
    assert_eq!(
        game.apply(Action::Offer { scarabs: 99 }),
        Err(RuleError::BidTooHigh {
            bid: 99,
            scarabs: 5
        })
    );
    let events = game.apply(Action::Offer { scarabs: 2 }).unwrap();
    assert!(matches!(events[1], Event::OfferingRevealed { .. }));
    // Seat 1 first: returns 2 of 2. Seats 0 and 2 tie for second: +1 each.
    assert_eq!(
        (game.player(Seat(1)).scarabs, game.player(Seat(1)).amulets),
        (4, 0)
    );
    assert_eq!(
        (game.player(Seat(0)).scarabs, game.player(Seat(0)).amulets),
        (8 - 2, 1)
    );
    assert_eq!(game.player(Seat(2)).amulets, 2);
    // The turn ended and passed on.
    assert_eq!(game.active(), Seat(1));
}

#[test]
fn reaching_the_palace_gives_everyone_else_one_last_turn() {
    let mut s = blank(three_players());
    s.board.sphinxes = [3, 3];
    s.board.obelisks = [true, true];
    s.board.doors = [true, true];
    s.board.walls = [true; 9];
    s.board.pedestal = true;
    s.board.counted = vec![
        Category::Sphinxes,
        Category::Obelisks,
        Category::Doors,
        Category::Walls,
    ];
    s.board.cleopatra = 4;
    s.active = Seat(1);
    give(&mut s, 1, Card::Artisan, 3);
    for r in [Wood, Stone, Marble, Lapis] {
        give(&mut s, 1, Card::Standard(r), 1);
    }
    give(&mut s, 2, Card::Tainted(Wood), 2);
    let mut game = Game::from_setup(s).unwrap();
    build(&mut game, Piece::Throne, pay(THRONE_PAYMENT));
    let events = game.apply(Action::EndQuarryVisit).unwrap();
    assert!(events.contains(&Event::FinalTurns { trigger: Seat(1) }));
    assert_eq!(game.board().cleopatra, 5);
    let mut turns = Vec::new();
    while !game.is_over() {
        turns.push(game.active());
        let take = game
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::TakeStall { .. }))
            .unwrap();
        game.apply(take).unwrap();
        while game.to_act() == Some(game.active())
            && game.active() == *turns.last().unwrap()
            && !game.is_over()
        {
            let a = game.legal_actions()[0];
            game.apply(a).unwrap();
        }
    }
    assert_eq!(
        turns,
        vec![Seat(2), Seat(0)],
        "seat 1 triggered the end and does not play again"
    );
    // Seat 2 ended with two tainted cards in hand (plus whatever stalls gave): +1 amulet each.
    let score = game.result().unwrap();
    assert!(score.players.0[2].amulets_with_hand >= 2);
}

#[test]
fn tainted_card_splits_between_pieces_of_one_visit_for_one_amulet() {
    // A tainted wood pays the wood of a wall; its spare wood pays half a sphinx's 2 identical wood.
    let mut s = blank(three_players());
    give_all(
        &mut s,
        0,
        &[
            (Card::Artisan, 2),
            (Card::Tainted(Wood), 1),
            (Card::Standard(Stone), 1),
            (Card::Standard(Wood), 1),
        ],
    );
    let mut game = Game::from_setup(s).unwrap();
    build(
        &mut game,
        Piece::Wall { slot: WallSlot::R2 },
        pay(&[
            (Card::Artisan, 1),
            (Card::Tainted(Wood), 1),
            (Card::Standard(Stone), 1),
        ]),
    );
    assert_eq!(game.turn().credit(), [1, 0, 0, 0]);
    let mut sphinx = pay(&[(Card::Artisan, 1), (Card::Standard(Wood), 1)]);
    sphinx.credit = [1, 0, 0, 0];
    assert!(game.legal_actions().contains(&Action::Build {
        piece: Piece::Sphinx { row: Row::Left },
        payment: sphinx
    }));
    build(&mut game, Piece::Sphinx { row: Row::Left }, sphinx);
    assert_eq!(
        game.player(Seat(0)).amulets,
        1,
        "one tainted card, one amulet"
    );
    assert_eq!(game.turn().credit(), [0; 4]);
    // The spare unit does not outlive the visit.
    game.apply(Action::EndQuarryVisit).unwrap();
    assert_eq!(game.turn().credit(), [0; 4]);
}

#[test]
fn overpaying_discards_the_extra_cards_for_nothing() {
    // The rulebook: the cards discarded must equal or exceed the cost, and their count need not be
    // exact. A player may empty a hand this way before the hand limit.
    let mut s = blank(three_players());
    let all = [
        (Card::Artisan, 2),
        (Card::Standard(Stone), 3),
        (Card::Tainted(Wood), 1),
    ];
    give_all(&mut s, 0, &all);
    let mut game = Game::from_setup(s).unwrap();
    let piece = Piece::Sphinx { row: Row::Left };
    let over = pay(&all);
    assert!(
        !game.legal_actions().contains(&Action::Build {
            piece,
            payment: over
        }),
        "only minimal payments are listed"
    );
    let discard = game.setup().discard.len();
    let events = build(&mut game, piece, over);
    assert_eq!(built_scarabs(&events), 3, "a sphinx earns its 3, no more");
    assert_eq!(game.player(Seat(0)).hand.total(), 0);
    assert_eq!(
        game.setup().discard.len(),
        discard + 6,
        "every card given is discarded"
    );
    assert_eq!(
        game.player(Seat(0)).amulets,
        1,
        "the tainted card on top still costs its amulet"
    );
    assert_eq!(
        game.turn().credit(),
        [0; 4],
        "cards on top leave no spare units"
    );
}

#[test]
fn refused_payment_says_why_and_changes_nothing() {
    let mut s = blank(three_players());
    give_all(
        &mut s,
        0,
        &[
            (Card::Artisan, 1),
            (Card::Standard(Stone), 1),
            (Card::Standard(Wood), 1),
        ],
    );
    let mut game = Game::from_setup(s).unwrap();
    let before = game.clone();
    let err = game
        .apply(Action::Build {
            piece: Piece::Sphinx { row: Row::Left },
            payment: pay(&[
                (Card::Artisan, 1),
                (Card::Standard(Stone), 1),
                (Card::Standard(Wood), 1),
            ]),
        })
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "this piece needs 2 identical resources; the selected cards give 1 wood, 1 stone"
    );
    assert_eq!(game, before);
    let err = game
        .apply(Action::Build {
            piece: Piece::Sphinx { row: Row::Left },
            payment: pay(&[(Card::Artisan, 1), (Card::Standard(Marble), 2)]),
        })
        .unwrap_err();
    assert!(matches!(err, RuleError::NotInHand { .. }));
    assert_eq!(game, before);
}

#[test]
fn hand_limit_discard_down_free_or_keep_all_for_amulets() {
    for keep in [true, false] {
        let mut s = blank(three_players());
        give(&mut s, 0, Card::Artisan, 9);
        give(&mut s, 0, Card::Tainted(Marble), 1);
        stall(
            &mut s,
            0,
            &[(Card::Cave, true), (Card::Standard(Lapis), false)],
        );
        let mut game = Game::from_setup(s).unwrap();
        game.apply(Action::TakeStall { stall: 0 }).unwrap();
        while matches!(game.view(None).pending, Pending::Refill { .. }) {
            let a = game.legal_actions()[0];
            game.apply(a).unwrap();
        }
        assert_eq!(game.view(None).pending, Pending::HandLimit { excess: 2 });
        let before = game.clone();
        let one = Cards::from_cards([Card::Artisan]);
        assert_eq!(
            game.apply(Action::DiscardDown { cards: one }),
            Err(RuleError::DiscardCount {
                needed: 2,
                given: 1
            })
        );
        assert_eq!(game, before);
        if keep {
            game.apply(Action::KeepAllCards).unwrap();
            assert_eq!(game.player(Seat(0)).amulets, 2);
            assert_eq!(game.player(Seat(0)).hand.total(), 12);
        } else {
            let two = Cards::from_cards([Card::Cave, Card::Tainted(Marble)]);
            game.apply(Action::DiscardDown { cards: two }).unwrap();
            assert_eq!(
                game.player(Seat(0)).amulets,
                0,
                "discarding tainted cards is free"
            );
            assert_eq!(game.player(Seat(0)).hand.total(), 10);
        }
        assert_eq!(game.active(), Seat(1));
    }
}

/// Puts exactly these cards (taken from the discard pile or deck) on a stall; its old cards go back to the deck.
fn stall(s: &mut cleopatra::Setup, i: usize, cards: &[(Card, bool)]) {
    let old: Vec<_> = s.stalls[i].drain(..).collect();
    s.deck.extend(old);
    for &(card, face_up) in cards {
        take(s, card);
        s.stalls[i].push(cleopatra::DeckCard { card, face_up });
    }
}

#[test]
fn sobek_costs_by_position_and_the_used_tile_moves_right() {
    let mut s = blank(three_players());
    s.sobek = [Beggar, Merchant, Architect, Vizier, Foreman];
    s.players[0].scarabs = 3;
    let game = Game::from_setup(s.clone()).unwrap();
    assert_eq!(game.sobek_cost(SobekTile::Beggar), SobekCost::Scarabs(2));
    assert_eq!(game.sobek_cost(SobekTile::Vizier), SobekCost::Amulets(2));
    let mut g = game.clone();
    assert!(matches!(
        g.apply(Action::ActivateSobek {
            tile: SobekTile::Merchant
        }),
        Err(RuleError::SobekUnaffordable { .. })
    ));
    assert_eq!(g, game);
    // The Beggar draws 4 for 2 scarabs.
    g.apply(Action::ActivateSobek {
        tile: SobekTile::Beggar,
    })
    .unwrap();
    assert_eq!(g.player(Seat(0)).scarabs, 1);
    assert_eq!(g.player(Seat(0)).hand.total(), 4);
    assert_eq!(
        g.apply(Action::ActivateSobek {
            tile: SobekTile::Vizier
        }),
        Err(RuleError::SobekTooLate)
    );
    g.apply(Action::TakeStall { stall: 1 }).unwrap();
    finish_turn(&mut g);
    assert_eq!(
        g.view(None)
            .sobek
            .iter()
            .map(|(t, _)| *t)
            .collect::<Vec<_>>(),
        vec![
            SobekTile::Merchant,
            SobekTile::Architect,
            SobekTile::Vizier,
            SobekTile::Foreman,
            SobekTile::Beggar
        ]
    );
}

#[test]
fn vizier_allows_market_and_quarry_in_either_order() {
    let mut s = blank(three_players());
    s.sobek = [Vizier, Merchant, Architect, Beggar, Foreman];
    give_all(&mut s, 0, &[(Card::Artisan, 1), (Card::Standard(Wood), 2)]);
    let mut game = Game::from_setup(s).unwrap();
    game.apply(Action::ActivateSobek {
        tile: SobekTile::Vizier,
    })
    .unwrap();
    build(
        &mut game,
        Piece::Sphinx { row: Row::Right },
        pay(&[(Card::Artisan, 1), (Card::Standard(Wood), 2)]),
    );
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::TakeStall { .. })),
        "leave the quarry first"
    );
    game.apply(Action::EndQuarryVisit).unwrap();
    assert_eq!(game.active(), Seat(0));
    assert!(game
        .legal_actions()
        .contains(&Action::TakeStall { stall: 2 }));
    assert!(game.legal_actions().contains(&Action::EndTurn));
    game.apply(Action::TakeStall { stall: 2 }).unwrap();
    finish_turn(&mut game);
    // Without the Vizier the turn ends after one main action.
    game.apply(Action::TakeStall { stall: 0 }).unwrap();
    while game.active() == Seat(1) && matches!(game.view(None).pending, Pending::Refill { .. }) {
        let a = game.legal_actions()[0];
        game.apply(a).unwrap();
    }
    assert_eq!(game.active(), Seat(2));
}

#[test]
fn merchant_and_foreman_discount_one_piece_per_turn() {
    let mut s = blank(three_players());
    s.sobek = [Merchant, Vizier, Architect, Beggar, Foreman];
    give_all(&mut s, 0, &[(Card::Artisan, 2), (Card::Standard(Wood), 2)]);
    let mut game = Game::from_setup(s).unwrap();
    game.apply(Action::ActivateSobek {
        tile: SobekTile::Merchant,
    })
    .unwrap();
    let mut free = pay(&[(Card::Artisan, 1)]);
    free.merchant = true;
    build(&mut game, Piece::Sphinx { row: Row::Left }, free);
    assert_eq!(
        game.apply(Action::Build {
            piece: Piece::Sphinx { row: Row::Left },
            payment: free
        }),
        Err(RuleError::DiscountUnavailable {
            tile: SobekTile::Merchant
        })
    );
    build(
        &mut game,
        Piece::Sphinx { row: Row::Left },
        pay(&[(Card::Artisan, 1), (Card::Standard(Wood), 2)]),
    );
    assert_eq!(game.board().sphinxes, [2, 0]);
}

#[test]
fn architect_adds_four_per_piece() {
    let mut s = blank(three_players());
    s.sobek = [Architect, Vizier, Merchant, Beggar, Foreman];
    give_all(&mut s, 0, &[(Card::Artisan, 2), (Card::Standard(Wood), 4)]);
    let mut game = Game::from_setup(s).unwrap();
    game.apply(Action::ActivateSobek {
        tile: SobekTile::Architect,
    })
    .unwrap();
    let p = || pay(&[(Card::Artisan, 1), (Card::Standard(Wood), 2)]);
    assert_eq!(
        built_scarabs(&build(&mut game, Piece::Sphinx { row: Row::Left }, p())),
        3 + 4
    );
    assert_eq!(
        built_scarabs(&build(&mut game, Piece::Sphinx { row: Row::Left }, p())),
        4 + 4
    );
    assert_eq!(game.player(Seat(0)).scarabs, 5 - 2 + 7 + 8);
}

/// A garden where only `free` squares are open: everything else is declared throne space.
fn walled_garden(free: &[(u8, u8)], stack: Vec<Pentomino>) -> Config {
    let open = area(free);
    let mut config = Config::with_players(3);
    config.garden.throne = cleopatra::Area::ALL.minus(open).squares().collect();
    config.garden.palms = vec![Square { x: 0, y: 0 }];
    config.fixed.mosaics = Some(stack);
    config
}

fn block(x0: u8, y0: u8, w: u8, h: u8) -> Vec<(u8, u8)> {
    (y0..y0 + h)
        .flat_map(|y| (x0..x0 + w).map(move |x| (x, y)))
        .collect()
}

fn mosaic_payment() -> cleopatra::Payment {
    pay(MOSAIC_PAYMENT)
}

fn mosaic_at(game: &Game, squares: &[(u8, u8)]) -> Piece {
    let tile = game.board().mosaic_top().unwrap();
    let want = area(squares);
    let fit = cleopatra::all_fits(tile, true)
        .iter()
        .find(|f| f.area == want)
        .expect("shape");
    Piece::Mosaic {
        placement: fit.placement,
    }
}

fn with_mosaic_cards(config: Config) -> Game {
    let mut s = blank(config);
    give_all(&mut s, 0, MOSAIC_PAYMENT);
    Game::from_setup(s).unwrap()
}

#[test]
fn sanctuary_claimed_instead_of_the_mosaic_scarabs() {
    // Open: a 5×2 block and a 3×3 block. The I tile fills the front row of the 5×2 block; the X
    // (next on the stack) cannot fit in the 1×5 strip left behind, which becomes a sanctuary.
    let mut free = block(0, 0, 5, 2);
    free.extend(block(6, 6, 3, 3));
    let mut game = with_mosaic_cards(walled_garden(&free, vec![Pentomino::I, Pentomino::X]));
    let piece = mosaic_at(&game, &block(0, 0, 5, 1));
    let events = build(&mut game, piece, mosaic_payment());
    let strip = area(&block(0, 1, 5, 1));
    let formed = events
        .iter()
        .position(|e| *e == Event::SanctuariesFormed { areas: vec![strip] });
    let built = events.iter().position(|e| matches!(e, Event::Built { .. }));
    assert!(
        formed.is_some() && built < formed,
        "the build is logged before the sanctuary: {events:?}"
    );
    assert_eq!(
        game.view(None).pending,
        Pending::Sanctuary {
            formed: vec![(strip, false)],
            reward: 6
        }
    );
    let before = game.player(Seat(0)).scarabs;
    game.apply(Action::ClaimSanctuary { sanctuary: 0 }).unwrap();
    assert_eq!(
        game.player(Seat(0)).scarabs,
        before,
        "the scarabs are given up"
    );
    assert_eq!(game.player(Seat(0)).anubis, 1);
    assert_eq!(game.board().sanctuaries[0].owner, Some(Seat(0)));
    assert_eq!(
        game.board().mosaic_top(),
        Some(Pentomino::X),
        "X still fits in the 3×3 block"
    );
}

#[test]
fn declining_a_sanctuary_takes_the_scarabs_and_loses_it() {
    let mut free = block(0, 0, 5, 2);
    free.extend(block(6, 6, 3, 3));
    let mut game = with_mosaic_cards(walled_garden(&free, vec![Pentomino::I, Pentomino::X]));
    let piece = mosaic_at(&game, &block(0, 0, 5, 1));
    build(&mut game, piece, mosaic_payment());
    game.apply(Action::DeclineSanctuary).unwrap();
    // 5 + the palm at (0,0).
    assert_eq!(game.player(Seat(0)).scarabs, 5 + 6);
    assert_eq!(game.board().sanctuaries[0].owner, None);
    assert_eq!(game.player(Seat(0)).anubis, 2);
}

/// The areas a mosaic laid on `tile_at` turns into sanctuaries under `reading`, the garden open
/// only on `free` and the stack being I then X.
fn formed_under(reading: SanctuaryReading, free: &[(u8, u8)], tile_at: &[(u8, u8)]) -> Vec<Area> {
    let mut config = walled_garden(free, vec![Pentomino::I, Pentomino::X]);
    config.sanctuaries = reading;
    let mut game = with_mosaic_cards(config);
    let piece = mosaic_at(&game, tile_at);
    build(&mut game, piece, mosaic_payment())
        .into_iter()
        .find_map(|e| match e {
            Event::SanctuariesFormed { areas } => Some(areas),
            _ => None,
        })
        .unwrap_or_default()
}

#[test]
fn sanctuary_readings_of_a_new_enclosed_area() {
    use SanctuaryReading::{CutOff, TileRegion, WholeGarden};
    let x_fits = block(6, 6, 3, 3);
    // Shrunk: the I fills the front row of a 5×2 block; the 1×5 strip behind it is the same area,
    // smaller, and the X (next) fits nowhere in it.
    let mut free = block(0, 0, 5, 2);
    free.extend(&x_fits);
    let strip = area(&block(0, 1, 5, 1));
    let tile = block(0, 0, 5, 1);
    assert_eq!(formed_under(TileRegion, &free, &tile), vec![strip]);
    assert_eq!(formed_under(CutOff, &free, &tile), vec![], "merely shrunk");
    assert_eq!(formed_under(WholeGarden, &free, &tile), vec![strip]);

    // Cut off: the I splits a 1×7 row, leaving one square at each end. New under every reading.
    let mut free = block(0, 0, 7, 1);
    free.extend(&x_fits);
    let ends = vec![area(&[(0, 0)]), area(&[(6, 0)])];
    for reading in [CutOff, TileRegion, WholeGarden] {
        assert_eq!(
            formed_under(reading, &free, &block(1, 0, 5, 1)),
            ends,
            "{reading:?}"
        );
    }

    // Elsewhere: the I fills one 1×5 strip exactly; the other 1×5 strip dies too, because the
    // only tile that fitted it is gone. Only the widest reading makes it a sanctuary.
    let mut free = block(0, 0, 5, 1);
    free.extend(block(0, 4, 5, 1));
    free.extend(&x_fits);
    let other = area(&block(0, 4, 5, 1));
    assert_eq!(formed_under(CutOff, &free, &block(0, 0, 5, 1)), vec![]);
    assert_eq!(formed_under(TileRegion, &free, &block(0, 0, 5, 1)), vec![]);
    assert_eq!(
        formed_under(WholeGarden, &free, &block(0, 0, 5, 1)),
        vec![other]
    );
}

#[test]
fn the_sanctuary_reading_is_named_and_format_1_flags_still_read() {
    let read = |json: &str| serde_json::from_str::<Config>(json).map(|c| c.sanctuaries);
    assert_eq!(Config::default().sanctuaries, SanctuaryReading::TileRegion);
    assert_eq!(
        read(r#"{"sanctuaries":"cutOff"}"#).unwrap(),
        SanctuaryReading::CutOff
    );
    assert_eq!(
        read(r#"{"sanctuaries":"wholeGarden"}"#).unwrap(),
        SanctuaryReading::WholeGarden
    );
    assert_eq!(
        read(r#"{"sanctuaryOnlyNewComponents":true}"#).unwrap(),
        SanctuaryReading::TileRegion
    );
    assert_eq!(
        read(r#"{"sanctuaryOnlyNewComponents":false}"#).unwrap(),
        SanctuaryReading::WholeGarden
    );
    let wrong = read(r#"{"sanctuaries":"cutoff"}"#).unwrap_err().to_string();
    assert!(wrong.contains("cutOff"), "{wrong}");
    let json = serde_json::to_string(&Config::default()).unwrap();
    assert!(json.contains(r#""sanctuaries":"tileRegion""#), "{json}");
}

#[test]
fn unplaceable_tiles_cascade_off_the_stack_and_complete_the_mosaics() {
    // Open: a 1×5 strip and a 1×4 strip. After the I fills the 1×5 strip, X fits nowhere and is
    // removed; the stack is empty, so the mosaic category is complete and Cleopatra walks.
    let mut free = block(0, 0, 5, 1);
    free.extend(block(0, 4, 4, 1));
    let mut game = with_mosaic_cards(walled_garden(&free, vec![Pentomino::I, Pentomino::X]));
    let piece = mosaic_at(&game, &block(0, 0, 5, 1));
    let events = build(&mut game, piece, mosaic_payment());
    assert!(events.contains(&Event::MosaicRemoved { tile: Pentomino::X }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::SanctuariesFormed { .. })),
        "the 1×4 strip is not new"
    );
    let events = game.apply(Action::EndQuarryVisit).unwrap();
    assert!(events.contains(&Event::CleopatraMoved {
        categories: vec![Category::Mosaics],
        to: 1
    }));
}

#[test]
fn mosaics_stay_in_the_garden_off_the_throne_and_apart() {
    let mut config = three_players();
    config.fixed.mosaics = Some(vec![Pentomino::X, Pentomino::I]);
    let mut s = blank(config);
    lay(&mut s, Pentomino::I, &block(0, 0, 5, 1));
    give_all(&mut s, 0, MOSAIC_PAYMENT);
    let game = Game::from_setup(s).unwrap();
    let try_at = |x, y| {
        let mut g = game.clone();
        let placement = cleopatra::Placement {
            orientation: 0,
            x,
            y,
        };
        g.apply(Action::Build {
            piece: Piece::Mosaic { placement },
            payment: mosaic_payment(),
        })
    };
    let off = Err(RuleError::MosaicDoesNotFit { tile: Pentomino::X });
    assert_eq!(try_at(7, 3), off, "leaves the garden");
    assert_eq!(try_at(3, 5), off, "covers the throne space");
    assert_eq!(try_at(0, 0), off, "covers the I mosaic");
    assert!(try_at(0, 1).is_ok(), "touching another mosaic is fine");
    let mut no_flip = game.setup();
    no_flip.config.allow_mosaic_flip = false;
    let mut g = Game::from_setup(no_flip).unwrap();
    let flipped = cleopatra::Placement {
        orientation: 5,
        x: 2,
        y: 2,
    };
    assert_eq!(
        g.apply(Action::Build {
            piece: Piece::Mosaic { placement: flipped },
            payment: mosaic_payment()
        }),
        Err(RuleError::MosaicFlipNotAllowed)
    );
}

#[test]
fn pass_only_when_nothing_is_possible() {
    let game = Game::from_setup(blank(three_players())).unwrap();
    let mut g = game.clone();
    assert_eq!(g.apply(Action::Pass), Err(RuleError::CannotPass));
    let mut s = game.setup();
    let taken: Vec<_> = s.stalls.iter_mut().flat_map(|st| st.drain(..)).collect();
    s.deck.extend(taken);
    let mut g = Game::from_setup(s).unwrap();
    assert!(g.legal_actions().contains(&Action::Pass));
    g.apply(Action::Pass).unwrap();
    assert_eq!(g.active(), Seat(1));
}

#[test]
fn setup_deals_three_cards_and_a_two_thirds_face_up_deck() {
    for players in 2..=4 {
        let game = Game::new(Config::with_players(players), 3).unwrap();
        let view = game.view(None);
        assert!(view
            .players
            .iter()
            .all(|p| p.hand_size == 3 && p.anubis == 2));
        assert!((0..players as u8).all(|s| game.player(Seat(s)).scarabs == 5));
        assert!(view.stalls.iter().all(|s| s.len() == 1));
        let deck = 94 - 3 * players as u32 - 3;
        assert_eq!(view.deck_size, deck);
        assert_eq!(view.mosaics_left, 12);
        let s = game.setup();
        let face_up = s
            .deck
            .iter()
            .chain(s.stalls.iter().flatten())
            .filter(|d| d.face_up)
            .count() as u32;
        // Two of three piles of the 94 − 3n cards left after dealing are face up; the odd cards
        // go to the first piles.
        let rest = 94 - 3 * players as u32;
        assert_eq!(face_up, rest / 3 * 2 + (rest % 3).min(2));
    }
}

#[test]
fn an_empty_deck_is_rebuilt_from_the_discard_pile() {
    let mut s = blank(three_players());
    let deck: Vec<_> = s.deck.drain(..).map(|d| d.card).collect();
    s.discard.extend(deck);
    let mut game = Game::from_setup(s).unwrap();
    let size = game.view(None).discard_size;
    let events = game.apply(Action::TakeStall { stall: 0 }).unwrap();
    assert_eq!(events[1], Event::DeckRebuilt { cards: size });
    let s = game.setup();
    let up = s.deck.iter().filter(|d| d.face_up).count() as f64 / s.deck.len() as f64;
    assert!(
        (0.6..0.72).contains(&up),
        "about two thirds face up, got {up}"
    );
}

#[test]
fn stalls_stay_short_when_deck_and_discard_are_empty() {
    let mut s = blank(three_players());
    let deck: Vec<_> = s.deck.drain(..).map(|d| d.card).collect();
    let discard: Vec<_> = s.discard.drain(..).collect();
    for c in deck.into_iter().chain(discard) {
        s.players[1].hand.add(c);
    }
    let mut game = Game::from_setup(s).unwrap();
    game.apply(Action::TakeStall { stall: 1 }).unwrap();
    let view = game.view(None);
    assert_eq!(
        view.stalls.iter().map(Vec::len).collect::<Vec<_>>(),
        vec![1, 0, 1]
    );
    assert_eq!(
        game.active(),
        Seat(1),
        "nothing to refill: the turn is over"
    );
}

#[test]
fn two_categories_at_once_hold_the_offering_before_the_end_trigger() {
    // Cleopatra on 3; the last wall and the throne in one visit walk her 3 → 5: the Offering is
    // resolved first, then everyone else gets a last turn.
    let mut s = blank(three_players());
    s.board.sphinxes = [3, 3];
    s.board.obelisks = [true, true];
    s.board.doors = [true, true];
    s.board.walls = [true; 9];
    s.board.walls[0] = false;
    s.board.pedestal = true;
    s.board.counted = vec![Category::Sphinxes, Category::Obelisks, Category::Doors];
    s.board.cleopatra = 3;
    give(&mut s, 0, Card::Artisan, 4);
    for r in [Wood, Stone, Marble, Lapis] {
        give(&mut s, 0, Card::Standard(r), 1);
    }
    give_all(
        &mut s,
        0,
        &[(Card::Standard(Wood), 1), (Card::Standard(Stone), 1)],
    );
    let mut game = Game::from_setup(s).unwrap();
    build(
        &mut game,
        Piece::Wall { slot: WallSlot::L1 },
        pay(WALL_WOOD_STONE),
    );
    build(&mut game, Piece::Throne, pay(THRONE_PAYMENT));
    let events = game.apply(Action::EndQuarryVisit).unwrap();
    assert_eq!(
        events,
        vec![
            Event::CleopatraMoved {
                categories: vec![Category::Walls, Category::Throne],
                to: 5
            },
            Event::OfferingBegins
        ]
    );
    for _ in 0..2 {
        game.apply(Action::Offer { scarabs: 0 }).unwrap();
    }
    let events = game.apply(Action::Offer { scarabs: 0 }).unwrap();
    let revealed = events
        .iter()
        .position(|e| matches!(e, Event::OfferingRevealed { .. }));
    let last_turns = events
        .iter()
        .position(|e| *e == Event::FinalTurns { trigger: Seat(0) });
    assert!(revealed.is_some() && revealed < last_turns, "{events:?}");
    assert_eq!(game.active(), Seat(1));
}

#[test]
fn an_impossible_position_is_refused_with_the_reason() {
    let mut s = blank(three_players());
    s.players[0].hand.add(Card::Cave);
    match Game::from_setup(s) {
        Err(cleopatra::ConfigError::Position(why @ cleopatra::Flaw::CardsUnaccounted { .. })) => {
            assert!(why.to_string().contains("cards not accounted for"), "{why}")
        }
        other => panic!("expected a refused position, got {other:?}"),
    }
}

#[test]
fn refusals_carry_facts_for_the_translator() {
    let mut s = blank(three_players());
    give_all(
        &mut s,
        0,
        &[
            (Card::Artisan, 2),
            (Card::Standard(Wood), 1),
            (Card::Standard(Stone), 1),
        ],
    );
    let game = Game::from_setup(s).unwrap();
    // Two different resources for a sphinx: the reason names the cards given, not a sentence.
    let mixed = pay(WALL_WOOD_STONE);
    let sphinx = Action::Build {
        piece: Piece::Sphinx { row: Row::Left },
        payment: mixed,
    };
    assert_eq!(
        game.check(&sphinx),
        Err(RuleError::Payment(cleopatra::PaymentError::NotIdentical {
            needed: 2,
            cards: mixed.cards,
            credit: [0; 4],
        }))
    );
    // An answer to another decision names the decision awaited.
    assert_eq!(
        game.check(&Action::DeclineSanctuary),
        Err(RuleError::NotNow {
            awaiting: cleopatra::Awaiting::Turn
        })
    );
    // The position names the seat that may not act, and the one that decides.
    assert_eq!(
        game.position().check(Seat(2), &Action::Pass),
        Err(RuleError::NotYourTurn {
            seat: Seat(2),
            deciding: Seat(0)
        })
    );
    // A broken start position says what is wrong, as a fact.
    let mut s = blank(three_players());
    s.sobek[1] = s.sobek[0];
    assert_eq!(
        Game::from_setup(s),
        Err(cleopatra::ConfigError::Invalid(
            cleopatra::Setting::StartSobek
        ))
    );
}
