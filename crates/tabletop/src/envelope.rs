//! The save envelope every game writes: format, game id, configuration, seed, optional start
//! position and the actions. Loading replays the actions through the rules, which check each one.

use std::fmt::{self, Debug};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The first fields of any save, read to tell which game it is before reading the rest.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Header {
    /// The save format of that game.
    pub format: u32,
    /// The game's id.
    pub game: String,
}

impl Header {
    /// Reads the header of a save's text, ignoring the rest.
    ///
    /// # Errors
    ///
    /// [`EnvelopeError::Json`] when the text is not JSON with a `format` and a `game`.
    pub fn read(text: &str) -> Result<Header, EnvelopeError> {
        serde_json::from_str(text).map_err(|e| EnvelopeError::Json(e.to_string()))
    }
}

/// A game's record: its inputs. `C` is the configuration, `A` an action and `S` a raw start
/// position for puzzles and tests (a game without one uses `()` and never writes it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Envelope<C, A, S = ()> {
    /// Save format version.
    pub format: u32,
    /// Which game.
    pub game: String,
    /// The configuration.
    pub config: C,
    /// The seed.
    pub seed: u64,
    /// The position the game began from, when it was not a fresh deal.
    #[serde(default = "none", skip_serializing_if = "Option::is_none")]
    pub start: Option<S>,
    /// Every action, in order.
    pub actions: Vec<A>,
}

fn none<S>() -> Option<S> {
    None
}

/// Why a save's envelope cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EnvelopeError {
    /// Not valid save JSON (the parser's message, for a bug report).
    Json(String),
    /// A save of another game.
    OtherGame(String),
    /// A format this version does not read (newer, or unknown).
    Format(u32),
}

impl fmt::Display for EnvelopeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EnvelopeError::Json(e) => write!(f, "the save cannot be read: {e}"),
            EnvelopeError::OtherGame(g) => write!(f, "this is a save of another game, \"{g}\""),
            EnvelopeError::Format(v) => write!(
                f,
                "this save has format {v}, which this version does not read (it may come from a \
                 newer version)"
            ),
        }
    }
}

impl std::error::Error for EnvelopeError {}

impl<C, A, S> Envelope<C, A, S>
where
    C: Serialize + DeserializeOwned,
    A: Serialize + DeserializeOwned,
    S: Serialize + DeserializeOwned,
{
    /// Reads a save of game `game` in a format from `oldest` to `newest`, checking the header
    /// first so a foreign or newer save is named as such rather than as broken JSON.
    ///
    /// # Errors
    ///
    /// [`EnvelopeError::Json`] when the header or the rest is not save JSON of these types,
    /// [`EnvelopeError::OtherGame`] when the save is of another game, and
    /// [`EnvelopeError::Format`] when its format is outside `oldest..=newest`.
    pub fn read(
        text: &str,
        game: &str,
        oldest: u32,
        newest: u32,
    ) -> Result<Envelope<C, A, S>, EnvelopeError> {
        let header = Header::read(text)?;
        if header.game != game {
            return Err(EnvelopeError::OtherGame(header.game));
        }
        if !(oldest..=newest).contains(&header.format) {
            return Err(EnvelopeError::Format(header.format));
        }
        serde_json::from_str(text).map_err(|e| EnvelopeError::Json(e.to_string()))
    }

    /// The save as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a save always serializes")
    }
}
