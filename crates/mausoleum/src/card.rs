//! The 52-card deck (§1) and card counts, the compact form of every zone but the draw pile.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The kinds of card, in the spec's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Card {
    /// Construction: Base.
    Base,
    /// Construction: Columns (Colunas).
    Columns,
    /// Construction: Pyramid (Pirâmide).
    Pyramid,
    /// Construction: Statues (Estátuas).
    Statues,
    /// Character: Mausolus (Mausolo), a score marker doubling one complete set.
    Mausolus,
    /// Character: Artemisia II, draw 2 more cards.
    Artemisia,
    /// Character: Architects (Arquitetos), a shield against Earthquake and Invasion.
    Architects,
    /// Character: Sculptors (Escultores), a shield against Theft and Exchange.
    Sculptors,
    /// Event: Earthquake (Terremoto), the target discards a construction card of their area.
    Earthquake,
    /// Event: Invasion (Invasão), steal a construction card from an opponent's area.
    Invasion,
    /// Event: Archaeological Discovery (Descoberta Arqueológica), take a card from the discard pile.
    Discovery,
    /// Action: Exchange (Troca), swap a card of your hand with a random one of an opponent's.
    Exchange,
    /// Action: Theft (Roubo), take a random card from an opponent's hand.
    Theft,
    /// Action: Protection (Proteção), a shield against any one attack.
    Protection,
}

/// The number of kinds of card.
pub const KINDS: usize = 14;
/// Cards in the deck.
pub const DECK_SIZE: usize = 52;

/// The card groups of §1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Group {
    /// Base, Columns, Pyramid, Statues.
    Construction,
    /// Mausolus, Artemisia II, Architects, Sculptors.
    Character,
    /// Earthquake, Invasion, Discovery.
    Event,
    /// Exchange, Theft, Protection.
    Action,
}

impl Card {
    /// Every kind, in order.
    pub const ALL: [Card; KINDS] = [
        Card::Base,
        Card::Columns,
        Card::Pyramid,
        Card::Statues,
        Card::Mausolus,
        Card::Artemisia,
        Card::Architects,
        Card::Sculptors,
        Card::Earthquake,
        Card::Invasion,
        Card::Discovery,
        Card::Exchange,
        Card::Theft,
        Card::Protection,
    ];
    /// The four parts of a set.
    pub const CONSTRUCTION: [Card; 4] = [Card::Base, Card::Columns, Card::Pyramid, Card::Statues];
    /// The four characters, whose different names count for tie-break 2.
    pub const CHARACTERS: [Card; 4] = [
        Card::Mausolus,
        Card::Artemisia,
        Card::Architects,
        Card::Sculptors,
    ];
    /// The four attacks.
    pub const ATTACKS: [Card; 4] = [
        Card::Earthquake,
        Card::Invasion,
        Card::Exchange,
        Card::Theft,
    ];

    /// The index of the kind, 0–13.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Copies in the deck.
    pub fn copies(self) -> u8 {
        match self {
            Card::Base | Card::Columns | Card::Pyramid | Card::Statues => 6,
            Card::Earthquake | Card::Protection => 2,
            _ => 3,
        }
    }

    /// The card's group.
    pub fn group(self) -> Group {
        match self {
            Card::Base | Card::Columns | Card::Pyramid | Card::Statues => Group::Construction,
            Card::Mausolus | Card::Artemisia | Card::Architects | Card::Sculptors => {
                Group::Character
            }
            Card::Earthquake | Card::Invasion | Card::Discovery => Group::Event,
            Card::Exchange | Card::Theft | Card::Protection => Group::Action,
        }
    }

    /// A construction card.
    pub fn is_construction(self) -> bool {
        self.group() == Group::Construction
    }

    /// A character card.
    pub fn is_character(self) -> bool {
        self.group() == Group::Character
    }

    /// An attack (Earthquake, Invasion, Exchange, Theft).
    pub fn is_attack(self) -> bool {
        Card::ATTACKS.contains(&self)
    }

    /// A defence (Architects, Sculptors, Protection).
    pub fn is_defence(self) -> bool {
        matches!(self, Card::Architects | Card::Sculptors | Card::Protection)
    }

    /// The specific shield against this attack (Architects or Sculptors), if it is an attack.
    pub fn specific_shield(self) -> Option<Card> {
        match self {
            Card::Earthquake | Card::Invasion => Some(Card::Architects),
            Card::Exchange | Card::Theft => Some(Card::Sculptors),
            _ => None,
        }
    }

    /// Whether this defence blocks `attack` (§5).
    pub fn blocks(self, attack: Card) -> bool {
        attack.is_attack() && (self == Card::Protection || attack.specific_shield() == Some(self))
    }

    /// The kind with this index.
    pub fn from_index(i: usize) -> Card {
        Card::ALL[i]
    }

    /// The bit of a character in a used-characters mask.
    pub(crate) fn character_bit(self) -> u8 {
        match self {
            Card::Mausolus => 1,
            Card::Artemisia => 2,
            Card::Architects => 4,
            Card::Sculptors => 8,
            _ => 0,
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

/// How many cards of each kind a zone holds (a hand, an area, the discard pile).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardCounts(pub [u8; KINDS]);

impl CardCounts {
    /// An empty zone.
    pub const EMPTY: CardCounts = CardCounts([0; KINDS]);

    /// The whole deck.
    pub fn deck() -> CardCounts {
        let mut c = CardCounts::EMPTY;
        for card in Card::ALL {
            c.0[card.index()] = card.copies();
        }
        c
    }

    /// Cards of this kind.
    pub fn get(&self, card: Card) -> u8 {
        self.0[card.index()]
    }

    /// Whether it holds at least one of this kind.
    pub fn has(&self, card: Card) -> bool {
        self.get(card) > 0
    }

    /// Adds one card.
    pub fn add(&mut self, card: Card) {
        self.0[card.index()] += 1;
    }

    /// Removes one card; false (and no change) if there is none.
    pub fn remove(&mut self, card: Card) -> bool {
        let n = &mut self.0[card.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        true
    }

    /// All cards.
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// Construction cards.
    pub fn constructions(&self) -> u32 {
        Card::CONSTRUCTION
            .iter()
            .map(|&c| u32::from(self.get(c)))
            .sum()
    }

    /// Complete sets: the least count of the four construction kinds (§6).
    pub fn complete_sets(&self) -> u8 {
        Card::CONSTRUCTION
            .iter()
            .map(|&c| self.get(c))
            .min()
            .unwrap_or(0)
    }

    /// The kinds present, in order.
    pub fn kinds(&self) -> impl Iterator<Item = Card> + '_ {
        Card::ALL.into_iter().filter(|&c| self.has(c))
    }

    /// Every card, kinds in order, each repeated by its count.
    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        Card::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, usize::from(self.get(c))))
    }

    /// The `n`-th card (0-based) in the order of [`CardCounts::cards`].
    pub fn nth(&self, n: u32) -> Option<Card> {
        let mut n = n;
        for c in Card::ALL {
            let k = u32::from(self.get(c));
            if n < k {
                return Some(c);
            }
            n -= k;
        }
        None
    }

    /// Adds every card of `other`.
    pub fn add_all(&mut self, other: &CardCounts) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
    }
}

impl FromIterator<Card> for CardCounts {
    fn from_iter<T: IntoIterator<Item = Card>>(iter: T) -> Self {
        let mut c = CardCounts::EMPTY;
        for card in iter {
            c.add(card);
        }
        c
    }
}
