//! Test rigging: puts a position into a chosen state for the spec's test cases. Not part of the
//! rules; hidden from the docs.

use tabletop::Seat;

use crate::card::{Cells, Colour};
use crate::game::{InPlay, Phase, Pyramids};
use crate::pattern::Pattern;

#[doc(hidden)]
impl Pyramids {
    /// Puts card `card` with `marks` in `seat`'s slot `slot`, swapping it with whatever held it
    /// (the deck, the display or another slot), so every card stays in one place.
    pub fn rig_card(&mut self, seat: Seat, slot: usize, card: u8, marks: Cells) {
        let old = self.players[seat.index()].slots[slot].map(|s| s.card);
        let mut found = false;
        let deck_len = self.deck.len();
        let mut deck = self.deck.as_slice().to_vec();
        if let Some(i) = deck.iter().position(|&c| c == card) {
            match old {
                Some(o) => deck[i] = o,
                None => {
                    deck.remove(i);
                }
            }
            found = true;
        }
        debug_assert!(deck.len() <= deck_len);
        self.deck = crate::game::Deck::from_cards(&deck);
        if !found {
            if let Some(i) = self.display.iter().position(|&c| c == card) {
                self.display[i] = old.unwrap_or(0);
                found = true;
            }
        }
        if !found {
            for p in self.players.iter_mut() {
                for s in p.slots.iter_mut() {
                    if !found && s.is_some_and(|s| s.card == card) {
                        *s = old.map(|card| InPlay { card, marks: 0 });
                        found = true;
                    }
                }
            }
        }
        assert!(
            found,
            "card #{card} is not in the deck, the display or a slot"
        );
        self.players[seat.index()].slots[slot] = Some(InPlay { card, marks });
    }

    /// Moves the card in `seat`'s slot to the bottom of the deck, leaving the slot empty.
    pub fn rig_clear_slot(&mut self, seat: Seat, slot: usize) {
        if let Some(s) = self.players[seat.index()].slots[slot].take() {
            let mut deck = vec![s.card];
            deck.extend_from_slice(self.deck.as_slice());
            self.deck = crate::game::Deck::from_cards(&deck);
        }
        let p = &mut self.players[seat.index()];
        if self.phase == Phase::Mark && p.slots.iter().all(|s| s.is_none()) {
            p.choice = crate::game::Choice::Nothing;
        }
    }

    /// Moves these cards into `seat`'s completed pile (from the deck or the display).
    pub fn rig_completed(&mut self, seat: Seat, cards: &[u8]) {
        let deck: Vec<u8> = self
            .deck
            .as_slice()
            .iter()
            .copied()
            .filter(|c| !cards.contains(c))
            .collect();
        self.deck = crate::game::Deck::from_cards(&deck);
        for d in self.display.iter_mut() {
            if cards.contains(d) {
                *d = 0;
            }
        }
        for &c in cards {
            for p in self.players.iter_mut() {
                for slot in p.slots.iter_mut() {
                    if slot.is_some_and(|s| s.card == c) {
                        *slot = self.deck.pop_top().map(|card| InPlay { card, marks: 0 });
                    }
                }
            }
            self.players[seat.index()].completed |= 1 << (c - 1);
        }
    }

    /// Makes `pattern` the revealed expedition card (swapping it in from later in the round's
    /// order when it is there).
    pub fn rig_pattern(&mut self, pattern: Pattern) {
        let r = usize::from(self.reveal);
        if let Some(i) = (r..self.expedition.len()).find(|&i| self.expedition[i] == pattern) {
            self.expedition.swap(r, i);
        } else {
            self.expedition[r] = pattern;
        }
    }

    /// Sets a seat's gem and skull counters.
    pub fn rig_counters(&mut self, seat: Seat, red: u8, green: u8, skulls: u8) {
        let p = &mut self.players[seat.index()];
        (p.red, p.green, p.skulls) = (red, green, skulls);
    }

    /// Sets the 0-based round.
    pub fn rig_round(&mut self, round: u8) {
        self.round = round;
    }

    /// Gives pyramid value `index` (0: 10, 1: 6, 2: 3) of `colour` to `seat`.
    pub fn rig_claim(&mut self, colour: Colour, index: usize, seat: Seat) {
        self.claims[colour.index()][index] = seat.0 + 1;
    }

    /// Replaces the deck and the display (cards left out vanish: card accounting no longer holds).
    pub fn rig_supply(&mut self, deck: &[u8], display: [u8; 4]) {
        self.deck = crate::game::Deck::from_cards(deck);
        self.display = display;
    }

    /// Whether the game waits for marks.
    pub fn rig_marking(&self) -> bool {
        self.phase == Phase::Mark
    }
}
