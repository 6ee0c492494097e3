//! Saves: the game's inputs (configuration, seed, actions) in the shared envelope, replayed
//! through [`Mausoleum::apply`] on load by [`tabletop::save`]. Actions carry no seat: the
//! position knows who decides.

use tabletop::{Recorded, Rules};

use crate::action::Action;
use crate::config::Config;
use crate::error::{ConfigError, Refusal};
use crate::event::Event;
use crate::game::Mausoleum;

/// The save format this version writes.
pub const SAVE_FORMAT: u32 = 1;
/// The oldest save format this version reads.
pub const OLDEST_FORMAT: u32 = 1;
/// The game id saves carry.
pub const GAME_NAME: &str = Mausoleum::GAME;

impl Recorded for Mausoleum {
    const SAVE_FORMAT: u32 = SAVE_FORMAT;
    const OLDEST_FORMAT: u32 = OLDEST_FORMAT;
    const GAME_OVER: Refusal = Refusal::GameOver;

    fn deal_logged(config: Config, seed: u64) -> Result<(Mausoleum, Vec<Event>), ConfigError> {
        Mausoleum::new_logged(config, seed)
    }
}

/// A saved game.
///
/// ```json
/// { "format": 1, "game": "mausoleum",
///   "config": { "players": ["Ana", "Bruno"], "reactFromHand": true },
///   "seed": 7,
///   "actions": [ { "type": "play", "card": "base" }, { "type": "theft", "target": 0 },
///                { "type": "pass" } ] }
/// ```
pub type Save = tabletop::save::Save<Mausoleum>;

/// Why a save could not be loaded.
pub type LoadError = tabletop::save::LoadError<ConfigError, Action, Refusal>;

tabletop::save_functions!(Mausoleum);
