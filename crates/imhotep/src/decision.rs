//! The decision a game waits for, and who owes it: the turn of the seat on turn, or a choice owed
//! in the middle of a resolution (a market card, the pair card to keep, a pyramid, a bonus, the
//! Lever's next stone, a Temple B reward). A leaf of the crate: the position, its view and its
//! refusals all name it, and it names none of them.

use serde::{Deserialize, Serialize};
use tabletop::Seat;

/// The decision the game waits for, and who owes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Decision {
    /// The seat's turn: take stones, place a stone, sail, play a blue card, or pass.
    Turn {
        /// Who.
        seat: Seat,
    },
    /// A stone of this seat is at the Market: take a face-up card or the pair (or skip, when
    /// taking is optional).
    MarketCard {
        /// The stone's owner.
        seat: Seat,
    },
    /// This seat took the Market B pair: keep one of its two cards.
    KeepCard {
        /// The taker.
        seat: Seat,
    },
    /// A stone of this seat arrives at Pyramids B: choose a pyramid that is not full.
    Pyramid {
        /// The stone's owner.
        seat: Seat,
    },
    /// A Pyramids B card bonus, when bonuses may be declined: take the top card of the deck
    /// ([`crate::Action::DrawCard`]), or skip.
    CardBonus {
        /// The stone's owner.
        seat: Seat,
    },
    /// A Pyramids B stones bonus, when bonuses may be declined: take up to 3 stones from the
    /// quarry onto the sled ([`crate::Action::TakeStones`]), or skip.
    StonesBonus {
        /// The stone's owner.
        seat: Seat,
    },
    /// A Pyramids B ship bonus: move a sled stone to an empty slot of an unsailed ship, or skip.
    ShipBonus {
        /// Who.
        seat: Seat,
    },
    /// The Lever player chooses which stone of the ship unloads next.
    LeverOrder {
        /// The Lever player.
        seat: Seat,
        /// The unloading ship.
        ship: u8,
    },
    /// Temple B at round end: the visible stone in this column gives its owner 1 point or 2 stones.
    TempleReward {
        /// The stone's owner.
        seat: Seat,
        /// The column (0-based).
        column: u8,
    },
}

/// The kind of a [`Decision`], for refusals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum DecisionKind {
    /// A turn.
    Turn,
    /// A market card.
    MarketCard,
    /// A pair card to keep.
    KeepCard,
    /// A pyramid.
    Pyramid,
    /// The card bonus.
    CardBonus,
    /// The stones bonus.
    StonesBonus,
    /// The ship bonus.
    ShipBonus,
    /// The Lever's next stone.
    LeverOrder,
    /// The Temple B reward.
    TempleReward,
}

impl Decision {
    /// Who decides.
    pub fn seat(&self) -> Seat {
        match *self {
            Decision::Turn { seat }
            | Decision::MarketCard { seat }
            | Decision::KeepCard { seat }
            | Decision::Pyramid { seat }
            | Decision::CardBonus { seat }
            | Decision::StonesBonus { seat }
            | Decision::ShipBonus { seat }
            | Decision::LeverOrder { seat, .. }
            | Decision::TempleReward { seat, .. } => seat,
        }
    }

    /// What kind of decision.
    pub fn kind(&self) -> DecisionKind {
        match self {
            Decision::Turn { .. } => DecisionKind::Turn,
            Decision::MarketCard { .. } => DecisionKind::MarketCard,
            Decision::KeepCard { .. } => DecisionKind::KeepCard,
            Decision::Pyramid { .. } => DecisionKind::Pyramid,
            Decision::CardBonus { .. } => DecisionKind::CardBonus,
            Decision::StonesBonus { .. } => DecisionKind::StonesBonus,
            Decision::ShipBonus { .. } => DecisionKind::ShipBonus,
            Decision::LeverOrder { .. } => DecisionKind::LeverOrder,
            Decision::TempleReward { .. } => DecisionKind::TempleReward,
        }
    }
}
