//! Market cards, the five sites, and the two sides of a site board.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the five site boards (the Market included), in the board's top-to-bottom layout order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Site {
    /// The Market: each delivered stone takes a card, then goes back to the quarry.
    Market,
    /// The Pyramid (A) or the three small Pyramids (B).
    Pyramid,
    /// The Temple.
    Temple,
    /// The Burial Chamber.
    BurialChamber,
    /// The Obelisks.
    Obelisks,
}

impl Site {
    /// Every site, in layout order.
    pub const ALL: [Site; 5] = [
        Site::Market,
        Site::Pyramid,
        Site::Temple,
        Site::BurialChamber,
        Site::Obelisks,
    ];

    /// The site's index in [`Site::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The short name used in the action notation.
    pub fn short(self) -> &'static str {
        match self {
            Site::Market => "market",
            Site::Pyramid => "pyramid",
            Site::Temple => "temple",
            Site::BurialChamber => "burial",
            Site::Obelisks => "obelisks",
        }
    }
}

impl fmt::Display for Site {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.short())
    }
}

impl FromStr for Site {
    type Err = ();
    /// Reads a short name (`market`, `pyramid`, `temple`, `burial`, `obelisks`) or the serde name.
    fn from_str(s: &str) -> Result<Site, ()> {
        match s {
            "market" => Ok(Site::Market),
            "pyramid" | "pyramids" => Ok(Site::Pyramid),
            "temple" => Ok(Site::Temple),
            "burial" | "burialChamber" => Ok(Site::BurialChamber),
            "obelisk" | "obelisks" => Ok(Site::Obelisks),
            _ => Err(()),
        }
    }
}

/// The side of a site board in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Side {
    /// The basic side.
    #[default]
    A,
    /// The advanced side.
    B,
}

/// The colour (and so the timing) of a market card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CardColor {
    /// Resolves at once when taken, then is discarded.
    Red,
    /// Scores at game end: a third of the stones on one site.
    Green,
    /// Statues, scored together at game end.
    Purple,
    /// Played later as a turn's action, then discarded; 1 point if unused at game end.
    Blue,
}

/// A market card kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[repr(u8)]
pub enum Card {
    /// Red: a stone from the quarry onto the Pyramid site.
    Entrance,
    /// Red: a stone from the quarry into the Burial Chamber.
    Sarcophagus,
    /// Red: a stone from the quarry onto the Obelisks.
    PavedPath,
    /// Green: a third of the Pyramid site's stones.
    PyramidDecoration,
    /// Green: a third of the Temple's stones.
    TempleDecoration,
    /// Green: a third of the Burial Chamber's stones.
    BurialDecoration,
    /// Green: a third of the Obelisks' stones.
    ObeliskDecoration,
    /// Purple: statues score together.
    Statue,
    /// Blue: sail a ship and choose the unloading order.
    Lever,
    /// Blue: take up to 3 stones, then place 1.
    Hammer,
    /// Blue: place 1 stone, then sail that ship.
    Sail,
    /// Blue: place 2 stones.
    Chisel,
}

/// Number of card kinds.
pub const CARD_KINDS: usize = 12;

impl Card {
    /// Every kind, in order.
    pub const ALL: [Card; CARD_KINDS] = [
        Card::Entrance,
        Card::Sarcophagus,
        Card::PavedPath,
        Card::PyramidDecoration,
        Card::TempleDecoration,
        Card::BurialDecoration,
        Card::ObeliskDecoration,
        Card::Statue,
        Card::Lever,
        Card::Hammer,
        Card::Sail,
        Card::Chisel,
    ];

    /// The blue cards.
    pub const BLUE: [Card; 4] = [Card::Lever, Card::Hammer, Card::Sail, Card::Chisel];

    /// The kind's index in [`Card::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The card's colour.
    pub fn color(self) -> CardColor {
        match self {
            Card::Entrance | Card::Sarcophagus | Card::PavedPath => CardColor::Red,
            Card::PyramidDecoration
            | Card::TempleDecoration
            | Card::BurialDecoration
            | Card::ObeliskDecoration => CardColor::Green,
            Card::Statue => CardColor::Purple,
            Card::Lever | Card::Hammer | Card::Sail | Card::Chisel => CardColor::Blue,
        }
    }

    /// For a red card, the site it puts a stone on.
    pub fn red_site(self) -> Option<Site> {
        match self {
            Card::Entrance => Some(Site::Pyramid),
            Card::Sarcophagus => Some(Site::BurialChamber),
            Card::PavedPath => Some(Site::Obelisks),
            _ => None,
        }
    }

    /// For a decoration, the site whose stones it counts.
    pub fn decorated_site(self) -> Option<Site> {
        match self {
            Card::PyramidDecoration => Some(Site::Pyramid),
            Card::TempleDecoration => Some(Site::Temple),
            Card::BurialDecoration => Some(Site::BurialChamber),
            Card::ObeliskDecoration => Some(Site::Obelisks),
            _ => None,
        }
    }

    /// The name used in the notation and in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Card::Entrance => "entrance",
            Card::Sarcophagus => "sarcophagus",
            Card::PavedPath => "pavedPath",
            Card::PyramidDecoration => "pyramidDecoration",
            Card::TempleDecoration => "templeDecoration",
            Card::BurialDecoration => "burialDecoration",
            Card::ObeliskDecoration => "obeliskDecoration",
            Card::Statue => "statue",
            Card::Lever => "lever",
            Card::Hammer => "hammer",
            Card::Sail => "sail",
            Card::Chisel => "chisel",
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Card {
    type Err = ();
    fn from_str(s: &str) -> Result<Card, ()> {
        Card::ALL.into_iter().find(|c| c.name() == s).ok_or(())
    }
}

/// A number of cards of each kind. In JSON, a map from kind to a non-zero count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(into = "BTreeMap<Card, u8>", from = "BTreeMap<Card, u8>")]
pub struct CardCounts([u8; CARD_KINDS]);

impl CardCounts {
    /// No cards.
    pub const EMPTY: CardCounts = CardCounts([0; CARD_KINDS]);

    /// How many of `card`.
    pub fn get(&self, card: Card) -> u8 {
        self.0[card.index()]
    }

    /// Adds one `card`.
    pub fn add(&mut self, card: Card) {
        self.0[card.index()] += 1;
    }

    /// Removes one `card`, if there is one; says whether there was.
    pub fn remove(&mut self, card: Card) -> bool {
        let n = &mut self.0[card.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }

    /// Cards in all.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// Each kind held, with its count.
    pub fn iter(&self) -> impl Iterator<Item = (Card, u8)> + '_ {
        Card::ALL
            .into_iter()
            .map(|c| (c, self.get(c)))
            .filter(|&(_, n)| n > 0)
    }

    /// The cards one by one, in kind order.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.iter()
            .flat_map(|(c, n)| std::iter::repeat_n(c, usize::from(n)))
    }
}

impl From<CardCounts> for BTreeMap<Card, u8> {
    fn from(c: CardCounts) -> Self {
        c.iter().collect()
    }
}

impl From<BTreeMap<Card, u8>> for CardCounts {
    fn from(map: BTreeMap<Card, u8>) -> Self {
        let mut c = CardCounts::EMPTY;
        for (card, n) in map {
            c.0[card.index()] = n;
        }
        c
    }
}

impl FromIterator<Card> for CardCounts {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut c = CardCounts::EMPTY;
        for card in iter {
            c.add(card);
        }
        c
    }
}
