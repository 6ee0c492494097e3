//! What happened, for the game log: facts, redacted per viewer.

use tabletop::Seat;

use crate::card::{Cells, Colour};
use crate::pattern::Pattern;

/// Something that happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A player was dealt 4 cards at setup (`None` for viewers other than that player).
    Dealt {
        /// The player.
        seat: Seat,
        /// The card numbers, or `None` when hidden from the viewer.
        cards: Option<[u8; 4]>,
    },
    /// A player committed a secret choice (which one is not told).
    Chose {
        /// The player.
        seat: Seat,
    },
    /// Everyone has chosen: this player keeps these 2 cards face up.
    Kept {
        /// The player.
        seat: Seat,
        /// The card numbers.
        cards: [u8; 2],
    },
    /// The display was dealt or refilled with these cards.
    Displayed {
        /// The card numbers added.
        cards: Vec<u8>,
    },
    /// The expedition deck was shuffled for a round (1-based).
    RoundBegan {
        /// The round, 1–4.
        round: u8,
    },
    /// An expedition card was revealed.
    Revealed {
        /// The round, 1–4.
        round: u8,
        /// The reveal within the round, 1–7.
        reveal: u8,
        /// The pattern.
        pattern: Pattern,
    },
    /// A player marked cells on a card (a pattern, a single cell, or a red cross's extra cell), and
    /// what the symbols did.
    Marked {
        /// The player.
        seat: Seat,
        /// The card's number.
        card: u8,
        /// The cells marked.
        cells: Cells,
        /// Whether it was a red cross's extra mark.
        extra: bool,
        /// Red gems gained (after the cap).
        red: u8,
        /// Green gems gained.
        green: u8,
        /// The round's torch box was marked.
        torch: bool,
        /// Skull symbols marked (before any cap).
        skull_symbols: u8,
        /// Potions marked.
        potions: u8,
        /// The skull count after the mark.
        skulls: u8,
        /// Red crosses marked (extra marks owed).
        crosses: u8,
        /// The tomb was marked: the card is complete.
        completed: bool,
    },
    /// A player had nothing to mark (no card in play).
    NoMark {
        /// The player.
        seat: Seat,
    },
    /// A red cross's extra mark was lost: no legal cell.
    ExtraLost {
        /// The player.
        seat: Seat,
    },
    /// A completed card was set aside.
    SetAside {
        /// The player.
        seat: Seat,
        /// The card.
        card: u8,
    },
    /// A player took a replacement.
    Took {
        /// The player.
        seat: Seat,
        /// The card taken.
        card: u8,
        /// From the top of the deck, blind, rather than from the display.
        blind: bool,
    },
    /// Display and deck are empty: the player gets no replacement.
    NoReplacement {
        /// The player.
        seat: Seat,
    },
    /// A player claimed pyramid points.
    Claimed {
        /// The player.
        seat: Seat,
        /// The colour.
        colour: Colour,
        /// The value claimed.
        value: u8,
        /// The player's completed cards of that colour now.
        count: u8,
    },
    /// The game is over; final scores per seat.
    GameOver {
        /// Each seat's total.
        scores: Vec<i32>,
    },
}

impl Event {
    /// The event as `viewer` may see it: another player's dealt cards are hidden.
    pub fn for_viewer(&self, viewer: Option<Seat>) -> Event {
        match self {
            Event::Dealt { seat, .. } if viewer != Some(*seat) => Event::Dealt {
                seat: *seat,
                cards: None,
            },
            other => other.clone(),
        }
    }
}
