//! What must always hold of a position: every stone and card accounted for, sleds within their cap,
//! ships and decisions consistent. The tests check it after every action.

use tabletop::Seat;

use crate::card::{Card, Site};
use crate::config::{ROUNDS, SLED_CAP, STONES_PER_COLOR};
use crate::decision::Decision;
use crate::game::Imhotep;
use crate::parts::{Phase, Task};

impl Imhotep {
    /// Checks what must always hold: every stone and card accounted for, sleds within their cap,
    /// ships and decisions consistent. Used by the tests after every action.
    ///
    /// # Errors
    ///
    /// A sentence naming the first thing that does not hold (a seat's stones not adding up to 30,
    /// a card not accounted for, two ships at one site, work left with no decision pending, ...).
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.players;
        for s in 0..4u8 {
            let i = usize::from(s);
            if s >= n {
                if self.quarry[i] + self.sleds[i] != 0 || self.scores[i] != 0 {
                    return Err(format!("an empty seat {s} holds stones or points"));
                }
                continue;
            }
            if self.sleds[i] > SLED_CAP {
                return Err(format!("seat {s}'s sled holds {}", self.sleds[i]));
            }
            let on_ships: u32 = self
                .ships
                .iter()
                .flat_map(|sh| sh.slots.iter())
                .filter(|&&o| o == Some(s))
                .count() as u32;
            let on_sites: u32 = Site::ALL.iter().map(|&site| self.stones_on(site, s)).sum();
            let in_hand = u32::from(self.market_stone == Some(s))
                + u32::from(self.pending == Some(Decision::Pyramid { seat: Seat(s) }));
            let total = u32::from(self.quarry[i])
                + u32::from(self.sleds[i])
                + on_ships
                + on_sites
                + in_hand
                + 1;
            if total != u32::from(STONES_PER_COLOR) {
                return Err(format!("seat {s} has {total} stones, not 30"));
            }
        }
        // Cards.
        let mut cards = self.discard;
        for &c in self.deck.as_slice() {
            cards.add(c);
        }
        for c in self.market.iter().chain(self.pair.iter()).flatten() {
            cards.add(*c);
        }
        for f in &self.fronts[..usize::from(n)] {
            for c in f.cards() {
                cards.add(c);
            }
        }
        for t in self.tasks.as_slice() {
            if let Task::Discard(c) = t {
                cards.add(*c);
            }
        }
        for c in Card::ALL {
            if cards.get(c) != self.config.copies(c) {
                return Err(format!(
                    "{} {c} cards accounted for, not {}",
                    cards.get(c),
                    self.config.copies(c)
                ));
            }
        }
        if self
            .fronts
            .iter()
            .any(|f| f.iter().any(|(c, _)| c.red_site().is_some()))
        {
            return Err("a red card lies in front of a player".into());
        }
        // Ships.
        let mut docked = [false; 5];
        for (i, ship) in self.ships.iter().enumerate() {
            if ship.slots[usize::from(ship.size)..]
                .iter()
                .any(|s| s.is_some())
            {
                return Err(format!("ship {i} has a stone beyond its size"));
            }
            if let Some(site) = ship.dock {
                if std::mem::replace(&mut docked[site.index()], true) {
                    return Err(format!("two ships at {site}"));
                }
            }
        }
        if !self.config.sides.is_b(Site::Market) && self.pair.iter().any(|c| c.is_some()) {
            return Err("a pair on Market A".into());
        }
        if self.pair_taker.is_some() != matches!(self.pending, Some(Decision::KeepCard { .. })) {
            return Err("the pair's taker and the pending decision disagree".into());
        }
        if !(1..=ROUNDS).contains(&self.round) {
            return Err(format!("round {}", self.round));
        }
        if self.current >= n || self.start >= n {
            return Err("a seat out of range is on turn".into());
        }
        match self.phase {
            Phase::Over => {
                if self.pending.is_some() || !self.tasks.as_slice().is_empty() {
                    return Err("work left after the game ended".into());
                }
            }
            _ => {
                if self.pending.is_none() && !self.tasks.as_slice().is_empty() {
                    return Err("resolution work left with no decision pending".into());
                }
            }
        }
        if let Some(d) = self.pending {
            if d.seat().0 >= n {
                return Err("a decision for an empty seat".into());
            }
        }
        Ok(())
    }
}
