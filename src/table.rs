//! A game at the table: the rules core's [`Game`], the seats' colours, the log, and who holds the
//! device. No Yew here, so it tests natively. The table never decides a rule: it hands actions to
//! the core and keeps what the core answers.

use cleopatra::{Action, Config, Event, Game, LoadError, RuleError, Save, Seat, UndoError, View};

use crate::setup::PlayerColour;

/// A game in progress on one device.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    /// The game.
    pub game: Game,
    /// Each seat's colour.
    pub colours: Vec<PlayerColour>,
    /// Every event so far, unredacted; shown only through [`Event::for_viewer`].
    pub log: Vec<Event>,
    /// Length of the log before each action of the game's history, so an undo drops its lines.
    pub marks: Vec<usize>,
    /// Counts the changes of the game itself (actions played or undone): what autosave follows.
    /// Lowering or raising the curtain is not one, so only looking at a game never saves it.
    pub changes: u64,
    /// The seat that lowered the curtain and holds the device; `None` while the curtain is up.
    pub holder: Option<Seat>,
    /// Length of the log when the curtain last came down: what happened since is news for the
    /// next player.
    pub seen: usize,
    /// The last refused action's reason (the game is unchanged).
    pub refusal: Option<RuleError>,
    /// The last refused undo's reason.
    pub undo_refusal: Option<UndoError>,
}

/// Everything that changes a [`Table`].
#[derive(Debug, Clone, PartialEq)]
pub enum TableAction {
    /// The deciding seat plays an action.
    Play(Action),
    /// The player the device was passed to lowers the curtain.
    Reveal,
    /// The holder raises the curtain by hand (leaving the device).
    Hide,
    /// The deciding player takes back their last decision, if the core allows it.
    Undo,
}

impl Table {
    /// A new game for `names` in their colours, with `seed` and an optional start seat.
    pub fn new(
        names: Vec<String>,
        colours: Vec<PlayerColour>,
        start: Option<usize>,
        seed: u64,
    ) -> Result<Table, cleopatra::ConfigError> {
        let mut config = Config {
            players: names,
            ..Config::default()
        };
        config.fixed.start_player = start.map(|s| s as u8);
        let game = Game::new(config, seed)?;
        Ok(Table::around(game, colours))
    }

    fn around(game: Game, colours: Vec<PlayerColour>) -> Table {
        Table {
            game,
            colours,
            log: Vec::new(),
            marks: Vec::new(),
            changes: 0,
            holder: None,
            seen: 0,
            refusal: None,
            undo_refusal: None,
        }
    }

    /// The table of a saved game: every action replayed through the core, which refuses the first
    /// illegal one with its number and reason. The curtain is up.
    pub fn from_save(
        save: &Save,
        colours: Vec<PlayerColour>,
        seen: usize,
    ) -> Result<Table, LoadError> {
        let (mut log, mut marks) = (Vec::new(), Vec::new());
        let game = save.replay_each(|events| {
            marks.push(log.len());
            log.extend_from_slice(events);
        })?;
        let seen = seen.min(log.len());
        Ok(Table {
            log,
            marks,
            seen,
            ..Table::around(game, colours)
        })
    }

    /// Applies one table action. A refused game action is kept as [`Table::refusal`] and changes
    /// nothing else.
    pub fn apply(&mut self, action: TableAction) {
        self.undo_refusal = None;
        match action {
            TableAction::Play(action) => match self.game.apply(action) {
                Ok(events) => {
                    self.marks.push(self.log.len());
                    self.log.extend(events);
                    self.refusal = None;
                    self.changes += 1;
                }
                Err(e) => self.refusal = Some(e),
            },
            TableAction::Undo => match self.game.undo() {
                Ok(before) => {
                    self.game = before;
                    let mark = self.marks.pop().unwrap_or(0);
                    self.log.truncate(mark);
                    self.seen = self.seen.min(mark);
                    self.refusal = None;
                    self.changes += 1;
                }
                Err(e) => self.undo_refusal = Some(e),
            },
            TableAction::Reveal => {
                self.holder = self.game.to_act();
                self.seen = self.log.len();
                self.refusal = None;
            }
            TableAction::Hide => self.holder = None,
        }
    }

    /// The seat whose turn the curtain waits for, if it is up: whenever the deciding seat is not
    /// the one holding the device. Once the game is over everything is public and no curtain falls.
    pub fn curtain(&self) -> Option<Seat> {
        match self.game.to_act() {
            Some(seat) if self.holder != Some(seat) => Some(seat),
            _ => None,
        }
    }

    /// Who the screen shows private things for: the holder, and nobody while the curtain is up.
    pub fn viewer(&self) -> Option<Seat> {
        if self.curtain().is_some() {
            None
        } else {
            self.holder
        }
    }

    /// What the screen may show now.
    pub fn view(&self) -> View {
        self.game.view(self.viewer())
    }

    /// The log as the viewer may see it.
    pub fn visible_log(&self) -> impl Iterator<Item = Event> + '_ {
        let viewer = self.viewer();
        self.log.iter().map(move |e| e.for_viewer(viewer))
    }

    /// Public news since the curtain last came down, for the curtain itself.
    pub fn news(&self) -> impl Iterator<Item = Event> + '_ {
        self.log[self.seen.min(self.log.len())..]
            .iter()
            .map(|e| e.for_viewer(None))
    }

    /// The players' names.
    pub fn names(&self) -> &[String] {
        &self.game.config().players
    }

    /// Whether the deciding player may undo now, or why not.
    pub fn can_undo(&self) -> Result<(), UndoError> {
        self.game.undo().map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> Table {
        Table::new(
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
        let back = Table::from_save(&t.game.save(), t.colours.clone(), t.seen).unwrap();
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
            Table::from_save(&tampered, t.colours.clone(), 0),
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
