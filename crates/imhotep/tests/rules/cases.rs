//! The spec's numbered test cases (§11, 1–27) and its worked example (§6.3), each with its numbers.

use imhotep::{
    burial_a_points, group_points, winners, Action, Card, CardSource, Config, Decision, Event,
    GameRng, Imhotep, ObeliskView, Refusal, Rules, ScoreCategory, Seat, Side, Sides, Site, SlotRef,
    Spot, StoneGain,
};

use crate::{game, game_with, play, play_as, BK, BR, GY, W};

/// Loads `owners` into ship 0 (a fresh ship of their number of slots; the other three are 1-slot
/// ships) and sails it to `site` for the seat on turn. Returns the events.
fn sail_stones(g: &mut Imhotep, site: Site, owners: &[Seat]) -> Vec<Event> {
    g.setup_ships([owners.len() as u8, 1, 1, 1]);
    for (slot, &o) in owners.iter().enumerate() {
        g.setup_load(0, slot as u8, o);
    }
    play(g, Action::Sail { ship: 0, site })
}

/// The owners and points of the stones delivered, in order.
fn deliveries(events: &[Event]) -> Vec<(Seat, Spot, i32)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::StoneDelivered {
                owner,
                spot,
                points,
                ..
            } => Some((*owner, *spot, *points)),
            _ => None,
        })
        .collect()
}

fn scores(g: &Imhotep) -> Vec<i32> {
    (0..g.player_count() as u8)
        .map(|s| g.score(Seat(s)))
        .collect()
}

fn all_a_4p() -> Imhotep {
    game(4, Sides::default())
}

fn b_only(site: Site) -> Sides {
    let mut sides = Sides::default();
    match site {
        Site::Market => sides.market = Side::B,
        Site::Pyramid => sides.pyramid = Side::B,
        Site::Temple => sides.temple = Side::B,
        Site::BurialChamber => sides.burial_chamber = Side::B,
        Site::Obelisks => sides.obelisks = Side::B,
    }
    sides
}

#[test]
fn case01_round_card_brings_its_ships() {
    let g = game_with(Config {
        round_cards_2p: [[4, 3, 2, 2]; 7],
        ..Config::with_players(2)
    });
    let v = g.view(None);
    let sizes: Vec<u8> = v.ships.iter().map(|s| s.size).collect();
    assert_eq!(sizes, [4, 3, 2, 2]);
    let mins: Vec<u8> = v.ships.iter().map(|s| s.min_load).collect();
    assert_eq!(mins, [3, 2, 1, 1]);
    assert!(v
        .ships
        .iter()
        .all(|s| s.docked.is_none() && s.slots.iter().all(|x| x.is_none())));
    assert_eq!(v.round, 1);
    assert_eq!(v.round_cards_left, 5);
}

#[test]
fn case02_sled_cap() {
    let mut g = game(2, Sides::default());
    g.setup_sled(BK, 3);
    for _ in 0..6 {
        g.setup_put(Site::Temple, BK);
    }
    assert_eq!((g.sled(BK), g.quarry(BK)), (3, 20));
    let events = play(&mut g, Action::TakeStones);
    assert_eq!(
        events,
        [Event::StonesTaken {
            seat: BK,
            count: 2,
            by: StoneGain::Turn
        }]
    );
    assert_eq!((g.sled(BK), g.quarry(BK)), (5, 18));
    g.setup_current(BK);
    assert!(!g.legal_actions(BK).contains(&Action::TakeStones));
    assert_eq!(
        g.check(BK, &Action::TakeStones),
        Err(Refusal::NothingToTake {
            sled: 5,
            quarry: 18
        })
    );
    g.setup_sled(BK, 0);
    for _ in 0..22 {
        g.setup_put(Site::BurialChamber, BK);
    }
    assert_eq!((g.sled(BK), g.quarry(BK)), (0, 1));
    play(&mut g, Action::TakeStones);
    assert_eq!((g.sled(BK), g.quarry(BK)), (1, 0));
}

#[test]
fn case03_start_stones() {
    let g = Imhotep::new(
        Config {
            start_player: imhotep::StartPlayer::Seat(2),
            ..Config::with_players(4)
        },
        5,
    )
    .unwrap();
    let sleds: Vec<u8> = (0..4).map(|s| g.sled(Seat(s))).collect();
    assert_eq!(sleds, [4, 5, 2, 3]);
    assert_eq!(g.to_move(), Some(Seat(2)));
    let quarry: Vec<u8> = (0..4).map(|s| g.quarry(Seat(s))).collect();
    assert_eq!(quarry, [25, 24, 27, 26]);
    let g = game(2, Sides::default());
    assert_eq!((g.sled(Seat(0)), g.sled(Seat(1))), (2, 3));
    // A random start player also gets 2, then 3, 4, 5 clockwise.
    for seed in 0..20 {
        let g = Imhotep::new(Config::with_players(3), seed).unwrap();
        let start = g.start_player().0;
        for i in 0..3u8 {
            assert_eq!(g.sled(Seat((start + i) % 3)), 2 + i);
        }
    }
}

#[test]
fn case04_sail_to_pyramid_a() {
    let mut g = all_a_4p();
    let events = sail_stones(&mut g, Site::Pyramid, &[BK, W, BK, GY]);
    let got = deliveries(&events);
    assert_eq!(
        got,
        [
            (BK, Spot::Pyramid { space: 0 }, 2),
            (W, Spot::Pyramid { space: 1 }, 1),
            (BK, Spot::Pyramid { space: 2 }, 3),
            (GY, Spot::Pyramid { space: 3 }, 2),
        ]
    );
    assert_eq!(scores(&g), [5, 1, 0, 2]);
}

#[test]
fn case05_ships_and_sites() {
    let mut g = all_a_4p();
    g.setup_ships([4, 3, 2, 1]);
    g.setup_load(0, 0, W);
    g.setup_load(0, 1, W);
    let sail = Action::Sail {
        ship: 0,
        site: Site::Temple,
    };
    assert!(!g.legal_actions(BK).contains(&sail));
    assert_eq!(
        g.check(BK, &sail),
        Err(Refusal::TooFewStones {
            ship: 0,
            load: 2,
            minimum: 3
        })
    );
    // A ship holding none of the sailer's stones may sail.
    g.setup_load(1, 0, W);
    g.setup_load(1, 2, BR);
    play_as(
        &mut g,
        0,
        Action::Sail {
            ship: 1,
            site: Site::Temple,
        },
    );
    // The Temple has its ship for this round.
    g.setup_load(0, 2, GY);
    let again = Action::Sail {
        ship: 0,
        site: Site::Temple,
    };
    assert_eq!(
        g.check(W, &again),
        Err(Refusal::SiteTaken { site: Site::Temple })
    );
    assert!(!g.legal_actions(W).contains(&again));
    play_as(
        &mut g,
        1,
        Action::Sail {
            ship: 0,
            site: Site::BurialChamber,
        },
    );
}

/// Ends the round by hand; returns the events.
fn end_round(g: &mut Imhotep) -> Vec<Event> {
    let events = g.setup_end_round();
    g.check_invariants().unwrap();
    events
}

#[test]
fn case06_temple_a_round_end() {
    let mut g = all_a_4p();
    for s in [GY, BK, GY, BR, W] {
        g.setup_put(Site::Temple, s);
    }
    let events = end_round(&mut g);
    assert!(events.contains(&Event::TempleScored {
        points: vec![1, 1, 1, 2]
    }));
    assert_eq!(scores(&g), [1, 1, 1, 2]);
}

#[test]
fn case07_market_a() {
    let mut g = all_a_4p();
    g.setup_market(
        [
            Some(Card::Sail),
            Some(Card::Statue),
            Some(Card::Lever),
            Some(Card::Hammer),
        ],
        [None, None],
    );
    let quarry_before: Vec<u8> = (0..4).map(|s| g.quarry(Seat(s))).collect();
    g.setup_ships([4, 1, 1, 1]);
    for (slot, s) in [W, BR, GY].into_iter().enumerate() {
        g.setup_load(0, slot as u8, s);
    }
    play(
        &mut g,
        Action::Sail {
            ship: 0,
            site: Site::Market,
        },
    );
    assert_eq!(g.decision(), Some(Decision::MarketCard { seat: W }));
    play_as(&mut g, 1, Action::TakeCard { slot: 0 });
    play_as(&mut g, 2, Action::TakeCard { slot: 1 });
    let events = play_as(&mut g, 3, Action::TakeCard { slot: 2 });
    assert!(events.contains(&Event::CardTaken {
        seat: GY,
        card: Card::Lever,
        from: CardSource::Market { slot: 2 }
    }));
    assert_eq!(g.cards(W).get(Card::Sail), 1);
    assert_eq!(g.cards(BR).get(Card::Statue), 1);
    assert_eq!(g.cards(GY).get(Card::Lever), 1);
    // All three stones went back to the quarry.
    let quarry_after: Vec<u8> = (0..4).map(|s| g.quarry(Seat(s))).collect();
    assert_eq!(quarry_after, quarry_before);
    assert_eq!(g.to_move(), Some(W), "the turn passed on");
    // The card left is discarded at round end.
    assert_eq!(g.view(None).market.slots[3], Some(Card::Hammer));
    let events = end_round(&mut g);
    assert!(events.contains(&Event::MarketCleared {
        cards: vec![Card::Hammer],
        pair: vec![],
        public: true
    }));
    assert_eq!(
        g.view(None).discard.unwrap().get(Card::Hammer),
        1,
        "the Hammer is in the discard pile"
    );
}

#[test]
fn case08_temple_a_layers() {
    let mut g = all_a_4p();
    for _ in 0..4 {
        g.setup_put(Site::Temple, BK);
    }
    let events = sail_stones(&mut g, Site::Temple, &[BR, BR, W]);
    assert_eq!(
        deliveries(&events),
        [
            (
                BR,
                Spot::Temple {
                    column: 4,
                    layer: 0
                },
                0
            ),
            (
                BR,
                Spot::Temple {
                    column: 0,
                    layer: 1
                },
                0
            ),
            (
                W,
                Spot::Temple {
                    column: 1,
                    layer: 1
                },
                0
            ),
        ]
    );
    let columns = g.view(None).temple.columns;
    assert_eq!(
        columns,
        [vec![BK, BR], vec![BK, W], vec![BK], vec![BK], vec![BR]]
    );
    let visible: Vec<Seat> = columns.iter().map(|c| *c.last().unwrap()).collect();
    assert_eq!(visible, [BR, W, BK, BK, BR]);
}

#[test]
fn case09_temple_a_two_players() {
    let mut g = game(2, Sides::default());
    for _ in 0..4 {
        g.setup_put(Site::Temple, BK);
    }
    let events = sail_stones(&mut g, Site::Temple, &[W]);
    assert_eq!(
        deliveries(&events),
        [(
            W,
            Spot::Temple {
                column: 0,
                layer: 1
            },
            0
        )]
    );
    assert_eq!(g.view(None).temple.columns.len(), 4);
    let events = end_round(&mut g);
    assert!(events.contains(&Event::TempleScored { points: vec![3, 1] }));
}

const EXAMPLE_BURIAL: [Seat; 13] = [W, W, BR, BK, BR, BR, GY, GY, GY, GY, GY, GY, BR];

#[test]
fn case10_burial_chamber_a() {
    let mut g = all_a_4p();
    for s in EXAMPLE_BURIAL {
        g.setup_put(Site::BurialChamber, s);
    }
    assert_eq!(g.final_points()[0][..4], [1, 3, 7, 17]);
    let rows = g.view(None).burial_chamber.rows;
    assert_eq!(rows[0], [Some(W), Some(BK), Some(GY), Some(GY), Some(BR)]);
    assert_eq!(rows[2], [Some(BR), Some(BR), Some(GY), Some(GY), None]);
    // Diagonal neighbours do not join: Bk at (0,0) and (1,1) are two groups; W (1,0)-(2,0) one.
    let stones = [0u8, 1, 1, 1, 0];
    assert_eq!(burial_a_points(&stones, 2), [2, 4]);
}

#[test]
fn case11_obelisks_a_four_players() {
    let mut g = all_a_4p();
    let events = sail_stones(&mut g, Site::Obelisks, &[W, W, BK, W]);
    assert_eq!(
        deliveries(&events),
        [
            (W, Spot::Obelisk { height: 1 }, 0),
            (W, Spot::Obelisk { height: 2 }, 0),
            (BK, Spot::Obelisk { height: 1 }, 0),
            (W, Spot::Obelisk { height: 3 }, 0),
        ]
    );
    for s in [W, BK, BK, GY, GY, GY] {
        g.setup_put(Site::Obelisks, s);
    }
    assert_eq!(
        g.view(None).obelisks,
        ObeliskView::A {
            heights: vec![3, 4, 0, 3]
        }
    );
    assert_eq!(g.final_points()[1][..4], [7, 15, 0, 7]);
}

#[test]
fn case12_obelisks_a_two_players() {
    let mut g = game(2, Sides::default());
    for _ in 0..5 {
        g.setup_put(Site::Obelisks, BK);
    }
    assert_eq!(g.final_points()[1][..2], [10, 0]);
    for _ in 0..5 {
        g.setup_put(Site::Obelisks, W);
    }
    assert_eq!(g.final_points()[1][..2], [5, 5]);
}

#[test]
fn case13_decoration() {
    let mut g = all_a_4p();
    for s in EXAMPLE_BURIAL {
        g.setup_put(Site::BurialChamber, s);
    }
    g.setup_give(W, Card::BurialDecoration);
    assert_eq!(g.final_points()[3][1], 4);
    g.setup_give(W, Card::BurialDecoration);
    assert_eq!(g.final_points()[3][1], 8);
}

#[test]
fn case14_statues() {
    assert_eq!(group_points(3), 6);
    assert_eq!(group_points(5), 15);
    assert_eq!(group_points(7), 19);
    let mut g = all_a_4p();
    for _ in 0..7 {
        g.setup_give(BR, Card::Statue);
    }
    assert_eq!(g.final_points()[2][2], 19);
}

#[test]
fn case15_pyramid_a_overflow() {
    let mut g = all_a_4p();
    let mut total = 0;
    let owners = [BK, W, BR, GY];
    for round in 0..4 {
        let count = if round < 3 { 4 } else { 3 };
        let events = sail_stones(&mut g, Site::Pyramid, &owners[..count]);
        total += deliveries(&events).iter().map(|d| d.2).sum::<i32>();
        end_round(&mut g);
    }
    // 15 stones: the 14 spaces, then one beside the board for 1. The spec's §4.2 and case 15 say
    // the spaces are worth 36 in all, but its own values (PYR_A_VALUES) add up to 21 + 9 + 4 = 34:
    // the values are implemented as written.
    assert_eq!(total, 34 + 1);
    let events = sail_stones(&mut g, Site::Pyramid, &[W]);
    assert_eq!(deliveries(&events), [(W, Spot::BesidePyramid, 1)]);
    let imhotep::PyramidView::A { spaces, beside } = g.view(None).pyramid else {
        panic!("side A")
    };
    assert!(spaces.iter().all(|s| s.owner.is_some()));
    assert_eq!(spaces.iter().map(|s| i32::from(s.points)).sum::<i32>(), 34);
    // The 15th stone (Brown's) and the 16th (White's) lie beside the board.
    assert_eq!(beside, [0, 1, 1, 0]);
}

#[test]
fn case16_red_card() {
    let mut g = all_a_4p();
    for _ in 0..4 {
        g.setup_put(Site::Pyramid, BK);
    }
    g.setup_market(
        [
            Some(Card::Entrance),
            Some(Card::Statue),
            Some(Card::Statue),
            Some(Card::Entrance),
        ],
        [None, None],
    );
    g.setup_ships([1, 1, 1, 1]);
    g.setup_load(0, 0, W);
    let quarry = g.quarry(W);
    play(
        &mut g,
        Action::Sail {
            ship: 0,
            site: Site::Market,
        },
    );
    let events = play_as(&mut g, 1, Action::TakeCard { slot: 0 });
    assert!(events.contains(&Event::RedCardResolved {
        seat: W,
        card: Card::Entrance,
        placed: true
    }));
    assert_eq!(deliveries(&events), [(W, Spot::Pyramid { space: 4 }, 4)]);
    assert_eq!(g.score(W), 4);
    // The Entrance took one White stone from the quarry; the Market stone came back.
    assert_eq!(g.quarry(W), quarry);
    assert_eq!(g.cards(W).get(Card::Entrance), 0);
    assert_eq!(g.view(None).discard.unwrap().get(Card::Entrance), 1);
    // With no White stone in the quarry, the card is just discarded.
    end_round(&mut g);
    g.setup_sled(W, 1);
    while g.quarry(W) > 0 {
        g.setup_put(Site::BurialChamber, W);
    }
    g.setup_market(
        [
            Some(Card::Entrance),
            Some(Card::Statue),
            Some(Card::Statue),
            None,
        ],
        [None, None],
    );
    g.setup_ships([1, 1, 1, 1]);
    g.setup_current(W);
    play(&mut g, Action::PlaceStone { ship: 0, slot: 0 });
    assert_eq!(g.quarry(W), 0);
    g.setup_current(W);
    play(
        &mut g,
        Action::Sail {
            ship: 0,
            site: Site::Market,
        },
    );
    let events = play_as(&mut g, 1, Action::TakeCard { slot: 0 });
    assert!(events.contains(&Event::RedCardResolved {
        seat: W,
        card: Card::Entrance,
        placed: false
    }));
    assert!(deliveries(&events).is_empty());
    assert_eq!(g.score(W), 4);
    assert_eq!(g.quarry(W), 1, "the Market stone went back after the card");
}

#[test]
fn case17_blue_cards() {
    // Lever: the player orders [Gy, W, Bk] at the Market as Bk, W, Gy.
    let mut g = all_a_4p();
    g.setup_market([Some(Card::Statue); 4], [None, None]);
    g.setup_give(BK, Card::Lever);
    g.setup_ships([4, 1, 1, 1]);
    for (slot, s) in [GY, W, BK].into_iter().enumerate() {
        g.setup_load(0, slot as u8, s);
    }
    let mut events = play(
        &mut g,
        Action::PlayLever {
            ship: 0,
            site: Site::Market,
        },
    );
    assert_eq!(
        g.decision(),
        Some(Decision::LeverOrder { seat: BK, ship: 0 })
    );
    assert_eq!(
        g.legal_actions(BK),
        [
            Action::Unload { slot: 0 },
            Action::Unload { slot: 1 },
            Action::Unload { slot: 2 }
        ]
    );
    events.extend(play_as(&mut g, 0, Action::Unload { slot: 2 }));
    events.extend(play_as(&mut g, 0, Action::TakeCard { slot: 0 }));
    events.extend(play_as(&mut g, 0, Action::Unload { slot: 1 }));
    events.extend(play_as(&mut g, 1, Action::TakeCard { slot: 1 }));
    // The last stone unloads by itself.
    events.extend(play_as(&mut g, 3, Action::TakeCard { slot: 2 }));
    let order: Vec<Seat> = deliveries(&events).iter().map(|d| d.0).collect();
    assert_eq!(order, [BK, W, GY]);
    assert!(events.contains(&Event::BlueCardPlayed {
        seat: BK,
        card: Card::Lever
    }));
    assert_eq!(g.cards(BK).get(Card::Lever), 0);
    assert_eq!(g.to_move(), Some(W));

    // Chisel with sled 1 is not legal.
    let mut g = all_a_4p();
    g.setup_give(BK, Card::Chisel);
    g.setup_sled(BK, 1);
    let chisel = Action::PlayChisel {
        first: SlotRef { ship: 0, slot: 0 },
        second: SlotRef { ship: 0, slot: 1 },
    };
    assert!(!g
        .legal_actions(BK)
        .iter()
        .any(|a| matches!(a, Action::PlayChisel { .. })));
    assert_eq!(
        g.check(BK, &chisel),
        Err(Refusal::SledTooSmall { needed: 2, sled: 1 })
    );
    g.setup_sled(BK, 2);
    play(&mut g, chisel);
    assert_eq!(g.sled(BK), 0);

    // Sail onto an empty 2-ship is legal (minimum 1 after the placement).
    let mut g = all_a_4p();
    g.setup_give(BK, Card::Sail);
    g.setup_ships([2, 4, 4, 4]);
    let sail = Action::PlaySail {
        ship: 0,
        slot: 1,
        site: Site::Temple,
    };
    assert!(g.legal_actions(BK).contains(&sail));
    let events = play(&mut g, sail);
    assert_eq!(
        deliveries(&events),
        [(
            BK,
            Spot::Temple {
                column: 0,
                layer: 0
            },
            0
        )]
    );
    // A 4-ship with no stone cannot take the Sail.
    g.setup_current(BK);
    g.setup_give(BK, Card::Sail);
    assert_eq!(
        g.check(
            BK,
            &Action::PlaySail {
                ship: 1,
                slot: 0,
                site: Site::Pyramid
            }
        ),
        Err(Refusal::TooFewStones {
            ship: 1,
            load: 1,
            minimum: 3
        })
    );

    // Hammer with sled 5 and quarry 0 places only.
    let mut g = all_a_4p();
    g.setup_give(BK, Card::Hammer);
    g.setup_sled(BK, 5);
    while g.quarry(BK) > 0 {
        g.setup_put(Site::BurialChamber, BK);
    }
    let hammers: Vec<Action> = g
        .legal_actions(BK)
        .into_iter()
        .filter(|a| matches!(a, Action::PlayHammer { .. }))
        .collect();
    assert!(!hammers.is_empty());
    assert!(!hammers.contains(&Action::PlayHammer { place: None }));
    assert_eq!(
        g.check(BK, &Action::PlayHammer { place: None }),
        Err(Refusal::MustPlace)
    );
    let events = play(
        &mut g,
        Action::PlayHammer {
            place: Some(SlotRef { ship: 0, slot: 0 }),
        },
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::StonesTaken { .. })));
    assert_eq!(g.sled(BK), 4);
}

#[test]
fn case18_pyramids_b() {
    let mut g = game(4, b_only(Site::Pyramid));
    g.setup_sled(BR, 0);
    g.setup_sled(BK, 0);
    g.setup_deck_top(&[Card::Statue]);
    let mut events = sail_stones(&mut g, Site::Pyramid, &[BR, BK, BR, W]);
    assert_eq!(g.decision(), Some(Decision::Pyramid { seat: BR }));
    assert_eq!(g.legal_actions(BR).len(), 3);
    // Each bonus may be declined, so each is asked for; here every owner takes it.
    events.extend(play_as(&mut g, 2, Action::ChoosePyramid { pyramid: 1 }));
    assert_eq!(g.decision(), Some(Decision::StonesBonus { seat: BR }));
    events.extend(play_as(&mut g, 2, Action::TakeStones));
    events.extend(play_as(&mut g, 0, Action::ChoosePyramid { pyramid: 1 }));
    events.extend(play_as(&mut g, 0, Action::TakeStones));
    events.extend(play_as(&mut g, 2, Action::ChoosePyramid { pyramid: 1 }));
    events.extend(play_as(&mut g, 2, Action::TakeStones));
    events.extend(play_as(&mut g, 1, Action::ChoosePyramid { pyramid: 0 }));
    assert_eq!(g.decision(), Some(Decision::CardBonus { seat: W }));
    events.extend(play_as(&mut g, 1, Action::DrawCard));
    assert_eq!(
        deliveries(&events),
        [
            (
                BR,
                Spot::PyramidB {
                    pyramid: 1,
                    space: 0
                },
                1
            ),
            (
                BK,
                Spot::PyramidB {
                    pyramid: 1,
                    space: 1
                },
                1
            ),
            (
                BR,
                Spot::PyramidB {
                    pyramid: 1,
                    space: 2
                },
                1
            ),
            (
                W,
                Spot::PyramidB {
                    pyramid: 0,
                    space: 0
                },
                1
            ),
        ]
    );
    let taken: Vec<(Seat, u8)> = events
        .iter()
        .filter_map(|e| match e {
            Event::StonesTaken {
                seat,
                count,
                by: StoneGain::PyramidBonus,
            } => Some((*seat, *count)),
            _ => None,
        })
        .collect();
    // Brown 3, Black 3, Brown 2 (the sled's cap of 5).
    assert_eq!(taken, [(BR, 3), (BK, 3), (BR, 2)]);
    assert_eq!((g.sled(BR), g.sled(BK)), (5, 3));
    assert!(events.contains(&Event::CardTaken {
        seat: W,
        card: Card::Statue,
        from: CardSource::Deck
    }));
    assert_eq!(g.cards(W).get(Card::Statue), 1);
    assert_eq!(scores(&g), [1, 1, 2, 0]);
}

#[test]
fn case18b_pyramids_b_ship_bonus_and_top() {
    let mut g = game(2, b_only(Site::Pyramid));
    // The right pyramid: its 4 base spaces give the ship bonus; the top space gives 4.
    let mut events = sail_stones(&mut g, Site::Pyramid, &[W]);
    events.extend(play_as(&mut g, 1, Action::ChoosePyramid { pyramid: 2 }));
    assert_eq!(g.decision(), Some(Decision::ShipBonus { seat: W }));
    assert!(g.legal_actions(W).contains(&Action::Skip));
    events.extend(play_as(&mut g, 1, Action::PlaceStone { ship: 1, slot: 0 }));
    assert!(events.contains(&Event::StonePlaced {
        seat: W,
        ship: 1,
        slot: 0
    }));
    assert_eq!(
        g.to_move(),
        Some(W),
        "the turn passed to White after Black's sail"
    );
    for _ in 0..3 {
        g.setup_put_pyramid(2, BK);
    }
    g.setup_current(BK);
    end_round(&mut g);
    let events = sail_stones(&mut g, Site::Pyramid, &[W]);
    assert_eq!(g.decision(), Some(Decision::Pyramid { seat: W }));
    let events = [events, play(&mut g, Action::ChoosePyramid { pyramid: 2 })].concat();
    assert_eq!(
        deliveries(&events),
        [(
            W,
            Spot::PyramidB {
                pyramid: 2,
                space: 4
            },
            4
        )]
    );
    assert!(g
        .decision()
        .is_some_and(|d| matches!(d, Decision::Turn { .. })));
}

#[test]
fn case19_temple_b() {
    let mut g = game(4, b_only(Site::Temple));
    for s in [GY, BR, W, BK] {
        g.setup_put(Site::Temple, s);
    }
    g.setup_sled(W, 0);
    g.setup_sled(GY, 2);
    g.setup_deck_top(&[Card::Statue]);
    let mut events = end_round(&mut g);
    assert_eq!(
        g.decision(),
        Some(Decision::TempleReward {
            seat: GY,
            column: 0
        })
    );
    assert_eq!(
        g.legal_actions(GY),
        [Action::RewardPoint, Action::RewardStones]
    );
    events.extend(play_as(&mut g, 3, Action::RewardPoint));
    assert_eq!(
        g.decision(),
        Some(Decision::TempleReward { seat: W, column: 2 })
    );
    events.extend(play_as(&mut g, 1, Action::RewardStones));
    events.extend(play_as(&mut g, 0, Action::RewardPoint));
    let rewards: Vec<(Seat, u8, u8, u8)> = events
        .iter()
        .filter_map(|e| match e {
            Event::TempleReward {
                seat,
                column,
                points,
                stones,
            } => Some((*seat, *column, *points, *stones)),
            _ => None,
        })
        .collect();
    assert_eq!(
        rewards,
        [(GY, 0, 1, 0), (BR, 1, 2, 0), (W, 2, 0, 2), (BK, 3, 1, 0)]
    );
    assert!(events.contains(&Event::CardTaken {
        seat: W,
        card: Card::Statue,
        from: CardSource::Deck
    }));
    assert_eq!(g.sled(W), 2);
    assert_eq!(scores(&g), [1, 0, 2, 1]);
    assert_eq!(g.round(), 2, "the next round began");
}

#[test]
fn case20_burial_chamber_b() {
    let mut g = game(4, b_only(Site::BurialChamber));
    for s in [W, BK, GY, W, BK, GY, W, BK, GY, BR, W, GY, GY] {
        g.setup_put(Site::BurialChamber, s);
    }
    assert_eq!(g.final_points()[0][..4], [8, 12, 3, 11]);
}

#[test]
fn case21_obelisks_b() {
    let mut g = game(4, b_only(Site::Obelisks));
    for s in [BK, BK, BK, GY, GY, GY, W, W] {
        g.setup_put(Site::Obelisks, s);
    }
    let ObeliskView::B {
        towers, holding, ..
    } = g.view(None).obelisks
    else {
        panic!("side B")
    };
    assert_eq!((towers[0].value, towers[0].owner), (15, Some(BK)));
    assert_eq!((towers[1].value, towers[1].owner), (12, Some(GY)));
    assert_eq!(holding, [0, 2, 0, 0]);
    g.setup_ships([3, 1, 1, 1]);
    for (slot, s) in [BK, W, GY].into_iter().enumerate() {
        g.setup_load(0, slot as u8, s);
    }
    let events = play(
        &mut g,
        Action::Sail {
            ship: 0,
            site: Site::Obelisks,
        },
    );
    assert_eq!(
        deliveries(&events),
        [
            (BK, Spot::ObeliskHolding { held: 1 }, 0),
            (W, Spot::ObeliskTower { space: 2 }, 9),
            (GY, Spot::ObeliskHolding { held: 1 }, 0),
        ]
    );
    assert_eq!(scores(&g), [0, 9, 0, 0]);
    // At game end each held stone scores 1.
    assert_eq!(g.final_points()[1][..4], [1, 0, 0, 1]);
}

#[test]
fn case22_market_b_pair() {
    let mut g = game(4, b_only(Site::Market));
    g.setup_market(
        [
            Some(Card::Lever),
            Some(Card::Hammer),
            Some(Card::Sail),
            None,
        ],
        [Some(Card::Statue), Some(Card::Chisel)],
    );
    g.setup_ships([1, 1, 1, 1]);
    g.setup_load(0, 0, W);
    play(
        &mut g,
        Action::Sail {
            ship: 0,
            site: Site::Market,
        },
    );
    assert_eq!(g.decision(), Some(Decision::MarketCard { seat: W }));
    for viewer in [None, Some(BK), Some(W), Some(BR)] {
        let pair = g.view(viewer).market.pair.unwrap();
        assert_eq!((pair.count, pair.cards), (2, None), "2 hidden cards");
    }
    let events = play_as(&mut g, 1, Action::TakePair);
    let taken = &events[0];
    assert_eq!(
        Imhotep::redact(taken, Some(W)),
        Event::PairTaken {
            seat: W,
            cards: vec![Some(Card::Statue), Some(Card::Chisel)]
        }
    );
    for viewer in [None, Some(BK), Some(BR), Some(GY)] {
        assert_eq!(
            Imhotep::redact(taken, viewer),
            Event::PairTaken {
                seat: W,
                cards: vec![None, None]
            }
        );
        assert_eq!(g.view(viewer).market.pair.unwrap().cards, None);
    }
    assert_eq!(
        g.view(Some(W)).market.pair.unwrap().cards,
        Some(vec![Card::Statue, Card::Chisel])
    );
    assert!(g.has_secrets(W) && !g.has_secrets(BK));
    let mut actions = g.legal_actions(W);
    actions.sort_by_key(|a| a.to_string());
    assert_eq!(
        actions,
        [
            Action::KeepCard { card: Card::Chisel },
            Action::KeepCard { card: Card::Statue }
        ]
    );
    let events = play_as(&mut g, 1, Action::KeepCard { card: Card::Chisel });
    assert_eq!(
        events[0],
        Event::PairResolved {
            seat: W,
            kept: Card::Chisel,
            discarded: Some(Card::Statue),
            public: true
        }
    );
    assert_eq!(g.cards(W).get(Card::Chisel), 1);
    assert_eq!(g.view(None).discard.unwrap().get(Card::Statue), 1);
    assert_eq!(g.view(None).market.pair.unwrap().count, 0);
}

#[test]
fn case22b_private_discard_hides_the_discarded_pair_card() {
    let mut g = game_with(Config {
        sides: b_only(Site::Market),
        discard_pile_public: false,
        ..Config::with_players(3)
    });
    g.setup_market(
        [Some(Card::Lever), None, None, None],
        [Some(Card::Statue), Some(Card::Chisel)],
    );
    g.setup_ships([1, 1, 1, 1]);
    g.setup_load(0, 0, W);
    play(
        &mut g,
        Action::Sail {
            ship: 0,
            site: Site::Market,
        },
    );
    play(&mut g, Action::TakePair);
    let events = play(&mut g, Action::KeepCard { card: Card::Statue });
    let resolved = &events[0];
    assert_eq!(
        Imhotep::redact(resolved, Some(BK)),
        Event::PairResolved {
            seat: W,
            kept: Card::Statue,
            discarded: None,
            public: false
        }
    );
    assert_eq!(Imhotep::redact(resolved, Some(W)), *resolved);
    assert_eq!(g.view(None).discard, None);
    assert_eq!(g.view(None).discard_count, 1);
}

#[test]
fn case23_wrath() {
    for wrath in [false, true] {
        let mut g = game_with(Config {
            wrath_of_pharaoh: wrath,
            ..Config::with_players(4)
        });
        for s in [BK, W, BR, GY] {
            g.setup_put(Site::Pyramid, s);
            g.setup_put(Site::Temple, s);
            g.setup_put(Site::BurialChamber, s);
            if s != BR {
                g.setup_put(Site::Obelisks, s);
            }
        }
        let expected = if wrath { -5 } else { 0 };
        assert_eq!(g.final_points()[5][..4], [0, 0, expected, 0]);
    }
    // Per missing site when asked: Brown misses the Obelisks and the Temple.
    let mut g = game_with(Config {
        wrath_of_pharaoh: true,
        wrath_per_missing_site: true,
        ..Config::with_players(2)
    });
    g.setup_put(Site::Pyramid, BK);
    assert_eq!(g.final_points()[5][..2], [-15, -20]);
}

#[test]
fn case24_tie() {
    assert_eq!(winners(&[30, 30, 12], &[3, 2, 5]), [Seat(0)]);
    assert_eq!(winners(&[30, 30, 12], &[2, 2, 5]), [Seat(0), Seat(1)]);
    // Through a finished game.
    for (sleds, expected) in [([4, 2], vec![BK]), ([3, 3], vec![BK, W])] {
        let mut g = game(2, Sides::default());
        g.setup_sled(BK, sleds[0]);
        g.setup_sled(W, sleds[1]);
        g.setup_score(BK, 20);
        g.setup_score(W, 20);
        g.setup_round(6);
        let events = end_round(&mut g);
        assert!(g.is_over());
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.scores.0, [20, 20]);
        assert_eq!(outcome.winners, expected);
        assert_eq!(
            events.last(),
            Some(&Event::GameOver {
                scores: vec![20, 20],
                winners: expected.clone()
            })
        );
    }
}

#[test]
fn case25_next_start_player() {
    let mut g = all_a_4p();
    g.setup_ships([1, 1, 1, 1]);
    for (ship, site) in [
        (0, Site::Pyramid),
        (1, Site::Temple),
        (2, Site::BurialChamber),
    ] {
        g.setup_dock(ship, site);
    }
    g.setup_load(3, 0, BR);
    g.setup_current(BR);
    let events = play_as(
        &mut g,
        2,
        Action::Sail {
            ship: 3,
            site: Site::Obelisks,
        },
    );
    assert!(events.contains(&Event::RoundEnded {
        round: 1,
        next_start: Some(GY)
    }));
    assert_eq!(g.round(), 2);
    assert_eq!(g.start_player(), GY);
    assert_eq!(g.to_move(), Some(GY));
}

#[test]
fn case26_views_hide_deck_round_cards_and_pair() {
    let config = Config {
        sides: b_only(Site::Market),
        ..Config::with_players(3)
    };
    let mut g = Imhotep::new(config, 26).unwrap();
    let mut rng = GameRng::new(26);
    let mut differed = 0;
    while let Some(seat) = g.to_move() {
        for s in 0..3 {
            let other = g.determinize(Seat(s), &mut GameRng::new(u64::from(s) + 1000));
            // A different deck order, round-card order or pair...
            if format!("{other:?}") != format!("{g:?}") {
                differed += 1;
            }
            // ...shows the same to that seat and to every seat that has not seen more.
            assert_eq!(other.view(Some(Seat(s))), g.view(Some(Seat(s))));
            assert_eq!(other.view(None), g.view(None));
            let json = serde_json::to_string(&g.view(Some(Seat(s)))).unwrap();
            assert!(!json.contains("rng") && !json.contains("roundCards\""));
        }
        let actions = g.legal_actions(seat);
        let a = if actions.contains(&Action::TakePair) {
            Action::TakePair
        } else {
            actions[rng.below(actions.len() as u32) as usize]
        };
        g.apply(seat, &a).unwrap();
    }
    assert!(differed > 100);
}

#[test]
fn case27_determinism() {
    let config = Config {
        sides: Sides::ALL_B,
        ..Config::with_players(4)
    };
    let run = || {
        let mut g = Imhotep::new(config.clone(), 2027).unwrap();
        let mut rng = GameRng::new(5);
        let mut actions = Vec::new();
        while let Some(seat) = g.to_move() {
            let legal = g.legal_actions(seat);
            let a = legal[rng.below(legal.len() as u32) as usize];
            actions.push(a);
            g.apply(seat, &a).unwrap();
        }
        (g, actions)
    };
    let (a, actions) = run();
    let (b, _) = run();
    assert_eq!(a, b);
    assert_eq!(format!("{a:?}"), format!("{b:?}"));
    // Replaying the actions from the seed gives the same position.
    let save = imhotep::new_save(config, 2027, actions);
    assert_eq!(imhotep::replay(&save).unwrap(), a);
}

#[test]
fn worked_example_final_scoring() {
    for wrath in [false, true] {
        let mut g = game_with(Config {
            wrath_of_pharaoh: wrath,
            ..Config::with_players(4)
        });
        for s in EXAMPLE_BURIAL {
            g.setup_put(Site::BurialChamber, s);
        }
        for (s, h) in [(W, 4), (BK, 3), (GY, 3)] {
            for _ in 0..h {
                g.setup_put(Site::Obelisks, s);
            }
        }
        // Everyone has a stone on the Pyramid and the Temple, so only Brown's Obelisks are missing.
        for s in [BK, W, BR, GY] {
            g.setup_put(Site::Pyramid, s);
            g.setup_put(Site::Temple, s);
        }
        for _ in 0..3 {
            g.setup_give(W, Card::Statue);
        }
        g.setup_give(W, Card::BurialDecoration);
        g.setup_give(BK, Card::Lever);
        g.setup_give(BR, Card::Statue);
        // The Temple gives each seat 1 at the end of round 6: the track then reads 28/30/25/27.
        for (s, track) in [(BK, 28), (W, 30), (BR, 25), (GY, 27)] {
            g.setup_score(s, track - 1);
        }
        g.setup_round(6);
        let events = end_round(&mut g);
        assert!(events.contains(&Event::TempleScored {
            points: vec![1, 1, 1, 1]
        }));
        let categories: Vec<(ScoreCategory, Vec<i32>)> = events
            .iter()
            .filter_map(|e| match e {
                Event::FinalScored { category, points } => Some((*category, points.clone())),
                _ => None,
            })
            .collect();
        let brown_wrath = if wrath { -5 } else { 0 };
        assert_eq!(
            categories,
            [
                (ScoreCategory::BurialChamber, vec![1, 3, 7, 17]),
                (ScoreCategory::Obelisks, vec![7, 15, 0, 7]),
                (ScoreCategory::Statues, vec![0, 6, 1, 0]),
                (ScoreCategory::Decorations, vec![0, 4, 0, 0]),
                (ScoreCategory::BlueCards, vec![1, 0, 0, 0]),
                (ScoreCategory::Wrath, vec![0, 0, brown_wrath, 0]),
            ]
        );
        let brown = if wrath { 28 } else { 33 };
        assert_eq!(scores(&g), [37, 58, brown, 51]);
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.scores.0, [37, 58, i64::from(brown), 51]);
        assert_eq!(outcome.winners, [W]);
        let result = g.view(None).result.unwrap();
        assert_eq!(result.totals, [37, 58, brown, 51]);
    }
}

#[test]
fn deadlock_policy_ends_the_round_or_the_game() {
    for policy in [
        imhotep::DeadlockPolicy::EndRound,
        imhotep::DeadlockPolicy::EndGame,
    ] {
        let mut g = game_with(Config {
            deadlock_policy: policy,
            ..Config::with_players(2)
        });
        g.setup_ships([4, 3, 2, 2]);
        g.setup_load(0, 0, W);
        for s in [BK, W] {
            g.setup_sled(s, 0);
            while g.quarry(s) > 0 {
                g.setup_put(Site::Temple, s);
            }
        }
        // Nobody can take, place or sail: passing is the only action.
        assert_eq!(g.legal_actions(BK), [Action::Pass]);
        play_as(&mut g, 0, Action::Pass);
        assert_eq!(g.view(None).passes, 1);
        let events = play_as(&mut g, 1, Action::Pass);
        assert!(events.contains(&Event::Deadlock {
            returned: vec![0, 1]
        }));
        match policy {
            imhotep::DeadlockPolicy::EndRound => {
                // The next round starts left of the last seat to pass.
                assert!(events.contains(&Event::RoundEnded {
                    round: 1,
                    next_start: Some(BK)
                }));
                assert_eq!(g.round(), 2);
                assert_eq!(g.quarry(W), 1, "the stone on the unsailed ship went back");
                // White takes it; Black still cannot act and passes, and the cycle starts over.
                assert_eq!(g.legal_actions(BK), [Action::Pass]);
                play_as(&mut g, 0, Action::Pass);
                play_as(&mut g, 1, Action::TakeStones);
                assert_eq!(g.view(None).passes, 0);
            }
            imhotep::DeadlockPolicy::EndGame => {
                assert!(g.is_over());
                assert!(g.outcome().is_some());
            }
        }
    }
}

#[test]
fn red_cards_from_bonuses_chain() {
    // Pyramids B left pyramid: its card bonus draws an Entrance, whose stone asks for a pyramid
    // again, whose bonus draws a Statue.
    let mut g = game(2, b_only(Site::Pyramid));
    g.setup_deck_top(&[Card::Entrance, Card::Statue]);
    let quarry = g.quarry(W);
    let mut events = sail_stones(&mut g, Site::Pyramid, &[W]);
    events.extend(play_as(&mut g, 1, Action::ChoosePyramid { pyramid: 0 }));
    events.extend(play_as(&mut g, 1, Action::DrawCard));
    assert_eq!(g.decision(), Some(Decision::Pyramid { seat: W }));
    events.extend(play_as(&mut g, 1, Action::ChoosePyramid { pyramid: 0 }));
    events.extend(play_as(&mut g, 1, Action::DrawCard));
    assert_eq!(
        deliveries(&events),
        [
            (
                W,
                Spot::PyramidB {
                    pyramid: 0,
                    space: 0
                },
                1
            ),
            (
                W,
                Spot::PyramidB {
                    pyramid: 0,
                    space: 1
                },
                1
            ),
        ]
    );
    assert!(events.contains(&Event::RedCardResolved {
        seat: W,
        card: Card::Entrance,
        placed: true
    }));
    assert_eq!(g.cards(W).get(Card::Statue), 1);
    assert_eq!(g.quarry(W), quarry - 2);
    assert_eq!(g.view(None).discard.unwrap().get(Card::Entrance), 1);
    assert_eq!(g.score(W), 2);
    assert_eq!(g.to_move(), Some(W));
}

#[test]
fn temple_b_card_at_round_end_can_be_red() {
    // Column 3's card is a Sarcophagus: its stone goes to the Burial Chamber at round end.
    let mut g = game(3, Sides::ALL_B);
    for s in [BK, BK, W] {
        g.setup_put(Site::Temple, s);
    }
    g.setup_sled(W, 5);
    g.setup_sled(BK, 5);
    g.setup_deck_top(&[Card::Sarcophagus]);
    let events = end_round(&mut g);
    // Black's and White's stones give the point (their sleds are full); White then draws.
    assert!(events.contains(&Event::RedCardResolved {
        seat: W,
        card: Card::Sarcophagus,
        placed: true
    }));
    assert_eq!(
        deliveries(&events),
        [(W, Spot::BurialChamber { row: 0, column: 0 }, 0)]
    );
    assert_eq!(scores(&g), [1 + 2, 1, 0]);
    assert_eq!(g.round(), 2);
}

#[test]
fn view_names_the_pending_decision_and_the_unloading_ship() {
    let mut g = all_a_4p();
    g.setup_market([Some(Card::Statue); 4], [None, None]);
    g.setup_give(BK, Card::Lever);
    g.setup_ships([3, 1, 1, 1]);
    g.setup_load(0, 0, W);
    g.setup_load(0, 2, GY);
    play(
        &mut g,
        Action::PlayLever {
            ship: 0,
            site: Site::Market,
        },
    );
    let v = g.view(Some(W));
    assert_eq!(v.decision, Some(Decision::LeverOrder { seat: BK, ship: 0 }));
    assert_eq!(v.current, BK);
    assert_eq!(v.unloading, Some(0));
    assert_eq!(v.ships[0].docked, Some(Site::Market));
    assert_eq!(v.ships[0].slots, [Some(W), None, Some(GY)]);
    assert!(g.legal_actions(W).is_empty());
    assert_eq!(
        g.check(W, &Action::Unload { slot: 0 }),
        Err(Refusal::NotYourDecision { decider: BK })
    );
    assert_eq!(
        g.check(BK, &Action::Unload { slot: 1 }),
        Err(Refusal::SlotEmpty { ship: 0, slot: 1 })
    );
    assert_eq!(
        g.check(BK, &Action::TakeStones),
        Err(Refusal::NotNow {
            awaiting: imhotep::DecisionKind::LeverOrder
        })
    );
    play(&mut g, Action::Unload { slot: 2 });
    let v = g.view(None);
    assert_eq!(v.decision, Some(Decision::MarketCard { seat: GY }));
    assert_eq!(v.market.stone, Some(GY));
    assert_eq!(v.ships[0].slots, [Some(W), None, None]);
}
