//! The position's parts: fixed-capacity piles of stones, the market deck, the ships, the
//! resolution stack of [`Task`]s, the [`Phase`], and the event [`Log`]. Fixed arrays and small
//! integers, so the position clones as a copy.

use std::fmt;

use crate::card::{Card, Site};
use crate::config::{MAX_CARDS, PLAYABLE_STONES};
use crate::event::Event;

/// The most stones that can be on one site: every playable stone of four players.
pub const MAX_STONES: usize = 4 * PLAYABLE_STONES as usize;
/// The most towers Obelisks B can hold.
pub(crate) const MAX_TOWERS: usize = MAX_STONES / 2;
/// Depth of the resolution stack (red cards chained through bonuses stay far below it).
const MAX_TASKS: usize = 40;

/// Stones in the order they arrived, each the owner's seat index. Unused entries stay 0, so
/// equality compares contents.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pile<const N: usize> {
    len: u8,
    owners: [u8; N],
}

impl<const N: usize> Pile<N> {
    pub(crate) const EMPTY: Self = Pile {
        len: 0,
        owners: [0; N],
    };

    /// Adds a stone; returns its index.
    pub(crate) fn push(&mut self, owner: u8) -> usize {
        let i = usize::from(self.len);
        self.owners[i] = owner;
        self.len += 1;
        i
    }

    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub(crate) fn as_slice(&self) -> &[u8] {
        &self.owners[..usize::from(self.len)]
    }

    /// Stones of `owner`.
    pub(crate) fn count(&self, owner: u8) -> usize {
        self.as_slice().iter().filter(|&&o| o == owner).count()
    }
}

impl<const N: usize> fmt::Debug for Pile<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// The market deck, top last. Unused entries stay `Entrance`, so equality compares contents.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Deck {
    len: u8,
    cards: [Card; MAX_CARDS],
}

impl Deck {
    pub(crate) const EMPTY: Deck = Deck {
        len: 0,
        cards: [Card::Entrance; MAX_CARDS],
    };

    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub(crate) fn as_slice(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }

    pub(crate) fn pop(&mut self) -> Option<Card> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let card = self.cards[usize::from(self.len)];
        self.cards[usize::from(self.len)] = Card::Entrance;
        Some(card)
    }

    pub(crate) fn push(&mut self, card: Card) {
        self.cards[usize::from(self.len)] = card;
        self.len += 1;
    }

    pub(crate) fn from_cards(cards: &[Card]) -> Deck {
        let mut deck = Deck::EMPTY;
        for &c in cards {
            deck.push(c);
        }
        deck
    }
}

impl fmt::Debug for Deck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// One ship of the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Ship {
    pub(crate) size: u8,
    pub(crate) slots: [Option<u8>; 4],
    pub(crate) dock: Option<Site>,
}

impl Ship {
    pub(crate) const NONE: Ship = Ship {
        size: 0,
        slots: [None; 4],
        dock: None,
    };

    pub(crate) fn load(&self) -> u8 {
        self.slots.iter().filter(|s| s.is_some()).count() as u8
    }
}

/// Work left to do while an action resolves, on a stack (last pushed, first done).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Task {
    /// The turn's action is resolved: end the round if every ship sailed, else pass the turn on.
    EndTurn,
    /// Unload the ship's next stone (the Lever player, if any, chooses which).
    Unload { ship: u8, lever: Option<u8> },
    /// The stone at the Market goes back to the quarry after its card.
    ReturnMarketStone,
    /// A resolved red or blue card goes to the discard pile.
    Discard(Card),
    /// The owner takes the top card of the deck (Temple B).
    DrawTop { owner: u8 },
    /// Temple round-end scoring from this column on.
    TempleRound { column: u8 },
    /// The rest of the round end: ships back, market cleared, next round or final scoring.
    FinishRound,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Tasks {
    len: u8,
    items: [Task; MAX_TASKS],
}

impl Tasks {
    pub(crate) const EMPTY: Tasks = Tasks {
        len: 0,
        items: [Task::EndTurn; MAX_TASKS],
    };

    pub(crate) fn push(&mut self, task: Task) {
        assert!(
            usize::from(self.len) < MAX_TASKS,
            "resolution stack overflow"
        );
        self.items[usize::from(self.len)] = task;
        self.len += 1;
    }

    pub(crate) fn pop(&mut self) -> Option<Task> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let task = self.items[usize::from(self.len)];
        self.items[usize::from(self.len)] = Task::EndTurn;
        Some(task)
    }

    pub(crate) fn as_slice(&self) -> &[Task] {
        &self.items[..usize::from(self.len)]
    }
}

impl fmt::Debug for Tasks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// Where the game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Turns are played.
    Playing,
    /// The round is ending (Temple scoring); no ship can be loaded.
    RoundEnd,
    /// The game is over.
    Over,
}

/// Events, collected only when someone reads them (not on the computer opponents' fast path).
pub(crate) type Log = tabletop::EventLog<Event>;
