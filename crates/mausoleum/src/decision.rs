//! What the game waits for: the pending [`Decision`] and who owes it, the [`Attack`] a target may
//! answer, and the [`Lap`] that ends the game once the draw pile is out. A leaf of the crate: the
//! position, its view and its refusals all name these, and they name none of them.

use serde::{Deserialize, Serialize};
use tabletop::Seat;

use crate::card::Card;

/// An attack waiting for its target's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Attack {
    /// Who attacks.
    pub attacker: Seat,
    /// Who is attacked.
    pub target: Seat,
    /// The attack card.
    pub card: Card,
    /// The construction card an Invasion takes.
    pub want: Option<Card>,
    /// The card an Exchange gives (seen only by the attacker: `None` in others' views).
    pub give: Option<Card>,
}

/// The decision the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Decision {
    /// `seat` plays a card or passes.
    Play {
        /// The seat on turn.
        seat: Seat,
    },
    /// `seat`, hit by an Earthquake of `attacker`, chooses the construction card to discard.
    Lose {
        /// The target.
        seat: Seat,
        /// The attacker.
        attacker: Seat,
    },
    /// `seat` (the attack's target) may play a matching defence from hand (`REACT_FROM_HAND`).
    React {
        /// The target.
        seat: Seat,
        /// The attack.
        attack: Attack,
    },
    /// `seat` is above the hand limit and discards one card.
    Discard {
        /// The seat.
        seat: Seat,
    },
    /// The game is over.
    Over,
}

/// Where the end of the game stands once the draw pile is empty (`FINAL_LAP`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Lap {
    /// Turns left after the current one ([`crate::FinalLap::OneTurnEach`] and
    /// [`crate::FinalLap::EndAtOnce`]).
    TurnsLeft {
        /// How many.
        turns: u8,
    },
    /// Play goes on until every player passes in a row ([`crate::FinalLap::UntilNoneCanAct`]):
    /// the seats that have passed since the last card was played, a bit per seat.
    Passed {
        /// Bit `s` is set when seat `s` has passed since the last card played.
        seats: u8,
    },
}

impl Lap {
    /// Whether `seat` has passed since the last card was played (always `false` under
    /// [`Lap::TurnsLeft`]).
    pub fn has_passed(&self, seat: Seat) -> bool {
        matches!(*self, Lap::Passed { seats } if seats & (1 << seat.0) != 0)
    }
}

/// The kind of a [`Decision`], for refusals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum DecisionKind {
    /// A turn's play.
    Play,
    /// An Earthquake's loss.
    Lose,
    /// A reaction.
    React,
    /// A hand-limit discard.
    Discard,
    /// Nothing: the game is over.
    Over,
}

impl Decision {
    /// Who decides, if anyone.
    pub fn seat(&self) -> Option<Seat> {
        match *self {
            Decision::Play { seat }
            | Decision::Lose { seat, .. }
            | Decision::React { seat, .. }
            | Decision::Discard { seat } => Some(seat),
            Decision::Over => None,
        }
    }

    /// Its kind.
    pub fn kind(&self) -> DecisionKind {
        match self {
            Decision::Play { .. } => DecisionKind::Play,
            Decision::Lose { .. } => DecisionKind::Lose,
            Decision::React { .. } => DecisionKind::React,
            Decision::Discard { .. } => DecisionKind::Discard,
            Decision::Over => DecisionKind::Over,
        }
    }
}
