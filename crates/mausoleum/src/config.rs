//! Game configuration: the players, and every value the rules spec marks [U] (its §10), each with
//! the spec's default. Numbers the rule text states ([C]) are constants.
//!
//! Serialized as camelCase JSON; every field has a default, so `{"players": ["Ana", "Bruno"]}` is a
//! whole configuration. Unknown keys are refused, so a misspelt house rule is never ignored.

use serde::{Deserialize, Serialize};

use crate::error::ConfigError;

/// Cards dealt to each player at the start [C].
pub const START_HAND: usize = 5;
/// Cards drawn at the start of a turn [C].
pub const TURN_DRAW: usize = 1;
/// Extra cards Artemisia II draws [I: 3 this turn, 1 drawn already].
pub const ARTEMISIA_DRAW: usize = 2;
/// Points of each complete set [C].
pub const SET_POINTS: u32 = 8;
/// Points of a Mausolus with at least one complete set: one set counts double [C].
pub const MAUSOLUS_POINTS: u32 = SET_POINTS;
/// The fewest players (`PLAYERS` [U]).
pub const MIN_PLAYERS: usize = 2;
/// The most players (`PLAYERS` [U]).
pub const MAX_PLAYERS: usize = 4;

/// The bonus for several complete sets (`MULTI_SET_BONUS` [U]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum MultiSetBonus {
    /// These points once, with 2 or more complete sets (the default, 4).
    Once(u32),
    /// These points for each complete set beyond the first.
    PerExtraSet(u32),
}

impl Default for MultiSetBonus {
    fn default() -> Self {
        MultiSetBonus::Once(4)
    }
}

/// How many Mausolus cards may lie in areas (`MAUSOLO_LIMIT` [U]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum MausolusLimit {
    /// One in each player's area (the default).
    #[default]
    PerPlayer,
    /// One in the whole game: none may be played once one lies in any area.
    PerGame,
}

/// Where an Invasion's stolen card goes (`INVASION_TO` [U]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum InvasionTo {
    /// The attacker's area (the default).
    #[default]
    Area,
    /// The attacker's hand.
    Hand,
}

/// How long an Architects or Sculptors shield lasts (`CHARACTER_SHIELD` [U]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CharacterShield {
    /// Spent after blocking one attack (the default).
    #[default]
    OneShot,
    /// Blocks every matching attack for the rest of the game.
    Permanent,
}

/// What happens once the draw pile is empty (`FINAL_LAP`: the default is the source's letter,
/// "the game ends when the pile runs out and no player has an action left"; the others are house
/// values).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum FinalLap {
    /// The turn that emptied it ends, then play goes on in turn order without a draw: each player
    /// plays a card or passes (one who can play nothing passes by itself), until every player has
    /// passed in a row, or no player holds a card (the default).
    #[default]
    UntilNoneCanAct,
    /// The turn that emptied it ends, then every player takes exactly one more turn without a
    /// draw, ending with the player whose turn emptied it (the default before the source's
    /// letter was followed: saves of that time carry it).
    OneTurnEach,
    /// The game ends with the turn that emptied it.
    EndAtOnce,
}

/// When hands are cut to the hand limit (`HAND_LIMIT` timing [U]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum HandLimitCheck {
    /// At the end of your own turn, only yours (the default).
    #[default]
    OwnTurnEnd,
    /// At the end of every turn, every player above the limit, the player on turn first and
    /// then in seat order (a reading of PT's "at any time").
    EveryTurnEnd,
}

/// Who starts (`START_PLAYER` [U]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum StartPlayer {
    /// Drawn by the seeded generator (the default).
    #[default]
    Random,
    /// This seat (0-based); the spec's alternative is seat 0.
    Seat(u8),
}

/// Everything that shapes a game besides the seed.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Config {
    /// The players' names, in seat (clockwise) order: 2 to 4 (`PLAYERS` [U]).
    pub players: Vec<String>,
    /// The most cards a hand keeps when the limit is checked (`HAND_LIMIT`, 5).
    pub hand_limit: u8,
    /// When the hand limit is checked (`HAND_LIMIT` timing).
    pub hand_limit_check: HandLimitCheck,
    /// The bonus for several complete sets (`MULTI_SET_BONUS`).
    pub multi_set_bonus: MultiSetBonus,
    /// How many Mausolus cards may lie in areas (`MAUSOLO_LIMIT`).
    pub mausolus_limit: MausolusLimit,
    /// Where an Invasion's card goes (`INVASION_TO`).
    pub invasion_to: InvasionTo,
    /// How long Architects and Sculptors shields last (`CHARACTER_SHIELD`).
    pub character_shield: CharacterShield,
    /// Whether the target of an attack may play a matching defence from hand (`REACT_FROM_HAND`).
    pub react_from_hand: bool,
    /// The end of the game (`FINAL_LAP`).
    pub final_lap: FinalLap,
    /// Who starts (`START_PLAYER`).
    pub start_player: StartPlayer,
}

impl Default for Config {
    fn default() -> Self {
        Config::with_players(2)
    }
}

impl Config {
    /// The spec's defaults for `n` players named "Player 1", "Player 2", …
    pub fn with_players(n: usize) -> Config {
        Config {
            players: (1..=n).map(|i| format!("Player {i}")).collect(),
            hand_limit: 5,
            hand_limit_check: HandLimitCheck::default(),
            multi_set_bonus: MultiSetBonus::default(),
            mausolus_limit: MausolusLimit::default(),
            invasion_to: InvasionTo::default(),
            character_shield: CharacterShield::default(),
            react_from_hand: false,
            final_lap: FinalLap::default(),
            start_player: StartPlayer::default(),
        }
    }

    /// Checks that the configuration can make a game.
    ///
    /// # Errors
    ///
    /// [`ConfigError::PlayerCount`] for a player count outside 2 to 4, and
    /// [`ConfigError::StartSeat`] for a chosen start seat that is not at the table.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let n = self.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(ConfigError::PlayerCount(n));
        }
        if let StartPlayer::Seat(s) = self.start_player {
            if usize::from(s) >= n {
                return Err(ConfigError::StartSeat(s));
            }
        }
        Ok(())
    }
}
