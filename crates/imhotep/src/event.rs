//! Log events: facts, worded by the app. [`Event::for_viewer`] hides what a viewer may not see
//! (the cards of a Market B pair someone else took; a discarded pair card when the discard pile is
//! not public).

use serde::{Deserialize, Serialize};
use tabletop::Seat;

use crate::card::{Card, Site};

/// Where a delivered stone came to rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Spot {
    /// At the Market (the stone goes back to the quarry after its card).
    Market,
    /// Pyramid A: the space with this fill number (0-based, 0–13).
    Pyramid {
        /// The fill number.
        space: u8,
    },
    /// Pyramids B: a space of one small pyramid.
    PyramidB {
        /// 0 left, 1 middle, 2 right.
        pyramid: u8,
        /// The fill number within that pyramid (0-based).
        space: u8,
    },
    /// Beside the full pyramid(s).
    BesidePyramid,
    /// The Temple.
    Temple {
        /// The column (0-based).
        column: u8,
        /// The layer (0 is the bottom).
        layer: u8,
    },
    /// The Burial Chamber.
    BurialChamber {
        /// The row (0 top, 1 middle, 2 bottom).
        row: u8,
        /// The column (0-based).
        column: u8,
    },
    /// Obelisks A: the owner's stack, now this high.
    Obelisk {
        /// The new height.
        height: u8,
    },
    /// Obelisks B: a holding space; the owner now holds this many there.
    ObeliskHolding {
        /// Stones held.
        held: u8,
    },
    /// Obelisks B: the held stones and this one became a tower on this tower space (0-based, in
    /// value order).
    ObeliskTower {
        /// The tower space.
        space: u8,
    },
}

/// Why stones moved from the quarry to a sled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum StoneGain {
    /// The turn's action.
    Turn,
    /// A Hammer.
    Hammer,
    /// A Pyramids B bonus.
    PyramidBonus,
}

/// Where a card taken by a player came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum CardSource {
    /// A face-up market slot.
    Market {
        /// The slot.
        slot: u8,
    },
    /// The top of the deck (a Pyramids B or Temple B bonus).
    Deck,
}

/// A category of the final scoring, in scoring order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ScoreCategory {
    /// Burial Chamber groups (A) or rows (B).
    BurialChamber,
    /// Obelisk ranking (A) or held stones (B).
    Obelisks,
    /// Statues.
    Statues,
    /// Decorations.
    Decorations,
    /// Unused blue cards, 1 each.
    BlueCards,
    /// The Wrath of the Pharaoh (0 or negative).
    Wrath,
}

impl ScoreCategory {
    /// Every category, in scoring order.
    pub const ALL: [ScoreCategory; 6] = [
        ScoreCategory::BurialChamber,
        ScoreCategory::Obelisks,
        ScoreCategory::Statues,
        ScoreCategory::Decorations,
        ScoreCategory::BlueCards,
        ScoreCategory::Wrath,
    ];
}

/// Something that happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Event {
    /// A round began: its card's ship sizes, in ship order, and its start player.
    RoundBegan {
        /// The round (1–6).
        round: u8,
        /// Ship sizes.
        ships: [u8; 4],
        /// Who starts.
        start: Seat,
    },
    /// The market was dealt: the face-up slots, and how many cards lie face down in the pair slot.
    MarketDealt {
        /// Face-up slots (an empty slot when the cards ran out).
        cards: Vec<Option<Card>>,
        /// Face-down pair cards (Market B).
        pair: u8,
    },
    /// The discard pile was shuffled into a new deck.
    DeckReshuffled {
        /// Cards in the new deck.
        cards: u8,
    },
    /// Stones went from the quarry to a sled.
    StonesTaken {
        /// Whose.
        seat: Seat,
        /// How many.
        count: u8,
        /// Why.
        by: StoneGain,
    },
    /// A stone went from a sled into a ship's slot.
    StonePlaced {
        /// Whose.
        seat: Seat,
        /// The ship.
        ship: u8,
        /// The slot.
        slot: u8,
    },
    /// A ship sailed to a site.
    ShipSailed {
        /// Who sailed it.
        seat: Seat,
        /// The ship.
        ship: u8,
        /// The site.
        site: Site,
    },
    /// A stone arrived at a site (from a ship or a red card).
    StoneDelivered {
        /// The stone's owner.
        owner: Seat,
        /// The site.
        site: Site,
        /// Where on it.
        spot: Spot,
        /// Points scored at once.
        points: i32,
    },
    /// A card went face up in front of a player.
    CardTaken {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
        /// From where.
        from: CardSource,
    },
    /// Market B: a player took the face-down pair (its cards seen by the taker only).
    PairTaken {
        /// Who.
        seat: Seat,
        /// The cards, `None` where the viewer may not see them.
        cards: Vec<Option<Card>>,
    },
    /// Market B: the pair's taker kept one card face up and discarded the other.
    PairResolved {
        /// Who.
        seat: Seat,
        /// The card kept.
        kept: Card,
        /// The card discarded (`None` where the viewer may not see it, or none).
        discarded: Option<Card>,
        /// Whether the discarded card was shown to everyone.
        public: bool,
    },
    /// A red card was resolved and discarded.
    RedCardResolved {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
        /// Whether a stone was placed (false: the player had no stone in the quarry).
        placed: bool,
    },
    /// A blue card was played (and is discarded once resolved).
    BlueCardPlayed {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A player declined an optional choice (a Pyramids B bonus, or an optional market card).
    Skipped {
        /// Who.
        seat: Seat,
    },
    /// A player passed.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// Every player passed in a full cycle: the round ends; stones on unsailed ships went back.
    Deadlock {
        /// Stones returned to each seat's quarry supply.
        returned: Vec<u8>,
    },
    /// Temple A scored at a round end.
    TempleScored {
        /// Points per seat.
        points: Vec<i32>,
    },
    /// Temple B: a visible stone's column bonus at a round end (a card comes as [`Event::CardTaken`]).
    TempleReward {
        /// The stone's owner.
        seat: Seat,
        /// The column (0-based).
        column: u8,
        /// Points scored.
        points: u8,
        /// Stones taken to the sled.
        stones: u8,
    },
    /// The market's leftovers went to the discard pile at round end.
    MarketCleared {
        /// Face-up cards left.
        cards: Vec<Card>,
        /// An untaken pair (`None` where the viewer may not see it).
        pair: Vec<Option<Card>>,
        /// Whether the discard pile is public.
        public: bool,
    },
    /// A round ended.
    RoundEnded {
        /// The round.
        round: u8,
        /// Who starts the next round (none after the last).
        next_start: Option<Seat>,
    },
    /// A category of the final scoring.
    FinalScored {
        /// The category.
        category: ScoreCategory,
        /// Points per seat.
        points: Vec<i32>,
    },
    /// The game ended.
    GameOver {
        /// Final scores per seat.
        scores: Vec<i32>,
        /// The winners after the tie rule.
        winners: Vec<Seat>,
    },
}

impl Event {
    /// This event as `viewer` may see it (`None`: a spectator).
    pub fn for_viewer(&self, viewer: Option<Seat>) -> Event {
        match self {
            Event::PairTaken { seat, cards } if viewer != Some(*seat) => Event::PairTaken {
                seat: *seat,
                cards: vec![None; cards.len()],
            },
            Event::PairResolved {
                seat,
                kept,
                discarded: Some(_),
                public: false,
            } if viewer != Some(*seat) => Event::PairResolved {
                seat: *seat,
                kept: *kept,
                discarded: None,
                public: false,
            },
            Event::MarketCleared {
                cards,
                pair,
                public: false,
            } => Event::MarketCleared {
                cards: cards.clone(),
                pair: vec![None; pair.len()],
                public: false,
            },
            other => other.clone(),
        }
    }
}
