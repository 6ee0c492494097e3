//! A game at the table: the rules core's [`Game`], the seats' colours, the log, and who holds the
//! device. No Yew here, so it tests natively. The table never decides a rule: it hands actions to
//! the core and keeps what the core answers.

use cleopatra::{Action, Config, Event, Game, RuleError, Seat, View};

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
    /// The seat that lowered the curtain and holds the device; `None` while the curtain is up.
    pub holder: Option<Seat>,
    /// Length of the log when the curtain last came down: what happened since is news for the
    /// next player.
    pub seen: usize,
    /// The last refused action's reason (the game is unchanged).
    pub refusal: Option<RuleError>,
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
        Ok(Table {
            game,
            colours,
            log: Vec::new(),
            holder: None,
            seen: 0,
            refusal: None,
        })
    }

    /// Applies one table action. A refused game action is kept as [`Table::refusal`] and changes
    /// nothing else.
    pub fn apply(&mut self, action: TableAction) {
        match action {
            TableAction::Play(action) => match self.game.apply(action) {
                Ok(events) => {
                    self.log.extend(events);
                    self.refusal = None;
                }
                Err(e) => self.refusal = Some(e),
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
