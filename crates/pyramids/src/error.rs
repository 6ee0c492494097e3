//! Why a configuration or an action is refused: enums of facts, worded by the app; their `Display`
//! is a plain English sentence, for logs and tools.

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
            ConfigError::PlayerCount(n) => {
                write!(f, "Pyramids is played by 1 to 4 players, not {n}")
            }
            ConfigError::SkullValues => {
                f.write_str("the skull values must start at 0 or below and never rise")
            }
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

/// What the game waits for, in a sentence.
fn awaiting(what: Awaiting) -> &'static str {
    match what {
        Awaiting::Keep => "each player to keep 2 of their 4 dealt cards",
        Awaiting::Mark => "each player's mark: the revealed pattern or a single cell",
        Awaiting::Extra => "a red cross's extra single mark",
        Awaiting::Replace => "a replacement for a completed card",
    }
}

/// A cell, `row * 5 + col`, as "row,col" (the actions' notation).
struct Cell(u8);

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.0 / 5, self.0 % 5)
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::GameOver => f.write_str("the game is over"),
            Refusal::NotYourDecision { decider } => {
                write!(f, "it is not your decision now: {decider} is asked first")
            }
            Refusal::AlreadyChosen => {
                f.write_str("you have made your choice for this step already")
            }
            Refusal::NotNow { awaiting: what } => write!(
                f,
                "that does not answer what the game waits for: {}",
                awaiting(what)
            ),
            Refusal::NotDealt { card } => write!(f, "card #{card} is not among the 4 dealt to you"),
            Refusal::KeepOrder => {
                f.write_str("the two cards kept must differ and be named smaller number first")
            }
            Refusal::NotInPlay { card } => write!(f, "you have no card #{card} in play"),
            Refusal::CardComplete { card } => {
                write!(f, "card #{card} is complete and takes no more marks")
            }
            Refusal::NoSuchOrientation { orientation, count } => write!(
                f,
                "the pattern has no orientation {orientation}: it has {count}, numbered from 0"
            ),
            Refusal::OffGrid => f.write_str("the mark leaves the card's grid"),
            Refusal::Wall { cell } => write!(f, "the cell at {} is a wall", Cell(cell)),
            Refusal::Marked { cell } => write!(f, "the cell at {} is marked already", Cell(cell)),
            Refusal::MissesEntrance => {
                f.write_str("the first mark on a card must cover its entrance")
            }
            Refusal::NotConnected => f.write_str(
                "the mark must touch a marked cell of the card, side by side (not diagonally)",
            ),
            Refusal::NotInDisplay { card } => write!(f, "card #{card} is not in the display"),
            Refusal::DeckEmpty => f.write_str("the deck is empty"),
        }
    }
}

impl std::error::Error for Refusal {}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::testing::assert_words;

    /// One of each variant. The match below breaks when a variant is added, so it joins the list.
    fn every_refusal() -> Vec<Refusal> {
        let all = vec![
            Refusal::GameOver,
            Refusal::NotYourDecision { decider: Seat(0) },
            Refusal::AlreadyChosen,
            Refusal::NotNow {
                awaiting: Awaiting::Replace,
            },
            Refusal::NotDealt { card: 12 },
            Refusal::KeepOrder,
            Refusal::NotInPlay { card: 7 },
            Refusal::CardComplete { card: 30 },
            Refusal::NoSuchOrientation {
                orientation: 5,
                count: 4,
            },
            Refusal::OffGrid,
            Refusal::Wall { cell: 7 },
            Refusal::Marked { cell: 24 },
            Refusal::MissesEntrance,
            Refusal::NotConnected,
            Refusal::NotInDisplay { card: 40 },
            Refusal::DeckEmpty,
        ];
        for r in &all {
            match r {
                Refusal::GameOver
                | Refusal::NotYourDecision { .. }
                | Refusal::AlreadyChosen
                | Refusal::NotNow { .. }
                | Refusal::NotDealt { .. }
                | Refusal::KeepOrder
                | Refusal::NotInPlay { .. }
                | Refusal::CardComplete { .. }
                | Refusal::NoSuchOrientation { .. }
                | Refusal::OffGrid
                | Refusal::Wall { .. }
                | Refusal::Marked { .. }
                | Refusal::MissesEntrance
                | Refusal::NotConnected
                | Refusal::NotInDisplay { .. }
                | Refusal::DeckEmpty => {}
            }
        }
        all
    }

    #[test]
    fn refusals_and_configuration_errors_read_as_words() {
        for r in every_refusal() {
            assert_words(&r);
        }
        for e in [ConfigError::PlayerCount(5), ConfigError::SkullValues] {
            match e {
                ConfigError::PlayerCount(_) | ConfigError::SkullValues => {}
            }
            assert_words(&e);
        }
        assert_eq!(
            Refusal::Wall { cell: 7 }.to_string(),
            "the cell at 1,2 is a wall"
        );
        assert_eq!(
            Refusal::NotInDisplay { card: 40 }.to_string(),
            "card #40 is not in the display"
        );
        assert_eq!(
            ConfigError::PlayerCount(5).to_string(),
            "Pyramids is played by 1 to 4 players, not 5"
        );
    }
}
