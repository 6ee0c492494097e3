//! Saves: the inputs of a game, replayed through [`Game::apply`] on load.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::config::Config;
use crate::error::{ConfigError, RuleError};
use crate::event::Event;
use crate::game::Game;
use crate::position::{Position, Setup};

/// The save format this version writes and reads (and every older one, from [`OLDEST_FORMAT`]).
pub const SAVE_FORMAT: u32 = 2;

/// The oldest format this version reads. Format 2 changed only how garden areas (square names such
/// as "d4 e4" rather than a number a JSON reader may round) and the sanctuary reading (`sanctuaries`
/// rather than the flag `sanctuaryOnlyNewComponents`) are written, and the reader takes both forms,
/// so format 1 reads as it stands. A future format whose JSON must be rewritten migrates it here,
/// step by step, keeping every golden save of `tests/data/saves/` loading; a save needing no rewrite
/// is read straight from its text, never through a `serde_json::Value` (its numbers stop at 64 bits).
pub const OLDEST_FORMAT: u32 = 1;

/// The game name saves carry, so an app with several games can tell them apart.
pub const GAME_NAME: &str = "cleopatra";

/// A saved game: its inputs. Loading replays and validates every action.
///
/// # JSON schema (format 2)
///
/// ```json
/// {
///   "format": 2,
///   "game": "cleopatra",
///   "config": { "players": ["Ana", "Bruno"], "handLimit": 10, ... },
///   "seed": 12345,
///   "actions": [
///     { "type": "activateSobek", "tile": "Vizier" },
///     { "type": "takeStall", "stall": 0 },
///     { "type": "refillStall", "card": 0, "stall": 2 },
///     { "type": "build", "piece": { "piece": "sphinx", "row": "Left" },
///       "payment": { "cards": [0,2,0,0,1,0,0,0,0,0], "credit": [0,0,0,0], "merchant": false, "foreman": false } },
///     { "type": "endQuarryVisit" }
///   ]
/// }
/// ```
///
/// `config` is a [`Config`] (missing keys take their defaults). `payment.cards` counts cards per kind in
/// the order wood, stone, marble, lapis, artisan, tainted wood, tainted stone, tainted marble,
/// tainted lapis, cave; `credit` counts spare tainted units per resource. Other action types:
/// `endTurn`, `pass`, `claimSanctuary {sanctuary}`, `declineSanctuary`, `discardDown {cards}`,
/// `keepAllCards`, `offer {scarabs}`; with the mini-expansions (`config.expansions`) also
/// `buildStatue {sanctuary, payment}`, `chooseCultCard {card}`, `drawWhim`, `playArchitect
/// {architect}`, `takeStalls {first, second}` and `chooseArchitect {architect}`, and a payment may
/// hold `artisanWhim` / `resourceWhim` (a kept bonus tile spent) and an eleventh card count
/// (Bastet, never paid). A puzzle or tutorial save also holds `"start"`, the raw
/// [`Setup`] it began from (then `config` and `seed` must equal the start's), where garden areas are
/// square names (`"d4 e4 e5"`, see [`Area`](crate::Area)). Mosaic pieces are `{ "piece": "mosaic", "placement":
/// { "orientation": 0-7, "x": 0-8, "y": 0-8 } }`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Save {
    /// Save format version.
    pub format: u32,
    /// Which game ("cleopatra").
    pub game: String,
    /// The configuration.
    pub config: Config,
    /// The seed.
    pub seed: u64,
    /// For puzzles and tutorials: the position the game started from instead of a fresh deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Setup>,
    /// Every action, in order.
    pub actions: Vec<Action>,
}

/// Why a save could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// Not valid save JSON (the parser's message, for a bug report).
    Json(String),
    /// Written by a newer version (or an unknown format).
    Format(u32),
    /// A save of another game.
    OtherGame(String),
    /// A puzzle save whose start position's configuration or seed differs from the save's own.
    StartDiffers,
    /// The configuration cannot make a game.
    Config(ConfigError),
    /// A puzzle's save, read where only games dealt from their seed are ([`Save::dealt_from_json`]):
    /// the app's pages and its computer opponents.
    StartPosition,
    /// Action number `number` (1-based) was refused.
    Action {
        /// 1-based position in the action list.
        number: usize,
        /// The action.
        action: Action,
        /// Why.
        error: RuleError,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Json(e) => write!(f, "not a Cleopatra save file: {e}"),
            LoadError::Format(v) => write!(
                f,
                "this save has format {v}, and this version reads format {SAVE_FORMAT}: it may come from a newer version"
            ),
            LoadError::OtherGame(g) => write!(f, "this is a save of \"{g}\", not of Cleopatra"),
            LoadError::StartDiffers => {
                f.write_str("the start position's settings differ from the save's")
            }
            LoadError::Config(e) => write!(f, "the save's settings are unusable: {e}"),
            LoadError::StartPosition => {
                f.write_str("this save begins from a puzzle's position, which only the rules' tools read")
            }
            LoadError::Action { number, action, error } => {
                write!(f, "action {number} ({action}) is not legal: {error}")
            }
        }
    }
}

impl std::error::Error for LoadError {}

impl Save {
    /// Parses save JSON and checks its format and game (not its actions: see [`Save::replay`]).
    /// Saves of an older format (from [`OLDEST_FORMAT`]) come back in the current one.
    ///
    /// # Errors
    ///
    /// [`LoadError::Json`] when the text is not save JSON, [`LoadError::OtherGame`] for a save of
    /// another game, and [`LoadError::Format`] for a format outside [`OLDEST_FORMAT`] to
    /// [`SAVE_FORMAT`].
    pub fn from_json(text: &str) -> Result<Save, LoadError> {
        let (mut save, start) = Inputs::<Setup>::read(text)?.into_save();
        save.start = start;
        Ok(save)
    }

    /// Parses save JSON as [`Save::from_json`] does, for a game dealt from its seed: a page that
    /// never begins from a puzzle's position reads saves this way, without the reader of one
    /// (a tenth of what Cleopatra's rules cost a page or a worker).
    ///
    /// # Errors
    ///
    /// Those of [`Save::from_json`]; [`LoadError::StartPosition`] for a puzzle's save (one with
    /// `"start"`), which only [`Save::from_json`] reads.
    pub fn dealt_from_json(text: &str) -> Result<Save, LoadError> {
        match Inputs::<serde::de::IgnoredAny>::read(text)?.into_save() {
            (_, Some(_)) => Err(LoadError::StartPosition),
            (save, None) => Ok(save),
        }
    }

    /// The save as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("saves always serialize")
    }

    /// Replays every action, validating each; the first refused one is reported.
    ///
    /// # Errors
    ///
    /// [`LoadError::StartDiffers`] when a puzzle's start position has another configuration or seed
    /// than the save; [`LoadError::Config`] when the configuration (or the start position) cannot
    /// make a game; [`LoadError::Action`] with the first action (numbered from 1) that is refused.
    pub fn replay(&self) -> Result<Game, LoadError> {
        self.replay_each(|_| {})
    }

    /// Replays every action as [`Save::replay`] does, handing each action's events to `events`
    /// (a log rebuilt from a save).
    ///
    /// # Errors
    ///
    /// [`LoadError::StartDiffers`] when a puzzle's start position has another configuration or seed
    /// than the save; [`LoadError::Config`] when the configuration (or the start position) cannot
    /// make a game; [`LoadError::Action`] with the first action (numbered from 1) that is refused.
    pub fn replay_each(&self, mut events: impl FnMut(&[Event])) -> Result<Game, LoadError> {
        let mut game = match &self.start {
            Some(start) if start.config != self.config || start.seed != self.seed => {
                return Err(LoadError::StartDiffers)
            }
            Some(start) => Game::from_setup(start.clone()),
            None => Game::new(self.config.clone(), self.seed),
        }
        .map_err(LoadError::Config)?;
        for (i, &action) in self.actions.iter().enumerate() {
            let happened = game.apply(action).map_err(|error| LoadError::Action {
                number: i + 1,
                action,
                error,
            })?;
            events(&happened);
        }
        Ok(game)
    }

    /// Parses and replays.
    ///
    /// # Errors
    ///
    /// Those of [`Save::from_json`], then those of [`Save::replay`].
    pub fn load(text: &str) -> Result<Game, LoadError> {
        Save::from_json(text)?.replay()
    }

    /// The position a save reached, read as the computer opponents read it: every action checked
    /// as [`Save::load`] checks it, then played as the search plays (no events, no record;
    /// [`tabletop::Rules::apply_unchecked`]), into the same position. The worker that holds the
    /// computers reads saves this way because it costs a third of what [`Save::load`] does there:
    /// it never reads a puzzle's start position nor words an event.
    ///
    /// # Errors
    ///
    /// Those of [`Save::load`]; [`LoadError::StartPosition`] for a puzzle's save, as
    /// [`Save::dealt_from_json`].
    pub fn position(text: &str) -> Result<Position, LoadError> {
        use tabletop::Rules;
        let save = Save::dealt_from_json(text)?;
        let mut position = Position::deal(save.config, save.seed).map_err(LoadError::Config)?;
        for (i, action) in save.actions.into_iter().enumerate() {
            let seat = position.to_act().unwrap_or(position.active);
            position
                .check(seat, &action)
                .map_err(|error| LoadError::Action {
                    number: i + 1,
                    action,
                    error,
                })?;
            position.apply_unchecked(seat, &action);
        }
        Ok(position)
    }
}

/// A save's fields as they are read, its start position read as `S`: a [`Setup`], or only looked
/// for ([`serde::de::IgnoredAny`]) where puzzles are never played.
#[derive(Deserialize)]
struct Inputs<S> {
    game: String,
    config: Config,
    seed: u64,
    #[serde(default = "Option::default")]
    start: Option<S>,
    actions: Vec<Action>,
}

impl<S: for<'de> Deserialize<'de>> Inputs<S> {
    /// The header checked first (another game's save or a newer format is told as such, not as
    /// a structure it does not have), then the whole. A format from [`OLDEST_FORMAT`] reads as
    /// it stands.
    fn read(text: &str) -> Result<Inputs<S>, LoadError> {
        #[derive(Deserialize)]
        struct Header {
            format: u32,
            game: String,
        }
        let json = |e: serde_json::Error| LoadError::Json(e.to_string());
        let header: Header = serde_json::from_str(text).map_err(json)?;
        if header.game != GAME_NAME {
            return Err(LoadError::OtherGame(header.game));
        }
        if !(OLDEST_FORMAT..=SAVE_FORMAT).contains(&header.format) {
            return Err(LoadError::Format(header.format));
        }
        serde_json::from_str(text).map_err(json)
    }

    /// The save these inputs make, in the current format and dealt from its seed, and the start
    /// position read beside it.
    fn into_save(self) -> (Save, Option<S>) {
        let save = Save {
            format: SAVE_FORMAT,
            game: self.game,
            config: self.config,
            seed: self.seed,
            start: None,
            actions: self.actions,
        };
        (save, self.start)
    }
}

impl Game {
    /// The save of this game: its configuration, seed and actions.
    pub fn save(&self) -> Save {
        Save {
            format: SAVE_FORMAT,
            game: GAME_NAME.into(),
            config: self.config().clone(),
            seed: self.seed(),
            start: self.start().cloned(),
            actions: self.history().to_vec(),
        }
    }
}
