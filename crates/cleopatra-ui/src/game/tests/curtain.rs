//! The curtain between seats: up until the deciding player reveals, down when the turn passes,
//! and each player told, behind it, everything since they last looked.

use super::*;

#[test]
fn the_curtain_is_up_until_the_deciding_seat_reveals() {
    let mut t = table();
    assert_eq!(t.curtain(), Some(Seat(0)));
    assert_eq!(t.viewer(), None);
    assert!(t.view().players.iter().all(|p| p.hand.is_none()));
    t.apply(TableAction::Reveal);
    assert_eq!(t.curtain(), None);
    assert_eq!(t.viewer(), Some(Seat(0)));
    assert!(t.view().players[0].hand.is_some());
    assert!(t.view().players[1].hand.is_none());
}

#[test]
fn the_curtain_falls_when_the_turn_passes() {
    let mut t = table();
    t.apply(TableAction::Reveal);
    market_turn(&mut t, Seat(0));
    // The last refill card ended Ana's turn: she keeps the device for a last look, and
    // nothing of Bia's shows.
    assert_eq!(t.handover, Some(Seat(0)));
    assert_eq!(t.curtain(), None);
    assert_eq!(t.viewer(), Some(Seat(0)));
    assert!(t.view().players[1].hand.is_none());
    t.apply(TableAction::Hide);
    assert_eq!(t.curtain(), Some(Seat(1)));
    assert_eq!(t.viewer(), None, "nothing private shows for Ana or Bia");
    assert!(t.news_for(Seat(1)).count() > 0, "Bia is told what Ana did");
    t.apply(TableAction::Reveal);
    assert_eq!(t.viewer(), Some(Seat(1)));
    assert_eq!(t.news_for(Seat(1)).count(), 0);
}

#[test]
fn each_player_is_told_everything_since_they_last_looked() {
    let mut t = new_table(
        vec!["Ana".into(), "Bruno".into(), "Carla".into()],
        vec![
            PlayerColour::Blue,
            PlayerColour::Green,
            PlayerColour::Orange,
        ],
        Some(0),
        CleopatraOptions::default(),
        5,
    )
    .unwrap();
    let turns = |events: Vec<Event>| -> Vec<Seat> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::TurnStarted { seat } => Some(*seat),
                _ => None,
            })
            .collect()
    };
    for seat in [Seat(0), Seat(1), Seat(2)] {
        assert_eq!(t.curtain(), Some(seat));
        t.apply(TableAction::Reveal);
        market_turn(&mut t, seat);
        t.apply(TableAction::Hide);
    }
    // Back to Ana after a full round: she hears of Bruno's and Carla's turns, not her own.
    assert_eq!(t.curtain(), Some(Seat(0)));
    let news: Vec<Event> = t.news_for(Seat(0)).collect();
    assert_eq!(turns(news.clone()), vec![Seat(1), Seat(2), Seat(0)]);
    assert!(news
        .iter()
        .any(|e| matches!(e, Event::StallTaken { seat, .. } if *seat == Seat(1))));
    assert!(!news
        .iter()
        .any(|e| matches!(e, Event::StallTaken { seat, .. } if *seat == Seat(0))));
    // Bruno, next, has not yet heard of Carla's turn nor of Ana's coming one.
    let bruno: Vec<Event> = t.news_for(Seat(1)).collect();
    assert_eq!(turns(bruno), vec![Seat(2), Seat(0)]);
    // What each has seen travels with the save.
    let back =
        CleopatraTable::from_save_json(&t.game.save().to_json(), t.colours.clone(), t.seen.clone())
            .unwrap();
    assert_eq!(back.news_for(Seat(0)).count(), t.news_for(Seat(0)).count());
    assert_eq!(back.news_for(Seat(1)).count(), t.news_for(Seat(1)).count());
}
