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

    #[test]
    fn the_curtain_falls_when_the_turn_passes() {
        let mut t = table();
        t.apply(TableAction::Reveal);
        // Take a stall and place the refill cards until the turn passes to Bia.
        while t.game.to_act() == Some(Seat(0)) {
            let action = t.game.legal_actions()[0];
            t.apply(TableAction::Play(action));
            assert_eq!(t.refusal, None);
        }
        assert_eq!(t.curtain(), Some(Seat(1)));
        assert_eq!(t.viewer(), None, "nothing private shows for Ana or Bia");
        assert!(t.news().count() > 0, "Bia is told what Ana did");
        t.apply(TableAction::Reveal);
        assert_eq!(t.viewer(), Some(Seat(1)));
        assert_eq!(t.news().count(), 0);
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
            CleopatraTable::from_save_json(&t.game.save().to_json(), t.colours.clone(), t.seen)
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
            CleopatraTable::from_save_json(&tampered.to_json(), t.colours.clone(), 0),
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
