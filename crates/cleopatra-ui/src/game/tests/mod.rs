//! Cleopatra at the table, tested: the curtain between seats, the last look of a turn's end, and
//! the record (undo, save and replay, a refused action).

mod curtain;
mod last_look;
mod lesson;

use super::*;
use cleopatra::Action;
use table::PlayerColour;
use table::TableAction;

/// A replay's step *k* is the game after the record's first *k* decisions, at every step of
/// a finished game.
#[test]
fn a_replay_shows_every_step_of_a_finished_game() {
    table_ui::replay::check_every_step::<CleopatraGame>(include_str!(
        "../../../../cleopatra/tests/data/saves/format1-4p-finished.json"
    ));
}

fn table() -> CleopatraTable {
    new_table(
        vec!["Ana".into(), "Bia".into()],
        vec![PlayerColour::Blue, PlayerColour::Green],
        Some(0),
        CleopatraOptions::default(),
        11,
    )
    .unwrap()
}

/// Plays the first listed decision that takes a stall or refills one (never an "End turn"),
/// keeping every card at the hand limit, until `seat`'s turn is over.
fn market_turn(t: &mut CleopatraTable, seat: Seat) {
    while t.game.to_act() == Some(seat) {
        let action = t
            .game
            .legal_actions()
            .into_iter()
            .find(|a| {
                matches!(
                    a,
                    Action::TakeStall { .. } | Action::RefillStall { .. } | Action::KeepAllCards
                )
            })
            .expect("a stall to take or refill");
        t.apply(TableAction::Play(action));
        assert_eq!(t.refusal, None);
    }
}

#[test]
fn undo_drops_the_decision_and_its_log_lines() {
    let mut t = table();
    t.apply(TableAction::Reveal);
    let before = t.clone();
    // The first legal Sobek call that draws nothing can be taken back.
    let call = t
            .game
            .legal_actions()
            .into_iter()
            .find(|a| {
                matches!(a, Action::ActivateSobek { tile } if *tile != cleopatra::SobekTile::Beggar)
            })
            .expect("an affordable Sobek tile");
    t.apply(TableAction::Play(call));
    assert!(t.log.len() > before.log.len());
    assert_eq!(t.can_undo(), Ok(()));
    t.apply(TableAction::Undo);
    assert_eq!(t.game, before.game);
    assert_eq!(t.log, before.log);
    t.apply(TableAction::Undo);
    assert_eq!(t.undo_refusal, Some(UndoError::TurnStart));
    assert_eq!(t.game, before.game);
}

#[test]
fn a_saved_table_replays_to_the_same_game_and_log() {
    let mut t = table();
    for _ in 0..40 {
        let a = t.game.legal_actions()[0];
        t.apply(TableAction::Play(a));
    }
    let back =
        CleopatraTable::from_save_json(&t.game.save().to_json(), t.colours.clone(), t.seen.clone())
            .unwrap();
    assert_eq!(back.game, t.game);
    assert_eq!(back.log, t.log);
    assert_eq!(back.marks, t.marks);
    assert_eq!(
        back.curtain(),
        t.game.to_act(),
        "the curtain comes up first"
    );
    let mut tampered = t.game.save();
    tampered.actions[10] = Action::Offer { scarabs: 2 };
    assert!(matches!(
        CleopatraTable::from_save_json(&tampered.to_json(), t.colours.clone(), Vec::new()),
        Err(LoadError::Action { number: 11, .. })
    ));
}

#[test]
fn a_refused_action_is_kept_with_its_reason_and_changes_nothing() {
    let mut t = table();
    t.apply(TableAction::Reveal);
    let before = t.game.clone();
    t.apply(TableAction::Play(Action::Offer { scarabs: 1 }));
    assert!(t.refusal.is_some());
    assert_eq!(t.game, before);
    assert!(t.log.is_empty());
}

/// One person against a computer: the Offering's bids come on a sheet over the table, and the
/// computer waits until the person has put it away, rather than play on behind it unseen.
#[test]
fn the_computer_waits_while_the_person_reads_the_offering() {
    let mut t = table().with_computers(vec![None, Some(bot::Level::Easy)]);
    let (ana, bia) = (Seat(0), Seat(1));
    let mut rng = tabletop::GameRng::new(5);
    let mut waited = 0;
    for _ in 0..4000 {
        if t.game.is_over() {
            break;
        }
        if t.held_for(ana).is_some() {
            // The sheet is up: whoever is to act, no computer thinks.
            assert_eq!(t.thinker(), None, "the computer waits for the sheet");
            let to_act = t.game.to_act();
            t.apply(TableAction::Seen);
            assert_eq!(t.held_for(ana), None);
            if to_act == Some(bia) {
                assert_eq!(t.thinker().map(|(s, _)| s), Some(bia), "then it plays on");
                waited += 1;
            }
            continue;
        }
        let mut listed = t.game.legal_actions();
        let action = listed.swap_remove(rng.below(listed.len() as u32) as usize);
        t.apply(TableAction::Play(action));
        assert_eq!(t.refusal, None);
    }
    assert!(
        t.log
            .iter()
            .any(|e| matches!(e, Event::OfferingRevealed { .. })),
        "the game reached the Offering"
    );
    assert!(
        waited > 0,
        "a computer was to act after the reveal at least once"
    );
}
