//! Actions: the turn's one card (or none), and the answers to decisions owed in between.

use std::fmt;

use serde::{Deserialize, Serialize};
use tabletop::Seat;

use crate::card::Card;

mod read;

/// One decision: a turn's play, or the answer to a pending decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    try_from = "read::ActionFields"
)]
pub enum Action {
    /// Turn: play no card.
    Pass,
    /// Turn: play a card that names nothing: a construction card, Mausolus, Artemisia II,
    /// Architects, Sculptors or Protection.
    Play {
        /// The card.
        card: Card,
    },
    /// Turn: play Earthquake against `target`, who then chooses the construction card to lose.
    Earthquake {
        /// The opponent attacked.
        target: Seat,
    },
    /// Turn: play Invasion to take `card` (a construction card) from `target`'s area.
    Invasion {
        /// The opponent attacked.
        target: Seat,
        /// The construction card taken.
        card: Card,
    },
    /// Turn: play Archaeological Discovery to take `card` from the discard pile into your hand.
    Discovery {
        /// The card taken.
        card: Card,
    },
    /// Turn: play Exchange: take a random card from `target`'s hand, then give them `give`.
    Exchange {
        /// The opponent attacked.
        target: Seat,
        /// The card of your hand you give.
        give: Card,
    },
    /// Turn: play Theft to take a random card from `target`'s hand.
    Theft {
        /// The opponent attacked.
        target: Seat,
    },
    /// The target of an Earthquake: the construction card of your area you discard.
    Lose {
        /// The card.
        card: Card,
    },
    /// The target of an attack (`REACT_FROM_HAND`): play this defence from your hand to block it.
    Defend {
        /// The defence.
        card: Card,
    },
    /// The target of an attack (`REACT_FROM_HAND`): let it happen.
    Allow,
    /// The hand limit: discard this card.
    Discard {
        /// The card.
        card: Card,
    },
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seat = |s: &Seat| s.0 + 1;
        match self {
            Action::Pass => f.write_str("pass"),
            Action::Play { card } => write!(f, "play {card}"),
            Action::Earthquake { target } => write!(f, "earthquake on P{}", seat(target)),
            Action::Invasion { target, card } => {
                write!(f, "invasion of P{} for {card}", seat(target))
            }
            Action::Discovery { card } => write!(f, "discovery of {card}"),
            Action::Exchange { target, give } => {
                write!(f, "exchange with P{} giving {give}", seat(target))
            }
            Action::Theft { target } => write!(f, "theft from P{}", seat(target)),
            Action::Lose { card } => write!(f, "lose {card}"),
            Action::Defend { card } => write!(f, "defend with {card}"),
            Action::Allow => f.write_str("allow"),
            Action::Discard { card } => write!(f, "discard {card}"),
        }
    }
}
