//! The Quarry: which pieces can go where, paying for them, rewards, and the mosaics' cascade and
//! sanctuaries.

use crate::action::{Action, Piece};
use crate::board::{Category, DoorSide, PlacedMosaic, Row, Sanctuary, WallSlot, SPHINXES_PER_ROW};
use crate::config::{Cost, SanctuaryReading};
use crate::error::RuleError;
use crate::event::{Event, Log};
use crate::expansions::{FarArchitect, Whim, WHIM_REPLACES};
use crate::garden::Area;
use crate::mosaic::{all_fits, fits_in, Placement};
use crate::payment::{each_payment, settle, Credit, Discount, Payment};
use crate::position::{Phase, Placing, Position, QuarryVisit};
use crate::sobek::SobekTile;

/// Lists a category's free slots.
type SlotLister = fn(&Position) -> Vec<Piece>;

/// What a checked build will do.
pub(crate) struct Plan {
    pub(crate) spare: Credit,
    pub(crate) mosaic: Option<Area>,
}

const ROWS: [Row; 2] = [Row::Left, Row::Right];

fn row_index(row: Row) -> usize {
    row as usize
}

impl Position {
    /// The cost of each category and a function listing its free slots, so slots are only
    /// computed for categories the player can pay for.
    fn categories(&self) -> [(Cost, SlotLister); 6] {
        let c = &self.config.costs;
        [
            (c.sphinx, |g| {
                ROWS.into_iter()
                    .filter(|&r| g.board.sphinxes[row_index(r)] < SPHINXES_PER_ROW)
                    .map(|row| Piece::Sphinx { row })
                    .collect()
            }),
            (c.obelisk, |g| {
                ROWS.into_iter()
                    .filter(|&r| !g.board.obelisks[row_index(r)])
                    .map(|row| Piece::Obelisk { row })
                    .collect()
            }),
            (c.door, |g| {
                [DoorSide::Left, DoorSide::Right]
                    .into_iter()
                    .filter(|&s| !g.board.doors[s as usize])
                    .map(|side| Piece::Door { side })
                    .collect()
            }),
            (c.wall, |g| {
                WallSlot::CHAIN
                    .into_iter()
                    .filter(|s| !g.board.walls[s.index()])
                    .map(|slot| Piece::Wall { slot })
                    .collect()
            }),
            (c.mosaic, |g| {
                let Some(top) = g.board.mosaic_top() else {
                    return Vec::new();
                };
                let free = g.board.free_area(&g.layout);
                all_fits(top, g.config.allow_mosaic_flip)
                    .iter()
                    .filter(|fit| fit.area.is_within(free))
                    .map(|fit| Piece::Mosaic {
                        placement: fit.placement,
                    })
                    .collect()
            }),
            (c.throne, |g| match (g.board.pedestal, g.board.throne) {
                (false, _) => vec![Piece::Pedestal],
                (true, false) => vec![Piece::Throne],
                (true, true) => vec![],
            }),
        ]
    }

    /// Which discount choices this turn allows: (merchant options, foreman options).
    fn discount_options(&self) -> (&'static [bool], &'static [bool]) {
        let options = |tile, per_piece, used| match (self.turn.sobek == Some(tile), per_piece, used)
        {
            (false, _, _) | (true, false, true) => &[false][..],
            (true, true, _) => &[true][..],
            (true, false, false) => &[false, true][..],
        };
        (
            options(
                SobekTile::Merchant,
                self.config.merchant_per_piece,
                self.turn.merchant_used,
            ),
            options(
                SobekTile::Foreman,
                self.config.foreman_per_piece,
                self.turn.foreman_used,
            ),
        )
    }

    fn discount(&self, payment: &Payment) -> Discount {
        let whim = |used: bool| if used { WHIM_REPLACES } else { 0 };
        Discount {
            resources: if payment.merchant {
                self.config.merchant_discount
            } else {
                0
            } + whim(payment.resource_whim),
            artisans: if payment.foreman {
                self.config.foreman_discount
            } else {
                0
            } + whim(payment.artisan_whim),
        }
    }

    /// Calls `found` with each minimal payment of `cost` from the active player's hand and the
    /// visit's spare units, with each choice of the discounts (and kept bonus tiles) this turn
    /// allows set on it.
    pub(crate) fn each_payment_of(&self, cost: Cost, mut found: impl FnMut(Payment)) {
        let hand = self.players[self.active].hand;
        let credit = self.turn.credit();
        let (merchant, foreman) = self.discount_options();
        let (artisan_whims, resource_whims) = self.whim_options();
        for &m in merchant {
            for &f in foreman {
                for &aw in artisan_whims {
                    for &rw in resource_whims {
                        let flags = Payment {
                            merchant: m,
                            foreman: f,
                            artisan_whim: aw,
                            resource_whim: rw,
                            ..Payment::default()
                        };
                        each_payment(cost, self.discount(&flags), &hand, &credit, &mut |p| {
                            found(Payment {
                                cards: p.cards,
                                credit: p.credit,
                                ..flags
                            })
                        });
                    }
                }
            }
        }
    }

    /// Calls `found` with each category, its place lister and each minimal payment for it, the
    /// discounts this turn allows set on it: every build's payment, places aside.
    fn each_build_payment(&self, mut found: impl FnMut(Category, SlotLister, Payment)) {
        for (category, (cost, slots)) in Category::ALL.into_iter().zip(self.categories()) {
            self.each_payment_of(cost, |payment| found(category, slots, payment));
        }
    }

    /// Appends every legal build, whole: each payment with each place.
    pub(crate) fn builds(&self, out: &mut Vec<Action>) {
        let mut places: [Option<Vec<Piece>>; 6] = Default::default();
        self.each_build_payment(|category, slots, payment| {
            let pieces = places[category as usize].get_or_insert_with(|| slots(self));
            out.extend(pieces.iter().map(|&piece| Action::Build { piece, payment }));
        });
    }

    /// A build's first step, as the rules list it: each payment for each category with a free
    /// place (the cards go at once; where the piece goes is the second step).
    pub(crate) fn payment_steps(&self, out: &mut Vec<Action>) {
        let mut free: [Option<bool>; 6] = [None; 6];
        self.each_build_payment(|category, slots, payment| {
            if *free[category as usize].get_or_insert_with(|| !slots(self).is_empty()) {
                out.push(Action::PayFor { category, payment });
            }
        });
    }

    /// A build's second step: every free place for a piece of the category paid for.
    pub(crate) fn place_steps(&self, category: Category, out: &mut Vec<Action>) {
        out.extend(
            self.places(category)
                .into_iter()
                .map(|piece| Action::Place { piece }),
        );
    }

    /// The free places for a piece of `category`.
    pub(crate) fn places(&self, category: Category) -> Vec<Piece> {
        let (_, slots) = self.categories()[category as usize];
        slots(self)
    }

    /// Checks a build's first step: the quarry open, a free place in `category`, the payment
    /// meeting its cost. The plan has the spare units it leaves.
    pub(crate) fn check_payment_step(
        &self,
        category: Category,
        payment: &Payment,
    ) -> Result<Plan, RuleError> {
        if !self.turn.quarry_open() {
            return Err(RuleError::QuarryClosed);
        }
        let (cost, slots) = self.categories()[category as usize];
        if slots(self).is_empty() {
            return Err(RuleError::CategoryFull(category));
        }
        Ok(Plan {
            spare: self.check_payment(cost, payment)?,
            mosaic: None,
        })
    }

    /// Checks a build's second step: `piece` of the category paid for, on a free place. The plan
    /// has the area a mosaic covers.
    pub(crate) fn check_place_step(
        &self,
        category: Category,
        piece: &Piece,
    ) -> Result<Plan, RuleError> {
        if piece.category() != category {
            return Err(RuleError::OtherCategory {
                paid: category,
                piece: piece.category(),
            });
        }
        let (_, mosaic) = self.check_piece(piece)?;
        Ok(Plan {
            spare: [0; 4],
            mosaic,
        })
    }

    /// What building `piece` costs, if its place is free (and for a mosaic, the area it covers).
    fn check_piece(&self, piece: &Piece) -> Result<(Cost, Option<Area>), RuleError> {
        let b = &self.board;
        let costs = &self.config.costs;
        let mut mosaic = None;
        let cost = match *piece {
            Piece::Sphinx { row } if b.sphinxes[row_index(row)] >= SPHINXES_PER_ROW => {
                return Err(RuleError::SphinxRowFull(row))
            }
            Piece::Sphinx { .. } => costs.sphinx,
            Piece::Obelisk { row } if b.obelisks[row_index(row)] => {
                return Err(RuleError::ObeliskBuilt(row))
            }
            Piece::Obelisk { .. } => costs.obelisk,
            Piece::Door { side } if b.doors[side as usize] => {
                return Err(RuleError::DoorBuilt(side))
            }
            Piece::Door { .. } => costs.door,
            Piece::Wall { slot } if b.walls[slot.index()] => {
                return Err(RuleError::WallBuilt(slot))
            }
            Piece::Wall { .. } => costs.wall,
            Piece::Pedestal if b.pedestal => return Err(RuleError::ThroneSpaceTaken),
            Piece::Throne if !b.pedestal => return Err(RuleError::PedestalFirst),
            Piece::Throne if b.throne => return Err(RuleError::ThroneSpaceTaken),
            Piece::Pedestal | Piece::Throne => costs.throne,
            Piece::Mosaic { placement } => {
                mosaic = Some(self.check_mosaic(placement)?);
                costs.mosaic
            }
        };
        Ok((cost, mosaic))
    }

    pub(crate) fn check_build(&self, piece: &Piece, payment: &Payment) -> Result<Plan, RuleError> {
        if !self.turn.quarry_open() {
            return Err(RuleError::QuarryClosed);
        }
        let (cost, mosaic) = self.check_piece(piece)?;
        let spare = self.check_payment(cost, payment)?;
        Ok(Plan { spare, mosaic })
    }

    /// Checks `payment` for a piece costing `cost`: the cards in hand, the spare units there,
    /// the discounts this turn allows, the cost met. Returns the spare units it leaves.
    pub(crate) fn check_payment(&self, cost: Cost, payment: &Payment) -> Result<Credit, RuleError> {
        let hand = &self.players[self.active].hand;
        if !hand.contains(&payment.cards) {
            return Err(RuleError::NotInHand {
                asked: payment.cards,
            });
        }
        let credit = self.turn.credit();
        if payment
            .credit
            .iter()
            .zip(credit.iter())
            .any(|(want, have)| want > have)
        {
            return Err(RuleError::NoSuchCredit);
        }
        let (merchant, foreman) = self.discount_options();
        for (tile, asked, options) in [
            (SobekTile::Merchant, payment.merchant, merchant),
            (SobekTile::Foreman, payment.foreman, foreman),
        ] {
            if !options.contains(&asked) {
                return Err(if asked {
                    RuleError::DiscountUnavailable { tile }
                } else {
                    RuleError::DiscountRequired { tile }
                });
            }
        }
        let (artisan_whims, resource_whims) = self.whim_options();
        for (whim, asked, options) in [
            (Whim::Artisans, payment.artisan_whim, artisan_whims),
            (Whim::Resources, payment.resource_whim, resource_whims),
        ] {
            if !options.contains(&asked) {
                return Err(RuleError::WhimUnavailable(whim));
            }
        }
        Ok(settle(cost, self.discount(payment), payment)?)
    }

    fn check_mosaic(&self, placement: Placement) -> Result<Area, RuleError> {
        let tile = self.board.mosaic_top().ok_or(RuleError::NoMosaicLeft)?;
        if placement.is_flipped() && !self.config.allow_mosaic_flip {
            return Err(RuleError::MosaicFlipNotAllowed);
        }
        match placement.area(tile) {
            Some(area) if area.is_within(self.board.free_area(&self.layout)) => Ok(area),
            _ => Err(RuleError::MosaicDoesNotFit { tile }),
        }
    }

    /// Builds a piece, checked (`plan` is what checking made) or listed: its payment, then
    /// the piece.
    pub(crate) fn build(
        &mut self,
        piece: Piece,
        payment: Payment,
        plan: Option<Plan>,
        log: &mut impl Log,
    ) {
        let plan = match plan {
            Some(plan) => plan,
            None => match self.check_build(&piece, &payment) {
                Ok(plan) => plan,
                Err(_) => return,
            },
        };
        self.pay(&payment, plan.spare);
        self.place(piece, payment, plan.mosaic, log);
    }

    /// A build's first step, checked or listed: the payment, its piece to be placed.
    pub(crate) fn pay_for(&mut self, category: Category, payment: Payment, plan: Option<Plan>) {
        let plan = match plan {
            Some(plan) => plan,
            None => match self.check_payment_step(category, &payment) {
                Ok(plan) => plan,
                Err(_) => return,
            },
        };
        self.pay(&payment, plan.spare);
        self.turn.placing = Some(Placing { category, payment });
    }

    /// A build's second step, checked or listed: the piece paid for.
    pub(crate) fn place_paid(&mut self, piece: Piece, plan: Option<Plan>, log: &mut impl Log) {
        let Some(Placing { category, payment }) = self.turn.placing else {
            return;
        };
        let plan = match plan {
            Some(plan) => plan,
            None => match self.check_place_step(category, &piece) {
                Ok(plan) => plan,
                Err(_) => return,
            },
        };
        self.turn.placing = None;
        self.place(piece, payment, plan.mosaic, log);
    }

    /// Amulets a payment's tainted cards cost (none with the Greek Architect).
    fn payment_amulets(&self, payment: &Payment) -> u32 {
        if self.turn.played(FarArchitect::Greek) {
            0
        } else {
            payment.cards.tainted()
        }
    }

    /// The payment's cards leave the hand (tainted ones for amulets, which it returns), its
    /// spare units join the visit's, and the discounts and kept tiles count as used.
    pub(crate) fn pay(&mut self, payment: &Payment, spare: Credit) -> u32 {
        let amulets = self.payment_amulets(payment);
        self.spend_whims(payment);
        let seat = self.active;
        let mut credit = self.turn.credit();
        for ((c, used), spare) in credit.iter_mut().zip(payment.credit).zip(spare) {
            *c = *c - used + spare;
        }
        self.turn.quarry = QuarryVisit::Open { credit };
        self.turn.merchant_used |= payment.merchant;
        self.turn.foreman_used |= payment.foreman;
        let player = &mut self.players[seat];
        player.hand.remove_all(&payment.cards);
        // A payment is public: cards everyone knew of that it spent are no longer in the hand.
        let known = &mut self.tally[seat].known;
        for (k, paid) in known.0.iter_mut().zip(payment.cards.0) {
            *k = k.saturating_sub(paid);
        }
        player.amulets += amulets;
        self.discard.extend(payment.cards.iter());
        amulets
    }

    /// The piece paid for goes on the board, with its reward (`mosaic`: the area it covers).
    fn place(&mut self, piece: Piece, payment: Payment, mosaic: Option<Area>, log: &mut impl Log) {
        let seat = self.active;
        let amulets = self.payment_amulets(&payment);
        let architect = self.architect_bonus();
        let reward = self.piece_reward(&piece);
        let b = &mut self.board;
        let mut tile = None;
        match piece {
            Piece::Sphinx { row } => b.sphinxes[row_index(row)] += 1,
            Piece::Obelisk { row } => b.obelisks[row_index(row)] = true,
            Piece::Door { side } => b.doors[side as usize] = true,
            Piece::Wall { slot } => b.walls[slot.index()] = true,
            Piece::Pedestal => b.pedestal = true,
            Piece::Throne => b.throne = true,
            Piece::Mosaic { placement } => {
                let area = mosaic.expect("checked mosaic");
                tile = b.mosaic_top();
                self.players[seat].scarabs += architect;
                log.log(|| Event::Built {
                    seat,
                    piece,
                    tile,
                    payment,
                    scarabs: architect,
                    architect,
                    amulets,
                });
                let formed = self.place_mosaic(placement, area, log);
                self.whims_after_build(piece.category(), log);
                self.decide_sanctuaries(formed, reward, log);
                return;
            }
        }
        self.players[seat].scarabs += reward + architect;
        log.log(|| Event::Built {
            seat,
            piece,
            tile,
            payment,
            scarabs: reward + architect,
            architect,
            amulets,
        });
        self.cult_after_build(&piece, log);
        self.whims_after_build(piece.category(), log);
    }

    /// The Architect's bonus on every piece built this turn (0 without the Architect).
    pub(crate) fn architect_bonus(&self) -> u32 {
        if self.turn.sobek == Some(SobekTile::Architect) {
            self.config.architect_bonus
        } else {
            0
        }
    }

    /// The piece's own scarabs on the board as it stands, without the Architect's bonus. A mosaic's
    /// come with the sanctuary decision; a mosaic placement outside the garden counts no palms.
    fn piece_reward(&self, piece: &Piece) -> u32 {
        let rewards = &self.config.rewards;
        let b = &self.board;
        match *piece {
            Piece::Sphinx { row } => rewards.sphinx.for_count(b.sphinxes[row_index(row)].into()),
            Piece::Obelisk { row } => rewards.obelisk.for_count(b.sphinxes[row_index(row)].into()),
            Piece::Door { side } => rewards.door.for_count(b.chained_walls(side)),
            Piece::Wall { slot } => rewards.wall.for_count(b.mosaic_squares_along(slot)),
            Piece::Pedestal | Piece::Throne => rewards
                .throne
                .for_count(b.mosaic_squares_by_throne(&self.layout)),
            Piece::Mosaic { placement } => {
                let palms = b
                    .mosaic_top()
                    .and_then(|tile| placement.area(tile))
                    .map_or(0, |area| area.and(self.layout.palms).len());
                rewards.mosaic.for_count(palms)
            }
        }
    }

    /// The scarabs building `piece` now would earn, the Architect's bonus included: what the UI
    /// shows on each legal slot. For a mosaic this counts the palms it would cover; those scarabs
    /// are given up if its builder claims a sanctuary instead.
    pub fn reward(&self, piece: &Piece) -> u32 {
        self.piece_reward(piece) + self.architect_bonus()
    }

    /// Lays the top mosaic, removes the tiles that no longer fit, and returns the sanctuaries formed.
    fn place_mosaic(&mut self, placement: Placement, area: Area, log: &mut impl Log) -> Vec<Area> {
        let before = self.board.free_area(&self.layout);
        let region = before.component_of(area);
        let tile = self.board.mosaic_stack.pop().expect("checked mosaic");
        self.board.mosaics.push(PlacedMosaic {
            tile,
            placement,
            area,
            builder: self.active,
        });
        let flip = self.config.allow_mosaic_flip;
        while let Some(top) = self.board.mosaic_top() {
            if fits_in(top, self.board.free_area(&self.layout), flip) {
                break;
            }
            self.board.mosaic_stack.pop();
            self.board.mosaics_removed.push(top);
            log.log(|| Event::MosaicRemoved { tile: top });
        }
        let stack = &self.board.mosaic_stack;
        let dead = |part: &Area| !stack.iter().any(|&t| fits_in(t, *part, flip));
        let parts = region.minus(area).components();
        let cut = parts.len() > 1;
        let reading = self.config.sanctuaries;
        let mut formed: Vec<Area> = match reading {
            SanctuaryReading::CutOff if !cut => Vec::new(),
            _ => parts.into_iter().filter(dead).collect(),
        };
        if reading == SanctuaryReading::WholeGarden {
            let known: Vec<Area> = self.board.sanctuaries.iter().map(|s| s.area).collect();
            for part in self.board.free_area(&self.layout).components() {
                if dead(&part) && !known.contains(&part) && !formed.contains(&part) {
                    formed.push(part);
                }
            }
        }
        if !formed.is_empty() {
            log.log(|| Event::SanctuariesFormed {
                areas: formed.clone(),
            });
        }
        formed
    }

    /// With sanctuaries formed and an Anubis at hand the builder decides; otherwise the scarabs.
    fn decide_sanctuaries(&mut self, formed: Vec<Area>, reward: u32, log: &mut impl Log) {
        if !formed.is_empty() && self.players[self.active].anubis > 0 {
            self.phase = Phase::Sanctuary {
                formed: formed.into_iter().map(|a| (a, false)).collect(),
                reward,
            };
            return;
        }
        for area in formed {
            self.board.sanctuaries.push(Sanctuary::new(area, None));
            log.log(|| Event::SanctuaryLost { area });
        }
        let seat = self.active;
        self.players[seat].scarabs += reward;
        log.log(|| Event::MosaicReward {
            seat,
            scarabs: reward,
        });
    }

    pub(crate) fn claim_sanctuary(&mut self, index: u8, log: &mut impl Log) {
        let seat = self.active;
        let Phase::Sanctuary { formed, .. } = &mut self.phase else {
            return;
        };
        let entry = &mut formed[usize::from(index)];
        entry.1 = true;
        let area = entry.0;
        let more = formed.iter().any(|(_, claimed)| !claimed);
        self.players[seat].anubis -= 1;
        self.board
            .sanctuaries
            .push(Sanctuary::new(area, Some(seat)));
        log.log(|| Event::SanctuaryClaimed { seat, area });
        if !more || self.players[seat].anubis == 0 {
            self.close_sanctuaries(log);
        }
    }

    /// Unclaimed sanctuaries are lost; with none claimed, the builder takes the mosaic's scarabs.
    pub(crate) fn close_sanctuaries(&mut self, log: &mut impl Log) {
        let Phase::Sanctuary { formed, reward } = std::mem::replace(&mut self.phase, Phase::Main)
        else {
            return;
        };
        let claimed = formed.iter().any(|(_, c)| *c);
        for (area, c) in formed {
            if !c {
                self.board.sanctuaries.push(Sanctuary::new(area, None));
                log.log(|| Event::SanctuaryLost { area });
            }
        }
        if !claimed {
            let seat = self.active;
            self.players[seat].scarabs += reward;
            log.log(|| Event::MosaicReward {
                seat,
                scarabs: reward,
            });
        }
    }
}
