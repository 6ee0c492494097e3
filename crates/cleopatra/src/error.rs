//! Errors: each variant carries the facts, and its message says what the player can do instead.

use std::fmt;

use crate::board::{Category, DoorSide, Row, WallSlot};
use crate::cards::{Card, Cards, Resource};
use crate::config::{CostKind, SobekCost};
use crate::expansions::{CultCard, FarArchitect, Whim};
use crate::mosaic::Pentomino;
use crate::payment::Credit;
use crate::player::Seat;
use crate::sobek::SobekTile;

/// Why a configuration (or a raw start position) cannot make a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigError {
    /// Cleopatra seats 2 to 4 players.
    PlayerCount(usize),
    /// A setting is out of range or inconsistent: which one.
    Invalid(Setting),
    /// A raw position whose cards, pieces or figures do not add up: what is wrong.
    Position(Flaw),
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::PlayerCount(n) => {
                write!(f, "Cleopatra is played by 2 to 4 players, not {n}")
            }
            ConfigError::Invalid(what) => write!(f, "invalid configuration: {what}"),
            ConfigError::Position(what) => write!(f, "impossible position: {what}"),
        }
    }
}

impl std::error::Error for ConfigError {}

/// The setting of a [`Config`](crate::Config), or the part of a raw [`Setup`](crate::Setup), that
/// cannot make a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Setting {
    /// `deckFaceUpPiles` above `deckPiles`, or `deckPiles` 0.
    DeckPiles,
    /// A count beyond its bound (costs and rewards at most 100, hand limit at most 60, ...).
    OutOfRange,
    /// `offeringEffects` lists no rank.
    OfferingEffects,
    /// `penalty` does not list one value per amulet count below `eliminateAt`.
    Penalty,
    /// Not 1 <= `offeringStep` <= `endStep` <= 6.
    PathSteps,
    /// A throne or palm square outside the 9x9 garden.
    GardenSquares,
    /// The throne space has no square.
    ThroneSpace,
    /// Too few cards to deal the hands and fill the stalls.
    DeckTooSmall,
    /// `fixed.deck` does not hold exactly the cards of the deck configuration.
    FixedDeck,
    /// `fixed.mosaics` repeats a tile.
    FixedMosaics,
    /// `fixed.sobek` does not hold each of the 5 tiles once.
    FixedSobek,
    /// `fixed.startPlayer` is not a seat of the game.
    FixedStartPlayer,
    /// A start position without one player entry per configured player.
    StartPlayers,
    /// A start position whose active seat is not at the table.
    StartActive,
    /// A start position without exactly 3 stalls.
    StartStalls,
    /// A start position without each Sobek tile exactly once.
    StartSobek,
    /// A start position with Cleopatra at or past the end step, or not one step per counted category.
    StartCleopatra,
    /// A start position counting a category that is not complete.
    StartCounted,
}

impl fmt::Display for Setting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Setting::DeckPiles => {
                "deckFaceUpPiles must be at most deckPiles, and deckPiles at least 1"
            }
            Setting::OutOfRange => {
                "a value is out of range (costs and rewards at most 100, hand limit at most 60)"
            }
            Setting::OfferingEffects => "offeringEffects needs at least one rank",
            Setting::Penalty => "penalty must list one value per amulet count below eliminateAt",
            Setting::PathSteps => "need 1 <= offeringStep <= endStep <= 6",
            Setting::GardenSquares => "garden squares must lie inside the 9x9 garden",
            Setting::ThroneSpace => "the throne space needs at least one square",
            Setting::DeckTooSmall => "the deck is too small to deal the hands and fill the stalls",
            Setting::FixedDeck => {
                "fixed.deck must hold exactly the cards of the deck configuration"
            }
            Setting::FixedMosaics => "fixed.mosaics must not repeat a tile",
            Setting::FixedSobek => "fixed.sobek must hold each of the 5 tiles once",
            Setting::FixedStartPlayer => "fixed.startPlayer must be a seat of the game",
            Setting::StartPlayers => "one player entry is needed per configured player",
            Setting::StartActive => "the active seat is not at the table",
            Setting::StartStalls => "there are exactly 3 stalls",
            Setting::StartSobek => "each Sobek tile must appear once",
            Setting::StartCleopatra => {
                "Cleopatra must stand before the end step, one step per counted category"
            }
            Setting::StartCounted => "a counted category is not complete",
        })
    }
}

/// A Kickstarter mini-expansion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Expansion {
    /// The Cult of Sobek.
    CultOfSobek,
    /// The Whims of Cleopatra.
    WhimsOfCleopatra,
    /// The Wisdom of Bastet.
    WisdomOfBastet,
    /// Architects from Far Away.
    ArchitectsFromFarAway,
}

impl fmt::Display for Expansion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expansion::CultOfSobek => "Cult of Sobek",
            Expansion::WhimsOfCleopatra => "Whims of Cleopatra",
            Expansion::WisdomOfBastet => "Wisdom of Bastet",
            Expansion::ArchitectsFromFarAway => "Architects from Far Away",
        })
    }
}

/// What does not add up in a position: an invariant it breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Flaw {
    /// The cards in hands, deck, stalls, refill and discard pile are not the deck configuration's.
    CardsUnaccounted {
        /// The cards found.
        found: Cards,
        /// The cards of the deck configuration.
        expected: Cards,
    },
    /// More sphinxes in a row than it holds, or a throne without its pedestal.
    ImpossiblePlaza,
    /// A mosaic overlapping another, the throne space, or leaving the garden.
    MosaicMisplaced {
        /// The tile.
        tile: Pentomino,
    },
    /// A mosaic tile both in the garden, the stack or out of the game.
    MosaicTwice,
    /// A player's Anubis figures and claimed sanctuaries do not add up to 2.
    AnubisLost {
        /// The player.
        seat: Seat,
    },
    /// Not exactly 3 stalls.
    StallMissing,
    /// Cards everyone saw go into a hand are no longer all in it.
    KnownCardsMissing {
        /// The player.
        seat: Seat,
    },
    /// A player's hand-limit discards are not all in the discard pile.
    DiscardsMissing {
        /// The player.
        seat: Seat,
    },
    /// A secret Offering bid above the bidder's scarabs.
    BidTooHigh {
        /// The bidder.
        seat: Seat,
    },
    /// A Bastet card in a hand (they are discarded as soon as taken).
    BastetHeld,
    /// An expansion's parts do not add up: which.
    ExpansionParts(&'static str),
}

impl fmt::Display for Flaw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Flaw::CardsUnaccounted { found, expected } => write!(
                f,
                "cards not accounted for: found {found}, expected {expected}"
            ),
            Flaw::ImpossiblePlaza => f.write_str("impossible plaza or throne"),
            Flaw::MosaicMisplaced { tile } => {
                write!(f, "mosaic {tile} overlaps or leaves the garden")
            }
            Flaw::MosaicTwice => f.write_str("a mosaic tile appears twice"),
            Flaw::AnubisLost { seat } => write!(f, "{seat} has lost an Anubis"),
            Flaw::StallMissing => f.write_str("a stall went missing"),
            Flaw::KnownCardsMissing { seat } => {
                write!(f, "cards everyone saw {seat} take are not in its hand")
            }
            Flaw::DiscardsMissing { seat } => {
                write!(
                    f,
                    "{seat}'s hand-limit discards are not in the discard pile"
                )
            }
            Flaw::BidTooHigh { seat } => write!(f, "{seat} bid more scarabs than it has"),
            Flaw::BastetHeld => f.write_str("a Bastet card is held in a hand"),
            Flaw::ExpansionParts(what) => write!(f, "expansion parts do not add up: {what}"),
        }
    }
}

impl std::error::Error for Flaw {}

/// Why some cards do not pay for a piece. Each reason carries what the selected cards and spare
/// units give (`cards`, `credit`), so a translator can name them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PaymentError {
    /// Fewer (or more) artisans than the piece needs.
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
        /// The cards selected.
        cards: Cards,
        /// The spare units selected.
        credit: Credit,
    },
    /// A different-resources cost was offered the same resource twice.
    Repeated {
        /// The repeated resource.
        resource: Resource,
        /// The cards selected.
        cards: Cards,
        /// The spare units selected.
        credit: Credit,
    },
    /// Not enough resources.
    TooFew {
        /// Units needed.
        needed: u8,
        /// Identical or different.
        kind: CostKind,
        /// The cards selected.
        cards: Cards,
        /// The spare units selected.
        credit: Credit,
    },
}

fn kind_word(kind: &CostKind) -> &'static str {
    match kind {
        CostKind::Identical => "identical",
        CostKind::Different => "different",
    }
}

/// "1 stone, 1 tainted wood, 1 spare marble": the resources of a payment, artisans left out.
pub(crate) struct Offered<'a>(pub &'a Cards, pub &'a Credit);

impl fmt::Display for Offered<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Offered(cards, credit) = self;
        let mut parts: Vec<String> = Card::ALL
            .iter()
            .filter(|&&c| c != Card::Artisan && cards[c] > 0)
            .map(|&c| format!("{} {c}", cards[c]))
            .collect();
        for r in Resource::ALL {
            if credit[r.index()] > 0 {
                parts.push(format!("{} spare {r}", credit[r.index()]));
            }
        }
        if parts.is_empty() {
            f.write_str("no resources")
        } else {
            f.write_str(&parts.join(", "))
        }
    }
}

impl fmt::Display for PaymentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PaymentError::Artisans { needed, given } => {
                write!(f, "needs {needed} artisan(s); the selected cards give {given}")
            }
            PaymentError::NotIdentical { needed, cards, credit } => {
                write!(f, "needs {needed} identical resources; the selected cards give {}", Offered(cards, credit))
            }
            PaymentError::Repeated { resource, cards, credit } => write!(
                f,
                "needs different resources, but {resource} is used twice ({}); a second {resource} does not help",
                Offered(cards, credit)
            ),
            PaymentError::TooFew { needed, kind, cards, credit } => {
                write!(f, "needs {needed} {} resources; the selected cards give {}", kind_word(kind), Offered(cards, credit))
            }
        }
    }
}

impl std::error::Error for PaymentError {}

/// The decision a position waits for, named by a refusal of an action that does not answer it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Awaiting {
    /// The active player's turn: Sobek, market or quarry.
    Turn,
    /// The end of the open quarry visit (before the turn can end).
    QuarryVisitEnd,
    /// The drawn refill cards, to be put on the stalls.
    Refill,
    /// The builder's choice: claim the new sanctuary, or take the scarabs.
    Sanctuary,
    /// The hand-limit choice: discard down, or keep all for amulets.
    HandLimit,
    /// Where the piece paid for goes (a build taken in steps).
    Placement,
    /// The rest of the hand-limit discards begun one card at a time.
    Discards,
    /// The secret offerings to the High Priest.
    Offering,
    /// The secret bids for the Architects from Far Away.
    Auction,
    /// The statue's builder to pick a Cult of Sobek card.
    CultCard,
    /// The drawer of the smallest-stall tile to pick among the tied stalls.
    WhimStall,
    /// The auction's winner to pick an architect.
    ArchitectPick,
}

impl fmt::Display for Awaiting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Awaiting::Turn => "the active player's turn: Sobek, market or quarry",
            Awaiting::QuarryVisitEnd => "the end of the quarry visit",
            Awaiting::Refill => "the refill cards to be put on the stalls",
            Awaiting::Sanctuary => "the builder to claim the new sanctuary or take the scarabs",
            Awaiting::HandLimit => "the hand-limit choice: discard down, or keep all for amulets",
            Awaiting::Placement => "where the piece paid for goes",
            Awaiting::Discards => "the rest of the hand-limit discards",
            Awaiting::Offering => "the secret offerings to the High Priest",
            Awaiting::Auction => "the secret bids for the Architects from Far Away",
            Awaiting::CultCard => "the statue's builder to pick a Cult of Sobek card",
            Awaiting::WhimStall => "a pick among the stalls with the fewest cards",
            Awaiting::ArchitectPick => "the auction's winner to pick an architect",
        })
    }
}

/// Why an action was refused. The game state is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    /// The game is over.
    GameOver,
    /// Another seat decides now.
    NotYourTurn {
        /// The seat that tried to act.
        seat: Seat,
        /// The seat that decides now (during the Offering, the first the table asks).
        deciding: Seat,
    },
    /// During the Offering: this seat's bid is in already.
    AlreadyOffered {
        /// The seat.
        seat: Seat,
    },
    /// The action does not answer the decision pending now.
    NotNow {
        /// The decision the game waits for.
        awaiting: Awaiting,
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
    /// Every place of the category is built (a build taken in steps pays for a category first).
    CategoryFull(Category),
    /// The piece is not of the category paid for.
    OtherCategory {
        /// The category paid for.
        paid: Category,
        /// The piece's category.
        piece: Category,
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
    /// Cult of Sobek: the expansion is not in play, or every statue is built.
    NoStatueLeft,
    /// Cult of Sobek: a statue stands only beside your own Anubis, one per sanctuary.
    NoStatueSite(u8),
    /// Cult of Sobek: that card is taken already.
    CultCardTaken(CultCard),
    /// Whims of Cleopatra: no bonus tile to draw (none earned this visit, or none left).
    NoWhimToDraw,
    /// Whims of Cleopatra: a kept tile you do not hold, or drawn this turn (it serves a later visit).
    WhimUnavailable(Whim),
    /// Architects from Far Away: an architect you do not hold, or one already played this turn.
    ArchitectNotHeld(FarArchitect),
    /// Architects from Far Away: the moment does not suit this architect.
    ArchitectNotNow(FarArchitect),
    /// Architects from Far Away: that card is not among those left to pick.
    ArchitectNotLeft(FarArchitect),
    /// The Babylonian Architect: two different stalls with cards, one of them among the fewest.
    BabylonianStalls {
        /// The first stall.
        first: u8,
        /// The second stall.
        second: u8,
    },
    /// The Babylonian Architect is played: take two stalls at once.
    TwoStallsToTake,
    /// The smallest-stall tile: only a stall with the fewest cards.
    NotSmallestStall(u8),
}

/// A building category in a sentence.
fn category_words(category: Category) -> &'static str {
    match category {
        Category::Sphinxes => "the sphinxes",
        Category::Obelisks => "the obelisks",
        Category::Doors => "the door frames",
        Category::Walls => "the column walls",
        Category::Mosaics => "the mosaics",
        Category::Throne => "the pedestal and the throne",
    }
}

fn row_word(row: Row) -> &'static str {
    match row {
        Row::Left => "left",
        Row::Right => "right",
    }
}

fn side_word(side: DoorSide) -> &'static str {
    match side {
        DoorSide::Left => "left",
        DoorSide::Right => "right",
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => f.write_str("the game is over"),
            RuleError::NotYourTurn { seat, deciding } => {
                write!(f, "{seat} cannot act now: {deciding} decides")
            }
            RuleError::AlreadyOffered { seat } => {
                write!(f, "{seat} has made its offering already")
            }
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
            RuleError::CategoryFull(category) => {
                write!(f, "every place for {} is built", category_words(*category))
            }
            RuleError::OtherCategory { paid, piece } => {
                write!(f, "the payment was for {}, not {}", category_words(*paid), category_words(*piece))
            }
            RuleError::SphinxRowFull(row) => write!(f, "the {} sphinx row is full; try the other row", row_word(*row)),
            RuleError::ObeliskBuilt(row) => write!(f, "the {} obelisk is already built", row_word(*row)),
            RuleError::DoorBuilt(side) => write!(f, "the {} door frame is already built", side_word(*side)),
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
            RuleError::NoStatueLeft => f.write_str("no Sobek statue is left to build"),
            RuleError::NoStatueSite(i) => write!(f, "sanctuary {} is not yours, or has a statue already", i + 1),
            RuleError::CultCardTaken(card) => write!(f, "{card} is taken already"),
            RuleError::NoWhimToDraw => f.write_str("no bonus tile to draw: build a piece of the die's category first"),
            RuleError::WhimUnavailable(whim) => write!(f, "the tile \"{whim}\" is not yours to use now (a tile serves a later visit)"),
            RuleError::ArchitectNotHeld(a) => write!(f, "you do not hold {a}, or played it already"),
            RuleError::ArchitectNotNow(a) => write!(f, "{a} cannot be played now"),
            RuleError::ArchitectNotLeft(a) => write!(f, "{a} is not among the cards left"),
            RuleError::BabylonianStalls { first, second } => write!(
                f,
                "stalls {} and {} cannot be taken together: two stalls with cards, one with the fewest",
                first + 1,
                second + 1
            ),
            RuleError::TwoStallsToTake => f.write_str("the Babylonian Architect takes two stalls at once"),
            RuleError::NotSmallestStall(s) => write!(f, "stall {} does not have the fewest cards", s + 1),
        }
    }
}

impl std::error::Error for RuleError {}

impl From<PaymentError> for RuleError {
    fn from(e: PaymentError) -> Self {
        RuleError::Payment(e)
    }
}

#[cfg(test)]
mod tests {
    use tabletop::testing::assert_words;

    use super::*;
    use crate::action::Action;
    use crate::save::{LoadError, SAVE_FORMAT};
    use crate::undo::{Revealed, UndoError};

    /// One of each variant. The matches break when a variant is added, so it joins the lists.
    fn every_rule_error() -> Vec<RuleError> {
        let mut cards = Cards::EMPTY;
        cards[Card::Artisan] = 1;
        cards[Card::Tainted(Resource::Wood)] = 2;
        let all = vec![
            RuleError::GameOver,
            RuleError::NotYourTurn {
                seat: Seat(0),
                deciding: Seat(2),
            },
            RuleError::AlreadyOffered { seat: Seat(1) },
            RuleError::NotNow {
                awaiting: Awaiting::Refill,
            },
            RuleError::SobekTooLate,
            RuleError::SobekUnaffordable {
                tile: SobekTile::Vizier,
                cost: SobekCost::Scarabs(3),
                scarabs: 1,
            },
            RuleError::MarketClosed,
            RuleError::QuarryClosed,
            RuleError::EmptyStall { stall: 2 },
            RuleError::NoSuchRefill { card: 1, stall: 0 },
            RuleError::CategoryFull(Category::Doors),
            RuleError::OtherCategory {
                paid: Category::Sphinxes,
                piece: Category::Throne,
            },
            RuleError::SphinxRowFull(Row::Left),
            RuleError::ObeliskBuilt(Row::Right),
            RuleError::DoorBuilt(DoorSide::Left),
            RuleError::WallBuilt(WallSlot::B2),
            RuleError::PedestalFirst,
            RuleError::ThroneSpaceTaken,
            RuleError::NoMosaicLeft,
            RuleError::MosaicDoesNotFit { tile: Pentomino::X },
            RuleError::MosaicFlipNotAllowed,
            RuleError::NotInHand { asked: cards },
            RuleError::NoSuchCredit,
            RuleError::DiscountUnavailable {
                tile: SobekTile::Merchant,
            },
            RuleError::DiscountRequired {
                tile: SobekTile::Foreman,
            },
            RuleError::Payment(PaymentError::Artisans {
                needed: 2,
                given: 1,
            }),
            RuleError::CannotPass,
            RuleError::MainActionFirst,
            RuleError::NoQuarryVisit,
            RuleError::NoSuchSanctuary(1),
            RuleError::NoAnubisLeft,
            RuleError::DiscardCount {
                needed: 2,
                given: 3,
            },
            RuleError::BidTooHigh { bid: 5, scarabs: 2 },
            RuleError::NoStatueLeft,
            RuleError::NoStatueSite(0),
            RuleError::CultCardTaken(CultCard::Toll),
            RuleError::NoWhimToDraw,
            RuleError::WhimUnavailable(Whim::SmallestStall),
            RuleError::ArchitectNotHeld(FarArchitect::Greek),
            RuleError::ArchitectNotNow(FarArchitect::Roman),
            RuleError::ArchitectNotLeft(FarArchitect::Gaulish),
            RuleError::BabylonianStalls {
                first: 0,
                second: 2,
            },
            RuleError::TwoStallsToTake,
            RuleError::NotSmallestStall(1),
        ];
        for e in &all {
            match e {
                RuleError::GameOver
                | RuleError::NotYourTurn { .. }
                | RuleError::AlreadyOffered { .. }
                | RuleError::NotNow { .. }
                | RuleError::SobekTooLate
                | RuleError::SobekUnaffordable { .. }
                | RuleError::MarketClosed
                | RuleError::QuarryClosed
                | RuleError::EmptyStall { .. }
                | RuleError::NoSuchRefill { .. }
                | RuleError::CategoryFull(_)
                | RuleError::OtherCategory { .. }
                | RuleError::SphinxRowFull(_)
                | RuleError::ObeliskBuilt(_)
                | RuleError::DoorBuilt(_)
                | RuleError::WallBuilt(_)
                | RuleError::PedestalFirst
                | RuleError::ThroneSpaceTaken
                | RuleError::NoMosaicLeft
                | RuleError::MosaicDoesNotFit { .. }
                | RuleError::MosaicFlipNotAllowed
                | RuleError::NotInHand { .. }
                | RuleError::NoSuchCredit
                | RuleError::DiscountUnavailable { .. }
                | RuleError::DiscountRequired { .. }
                | RuleError::Payment(_)
                | RuleError::CannotPass
                | RuleError::MainActionFirst
                | RuleError::NoQuarryVisit
                | RuleError::NoSuchSanctuary(_)
                | RuleError::NoAnubisLeft
                | RuleError::DiscardCount { .. }
                | RuleError::BidTooHigh { .. }
                | RuleError::NoStatueLeft
                | RuleError::NoStatueSite(_)
                | RuleError::CultCardTaken(_)
                | RuleError::NoWhimToDraw
                | RuleError::WhimUnavailable(_)
                | RuleError::ArchitectNotHeld(_)
                | RuleError::ArchitectNotNow(_)
                | RuleError::ArchitectNotLeft(_)
                | RuleError::BabylonianStalls { .. }
                | RuleError::TwoStallsToTake
                | RuleError::NotSmallestStall(_) => {}
            }
        }
        all
    }

    fn every_config_error() -> Vec<ConfigError> {
        let mut cards = Cards::EMPTY;
        cards[Card::Cave] = 1;
        let flaws = vec![
            Flaw::CardsUnaccounted {
                found: cards,
                expected: Cards::EMPTY,
            },
            Flaw::ImpossiblePlaza,
            Flaw::MosaicMisplaced { tile: Pentomino::L },
            Flaw::MosaicTwice,
            Flaw::AnubisLost { seat: Seat(1) },
            Flaw::StallMissing,
            Flaw::KnownCardsMissing { seat: Seat(0) },
            Flaw::DiscardsMissing { seat: Seat(2) },
            Flaw::BidTooHigh { seat: Seat(3) },
            Flaw::BastetHeld,
            Flaw::ExpansionParts("the statues"),
        ];
        for flaw in &flaws {
            match flaw {
                Flaw::CardsUnaccounted { .. }
                | Flaw::ImpossiblePlaza
                | Flaw::MosaicMisplaced { .. }
                | Flaw::MosaicTwice
                | Flaw::AnubisLost { .. }
                | Flaw::StallMissing
                | Flaw::KnownCardsMissing { .. }
                | Flaw::DiscardsMissing { .. }
                | Flaw::BidTooHigh { .. }
                | Flaw::BastetHeld
                | Flaw::ExpansionParts(_) => {}
            }
        }
        let settings = [
            Setting::DeckPiles,
            Setting::OutOfRange,
            Setting::OfferingEffects,
            Setting::Penalty,
            Setting::PathSteps,
            Setting::GardenSquares,
            Setting::ThroneSpace,
            Setting::DeckTooSmall,
            Setting::FixedDeck,
            Setting::FixedMosaics,
            Setting::FixedSobek,
            Setting::FixedStartPlayer,
            Setting::StartPlayers,
            Setting::StartActive,
            Setting::StartStalls,
            Setting::StartSobek,
            Setting::StartCleopatra,
            Setting::StartCounted,
        ];
        for setting in &settings {
            match setting {
                Setting::DeckPiles
                | Setting::OutOfRange
                | Setting::OfferingEffects
                | Setting::Penalty
                | Setting::PathSteps
                | Setting::GardenSquares
                | Setting::ThroneSpace
                | Setting::DeckTooSmall
                | Setting::FixedDeck
                | Setting::FixedMosaics
                | Setting::FixedSobek
                | Setting::FixedStartPlayer
                | Setting::StartPlayers
                | Setting::StartActive
                | Setting::StartStalls
                | Setting::StartSobek
                | Setting::StartCleopatra
                | Setting::StartCounted => {}
            }
        }
        let mut all = vec![ConfigError::PlayerCount(5)];
        all.extend(settings.into_iter().map(ConfigError::Invalid));
        all.extend(flaws.into_iter().map(ConfigError::Position));
        all
    }

    #[test]
    fn refusals_and_errors_read_as_words() {
        for e in every_rule_error() {
            assert_words(&e);
        }
        for e in every_config_error() {
            assert_words(&e);
        }
        let mut cards = Cards::EMPTY;
        cards[Card::Standard(Resource::Stone)] = 1;
        let credit = [0, 0, 1, 0];
        for e in [
            PaymentError::Artisans {
                needed: 2,
                given: 0,
            },
            PaymentError::NotIdentical {
                needed: 2,
                cards,
                credit,
            },
            PaymentError::Repeated {
                resource: Resource::Stone,
                cards,
                credit,
            },
            PaymentError::TooFew {
                needed: 3,
                kind: CostKind::Different,
                cards,
                credit,
            },
        ] {
            assert_words(&e);
        }
        for e in [
            LoadError::Json("expected value at line 1 column 1".into()),
            LoadError::Format(SAVE_FORMAT + 1),
            LoadError::OtherGame("chess".into()),
            LoadError::StartDiffers,
            LoadError::Config(ConfigError::PlayerCount(1)),
            LoadError::Action {
                number: 12,
                action: Action::Offer { scarabs: 3 },
                error: RuleError::GameOver,
            },
        ] {
            assert_words(&e);
        }
        for e in [
            UndoError::TurnStart,
            UndoError::NotNow,
            UndoError::Revealed(Revealed::CardsDrawn),
        ] {
            assert_words(&e);
        }
        assert_eq!(
            RuleError::CategoryFull(Category::Doors).to_string(),
            "every place for the door frames is built"
        );
        assert_eq!(
            RuleError::SphinxRowFull(Row::Left).to_string(),
            "the left sphinx row is full; try the other row"
        );
        assert_eq!(
            RuleError::OtherCategory {
                paid: Category::Sphinxes,
                piece: Category::Throne
            }
            .to_string(),
            "the payment was for the sphinxes, not the pedestal and the throne"
        );
    }
}
