//! The market cards: a Market stone's choices, the top card of the deck, a card coming to its
//! owner (a red card resolves at once), and Market B's face-down pair.

use tabletop::Seat;

use crate::card::{Card, Site};
use crate::decision::Decision;
use crate::event::{CardSource, Event};
use crate::game::Imhotep;
use crate::parts::{Log, Task};

impl Imhotep {
    /// Market choices open to a stone's owner now: face-up slots with a card, and whether the
    /// pair can be taken.
    pub(crate) fn market_choices(&self) -> (impl Iterator<Item = u8> + '_, bool) {
        let b = self.config.sides.is_b(Site::Market);
        let slots = (0..if b { 3 } else { 4 }).filter(|&i| self.market[usize::from(i)].is_some());
        let pair = b && self.pair_taker.is_none() && self.pair.iter().any(|c| c.is_some());
        (slots, pair)
    }

    /// The stone's owner at the Market takes a card: asked when there is a choice, taken at once
    /// when there is exactly one, nothing when the market is empty.
    pub(crate) fn offer_market(&mut self, owner: u8, log: &mut Log) {
        let (slots, pair) = self.market_choices();
        let slots: Vec<u8> = slots.collect();
        let options = slots.len() + usize::from(pair);
        if options == 0 {
            return;
        }
        if options == 1 && !self.config.market_take_optional {
            if pair {
                self.take_pair(owner, log);
            } else {
                self.take_market_card(owner, slots[0], log);
            }
            return;
        }
        self.pending = Some(Decision::MarketCard { seat: Seat(owner) });
    }

    /// The owner takes the top card of the deck, face up.
    pub(crate) fn draw_top(&mut self, owner: u8, log: &mut Log) {
        if let Some(card) = self.draw(log) {
            log.push(|| Event::CardTaken {
                seat: Seat(owner),
                card,
                from: CardSource::Deck,
            });
            self.gain_card(owner, card, log);
        }
    }

    /// A card comes face up to its owner: red resolves at once (then goes to the discard pile),
    /// other colours stay in front of the owner.
    pub(crate) fn gain_card(&mut self, owner: u8, card: Card, log: &mut Log) {
        let Some(site) = card.red_site() else {
            self.fronts[usize::from(owner)].add(card);
            return;
        };
        self.tasks.push(Task::Discard(card));
        let placed = self.quarry[usize::from(owner)] > 0;
        log.push(|| Event::RedCardResolved {
            seat: Seat(owner),
            card,
            placed,
        });
        if placed {
            self.quarry[usize::from(owner)] -= 1;
            self.deliver(site, owner, log);
        }
    }

    pub(crate) fn take_market_card(&mut self, owner: u8, slot: u8, log: &mut Log) {
        let card = self.market[usize::from(slot)]
            .take()
            .expect("a card in the slot");
        log.push(|| Event::CardTaken {
            seat: Seat(owner),
            card,
            from: CardSource::Market { slot },
        });
        self.gain_card(owner, card, log);
    }

    pub(crate) fn take_pair(&mut self, owner: u8, log: &mut Log) {
        self.pair_taker = Some(owner);
        let cards: Vec<Option<Card>> = self.pair.iter().filter(|c| c.is_some()).copied().collect();
        log.push(|| Event::PairTaken {
            seat: Seat(owner),
            cards,
        });
        match self.pair {
            [Some(a), Some(b)] if a != b => {
                self.pending = Some(Decision::KeepCard { seat: Seat(owner) })
            }
            [Some(a), _] | [None, Some(a)] => self.keep_pair_card(owner, a, log),
            [None, None] => unreachable!("an empty pair is never offered"),
        }
    }

    pub(crate) fn keep_pair_card(&mut self, owner: u8, kept: Card, log: &mut Log) {
        let i = if self.pair[0] == Some(kept) { 0 } else { 1 };
        self.pair[i] = None;
        let discarded = self.pair[1 - i].take();
        if let Some(c) = discarded {
            self.discard.add(c);
        }
        self.pair_taker = None;
        let public = self.config.discard_pile_public;
        log.push(|| Event::PairResolved {
            seat: Seat(owner),
            kept,
            discarded,
            public,
        });
        self.gain_card(owner, kept, log);
    }
}
