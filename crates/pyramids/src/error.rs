//! Why a configuration or an action is refused: enums of facts, worded by the app.

use std::fmt;

use tabletop::Seat;

/// Why a configuration cannot make a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigError {
    /// The game seats 1 to 4 players, not this many.
    PlayerCount(usize),
    /// The skull values rise somewhere, or the first is positive.
    SkullValues,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::PlayerCount(n) => write!(f, "player count {n}"),
            ConfigError::SkullValues => f.write_str("skull values"),
        }
    }
}

impl std::error::Error for ConfigError {}

/// What the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Awaiting {
    /// Each player keeps 2 of 4 cards.
    Keep,
    /// Each player marks the revealed pattern or a single cell.
    Mark,
    /// A red cross's extra single mark.
    Extra,
    /// A replacement for a completed card.
    Replace,
}

/// Why an action was refused. The position is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// This seat does not decide now.
    NotYourDecision {
        /// The seat asked first now.
        decider: Seat,
    },
    /// The seat has committed its choice for this step already.
    AlreadyChosen,
    /// The action does not answer what the game waits for.
    NotNow {
        /// What the game waits for.
        awaiting: Awaiting,
    },
    /// Keep: a card not among the 4 dealt.
    NotDealt {
        /// The card.
        card: u8,
    },
    /// Keep: the two cards must differ and be named smaller first.
    KeepOrder,
    /// The player has no such card in play.
    NotInPlay {
        /// The card.
        card: u8,
    },
    /// The card is complete and takes no more marks.
    CardComplete {
        /// The card.
        card: u8,
    },
    /// The pattern has no such orientation.
    NoSuchOrientation {
        /// The orientation asked for.
        orientation: u8,
        /// How many it has.
        count: u8,
    },
    /// The pattern leaves the grid at that offset, or the cell is not on the grid.
    OffGrid,
    /// A cell is a wall.
    Wall {
        /// The cell.
        cell: u8,
    },
    /// A cell is marked already.
    Marked {
        /// The cell.
        cell: u8,
    },
    /// The first mark on a card must include its entrance.
    MissesEntrance,
    /// The mark touches no marked cell of the card orthogonally.
    NotConnected,
    /// The display has no such card.
    NotInDisplay {
        /// The card.
        card: u8,
    },
    /// The deck is empty.
    DeckEmpty,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for Refusal {}
