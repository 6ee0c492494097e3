//! Actions: a turn's one action, and the answers to decisions owed in between.
//!
//! Ships are numbered 0–3 in the order the round card lists them, slots from 0 (the bow), market
//! slots 0–3, pyramids 0 (left) to 2 (right). The short notation ([`fmt::Display`], read back by
//! [`FromStr`]) uses the same numbers: `take`, `place 2.1`, `sail 2 temple`, `lever 0 market`,
//! `hammer` or `hammer 1.0`, `sailcard 1.2 burial`, `chisel 0.1 2.0`, `pass`, `card 2`, `pair`,
//! `keep statue`, `pyramid left`, `draw`, `unload 3`, `point`, `stones`, `skip`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::card::{Card, Site};

mod read;

/// A slot of a ship.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SlotRef {
    /// The ship (0–3).
    pub ship: u8,
    /// The slot (0 is the bow).
    pub slot: u8,
}

impl fmt::Display for SlotRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.ship, self.slot)
    }
}

impl FromStr for SlotRef {
    type Err = ();
    fn from_str(s: &str) -> Result<SlotRef, ()> {
        let (ship, slot) = s.split_once('.').ok_or(())?;
        Ok(SlotRef {
            ship: ship.parse().map_err(|_| ())?,
            slot: slot.parse().map_err(|_| ())?,
        })
    }
}

/// The names of the three small pyramids in the notation.
const PYRAMIDS: [&str; 3] = ["left", "middle", "right"];

/// One decision: a turn's action, or the answer to a pending decision. Saves write it tagged
/// (`{"type": "placeStone", "ship": 2, "slot": 1}`) and read it back through one flat struct
/// (see [`read`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    try_from = "read::ActionFields"
)]
pub enum Action {
    /// Turn: take up to 3 of your stones from the quarry onto your sled (cap 5). Also the answer
    /// to a Pyramids B stones bonus that may be declined.
    TakeStones,
    /// Turn: put a stone from your sled into an empty slot of an unsailed ship. Also the answer to
    /// the right pyramid's ship bonus.
    PlaceStone {
        /// The ship.
        ship: u8,
        /// The slot.
        slot: u8,
    },
    /// Turn: sail a ship with its minimum load to a site no ship has gone to this round.
    Sail {
        /// The ship.
        ship: u8,
        /// The site.
        site: Site,
    },
    /// Turn: play a Lever: sail as [`Action::Sail`], then choose the unloading order.
    PlayLever {
        /// The ship.
        ship: u8,
        /// The site.
        site: Site,
    },
    /// Turn: play a Hammer: take up to 3 stones, then place 1 (which must be named when a placement
    /// is possible after taking, and must not be otherwise).
    PlayHammer {
        /// The slot the stone goes to.
        place: Option<SlotRef>,
    },
    /// Turn: play a Sail card: place 1 stone, then sail that ship.
    PlaySail {
        /// The ship.
        ship: u8,
        /// The slot.
        slot: u8,
        /// The site.
        site: Site,
    },
    /// Turn: play a Chisel: place 2 stones, named in order (`first` < `second`).
    PlayChisel {
        /// The first slot.
        first: SlotRef,
        /// The second slot.
        second: SlotRef,
    },
    /// Turn: do nothing, when nothing else is legal.
    Pass,
    /// Market: take the face-up card in this slot.
    TakeCard {
        /// The market slot.
        slot: u8,
    },
    /// Market B: take the face-down pair (then keep one of its cards).
    TakePair,
    /// Market B pair: keep this card face up and discard the other.
    KeepCard {
        /// The card kept.
        card: Card,
    },
    /// Pyramids B: put the stone on this pyramid (0 left, 1 middle, 2 right).
    ChoosePyramid {
        /// The pyramid.
        pyramid: u8,
    },
    /// Pyramids B card bonus, when it may be declined: take the top card of the deck.
    DrawCard,
    /// Lever: this slot's stone unloads next.
    Unload {
        /// The slot.
        slot: u8,
    },
    /// Temple B: take the point.
    RewardPoint,
    /// Temple B: take the 2 stones.
    RewardStones,
    /// Decline an optional choice: a Pyramids B bonus (the ship bonus always, the card and the
    /// stones when bonuses may be declined), or a market card when taking one is optional.
    Skip,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::TakeStones => f.write_str("take"),
            Action::PlaceStone { ship, slot } => write!(f, "place {ship}.{slot}"),
            Action::Sail { ship, site } => write!(f, "sail {ship} {site}"),
            Action::PlayLever { ship, site } => write!(f, "lever {ship} {site}"),
            Action::PlayHammer { place: None } => f.write_str("hammer"),
            Action::PlayHammer { place: Some(p) } => write!(f, "hammer {p}"),
            Action::PlaySail { ship, slot, site } => write!(f, "sailcard {ship}.{slot} {site}"),
            Action::PlayChisel { first, second } => write!(f, "chisel {first} {second}"),
            Action::Pass => f.write_str("pass"),
            Action::TakeCard { slot } => write!(f, "card {slot}"),
            Action::TakePair => f.write_str("pair"),
            Action::KeepCard { card } => write!(f, "keep {card}"),
            Action::ChoosePyramid { pyramid } => match PYRAMIDS.get(usize::from(*pyramid)) {
                Some(name) => write!(f, "pyramid {name}"),
                None => write!(f, "pyramid {pyramid}"),
            },
            Action::DrawCard => f.write_str("draw"),
            Action::Unload { slot } => write!(f, "unload {slot}"),
            Action::RewardPoint => f.write_str("point"),
            Action::RewardStones => f.write_str("stones"),
            Action::Skip => f.write_str("skip"),
        }
    }
}

/// The notation could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError(pub String);

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unreadable action: {}", self.0)
    }
}

impl std::error::Error for NotationError {}

impl FromStr for Action {
    type Err = NotationError;

    /// Reads the short notation written by [`fmt::Display`].
    fn from_str(text: &str) -> Result<Action, NotationError> {
        let bad = || NotationError(text.to_string());
        let words: Vec<&str> = text.split_whitespace().collect();
        let num = |w: &str| w.parse::<u8>().map_err(|_| bad());
        let slot = |w: &str| w.parse::<SlotRef>().map_err(|_| bad());
        let site = |w: &str| w.parse::<Site>().map_err(|_| bad());
        let action = match words.as_slice() {
            ["take"] => Action::TakeStones,
            ["place", s] => {
                let s = slot(s)?;
                Action::PlaceStone {
                    ship: s.ship,
                    slot: s.slot,
                }
            }
            ["sail", ship, to] => Action::Sail {
                ship: num(ship)?,
                site: site(to)?,
            },
            ["lever", ship, to] => Action::PlayLever {
                ship: num(ship)?,
                site: site(to)?,
            },
            ["hammer"] => Action::PlayHammer { place: None },
            ["hammer", s] => Action::PlayHammer {
                place: Some(slot(s)?),
            },
            ["sailcard", s, to] => {
                let s = slot(s)?;
                Action::PlaySail {
                    ship: s.ship,
                    slot: s.slot,
                    site: site(to)?,
                }
            }
            ["chisel", a, b] => Action::PlayChisel {
                first: slot(a)?,
                second: slot(b)?,
            },
            ["pass"] => Action::Pass,
            ["card", s] => Action::TakeCard { slot: num(s)? },
            ["pair"] => Action::TakePair,
            ["keep", c] => Action::KeepCard {
                card: c.parse().map_err(|_| bad())?,
            },
            ["pyramid", p] => Action::ChoosePyramid {
                pyramid: match PYRAMIDS.iter().position(|n| n == p) {
                    Some(i) => i as u8,
                    None => num(p)?,
                },
            },
            ["draw"] => Action::DrawCard,
            ["unload", s] => Action::Unload { slot: num(s)? },
            ["point"] => Action::RewardPoint,
            ["stones"] => Action::RewardStones,
            ["skip"] => Action::Skip,
            _ => return Err(bad()),
        };
        Ok(action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_and_json_round_trip() {
        let p = SlotRef { ship: 1, slot: 2 };
        let all = [
            Action::TakeStones,
            Action::PlaceStone { ship: 2, slot: 1 },
            Action::Sail {
                ship: 2,
                site: Site::Temple,
            },
            Action::PlayLever {
                ship: 0,
                site: Site::Market,
            },
            Action::PlayHammer { place: None },
            Action::PlayHammer { place: Some(p) },
            Action::PlaySail {
                ship: 1,
                slot: 0,
                site: Site::BurialChamber,
            },
            Action::PlayChisel {
                first: SlotRef { ship: 0, slot: 1 },
                second: p,
            },
            Action::Pass,
            Action::TakeCard { slot: 3 },
            Action::TakePair,
            Action::KeepCard {
                card: Card::PavedPath,
            },
            Action::ChoosePyramid { pyramid: 2 },
            Action::DrawCard,
            Action::Unload { slot: 3 },
            Action::RewardPoint,
            Action::RewardStones,
            Action::Skip,
        ];
        for a in all {
            let text = a.to_string();
            assert_eq!(text.parse::<Action>(), Ok(a), "{text}");
            let json = serde_json::to_string(&a).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), a, "{json}");
            let value = serde_json::to_value(a).unwrap();
            assert_eq!(
                serde_json::from_value::<Action>(value).unwrap(),
                a,
                "{json}"
            );
        }
        // Saves read back as they were always written; an incomplete decision is refused.
        for (json, a) in [
            (
                r#"{"type":"playHammer","place":null}"#,
                Action::PlayHammer { place: None },
            ),
            (
                r#"{"type":"playHammer"}"#,
                Action::PlayHammer { place: None },
            ),
            (
                r#"{"type":"takeCard","slot":3}"#,
                Action::TakeCard { slot: 3 },
            ),
        ] {
            assert_eq!(serde_json::from_str::<Action>(json).unwrap(), a, "{json}");
        }
        tabletop::testing::assert_reads_back::<Action>(
            &[],
            &[
                r#"{"type":"sail","ship":1}"#,
                r#"{"type":"fly"}"#,
                r#"{"ship":1}"#,
            ],
        );
        assert_eq!(
            Action::Sail {
                ship: 2,
                site: Site::Temple
            }
            .to_string(),
            "sail 2 temple"
        );
        assert_eq!(
            Action::PlaceStone { ship: 2, slot: 1 }.to_string(),
            "place 2.1"
        );
        assert_eq!(
            serde_json::to_string(&Action::PlaceStone { ship: 2, slot: 1 }).unwrap(),
            r#"{"type":"placeStone","ship":2,"slot":1}"#
        );
        assert!("sail 2 moon".parse::<Action>().is_err());
        assert!("place 2".parse::<Action>().is_err());
    }
}
