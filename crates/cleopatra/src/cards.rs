//! Resource cards: the four resources, the card kinds, hands as counts, and deck cards with orientation.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

use crate::config::DeckConfig;

/// One of the four building resources.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Resource {
    /// Wood.
    Wood,
    /// Stone.
    Stone,
    /// Marble.
    Marble,
    /// Lapis lazuli.
    Lapis,
}

impl Resource {
    /// All four resources, in the order used for indexing.
    pub const ALL: [Resource; 4] = [
        Resource::Wood,
        Resource::Stone,
        Resource::Marble,
        Resource::Lapis,
    ];

    /// Index 0..4 of this resource.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case English name, as used in the log.
    pub const fn name(self) -> &'static str {
        match self {
            Resource::Wood => "wood",
            Resource::Stone => "stone",
            Resource::Marble => "marble",
            Resource::Lapis => "lapis",
        }
    }
}

impl fmt::Display for Resource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A kind of card. Physical cards of the same kind are interchangeable, so hands are counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Card {
    /// A standard (green-bordered) card worth 1 of its resource.
    Standard(Resource),
    /// A standard artisan card.
    Artisan,
    /// A tainted (red-bordered) card worth 2 of its resource; spending it costs 1 amulet.
    Tainted(Resource),
    /// A tainted cave: 1 unit of any one resource (never an artisan); spending it costs 1 amulet.
    Cave,
    /// The Wisdom of Bastet: taking a stall that holds one gives scarabs and the Bastet statue.
    /// It is shown and discarded at once, so it never sits in a hand.
    Bastet,
}

impl Card {
    /// Number of card kinds.
    pub const KINDS: usize = 11;

    /// Number of kinds a hand may hold or pay with: all but Bastet, which come first in
    /// [`Card::ALL`].
    pub const HAND_KINDS: usize = 10;

    /// All card kinds, in index order.
    pub const ALL: [Card; Card::KINDS] = [
        Card::Standard(Resource::Wood),
        Card::Standard(Resource::Stone),
        Card::Standard(Resource::Marble),
        Card::Standard(Resource::Lapis),
        Card::Artisan,
        Card::Tainted(Resource::Wood),
        Card::Tainted(Resource::Stone),
        Card::Tainted(Resource::Marble),
        Card::Tainted(Resource::Lapis),
        Card::Cave,
        Card::Bastet,
    ];

    /// Index 0..10 of this kind.
    pub const fn index(self) -> usize {
        match self {
            Card::Standard(r) => r.index(),
            Card::Artisan => 4,
            Card::Tainted(r) => 5 + r.index(),
            Card::Cave => 9,
            Card::Bastet => 10,
        }
    }

    /// Tainted cards (red border: tainted resources and caves) cost an amulet when spent or kept at the end.
    pub const fn is_tainted(self) -> bool {
        matches!(self, Card::Tainted(_) | Card::Cave)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Standard(r) => write!(f, "{r}"),
            Card::Artisan => f.write_str("artisan"),
            Card::Tainted(r) => write!(f, "tainted {r}"),
            Card::Cave => f.write_str("cave"),
            Card::Bastet => f.write_str("Bastet"),
        }
    }
}

/// A multiset of cards, counted per kind: a hand, a payment, a discard.
///
/// Serialized as a list of counts in [`Card::ALL`] order; the Bastet count is written only when
/// there are Bastet cards, so hands and payments read as they did before the expansion, and
/// lists of 10 (older saves) read with no Bastet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Cards(pub [u8; Card::KINDS]);

impl Serialize for Cards {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let len = if self[Card::Bastet] == 0 {
            Card::HAND_KINDS
        } else {
            Card::KINDS
        };
        self.0[..len].serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Cards {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let counts = Vec::<u8>::deserialize(deserializer)?;
        if counts.len() != Card::HAND_KINDS && counts.len() != Card::KINDS {
            return Err(serde::de::Error::invalid_length(
                counts.len(),
                &"10 or 11 card counts",
            ));
        }
        let mut cards = Cards::EMPTY;
        cards.0[..counts.len()].copy_from_slice(&counts);
        Ok(cards)
    }
}

impl Cards {
    /// No cards.
    pub const EMPTY: Cards = Cards([0; Card::KINDS]);

    /// Total number of cards.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// Number of tainted cards (tainted resources and caves).
    pub fn tainted(&self) -> u32 {
        Card::ALL
            .iter()
            .filter(|c| c.is_tainted())
            .map(|&c| u32::from(self[c]))
            .sum()
    }

    /// Whether every card of `other` is also here.
    pub fn contains(&self, other: &Cards) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }

    /// Adds one card.
    pub fn add(&mut self, card: Card) {
        self[card] += 1;
    }

    /// Adds all of `other`.
    pub fn add_all(&mut self, other: &Cards) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a += b;
        }
    }

    /// Removes all of `other`; the caller has checked [`Cards::contains`].
    pub fn remove_all(&mut self, other: &Cards) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a -= b;
        }
    }

    /// The cards one by one, grouped by kind.
    pub fn iter(&self) -> impl Iterator<Item = Card> + '_ {
        Card::ALL
            .iter()
            .flat_map(move |&c| std::iter::repeat_n(c, usize::from(self[c])))
    }

    /// One card.
    pub fn one(card: Card) -> Cards {
        let mut cards = Cards::EMPTY;
        cards.add(card);
        cards
    }

    /// The kinds present, once each.
    pub fn kinds(&self) -> impl Iterator<Item = Card> + '_ {
        Card::ALL.into_iter().filter(move |&c| self[c] > 0)
    }

    /// Builds the counts of a list of cards.
    pub fn from_cards(cards: impl IntoIterator<Item = Card>) -> Cards {
        let mut counts = Cards::EMPTY;
        for c in cards {
            counts.add(c);
        }
        counts
    }
}

impl Index<Card> for Cards {
    type Output = u8;
    fn index(&self, card: Card) -> &u8 {
        &self.0[card.index()]
    }
}

impl IndexMut<Card> for Cards {
    fn index_mut(&mut self, card: Card) -> &mut u8 {
        &mut self.0[card.index()]
    }
}

impl fmt::Display for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = Card::ALL
            .iter()
            .filter(|&&c| self[c] > 0)
            .map(|&c| format!("{} {c}", self[c]))
            .collect();
        if parts.is_empty() {
            f.write_str("no cards")
        } else {
            f.write_str(&parts.join(", "))
        }
    }
}

/// A card in the deck or in a market stall, with the side it shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DeckCard {
    /// What the card is.
    pub card: Card,
    /// Face up (everyone sees it) or face down (a back).
    pub face_up: bool,
}

impl DeckCard {
    /// What a viewer who has not taken the card sees: its face if face up, else only its back.
    pub fn seen(&self) -> SeenCard {
        SeenCard {
            face_up: self.face_up,
            card: self.face_up.then_some(self.card),
        }
    }

    /// The card with its identity known, whatever side it shows.
    pub fn known(&self) -> SeenCard {
        SeenCard {
            face_up: self.face_up,
            card: Some(self.card),
        }
    }
}

/// A card as some viewer sees it: its orientation, and what it is when that viewer may know.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeenCard {
    /// Whether the card lies face up.
    pub face_up: bool,
    /// The card, or `None` when this viewer sees only its back.
    pub card: Option<Card>,
}

impl SeenCard {
    /// The same card as seen by someone who did not take it: face-down cards lose their identity.
    pub fn public(self) -> SeenCard {
        SeenCard {
            face_up: self.face_up,
            card: if self.face_up { self.card } else { None },
        }
    }
}

impl fmt::Display for SeenCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.card, self.face_up) {
            (Some(c), true) => write!(f, "{c}"),
            (Some(c), false) => write!(f, "{c} (face down)"),
            (None, _) => f.write_str("a face-down card"),
        }
    }
}

/// The full deck contents for a deck configuration, in index order (unshuffled), without the
/// Wisdom of Bastet's cards (see [`crate::Config::deck_cards`]).
pub fn full_deck(deck: &DeckConfig) -> Vec<Card> {
    let mut cards = Vec::new();
    for r in Resource::ALL {
        cards.extend(std::iter::repeat_n(
            Card::Standard(r),
            deck.standard_per_resource.into(),
        ));
        cards.extend(std::iter::repeat_n(
            Card::Tainted(r),
            deck.tainted_per_resource.into(),
        ));
    }
    cards.extend(std::iter::repeat_n(Card::Artisan, deck.artisans.into()));
    cards.extend(std::iter::repeat_n(Card::Cave, deck.caves.into()));
    cards
}
