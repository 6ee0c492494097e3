//! The spec's numbered test cases (§11), one test each, named after it.

use mausoleum::{
    score_area, winners, Action, Arrangement, Card, CardCounts, CharacterShield, Config, Decision,
    Event, FinalLap, Lap, Mausoleum, MultiSetBonus, Refusal, Rules, Seat, DECK_SIZE,
};
use tabletop::GameRng;

use crate::{arranged, arranged_seed, config, filler, play, refused, P1, P2, P3};

use Card::*;

#[test]
fn case_01_deck() {
    let deck = CardCounts::deck();
    assert_eq!(deck.total() as usize, DECK_SIZE);
    let copies = [6, 6, 6, 6, 3, 3, 3, 3, 2, 3, 3, 3, 3, 2];
    assert_eq!(deck.0, copies);
    let groups = |g| {
        Card::ALL
            .iter()
            .filter(|c| c.group() == g)
            .map(|&c| u32::from(c.copies()))
            .sum::<u32>()
    };
    use mausoleum::Group;
    assert_eq!(groups(Group::Construction), 24);
    assert_eq!(groups(Group::Character), 12);
    assert_eq!(groups(Group::Event), 8);
    assert_eq!(groups(Group::Action), 8);
    for (players, pile) in [(4, 32), (3, 37), (2, 42)] {
        let (game, events) = Mausoleum::new_logged(config(players), 5).unwrap();
        // The first turn's draw is made as the game begins: 1 card more in P1's hand.
        assert_eq!(game.pile_len() + 1, pile, "{players} players");
        assert_eq!(game.hand(P1).total(), 6);
        for s in 1..players {
            assert_eq!(game.hand(Seat(s as u8)).total(), 5);
        }
        assert!(matches!(
            events[..],
            [
                Event::TurnBegan { seat: P1, .. },
                Event::Drew {
                    seat: P1,
                    card: Some(_)
                }
            ]
        ));
        game.check_invariants().unwrap();
    }
}

#[test]
fn case_02_turn() {
    let mut game = arranged(
        config(2),
        vec![vec![Base, Columns, Pyramid, Statues, Mausolus], vec![]],
        vec![vec![], vec![]],
        vec![Protection, Base],
        vec![],
    );
    assert_eq!(game.hand(P1).total(), 6, "5 and the draw");
    play(&mut game, P1, Action::Pass);
    assert_eq!(game.decision(), Decision::Discard { seat: P1 });
    let expected: Vec<Action> = [Base, Columns, Pyramid, Statues, Mausolus, Protection]
        .into_iter()
        .map(|card| Action::Discard { card })
        .collect();
    assert_eq!(game.legal_actions(P1), expected);
    assert!(game.legal_actions(P2).is_empty());
    play(&mut game, P1, Action::Discard { card: Mausolus });
    assert_eq!(game.hand(P1).total(), 5);
    assert_eq!(game.discard_pile().get(Mausolus), 1);
    assert_eq!(game.to_move(), Some(P2));
}

#[test]
fn case_03_construction() {
    let mut game = arranged(
        config(2),
        vec![vec![Base, Theft], vec![]],
        vec![vec![], vec![]],
        vec![Columns, Base],
        vec![],
    );
    assert_eq!(game.hand(P1).total(), 3);
    let events = play(&mut game, P1, Action::Play { card: Base });
    assert_eq!(game.area(P1).get(Base), 1);
    assert_eq!(game.hand(P1).total(), 2);
    assert_eq!(game.hand(P1).get(Base), 0);
    assert_eq!(
        events[0],
        Event::Played {
            seat: P1,
            card: Base
        }
    );
}

fn area(cards: &[(Card, u8)]) -> CardCounts {
    let mut a = CardCounts::EMPTY;
    for &(c, n) in cards {
        for _ in 0..n {
            a.add(c);
        }
    }
    a
}

#[test]
fn case_04_sets() {
    let c = Config::default();
    let s = score_area(
        &area(&[(Base, 2), (Columns, 2), (Pyramid, 2), (Statues, 3)]),
        &c,
    );
    assert_eq!((s.sets, s.points), (2, 20));
    let s = score_area(&area(&[(Base, 3)]), &c);
    assert_eq!((s.sets, s.points), (0, 0));
}

#[test]
fn case_05_mausolo() {
    // With no set, the Mausolus is not legal.
    let mut game = arranged(
        config(2),
        vec![vec![Mausolus], vec![]],
        vec![vec![Base, Columns, Pyramid], vec![]],
        vec![Protection],
        vec![],
    );
    refused(
        &mut game,
        P1,
        Action::Play { card: Mausolus },
        Refusal::NoCompleteSet,
    );
    // With one set it is, and scores 8 + 8.
    let mut game = arranged(
        config(2),
        vec![vec![Mausolus, Mausolus], vec![Invasion]],
        vec![vec![Base, Columns, Pyramid, Statues], vec![]],
        filler(4),
        vec![],
    );
    assert!(game
        .legal_actions(P1)
        .contains(&Action::Play { card: Mausolus }));
    play(&mut game, P1, Action::Play { card: Mausolus });
    assert_eq!(game.score(P1).points, 16);
    play(&mut game, P2, Action::Pass);
    // A second one cannot join it.
    refused(
        &mut game,
        P1,
        Action::Play { card: Mausolus },
        Refusal::MausolusInPlay { owner: P1 },
    );
    play(&mut game, P1, Action::Pass);
    // An Invasion takes the set's only Statues: 0 points.
    play(
        &mut game,
        P2,
        Action::Invasion {
            target: P1,
            card: Statues,
        },
    );
    assert_eq!(game.area(P1).get(Mausolus), 1);
    assert_eq!(game.score(P1).points, 0);
}

#[test]
fn case_06_artemisia() {
    let mut game = arranged(
        config(2),
        vec![vec![Artemisia], vec![]],
        vec![vec![], vec![]],
        filler(11),
        vec![],
    );
    assert_eq!(game.pile_len(), 10);
    let hand = game.hand(P1).total();
    let events = play(&mut game, P1, Action::Play { card: Artemisia });
    // Artemisia leaves the hand for the discard pile; 2 cards come in.
    assert_eq!(game.hand(P1).total(), hand - 1 + 2);
    let drawn = |events: &[Event], seat| {
        events
            .iter()
            .filter(|e| matches!(e, Event::Drew { seat: s, .. } if *s == seat))
            .count()
    };
    assert_eq!(drawn(&events, P1), 2);
    assert_eq!(
        game.pile_len(),
        10 - 2 - 1,
        "and P2 has drawn for their turn"
    );
    assert_eq!(game.discard_pile().get(Artemisia), 1);
    assert_eq!(game.used_characters(P1), [Artemisia]);
    // With 1 card in the pile: 1 card comes in, and the final lap starts.
    let mut game = arranged(
        config(2),
        vec![vec![Artemisia], vec![]],
        vec![vec![], vec![]],
        filler(2),
        vec![],
    );
    assert_eq!(game.pile_len(), 1);
    let hand = game.hand(P1).total();
    let events = play(&mut game, P1, Action::Play { card: Artemisia });
    assert_eq!(game.hand(P1).total(), hand - 1 + 1);
    assert_eq!(game.pile_len(), 0);
    assert!(events.contains(&Event::PileEmptied {
        seat: P1,
        final_lap: FinalLap::UntilNoneCanAct
    }));
    // P2 holds nothing to play and passes at once; P1, holding the two cards drawn, plays on.
    let tail: Vec<Event> = events
        .iter()
        .skip_while(|e| !matches!(e, Event::PileEmptied { .. }))
        .skip(1)
        .copied()
        .collect();
    assert_eq!(
        tail,
        [
            Event::TurnBegan {
                seat: P2,
                final_lap: true
            },
            Event::NothingToPlay { seat: P2 },
            Event::TurnBegan {
                seat: P1,
                final_lap: true
            },
        ]
    );
    assert_eq!(game.lap(), Some(Lap::Passed { seats: 0b10 }));
    assert_eq!(game.to_move(), Some(P1));
}

#[test]
fn case_07_terremoto() {
    // No opponent has a construction card: illegal.
    let mut game = arranged(
        config(3),
        vec![vec![Earthquake], vec![], vec![]],
        vec![vec![Base], vec![Protection], vec![]],
        filler(3),
        vec![],
    );
    assert_eq!(
        game.legal_actions(P1).len(),
        1 + 1,
        "pass and the drawn Base"
    );
    refused(
        &mut game,
        P1,
        Action::Earthquake { target: P2 },
        Refusal::NoConstruction { target: P2 },
    );
    // P2 chooses which of their construction cards goes.
    let mut game = arranged(
        config(3),
        vec![vec![Earthquake], vec![], vec![]],
        vec![vec![], vec![Base, Columns, Columns], vec![]],
        filler(3),
        vec![],
    );
    assert_eq!(
        game.legal_actions(P1)
            .iter()
            .filter(|a| matches!(a, Action::Earthquake { .. }))
            .count(),
        1,
        "only P2 has construction cards"
    );
    play(&mut game, P1, Action::Earthquake { target: P2 });
    assert_eq!(
        game.decision(),
        Decision::Lose {
            seat: P2,
            attacker: P1
        }
    );
    assert_eq!(
        game.legal_actions(P2),
        [Action::Lose { card: Base }, Action::Lose { card: Columns }]
    );
    assert!(game.legal_actions(P1).is_empty());
    play(&mut game, P2, Action::Lose { card: Columns });
    assert_eq!(game.area(P2), area(&[(Base, 1), (Columns, 1)]));
    assert_eq!(game.discard_pile(), area(&[(Columns, 1), (Earthquake, 1)]));
    assert_eq!(game.to_move(), Some(P2), "P2's own turn now");
    // An Architects shield: Architects and Earthquake are discarded, P2's area is unchanged.
    let mut game = arranged(
        config(3),
        vec![vec![Earthquake], vec![], vec![]],
        vec![vec![], vec![Base, Columns, Architects], vec![]],
        filler(3),
        vec![],
    );
    let events = play(&mut game, P1, Action::Earthquake { target: P2 });
    assert!(events.contains(&Event::Blocked {
        target: P2,
        shield: Architects,
        attack: Earthquake,
        spent: true
    }));
    assert_eq!(game.area(P2), area(&[(Base, 1), (Columns, 1)]));
    assert_eq!(
        game.discard_pile(),
        area(&[(Architects, 1), (Earthquake, 1)])
    );
}

#[test]
fn case_08_invasao() {
    let mut game = arranged(
        config(2),
        vec![vec![Invasion], vec![]],
        vec![vec![], vec![Base, Columns]],
        filler(3),
        vec![],
    );
    play(
        &mut game,
        P1,
        Action::Invasion {
            target: P2,
            card: Columns,
        },
    );
    assert_eq!(game.area(P1), area(&[(Columns, 1)]));
    assert_eq!(game.area(P2), area(&[(Base, 1)]));
    assert_eq!(game.discard_pile(), area(&[(Invasion, 1)]));
    // Protection and Architects: Architects is spent, Protection stays.
    let mut game = arranged(
        config(2),
        vec![vec![Invasion], vec![]],
        vec![vec![], vec![Base, Columns, Protection, Architects]],
        filler(3),
        vec![],
    );
    play(
        &mut game,
        P1,
        Action::Invasion {
            target: P2,
            card: Columns,
        },
    );
    assert_eq!(game.area(P1), CardCounts::EMPTY);
    assert_eq!(
        game.area(P2),
        area(&[(Base, 1), (Columns, 1), (Protection, 1)])
    );
}

/// The card a Theft by P1 on P2 takes, from a position seeded with `seed`.
fn theft(seed: u64, p2_hand: &[Card], p2_area: &[Card]) -> (Mausoleum, Vec<Event>) {
    let mut game = arranged_seed(
        config(3),
        vec![vec![Theft], p2_hand.to_vec(), vec![Base]],
        vec![vec![], p2_area.to_vec(), vec![]],
        vec![Statues, Statues],
        vec![],
        seed,
    );
    let events = play(&mut game, P1, Action::Theft { target: P2 });
    (game, events)
}

#[test]
fn case_09_roubo() {
    let p2 = [Base, Columns, Pyramid, Mausolus, Discovery];
    let mut taken = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let (game, events) = theft(seed, &p2, &[]);
        let Some(&Event::HandCard {
            from: P2,
            to: P1,
            card: Some(card),
        }) = events.iter().find(|e| matches!(e, Event::HandCard { .. }))
        else {
            panic!("no card moved: {events:?}")
        };
        assert!(p2.contains(&card));
        let mut left: CardCounts = p2.iter().copied().collect();
        left.remove(card);
        left.add(Statues);
        assert_eq!(
            game.hand(P2),
            left,
            "4 left, and P2 has drawn for their turn"
        );
        assert_eq!(game.hand(P1), area(&[(Statues, 1), (card, 1)]));
        // Seeded: the same seed takes the same card.
        assert_eq!(theft(seed, &p2, &[]).0, game);
        taken.insert(card);
    }
    assert!(
        taken.len() >= 4,
        "random, not always the same card: {taken:?}"
    );
    // Sculptors block it.
    let (game, events) = theft(0, &p2, &[Sculptors]);
    assert_eq!(game.hand(P2).total(), 5 + 1);
    assert!(events.contains(&Event::Blocked {
        target: P2,
        shield: Sculptors,
        attack: Theft,
        spent: true
    }));
    assert_eq!(game.area(P2), CardCounts::EMPTY);
}

#[test]
fn case_10_troca() {
    // Exchange as the only card: illegal. P1 plays the drawn card, which empties the pile, and
    // holds only the Exchange in the last turn of the final lap (one turn each: under the
    // default, P1 would pass by itself, having nothing to play).
    let mut game = arranged(
        Config {
            final_lap: FinalLap::OneTurnEach,
            ..config(2)
        },
        vec![vec![Exchange], vec![Base]],
        vec![vec![], vec![]],
        vec![Columns],
        vec![],
    );
    play(&mut game, P1, Action::Play { card: Columns });
    play(&mut game, P2, Action::Pass);
    assert_eq!(game.hand(P1), area(&[(Exchange, 1)]));
    assert_eq!(game.legal_actions(P1), [Action::Pass]);
    refused(
        &mut game,
        P1,
        Action::Exchange {
            target: P2,
            give: Exchange,
        },
        Refusal::NotInHand { card: Exchange },
    );
    // Hand sizes stay; the card given never comes back.
    for seed in 0..20 {
        let mut game = arranged_seed(
            config(2),
            vec![vec![Exchange, Base], vec![Pyramid, Statues]],
            vec![vec![], vec![]],
            vec![Columns, Columns],
            vec![],
            seed,
        );
        play(
            &mut game,
            P1,
            Action::Exchange {
                target: P2,
                give: Base,
            },
        );
        assert_eq!(game.hand(P1).total(), 2);
        assert_eq!(game.hand(P2).total(), 2 + 1, "P2 has drawn for their turn");
        assert_eq!(game.hand(P1).get(Base), 0);
        assert_eq!(game.hand(P2).get(Base), 1);
        assert_eq!(game.hand(P1).get(Pyramid) + game.hand(P1).get(Statues), 1);
    }
    // Sculptors block it.
    let mut game = arranged(
        config(2),
        vec![vec![Exchange, Base], vec![Pyramid]],
        vec![vec![], vec![Sculptors]],
        vec![Columns, Columns],
        vec![],
    );
    play(
        &mut game,
        P1,
        Action::Exchange {
            target: P2,
            give: Base,
        },
    );
    assert_eq!(game.hand(P1), area(&[(Base, 1), (Columns, 1)]));
    assert_eq!(game.discard_pile(), area(&[(Sculptors, 1), (Exchange, 1)]));
}

#[test]
fn case_11_descoberta() {
    let mut game = arranged(
        config(2),
        vec![vec![Discovery], vec![]],
        vec![vec![], vec![]],
        filler(3),
        vec![],
    );
    assert!(!game
        .legal_actions(P1)
        .iter()
        .any(|a| matches!(a, Action::Discovery { .. })));
    refused(
        &mut game,
        P1,
        Action::Discovery { card: Discovery },
        Refusal::NotInDiscard { card: Discovery },
    );
    let mut game = arranged(
        config(2),
        vec![vec![Discovery], vec![]],
        vec![vec![], vec![]],
        filler(3),
        vec![Mausolus],
    );
    let discoveries: Vec<Action> = game
        .legal_actions(P1)
        .into_iter()
        .filter(|a| matches!(a, Action::Discovery { .. }))
        .collect();
    assert_eq!(discoveries, [Action::Discovery { card: Mausolus }]);
    refused(
        &mut game,
        P1,
        Action::Discovery { card: Discovery },
        Refusal::NotInDiscard { card: Discovery },
    );
    play(&mut game, P1, Action::Discovery { card: Mausolus });
    assert_eq!(game.hand(P1), area(&[(Base, 1), (Mausolus, 1)]));
    assert_eq!(game.discard_pile(), area(&[(Discovery, 1)]));
}

#[test]
fn case_12_protecao() {
    let mut game = arranged(
        config(2),
        vec![vec![Theft, Theft], vec![Base, Columns]],
        vec![vec![], vec![Protection]],
        filler(4),
        vec![],
    );
    let events = play(&mut game, P1, Action::Theft { target: P2 });
    assert!(events.contains(&Event::Blocked {
        target: P2,
        shield: Protection,
        attack: Theft,
        spent: true
    }));
    assert_eq!(game.area(P2), CardCounts::EMPTY);
    play(&mut game, P2, Action::Pass);
    let p2 = game.hand(P2).total();
    let events = play(&mut game, P1, Action::Theft { target: P2 });
    assert!(!events.iter().any(|e| matches!(e, Event::Blocked { .. })));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::HandCard {
            from: P2,
            to: P1,
            card: Some(_)
        }
    )));
    assert_eq!(
        game.hand(P2).total(),
        p2 - 1 + 1,
        "and P2 has drawn for their turn"
    );
}

#[test]
fn case_13_hand_limit() {
    let mut game = arranged(
        config(2),
        vec![vec![Artemisia, Base, Base, Columns, Columns], vec![]],
        vec![vec![], vec![]],
        filler(6),
        vec![],
    );
    play(&mut game, P1, Action::Play { card: Artemisia });
    assert_eq!(game.hand(P1).total(), 7, "7 cards during the own turn");
    assert_eq!(game.decision(), Decision::Discard { seat: P1 });
    play(&mut game, P1, Action::Discard { card: Base });
    assert_eq!(game.decision(), Decision::Discard { seat: P1 });
    play(&mut game, P1, Action::Discard { card: Base });
    assert_eq!(game.hand(P1).total(), 5);
    assert_eq!(game.to_move(), Some(P2));
}

/// Case 14 as the spec words it: every player takes exactly one more turn (the house value
/// `FINAL_LAP` = one turn each). The default, play on until nobody can act, is in
/// `final_lap.rs`.
#[test]
fn case_14_end_of_game() {
    let mut game = arranged(
        Config {
            final_lap: FinalLap::OneTurnEach,
            ..config(3)
        },
        vec![vec![], vec![], vec![]],
        vec![vec![], vec![], vec![]],
        vec![Base, Columns],
        vec![],
    );
    let mut turns = Vec::new();
    let mut emptied = None;
    while let Some(seat) = game.to_move() {
        for e in play(&mut game, seat, Action::Pass) {
            match e {
                Event::TurnBegan { seat, final_lap } => turns.push((seat, final_lap)),
                Event::PileEmptied { seat, final_lap } => {
                    assert_eq!(final_lap, FinalLap::OneTurnEach);
                    emptied = Some(seat)
                }
                _ => {}
            }
        }
        if turns.len() == 1 {
            assert_eq!(game.turns_left(), Some(3), "P2 on turn, 3 turns to come");
        }
    }
    assert_eq!(emptied, Some(P2), "P2's draw empties the pile");
    assert_eq!(
        turns,
        [(P2, false), (P3, true), (P1, true), (P2, true)],
        "P2 finishes, then P3, P1 and P2 without a draw"
    );
    assert_eq!(game.hand(P2).total(), 1);
    assert_eq!(game.hand(P3).total(), 0, "no draw in the final lap");
    assert!(game.is_over());
    assert!(game.legal_actions(P3).is_empty());
    refused(&mut game, P3, Action::Pass, Refusal::GameOver);
}

/// Ends an arranged game with these areas and used characters: everyone passes through the
/// final lap.
fn finished(areas: Vec<Vec<Card>>, used: Vec<Vec<Card>>, config: Config) -> Mausoleum {
    let n = areas.len();
    let arrangement = Arrangement {
        hands: vec![vec![]; n],
        areas,
        used,
        pile: vec![Discovery],
        discard: vec![],
        current: 0,
    };
    let mut game = Mausoleum::arranged(config, &arrangement, 1).unwrap();
    while let Some(seat) = game.to_move() {
        play(&mut game, seat, Action::Pass);
    }
    game
}

#[test]
fn case_15_worked_example() {
    // The example's areas hold 7 Base and 7 Statues, more than the deck's 6: it cannot be dealt,
    // so it is scored area by area and ranked by the same functions the game uses.
    let c = config(3);
    let ana = area(&[
        (Base, 2),
        (Columns, 2),
        (Pyramid, 2),
        (Statues, 3),
        (Mausolus, 1),
    ]);
    let bruno = area(&[(Base, 3), (Columns, 3), (Pyramid, 3), (Statues, 3)]);
    let carla = area(&[
        (Base, 2),
        (Columns, 1),
        (Pyramid, 1),
        (Statues, 1),
        (Mausolus, 1),
        (Protection, 1),
    ]);
    let scores: Vec<_> = [ana, bruno, carla]
        .iter()
        .map(|a| score_area(a, &c))
        .collect();
    assert_eq!(
        scores.iter().map(|s| s.points).collect::<Vec<_>>(),
        [28, 28, 16]
    );
    assert_eq!(scores.iter().map(|s| s.sets).collect::<Vec<_>>(), [2, 3, 1]);
    // The end screen's items: sets at 8 each, the bonus, the Mausolus; they add up to the points.
    let items: Vec<_> = scores
        .iter()
        .map(|s| (s.set_points, s.bonus, s.mausolus))
        .collect();
    assert_eq!(items, [(16, 4, 8), (24, 4, 0), (8, 0, 8)]);
    for s in &scores {
        assert_eq!(s.set_points + s.bonus + s.mausolus, s.points);
    }
    let ranked: Vec<_> = scores.iter().map(|&s| (s, 0)).collect();
    assert_eq!(winners(&ranked), [1], "Bruno wins on sets");
    // Bruno's and Carla's areas fit in one deck: a finished game ranks them the same way.
    let bruno = [one_set(), one_set(), one_set()].concat();
    let carla = [one_set(), vec![Base, Mausolus, Protection]].concat();
    let game = finished(vec![carla, bruno], vec![], config(2));
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores.0, [16, 28]);
    assert_eq!(outcome.winners, [P2]);
}

fn one_set() -> Vec<Card> {
    vec![Base, Columns, Pyramid, Statues]
}

#[test]
fn case_16_tie_break_2() {
    let game = finished(
        vec![one_set(), one_set()],
        vec![vec![Artemisia, Sculptors], vec![Artemisia, Artemisia]],
        config(2),
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores.0, [8, 8]);
    assert_eq!(game.used_characters(P1).len(), 2);
    assert_eq!(game.used_characters(P2).len(), 1);
    assert_eq!(outcome.winners, [P1]);
    // The names used are counted from play too: Artemisia twice is one name.
    let mut game = arranged(
        config(2),
        vec![vec![], vec![Artemisia, Artemisia]],
        vec![vec![], vec![]],
        filler(8),
        vec![],
    );
    play(&mut game, P1, Action::Pass);
    play(&mut game, P2, Action::Play { card: Artemisia });
    play(&mut game, P1, Action::Pass);
    play(&mut game, P2, Action::Play { card: Artemisia });
    assert_eq!(game.used_characters(P2), [Artemisia]);
    assert!(game.used_characters(P1).is_empty());
}

#[test]
fn case_17_tie_break_3() {
    let game = finished(
        vec![one_set(), one_set(), vec![Base]],
        vec![vec![Artemisia], vec![Mausolus]],
        config(3),
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.scores.0, [8, 8, 0]);
    assert_eq!(outcome.winners, [P1, P2], "they share the win");
}

#[test]
fn case_18_config() {
    let per_extra = Config {
        multi_set_bonus: MultiSetBonus::PerExtraSet(4),
        ..config(2)
    };
    let three = area(&[(Base, 3), (Columns, 3), (Pyramid, 3), (Statues, 3)]);
    assert_eq!(score_area(&three, &per_extra).points, 32);
    assert_eq!(score_area(&three, &config(2)).points, 28);
    // Permanent Architects block two Earthquakes in a row.
    let permanent = Config {
        character_shield: CharacterShield::Permanent,
        ..config(2)
    };
    let mut game = arranged(
        permanent,
        vec![vec![Earthquake, Earthquake], vec![]],
        vec![vec![], vec![Base, Columns, Architects]],
        filler(4),
        vec![],
    );
    for _ in 0..2 {
        let events = play(&mut game, P1, Action::Earthquake { target: P2 });
        assert!(events.contains(&Event::Blocked {
            target: P2,
            shield: Architects,
            attack: Earthquake,
            spent: false
        }));
        assert_eq!(
            game.area(P2),
            area(&[(Base, 1), (Columns, 1), (Architects, 1)])
        );
        play(&mut game, P2, Action::Pass);
    }
    assert_eq!(game.discard_pile(), area(&[(Earthquake, 2)]));
}

#[test]
fn case_19_hidden_information() {
    // Two seeds whose Theft takes different cards: the third player's view is the same.
    let p2 = [Base, Columns, Pyramid, Mausolus, Discovery];
    let (first, events) = theft(0, &p2, &[]);
    let other = (1..50)
        .map(|seed| theft(seed, &p2, &[]))
        .find(|(g, _)| g.hand(P1) != first.hand(P1))
        .expect("another card taken");
    let p3 = Some(P3);
    assert_eq!(first.view(p3), other.0.view(p3));
    assert_ne!(first.view(Some(P1)), other.0.view(Some(P1)));
    assert_ne!(first.view(Some(P2)), other.0.view(Some(P2)));
    let view = first.view(p3);
    assert!(view.players[0].hand.is_none() && view.players[1].hand.is_none());
    assert_eq!(view.players[2].hand, Some(first.hand(P3)));
    assert_eq!(
        view.players.iter().map(|p| p.hand_size).collect::<Vec<_>>(),
        [2, 5, 1],
        "hand sizes appear (P2 has drawn)"
    );
    // The log: P3 sees that a card moved, not which; the two involved see it.
    for e in &events {
        if let Event::HandCard { card, .. } = e {
            assert!(card.is_some());
            assert_eq!(
                e.for_viewer(p3),
                Event::HandCard {
                    from: P2,
                    to: P1,
                    card: None
                }
            );
            assert_eq!(e.for_viewer(Some(P1)), *e);
            assert_eq!(e.for_viewer(Some(P2)), *e);
            assert!(matches!(
                e.for_viewer(None),
                Event::HandCard { card: None, .. }
            ));
        }
        if let Event::Drew { seat, .. } = e {
            assert_eq!(e.for_viewer(Some(*seat)), *e);
            assert_eq!(
                e.for_viewer(p3),
                Event::Drew {
                    seat: *seat,
                    card: None
                }
            );
        }
    }
    // The pile's order is never shown: games differing only in it look the same to everyone.
    let game = Mausoleum::new(config(3), 9).unwrap();
    let other = game.determinize(P1, &mut GameRng::new(3));
    assert_eq!(game.view(Some(P1)), other.view(Some(P1)));
    assert_eq!(game.view(None), other.view(None));
}
