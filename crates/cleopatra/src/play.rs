//! Playing: the legal actions of a seat, and applying one. Every check happens before the first
//! change, so a refused action leaves the position exactly as it was.

use crate::action::Action;
use crate::cards::{Card, Cards};
use crate::config::SobekCost;
use crate::error::{Awaiting, RuleError};
use crate::event::{Event, Log};
use crate::expansions::{Auction, FarArchitect};
use crate::player::{ByPlayer, Seat};
use crate::position::{Phase, Position, QuarryVisit, Turn, STALLS};
use crate::quarry::Plan;
use crate::scoring::{offering, reckon, Reckoning};
use crate::sobek::{shift_after_use, SobekTile};

impl Position {
    /// Every action `seat` may take now (none when it need not decide), as the rules list them:
    /// a build as its piece, then its payment, and a hand-limit discard card by card, so that no
    /// list grows huge. Payments are listed once per combination of card kinds.
    pub(crate) fn actions_for(&self, seat: Seat) -> Vec<Action> {
        self.listing(seat, Listing::Steps)
    }

    /// Every decision `seat` may make now as players make it, in one action: each build with
    /// its payment, each whole hand-limit discard. The record's list (and the short codes').
    pub(crate) fn whole_actions_for(&self, seat: Seat) -> Vec<Action> {
        self.listing(seat, Listing::Whole)
    }

    fn listing(&self, seat: Seat, listing: Listing) -> Vec<Action> {
        let mut out = Vec::new();
        if !self.decides(seat) {
            return out;
        }
        match &self.phase {
            Phase::Main => match self.turn.placing {
                Some(placing) => self.place_steps(placing.category, &mut out),
                None => self.main_actions(&mut out, listing),
            },
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
                if self.turn.discarded == 0 {
                    out.push(Action::KeepAllCards);
                }
                let hand = self.players[self.active].hand;
                match listing {
                    Listing::Steps => {
                        out.extend(hand.kinds().map(|card| Action::DiscardOne { card }))
                    }
                    Listing::Whole => {
                        let excess = hand.total() - u32::from(self.config.hand_limit);
                        sub_hands(&hand, excess as u8, &mut |cards| {
                            out.push(Action::DiscardDown { cards })
                        });
                    }
                }
            }
            Phase::Offering { .. } => {
                out.extend(
                    (0..=self.players[seat].scarabs).map(|scarabs| Action::Offer { scarabs }),
                );
            }
            Phase::CultCard => out.extend(
                self.extras
                    .cult_cards
                    .iter()
                    .map(|&card| Action::ChooseCultCard { card }),
            ),
            Phase::WhimStall { stalls } => {
                out.extend(stalls.iter().map(|&stall| Action::TakeStall { stall }))
            }
            Phase::ArchitectPick { .. } => {
                let mut left = self.far_architects.clone();
                tabletop::sort_small(&mut left);
                left.dedup();
                out.extend(
                    left.into_iter()
                        .map(|architect| Action::ChooseArchitect { architect }),
                );
            }
            Phase::Finished => {}
        }
        out
    }

    /// Whether `seat` is partway through a decision taken in steps: a build paid for and its
    /// piece to place, or a hand-limit discard begun card by card.
    pub(crate) fn mid_decision(&self, seat: Seat) -> bool {
        self.decides(seat)
            && (self.turn.placing.is_some()
                || (self.phase == Phase::HandLimit && self.turn.discarded > 0))
    }

    fn main_actions(&self, out: &mut Vec<Action>, listing: Listing) {
        let turn = &self.turn;
        if turn.sobek.is_none() && !turn.started() {
            for tile in self.sobek {
                if self.check_sobek(tile).is_ok() {
                    out.push(Action::ActivateSobek { tile });
                }
            }
        }
        self.architect_plays(out);
        let before = out.len();
        if turn.market_open() {
            if turn.played(FarArchitect::Babylonian) {
                self.two_stall_takes(out);
            } else {
                for stall in 0..STALLS as u8 {
                    if !self.stalls[usize::from(stall)].is_empty() {
                        out.push(Action::TakeStall { stall });
                    }
                }
            }
        }
        if turn.quarry_open() {
            match listing {
                Listing::Steps => self.payment_steps(out),
                Listing::Whole => self.builds(out),
            }
            self.statue_builds(out);
        }
        let visit_possible = out.len() > before;
        if self.may_draw_whim() {
            out.push(Action::DrawWhim);
        }
        if matches!(turn.quarry, QuarryVisit::Open { .. }) {
            out.push(Action::EndQuarryVisit);
        } else if turn.started() {
            out.push(Action::EndTurn);
        } else if !visit_possible {
            out.push(Action::Pass);
        }
    }

    /// Why `seat` cannot play `action` now, if it cannot. During the Offering any seat whose bid
    /// is not in may bid.
    ///
    /// # Errors
    ///
    /// [`RuleError::GameOver`] once the game is over; [`RuleError::NotYourTurn`] when another seat
    /// decides (or [`RuleError::AlreadyOffered`] when this seat's bid is in); [`RuleError::NotNow`]
    /// when the action does not answer the decision awaited; otherwise the rule the action breaks.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        self.plan(seat, action).map(|_| ())
    }

    /// Checks `action` for `seat`; for a build, what it will do.
    pub(crate) fn plan(&self, seat: Seat, action: &Action) -> Result<Option<Plan>, RuleError> {
        if self.phase == Phase::Finished {
            return Err(RuleError::GameOver);
        }
        if !self.decides(seat) {
            return Err(match &self.phase {
                Phase::Offering { .. } if seat.index() < self.players.len() => {
                    RuleError::AlreadyOffered { seat }
                }
                _ => RuleError::NotYourTurn {
                    seat,
                    deciding: self.to_act().unwrap_or(self.active),
                },
            });
        }
        let awaiting = |awaiting| Err(RuleError::NotNow { awaiting });
        match (&self.phase, action) {
            (Phase::Finished, _) => Err(RuleError::GameOver),
            (Phase::Main, Action::Place { piece }) => match self.turn.placing {
                Some(placing) => self.check_place_step(placing.category, piece).map(Some),
                None => awaiting(Awaiting::Turn),
            },
            (Phase::Main, _) if self.turn.placing.is_some() => awaiting(Awaiting::Placement),
            (Phase::Main, Action::Build { piece, payment }) => {
                self.check_build(piece, payment).map(Some)
            }
            (Phase::Main, Action::PayFor { category, payment }) => {
                self.check_payment_step(*category, payment).map(Some)
            }
            (Phase::Main, Action::BuildStatue { sanctuary, payment }) => {
                self.check_statue(*sanctuary, payment).map(Some)
            }
            (Phase::Main, _) => self.check_main(action).map(|_| None),
            (Phase::Refill { drawn, open }, Action::RefillStall { card, stall }) => {
                if usize::from(*card) < drawn.len() && open.contains(stall) {
                    Ok(None)
                } else {
                    Err(RuleError::NoSuchRefill {
                        card: *card,
                        stall: *stall,
                    })
                }
            }
            (Phase::Refill { .. }, _) => awaiting(Awaiting::Refill),
            (Phase::Sanctuary { formed, .. }, Action::ClaimSanctuary { sanctuary }) => {
                match formed.get(usize::from(*sanctuary)) {
                    Some((_, false)) if self.players[self.active].anubis == 0 => {
                        Err(RuleError::NoAnubisLeft)
                    }
                    Some((_, false)) => Ok(None),
                    _ => Err(RuleError::NoSuchSanctuary(*sanctuary)),
                }
            }
            (Phase::Sanctuary { .. }, Action::DeclineSanctuary) => Ok(None),
            (Phase::Sanctuary { .. }, _) => awaiting(Awaiting::Sanctuary),
            (Phase::HandLimit, Action::KeepAllCards) if self.turn.discarded > 0 => {
                awaiting(Awaiting::Discards)
            }
            (Phase::HandLimit, Action::KeepAllCards) => Ok(None),
            (Phase::HandLimit, Action::DiscardOne { card }) => {
                if self.players[self.active].hand[*card] > 0 {
                    Ok(None)
                } else {
                    Err(RuleError::NotInHand {
                        asked: Cards::one(*card),
                    })
                }
            }
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
                    Ok(None)
                }
            }
            (Phase::HandLimit, _) => awaiting(Awaiting::HandLimit),
            (Phase::Offering { .. }, Action::Offer { scarabs }) => {
                let have = self.players[seat].scarabs;
                if *scarabs > have {
                    Err(RuleError::BidTooHigh {
                        bid: *scarabs,
                        scarabs: have,
                    })
                } else {
                    Ok(None)
                }
            }
            (
                Phase::Offering {
                    auction: Auction::Offering,
                    ..
                },
                _,
            ) => awaiting(Awaiting::Offering),
            (Phase::Offering { .. }, _) => awaiting(Awaiting::Auction),
            (Phase::CultCard, Action::ChooseCultCard { card }) => {
                if self.extras.cult_cards.contains(card) {
                    Ok(None)
                } else {
                    Err(RuleError::CultCardTaken(*card))
                }
            }
            (Phase::CultCard, _) => awaiting(Awaiting::CultCard),
            (Phase::WhimStall { stalls }, Action::TakeStall { stall }) => {
                if stalls.contains(stall) {
                    Ok(None)
                } else {
                    Err(RuleError::NotSmallestStall(*stall))
                }
            }
            (Phase::WhimStall { .. }, _) => awaiting(Awaiting::WhimStall),
            (Phase::ArchitectPick { .. }, Action::ChooseArchitect { architect }) => {
                if self.far_architects.contains(architect) {
                    Ok(None)
                } else {
                    Err(RuleError::ArchitectNotLeft(*architect))
                }
            }
            (Phase::ArchitectPick { .. }, _) => awaiting(Awaiting::ArchitectPick),
        }
    }

    /// Checks an action of the main phase other than a build.
    fn check_main(&self, action: &Action) -> Result<(), RuleError> {
        match action {
            Action::ActivateSobek { tile } => {
                if self.turn.sobek.is_some() || self.turn.started() {
                    return Err(RuleError::SobekTooLate);
                }
                self.check_sobek(*tile)
            }
            Action::TakeStall { stall } => {
                if !self.turn.market_open() {
                    return Err(RuleError::MarketClosed);
                }
                if self.turn.played(FarArchitect::Babylonian) {
                    return Err(RuleError::TwoStallsToTake);
                }
                match self.stalls.get(usize::from(*stall)) {
                    Some(s) if !s.is_empty() => Ok(()),
                    _ => Err(RuleError::EmptyStall { stall: *stall }),
                }
            }
            Action::TakeStalls { first, second } => self.check_two_stalls(*first, *second),
            Action::PlayArchitect { architect } => self.check_architect(*architect),
            Action::DrawWhim => {
                if self.may_draw_whim() {
                    Ok(())
                } else {
                    Err(RuleError::NoWhimToDraw)
                }
            }
            Action::EndQuarryVisit => match self.turn.quarry {
                QuarryVisit::Open { .. } => Ok(()),
                _ => Err(RuleError::NoQuarryVisit),
            },
            Action::EndTurn => {
                if matches!(self.turn.quarry, QuarryVisit::Open { .. }) {
                    Err(RuleError::NotNow {
                        awaiting: Awaiting::QuarryVisitEnd,
                    })
                } else if self.turn.started() {
                    Ok(())
                } else {
                    Err(RuleError::MainActionFirst)
                }
            }
            Action::Pass => {
                let mut options = Vec::new();
                self.main_actions(&mut options, Listing::Steps);
                if options.contains(&Action::Pass) {
                    Ok(())
                } else {
                    Err(RuleError::CannotPass)
                }
            }
            _ => Err(RuleError::NotNow {
                awaiting: Awaiting::Turn,
            }),
        }
    }

    fn check_sobek(&self, tile: SobekTile) -> Result<(), RuleError> {
        let cost = self.sobek_cost(tile);
        let scarabs = self.players[self.active].scarabs;
        if self.turn.played(FarArchitect::Roman) {
            return Ok(());
        }
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

    /// Plays `action` for `seat`, checked (`plan` is the build's, when checking made one) or known
    /// to be listed; an unlisted action here may corrupt the position.
    pub(crate) fn play(
        &mut self,
        seat: Seat,
        action: Action,
        plan: Option<Plan>,
        log: &mut impl Log,
    ) {
        match action {
            Action::ActivateSobek { tile } => {
                let cost = if self.turn.played(FarArchitect::Roman) {
                    SobekCost::Scarabs(0)
                } else {
                    self.sobek_cost(tile)
                };
                let p = &mut self.players[seat];
                match cost {
                    SobekCost::Scarabs(n) => p.scarabs -= n,
                    SobekCost::Amulets(n) => p.amulets += n,
                }
                self.turn.sobek = Some(tile);
                log.log(|| Event::SobekActivated { seat, tile, cost });
                if tile == SobekTile::Beggar {
                    let mut cards = Vec::new();
                    let mut bastets = 0;
                    for _ in 0..self.config.beggar_draw {
                        let Some(d) = self.draw(log) else { break };
                        bastets += u32::from(self.take_card(seat, d));
                        cards.push(d);
                    }
                    log.log(|| Event::CardsDrawn {
                        seat,
                        cards: cards.iter().map(|d| d.known()).collect(),
                    });
                    self.bastet_taken(seat, bastets, log);
                }
            }
            Action::TakeStall { stall } if matches!(self.phase, Phase::WhimStall { .. }) => {
                self.take_smallest_stall(stall, log)
            }
            Action::TakeStall { stall } => {
                let bastets = self.take_stall_cards(seat, stall, log);
                self.bastet_taken(seat, bastets, log);
                self.market_refill(STALLS, log);
            }
            Action::TakeStalls { first, second } => {
                // One market visit: Bastet rewards it once, whichever stalls held her.
                let bastets = self.take_stall_cards(seat, first, log)
                    + self.take_stall_cards(seat, second, log);
                self.bastet_taken(seat, bastets, log);
                let refill = usize::from(self.config.expansions.babylonian_refill).min(STALLS);
                self.market_refill(refill, log);
            }
            Action::BuildStatue { sanctuary, payment } => {
                self.build_statue(sanctuary, payment, plan, log)
            }
            Action::ChooseCultCard { card } => self.choose_cult_card(card, log),
            Action::DrawWhim => self.draw_whim(log),
            Action::PlayArchitect { architect } => self.play_architect(architect, log),
            Action::ChooseArchitect { architect } => self.choose_architect(seat, architect, log),
            Action::RefillStall { card, stall } => {
                if let Phase::Refill { drawn, open } = &mut self.phase {
                    let d = drawn.remove(usize::from(card));
                    open.retain(|&s| s != stall);
                    self.stalls[usize::from(stall)].push(d);
                    log.log(|| Event::StallRefilled {
                        stall,
                        card: d.known(),
                    });
                }
                self.after_refill_step(log);
            }
            Action::Build { piece, payment } => self.build(piece, payment, plan, log),
            Action::PayFor { category, payment } => self.pay_for(category, payment, plan),
            Action::Place { piece } => self.place_paid(piece, plan, log),
            Action::EndQuarryVisit => {
                self.turn.quarry = QuarryVisit::Done;
                self.turn.whim_draws = 0;
                self.walk_cleopatra(log);
            }
            Action::EndTurn => self.end_turn(log),
            Action::Pass => {
                log.log(|| Event::Passed { seat });
                self.end_turn(log);
            }
            Action::ClaimSanctuary { sanctuary } => self.claim_sanctuary(sanctuary, log),
            Action::DeclineSanctuary => self.close_sanctuaries(log),
            Action::DiscardDown { cards } => {
                self.discard_down(seat, cards, log);
                self.next_turn(log);
            }
            Action::DiscardOne { card } => {
                self.discard_down(seat, Cards::one(card), log);
                self.turn.discarded += 1;
                if self.players[seat].hand.total() <= u32::from(self.config.hand_limit) {
                    self.next_turn(log);
                }
            }
            Action::KeepAllCards => {
                let excess = self.players[seat].hand.total() - u32::from(self.config.hand_limit);
                self.players[seat].amulets += excess;
                log.log(|| Event::KeptAllCards {
                    seat,
                    amulets: excess,
                });
                self.next_turn(log);
            }
            Action::Offer { scarabs } => self.offer(seat, scarabs, log),
        }
    }

    /// `cards` go from `seat`'s hand to the discard pile, free of amulets; the others see how many.
    fn discard_down(&mut self, seat: Seat, cards: Cards, log: &mut impl Log) {
        self.players[seat].hand.remove_all(&cards);
        self.discard.extend(cards.iter());
        let count = cards.total();
        let tally = &mut self.tally[seat];
        tally.discarded.add_all(&cards);
        // The others know only how many: of each kind they knew of, up to `count` may be gone.
        for n in tally.known.0.iter_mut() {
            *n = n.saturating_sub(count.min(u32::from(u8::MAX)) as u8);
        }
        log.log(|| Event::DiscardedDown {
            seat,
            count,
            cards: Some(cards),
        });
    }

    /// A deck or stall card goes into `seat`'s hand; everyone sees it if it lies face up. A
    /// Bastet card is shown and discarded instead: returns whether it was one.
    fn take_card(&mut self, seat: Seat, d: crate::cards::DeckCard) -> bool {
        if d.card == Card::Bastet {
            self.discard.push(d.card);
            return true;
        }
        self.players[seat].hand.add(d.card);
        if d.face_up {
            self.tally[seat].known.add(d.card);
        }
        false
    }

    /// `seat` takes every card of `stall`; returns how many were Bastet cards, shown and
    /// discarded (their reward is the caller's, once per market visit).
    pub(crate) fn take_stall_cards(&mut self, seat: Seat, stall: u8, log: &mut impl Log) -> u32 {
        let taken = std::mem::take(&mut self.stalls[usize::from(stall)]);
        let mut bastets = 0;
        for &d in &taken {
            bastets += u32::from(self.take_card(seat, d));
        }
        log.log(|| Event::StallTaken {
            seat,
            stall,
            cards: taken.iter().map(|d| d.known()).collect(),
        });
        bastets
    }

    /// The market visit is done: `cards` are drawn for the stalls, one each.
    fn market_refill(&mut self, cards: usize, log: &mut impl Log) {
        self.turn.market_done = true;
        let mut drawn = Vec::with_capacity(cards);
        for _ in 0..cards {
            let Some(d) = self.draw(log) else { break };
            drawn.push(d);
        }
        self.phase = Phase::Refill {
            drawn,
            open: (0..STALLS as u8).collect(),
        };
        self.after_refill_step(log);
    }

    /// Places a forced last refill card, and ends the market visit when every card is placed.
    fn after_refill_step(&mut self, log: &mut impl Log) {
        let Phase::Refill { drawn, open } = &mut self.phase else {
            return;
        };
        if drawn.len() == 1 && open.len() == 1 {
            let d = drawn.remove(0);
            let stall = open.remove(0);
            self.stalls[usize::from(stall)].push(d);
            log.log(|| Event::StallRefilled {
                stall,
                card: d.known(),
            });
        }
        let Phase::Refill { drawn, .. } = &self.phase else {
            return;
        };
        if drawn.is_empty() {
            self.phase = Phase::Main;
            self.continue_turn(log);
        }
    }

    /// After a market visit or a closed quarry visit: the Vizier may allow the other, else the turn ends.
    pub(crate) fn continue_turn(&mut self, log: &mut impl Log) {
        if !self.turn.market_open() && !self.turn.quarry_open() {
            self.end_turn(log);
        }
    }

    /// Moves Cleopatra one step per newly completed category, then the architects' auction,
    /// the Offering and the end trigger.
    fn walk_cleopatra(&mut self, log: &mut impl Log) {
        let completed = self.board.newly_complete();
        if completed.is_empty() {
            self.after_path(log);
            return;
        }
        let from = self.board.cleopatra;
        let to = (from + completed.len() as u8).min(self.config.end_step);
        self.board.counted.extend(completed.iter().copied());
        self.board.cleopatra = to;
        if to != from {
            log.log(|| Event::CleopatraMoved {
                categories: completed,
                to,
            });
        }
        self.after_cleopatra_moved(log);
    }

    /// After Cleopatra's walk (or an auction it caused): the architects' auction the first time
    /// she moves, the Offering when she crosses into its step, then the end trigger.
    pub(crate) fn after_cleopatra_moved(&mut self, log: &mut impl Log) {
        let bids = self.players.map(|_, _| None);
        if self.auction_due() {
            self.extras.auction_held = true;
            log.log(|| Event::AuctionBegins);
            self.phase = Phase::Offering {
                bids,
                auction: Auction::Architects,
            };
        } else if self.board.cleopatra >= self.config.offering_step && !self.offering_done {
            self.offering_done = true;
            log.log(|| Event::OfferingBegins);
            self.phase = Phase::Offering {
                bids,
                auction: Auction::Offering,
            };
        } else {
            self.after_path(log);
        }
    }

    /// The end trigger (after any Offering), then the rest of the turn.
    fn after_path(&mut self, log: &mut impl Log) {
        if self.board.cleopatra >= self.config.end_step && self.end_trigger.is_none() {
            let trigger = self.active;
            self.end_trigger = Some(trigger);
            log.log(|| Event::FinalTurns { trigger });
        }
        self.phase = Phase::Main;
        self.continue_turn(log);
    }

    /// `seat`'s secret bid; once every bid is in, the reveal. The order of the bids changes nothing.
    fn offer(&mut self, seat: Seat, scarabs: u32, log: &mut impl Log) {
        let Phase::Offering { bids, auction } = &mut self.phase else {
            return;
        };
        let auction = *auction;
        bids[seat] = Some(scarabs);
        log.log(|| Event::OfferingBid {
            seat,
            scarabs: Some(scarabs),
        });
        if bids.0.iter().any(Option::is_none) {
            return;
        }
        let bids = bids.map(|_, b| b.unwrap_or(0));
        if auction == Auction::Architects {
            self.auction_revealed(bids, log);
            return;
        }
        let amulets = self.players.map(|_, p| p.amulets);
        let results = offering(&bids, &amulets, &self.config.offering_effects);
        for r in &results {
            let p = &mut self.players[r.seat];
            p.scarabs -= r.bid;
            p.amulets = p.amulets.saturating_add_signed(r.amulets);
        }
        log.log(|| Event::OfferingRevealed { results });
        self.after_path(log);
    }

    /// End of turn: the used Sobek tile moves right, then the hand limit.
    pub(crate) fn end_turn(&mut self, log: &mut impl Log) {
        if let Some(tile) = self.turn.sobek {
            shift_after_use(&mut self.sobek, tile);
        }
        if self.players[self.active].hand.total() > u32::from(self.config.hand_limit)
            && !self.turn.played(FarArchitect::Gaulish)
        {
            self.phase = Phase::HandLimit;
        } else {
            self.next_turn(log);
        }
    }

    /// Passes to the left, or ends the game when the final turns are done.
    fn next_turn(&mut self, log: &mut impl Log) {
        let next = Seat((self.active.0 + 1) % self.players.len() as u8);
        self.turn = Turn::default();
        if self.end_trigger == Some(next) {
            self.finish(log);
        } else {
            self.active = next;
            self.phase = Phase::Main;
            log.log(|| Event::TurnStarted { seat: next });
            self.bastet_blessing(next, log);
        }
    }

    /// The final reckoning: hands emptied, sanctuaries, levelling, penalties, winners. Every
    /// hand is shown, so nothing of the cards stays secret.
    fn finish(&mut self, log: &mut impl Log) {
        let inputs: ByPlayer<Reckoning> = self.players.map(|seat, p| Reckoning {
            scarabs: p.scarabs,
            amulets: p.amulets,
            tainted_in_hand: p.hand.tainted(),
            sanctuary_squares: self.board.washed(seat),
        });
        for seat in self.players.seats().collect::<Vec<_>>() {
            let hand = std::mem::take(&mut self.players[seat].hand);
            self.discard.extend(hand.iter());
            self.tally[seat] = Default::default();
        }
        let score = reckon(&inputs, &self.config.penalty, self.config.eliminate_at);
        for (seat, s) in score.players.iter() {
            self.players[seat].scarabs = s.scarabs;
            self.players[seat].amulets = s.amulets_final;
        }
        log.log(|| Event::GameEnded {
            score: score.clone(),
        });
        self.result = Some(score);
        self.phase = Phase::Finished;
    }
}

/// How a listing gives the decisions taken in steps.
#[derive(Clone, Copy)]
enum Listing {
    /// Step by step, as the rules list them for search and random play.
    Steps,
    /// Whole, as players make them.
    Whole,
}

/// Calls `found` with every sub-multiset of `hand` of `size` cards, by kind: the first kind's
/// largest count first, then the next kind's, and so on.
fn sub_hands(hand: &Cards, size: u8, found: &mut impl FnMut(Cards)) {
    // Cards of each kind and every kind after it.
    let mut left = [0u32; Card::KINDS + 1];
    for kind in (0..Card::KINDS).rev() {
        left[kind] = left[kind + 1] + u32::from(hand.0[kind]);
    }
    pick(hand, &left, size, 0, Cards::EMPTY, found);
}

/// [`sub_hands`] from `kind` on, `acc` holding what the earlier kinds gave.
fn pick(
    hand: &Cards,
    left: &[u32; Card::KINDS + 1],
    size: u8,
    kind: usize,
    acc: Cards,
    found: &mut impl FnMut(Cards),
) {
    if size == 0 {
        found(acc);
        return;
    }
    for take in (0..=hand.0[kind].min(size)).rev() {
        // The later kinds cannot make up the rest: fewer taken here cannot either.
        if u32::from(size - take) > left[kind + 1] {
            return;
        }
        let mut next = acc;
        next.0[kind] = take;
        pick(hand, left, size - take, kind + 1, next, found);
    }
}
