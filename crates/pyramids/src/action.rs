//! A player's decisions. Actions carry no seat: the position knows who decides.

use std::fmt;

use serde::{Deserialize, Serialize};

mod read;

/// One decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    try_from = "read::ActionFields"
)]
pub enum Action {
    /// Setup: keep these 2 of the 4 dealt cards (card numbers, the smaller first). Secret until
    /// every player has chosen.
    Keep {
        /// The two card numbers kept, ascending.
        cards: [u8; 2],
    },
    /// Step 2: mark the revealed pattern on card `card`, in orientation `orientation` (an index
    /// into [`Pattern::orientations`](crate::Pattern::orientations)) with the top-left of its
    /// bounding box at (`row`, `col`).
    Pattern {
        /// The card's number.
        card: u8,
        /// Orientation index.
        orientation: u8,
        /// Row of the bounding box's top.
        row: u8,
        /// Column of its left.
        col: u8,
    },
    /// Step 2 (instead of the pattern), or a red cross's extra mark: mark one cell.
    Single {
        /// The card's number.
        card: u8,
        /// The cell, `row * 5 + col`.
        cell: u8,
    },
    /// Step 3: take this card from the display as a replacement.
    Take {
        /// The card's number.
        card: u8,
    },
    /// Step 3: take the top card of the deck, blind.
    TakeBlind,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Keep { cards: [a, b] } => write!(f, "keep #{a} and #{b}"),
            Action::Pattern {
                card,
                orientation,
                row,
                col,
            } => write!(
                f,
                "pattern on #{card} (orientation {orientation}) at {row},{col}"
            ),
            Action::Single { card, cell } => {
                write!(f, "single on #{card} at {},{}", cell / 5, cell % 5)
            }
            Action::Take { card } => write!(f, "take #{card}"),
            Action::TakeBlind => f.write_str("take the deck's top card"),
        }
    }
}
