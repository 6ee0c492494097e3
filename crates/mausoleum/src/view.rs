//! What one seat may see: its own hand, every hand's size, every area, the discard pile, the
//! pile's count, and the decision the game waits for.

use serde::{Deserialize, Serialize};
use tabletop::Seat;

use crate::card::{Card, CardCounts};
use crate::decision::{Decision, Lap};
use crate::game::Mausoleum;
use crate::scoring::Score;

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
