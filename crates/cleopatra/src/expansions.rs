//! The four Kickstarter mini-expansions (§13 of the rules spec): their parts, and the state of a
//! game that plays with them. Each is switched on in [`crate::Expansions`]; a game without them
//! carries an empty [`Extras`] and plays exactly as before.
//!
//! * **The Cult of Sobek**: a sanctuary owner builds a Sobek statue in the Quarry (1 artisan and
//!   one unit of each resource) beside one of their Anubis figures, and keeps a [`CultCard`].
//! * **The Whims of Cleopatra**: the die shows a category; building a piece of it lets the builder
//!   draw one of seven face-down [`Whim`] tiles.
//! * **The Wisdom of Bastet**: ten Bastet cards in the deck; taking a stall with one gives scarabs
//!   and the Bastet statue, which gives scarabs at the start of each of its holder's turns.
//! * **Architects from Far Away**: a secret auction the first time Cleopatra moves hands out
//!   single-use [`FarArchitect`] cards.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::Category;
use crate::player::Seat;

/// The four cards of the Cult of Sobek: a statue's builder keeps one, its advantage lasting to
/// the end of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CultCard {
    /// Whenever you build a sphinx, each opponent takes 1 amulet.
    Sphinx,
    /// Whenever you build a column wall, each opponent takes 1 amulet.
    Wall,
    /// Whenever an opponent builds a door frame, the pedestal, the throne or an obelisk, they give
    /// you 2 scarabs.
    Toll,
    /// The Sobek marker goes under one of your statues: at the end each square of that
    /// sanctuary removes 2 amulets instead of 1.
    Marker,
}

impl CultCard {
    /// The four cards.
    pub const ALL: [CultCard; 4] = [
        CultCard::Sphinx,
        CultCard::Wall,
        CultCard::Toll,
        CultCard::Marker,
    ];
}

impl fmt::Display for CultCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CultCard::Sphinx => "the Sphinx card",
            CultCard::Wall => "the Wall card",
            CultCard::Toll => "the Toll card",
            CultCard::Marker => "the Marker card",
        })
    }
}

/// The seven bonus tiles of the Whims of Cleopatra, drawn face down at random.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Whim {
    /// 1. Return 2 amulets to the supply.
    ReturnAmulets,
    /// 2. Each opponent takes 1 amulet.
    OpponentsTakeAmulet,
    /// 3. Gain 3 scarabs.
    Scarabs,
    /// 4. Each opponent gives you 1 scarab, if they have any.
    ScarabFromEach,
    /// 5. Kept: on a later Quarry visit, replaces 2 artisans of one payment.
    Artisans,
    /// 6. Kept: on a later Quarry visit, replaces any 2 resource units of one payment.
    Resources,
    /// 7. Take all the cards of the stall with the fewest cards, without refilling.
    SmallestStall,
}

impl Whim {
    /// The seven tiles, numbered as in the rules.
    pub const ALL: [Whim; 7] = [
        Whim::ReturnAmulets,
        Whim::OpponentsTakeAmulet,
        Whim::Scarabs,
        Whim::ScarabFromEach,
        Whim::Artisans,
        Whim::Resources,
        Whim::SmallestStall,
    ];

    /// Whether its owner keeps it for a later Quarry visit.
    pub const fn is_kept(self) -> bool {
        matches!(self, Whim::Artisans | Whim::Resources)
    }

    pub(crate) const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Whim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Whim::ReturnAmulets => "return 2 amulets",
            Whim::OpponentsTakeAmulet => "each opponent takes an amulet",
            Whim::Scarabs => "3 scarabs",
            Whim::ScarabFromEach => "a scarab from each opponent",
            Whim::Artisans => "2 artisans later",
            Whim::Resources => "2 resources later",
            Whim::SmallestStall => "the smallest stall",
        })
    }
}

/// The four Architects from Far Away, each used once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum FarArchitect {
    /// For one Quarry visit, tainted cards cost no amulets.
    Greek,
    /// With a Market visit: keep the whole hand at the end of the turn, no amulets.
    Gaulish,
    /// With a Market visit: take two stalls, one of them a stall with the fewest cards.
    Babylonian,
    /// Call a Worshipper of Sobek without paying its cost.
    Roman,
}

impl FarArchitect {
    /// The four cards.
    pub const ALL: [FarArchitect; 4] = [
        FarArchitect::Greek,
        FarArchitect::Gaulish,
        FarArchitect::Babylonian,
        FarArchitect::Roman,
    ];
}

impl fmt::Display for FarArchitect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FarArchitect::Greek => "the Greek Architect",
            FarArchitect::Gaulish => "the Gaulish Architect",
            FarArchitect::Babylonian => "the Babylonian Architect",
            FarArchitect::Roman => "the Roman Architect",
        })
    }
}

/// What a secret auction is for: the Offering to the High Priest, or the Architects from Far
/// Away (the same bidding, all bids lost).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Auction {
    /// The Offering: amulets by rank.
    #[default]
    Offering,
    /// The Architects from Far Away: the highest bidders pick a card each.
    Architects,
}

/// The public state of the expansions in play (everything here is seen by every seat).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Extras {
    /// Cult of Sobek: statues not yet built.
    pub statues_left: u8,
    /// Cult of Sobek: cards not yet taken.
    pub cult_cards: Vec<CultCard>,
    /// Whims of Cleopatra: the category the die shows (`None` without the expansion).
    pub die: Option<Category>,
    /// Wisdom of Bastet: who holds the Bastet statue.
    pub bastet: Option<Seat>,
    /// Architects from Far Away: whether the auction was held.
    pub auction_held: bool,
}
