//! Cleopatra at the table: its record (the core's [`Game`]) is the table's game.

use cleopatra::{
    Config, ConfigError, Event, Game, LoadError, Pending, RuleError, Save, Seat, UndoError, View,
};

use crate::games::GameId;
use crate::saves::{Progress, Summary};
use crate::setup::PlayerColour;
use crate::table::{Table, TableGame};

/// A Cleopatra table.
pub type CleopatraTable = Table<Game>;

impl TableGame for Game {
    const GAME: &'static str = cleopatra::GAME_NAME;
    type Action = cleopatra::Action;
    type Event = Event;
    type Refusal = RuleError;
    type UndoRefusal = UndoError;
    type View = View;
    type LoadError = LoadError;

    fn to_act(&self) -> Option<Seat> {
        Game::to_act(self)
    }

    fn play(&mut self, action: cleopatra::Action) -> Result<Vec<Event>, RuleError> {
        self.apply(action)
    }

    fn undo(&self) -> Result<Game, UndoError> {
        Game::undo(self)
    }

    fn take_back(&self, count: usize) -> Result<Game, UndoError> {
        Game::take_back(self, count)
    }

    fn seed(&self) -> u64 {
        Game::seed(self)
    }

    fn undo_floor_refusal() -> UndoError {
        UndoError::TurnStart
    }

    fn view(&self, viewer: Option<Seat>) -> View {
        Game::view(self, viewer)
    }

    fn redact(event: &Event, viewer: Option<Seat>) -> Event {
        event.for_viewer(viewer)
    }

    /// Every Cleopatra player holds a secret hand.
    fn has_secrets(&self, _seat: Seat) -> bool {
        true
    }

    fn names(&self) -> &[String] {
        &self.config().players
    }

    fn ends_on_purpose(action: &cleopatra::Action) -> bool {
        use cleopatra::Action;
        matches!(
            action,
            Action::EndTurn
                | Action::EndQuarryVisit
                | Action::Pass
                | Action::Offer { .. }
                | Action::ChooseArchitect { .. }
        )
    }

    fn news_to_its_maker(event: &Event) -> bool {
        matches!(
            event,
            Event::TurnStarted { .. }
                | Event::OfferingRevealed { .. }
                | Event::AuctionRevealed { .. }
                | Event::FinalTurns { .. }
                | Event::GameEnded { .. }
        )
    }

    fn decisions(&self) -> usize {
        self.history().len()
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn save_json(&self) -> String {
        self.save().to_json()
    }

    fn summary(table: &CleopatraTable) -> Summary {
        summary(table)
    }

    fn replay_json(text: &str, each: &mut dyn FnMut(&[Event])) -> Result<Game, LoadError> {
        Save::from_json(text)?.replay_each(each)
    }
}

/// What a list of saved games shows for a Cleopatra table.
fn summary(table: &CleopatraTable) -> Summary {
    let view = table.game.view(None);
    let names = table.names().to_vec();
    let name = |s: Seat| names[s.index()].clone();
    Summary {
        game: GameId::Cleopatra,
        progress: Some(Progress::Cleopatra {
            turn: 1 + table
                .log
                .iter()
                .filter(|e| matches!(e, Event::TurnStarted { .. }))
                .count() as u32,
            step: view.board.cleopatra,
        }),
        deciding: view.to_act.map(name),
        winners: (view.pending == Pending::Finished)
            .then(|| {
                view.result
                    .map(|r| r.winners.into_iter().map(name).collect())
            })
            .flatten(),
        names: names.clone(),
        colours: table.colours.clone(),
    }
}

/// A new Cleopatra game for `names` in their colours, with `seed` and an optional start seat.
pub fn new_table(
    names: Vec<String>,
    colours: Vec<PlayerColour>,
    start: Option<usize>,
    seed: u64,
) -> Result<CleopatraTable, ConfigError> {
    let mut config = Config {
        players: names,
        ..Config::default()
    };
    config.fixed.start_player = start.map(|s| s as u8);
    Ok(Table::around(Game::new(config, seed)?, colours))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::TableAction;
    use cleopatra::Action;

    fn table() -> CleopatraTable {
        new_table(
            vec!["Ana".into(), "Bia".into()],
            vec![PlayerColour::Blue, PlayerColour::Green],
            Some(0),
            11,
        )
        .unwrap()
    }

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

    /// Plays the first listed decision that takes a stall or refills one (never an "End turn"),
    /// until `seat`'s turn is over.
    fn market_turn(t: &mut CleopatraTable, seat: Seat) {
        while t.game.to_act() == Some(seat) {
            let action = t
                .game
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, Action::TakeStall { .. } | Action::RefillStall { .. }))
                .expect("a stall to take or refill");
            t.apply(TableAction::Play(action));
            assert_eq!(t.refusal, None);
        }
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
    fn the_player_handing_over_may_take_back_the_last_refill_card() {
        let mut t = table();
        t.apply(TableAction::Reveal);
        market_turn(&mut t, Seat(0));
        let last = *t.game.history().last().unwrap();
        assert!(matches!(last, Action::RefillStall { .. }));
        assert_eq!(t.can_undo(), Ok(()));
        t.apply(TableAction::Undo);
        assert_eq!(t.game.to_act(), Some(Seat(0)), "Ana places the card again");
        assert_eq!(t.handover, None);
        assert_eq!(t.viewer(), Some(Seat(0)));
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
        let back = CleopatraTable::from_save_json(
            &t.game.save().to_json(),
            t.colours.clone(),
            t.seen.clone(),
        )
        .unwrap();
        assert_eq!(back.news_for(Seat(0)).count(), t.news_for(Seat(0)).count());
        assert_eq!(back.news_for(Seat(1)).count(), t.news_for(Seat(1)).count());
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
        let back = CleopatraTable::from_save_json(
            &t.game.save().to_json(),
            t.colours.clone(),
            t.seen.clone(),
        )
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
}
