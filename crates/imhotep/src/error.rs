//! Why a configuration or an action is refused: enums of facts, worded by the app.

use std::fmt;

use tabletop::Seat;

use crate::card::{Card, Site};
use crate::decision::DecisionKind;

/// Why a configuration cannot make a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigError {
    /// Imhotep seats 2 to 4 players, not this many.
    PlayerCount(usize),
    /// The colours are not one distinct colour per player.
    Colors,
    /// The fixed start seat is not at the table.
    StartSeat(u8),
    /// A round card of this player count (0-based index) has a size outside 1–4, or needs more
    /// ship tokens of a size than the box has (two 4s, three 3s, two 2s, one 1).
    RoundCard {
        /// The player count whose set it is in.
        players: u8,
        /// The card's index.
        card: u8,
    },
    /// The minimum load of ships of this size is 0 or above the size.
    ShipMinLoad {
        /// The ship size.
        size: u8,
    },
    /// The blue counts make the deck larger than the engine holds.
    TooManyCards {
        /// Cards the deck would have.
        cards: u32,
        /// The most it may have.
        max: u32,
    },
    /// The small pyramids' shape has no level, a level of size 0, points not one per level, or more
    /// than 14 spaces.
    PyramidBShape,
    /// Obelisks B holding spaces must be 1 to 5 per colour.
    ObeliskBHolding(u8),
    /// More than 40 tower values.
    ObeliskBTowers,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::PlayerCount(n) => write!(f, "player count {n}"),
            ConfigError::Colors => f.write_str("colors"),
            ConfigError::StartSeat(s) => write!(f, "start seat {s}"),
            ConfigError::RoundCard { players, card } => {
                write!(f, "round card {card} for {players} players")
            }
            ConfigError::ShipMinLoad { size } => write!(f, "minimum load of size {size}"),
            ConfigError::TooManyCards { cards, max } => write!(f, "deck {cards} > {max}"),
            ConfigError::PyramidBShape => f.write_str("pyramid B shape"),
            ConfigError::ObeliskBHolding(h) => write!(f, "obelisk B holding {h}"),
            ConfigError::ObeliskBTowers => f.write_str("obelisk B towers"),
        }
    }
}

impl std::error::Error for ConfigError {}

/// Why an action was refused. The position is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// Another seat must decide now.
    NotYourDecision {
        /// The seat that must decide.
        decider: Seat,
    },
    /// The action does not answer the decision the game waits for.
    NotNow {
        /// What the game waits for.
        awaiting: DecisionKind,
    },
    /// No such ship this round.
    NoSuchShip {
        /// The ship asked for.
        ship: u8,
    },
    /// No such slot on that ship.
    NoSuchSlot {
        /// The ship.
        ship: u8,
        /// The slot asked for.
        slot: u8,
    },
    /// The ship has sailed already.
    ShipSailed {
        /// The ship.
        ship: u8,
    },
    /// The slot holds a stone already.
    SlotTaken {
        /// The ship.
        ship: u8,
        /// The slot.
        slot: u8,
    },
    /// The slot is empty (a Lever player naming a slot with no stone).
    SlotEmpty {
        /// The ship.
        ship: u8,
        /// The slot.
        slot: u8,
    },
    /// Too few stones on the sled.
    SledTooSmall {
        /// Stones needed.
        needed: u8,
        /// Stones on the sled.
        sled: u8,
    },
    /// Taking stones would move none: the sled is full or the quarry has none of the player's.
    NothingToTake {
        /// Stones on the sled.
        sled: u8,
        /// The player's stones in the quarry.
        quarry: u8,
    },
    /// The ship has too few stones to sail.
    TooFewStones {
        /// The ship.
        ship: u8,
        /// Stones it would carry.
        load: u8,
        /// Stones it needs.
        minimum: u8,
    },
    /// A ship has gone to that site this round already.
    SiteTaken {
        /// The site.
        site: Site,
    },
    /// The player holds no such card.
    NoCard {
        /// The card.
        card: Card,
    },
    /// The Hammer would do nothing now.
    NoEffect {
        /// The card.
        card: Card,
    },
    /// The Hammer must place a stone when it can (after taking).
    MustPlace,
    /// The Hammer cannot place a stone now (empty sled or no empty slot), so it names none.
    CannotPlace,
    /// The Chisel names the same slot twice.
    SameSlot,
    /// The Chisel's slots must be named in order (the smaller ship, then slot, first).
    SlotOrder,
    /// Passing is allowed only when no other action is.
    CannotPass,
    /// That market slot has no card (or no such slot).
    EmptyMarketSlot {
        /// The slot asked for.
        slot: u8,
    },
    /// No face-down pair to take (side A, taken already, or empty).
    NoPair,
    /// The pair does not hold that card.
    NotInPair {
        /// The card asked for.
        card: Card,
    },
    /// No such pyramid, or it is full.
    PyramidUnavailable {
        /// The pyramid asked for (0 left, 1 middle, 2 right).
        pyramid: u8,
    },
    /// This decision cannot be skipped.
    CannotSkip,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for Refusal {}
