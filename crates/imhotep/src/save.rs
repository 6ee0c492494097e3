//! Saves: the game's inputs (configuration, seed, actions) in the shared envelope, replayed
//! through [`Imhotep::apply`] on load by [`tabletop::save`]. Actions carry no seat: the position
//! knows who decides.

use tabletop::{Recorded, Rules};

use crate::action::Action;
use crate::config::Config;
use crate::error::ConfigError;
use crate::event::Event;
use crate::game::Imhotep;
use crate::refusal::Refusal;

/// The save format this version writes.
pub const SAVE_FORMAT: u32 = 1;
/// The oldest save format this version reads.
pub const OLDEST_FORMAT: u32 = 1;
/// The game id saves carry.
pub const GAME_NAME: &str = Imhotep::GAME;

impl Recorded for Imhotep {
    const SAVE_FORMAT: u32 = SAVE_FORMAT;
    const OLDEST_FORMAT: u32 = OLDEST_FORMAT;
    const GAME_OVER: Refusal = Refusal::GameOver;

    fn deal_logged(config: Config, seed: u64) -> Result<(Imhotep, Vec<Event>), ConfigError> {
        Imhotep::new_logged(config, seed)
    }
}

/// A saved game.
///
/// ```json
/// { "format": 1, "game": "imhotep",
///   "config": { "players": ["Ana", "Bruno"], "sides": { "market": "B" } },
///   "seed": 7,
///   "actions": [ { "type": "takeStones" }, { "type": "placeStone", "ship": 0, "slot": 1 },
///                { "type": "sail", "ship": 0, "site": "temple" } ] }
/// ```
pub type Save = tabletop::save::Save<Imhotep>;

/// Why a save could not be loaded.
pub type LoadError = tabletop::save::LoadError<ConfigError, Action, Refusal>;

tabletop::save_functions!(Imhotep);
