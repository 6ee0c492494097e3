//! Why a configuration or an action is refused: enums of facts, worded by the app; their `Display`
//! is a plain English sentence, for logs and tools.

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
            ConfigError::PlayerCount(n) => {
                write!(f, "Mausoleum is played by 2 to 4 players, not {n}")
            }
            ConfigError::StartSeat(s) => {
                write!(
                    f,
                    "the chosen start player, {}, is not at the table",
                    Seat(*s)
                )
            }
            ConfigError::TooManyCards(c) => {
                write!(f, "the arrangement lists more {c} cards than the deck has")
            }
            ConfigError::Zones => f.write_str(
                "the arrangement needs one hand and one area for each player, at most one list \
                 of used characters each, and a current seat at the table",
            ),
            ConfigError::EmptyPile => {
                f.write_str("the arrangement's draw pile is empty: it needs at least one card")
            }
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

/// What the game waits for, in a sentence.
fn awaiting(kind: DecisionKind) -> &'static str {
    match kind {
        DecisionKind::Play => "a card to play, or a pass",
        DecisionKind::Lose => "the construction card an Earthquake takes",
        DecisionKind::React => "an answer to an attack: a defence from hand, or letting it through",
        DecisionKind::Discard => "a card discarded down to the hand limit",
        DecisionKind::Over => "nothing, as the game is over",
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::GameOver => f.write_str("the game is over"),
            Refusal::NotYourDecision { decider } => {
                write!(f, "it is not your decision: {decider} decides now")
            }
            Refusal::NotNow { awaiting: kind } => write!(
                f,
                "that does not answer what the game waits for: {}",
                awaiting(kind)
            ),
            Refusal::NotInHand { card } => write!(f, "you hold no {card} card"),
            Refusal::WrongAction { card } => write!(
                f,
                "the {card} card is not played that way (name its target or card, or play it alone)"
            ),
            Refusal::NoCompleteSet => f.write_str("a Mausolus needs a complete set in your area"),
            Refusal::MausolusInPlay { owner } => {
                write!(f, "a Mausolus lies in the area of {owner} already")
            }
            Refusal::NoSuchOpponent { target } => {
                write!(f, "{target} is not an opponent at the table")
            }
            Refusal::NoConstruction { target } => {
                write!(f, "{target} has no construction card in their area")
            }
            Refusal::NotInArea { target, card } => {
                write!(f, "the area of {target} holds no {card} card")
            }
            Refusal::EmptyHand { target } => write!(f, "{target} holds no card"),
            Refusal::NotInDiscard { card } => write!(f, "the discard pile holds no {card} card"),
            Refusal::DiscoveryForDiscovery => f.write_str(
                "now that play goes on until nobody can act, a Discovery may not take another \
                 Discovery",
            ),
            Refusal::NotADefence { card, attack } => {
                write!(f, "the {card} card does not block the {attack}")
            }
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
            Refusal::NotYourDecision { decider: Seat(2) },
            Refusal::NotNow {
                awaiting: DecisionKind::React,
            },
            Refusal::NotInHand { card: Card::Theft },
            Refusal::WrongAction {
                card: Card::Earthquake,
            },
            Refusal::NoCompleteSet,
            Refusal::MausolusInPlay { owner: Seat(0) },
            Refusal::NoSuchOpponent { target: Seat(3) },
            Refusal::NoConstruction { target: Seat(1) },
            Refusal::NotInArea {
                target: Seat(1),
                card: Card::Columns,
            },
            Refusal::EmptyHand { target: Seat(1) },
            Refusal::NotInDiscard { card: Card::Base },
            Refusal::DiscoveryForDiscovery,
            Refusal::NotADefence {
                card: Card::Architects,
                attack: Card::Theft,
            },
        ];
        for r in &all {
            match r {
                Refusal::GameOver
                | Refusal::NotYourDecision { .. }
                | Refusal::NotNow { .. }
                | Refusal::NotInHand { .. }
                | Refusal::WrongAction { .. }
                | Refusal::NoCompleteSet
                | Refusal::MausolusInPlay { .. }
                | Refusal::NoSuchOpponent { .. }
                | Refusal::NoConstruction { .. }
                | Refusal::NotInArea { .. }
                | Refusal::EmptyHand { .. }
                | Refusal::NotInDiscard { .. }
                | Refusal::DiscoveryForDiscovery
                | Refusal::NotADefence { .. } => {}
            }
        }
        all
    }

    fn every_config_error() -> Vec<ConfigError> {
        let all = vec![
            ConfigError::PlayerCount(1),
            ConfigError::StartSeat(4),
            ConfigError::TooManyCards(Card::Mausolus),
            ConfigError::Zones,
            ConfigError::EmptyPile,
        ];
        for e in &all {
            match e {
                ConfigError::PlayerCount(_)
                | ConfigError::StartSeat(_)
                | ConfigError::TooManyCards(_)
                | ConfigError::Zones
                | ConfigError::EmptyPile => {}
            }
        }
        all
    }

    #[test]
    fn refusals_and_configuration_errors_read_as_words() {
        for r in every_refusal() {
            assert_words(&r);
        }
        for e in every_config_error() {
            assert_words(&e);
        }
        assert_eq!(
            Refusal::NotADefence {
                card: Card::Architects,
                attack: Card::Theft
            }
            .to_string(),
            "the Architects card does not block the Theft"
        );
        assert_eq!(
            Refusal::EmptyHand { target: Seat(1) }.to_string(),
            "seat 2 holds no card"
        );
        assert_eq!(
            ConfigError::PlayerCount(1).to_string(),
            "Mausoleum is played by 2 to 4 players, not 1"
        );
    }
}
