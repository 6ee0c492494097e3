//! Why an action is refused: an enum of facts, worded by the app; its `Display` is a plain English
//! sentence, for logs and tools.

use std::fmt;

use tabletop::Seat;

use crate::card::{Card, Site};
use crate::decision::DecisionKind;

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
    /// No such ship this round.
    NoSuchShip {
        /// The ship asked for.
        ship: u8,
    },
    /// No such slot on that ship.
    NoSuchSlot {
        /// The ship.
        ship: u8,
        /// The slot asked for.
        slot: u8,
    },
    /// The ship has sailed already.
    ShipSailed {
        /// The ship.
        ship: u8,
    },
    /// The slot holds a stone already.
    SlotTaken {
        /// The ship.
        ship: u8,
        /// The slot.
        slot: u8,
    },
    /// The slot is empty (a Lever player naming a slot with no stone).
    SlotEmpty {
        /// The ship.
        ship: u8,
        /// The slot.
        slot: u8,
    },
    /// Too few stones on the sled.
    SledTooSmall {
        /// Stones needed.
        needed: u8,
        /// Stones on the sled.
        sled: u8,
    },
    /// Taking stones would move none: the sled is full or the quarry has none of the player's.
    NothingToTake {
        /// Stones on the sled.
        sled: u8,
        /// The player's stones in the quarry.
        quarry: u8,
    },
    /// The ship has too few stones to sail.
    TooFewStones {
        /// The ship.
        ship: u8,
        /// Stones it would carry.
        load: u8,
        /// Stones it needs.
        minimum: u8,
    },
    /// A ship has gone to that site this round already.
    SiteTaken {
        /// The site.
        site: Site,
    },
    /// The player holds no such card.
    NoCard {
        /// The card.
        card: Card,
    },
    /// The Hammer would do nothing now.
    NoEffect {
        /// The card.
        card: Card,
    },
    /// The Hammer must place a stone when it can (after taking).
    MustPlace,
    /// The Hammer cannot place a stone now (empty sled or no empty slot), so it names none.
    CannotPlace,
    /// The Chisel names the same slot twice.
    SameSlot,
    /// The Chisel's slots must be named in order (the smaller ship, then slot, first).
    SlotOrder,
    /// Passing is allowed only when no other action is.
    CannotPass,
    /// That market slot has no card (or no such slot).
    EmptyMarketSlot {
        /// The slot asked for.
        slot: u8,
    },
    /// No face-down pair to take (side A, taken already, or empty).
    NoPair,
    /// The pair does not hold that card.
    NotInPair {
        /// The card asked for.
        card: Card,
    },
    /// No such pyramid, or it is full.
    PyramidUnavailable {
        /// The pyramid asked for (0 left, 1 middle, 2 right).
        pyramid: u8,
    },
    /// This decision cannot be skipped.
    CannotSkip,
}

/// "1 stone", "3 stones".
fn stones(n: u8) -> String {
    if n == 1 {
        "1 stone".into()
    } else {
        format!("{n} stones")
    }
}

/// A site's name in a sentence.
fn site_name(site: Site) -> &'static str {
    match site {
        Site::Market => "the Market",
        Site::Pyramid => "the Pyramids",
        Site::Temple => "the Temple",
        Site::BurialChamber => "the Burial Chamber",
        Site::Obelisks => "the Obelisks",
    }
}

/// What the game waits for, in a sentence.
fn awaiting(kind: DecisionKind) -> &'static str {
    match kind {
        DecisionKind::Turn => "a turn's action",
        DecisionKind::MarketCard => "a card to be taken at the Market",
        DecisionKind::KeepCard => "the card of the pair to keep",
        DecisionKind::Pyramid => "a pyramid for the stone",
        DecisionKind::CardBonus => "the card bonus to be taken or declined",
        DecisionKind::StonesBonus => "the stones bonus to be taken or declined",
        DecisionKind::ShipBonus => "the ship bonus to be used or declined",
        DecisionKind::LeverOrder => "the Lever's choice of the next stone to unload",
        DecisionKind::TempleReward => "a Temple reward: 1 point or 2 stones",
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
            Refusal::NoSuchShip { ship } => write!(f, "there is no ship {ship} this round"),
            Refusal::NoSuchSlot { ship, slot } => write!(f, "ship {ship} has no slot {slot}"),
            Refusal::ShipSailed { ship } => write!(f, "ship {ship} has sailed already"),
            Refusal::SlotTaken { ship, slot } => {
                write!(f, "slot {slot} of ship {ship} holds a stone already")
            }
            Refusal::SlotEmpty { ship, slot } => {
                write!(f, "slot {slot} of ship {ship} holds no stone to unload")
            }
            Refusal::SledTooSmall { needed, sled } => write!(
                f,
                "that needs {} on the sled, and it holds {sled}",
                stones(needed)
            ),
            Refusal::NothingToTake { sled, quarry } => write!(
                f,
                "taking stones would move none: the sled holds {sled} of 5, and the quarry {} of \
                 yours",
                stones(quarry)
            ),
            Refusal::TooFewStones {
                ship,
                load,
                minimum,
            } => write!(
                f,
                "ship {ship} would carry {} and needs {} to sail",
                stones(load),
                stones(minimum)
            ),
            Refusal::SiteTaken { site } => write!(
                f,
                "a ship has sailed to {} this round already",
                site_name(site)
            ),
            Refusal::NoCard { card } => write!(f, "you hold no {card} card"),
            Refusal::NoEffect { card } => write!(f, "the {card} card would do nothing now"),
            Refusal::MustPlace => {
                f.write_str("the hammer must name a slot for a stone when one can be placed")
            }
            Refusal::CannotPlace => f.write_str(
                "the hammer cannot place a stone now (an empty sled or no empty slot), so it \
                 names no slot",
            ),
            Refusal::SameSlot => f.write_str("the chisel names the same slot twice"),
            Refusal::SlotOrder => {
                f.write_str("the chisel's two slots must be named in order, the smaller first")
            }
            Refusal::CannotPass => {
                f.write_str("you may pass only when there is nothing else you can do")
            }
            Refusal::EmptyMarketSlot { slot } => write!(f, "market slot {slot} holds no card"),
            Refusal::NoPair => f.write_str("there is no face-down pair to take"),
            Refusal::NotInPair { card } => write!(f, "the pair holds no {card} card"),
            Refusal::PyramidUnavailable { pyramid } => match pyramid {
                0 => f.write_str("the left pyramid is full"),
                1 => f.write_str("the middle pyramid is full"),
                2 => f.write_str("the right pyramid is full"),
                _ => write!(f, "there is no pyramid {pyramid}"),
            },
            Refusal::CannotSkip => f.write_str("this decision cannot be skipped"),
        }
    }
}

impl std::error::Error for Refusal {}

#[cfg(test)]
mod tests {
    use tabletop::testing::assert_words;

    use super::*;

    /// One of each variant. The match below breaks when a variant is added, so it joins the list.
    fn every_refusal() -> Vec<Refusal> {
        let all = vec![
            Refusal::GameOver,
            Refusal::NotYourDecision { decider: Seat(1) },
            Refusal::NotNow {
                awaiting: DecisionKind::LeverOrder,
            },
            Refusal::NoSuchShip { ship: 5 },
            Refusal::NoSuchSlot { ship: 1, slot: 4 },
            Refusal::ShipSailed { ship: 2 },
            Refusal::SlotTaken { ship: 0, slot: 1 },
            Refusal::SlotEmpty { ship: 0, slot: 2 },
            Refusal::SledTooSmall { needed: 2, sled: 1 },
            Refusal::NothingToTake { sled: 5, quarry: 3 },
            Refusal::TooFewStones {
                ship: 3,
                load: 1,
                minimum: 3,
            },
            Refusal::SiteTaken {
                site: Site::BurialChamber,
            },
            Refusal::NoCard { card: Card::Lever },
            Refusal::NoEffect { card: Card::Hammer },
            Refusal::MustPlace,
            Refusal::CannotPlace,
            Refusal::SameSlot,
            Refusal::SlotOrder,
            Refusal::CannotPass,
            Refusal::EmptyMarketSlot { slot: 3 },
            Refusal::NoPair,
            Refusal::NotInPair { card: Card::Chisel },
            Refusal::PyramidUnavailable { pyramid: 1 },
            Refusal::CannotSkip,
        ];
        for r in &all {
            match r {
                Refusal::GameOver
                | Refusal::NotYourDecision { .. }
                | Refusal::NotNow { .. }
                | Refusal::NoSuchShip { .. }
                | Refusal::NoSuchSlot { .. }
                | Refusal::ShipSailed { .. }
                | Refusal::SlotTaken { .. }
                | Refusal::SlotEmpty { .. }
                | Refusal::SledTooSmall { .. }
                | Refusal::NothingToTake { .. }
                | Refusal::TooFewStones { .. }
                | Refusal::SiteTaken { .. }
                | Refusal::NoCard { .. }
                | Refusal::NoEffect { .. }
                | Refusal::MustPlace
                | Refusal::CannotPlace
                | Refusal::SameSlot
                | Refusal::SlotOrder
                | Refusal::CannotPass
                | Refusal::EmptyMarketSlot { .. }
                | Refusal::NoPair
                | Refusal::NotInPair { .. }
                | Refusal::PyramidUnavailable { .. }
                | Refusal::CannotSkip => {}
            }
        }
        all
    }

    #[test]
    fn refusals_read_as_words() {
        for r in every_refusal() {
            assert_words(&r);
        }
        assert_eq!(
            Refusal::SlotTaken { ship: 0, slot: 1 }.to_string(),
            "slot 1 of ship 0 holds a stone already"
        );
        assert_eq!(
            Refusal::TooFewStones {
                ship: 3,
                load: 1,
                minimum: 3
            }
            .to_string(),
            "ship 3 would carry 1 stone and needs 3 stones to sail"
        );
        assert_eq!(
            Refusal::NotYourDecision { decider: Seat(1) }.to_string(),
            "it is not your decision: seat 2 decides now"
        );
    }
}
