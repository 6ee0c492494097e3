//! Why a configuration cannot make a game: an enum of facts, worded by the app; its `Display` is a
//! plain English sentence, for logs and tools. Why an action is refused is in `refusal`.

use std::fmt;

use tabletop::Seat;

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
            ConfigError::PlayerCount(n) => {
                write!(f, "Imhotep is played by 2 to 4 players, not {n}")
            }
            ConfigError::Colors => {
                f.write_str("the stone colours must be one different colour for each player")
            }
            ConfigError::StartSeat(s) => {
                write!(
                    f,
                    "the chosen start player, {}, is not at the table",
                    Seat(*s)
                )
            }
            ConfigError::RoundCard { players, card } => write!(
                f,
                "round card {card} for {players} players has a ship size outside 1 to 4, or more \
                 ships of one size than the box has tokens"
            ),
            ConfigError::ShipMinLoad { size } => write!(
                f,
                "a ship of size {size} must need from 1 to {size} stones to sail"
            ),
            ConfigError::TooManyCards { cards, max } => write!(
                f,
                "the market deck would hold {cards} cards, more than the {max} it may"
            ),
            ConfigError::PyramidBShape => f.write_str(
                "the small pyramids of Pyramids B need at least one level, no empty level, one \
                 points value per level and at most 14 spaces",
            ),
            ConfigError::ObeliskBHolding(h) => write!(
                f,
                "Obelisks B needs 1 to 5 holding spaces per colour, not {h}"
            ),
            ConfigError::ObeliskBTowers => {
                f.write_str("Obelisks B may list at most 40 tower values")
            }
        }
    }
}

impl std::error::Error for ConfigError {}

#[cfg(test)]
mod tests {
    use tabletop::testing::assert_words;

    use super::*;

    /// One of each variant. The match below breaks when a variant is added, so it joins the list.
    fn every_config_error() -> Vec<ConfigError> {
        let all = vec![
            ConfigError::PlayerCount(5),
            ConfigError::Colors,
            ConfigError::StartSeat(3),
            ConfigError::RoundCard {
                players: 3,
                card: 2,
            },
            ConfigError::ShipMinLoad { size: 2 },
            ConfigError::TooManyCards { cards: 71, max: 64 },
            ConfigError::PyramidBShape,
            ConfigError::ObeliskBHolding(0),
            ConfigError::ObeliskBTowers,
        ];
        for e in &all {
            match e {
                ConfigError::PlayerCount(_)
                | ConfigError::Colors
                | ConfigError::StartSeat(_)
                | ConfigError::RoundCard { .. }
                | ConfigError::ShipMinLoad { .. }
                | ConfigError::TooManyCards { .. }
                | ConfigError::PyramidBShape
                | ConfigError::ObeliskBHolding(_)
                | ConfigError::ObeliskBTowers => {}
            }
        }
        all
    }

    #[test]
    fn configuration_errors_read_as_words() {
        for e in every_config_error() {
            assert_words(&e);
        }
        assert_words(&crate::NotationError("sail 9 nowhere".into()));
        assert_eq!(
            ConfigError::PlayerCount(5).to_string(),
            "Imhotep is played by 2 to 4 players, not 5"
        );
        assert_eq!(
            ConfigError::ObeliskBHolding(0).to_string(),
            "Obelisks B needs 1 to 5 holding spaces per colour, not 0"
        );
    }
}
