//! Game configuration: the players and every value the rules spec marks [U] (its §10), each with
//! the spec's default, and constants for the numbers the rules state.
//!
//! Serialized as camelCase JSON; every field has a default, so `{"players": ["Ana", "Bruno"]}` is a
//! whole configuration. Unknown keys are refused, so a misspelt house rule is never ignored.

use serde::{Deserialize, Serialize};

use crate::error::ConfigError;
use crate::pattern::Pattern;

/// The most players (the spec's 2–4; one player is the solo mode).
pub const MAX_PLAYERS: usize = 4;
/// Rounds in a game.
pub const ROUNDS: u8 = 4;
/// Expedition cards revealed per round; the 8th stays face down.
pub const REVEALS_PER_ROUND: u8 = 7;
/// Expedition cards in the deck.
pub const EXPEDITION_CARDS: usize = 8;
/// Pyramid cards dealt to each player at setup.
pub const DEALT: usize = 4;
/// Pyramid cards each player keeps at setup (and holds in play).
pub const KEPT: usize = 2;
/// Cards in the display.
pub const DISPLAY: usize = 4;
/// Pyramid points per colour, highest first, shared by all players.
pub const PYRAMID_POINTS: [u8; 3] = [10, 6, 3];
/// The most boxes of each gem colour.
pub const GEM_CAP: u8 = 10;
/// The most skull boxes.
pub const SKULL_CAP: u8 = 10;
/// Points per completed card.
pub const CARD_POINTS: i32 = 10;
/// Points per marked torch box.
pub const TORCH_POINTS: i32 = 5;
/// Points per red-and-green gem pair.
pub const PAIR_POINTS: i32 = 5;

/// The spec's default expedition deck: which patterns have a second copy is unknown.
pub const DEFAULT_EXPEDITION_DECK: [Pattern; EXPEDITION_CARDS] = [
    Pattern::I2,
    Pattern::I2,
    Pattern::I3,
    Pattern::L3,
    Pattern::L3,
    Pattern::I4,
    Pattern::L4,
    Pattern::O4,
];

/// The default skull boxes' penalties, in filling order.
pub const DEFAULT_SKULL_VALUES: [i8; SKULL_CAP as usize] =
    [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10];

/// Which pyramid cards the game uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CardData {
    /// The 48 cards of the §9 generator (`data/pyramid_cards.json`), standing in for the printed
    /// layouts, which no text source gives.
    #[default]
    Generated,
}

/// Everything that makes a game before its seed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Config {
    /// The players' names in seat order: 1 (solo) to 4.
    pub players: Vec<String>,
    /// The 8 expedition cards (`EXPEDITION_DECK`, [U] copies).
    pub expedition_deck: [Pattern; EXPEDITION_CARDS],
    /// Each skull box's penalty in filling order (`SKULL_VALUES`, [U]); must not rise, so the
    /// boxes fill in order of worsening penalty and a potion wipes the worst ones.
    pub skull_values: [i8; SKULL_CAP as usize],
    /// The pyramid card layouts (`CARD_DATA`, [U]).
    pub card_data: CardData,
}

impl Default for Config {
    fn default() -> Config {
        Config::with_players(2)
    }
}

impl Config {
    /// The spec's defaults for `n` players named "Player 1" and so on.
    pub fn with_players(n: usize) -> Config {
        Config {
            players: (1..=n).map(|i| format!("Player {i}")).collect(),
            expedition_deck: DEFAULT_EXPEDITION_DECK,
            skull_values: DEFAULT_SKULL_VALUES,
            card_data: CardData::Generated,
        }
    }

    /// Checks the configuration can make a game.
    ///
    /// # Errors
    ///
    /// [`ConfigError::PlayerCount`] for a player count outside 1 to 4, and
    /// [`ConfigError::SkullValues`] when the skull values rise somewhere or the first is positive.
    pub fn check(&self) -> Result<(), ConfigError> {
        let n = self.players.len();
        if !(1..=MAX_PLAYERS).contains(&n) {
            return Err(ConfigError::PlayerCount(n));
        }
        if self.skull_values.windows(2).any(|w| w[1] > w[0]) || self.skull_values[0] > 0 {
            return Err(ConfigError::SkullValues);
        }
        Ok(())
    }
}
