//! Setup helpers for tests, tutorials and puzzles: shape a freshly dealt position by hand.
//!
//! Each helper keeps every invariant (stones move between the quarry and where they are put;
//! cards move from the deck or the discard pile), so [`Imhotep::check_invariants`] still holds.
//! Call them only at the start of a turn (no decision pending); they panic on a request the
//! position cannot meet (no such stone or card left, a taken slot, ...). Nothing placed by a
//! helper scores or asks for a decision.

use tabletop::Seat;

use crate::card::{Card, Site};
use crate::config::{ROUNDS, SLED_CAP};
use crate::event::Event;
use crate::game::Imhotep;
use crate::parts::{Deck, Log, Phase, Ship};

impl Imhotep {
    fn assert_idle(&self) {
        assert!(
            self.phase == Phase::Playing && self.pending.is_none(),
            "setup helpers need the start of a turn"
        );
    }

    /// Puts exactly `n` stones on `seat`'s sled, moving them from or to the quarry.
    pub fn setup_sled(&mut self, seat: Seat, n: u8) {
        self.assert_idle();
        let s = seat.index();
        assert!(n <= SLED_CAP, "a sled holds at most 5");
        let total = self.quarry[s] + self.sleds[s];
        assert!(n <= total, "not enough stones in the quarry");
        self.quarry[s] = total - n;
        self.sleds[s] = n;
    }

    /// Sets `seat`'s score.
    pub fn setup_score(&mut self, seat: Seat, points: i32) {
        self.scores[seat.index()] = points;
    }

    /// Makes it `seat`'s turn.
    pub fn setup_current(&mut self, seat: Seat) {
        self.assert_idle();
        assert!(seat.0 < self.players);
        self.current = seat.0;
    }

    /// Makes `seat` this round's start player (and puts it on turn).
    pub fn setup_start(&mut self, seat: Seat) {
        self.setup_current(seat);
        self.start = seat.0;
    }

    /// Sets the round number (1–6); the round's ships stay as they are.
    pub fn setup_round(&mut self, round: u8) {
        self.assert_idle();
        assert!((1..=ROUNDS).contains(&round));
        self.round = round;
    }

    /// Replaces the round's four ships with empty, unsailed ships of these sizes; stones on the
    /// old ships go back to the quarry.
    pub fn setup_ships(&mut self, sizes: [u8; 4]) {
        self.assert_idle();
        for (ship, size) in self.ships.iter_mut().zip(sizes) {
            assert!((1..=4).contains(&size));
            for o in ship.slots.iter_mut().filter_map(|s| s.take()) {
                self.quarry[usize::from(o)] += 1;
            }
            *ship = Ship { size, ..Ship::NONE };
        }
    }

    /// Puts a stone of `seat` from the quarry into an empty slot of an unsailed ship.
    pub fn setup_load(&mut self, ship: u8, slot: u8, seat: Seat) {
        self.assert_idle();
        let s = seat.index();
        assert!(self.quarry[s] > 0, "no stone of {seat} in the quarry");
        let sh = &mut self.ships[usize::from(ship)];
        assert!(sh.dock.is_none() && slot < sh.size && sh.slots[usize::from(slot)].is_none());
        sh.slots[usize::from(slot)] = Some(seat.0);
        self.quarry[s] -= 1;
    }

    /// Marks a ship as sailed to `site` without unloading it (its stones go back to the quarry at
    /// round end).
    pub fn setup_dock(&mut self, ship: u8, site: Site) {
        self.assert_idle();
        assert!(self.ships.iter().all(|s| s.dock != Some(site)));
        self.ships[usize::from(ship)].dock = Some(site);
    }

    /// Puts a stone of `seat` from the quarry on `site` by the site's placement rules, without
    /// scoring (Pyramids B: on the first pyramid that is not full; Obelisks B: a third stone makes
    /// a tower, unscored). Not for the Market.
    pub fn setup_put(&mut self, site: Site, seat: Seat) {
        self.assert_idle();
        let s = seat.index();
        assert!(self.quarry[s] > 0, "no stone of {seat} in the quarry");
        self.quarry[s] -= 1;
        let o = seat.0;
        match site {
            Site::Market => panic!("stones do not stay at the Market"),
            Site::Pyramid if self.config.sides.is_b(Site::Pyramid) => {
                match (0..3).find(|&p| !self.small_pyramid_full(p)) {
                    Some(p) => {
                        self.place_small_pyramid(p, o);
                    }
                    None => {
                        self.put_beside(o);
                    }
                }
            }
            Site::Pyramid => {
                self.put_pyramid_a(o);
            }
            Site::Temple => {
                self.put_temple(o);
            }
            Site::BurialChamber => {
                self.put_burial(o);
            }
            Site::Obelisks => {
                self.put_obelisk(o);
            }
        }
    }

    /// Puts a stone of `seat` from the quarry on small pyramid `pyramid` (0 left, 1 middle, 2 right)
    /// of Pyramids B, without scoring or bonus.
    pub fn setup_put_pyramid(&mut self, pyramid: u8, seat: Seat) {
        self.assert_idle();
        assert!(self.config.sides.is_b(Site::Pyramid));
        let s = seat.index();
        assert!(self.quarry[s] > 0 && !self.small_pyramid_full(usize::from(pyramid)));
        self.quarry[s] -= 1;
        self.place_small_pyramid(usize::from(pyramid), seat.0);
    }

    /// Takes one `card` out of the deck (keeping the others' order) or else the discard pile.
    fn setup_take_card(&mut self, card: Card) {
        let mut cards = self.deck.as_slice().to_vec();
        if let Some(i) = cards.iter().position(|&c| c == card) {
            cards.remove(i);
            self.deck = Deck::from_cards(&cards);
        } else {
            assert!(self.discard.remove(card), "no {card} left to take");
        }
    }

    /// Puts `card` face up in front of `seat`, from the deck or the discard pile.
    pub fn setup_give(&mut self, seat: Seat, card: Card) {
        self.assert_idle();
        assert!(
            card.red_site().is_none(),
            "red cards do not stay in front of players"
        );
        self.setup_take_card(card);
        self.fronts[seat.index()].add(card);
    }

    /// Lays out the market: the face-up slots (Market B uses 0–2) and the Market B pair. The cards
    /// there before go back under the deck; the new ones come from the deck or the discard pile.
    pub fn setup_market(&mut self, slots: [Option<Card>; 4], pair: [Option<Card>; 2]) {
        self.assert_idle();
        let b = self.config.sides.is_b(Site::Market);
        assert!(b || pair == [None, None], "no pair on Market A");
        assert!(!b || slots[3].is_none(), "Market B has three face-up slots");
        let old: Vec<Card> = self
            .market
            .iter_mut()
            .chain(self.pair.iter_mut())
            .filter_map(|c| c.take())
            .collect();
        let mut cards = old;
        cards.extend(self.deck.as_slice());
        self.deck = Deck::from_cards(&cards);
        for c in slots.iter().chain(pair.iter()).flatten() {
            self.setup_take_card(*c);
        }
        self.market = slots;
        self.pair = pair;
    }

    /// Puts these cards on top of the deck, `cards[0]` to be drawn first.
    pub fn setup_deck_top(&mut self, cards: &[Card]) {
        self.assert_idle();
        for &c in cards.iter().rev() {
            self.setup_take_card(c);
            self.deck.push(c);
        }
    }

    /// Ends the round now, as if the seat on turn had just sailed the round's last ship: the
    /// Temple scores (Temple B may ask for decisions), ships go back, the market is cleared, and
    /// the next round begins with the next seat, or the final scoring follows round 6.
    pub fn setup_end_round(&mut self) -> Vec<Event> {
        self.assert_idle();
        let mut log = Log::new(true);
        self.begin_round_end();
        self.run(&mut log);
        log.events
    }
}
