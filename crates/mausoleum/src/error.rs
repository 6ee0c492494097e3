//! Why a configuration or an action is refused: enums of facts, worded by the app.

use std::fmt;

use tabletop::Seat;

use crate::card::Card;
use crate::decision::DecisionKind;

/// Why a configuration (or an arranged position) cannot make a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigError {
    /// The game seats 2 to 4 players, not this many.
    PlayerCount(usize),
    /// The fixed start seat is not at the table.
    StartSeat(u8),
    /// An arranged position lists more cards of this kind than the deck has.
    TooManyCards(Card),
    /// An arranged position's zones are not one per player.
    Zones,
    /// An arranged position's draw pile is empty (the game would already be in its final lap).
    EmptyPile,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::PlayerCount(n) => write!(f, "player count {n}"),
            ConfigError::StartSeat(s) => write!(f, "start seat {s}"),
            ConfigError::TooManyCards(c) => write!(f, "too many {c}"),
            ConfigError::Zones => f.write_str("zones"),
            ConfigError::EmptyPile => f.write_str("empty pile"),
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
    /// The player holds no such card.
    NotInHand {
        /// The card.
        card: Card,
    },
    /// That card is played with another action (its target or card must be named), or is not
    /// played at all this way.
    WrongAction {
        /// The card.
        card: Card,
    },
    /// A Mausolus needs a complete set in your area.
    NoCompleteSet,
    /// A Mausolus lies in this seat's area already (one per player, or one per game).
    MausolusInPlay {
        /// Whose area holds it.
        owner: Seat,
    },
    /// The target is not an opponent at the table.
    NoSuchOpponent {
        /// The seat named.
        target: Seat,
    },
    /// The target has no construction card in their area.
    NoConstruction {
        /// The seat named.
        target: Seat,
    },
    /// That card is not a construction card of the target's area.
    NotInArea {
        /// The seat named.
        target: Seat,
        /// The card named.
        card: Card,
    },
    /// The target holds no card.
    EmptyHand {
        /// The seat named.
        target: Seat,
    },
    /// The discard pile holds no such card.
    NotInDiscard {
        /// The card named.
        card: Card,
    },
    /// Once the pile is out and play goes on until nobody can act, a Discovery may not take
    /// another Discovery (the two could pass back and forth for ever).
    DiscoveryForDiscovery,
    /// That card does not block the attack.
    NotADefence {
        /// The card named.
        card: Card,
        /// The attack.
        attack: Card,
    },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for Refusal {}
