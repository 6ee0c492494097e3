//! Errors: each variant carries the facts, and its message says what the player can do instead.

use std::fmt;

use crate::board::{DoorSide, Row, WallSlot};
use crate::cards::{Cards, Resource};
use crate::config::{CostKind, SobekCost};
use crate::mosaic::Pentomino;
use crate::sobek::SobekTile;

/// Why a configuration cannot make a game.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ConfigError {
    /// Cleopatra seats 2 to 4 players.
    PlayerCount(usize),
    /// A value is out of range; the text names it.
    Invalid(&'static str),
    /// A mini-expansion was switched on, but none is implemented yet.
    ExpansionUnavailable(&'static str),
    /// A raw position whose cards, pieces or figures do not add up; the text says which.
    Position(String),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::PlayerCount(n) => {
                write!(f, "Cleopatra is played by 2 to 4 players, not {n}")
            }
            ConfigError::Invalid(what) => write!(f, "invalid configuration: {what}"),
            ConfigError::Position(what) => write!(f, "impossible position: {what}"),
            ConfigError::ExpansionUnavailable(name) => {
                write!(
                    f,
                    "the {name} expansion is not available yet; switch it off"
                )
            }
        }
    }
}

impl std::error::Error for ConfigError {}

/// Why some cards do not pay for a piece.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum PaymentError {
    /// Fewer artisans than the piece needs.
    Artisans {
        /// Artisans the piece needs (after the Foreman).
        needed: u8,
        /// Artisans in the payment.
        given: u8,
    },
    /// An identical-resources cost was offered several resources.
    NotIdentical {
        /// Units needed.
        needed: u8,
        /// What the selected cards give.
        offered: String,
    },
    /// A different-resources cost was offered the same resource twice.
    Repeated {
        /// The repeated resource.
        resource: Resource,
        /// What the selected cards give.
        offered: String,
    },
    /// Not enough resources.
    TooFew {
        /// Units needed.
        needed: u8,
        /// Identical or different.
        kind: CostKind,
        /// What the selected cards give.
        offered: String,
    },
}

fn kind_word(kind: &CostKind) -> &'static str {
    match kind {
        CostKind::Identical => "identical",
        CostKind::Different => "different",
    }
}

impl fmt::Display for PaymentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PaymentError::Artisans { needed, given } => {
                write!(f, "needs {needed} artisan(s); the selected cards give {given}")
            }
            PaymentError::NotIdentical { needed, offered } => {
                write!(f, "needs {needed} identical resources; the selected cards give {offered}")
            }
            PaymentError::Repeated { resource, offered } => write!(
                f,
                "needs different resources, but {resource} is used twice ({offered}); a second {resource} does not help"
            ),
            PaymentError::TooFew { needed, kind, offered } => {
                write!(f, "needs {needed} {} resources; the selected cards give {offered}", kind_word(kind))
            }
        }
    }
}

impl std::error::Error for PaymentError {}

/// Why an action was refused. The game state is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RuleError {
    /// The game is over.
    GameOver,
    /// The action does not answer the decision pending now; the text says what is awaited.
    NotNow {
        /// The decision the game waits for.
        awaiting: &'static str,
    },
    /// Sobek can only be called at the very start of a turn, once.
    SobekTooLate,
    /// A scarab cost the player cannot pay.
    SobekUnaffordable {
        /// The tile.
        tile: SobekTile,
        /// Its cost at its position.
        cost: SobekCost,
        /// The player's scarabs.
        scarabs: u32,
    },
    /// The market was already visited, or the quarry was, without the Vizier.
    MarketClosed,
    /// The quarry was already visited, or the market was, without the Vizier.
    QuarryClosed,
    /// No such stall, or it is empty.
    EmptyStall {
        /// The stall asked for (0-based).
        stall: u8,
    },
    /// A refill card or stall that is not waiting.
    NoSuchRefill {
        /// The drawn card's index.
        card: u8,
        /// The stall.
        stall: u8,
    },
    /// The sphinx row is full.
    SphinxRowFull(Row),
    /// That obelisk stands already.
    ObeliskBuilt(Row),
    /// That door half stands already.
    DoorBuilt(DoorSide),
    /// That wall slot is taken.
    WallBuilt(WallSlot),
    /// The throne must stand on the pedestal, which must be built first.
    PedestalFirst,
    /// The pedestal is built already (or the throne).
    ThroneSpaceTaken,
    /// No mosaic tiles are left.
    NoMosaicLeft,
    /// A mosaic placement that leaves the garden or covers the throne, a mosaic or a sanctuary.
    MosaicDoesNotFit {
        /// The tile on top of the stack.
        tile: Pentomino,
    },
    /// Turning the tile over is switched off.
    MosaicFlipNotAllowed,
    /// Cards the player does not hold.
    NotInHand {
        /// The cards asked for.
        asked: Cards,
    },
    /// More spare units than this visit has.
    NoSuchCredit,
    /// A discount that is not available now.
    DiscountUnavailable {
        /// The tile whose discount was asked for.
        tile: SobekTile,
    },
    /// The Merchant or Foreman discount applies to every piece and must be used.
    DiscountRequired {
        /// The tile.
        tile: SobekTile,
    },
    /// The payment does not meet the cost.
    Payment(PaymentError),
    /// Passing is only allowed when no market or quarry visit is possible.
    CannotPass,
    /// The turn cannot end before its main action.
    MainActionFirst,
    /// No quarry visit is open.
    NoQuarryVisit,
    /// No such formed sanctuary, or it is claimed already.
    NoSuchSanctuary(u8),
    /// Both Anubis figures are placed already.
    NoAnubisLeft,
    /// Discarding down must leave exactly the hand limit.
    DiscardCount {
        /// Cards to discard.
        needed: u32,
        /// Cards named.
        given: u32,
    },
    /// A bid above the player's scarabs.
    BidTooHigh {
        /// The bid.
        bid: u32,
        /// The player's scarabs.
        scarabs: u32,
    },
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => f.write_str("the game is over"),
            RuleError::NotNow { awaiting } => write!(f, "not now: the game is waiting for {awaiting}"),
            RuleError::SobekTooLate => {
                f.write_str("a Worshipper of Sobek can only be called once, at the start of the turn")
            }
            RuleError::SobekUnaffordable { tile, cost, scarabs } => {
                let price = match cost {
                    SobekCost::Scarabs(n) => format!("{n} scarabs"),
                    SobekCost::Amulets(n) => format!("{n} amulets"),
                };
                write!(f, "{tile} costs {price} and you have only {scarabs} scarabs")
            }
            RuleError::MarketClosed => f.write_str("you cannot visit the market again this turn (the Vizier allows one market and one quarry visit)"),
            RuleError::QuarryClosed => f.write_str("you cannot visit the quarry this turn: your main action is done (the Vizier allows both)"),
            RuleError::EmptyStall { stall } => write!(f, "stall {} has no cards to take", stall + 1),
            RuleError::NoSuchRefill { card, stall } => {
                write!(f, "refill card {} cannot go to stall {}: each stall takes one card", card + 1, stall + 1)
            }
            RuleError::SphinxRowFull(row) => write!(f, "the {row:?} sphinx row is full; try the other row"),
            RuleError::ObeliskBuilt(row) => write!(f, "the {row:?} obelisk is already built"),
            RuleError::DoorBuilt(side) => write!(f, "the {side:?} door frame is already built"),
            RuleError::WallBuilt(slot) => write!(f, "wall slot {slot} is already built"),
            RuleError::PedestalFirst => f.write_str("the pedestal must be built before the throne"),
            RuleError::ThroneSpaceTaken => f.write_str("the pedestal is already built; build the throne on it"),
            RuleError::NoMosaicLeft => f.write_str("no mosaic tiles are left"),
            RuleError::MosaicDoesNotFit { tile } => write!(
                f,
                "the {tile} mosaic must lie inside the garden without covering the throne space, another mosaic or a sanctuary"
            ),
            RuleError::MosaicFlipNotAllowed => f.write_str("mosaic tiles may be turned but not flipped in this game"),
            RuleError::NotInHand { asked } => write!(f, "you do not hold {asked}"),
            RuleError::NoSuchCredit => f.write_str("there are not that many spare units from tainted cards this visit"),
            RuleError::DiscountUnavailable { tile } => write!(f, "{tile}'s discount is not available now"),
            RuleError::DiscountRequired { tile } => {
                write!(f, "{tile}'s discount applies to every piece this turn; use it")
            }
            RuleError::Payment(e) => write!(f, "this piece {e}"),
            RuleError::CannotPass => f.write_str("you can still visit the market or the quarry, so you cannot pass"),
            RuleError::MainActionFirst => f.write_str("visit the market or the quarry before ending the turn"),
            RuleError::NoQuarryVisit => f.write_str("there is no quarry visit to end"),
            RuleError::NoSuchSanctuary(i) => write!(f, "there is no unclaimed sanctuary {}", i + 1),
            RuleError::NoAnubisLeft => f.write_str("both your Anubis figures are already placed"),
            RuleError::DiscardCount { needed, given } => {
                write!(f, "discard exactly {needed} cards to keep the hand limit, not {given}")
            }
            RuleError::BidTooHigh { bid, scarabs } => {
                write!(f, "you cannot offer {bid} scarabs: you have {scarabs}")
            }
        }
    }
}

impl std::error::Error for RuleError {}

impl From<PaymentError> for RuleError {
    fn from(e: PaymentError) -> Self {
        RuleError::Payment(e)
    }
}
