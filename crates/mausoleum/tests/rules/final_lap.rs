//! The end of the game as the source words it ("when the pile runs out and no player has an
//! action left", `FINAL_LAP` = until nobody can act, the default), against the house values (one more
//! turn each, the default before, and end at once). Old saves replay under the value they carry
//! (`saves.rs`).

use mausoleum::{Action, Card, Config, Decision, Event, FinalLap, Lap, Mausoleum, Refusal, Seat};

use crate::{arranged, config, play, refused, P1, P2, P3};

use Card::*;

/// Ana, Bruno and Carla. The pile holds one card, which Ana draws as her turn begins: the pile
/// is out from the first turn. Ana lacks only Statues, Bruno a Pyramid and Statues, Carla has a
/// whole set; their hands can still lay what is missing.
fn three_builders(final_lap: FinalLap) -> Mausoleum {
    arranged(
        Config {
            final_lap,
            ..config(3)
        },
        vec![vec![Statues, Mausolus], vec![Pyramid, Statues], vec![Theft]],
        vec![
            vec![Base, Columns, Pyramid],
            vec![Base, Columns],
            vec![Base, Columns, Pyramid, Statues],
        ],
        vec![Base],
        vec![],
    )
}

/// Points and complete sets of every seat.
fn scores(game: &Mausoleum) -> Vec<(u32, u8)> {
    (0..game.player_count())
        .map(|i| {
            let s = game.score(Seat(i as u8));
            (s.points, s.sets)
        })
        .collect()
}

/// The turns before the two rules part: Ana lays her Statues (one set), Bruno his Pyramid, Carla
/// keeps her Theft, Ana raises the Mausolus beside her set.
fn first_lap(game: &mut Mausoleum) {
    assert_eq!(game.pile_len(), 0, "Ana drew the last card");
    play(game, P1, Action::Play { card: Statues });
    play(game, P2, Action::Play { card: Pyramid });
    play(game, P3, Action::Pass);
    play(game, P1, Action::Play { card: Mausolus });
}

#[test]
fn the_last_hands_lay_their_constructions() {
    let mut game = three_builders(FinalLap::UntilNoneCanAct);
    assert_eq!(game.lap(), Some(Lap::Passed { seats: 0 }));
    first_lap(&mut game);
    // A card played lets everyone act again: Carla's pass no longer counts.
    assert_eq!(game.lap(), Some(Lap::Passed { seats: 0 }));
    assert!(!game.is_over(), "Bruno still holds his Statues");
    play(&mut game, P2, Action::Play { card: Statues });
    assert_eq!(game.score(P2).sets, 1, "Bruno's set is whole");
    // Carla steals Ana's last card (the only hand left to steal from).
    assert_eq!(
        game.legal_actions(P3),
        [Action::Pass, Action::Theft { target: P1 }]
    );
    let events = play(&mut game, P3, Action::Theft { target: P1 });
    // Ana and Bruno hold nothing: each passes at once, and Carla is on turn again.
    let tail: Vec<Event> = events
        .iter()
        .skip_while(|e| !matches!(e, Event::TurnBegan { .. }))
        .copied()
        .collect();
    assert_eq!(
        tail,
        [
            Event::TurnBegan {
                seat: P1,
                final_lap: true
            },
            Event::NothingToPlay { seat: P1 },
            Event::TurnBegan {
                seat: P2,
                final_lap: true
            },
            Event::NothingToPlay { seat: P2 },
            Event::TurnBegan {
                seat: P3,
                final_lap: true
            },
        ]
    );
    assert_eq!(game.lap(), Some(Lap::Passed { seats: 0b011 }));
    let lap = game.lap().unwrap();
    assert!(lap.has_passed(P1) && lap.has_passed(P2) && !lap.has_passed(P3));
    assert_eq!(game.hand(P3).cards().collect::<Vec<_>>(), [Base]);
    // Carla lays the Base: no hand holds a card, so the game ends at once.
    let events = play(&mut game, P3, Action::Play { card: Base });
    assert_eq!(events.last(), Some(&Event::GameOver));
    assert!(game.is_over());
    // By hand (spec §6): Ana one set and the Mausolus, 8 + 8; Bruno one set, 8; Carla two Base,
    // one of each other part: one set, 8. Ana wins.
    assert_eq!(scores(&game), [(16, 1), (8, 1), (8, 1)]);
    assert_eq!(game.winners(), [P1]);
}

#[test]
fn everyone_passing_in_a_row_ends_the_game_with_cards_in_hand() {
    let mut game = three_builders(FinalLap::UntilNoneCanAct);
    first_lap(&mut game);
    play(&mut game, P2, Action::Play { card: Statues });
    play(&mut game, P3, Action::Theft { target: P1 });
    // Ana and Bruno passed by themselves; Carla passes too, holding a Base she could lay.
    assert!(game
        .legal_actions(P3)
        .contains(&Action::Play { card: Base }));
    let events = play(&mut game, P3, Action::Pass);
    assert_eq!(
        events,
        [Event::Passed { seat: P3 }, Event::GameOver],
        "three passes in a row: nobody acts any more"
    );
    assert_eq!(game.hand(P3).total(), 1);
    assert_eq!(scores(&game), [(16, 1), (8, 1), (8, 1)]);
}

#[test]
fn one_turn_each_stops_before_the_last_constructions() {
    // The house value: after Ana's turn emptied the pile, Bruno, Carla and Ana take one turn
    // each and the game ends with Bruno's Statues still in his hand.
    let mut game = three_builders(FinalLap::OneTurnEach);
    assert_eq!(game.lap(), Some(Lap::TurnsLeft { turns: 3 }));
    first_lap(&mut game);
    assert!(game.is_over());
    assert_eq!(game.hand(P2).cards().collect::<Vec<_>>(), [Statues]);
    // Ana 8 + 8; Bruno Base, Columns, Pyramid: no set; Carla one set.
    assert_eq!(scores(&game), [(16, 1), (0, 0), (8, 1)]);
    assert_eq!(game.winners(), [P1]);
}

#[test]
fn end_at_once_ends_with_the_turn_that_emptied_the_pile() {
    let mut game = three_builders(FinalLap::EndAtOnce);
    assert_eq!(game.lap(), Some(Lap::TurnsLeft { turns: 0 }));
    let events = play(&mut game, P1, Action::Play { card: Statues });
    assert_eq!(events.last(), Some(&Event::GameOver));
    assert_eq!(scores(&game), [(8, 1), (0, 0), (8, 1)]);
}

#[test]
fn a_discovery_may_not_take_a_discovery_once_the_pile_is_out() {
    // Two Discoveries could pass back and forth for ever: in the last lap one may not take the
    // other. Any other card of the discard pile may be taken.
    let mut game = arranged(
        config(2),
        vec![vec![Discovery], vec![Base]],
        vec![vec![], vec![]],
        vec![Columns],
        vec![Discovery, Statues],
    );
    assert!(game.lap().is_some());
    assert_eq!(
        game.legal_actions(P1),
        [
            Action::Pass,
            Action::Play { card: Columns },
            Action::Discovery { card: Statues }
        ]
    );
    refused(
        &mut game,
        P1,
        Action::Discovery { card: Discovery },
        Refusal::DiscoveryForDiscovery,
    );
    play(&mut game, P1, Action::Discovery { card: Statues });
    // Before the pile is out, a Discovery may take another.
    let game = arranged(
        config(2),
        vec![vec![Discovery], vec![Base]],
        vec![vec![], vec![]],
        vec![Columns, Pyramid],
        vec![Discovery],
    );
    assert!(game.lap().is_none());
    assert!(game
        .legal_actions(P1)
        .contains(&Action::Discovery { card: Discovery }));
    // Under the house values the game ends anyway: the old reading stays.
    let game = arranged(
        Config {
            final_lap: FinalLap::OneTurnEach,
            ..config(2)
        },
        vec![vec![Discovery], vec![Base]],
        vec![vec![], vec![]],
        vec![Columns],
        vec![Discovery],
    );
    assert!(game
        .legal_actions(P1)
        .contains(&Action::Discovery { card: Discovery }));
}

#[test]
fn the_hand_limit_still_holds_in_the_last_lap() {
    // Ana steals into a sixth card with the pile out: she discards down to 5 before Bruno plays.
    let mut game = arranged(
        config(2),
        vec![vec![Theft, Base, Base, Columns, Columns], vec![Pyramid]],
        vec![vec![], vec![]],
        vec![Statues],
        vec![],
    );
    assert_eq!(game.hand(P1).total(), 6);
    play(&mut game, P1, Action::Theft { target: P2 });
    assert_eq!(game.hand(P1).total(), 6);
    assert_eq!(game.decision(), Decision::Discard { seat: P1 });
    play(&mut game, P1, Action::Discard { card: Base });
    // Bruno holds nothing and passes by himself; Ana plays on.
    assert_eq!(game.to_move(), Some(P1));
    assert_eq!(game.lap(), Some(Lap::Passed { seats: 0b10 }));
}
