//! Saves: the game's inputs (configuration, seed, actions) in the shared envelope, replayed
//! through [`Pyramids::apply`] on load by [`tabletop::save`]. Actions carry no seat: each applies
//! to the first seat the position asks.

use tabletop::{Recorded, Rules};

use crate::action::Action;
use crate::config::Config;
use crate::error::{ConfigError, Refusal};
use crate::event::Event;
use crate::game::Pyramids;

/// The save format this version writes.
pub const SAVE_FORMAT: u32 = 1;
/// The oldest save format this version reads.
pub const OLDEST_FORMAT: u32 = 1;
/// The game id saves carry.
pub const GAME_NAME: &str = Pyramids::GAME;

impl Recorded for Pyramids {
    const SAVE_FORMAT: u32 = SAVE_FORMAT;
    const OLDEST_FORMAT: u32 = OLDEST_FORMAT;
    const GAME_OVER: Refusal = Refusal::GameOver;

    fn deal_logged(config: Config, seed: u64) -> Result<(Pyramids, Vec<Event>), ConfigError> {
        Pyramids::new_logged(config, seed)
    }
}

/// A saved game.
///
/// Secret choices are recorded in the order the game asks them (the first seat of
/// [`Deciders::Secretly`](tabletop::Deciders::Secretly)), so replay applies each action to
/// the first seat that must decide.
///
/// ```json
/// { "format": 1, "game": "pyramids",
///   "config": { "players": ["Ana", "Bruno"] },
///   "seed": 7,
///   "actions": [ { "type": "keep", "cards": [3, 17] }, { "type": "keep", "cards": [8, 40] },
///                { "type": "single", "card": 3, "cell": 0 } ] }
/// ```
pub type Save = tabletop::save::Save<Pyramids>;

/// Why a save could not be loaded.
pub type LoadError = tabletop::save::LoadError<ConfigError, Action, Refusal>;

tabletop::save_functions!(Pyramids);
