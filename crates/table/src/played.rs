//! The record of any [`tabletop::Rules`] position at the table, with the undo every such game
//! shares: [`Played`].

use std::fmt;

use tabletop::{Envelope, EnvelopeError, Recorded, Rules, Seat};

use crate::{Summary, Table, TableGame};

/// A game of [`Rules`] and saves ([`Recorded`]) on the shelf: what it adds to sit at the table
/// through [`Played`]. Each game implements it on a type of its own (the rules stay unaware of
/// the table).
pub trait Shelved: Clone + PartialEq + fmt::Debug + 'static {
    /// The game's rules.
    type Rules: Recorded
        + Rules<
            Config: 'static,
            ConfigError: fmt::Display + 'static,
            Action: 'static,
            Event: 'static,
            Refusal: fmt::Display + 'static,
            View: 'static,
        > + 'static;
    /// The players' names in a configuration.
    fn names(config: &Config<Self>) -> &[String];
    /// What a list of saved games shows for a table of this game.
    fn summary(table: &Table<Played<Self>>) -> Summary;
    /// Whether a decision with these events showed the table something new (a card drawn, a
    /// round card turned), which an undo cannot hide again.
    fn reveals(events: &[Event<Self>]) -> bool;
}

/// The rules of shelved game `G`.
pub type RulesOf<G> = <G as Shelved>::Rules;
/// A configuration of `G`.
pub type Config<G> = <RulesOf<G> as Rules>::Config;
/// A decision of `G`.
pub type Action<G> = <RulesOf<G> as Rules>::Action;
/// A log event of `G`.
pub type Event<G> = <RulesOf<G> as Rules>::Event;
/// Why `G`'s rules refuse a decision.
pub type Refusal<G> = <RulesOf<G> as Rules>::Refusal;

/// A game's record on the table: its position and the save it replays from.
#[derive(Debug, Clone, PartialEq)]
pub struct Played<G: Shelved> {
    /// The position now.
    pub position: G::Rules,
    /// The record: configuration, seed and every action so far.
    pub save: Envelope<Config<G>, Action<G>>,
    /// What the deal showed, before any decision.
    pub opening: Vec<Event<G>>,
    /// How many decisions an undo may not take back: the ones before the last undo, so an undo
    /// takes back one decision, never a chain of them.
    pub floor: usize,
}

/// Why a decision cannot be taken back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UndoRefusal {
    /// No decision was taken yet.
    Nothing,
    /// The last decision showed something new.
    Revealed,
    /// Only the decision just made can be taken back, once (not one from before an undo or a
    /// reload).
    Once,
    /// The game is over.
    Over,
    /// The last decision was another player's, who has handed the device on: only they could
    /// take it back, while they held it.
    NotYours,
}

impl fmt::Display for UndoRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            UndoRefusal::Nothing => "there is nothing to take back",
            UndoRefusal::Revealed => "the last decision showed something new",
            UndoRefusal::Once => "only the decision just made can be taken back, once",
            UndoRefusal::Over => "the game is over",
            UndoRefusal::NotYours => "the last decision was another player's",
        })
    }
}

/// Why a save of a [`Played`] game does not open.
#[derive(Debug, Clone, PartialEq)]
pub enum PlayedLoadError<G: Shelved> {
    /// The envelope is unreadable, foreign or too new.
    Envelope(EnvelopeError),
    /// The configuration makes no game.
    Config(<G::Rules as Rules>::ConfigError),
    /// Decision `number` (from 1) is refused.
    Action {
        /// Its number, from 1.
        number: usize,
        /// Why.
        refusal: Refusal<G>,
    },
}

impl<G: Shelved> fmt::Display for PlayedLoadError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayedLoadError::Envelope(e) => write!(f, "{e}"),
            PlayedLoadError::Config(e) => write!(f, "the settings make no game: {e}"),
            PlayedLoadError::Action { number, refusal } => {
                write!(f, "decision {number} is refused: {refusal}")
            }
        }
    }
}

impl<G: Shelved> Played<G> {
    /// A new game dealt from `seed`.
    pub fn new(
        config: Config<G>,
        seed: u64,
    ) -> Result<Played<G>, <G::Rules as Rules>::ConfigError> {
        let (position, opening) = G::Rules::deal_logged(config.clone(), seed)?;
        Ok(Played {
            position,
            opening,
            floor: 0,
            save: tabletop::save::new_save::<G::Rules>(config, seed, Vec::new()),
        })
    }

    /// Replays a save, refusing the first illegal decision with its number.
    pub fn replay(
        save: Envelope<Config<G>, Action<G>>,
        each: &mut dyn FnMut(&[Event<G>]),
    ) -> Result<Played<G>, PlayedLoadError<G>> {
        let mut played =
            Played::new(save.config.clone(), save.seed).map_err(PlayedLoadError::Config)?;
        for (i, action) in save.actions.into_iter().enumerate() {
            let events = played
                .play_action(action)
                .map_err(|refusal| PlayedLoadError::Action {
                    number: i + 1,
                    refusal,
                })?;
            each(&events);
        }
        Ok(played)
    }

    /// The seat the table asks now; a finished game asks nobody, and the rules refuse any seat
    /// then, with their own reason.
    pub fn decider(&self) -> Seat {
        self.position.deciders().first().unwrap_or(Seat(0))
    }

    fn play_action(&mut self, action: Action<G>) -> Result<Vec<Event<G>>, Refusal<G>> {
        let events = self.position.apply(self.decider(), &action)?;
        self.save.actions.push(action);
        Ok(events)
    }
}

impl<G: Shelved> TableGame for Played<G> {
    const GAME: &'static str = G::Rules::GAME;
    type Action = Action<G>;
    type Event = Event<G>;
    type Refusal = Refusal<G>;
    type UndoRefusal = UndoRefusal;
    type View = <G::Rules as Rules>::View;
    type LoadError = PlayedLoadError<G>;

    fn to_act(&self) -> Option<Seat> {
        self.position.deciders().first()
    }

    fn play(&mut self, action: Action<G>) -> Result<Vec<Event<G>>, Refusal<G>> {
        self.play_action(action)
    }

    /// The last decision is taken back unless it showed something new, ended the game, or an undo
    /// just took back the one before. Every seat sees the same table, so any player may take back
    /// the last decision (a misplaced stone), but not walk the game back through several players.
    fn undo(&self) -> Result<Played<G>, UndoRefusal> {
        self.take_back(1)
    }

    fn take_back(&self, count: usize) -> Result<Played<G>, UndoRefusal> {
        if self.position.outcome().is_some() {
            return Err(UndoRefusal::Over);
        }
        let len = self.save.actions.len();
        if count == 0 || count > len {
            return Err(UndoRefusal::Nothing);
        }
        if self.floor > 0 && len - count < self.floor {
            return Err(UndoRefusal::Once);
        }
        let (earlier, dropped) = self.save.actions.split_at(len - count);
        let save = Envelope {
            actions: earlier.to_vec(),
            ..self.save.clone()
        };
        let mut before = Played::replay(save, &mut |_| {}).map_err(|_| UndoRefusal::Nothing)?;
        before.floor = before.save.actions.len();
        let mut again = before.clone();
        for action in dropped {
            let events = again
                .play_action(action.clone())
                .map_err(|_| UndoRefusal::Nothing)?;
            if G::reveals(&events) {
                return Err(UndoRefusal::Revealed);
            }
        }
        Ok(before)
    }

    fn seed(&self) -> u64 {
        self.save.seed
    }

    fn undo_floor_refusal() -> UndoRefusal {
        UndoRefusal::Once
    }

    fn not_yours_refusal() -> UndoRefusal {
        UndoRefusal::NotYours
    }

    fn view(&self, viewer: Option<Seat>) -> <G::Rules as Rules>::View {
        self.position.view(viewer)
    }

    fn redact(event: &Event<G>, viewer: Option<Seat>) -> Event<G> {
        G::Rules::redact(event, viewer)
    }

    fn has_secrets(&self, seat: Seat) -> bool {
        self.position.has_secrets(seat)
    }

    fn names(&self) -> &[String] {
        G::names(&self.save.config)
    }

    fn decisions(&self) -> usize {
        self.save.actions.len()
    }

    fn opening(&self) -> &[Event<G>] {
        &self.opening
    }

    fn is_over(&self) -> bool {
        self.position.outcome().is_some()
    }

    fn save_json(&self) -> String {
        self.save.to_json()
    }

    /// The game's summary, with the seats' final scores from the rules' outcome.
    fn summary(table: &Table<Self>) -> Summary {
        let mut summary = G::summary(table);
        if summary.scores.is_empty() {
            if let Some(outcome) = table.game.position.outcome() {
                summary.scores = crate::Scores::new(outcome.scores.0.iter().map(|&s| Some(s)));
            }
        }
        summary
    }

    fn replay_json(
        text: &str,
        each: &mut dyn FnMut(&[Event<G>]),
    ) -> Result<Played<G>, PlayedLoadError<G>> {
        let save = Envelope::read(
            text,
            G::Rules::GAME,
            G::Rules::OLDEST_FORMAT,
            G::Rules::SAVE_FORMAT,
        )
        .map_err(PlayedLoadError::Envelope)?;
        // A game opened from its save takes back nothing made before: reloading never walks a
        // game back.
        let mut played = Played::replay(save, each)?;
        played.floor = played.save.actions.len();
        Ok(played)
    }
}
