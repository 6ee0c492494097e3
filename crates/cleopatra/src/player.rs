//! What each player holds.

use serde::{Deserialize, Serialize};

use crate::cards::Cards;
use crate::expansions::{CultCard, FarArchitect, Whim};
pub use tabletop::{ByPlayer, Seat};

/// What a player holds. Hand, scarabs and amulets are private to the player.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    /// Cards in hand.
    pub hand: Cards,
    /// Treasure scarabs (victory points).
    pub scarabs: u32,
    /// Amulets of corruption in the pyramid.
    pub amulets: u32,
    /// Anubis figures not yet placed on a sanctuary.
    pub anubis: u8,
    /// Cult of Sobek: the cards kept for the statues built (public).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cult: Vec<CultCard>,
    /// Whims of Cleopatra: bonus tiles kept for a later Quarry visit (public).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub whims: Vec<Whim>,
    /// Architects from Far Away: the cards won and not yet played (private).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub architects: Vec<FarArchitect>,
}
