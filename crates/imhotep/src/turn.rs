//! A turn: taking stones, placing one, sailing a ship, the blue cards (Lever, Hammer, Sail,
//! Chisel), passing, and the deadlock when every seat passes in a row.

use tabletop::Seat;

use crate::action::{Action, SlotRef};
use crate::card::{Card, Site};
use crate::decision::DecisionKind;
use crate::event::{Event, StoneGain};
use crate::game::Imhotep;
use crate::options::DeadlockPolicy;
use crate::parts::{Log, Phase, Task};
use crate::refusal::Refusal;

/// Stones a turn's `take` and a Hammer move at most.
const TAKE_MOST: u8 = 3;

impl Imhotep {
    /// Empty slots of unsailed ships, in (ship, slot) order. None while the round ends.
    pub(crate) fn empty_slots(&self) -> impl Iterator<Item = SlotRef> + '_ {
        let playing = self.phase == Phase::Playing;
        self.ships
            .iter()
            .enumerate()
            .filter(move |(_, ship)| playing && ship.dock.is_none())
            .flat_map(|(i, ship)| {
                (0..ship.size)
                    .filter(move |&slot| ship.slots[usize::from(slot)].is_none())
                    .map(move |slot| SlotRef {
                        ship: i as u8,
                        slot,
                    })
            })
    }

    fn any_empty_slot(&self) -> bool {
        self.empty_slots().next().is_some()
    }

    fn site_free(&self, site: Site) -> bool {
        self.ships.iter().all(|s| s.dock != Some(site))
    }

    pub(crate) fn check_slot(&self, ship: u8, slot: u8) -> Result<(), Refusal> {
        let sh = self
            .ships
            .get(usize::from(ship))
            .ok_or(Refusal::NoSuchShip { ship })?;
        if sh.dock.is_some() {
            return Err(Refusal::ShipSailed { ship });
        }
        if slot >= sh.size {
            return Err(Refusal::NoSuchSlot { ship, slot });
        }
        if sh.slots[usize::from(slot)].is_some() {
            return Err(Refusal::SlotTaken { ship, slot });
        }
        Ok(())
    }

    /// Whether the ship could sail to `site` with `extra` more stones.
    fn check_sail(&self, ship: u8, site: Site, extra: u8) -> Result<(), Refusal> {
        let sh = self
            .ships
            .get(usize::from(ship))
            .ok_or(Refusal::NoSuchShip { ship })?;
        if sh.dock.is_some() {
            return Err(Refusal::ShipSailed { ship });
        }
        let (load, minimum) = (sh.load() + extra, self.config.min_load(sh.size));
        if load < minimum {
            return Err(Refusal::TooFewStones {
                ship,
                load,
                minimum,
            });
        }
        if !self.site_free(site) {
            return Err(Refusal::SiteTaken { site });
        }
        Ok(())
    }

    fn holds(&self, s: usize, card: Card) -> Result<(), Refusal> {
        if self.fronts[s].get(card) == 0 {
            return Err(Refusal::NoCard { card });
        }
        Ok(())
    }

    /// Whether seat `s` may do anything but pass.
    fn can_act(&self, s: usize) -> bool {
        self.take_count(s, TAKE_MOST) > 0
            || (self.sleds[s] > 0 && self.any_empty_slot())
            || self.ships.iter().enumerate().any(|(i, _)| {
                Site::ALL
                    .iter()
                    .any(|&site| self.check_sail(i as u8, site, 0).is_ok())
            })
    }

    /// How many stones taking stones (or a Hammer) would move for `seat` now: up to 3, as many as
    /// the sled has room for and the quarry holds of the seat's colour.
    pub fn stones_to_take(&self, seat: Seat) -> u8 {
        self.take_count(seat.index(), TAKE_MOST)
    }

    pub(crate) fn check_turn(&self, s: usize, action: &Action) -> Result<(), Refusal> {
        let sled = self.sleds[s];
        let sled_at_least = |needed: u8| {
            if sled < needed {
                Err(Refusal::SledTooSmall { needed, sled })
            } else {
                Ok(())
            }
        };
        match *action {
            Action::TakeStones => {
                if self.take_count(s, TAKE_MOST) == 0 {
                    return Err(Refusal::NothingToTake {
                        sled,
                        quarry: self.quarry[s],
                    });
                }
                Ok(())
            }
            Action::PlaceStone { ship, slot } => {
                sled_at_least(1)?;
                self.check_slot(ship, slot)
            }
            Action::Sail { ship, site } => self.check_sail(ship, site, 0),
            Action::PlayLever { ship, site } => {
                self.holds(s, Card::Lever)?;
                self.check_sail(ship, site, 0)
            }
            Action::PlayHammer { place } => {
                self.holds(s, Card::Hammer)?;
                let k = self.take_count(s, TAKE_MOST);
                let can_place = sled + k >= 1 && self.any_empty_slot();
                if k == 0 && !can_place {
                    return Err(Refusal::NoEffect { card: Card::Hammer });
                }
                match place {
                    None if can_place => Err(Refusal::MustPlace),
                    None => Ok(()),
                    Some(_) if !can_place => Err(Refusal::CannotPlace),
                    Some(p) => self.check_slot(p.ship, p.slot),
                }
            }
            Action::PlaySail { ship, slot, site } => {
                self.holds(s, Card::Sail)?;
                sled_at_least(1)?;
                self.check_slot(ship, slot)?;
                self.check_sail(ship, site, 1)
            }
            Action::PlayChisel { first, second } => {
                self.holds(s, Card::Chisel)?;
                sled_at_least(2)?;
                if first == second {
                    return Err(Refusal::SameSlot);
                }
                if first > second {
                    return Err(Refusal::SlotOrder);
                }
                self.check_slot(first.ship, first.slot)?;
                self.check_slot(second.ship, second.slot)
            }
            Action::Pass => {
                if self.can_act(s) {
                    return Err(Refusal::CannotPass);
                }
                Ok(())
            }
            _ => Err(Refusal::NotNow {
                awaiting: DecisionKind::Turn,
            }),
        }
    }

    pub(crate) fn turn_actions(&self, s: usize, out: &mut Vec<Action>) {
        let sled = self.sleds[s];
        let k = self.take_count(s, TAKE_MOST);
        let empties: Vec<SlotRef> = self.empty_slots().collect();
        if k > 0 {
            out.push(Action::TakeStones);
        }
        if sled > 0 {
            out.extend(empties.iter().map(|p| Action::PlaceStone {
                ship: p.ship,
                slot: p.slot,
            }));
        }
        let free: Vec<Site> = Site::ALL
            .into_iter()
            .filter(|&site| self.site_free(site))
            .collect();
        let lever = self.fronts[s].get(Card::Lever) > 0;
        for (i, ship) in self.ships.iter().enumerate() {
            if ship.dock.is_none() && ship.load() >= self.config.min_load(ship.size) {
                for &site in &free {
                    out.push(Action::Sail {
                        ship: i as u8,
                        site,
                    });
                    if lever {
                        out.push(Action::PlayLever {
                            ship: i as u8,
                            site,
                        });
                    }
                }
            }
        }
        if self.fronts[s].get(Card::Hammer) > 0 {
            if sled + k >= 1 && !empties.is_empty() {
                out.extend(
                    empties
                        .iter()
                        .map(|&p| Action::PlayHammer { place: Some(p) }),
                );
            } else if k > 0 {
                out.push(Action::PlayHammer { place: None });
            }
        }
        if self.fronts[s].get(Card::Sail) > 0 && sled >= 1 {
            for p in &empties {
                let ship = &self.ships[usize::from(p.ship)];
                if ship.load() + 1 >= self.config.min_load(ship.size) {
                    for &site in &free {
                        out.push(Action::PlaySail {
                            ship: p.ship,
                            slot: p.slot,
                            site,
                        });
                    }
                }
            }
        }
        if self.fronts[s].get(Card::Chisel) > 0 && sled >= 2 {
            for (i, &first) in empties.iter().enumerate() {
                for &second in &empties[i + 1..] {
                    out.push(Action::PlayChisel { first, second });
                }
            }
        }
        if out.is_empty() {
            out.push(Action::Pass);
        }
    }

    pub(crate) fn act_turn(&mut self, s: u8, action: &Action, log: &mut Log) {
        let seat = Seat(s);
        let si = usize::from(s);
        if *action == Action::Pass {
            self.passes += 1;
            log.push(|| Event::Passed { seat });
            if self.passes >= self.players {
                self.deadlock(log);
            } else {
                self.tasks.push(Task::EndTurn);
            }
            return;
        }
        self.passes = 0;
        self.tasks.push(Task::EndTurn);
        match *action {
            Action::TakeStones => {
                let count = self.take_stones(si, TAKE_MOST);
                log.push(|| Event::StonesTaken {
                    seat,
                    count,
                    by: StoneGain::Turn,
                });
            }
            Action::PlaceStone { ship, slot } => self.place_stone(s, ship, slot, log),
            Action::Sail { ship, site } => self.sail(s, ship, site, None, log),
            Action::PlayLever { ship, site } => {
                self.play_blue(s, Card::Lever, log);
                self.sail(s, ship, site, Some(s), log);
            }
            Action::PlayHammer { place } => {
                self.play_blue(s, Card::Hammer, log);
                let count = self.take_stones(si, TAKE_MOST);
                if count > 0 {
                    log.push(|| Event::StonesTaken {
                        seat,
                        count,
                        by: StoneGain::Hammer,
                    });
                }
                if let Some(p) = place {
                    self.place_stone(s, p.ship, p.slot, log);
                }
            }
            Action::PlaySail { ship, slot, site } => {
                self.play_blue(s, Card::Sail, log);
                self.place_stone(s, ship, slot, log);
                self.sail(s, ship, site, None, log);
            }
            Action::PlayChisel { first, second } => {
                self.play_blue(s, Card::Chisel, log);
                self.place_stone(s, first.ship, first.slot, log);
                self.place_stone(s, second.ship, second.slot, log);
            }
            _ => unreachable!("checked: a turn action"),
        }
    }

    /// Takes a blue card from in front of its player; it goes to the discard pile once resolved.
    fn play_blue(&mut self, s: u8, card: Card, log: &mut Log) {
        self.fronts[usize::from(s)].remove(card);
        self.tasks.push(Task::Discard(card));
        log.push(|| Event::BlueCardPlayed {
            seat: Seat(s),
            card,
        });
    }

    pub(crate) fn place_stone(&mut self, s: u8, ship: u8, slot: u8, log: &mut Log) {
        self.sleds[usize::from(s)] -= 1;
        self.ships[usize::from(ship)].slots[usize::from(slot)] = Some(s);
        log.push(|| Event::StonePlaced {
            seat: Seat(s),
            ship,
            slot,
        });
    }

    /// Docks the ship and queues its unloading (after whatever is queued already).
    fn sail(&mut self, s: u8, ship: u8, site: Site, lever: Option<u8>, log: &mut Log) {
        self.ships[usize::from(ship)].dock = Some(site);
        log.push(|| Event::ShipSailed {
            seat: Seat(s),
            ship,
            site,
        });
        self.tasks.push(Task::Unload { ship, lever });
    }

    /// Unloads the stone in `slot` of the unloading ship and delivers it.
    pub(crate) fn unload_slot(&mut self, ship: u8, slot: u8, log: &mut Log) {
        let sh = &mut self.ships[usize::from(ship)];
        let owner = sh.slots[usize::from(slot)]
            .take()
            .expect("a stone in the slot");
        let site = sh.dock.expect("the ship is docked");
        self.deliver(site, owner, log);
    }

    /// Every player passed in a full cycle: apply the deadlock policy.
    fn deadlock(&mut self, log: &mut Log) {
        let mut returned = vec![0u8; usize::from(self.players)];
        for ship in self.ships.iter_mut().filter(|s| s.dock.is_none()) {
            for slot in ship.slots.iter_mut() {
                if let Some(o) = slot.take() {
                    self.quarry[usize::from(o)] += 1;
                    returned[usize::from(o)] += 1;
                }
            }
        }
        log.push(|| Event::Deadlock { returned });
        if self.config.deadlock_policy == DeadlockPolicy::EndGame {
            self.last_round = true;
        }
        self.begin_round_end();
    }
}
