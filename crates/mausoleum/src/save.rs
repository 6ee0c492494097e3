//! Saves: the game's inputs (configuration, seed, actions) in the shared envelope, replayed
//! through [`Mausoleum::apply`] on load. Actions carry no seat: the position knows who decides.

use std::fmt;

use tabletop::{Envelope, EnvelopeError};

use crate::action::Action;
use crate::config::Config;
use crate::error::{ConfigError, Refusal};
use crate::event::Event;
use crate::game::Mausoleum;

/// The save format this version writes and reads.
pub const SAVE_FORMAT: u32 = 1;
/// The oldest save format this version reads.
pub const OLDEST_FORMAT: u32 = 1;
/// The game id saves carry.
pub const GAME_NAME: &str = "mausoleum";

/// A saved game.
///
/// ```json
/// { "format": 1, "game": "mausoleum",
///   "config": { "players": ["Ana", "Bruno"], "reactFromHand": true },
///   "seed": 7,
///   "actions": [ { "type": "play", "card": "base" }, { "type": "theft", "target": 0 },
///                { "type": "pass" } ] }
/// ```
pub type Save = Envelope<Config, Action>;

/// Why a save could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// Not valid JSON, a save of another game, or a format this version does not read.
    Envelope(EnvelopeError),
    /// The configuration cannot make a game.
    Config(ConfigError),
    /// Action `number` (1-based) was refused.
    Action {
        /// 1-based position in the action list.
        number: usize,
        /// The action.
        action: Action,
        /// Why.
        refusal: Refusal,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Envelope(e) => write!(f, "{e}"),
            LoadError::Config(e) => write!(f, "config: {e}"),
            LoadError::Action {
                number,
                action,
                refusal,
            } => write!(f, "action {number} ({action}): {refusal}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// A save of a game from `config` and `seed` with these actions.
pub fn new_save(config: Config, seed: u64, actions: Vec<Action>) -> Save {
    Envelope {
        format: SAVE_FORMAT,
        game: GAME_NAME.into(),
        config,
        seed,
        start: None,
        actions,
    }
}

/// Reads a save's text (checking its game and format), without replaying it.
pub fn read_save(text: &str) -> Result<Save, LoadError> {
    Envelope::read(text, GAME_NAME, OLDEST_FORMAT, SAVE_FORMAT).map_err(LoadError::Envelope)
}

/// Replays a save's actions, checking each; hands each action's events to `events`.
pub fn replay_each(save: &Save, mut events: impl FnMut(&[Event])) -> Result<Mausoleum, LoadError> {
    let (mut game, first) =
        Mausoleum::new_logged(save.config.clone(), save.seed).map_err(LoadError::Config)?;
    events(&first);
    for (i, action) in save.actions.iter().enumerate() {
        let refuse = |refusal| LoadError::Action {
            number: i + 1,
            action: *action,
            refusal,
        };
        let seat = game.to_move().ok_or_else(|| refuse(Refusal::GameOver))?;
        let happened = game.apply(seat, action).map_err(refuse)?;
        events(&happened);
    }
    Ok(game)
}

/// Replays a save's actions, checking each.
pub fn replay(save: &Save) -> Result<Mausoleum, LoadError> {
    replay_each(save, |_| {})
}

/// Reads and replays a save.
pub fn load(text: &str) -> Result<Mausoleum, LoadError> {
    replay(&read_save(text)?)
}
