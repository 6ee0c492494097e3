//! Playing: the legal actions of whoever must decide, and applying one. Every check happens before
//! the first change, so a refused action leaves the game exactly as it was.

use crate::action::Action;
use crate::cards::{Card, Cards};
use crate::config::SobekCost;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Game, Phase, QuarryVisit, Turn, STALLS};
use crate::player::ByPlayer;
use crate::scoring::{offering, reckon, Reckoning};
use crate::sobek::{shift_after_use, SobekTile};

impl Game {
    /// Every action the deciding seat may take now. Payments are listed once per combination of
    /// card kinds; empty once the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        match &self.phase {
            Phase::Main => self.main_actions(&mut out),
            Phase::Refill { drawn, open } => {
                for card in 0..drawn.len() as u8 {
                    out.extend(
                        open.iter()
                            .map(|&stall| Action::RefillStall { card, stall }),
                    );
                }
            }
            Phase::Sanctuary { formed, .. } => {
                if self.players[self.active].anubis > 0 {
                    for (i, _) in formed
                        .iter()
                        .enumerate()
                        .filter(|(_, (_, claimed))| !claimed)
                    {
                        out.push(Action::ClaimSanctuary { sanctuary: i as u8 });
                    }
                }
                out.push(Action::DeclineSanctuary);
            }
            Phase::HandLimit => {
                out.push(Action::KeepAllCards);
                let hand = self.players[self.active].hand;
                let excess = hand.total() - u32::from(self.config.hand_limit);
                sub_hands(&hand, excess as u8, 0, Cards::EMPTY, &mut |cards| {
                    out.push(Action::DiscardDown { cards })
                });
            }
            Phase::Offering { .. } => {
                if let Some(seat) = self.to_act() {
                    out.extend(
                        (0..=self.players[seat].scarabs).map(|scarabs| Action::Offer { scarabs }),
                    );
                }
            }
            Phase::Finished => {}
        }
        out
    }

    fn main_actions(&self, out: &mut Vec<Action>) {
        let turn = &self.turn;
        if turn.sobek.is_none() && !turn.started() {
            for tile in self.sobek {
                if self.check_sobek(tile).is_ok() {
                    out.push(Action::ActivateSobek { tile });
                }
            }
        }
        let before = out.len();
        if turn.market_open() {
            for stall in 0..STALLS as u8 {
                if !self.stalls[usize::from(stall)].is_empty() {
                    out.push(Action::TakeStall { stall });
                }
            }
        }
        if turn.quarry_open() {
            self.builds(out);
        }
        let visit_possible = out.len() > before;
        if matches!(turn.quarry, QuarryVisit::Open { .. }) {
            out.push(Action::EndQuarryVisit);
        } else if turn.started() {
            out.push(Action::EndTurn);
        } else if !visit_possible {
            out.push(Action::Pass);
        }
    }

    /// Applies `action` for the seat that must decide. On error nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        self.check(&action)?;
        let mut events = Vec::new();
        self.apply_unchecked(action, &mut events);
        self.history.push(action);
        Ok(events)
    }

    /// Applies an action known to be legal (from [`Game::legal_actions`]), skipping the checks.
    /// For search and random play; an illegal action here may corrupt the game.
    pub fn apply_legal(&mut self, action: Action, events: &mut Vec<Event>) {
        self.apply_unchecked(action, events);
        self.history.push(action);
    }

    /// Why `action` cannot be applied now, if it cannot.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        let awaiting = |what| Err(RuleError::NotNow { awaiting: what });
        match (&self.phase, action) {
            (Phase::Finished, _) => Err(RuleError::GameOver),
            (Phase::Main, Action::ActivateSobek { tile }) => {
                if self.turn.sobek.is_some() || self.turn.started() {
                    return Err(RuleError::SobekTooLate);
                }
                self.check_sobek(*tile)
            }
            (Phase::Main, Action::TakeStall { stall }) => {
                if !self.turn.market_open() {
                    return Err(RuleError::MarketClosed);
                }
                match self.stalls.get(usize::from(*stall)) {
                    Some(s) if !s.is_empty() => Ok(()),
                    _ => Err(RuleError::EmptyStall { stall: *stall }),
                }
            }
            (Phase::Main, Action::Build { piece, payment }) => {
                self.check_build(piece, payment).map(|_| ())
            }
            (Phase::Main, Action::EndQuarryVisit) => match self.turn.quarry {
                QuarryVisit::Open { .. } => Ok(()),
                _ => Err(RuleError::NoQuarryVisit),
            },
            (Phase::Main, Action::EndTurn) => {
                if matches!(self.turn.quarry, QuarryVisit::Open { .. }) {
                    awaiting("the end of the quarry visit")
                } else if self.turn.started() {
                    Ok(())
                } else {
                    Err(RuleError::MainActionFirst)
                }
            }
            (Phase::Main, Action::Pass) => {
                let mut options = Vec::new();
                self.main_actions(&mut options);
                if options.contains(&Action::Pass) {
                    Ok(())
                } else {
                    Err(RuleError::CannotPass)
                }
            }
            (Phase::Main, _) => awaiting("the active player's turn: Sobek, market or quarry"),
            (Phase::Refill { drawn, open }, Action::RefillStall { card, stall }) => {
                if usize::from(*card) < drawn.len() && open.contains(stall) {
                    Ok(())
                } else {
                    Err(RuleError::NoSuchRefill {
                        card: *card,
                        stall: *stall,
                    })
                }
            }
            (Phase::Refill { .. }, _) => awaiting("the refill cards to be put on the stalls"),
            (Phase::Sanctuary { formed, .. }, Action::ClaimSanctuary { sanctuary }) => {
                match formed.get(usize::from(*sanctuary)) {
                    Some((_, false)) if self.players[self.active].anubis == 0 => {
                        Err(RuleError::NoAnubisLeft)
                    }
                    Some((_, false)) => Ok(()),
                    _ => Err(RuleError::NoSuchSanctuary(*sanctuary)),
                }
            }
            (Phase::Sanctuary { .. }, Action::DeclineSanctuary) => Ok(()),
            (Phase::Sanctuary { .. }, _) => {
                awaiting("the builder to claim the new sanctuary or take the scarabs")
            }
            (Phase::HandLimit, Action::KeepAllCards) => Ok(()),
            (Phase::HandLimit, Action::DiscardDown { cards }) => {
                let hand = &self.players[self.active].hand;
                let needed = hand.total() - u32::from(self.config.hand_limit);
                if !hand.contains(cards) {
                    Err(RuleError::NotInHand { asked: *cards })
                } else if cards.total() != needed {
                    Err(RuleError::DiscardCount {
                        needed,
                        given: cards.total(),
                    })
                } else {
                    Ok(())
                }
            }
            (Phase::HandLimit, _) => {
                awaiting("the hand-limit choice: discard down, or keep all for amulets")
            }
            (Phase::Offering { .. }, Action::Offer { scarabs }) => {
                let seat = self.to_act().expect("a bid is pending");
                let have = self.players[seat].scarabs;
                if *scarabs > have {
                    Err(RuleError::BidTooHigh {
                        bid: *scarabs,
                        scarabs: have,
                    })
                } else {
                    Ok(())
                }
            }
            (Phase::Offering { .. }, _) => awaiting("the secret offerings to the High Priest"),
        }
    }

    fn check_sobek(&self, tile: SobekTile) -> Result<(), RuleError> {
        let cost = self.sobek_cost(tile);
        let scarabs = self.players[self.active].scarabs;
        match cost {
            SobekCost::Scarabs(n) if n > scarabs => Err(RuleError::SobekUnaffordable {
                tile,
                cost,
                scarabs,
            }),
            _ => Ok(()),
        }
    }

    /// What calling `tile` costs at its current position.
    pub fn sobek_cost(&self, tile: SobekTile) -> SobekCost {
        let pos = self
            .sobek
            .iter()
            .position(|&t| t == tile)
            .expect("every tile is on the board");
        self.config.sobek_costs[pos]
    }

    fn apply_unchecked(&mut self, action: Action, events: &mut Vec<Event>) {
        let seat = self.active;
        match action {
            Action::ActivateSobek { tile } => {
                let cost = self.sobek_cost(tile);
                let p = &mut self.players[seat];
                match cost {
                    SobekCost::Scarabs(n) => p.scarabs -= n,
                    SobekCost::Amulets(n) => p.amulets += n,
                }
                self.turn.sobek = Some(tile);
                events.push(Event::SobekActivated { seat, tile, cost });
                if tile == SobekTile::Beggar {
                    let mut cards = Vec::new();
                    for _ in 0..self.config.beggar_draw {
                        let Some(d) = self.draw(events) else { break };
                        self.players[seat].hand.add(d.card);
                        cards.push(d.known());
                    }
                    events.push(Event::CardsDrawn { seat, cards });
                }
            }
            Action::TakeStall { stall } => {
                let taken = std::mem::take(&mut self.stalls[usize::from(stall)]);
                for d in &taken {
                    self.players[seat].hand.add(d.card);
                }
                events.push(Event::StallTaken {
                    seat,
                    stall,
                    cards: taken.iter().map(|d| d.known()).collect(),
                });
                self.turn.market_done = true;
                let mut drawn = Vec::new();
                for _ in 0..STALLS {
                    let Some(d) = self.draw(events) else { break };
                    drawn.push(d);
                }
                self.phase = Phase::Refill {
                    drawn,
                    open: (0..STALLS as u8).collect(),
                };
                self.after_refill_step(events);
            }
            Action::RefillStall { card, stall } => {
                if let Phase::Refill { drawn, open } = &mut self.phase {
                    let d = drawn.remove(usize::from(card));
                    open.retain(|&s| s != stall);
                    self.stalls[usize::from(stall)].push(d);
                    events.push(Event::StallRefilled {
                        stall,
                        card: d.known(),
                    });
                }
                self.after_refill_step(events);
            }
            Action::Build { piece, payment } => self.build(piece, payment, events),
            Action::EndQuarryVisit => {
                self.turn.quarry = QuarryVisit::Done;
                self.walk_cleopatra(events);
            }
            Action::EndTurn => self.end_turn(events),
            Action::Pass => {
                events.push(Event::Passed { seat });
                self.end_turn(events);
            }
            Action::ClaimSanctuary { sanctuary } => self.claim_sanctuary(sanctuary, events),
            Action::DeclineSanctuary => self.close_sanctuaries(events),
            Action::DiscardDown { cards } => {
                self.players[seat].hand.remove_all(&cards);
                self.discard.extend(cards.iter());
                events.push(Event::DiscardedDown {
                    seat,
                    count: cards.total(),
                    cards: Some(cards),
                });
                self.next_turn(events);
            }
            Action::KeepAllCards => {
                let excess = self.players[seat].hand.total() - u32::from(self.config.hand_limit);
                self.players[seat].amulets += excess;
                events.push(Event::KeptAllCards {
                    seat,
                    amulets: excess,
                });
                self.next_turn(events);
            }
            Action::Offer { scarabs } => self.offer(scarabs, events),
        }
    }

    /// Places a forced last refill card, and ends the market visit when every card is placed.
    fn after_refill_step(&mut self, events: &mut Vec<Event>) {
        let Phase::Refill { drawn, open } = &mut self.phase else {
            return;
        };
        if drawn.len() == 1 && open.len() == 1 {
            let d = drawn.remove(0);
            let stall = open.remove(0);
            self.stalls[usize::from(stall)].push(d);
            events.push(Event::StallRefilled {
                stall,
                card: d.known(),
            });
        }
        let Phase::Refill { drawn, .. } = &self.phase else {
            return;
        };
        if drawn.is_empty() {
            self.phase = Phase::Main;
            self.continue_turn(events);
        }
    }

    /// After a market visit or a closed quarry visit: the Vizier may allow the other, else the turn ends.
    pub(crate) fn continue_turn(&mut self, events: &mut Vec<Event>) {
        if !self.turn.market_open() && !self.turn.quarry_open() {
            self.end_turn(events);
        }
    }

    /// Moves Cleopatra one step per newly completed category, then the Offering and the end trigger.
    fn walk_cleopatra(&mut self, events: &mut Vec<Event>) {
        let completed = self.board.newly_complete();
        if !completed.is_empty() {
            let from = self.board.cleopatra;
            let to = (from + completed.len() as u8).min(self.config.end_step);
            self.board.counted.extend(completed.iter().copied());
            self.board.cleopatra = to;
            if to != from {
                events.push(Event::CleopatraMoved {
                    categories: completed,
                    to,
                });
            }
            if from < self.config.offering_step
                && to >= self.config.offering_step
                && !self.offering_done
            {
                self.offering_done = true;
                events.push(Event::OfferingBegins);
                self.phase = Phase::Offering {
                    bids: self.players.map(|_, _| None),
                };
                return;
            }
        }
        self.after_path(events);
    }

    /// The end trigger (after any Offering), then the rest of the turn.
    fn after_path(&mut self, events: &mut Vec<Event>) {
        if self.board.cleopatra >= self.config.end_step && self.end_trigger.is_none() {
            self.end_trigger = Some(self.active);
            events.push(Event::FinalTurns {
                trigger: self.active,
            });
        }
        self.phase = Phase::Main;
        self.continue_turn(events);
    }

    fn offer(&mut self, scarabs: u32, events: &mut Vec<Event>) {
        let seat = self.to_act().expect("a bid is pending");
        let Phase::Offering { bids } = &mut self.phase else {
            return;
        };
        bids[seat] = Some(scarabs);
        events.push(Event::OfferingBid {
            seat,
            scarabs: Some(scarabs),
        });
        if bids.0.iter().any(Option::is_none) {
            return;
        }
        let bids = bids.map(|_, b| b.unwrap_or(0));
        let amulets = self.players.map(|_, p| p.amulets);
        let results = offering(&bids, &amulets, &self.config.offering_effects);
        for r in &results {
            let p = &mut self.players[r.seat];
            p.scarabs -= r.bid;
            p.amulets = p.amulets.saturating_add_signed(r.amulets);
        }
        events.push(Event::OfferingRevealed { results });
        self.after_path(events);
    }

    /// End of turn: the used Sobek tile moves right, then the hand limit.
    pub(crate) fn end_turn(&mut self, events: &mut Vec<Event>) {
        if let Some(tile) = self.turn.sobek {
            shift_after_use(&mut self.sobek, tile);
        }
        if self.players[self.active].hand.total() > u32::from(self.config.hand_limit) {
            self.phase = Phase::HandLimit;
        } else {
            self.next_turn(events);
        }
    }

    /// Passes to the left, or ends the game when the final turns are done.
    fn next_turn(&mut self, events: &mut Vec<Event>) {
        let next = crate::player::Seat((self.active.0 + 1) % self.players.len() as u8);
        self.turn = Turn::default();
        if self.end_trigger == Some(next) {
            self.finish(events);
        } else {
            self.active = next;
            self.phase = Phase::Main;
            events.push(Event::TurnStarted { seat: next });
        }
    }

    /// The final reckoning: hands emptied, sanctuaries, levelling, penalties, winners.
    fn finish(&mut self, events: &mut Vec<Event>) {
        let inputs: ByPlayer<Reckoning> = self.players.map(|seat, p| Reckoning {
            scarabs: p.scarabs,
            amulets: p.amulets,
            tainted_in_hand: p.hand.tainted(),
            sanctuary_squares: self
                .board
                .sanctuaries
                .iter()
                .filter(|s| s.owner == Some(seat))
                .map(|s| s.area.len())
                .sum(),
        });
        for seat in self.players.seats().collect::<Vec<_>>() {
            let hand = std::mem::take(&mut self.players[seat].hand);
            self.discard.extend(hand.iter());
        }
        let score = reckon(&inputs, &self.config.penalty, self.config.eliminate_at);
        for (seat, s) in score.players.iter() {
            self.players[seat].scarabs = s.scarabs;
            self.players[seat].amulets = s.amulets_final;
        }
        events.push(Event::GameEnded {
            score: score.clone(),
        });
        self.result = Some(score);
        self.phase = Phase::Finished;
    }
}

/// Calls `found` with every sub-multiset of `hand` of `size` cards, by kind.
fn sub_hands(hand: &Cards, size: u8, kind: usize, acc: Cards, found: &mut impl FnMut(Cards)) {
    if size == 0 {
        found(acc);
        return;
    }
    // Too few cards left in the remaining kinds.
    if hand.0[kind..].iter().map(|&n| u32::from(n)).sum::<u32>() < u32::from(size) {
        return;
    }
    let card = Card::ALL[kind];
    for take in (0..=hand[card].min(size)).rev() {
        let mut next = acc;
        next[card] = take;
        sub_hands(hand, size - take, kind + 1, next, found);
    }
}
