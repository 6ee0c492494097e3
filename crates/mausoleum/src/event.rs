//! Log events: facts, redacted per viewer so no log shows another seat's secrets.

use serde::{Deserialize, Serialize};
use tabletop::Seat;

use crate::card::Card;
use crate::config::FinalLap;

/// Something that happened. Hidden cards are `Option`s, `None` for a viewer who may not see them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Event {
    /// `seat`'s turn began (`final_lap`: a turn of the final lap, without a draw).
    TurnBegan {
        /// The seat.
        seat: Seat,
        /// Whether it is a turn of the final lap.
        final_lap: bool,
    },
    /// `seat` drew a card from the pile (seen only by `seat`).
    Drew {
        /// The drawer.
        seat: Seat,
        /// The card.
        card: Option<Card>,
    },
    /// The draw pile ran out during `seat`'s turn: the end of the game is near, as `final_lap`
    /// says.
    PileEmptied {
        /// Whose turn emptied it.
        seat: Seat,
        /// What happens now (the game's `FINAL_LAP`).
        final_lap: FinalLap,
    },
    /// Once the pile is out, `seat` could play no card and passed.
    NothingToPlay {
        /// The seat.
        seat: Seat,
    },
    /// `seat` played no card.
    Passed {
        /// The seat.
        seat: Seat,
    },
    /// `seat` played a card naming nothing (construction, Mausolus, a shield, Artemisia II).
    Played {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// `attacker` played `card` against `target` (an Invasion names the card it wants in `want`).
    Attacked {
        /// The attacker.
        attacker: Seat,
        /// The target.
        target: Seat,
        /// The attack card.
        card: Card,
        /// The construction card an Invasion wants.
        want: Option<Card>,
    },
    /// `target` played `card` from hand against the attack (`REACT_FROM_HAND`).
    Reacted {
        /// The target.
        target: Seat,
        /// The defence played.
        card: Card,
    },
    /// `target`'s shield `shield` blocked the attack `attack`; `spent`: it went to the discard pile.
    Blocked {
        /// The target.
        target: Seat,
        /// The shield.
        shield: Card,
        /// The attack.
        attack: Card,
        /// Whether the shield was spent.
        spent: bool,
    },
    /// `target` let the attack happen (`REACT_FROM_HAND`, holding a defence).
    Allowed {
        /// The target.
        target: Seat,
    },
    /// An Earthquake made `target` discard `card` from their area.
    Lost {
        /// The target.
        target: Seat,
        /// The construction card.
        card: Card,
    },
    /// An Invasion moved `card` from `target`'s area to `attacker`'s area (or hand).
    Invaded {
        /// The attacker.
        attacker: Seat,
        /// The target.
        target: Seat,
        /// The construction card.
        card: Card,
        /// Whether it went to the attacker's hand (`INVASION_TO` = hand).
        to_hand: bool,
    },
    /// `seat` took `card` from the discard pile.
    Discovered {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A card moved from `from`'s hand to `to`'s (Theft, or either half of an Exchange); only the
    /// two of them see which.
    HandCard {
        /// The seat giving (or robbed).
        from: Seat,
        /// The seat receiving.
        to: Seat,
        /// The card.
        card: Option<Card>,
    },
    /// `seat` discarded `card` at the hand limit.
    Discarded {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The game is over.
    GameOver,
}

impl Event {
    /// The event as `viewer` may see it.
    pub fn for_viewer(&self, viewer: Option<Seat>) -> Event {
        match *self {
            Event::Drew { seat, card } if viewer != Some(seat) => {
                let _ = card;
                Event::Drew { seat, card: None }
            }
            Event::HandCard { from, to, .. } if viewer != Some(from) && viewer != Some(to) => {
                Event::HandCard {
                    from,
                    to,
                    card: None,
                }
            }
            e => e,
        }
    }
}
