//! The spec's numbered test cases (§11), one test each, named after them.

use pyramids::{
    winners, Action, Awaiting, Breakdown, Colour, Config, Event, Pattern, Pyramids, Refusal, Rules,
    ScoreCard, Seat, DEFAULT_SKULL_VALUES,
};
use tabletop::Deciders;

use crate::{at, cells, pattern_action, pattern_at, play, single, started};

/// Marks of card #1 up to the cell before its tomb (4,4).
fn near_1() -> u32 {
    cells(&[
        (0, 0),
        (1, 0),
        (2, 0),
        (2, 1),
        (2, 2),
        (2, 3),
        (3, 3),
        (4, 3),
    ])
}
/// #22 (green) up to its tomb (4,4).
fn near_22() -> u32 {
    cells(&[
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 4),
        (2, 4),
        (3, 4),
    ])
}
/// #7 (green) up to its tomb (4,4).
fn near_7() -> u32 {
    cells(&[
        (0, 0),
        (1, 0),
        (1, 1),
        (2, 1),
        (3, 1),
        (4, 1),
        (4, 2),
        (4, 3),
    ])
}
/// #33 (purple) up to its tomb (4,4).
fn near_33() -> u32 {
    cells(&[
        (0, 0),
        (1, 0),
        (1, 1),
        (1, 2),
        (2, 2),
        (3, 2),
        (4, 2),
        (4, 3),
    ])
}
/// #15 (purple) up to its tomb (4,4).
fn near_15() -> u32 {
    cells(&[
        (0, 0),
        (1, 0),
        (1, 1),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 4),
        (3, 4),
    ])
}
/// #21 (purple) up to its tomb (4,4).
fn near_21() -> u32 {
    cells(&[
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 4),
        (2, 4),
        (2, 3),
        (3, 3),
        (4, 3),
    ])
}

/// The first mark event.
fn marked(events: &[Event]) -> &Event {
    events
        .iter()
        .find(|e| matches!(e, Event::Marked { .. }))
        .expect("a mark")
}

fn tomb(card: u8) -> Action {
    single(card, 4, 4)
}

/// Any listed single of `seat` (a filler mark for players a case does not watch).
fn any_single(g: &Pyramids, seat: u8) -> Action {
    *g.legal_actions(Seat(seat))
        .iter()
        .find(|a| matches!(a, Action::Single { .. }))
        .expect("a single")
}

fn refused(g: &mut Pyramids, seat: u8, action: Action) -> Refusal {
    let before = g.clone();
    let r = g.apply(Seat(seat), &action).expect_err("refused");
    assert_eq!(*g, before, "a refusal changes nothing");
    r
}

#[test]
fn ex_1_setup() {
    let mut g = Pyramids::new(Config::with_players(4), 3).unwrap();
    let mut hands = Vec::new();
    for s in 0..4u8 {
        let v = g.view(Some(Seat(s)));
        for (j, p) in v.players.iter().enumerate() {
            assert_eq!(
                p.hand.is_some(),
                j == usize::from(s),
                "only the own hand shows"
            );
        }
        hands.push(v.players[usize::from(s)].hand.unwrap());
    }
    assert!(g.view(None).players.iter().all(|p| p.hand.is_none()));
    let mut kept = Vec::new();
    for s in [2u8, 0, 3, 1] {
        let a = g.legal_actions(Seat(s))[0];
        let Action::Keep { cards } = a else { panic!() };
        kept.extend(cards);
        play(&mut g, s, a);
    }
    let v = g.view(None);
    assert_eq!(v.deck, 36);
    assert_eq!(v.display.iter().flatten().count(), 4);
    g.check_invariants().unwrap();
    let returned: Vec<u8> = hands
        .iter()
        .flatten()
        .copied()
        .filter(|c| !kept.contains(c))
        .collect();
    assert_eq!(returned.len(), 8);
    for c in returned {
        // Every card is in exactly one place, and no player holds a returned one: it went into
        // the deck (the display is dealt from the shuffled deck).
        assert!(v
            .players
            .iter()
            .all(|p| p.cards.iter().flatten().all(|x| x.card != c)));
    }
    for (s, p) in v.players.iter().enumerate() {
        let held: Vec<u8> = p.cards.iter().flatten().map(|c| c.card).collect();
        assert_eq!(held, kept[[1, 3, 0, 2][s] * 2..][..2].to_vec());
    }
}

#[test]
fn ex_2_i3() {
    let mut g = started(1, 1);
    g.rig_pattern(Pattern::I3);
    g.rig_card(Seat(0), 0, 2, 0);
    let lines = [0b111, 1 | 1 << 5 | 1 << 10];
    for a in g.legal_actions(Seat(0)) {
        let c = g.action_cells(Seat(0), &a).unwrap();
        match a {
            Action::Pattern { .. } => {
                let low = c.trailing_zeros();
                assert!(lines.contains(&(c >> low)), "3 in a straight line: {c:#b}");
            }
            Action::Single { .. } => assert_eq!(c.count_ones(), 1),
            _ => panic!("{a:?}"),
        }
    }
    // Two of the three squares: no I3 placement covers just those.
    assert!(pattern_action(Pattern::I3, 2, cells(&[(0, 0), (0, 1)])).is_none());
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::Pattern {
                card: 2,
                orientation: 2,
                row: 0,
                col: 0
            }
        ),
        Refusal::NoSuchOrientation {
            orientation: 2,
            count: 2
        }
    );
    let a = pattern_at(&g, 0, 2, cells(&[(0, 0), (0, 1), (0, 2)]));
    play(&mut g, 0, a);
    let marks = g.view(None).players[0].cards[0].unwrap().marks;
    assert_eq!(marks, cells(&[(0, 0), (0, 1), (0, 2)]));
}

#[test]
fn ex_3_l4_rotated_and_mirrored() {
    let mut g = started(1, 1);
    g.rig_pattern(Pattern::L4);
    g.rig_card(Seat(0), 0, 2, 0);
    // #2: E.... / ..#.. / r.... — a mirrored L down column 0 with its foot at (0,1).
    let mirrored = cells(&[(0, 0), (0, 1), (1, 0), (2, 0)]);
    let a = pattern_at(&g, 0, 2, mirrored);
    let Action::Pattern { orientation, .. } = a else {
        panic!()
    };
    assert!(orientation >= 4, "orientations 4–7 are the mirror images");
    // The same orientation one column right misses the entrance.
    let off = Action::Pattern {
        card: 2,
        orientation,
        row: 0,
        col: 1,
    };
    assert_eq!(
        g.action_cells(Seat(0), &off),
        Some(cells(&[(0, 1), (0, 2), (1, 1), (2, 1)]))
    );
    assert_eq!(refused(&mut g, 0, off), Refusal::MissesEntrance);
    play(&mut g, 0, a);
}

#[test]
fn connectivity() {
    let mut g = started(1, 1);
    g.rig_pattern(Pattern::I2);
    g.rig_card(Seat(0), 0, 2, cells(&[(0, 0)]));
    let diagonal = pattern_action(Pattern::I2, 2, cells(&[(1, 1), (2, 1)])).unwrap();
    assert_eq!(refused(&mut g, 0, diagonal), Refusal::NotConnected);
    assert_eq!(refused(&mut g, 0, single(2, 1, 1)), Refusal::NotConnected);
    assert!(g.legal_actions(Seat(0)).contains(&single(2, 1, 0)));
    assert_eq!(
        refused(&mut g, 0, single(2, 0, 0)),
        Refusal::Marked { cell: 0 }
    );
    g.rig_card(Seat(0), 0, 2, cells(&[(0, 0), (0, 1), (0, 2)]));
    assert_eq!(
        refused(&mut g, 0, single(2, 1, 2)),
        Refusal::Wall { cell: at(1, 2) }
    );
    let onto_wall = pattern_action(Pattern::I2, 2, cells(&[(1, 2), (2, 2)])).unwrap();
    assert_eq!(
        refused(&mut g, 0, onto_wall),
        Refusal::Wall { cell: at(1, 2) }
    );
    play(&mut g, 0, single(2, 1, 0));
}

#[test]
fn single_square_option() {
    let mut g = started(1, 1);
    g.rig_pattern(Pattern::I2);
    g.rig_card(Seat(0), 0, 2, 0);
    g.rig_card(Seat(0), 1, 1, 0);
    let actions = g.legal_actions(Seat(0));
    assert!(actions.iter().any(|a| matches!(a, Action::Pattern { .. })));
    let singles: Vec<&Action> = actions
        .iter()
        .filter(|a| matches!(a, Action::Single { .. }))
        .collect();
    assert_eq!(
        singles,
        [&single(2, 0, 0), &single(1, 0, 0)],
        "fresh: only E"
    );
    assert_eq!(refused(&mut g, 0, single(2, 1, 0)), Refusal::MissesEntrance);
    // Taken although the pattern fits.
    play(&mut g, 0, single(2, 0, 0));
    assert_eq!(
        g.view(None).players[0].cards[0].unwrap().marks,
        cells(&[(0, 0)])
    );
}

#[test]
fn red_cross_chain() {
    let mut g = started(1, 1);
    g.rig_pattern(Pattern::I2);
    // #10: Ex.kt — a cross next to the entrance. #4: a cross at (3,2).
    g.rig_card(Seat(0), 0, 10, 0);
    g.rig_card(
        Seat(0),
        1,
        4,
        cells(&[(0, 0), (1, 0), (2, 0), (3, 0), (3, 1)]),
    );
    let a = pattern_at(&g, 0, 10, cells(&[(0, 0), (0, 1)]));
    let events = play(&mut g, 0, a);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Marked {
            card: 10,
            crosses: 1,
            extra: false,
            ..
        }
    )));
    assert_eq!(g.deciders(), Deciders::Seat(Seat(0)));
    assert_eq!(g.awaiting(), Some(Awaiting::Extra));
    assert_eq!(g.view(None).players[0].extra_marks, 1);
    let p = pattern_action(Pattern::I2, 4, cells(&[(3, 2), (3, 3)])).unwrap();
    assert_eq!(
        refused(&mut g, 0, p),
        Refusal::NotNow {
            awaiting: Awaiting::Extra
        }
    );
    // The extra mark lands on the other card's cross: one more extra mark, at once.
    let events = play(&mut g, 0, single(4, 3, 2));
    assert!(matches!(
        events[..],
        [Event::Marked {
            card: 4,
            extra: true,
            crosses: 1,
            ..
        }]
    ));
    assert_eq!(g.awaiting(), Some(Awaiting::Extra));
    assert_eq!(g.view(None).players[0].extra_marks, 1);
    // The skull at (3,3) resolves at once too.
    let events = play(&mut g, 0, single(4, 3, 3));
    assert!(matches!(
        events[0],
        Event::Marked {
            card: 4,
            extra: true,
            skulls: 1,
            crosses: 0,
            ..
        }
    ));
    assert_eq!(g.awaiting(), Some(Awaiting::Mark));
    assert_eq!(g.view(None).players[0].score_card.skulls, 1);
}

#[test]
fn gem_cap() {
    let mut g = started(1, 1);
    g.rig_card(Seat(0), 0, 1, cells(&[(0, 0), (1, 0)]));
    g.rig_counters(Seat(0), 10, 0, 0);
    let events = play(&mut g, 0, single(1, 2, 0));
    assert!(matches!(marked(&events), Event::Marked { red: 0, .. }));
    assert_eq!(g.view(None).players[0].score_card.red, 10);
    let six_three = ScoreCard {
        red: 6,
        green: 3,
        ..ScoreCard::default()
    };
    assert_eq!(six_three.breakdown(&DEFAULT_SKULL_VALUES).gems, 18);
}

#[test]
fn ex_4_torch() {
    let mut g = started(1, 1);
    // #10: Ex.kt — the torch at (0,4).
    g.rig_card(Seat(0), 0, 10, cells(&[(0, 0), (0, 1), (0, 2), (0, 3)]));
    let events = play(&mut g, 0, single(10, 0, 4));
    assert!(matches!(marked(&events), Event::Marked { torch: true, .. }));
    assert_eq!(g.view(None).players[0].torches, [true, false, false, false]);
    // #5's torch at (3,1), still in round 1: no effect.
    assert_eq!(g.round(), 0);
    g.rig_card(Seat(0), 1, 5, cells(&[(0, 0), (1, 0), (2, 0), (2, 1)]));
    let events = play(&mut g, 0, single(5, 3, 1));
    assert!(matches!(
        marked(&events),
        Event::Marked { torch: false, .. }
    ));
    assert_eq!(g.view(None).players[0].torches, [true, false, false, false]);
    // Round 2: box 2.
    g.rig_round(1);
    g.rig_card(Seat(0), 0, 13, cells(&[(0, 0), (0, 1), (0, 2), (1, 2)]));
    play(&mut g, 0, single(13, 1, 3));
    assert_eq!(g.view(None).players[0].torches, [true, true, false, false]);

    // A torch first met in round 2 marks box 2; box 1 stays empty for good.
    let mut g = started(1, 2);
    g.rig_round(1);
    g.rig_card(Seat(0), 0, 10, cells(&[(0, 0), (0, 1), (0, 2), (0, 3)]));
    play(&mut g, 0, single(10, 0, 4));
    g.rig_card(Seat(0), 1, 5, cells(&[(0, 0), (1, 0), (2, 0), (2, 1)]));
    play(&mut g, 0, single(5, 3, 1));
    assert_eq!(g.view(None).players[0].torches, [false, true, false, false]);
}

#[test]
fn skulls_and_potion() {
    let skulls = |g: &Pyramids| g.view(None).players[0].score_card.skulls;
    let worst = |g: &Pyramids| {
        g.score_card(Seat(0))
            .breakdown(&DEFAULT_SKULL_VALUES)
            .skulls
    };
    // #7: Ekg## / k.p## — skulls at (0,1) and (1,0), a potion at (1,2).
    let mut g = started(1, 1);
    g.rig_counters(Seat(0), 0, 0, 2);
    g.rig_card(Seat(0), 0, 7, cells(&[(0, 0)]));
    play(&mut g, 0, single(7, 0, 1));
    assert_eq!((skulls(&g), worst(&g)), (3, -3));
    play(&mut g, 0, single(7, 1, 1));
    play(&mut g, 0, single(7, 1, 2));
    assert_eq!((skulls(&g), worst(&g)), (1, -1));

    let mut g = started(1, 1);
    g.rig_counters(Seat(0), 0, 0, 1);
    g.rig_card(Seat(0), 0, 7, cells(&[(0, 0), (0, 1), (1, 1)]));
    play(&mut g, 0, single(7, 1, 2));
    assert_eq!((skulls(&g), worst(&g)), (0, 0));

    let mut g = started(1, 1);
    g.rig_card(Seat(0), 0, 7, cells(&[(0, 0), (0, 1), (1, 1)]));
    g.rig_counters(Seat(0), 0, 0, 0);
    play(&mut g, 0, single(7, 1, 2));
    assert_eq!(skulls(&g), 0);

    // Skull and potion in one choice: previous + 1 − 2.
    let mut g = started(1, 1);
    g.rig_pattern(Pattern::I3);
    g.rig_counters(Seat(0), 0, 0, 3);
    g.rig_card(Seat(0), 0, 7, cells(&[(0, 0)]));
    let a = pattern_at(&g, 0, 7, cells(&[(1, 0), (1, 1), (1, 2)]));
    play(&mut g, 0, a);
    assert_eq!(skulls(&g), 2);
    let mut g = started(1, 1);
    g.rig_pattern(Pattern::I3);
    g.rig_counters(Seat(0), 0, 0, 0);
    g.rig_card(Seat(0), 0, 7, cells(&[(0, 0)]));
    let a = pattern_at(&g, 0, 7, cells(&[(1, 0), (1, 1), (1, 2)]));
    play(&mut g, 0, a);
    assert_eq!(skulls(&g), 0, "floored at 0");

    // The 11th skull has no effect.
    let mut g = started(1, 1);
    g.rig_counters(Seat(0), 0, 0, 10);
    g.rig_card(Seat(0), 0, 7, cells(&[(0, 0)]));
    play(&mut g, 0, single(7, 0, 1));
    assert_eq!((skulls(&g), worst(&g)), (10, -10));
}

#[test]
fn ex_5_completion() {
    let mut g = started(1, 1);
    g.rig_card(Seat(0), 1, 1, near_1());
    let deck = g.view(None).deck;
    let events = play(&mut g, 0, tomb(1));
    assert!(events.contains(&Event::SetAside {
        seat: Seat(0),
        card: 1
    }));
    assert_eq!(g.awaiting(), Some(Awaiting::Replace));
    let v = g.view(None);
    assert_eq!(v.players[0].completed, [1]);
    assert_eq!(v.players[0].cards[1], None);
    let taken = v.display[2].unwrap();
    let events = play(&mut g, 0, Action::Take { card: taken });
    assert!(matches!(events[0], Event::Took { card, blind: false, .. } if card == taken));
    assert!(matches!(&events[1], Event::Displayed { cards } if cards.len() == 1));
    let v = g.view(None);
    assert_eq!(v.players[0].cards[1].unwrap().card, taken);
    assert_eq!(v.display.iter().flatten().count(), 4, "refilled");
    assert_eq!(v.deck, deck - 1);
    g.check_invariants().unwrap();
}

#[test]
fn replacement_order() {
    let mut g = started(2, 1);
    g.rig_card(Seat(0), 0, 22, near_22());
    g.rig_card(Seat(1), 0, 7, near_7());
    play(&mut g, 0, tomb(22));
    play(&mut g, 1, tomb(7));
    // #7's owner replaces first.
    assert_eq!(g.deciders(), Deciders::Seat(Seat(1)));
    assert_eq!(
        refused(&mut g, 0, Action::TakeBlind),
        Refusal::NotYourDecision { decider: Seat(1) }
    );
    play(&mut g, 1, Action::TakeBlind);
    assert_eq!(g.deciders(), Deciders::Seat(Seat(0)));
    play(&mut g, 0, Action::TakeBlind);
    g.check_invariants().unwrap();

    // One player completes 2 cards in a reveal (a pattern on #32's cross and tomb, the extra mark
    // on #1's tomb): both replacements come before the display is refilled.
    let mut g = started(2, 5);
    g.rig_pattern(Pattern::I2);
    g.rig_card(
        Seat(0),
        0,
        32,
        cells(&[(0, 1), (1, 1), (2, 1), (2, 0), (3, 0), (4, 0)]),
    );
    g.rig_card(Seat(0), 1, 1, near_1());
    let a = pattern_at(&g, 0, 32, cells(&[(4, 1), (4, 2)]));
    play(&mut g, 0, a);
    let filler = any_single(&g, 1);
    play(&mut g, 1, filler);
    assert_eq!(g.awaiting(), Some(Awaiting::Extra));
    play(&mut g, 0, tomb(1));
    assert_eq!(g.deciders(), Deciders::Seat(Seat(0)));
    assert_eq!(g.view(None).players[0].completed, [1, 32]);
    assert_eq!(g.view(None).players[0].replacements, 2);
    let first = g.view(None).display[0].unwrap();
    play(&mut g, 0, Action::Take { card: first });
    assert_eq!(
        g.view(None).display.iter().flatten().count(),
        3,
        "not refilled yet"
    );
    let second = g.view(None).display[1].unwrap();
    play(&mut g, 0, Action::Take { card: second });
    assert_eq!(g.view(None).display.iter().flatten().count(), 4, "refilled");
    g.check_invariants().unwrap();
}

fn claims(g: &Pyramids, colour: Colour) -> [Option<Seat>; 3] {
    g.view(None).claims[colour.index()]
}

#[test]
fn ex_6_first_claims() {
    let mut g = started(2, 1);
    // Luís (seat 0): 1 green done, #22 green next. Tomás (seat 1): 1 purple done, #33 purple next.
    g.rig_card(Seat(0), 0, 22, near_22());
    g.rig_card(Seat(1), 0, 33, near_33());
    g.rig_completed(Seat(0), &[1]);
    g.rig_completed(Seat(1), &[3]);
    play(&mut g, 0, tomb(22));
    let events = play(&mut g, 1, tomb(33));
    let _ = events;
    let mut all = Vec::new();
    while let Some(seat) = g.deciders().first() {
        if g.awaiting() != Some(Awaiting::Replace) {
            break;
        }
        all.extend(play(&mut g, seat.0, Action::TakeBlind));
    }
    let claimed: Vec<&Event> = all
        .iter()
        .filter(|e| matches!(e, Event::Claimed { .. }))
        .collect();
    assert_eq!(
        claimed,
        [
            &Event::Claimed {
                seat: Seat(0),
                colour: Colour::Green,
                value: 10,
                count: 2
            },
            &Event::Claimed {
                seat: Seat(1),
                colour: Colour::Purple,
                value: 10,
                count: 2
            }
        ]
    );
    assert_eq!(claims(&g, Colour::Green), [Some(Seat(0)), None, None]);
    assert_eq!(claims(&g, Colour::Purple), [Some(Seat(1)), None, None]);
    assert_eq!(g.score_card(Seat(0)).pyramid_points, 10);
    assert_eq!(g.score_card(Seat(1)).pyramid_points, 10);
}

/// Plays replacements (blind, or the first display card) until the marks are awaited; the events.
fn replace_all(g: &mut Pyramids) -> Vec<Event> {
    let mut all = Vec::new();
    while g.awaiting() == Some(Awaiting::Replace) {
        let seat = g.deciders().first().unwrap();
        let a = g.legal_actions(seat)[0];
        all.extend(play(g, seat.0, a));
    }
    all
}

#[test]
fn ex_7_simultaneous_claims() {
    let mut g = started(3, 1);
    let (sara, tomas, other) = (0u8, 1u8, 2u8);
    g.rig_claim(Colour::Purple, 0, Seat(other));
    g.rig_card(Seat(sara), 0, 33, near_33());
    g.rig_card(Seat(tomas), 0, 15, near_15());
    g.rig_card(Seat(other), 0, 21, near_21());
    g.rig_completed(Seat(sara), &[3]);
    g.rig_completed(Seat(tomas), &[6, 9, 12]);
    g.rig_completed(Seat(other), &[18]);
    play(&mut g, sara, tomb(33));
    play(&mut g, tomas, tomb(15));
    let filler = any_single(&g, other);
    play(&mut g, other, filler);
    assert_eq!(g.deciders(), Deciders::Seat(Seat(tomas)), "#15 first");
    let events = replace_all(&mut g);
    let claimed: Vec<(Seat, u8)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Claimed { seat, value, .. } => Some((*seat, *value)),
            _ => None,
        })
        .collect();
    assert_eq!(claimed, [(Seat(tomas), 6), (Seat(sara), 3)]);
    assert_eq!(
        claims(&g, Colour::Purple),
        [Some(Seat(other)), Some(Seat(tomas)), Some(Seat(sara))]
    );
    // A later 2nd purple claims nothing.
    for s in [sara, tomas] {
        let a = any_single(&g, s);
        play(&mut g, s, a);
    }
    let mut events = play(&mut g, other, tomb(21));
    events.extend(replace_all(&mut g));
    assert!(events.contains(&Event::SetAside {
        seat: Seat(other),
        card: 21
    }));
    assert!(!events.iter().any(|e| matches!(e, Event::Claimed { .. })));
    assert_eq!(g.score_card(Seat(other)).pyramid_points, 10);
}

#[test]
fn jumping_a_threshold() {
    let mut g = started(1, 1);
    g.rig_pattern(Pattern::I3);
    g.rig_completed(Seat(0), &[1]);
    // #31 (green): #r..E / ..#.# / #x..# / .g#k. / .T#.. — an I3 down column 1 marks x, g and T.
    g.rig_card(
        Seat(0),
        0,
        31,
        cells(&[(0, 4), (0, 3), (0, 2), (0, 1), (1, 1)]),
    );
    g.rig_card(Seat(0), 1, 22, near_22());
    let a = pattern_at(&g, 0, 31, cells(&[(2, 1), (3, 1), (4, 1)]));
    play(&mut g, 0, a);
    assert_eq!(g.awaiting(), Some(Awaiting::Extra));
    let mut events = play(&mut g, 0, tomb(22));
    events.extend(replace_all(&mut g));
    let claimed: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::Claimed { .. }))
        .collect();
    assert_eq!(
        claimed,
        [&Event::Claimed {
            seat: Seat(0),
            colour: Colour::Green,
            value: 10,
            count: 2
        }]
    );
    assert_eq!(g.view(None).players[0].completed, [1, 22, 31]);
}

#[test]
fn deck_exhaustion() {
    let mut g = started(1, 1);
    g.rig_card(Seat(0), 0, 1, near_1());
    g.rig_card(Seat(0), 1, 22, near_22());
    let left = g.view(None).display[0].unwrap();
    g.rig_supply(&[], [left, 0, 0, 0]);
    play(&mut g, 0, tomb(1));
    assert_eq!(g.legal_actions(Seat(0)), [Action::Take { card: left }]);
    assert_eq!(refused(&mut g, 0, Action::TakeBlind), Refusal::DeckEmpty);
    play(&mut g, 0, Action::Take { card: left });
    let v = g.view(None);
    assert_eq!(v.display, [None; 4], "not refilled");
    assert_eq!(v.deck, 0);
    // Deck and display empty: no replacement; one card left to play on.
    let events = play(&mut g, 0, tomb(22));
    assert!(events.contains(&Event::NoReplacement { seat: Seat(0) }));
    assert_eq!(g.awaiting(), Some(Awaiting::Mark));
    assert_eq!(g.view(None).players[0].cards.iter().flatten().count(), 1);
    assert!(!g.legal_actions(Seat(0)).is_empty());

    // A player with no card marks nothing, and is not asked.
    let mut g = started(2, 1);
    g.rig_clear_slot(Seat(1), 0);
    g.rig_clear_slot(Seat(1), 1);
    assert_eq!(g.deciders(), Deciders::Secretly(vec![Seat(0)]));
    let a = any_single(&g, 0);
    let events = play(&mut g, 0, a);
    assert!(events.contains(&Event::NoMark { seat: Seat(1) }));
    assert_eq!(g.deciders(), Deciders::Secretly(vec![Seat(0)]));
    assert!(g.legal_actions(Seat(1)).is_empty());
}

#[test]
fn round_structure() {
    let reveals = |seed: u64| {
        let mut g = Pyramids::new(Config::with_players(2), seed).unwrap();
        let mut rng = pyramids::GameRng::new(seed);
        let mut out = Vec::new();
        while let Some(seat) = g.deciders().first() {
            let actions = g.legal_actions(seat);
            let a = actions[rng.below(actions.len() as u32) as usize];
            for e in g.apply(seat, &a).unwrap() {
                if let Event::Revealed {
                    round,
                    reveal,
                    pattern,
                } = e
                {
                    out.push((round, reveal, pattern));
                }
            }
        }
        assert!(g.outcome().is_some());
        out
    };
    let a = reveals(11);
    assert_eq!(a.len(), 28);
    for round in 1..=4u8 {
        let this: Vec<_> = a.iter().filter(|r| r.0 == round).collect();
        assert_eq!(this.len(), 7);
        assert_eq!(
            this.iter().map(|r| r.1).collect::<Vec<_>>(),
            (1..=7).collect::<Vec<_>>()
        );
        // The 7 revealed are the deck but one.
        let mut deck = pyramids::DEFAULT_EXPEDITION_DECK.to_vec();
        for r in &this {
            let i = deck.iter().position(|p| *p == r.2).expect("in the deck");
            deck.remove(i);
        }
        assert_eq!(deck.len(), 1, "the 8th stays face down");
    }
    assert_eq!(a, reveals(11), "seeded");
    let order = |v: &[(u8, u8, Pattern)]| v.iter().map(|r| r.2).collect::<Vec<_>>();
    assert_ne!(
        order(&a),
        order(&reveals(12)),
        "another seed, another order"
    );
    // Reshuffled between rounds.
    assert!((0..3).any(|r| order(&a)[r * 7..r * 7 + 7] != order(&a)[r * 7 + 7..r * 7 + 14]));
}

#[test]
fn ex_8_final_score() {
    let luis = ScoreCard {
        completed: 7,
        torches: 2,
        pyramid_points: 10 + 6 + 3,
        red: 6,
        green: 3,
        skulls: 6,
    };
    assert_eq!(
        luis.breakdown(&DEFAULT_SKULL_VALUES),
        Breakdown {
            cards: 70,
            torches: 10,
            pyramids: 19,
            gems: 18,
            skulls: -6,
            total: 111
        }
    );
}

#[test]
fn tie() {
    assert_eq!(winners(&[(100, Some(30)), (100, Some(12))]), [Seat(1)]);
    assert_eq!(winners(&[(100, Some(12)), (99, Some(1))]), [Seat(0)]);
    assert_eq!(winners(&[(80, None), (80, Some(40))]), [Seat(1)]);
    assert_eq!(
        winners(&[(0, None), (0, None), (-3, Some(5))]),
        [Seat(0), Seat(1)]
    );
}

#[test]
fn hidden_information() {
    let mut g = Pyramids::new(Config::with_players(3), 4).unwrap();
    let dealt = Event::Dealt {
        seat: Seat(0),
        cards: Some([1, 2, 3, 4]),
    };
    assert_eq!(
        Pyramids::redact(&dealt, Some(Seat(1))),
        Event::Dealt {
            seat: Seat(0),
            cards: None
        }
    );
    assert_eq!(Pyramids::redact(&dealt, Some(Seat(0))), dealt);
    assert!(g.has_secrets(Seat(0)));
    let a = g.legal_actions(Seat(0))[3];
    play(&mut g, 0, a);
    let theirs = g.view(Some(Seat(1)));
    assert!(theirs.players[0].chosen);
    assert_eq!(theirs.players[0].keeping, None);
    assert_eq!(theirs.players[0].hand, None);
    assert!(g.view(Some(Seat(0))).players[0].keeping.is_some());
    for s in 1..3 {
        let a = g.legal_actions(Seat(s))[0];
        play(&mut g, s, a);
    }
    assert!(!g.has_secrets(Seat(0)));
    let a = any_single(&g, 0);
    play(&mut g, 0, a);
    let own = g.view(Some(Seat(0)));
    assert!(own.players[0].pending.is_some());
    for viewer in [None, Some(Seat(1)), Some(Seat(2))] {
        let v = g.view(viewer);
        assert!(v.players[0].chosen);
        assert_eq!(v.players[0].pending, None, "a pending mark stays secret");
        assert!(v.players.iter().all(|p| p.hand.is_none()));
    }
    // Two positions differing only in seat 0's pending mark look alike to the others.
    let base = started(3, 4);
    let singles: Vec<Action> = base
        .legal_actions(Seat(0))
        .into_iter()
        .filter(|x| matches!(x, Action::Single { .. }))
        .collect();
    assert!(singles.len() >= 2);
    let (mut one, mut two) = (base.clone(), base.clone());
    play(&mut one, 0, singles[0]);
    play(&mut two, 0, singles[1]);
    assert_ne!(one.view(Some(Seat(0))), two.view(Some(Seat(0))));
    for viewer in [None, Some(Seat(1)), Some(Seat(2))] {
        assert_eq!(one.view(viewer), two.view(viewer));
    }
}
