//! What one seat may see: its own hand, every hand's size, every area, the discard pile, the
//! pile's count, and the decision the game waits for.

use serde::{Deserialize, Serialize};
use tabletop::Seat;

use crate::card::{Card, CardCounts};
use crate::game::Mausoleum;
use crate::scoring::Score;

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

/// One player as a viewer sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    /// The name.
    pub name: String,
    /// Cards in hand.
    pub hand_size: u8,
    /// The hand itself, for its holder only.
    pub hand: Option<CardCounts>,
    /// The area: construction cards, Mausolus, shields.
    pub area: CardCounts,
    /// The characters used (played) so far, by name.
    pub used: Vec<Card>,
    /// The score the area would give now (points and complete sets).
    pub score: Score,
}

/// All one seat (or a spectator) may see.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// Whose view (`None`: a spectator).
    pub viewer: Option<Seat>,
    /// Every player, in seat order.
    pub players: Vec<PlayerView>,
    /// Cards left in the draw pile.
    pub pile: u8,
    /// The discard pile, face up.
    pub discard: CardCounts,
    /// The seat on turn.
    pub current: Seat,
    /// What the game waits for.
    pub decision: Decision,
    /// The end of the game once the pile is empty (`None` while it lasts).
    pub lap: Option<Lap>,
    /// The winners, once the game is over.
    pub winners: Vec<Seat>,
}

impl Mausoleum {
    /// All `viewer` may see (`None`: a spectator).
    pub fn view(&self, viewer: Option<Seat>) -> View {
        let players = (0..self.player_count())
            .map(|i| {
                let seat = Seat(i as u8);
                PlayerView {
                    name: self.config.players[i].clone(),
                    hand_size: self.hands[i].total() as u8,
                    hand: (viewer == Some(seat)).then_some(self.hands[i]),
                    area: self.areas[i],
                    used: self.used_characters(seat),
                    score: self.score(seat),
                }
            })
            .collect();
        let mut decision = self.decision;
        if let Decision::React { attack, .. } = &mut decision {
            if viewer != Some(attack.attacker) {
                attack.give = None;
            }
        }
        View {
            viewer,
            players,
            pile: self.pile.len() as u8,
            discard: self.discard,
            current: Seat(self.current),
            decision,
            lap: self.lap,
            winners: if self.is_over() {
                self.winners()
            } else {
                Vec::new()
            },
        }
    }
}
