//! Turns and decisions: what is legal, why something is refused, and how an action resolves.

use tabletop::Seat;

use crate::action::{Action, SlotRef};
use crate::card::{Card, Site};
use crate::config::DeadlockPolicy;
use crate::decision::{Decision, DecisionKind};
use crate::error::Refusal;
use crate::event::{CardSource, Event, StoneGain};
use crate::game::{Imhotep, Log, Phase, Task};

/// Stones a turn's `take` and a Hammer move at most.
const TAKE_MOST: u8 = 3;

impl Imhotep {
    /// The decision the game waits for (`None` once the game is over).
    pub fn decision(&self) -> Option<Decision> {
        if self.phase == Phase::Over {
            return None;
        }
        Some(self.pending.unwrap_or(Decision::Turn {
            seat: Seat(self.current),
        }))
    }

    /// Who must decide now.
    pub fn to_move(&self) -> Option<Seat> {
        self.decision().map(|d| d.seat())
    }

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

    fn check_slot(&self, ship: u8, slot: u8) -> Result<(), Refusal> {
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

    /// Market choices open to a stone's owner now: face-up slots with a card, and whether the
    /// pair can be taken.
    pub(crate) fn market_choices(&self) -> (impl Iterator<Item = u8> + '_, bool) {
        let b = self.config.sides.is_b(Site::Market);
        let slots = (0..if b { 3 } else { 4 }).filter(|&i| self.market[usize::from(i)].is_some());
        let pair = b && self.pair_taker.is_none() && self.pair.iter().any(|c| c.is_some());
        (slots, pair)
    }

    /// How many stones taking stones (or a Hammer) would move for `seat` now: up to 3, as many as
    /// the sled has room for and the quarry holds of the seat's colour.
    pub fn stones_to_take(&self, seat: Seat) -> u8 {
        self.take_count(seat.index(), TAKE_MOST)
    }

    /// Whether `action` by `seat` would be accepted now, and if not, why.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        let decision = self.decision().ok_or(Refusal::GameOver)?;
        if decision.seat() != seat {
            return Err(Refusal::NotYourDecision {
                decider: decision.seat(),
            });
        }
        let s = seat.index();
        let not_now = Err(Refusal::NotNow {
            awaiting: decision.kind(),
        });
        match decision {
            Decision::Turn { .. } => self.check_turn(s, action),
            Decision::MarketCard { .. } => match *action {
                Action::TakeCard { slot } => {
                    let (mut slots, _) = self.market_choices();
                    if slots.any(|i| i == slot) {
                        Ok(())
                    } else {
                        Err(Refusal::EmptyMarketSlot { slot })
                    }
                }
                Action::TakePair => {
                    if self.market_choices().1 {
                        Ok(())
                    } else {
                        Err(Refusal::NoPair)
                    }
                }
                Action::Skip if self.config.market_take_optional => Ok(()),
                Action::Skip => Err(Refusal::CannotSkip),
                _ => not_now,
            },
            Decision::KeepCard { .. } => match *action {
                Action::KeepCard { card } if self.pair.contains(&Some(card)) => Ok(()),
                Action::KeepCard { card } => Err(Refusal::NotInPair { card }),
                _ => not_now,
            },
            Decision::Pyramid { .. } => match *action {
                Action::ChoosePyramid { pyramid } => {
                    if pyramid < 3 && !self.small_pyramid_full(usize::from(pyramid)) {
                        Ok(())
                    } else {
                        Err(Refusal::PyramidUnavailable { pyramid })
                    }
                }
                _ => not_now,
            },
            Decision::CardBonus { .. } => match *action {
                Action::DrawCard | Action::Skip => Ok(()),
                _ => not_now,
            },
            Decision::StonesBonus { .. } => match *action {
                Action::TakeStones | Action::Skip => Ok(()),
                _ => not_now,
            },
            Decision::ShipBonus { .. } => match *action {
                Action::PlaceStone { ship, slot } => self.check_slot(ship, slot),
                Action::Skip => Ok(()),
                _ => not_now,
            },
            Decision::LeverOrder { ship, .. } => match *action {
                Action::Unload { slot } => {
                    let sh = &self.ships[usize::from(ship)];
                    if slot >= sh.size {
                        Err(Refusal::NoSuchSlot { ship, slot })
                    } else if sh.slots[usize::from(slot)].is_none() {
                        Err(Refusal::SlotEmpty { ship, slot })
                    } else {
                        Ok(())
                    }
                }
                _ => not_now,
            },
            Decision::TempleReward { .. } => match *action {
                Action::RewardPoint | Action::RewardStones => Ok(()),
                _ => not_now,
            },
        }
    }

    fn check_turn(&self, s: usize, action: &Action) -> Result<(), Refusal> {
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

    /// Every action `seat` may take now (empty when it need not decide). Each one applies.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let Some(decision) = self.decision() else {
            return Vec::new();
        };
        if decision.seat() != seat {
            return Vec::new();
        }
        let s = seat.index();
        let mut out = Vec::new();
        match decision {
            Decision::Turn { .. } => self.turn_actions(s, &mut out),
            Decision::MarketCard { .. } => {
                let (slots, pair) = self.market_choices();
                out.extend(slots.map(|slot| Action::TakeCard { slot }));
                if pair {
                    out.push(Action::TakePair);
                }
                if self.config.market_take_optional {
                    out.push(Action::Skip);
                }
            }
            Decision::KeepCard { .. } => {
                for card in self.pair.iter().flatten() {
                    let a = Action::KeepCard { card: *card };
                    if !out.contains(&a) {
                        out.push(a);
                    }
                }
            }
            Decision::Pyramid { .. } => {
                for p in 0..3u8 {
                    if !self.small_pyramid_full(usize::from(p)) {
                        out.push(Action::ChoosePyramid { pyramid: p });
                    }
                }
            }
            Decision::CardBonus { .. } => out.extend([Action::DrawCard, Action::Skip]),
            Decision::StonesBonus { .. } => out.extend([Action::TakeStones, Action::Skip]),
            Decision::ShipBonus { .. } => {
                out.extend(self.empty_slots().map(|p| Action::PlaceStone {
                    ship: p.ship,
                    slot: p.slot,
                }));
                out.push(Action::Skip);
            }
            Decision::LeverOrder { ship, .. } => {
                let sh = &self.ships[usize::from(ship)];
                for slot in 0..sh.size {
                    if sh.slots[usize::from(slot)].is_some() {
                        out.push(Action::Unload { slot });
                    }
                }
            }
            Decision::TempleReward { .. } => {
                out.push(Action::RewardPoint);
                out.push(Action::RewardStones);
            }
        }
        out
    }

    fn turn_actions(&self, s: usize, out: &mut Vec<Action>) {
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

    /// Plays `action` for `seat`: the events, or why it is refused, with the position unchanged.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        self.check(seat, action)?;
        let mut log = Log::new(true);
        self.act(seat.0, action, &mut log);
        Ok(log.events)
    }

    /// Plays a checked action, without collecting events when `log` is off.
    pub(crate) fn act(&mut self, s: u8, action: &Action, log: &mut Log) {
        let seat = Seat(s);
        let si = usize::from(s);
        match self.pending.take() {
            None => self.act_turn(s, action, log),
            Some(Decision::Turn { .. }) => unreachable!("the turn is never pending"),
            Some(Decision::MarketCard { .. }) => match *action {
                Action::TakeCard { slot } => self.take_market_card(s, slot, log),
                Action::TakePair => self.take_pair(s, log),
                _ => log.push(|| Event::Skipped { seat }),
            },
            Some(Decision::KeepCard { .. }) => {
                if let Action::KeepCard { card } = *action {
                    self.keep_pair_card(s, card, log);
                }
            }
            Some(Decision::Pyramid { .. }) => {
                if let Action::ChoosePyramid { pyramid } = *action {
                    self.put_on_small_pyramid(usize::from(pyramid), s, log);
                }
            }
            Some(Decision::CardBonus { .. }) => match *action {
                Action::DrawCard => self.draw_top(s, log),
                _ => log.push(|| Event::Skipped { seat }),
            },
            Some(Decision::StonesBonus { .. }) => match *action {
                Action::TakeStones => self.take_bonus_stones(s, log),
                _ => log.push(|| Event::Skipped { seat }),
            },
            Some(Decision::ShipBonus { .. }) => match *action {
                Action::PlaceStone { ship, slot } => self.place_stone(s, ship, slot, log),
                _ => log.push(|| Event::Skipped { seat }),
            },
            Some(Decision::LeverOrder { ship, .. }) => {
                if let Action::Unload { slot } = *action {
                    self.unload_slot(ship, slot, log);
                }
            }
            Some(Decision::TempleReward { column, .. }) => {
                let fixed = self.config.temple_b_columns[usize::from(column)].points;
                let (points, stones) = match action {
                    Action::RewardStones => (fixed, self.take_stones(si, 2)),
                    _ => (fixed + 1, 0),
                };
                self.scores[si] += i32::from(points);
                log.push(|| Event::TempleReward {
                    seat,
                    column,
                    points,
                    stones,
                });
            }
        }
        self.run(log);
    }

    fn act_turn(&mut self, s: u8, action: &Action, log: &mut Log) {
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

    fn place_stone(&mut self, s: u8, ship: u8, slot: u8, log: &mut Log) {
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
    fn unload_slot(&mut self, ship: u8, slot: u8, log: &mut Log) {
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

    pub(crate) fn begin_round_end(&mut self) {
        self.phase = Phase::RoundEnd;
        self.tasks.push(Task::FinishRound);
        self.tasks.push(Task::TempleRound { column: 0 });
    }

    /// Resolves queued work until a decision is owed or nothing is left.
    pub(crate) fn run(&mut self, log: &mut Log) {
        while self.pending.is_none() {
            let Some(task) = self.tasks.pop() else {
                return;
            };
            match task {
                Task::EndTurn => {
                    if self.ships.iter().all(|s| s.dock.is_some()) {
                        self.begin_round_end();
                    } else {
                        self.current = (self.current + 1) % self.players;
                    }
                }
                Task::Unload { ship, lever } => {
                    let sh = &self.ships[usize::from(ship)];
                    let first = sh.slots.iter().position(|s| s.is_some());
                    match (first, lever) {
                        (None, _) => self.unloading = None,
                        (Some(_), Some(p)) if sh.load() >= 2 => {
                            self.unloading = Some(ship);
                            self.tasks.push(task);
                            self.pending = Some(Decision::LeverOrder {
                                seat: Seat(p),
                                ship,
                            });
                        }
                        (Some(slot), _) => {
                            self.unloading = Some(ship);
                            self.tasks.push(task);
                            self.unload_slot(ship, slot as u8, log);
                        }
                    }
                }
                Task::ReturnMarketStone => {
                    if let Some(o) = self.market_stone.take() {
                        self.quarry[usize::from(o)] += 1;
                    }
                }
                Task::Discard(card) => self.discard.add(card),
                Task::DrawTop { owner } => self.draw_top(owner, log),
                Task::TempleRound { column } => self.temple_round(column, log),
                Task::FinishRound => self.finish_round(log),
            }
        }
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

    fn keep_pair_card(&mut self, owner: u8, kept: Card, log: &mut Log) {
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

    /// Round end, Temple scoring from `column` on (A: every visible stone at once; B: column by
    /// column, stopping at a choice).
    fn temple_round(&mut self, column: u8, log: &mut Log) {
        let w = self.config.temple_width();
        if !self.config.sides.is_b(Site::Temple) {
            let mut points = vec![0i32; usize::from(self.players)];
            for c in 0..w {
                if let Some(o) = self.temple_top(c) {
                    points[usize::from(o)] += 1;
                }
            }
            for (s, p) in points.iter().enumerate() {
                self.scores[s] += p;
            }
            log.push(|| Event::TempleScored { points });
            return;
        }
        for c in column..w {
            let Some(owner) = self.temple_top(c) else {
                continue;
            };
            let bonus = self.config.temple_b_columns[usize::from(c)];
            if bonus.point_or_stones && self.take_count(usize::from(owner), 2) > 0 {
                self.tasks.push(Task::TempleRound { column: c + 1 });
                if bonus.card {
                    self.tasks.push(Task::DrawTop { owner });
                }
                self.pending = Some(Decision::TempleReward {
                    seat: Seat(owner),
                    column: c,
                });
                return;
            }
            // No choice: fixed points, and the point when two stones would move none.
            let points = bonus.points + u8::from(bonus.point_or_stones);
            self.scores[usize::from(owner)] += i32::from(points);
            log.push(|| Event::TempleReward {
                seat: Seat(owner),
                column: c,
                points,
                stones: 0,
            });
            if bonus.card {
                self.tasks.push(Task::TempleRound { column: c + 1 });
                self.tasks.push(Task::DrawTop { owner });
                return;
            }
        }
    }

    /// The owner of the visible stone of Temple column `c`, if any.
    pub(crate) fn temple_top(&self, c: u8) -> Option<u8> {
        let w = usize::from(self.config.temple_width());
        let n = self.temple.len();
        let c = usize::from(c);
        if n == 0 {
            return None;
        }
        let layer = (n - 1) / w;
        let k = if c <= (n - 1) % w {
            layer * w + c
        } else if layer > 0 {
            (layer - 1) * w + c
        } else {
            return None;
        };
        Some(self.temple.as_slice()[k])
    }

    fn finish_round(&mut self, log: &mut Log) {
        let next = (self.current + 1) % self.players;
        for ship in self.ships.iter_mut() {
            for slot in ship.slots.iter_mut() {
                if let Some(o) = slot.take() {
                    self.quarry[usize::from(o)] += 1;
                }
            }
            ship.dock = None;
        }
        self.unloading = None;
        let cards: Vec<Card> = self.market.iter_mut().filter_map(|c| c.take()).collect();
        let pair: Vec<Option<Card>> = self
            .pair
            .iter_mut()
            .filter_map(|c| c.take())
            .map(Some)
            .collect();
        for c in cards.iter().chain(pair.iter().flatten()) {
            self.discard.add(*c);
        }
        let public = self.config.discard_pile_public;
        if !cards.is_empty() || !pair.is_empty() {
            log.push(|| Event::MarketCleared {
                cards,
                pair,
                public,
            });
        }
        let last = self.round >= crate::config::ROUNDS || self.last_round;
        let round = self.round;
        log.push(|| Event::RoundEnded {
            round,
            next_start: (!last).then_some(Seat(next)),
        });
        if last {
            self.final_scoring(log);
        } else {
            self.round += 1;
            self.start = next;
            self.begin_round(log);
        }
    }
}
