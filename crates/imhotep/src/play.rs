//! Decisions: who must decide now, what they may do, why an action is refused, and how an action
//! resolves (through the queued work of [`Task`]s until the next decision). What each action does is
//! in its own module: a turn's actions in `turn`, the market cards in `market`, the sites and their
//! bonuses in `sites`, the round end in `round`.

use tabletop::Seat;

use crate::action::Action;
use crate::decision::Decision;
use crate::event::Event;
use crate::game::Imhotep;
use crate::parts::{Log, Phase, Task};
use crate::refusal::Refusal;

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

    /// Whether `action` by `seat` would be accepted now, and if not, why.
    ///
    /// # Errors
    ///
    /// [`Refusal::GameOver`] once the game is over; [`Refusal::NotYourDecision`] when another
    /// seat owes the decision; [`Refusal::NotNow`] when the action does not answer the decision
    /// awaited; otherwise the refusal of the rule the action breaks (a taken slot, a sailed ship,
    /// a site taken this round, a card not held, passing while something else is possible, ...).
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

    /// Plays `action` for `seat`: the events, or why it is refused, with the position unchanged.
    ///
    /// # Errors
    ///
    /// The [`Refusal`] of [`Imhotep::check`] when the action may not be played now; the position
    /// is then unchanged.
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
}
