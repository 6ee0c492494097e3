//! What each player holds.

use serde::{Deserialize, Serialize};

use crate::cards::Cards;
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
}
