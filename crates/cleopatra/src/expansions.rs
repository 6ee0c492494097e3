//! The four Kickstarter mini-expansions (§13 of the rules spec): their parts, and the state of a
//! game that plays with them. Each is switched on in [`crate::Expansions`]; a game without them
//! carries an empty [`Extras`] and plays exactly as before.
//!
//! * **The Cult of Sobek**: a sanctuary owner builds a Sobek statue in the Quarry (1 artisan and
//!   one unit of each resource) beside one of their Anubis figures, and keeps a [`CultCard`].
//! * **The Whims of Cleopatra**: the die shows a category; building a piece of it lets the builder
//!   draw one of seven face-down [`Whim`] tiles.
//! * **The Wisdom of Bastet**: ten Bastet cards in the deck; taking a stall with one gives scarabs
//!   and the Bastet statue, which gives scarabs at the start of each of its holder's turns.
//! * **Architects from Far Away**: a secret auction the first time Cleopatra moves hands out
//!   single-use [`FarArchitect`] cards.

use std::fmt;

use serde::{Deserialize, Serialize};
use tabletop::GameRng;

use crate::action::{Action, Piece};
use crate::board::Category;
use crate::config::{Config, Cost, CostKind};
use crate::error::{Flaw, RuleError};
use crate::event::{Event, Log};
use crate::payment::Payment;
use crate::player::{ByPlayer, Seat};
use crate::position::{Phase, Position, QuarryVisit, STALLS};
use crate::quarry::Plan;

/// The four cards of the Cult of Sobek: a statue's builder keeps one, its advantage lasting to
/// the end of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CultCard {
    /// Whenever you build a sphinx, each opponent takes 1 amulet.
    Sphinx,
    /// Whenever you build a column wall, each opponent takes 1 amulet.
    Wall,
    /// Whenever an opponent builds a door frame, the pedestal, the throne or an obelisk, they give
    /// you 2 scarabs.
    Toll,
    /// The Sobek marker goes under one of your statues: at the end each square of that
    /// sanctuary removes 2 amulets instead of 1.
    Marker,
}

impl CultCard {
    /// The four cards.
    pub const ALL: [CultCard; 4] = [
        CultCard::Sphinx,
        CultCard::Wall,
        CultCard::Toll,
        CultCard::Marker,
    ];
}

impl fmt::Display for CultCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CultCard::Sphinx => "the Sphinx card",
            CultCard::Wall => "the Wall card",
            CultCard::Toll => "the Toll card",
            CultCard::Marker => "the Marker card",
        })
    }
}

/// The seven bonus tiles of the Whims of Cleopatra, drawn face down at random.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Whim {
    /// 1. Return 2 amulets to the supply.
    ReturnAmulets,
    /// 2. Each opponent takes 1 amulet.
    OpponentsTakeAmulet,
    /// 3. Gain 3 scarabs.
    Scarabs,
    /// 4. Each opponent gives you 1 scarab, if they have any.
    ScarabFromEach,
    /// 5. Kept: on a later Quarry visit, replaces 2 artisans of one payment.
    Artisans,
    /// 6. Kept: on a later Quarry visit, replaces any 2 resource units of one payment.
    Resources,
    /// 7. Take all the cards of the stall with the fewest cards, without refilling.
    SmallestStall,
}

impl Whim {
    /// The seven tiles, numbered as in the rules.
    pub const ALL: [Whim; 7] = [
        Whim::ReturnAmulets,
        Whim::OpponentsTakeAmulet,
        Whim::Scarabs,
        Whim::ScarabFromEach,
        Whim::Artisans,
        Whim::Resources,
        Whim::SmallestStall,
    ];

    /// Whether its owner keeps it for a later Quarry visit.
    pub const fn is_kept(self) -> bool {
        matches!(self, Whim::Artisans | Whim::Resources)
    }

    pub(crate) const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl fmt::Display for Whim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Whim::ReturnAmulets => "return 2 amulets",
            Whim::OpponentsTakeAmulet => "each opponent takes an amulet",
            Whim::Scarabs => "3 scarabs",
            Whim::ScarabFromEach => "a scarab from each opponent",
            Whim::Artisans => "2 artisans later",
            Whim::Resources => "2 resources later",
            Whim::SmallestStall => "the smallest stall",
        })
    }
}

/// The four Architects from Far Away, each used once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum FarArchitect {
    /// For one Quarry visit, tainted cards cost no amulets.
    Greek,
    /// With a Market visit: keep the whole hand at the end of the turn, no amulets.
    Gaulish,
    /// With a Market visit: take two stalls, one of them a stall with the fewest cards.
    Babylonian,
    /// Call a Worshipper of Sobek without paying its cost.
    Roman,
}

impl FarArchitect {
    /// The four cards.
    pub const ALL: [FarArchitect; 4] = [
        FarArchitect::Greek,
        FarArchitect::Gaulish,
        FarArchitect::Babylonian,
        FarArchitect::Roman,
    ];
}

impl fmt::Display for FarArchitect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FarArchitect::Greek => "the Greek Architect",
            FarArchitect::Gaulish => "the Gaulish Architect",
            FarArchitect::Babylonian => "the Babylonian Architect",
            FarArchitect::Roman => "the Roman Architect",
        })
    }
}

/// What a secret auction is for: the Offering to the High Priest, or the Architects from Far
/// Away (the same bidding, all bids lost).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Auction {
    /// The Offering: amulets by rank.
    #[default]
    Offering,
    /// The Architects from Far Away: the highest bidders pick a card each.
    Architects,
}

/// The public state of the expansions in play (everything here is seen by every seat).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Extras {
    /// Cult of Sobek: statues not yet built.
    pub statues_left: u8,
    /// Cult of Sobek: cards not yet taken.
    pub cult_cards: Vec<CultCard>,
    /// Whims of Cleopatra: the category the die shows (`None` without the expansion).
    pub die: Option<Category>,
    /// Wisdom of Bastet: who holds the Bastet statue.
    pub bastet: Option<Seat>,
    /// Whims of Cleopatra: tiles resolved or spent, out of the game.
    pub whims_out: Vec<Whim>,
    /// Architects from Far Away: whether the auction was held.
    pub auction_held: bool,
    /// Architects from Far Away: cards played, out of the game.
    pub architects_out: Vec<FarArchitect>,
}

/// Cult of Sobek: a statue costs 1 artisan and one unit of each of the four resources.
pub const STATUE_COST: Cost = Cost {
    artisans: 1,
    resources: 4,
    kind: CostKind::Different,
};

/// Cult of Sobek: amulets each opponent takes from the Sphinx and Wall cards.
pub const CULT_AMULETS: u32 = 1;

/// Cult of Sobek: scarabs the Toll card takes from an opponent's door, obelisk or throne piece.
pub const TOLL_SCARABS: u32 = 2;

/// Cult of Sobek: amulets each square of the marked sanctuary removes at the end (instead of 1).
pub const MARKER_FACTOR: u32 = 2;

/// Whims of Cleopatra: amulets the first tile returns.
pub const WHIM_AMULETS_RETURNED: u32 = 2;

/// Whims of Cleopatra: scarabs the third tile gives.
pub const WHIM_SCARABS: u32 = 3;

/// Whims of Cleopatra: artisans or resource units a kept tile replaces.
pub const WHIM_REPLACES: u8 = 2;

/// The expansions' parts at setup, drawn from `rng` only for those in play (so a game without
/// them deals exactly as before): the public state, the bonus tiles face down, and the
/// architects face down.
pub(crate) fn deal(config: &Config, rng: &mut GameRng) -> (Extras, Vec<Whim>, Vec<FarArchitect>) {
    let e = &config.expansions;
    let n = config.player_count();
    let mut extras = Extras::default();
    let mut whims = Vec::new();
    let mut architects = Vec::new();
    if e.cult_of_sobek {
        extras.statues_left = (n - 1) as u8;
        extras.cult_cards = CultCard::ALL.to_vec();
    }
    if e.whims_of_cleopatra {
        extras.die = Some(Category::ALL[rng.below(6) as usize]);
        whims = Whim::ALL.to_vec();
        rng.shuffle(&mut whims);
    }
    if e.architects_from_far_away {
        architects = FarArchitect::ALL.to_vec();
        rng.shuffle(&mut architects);
        architects.truncate(n - 1);
    }
    (extras, whims, architects)
}

impl Position {
    /// Checks the expansions' parts add up.
    pub(crate) fn expansion_flaw(&self) -> Result<(), Flaw> {
        let e = &self.config.expansions;
        let n = self.players.len();
        let statues = self.board.sanctuaries.iter().filter(|s| s.statue).count();
        let held: usize = self.players.iter().map(|(_, p)| p.cult.len()).sum();
        let picking = usize::from(self.phase == Phase::CultCard);
        if e.cult_of_sobek
            && (statues + usize::from(self.extras.statues_left) != n - 1
                || held + self.extras.cult_cards.len() != CultCard::ALL.len()
                || held + picking != statues)
        {
            return Err(Flaw::ExpansionParts("statues and cult cards"));
        }
        let kept: usize = self.players.iter().map(|(_, p)| p.whims.len()).sum();
        if e.whims_of_cleopatra
            && kept + self.whim_stack.len() + self.extras.whims_out.len() != Whim::ALL.len()
        {
            return Err(Flaw::ExpansionParts("bonus tiles"));
        }
        let hands: usize = self.players.iter().map(|(_, p)| p.architects.len()).sum();
        if e.architects_from_far_away
            && hands + self.far_architects.len() + self.extras.architects_out.len() != n - 1
        {
            return Err(Flaw::ExpansionParts("architects"));
        }
        Ok(())
    }

    // ---- The Cult of Sobek ----

    /// Sanctuaries where the active player may build a statue now.
    fn statue_sites(&self) -> impl Iterator<Item = u8> + '_ {
        self.board
            .sanctuaries
            .iter()
            .enumerate()
            .filter(|(_, s)| s.owner == Some(self.active) && !s.statue)
            .map(|(i, _)| i as u8)
    }

    /// Appends every statue the active player may build now, with each payment.
    pub(crate) fn statue_builds(&self, out: &mut Vec<Action>) {
        if self.extras.statues_left == 0 || !self.turn.quarry_open() {
            return;
        }
        let sites: Vec<u8> = self.statue_sites().collect();
        if sites.is_empty() {
            return;
        }
        self.each_payment_of(STATUE_COST, |payment| {
            out.extend(
                sites
                    .iter()
                    .map(|&sanctuary| Action::BuildStatue { sanctuary, payment }),
            );
        });
    }

    /// Checks a statue: one left, the quarry open, the site the builder's, the payment.
    pub(crate) fn check_statue(&self, sanctuary: u8, payment: &Payment) -> Result<Plan, RuleError> {
        if self.extras.statues_left == 0 {
            return Err(RuleError::NoStatueLeft);
        }
        if !self.turn.quarry_open() {
            return Err(RuleError::QuarryClosed);
        }
        if !self.statue_sites().any(|s| s == sanctuary) {
            return Err(RuleError::NoStatueSite(sanctuary));
        }
        Ok(Plan {
            spare: self.check_payment(STATUE_COST, payment)?,
            mosaic: None,
        })
    }

    /// Builds a statue, checked or listed; its builder then picks a card.
    pub(crate) fn build_statue(
        &mut self,
        sanctuary: u8,
        payment: Payment,
        plan: Option<Plan>,
        log: &mut impl Log,
    ) {
        let plan = match plan {
            Some(plan) => plan,
            None => match self.check_statue(sanctuary, &payment) {
                Ok(plan) => plan,
                Err(_) => return,
            },
        };
        let seat = self.active;
        let amulets = self.pay(&payment, plan.spare);
        self.extras.statues_left -= 1;
        self.board.sanctuaries[usize::from(sanctuary)].statue = true;
        let scarabs = if self.config.expansions.statue_architect_bonus {
            self.architect_bonus()
        } else {
            0
        };
        self.players[seat].scarabs += scarabs;
        log.log(|| Event::StatueBuilt {
            seat,
            sanctuary,
            payment,
            scarabs,
            amulets,
        });
        self.phase = Phase::CultCard;
    }

    /// The statue's builder keeps `card` (the Marker goes under their statue on the largest
    /// sanctuary, where it counts most).
    pub(crate) fn choose_cult_card(&mut self, card: CultCard, log: &mut impl Log) {
        let seat = self.active;
        self.extras.cult_cards.retain(|&c| c != card);
        self.players[seat].cult.push(card);
        log.log(|| Event::CultCardTaken { seat, card });
        if card == CultCard::Marker {
            let best = self
                .board
                .sanctuaries
                .iter()
                .enumerate()
                .filter(|(_, s)| s.owner == Some(seat) && s.statue)
                .max_by_key(|(i, s)| (s.area.len(), std::cmp::Reverse(*i)))
                .map(|(i, _)| i);
            if let Some(i) = best {
                let sanctuary = &mut self.board.sanctuaries[i];
                sanctuary.marker = true;
                let squares = sanctuary.area.len();
                log.log(|| Event::MarkerPlaced {
                    seat,
                    sanctuary: i as u8,
                    squares,
                });
            }
        }
        self.phase = Phase::Main;
    }

    /// Who holds `card`, if anyone.
    fn cult_holder(&self, card: CultCard) -> Option<Seat> {
        self.players
            .iter()
            .find(|(_, p)| p.cult.contains(&card))
            .map(|(s, _)| s)
    }

    /// The cult cards' effects of a piece the active player built.
    pub(crate) fn cult_after_build(&mut self, piece: &Piece, log: &mut impl Log) {
        if !self.config.expansions.cult_of_sobek {
            return;
        }
        let builder = self.active;
        let card = match piece {
            Piece::Sphinx { .. } => Some(CultCard::Sphinx),
            Piece::Wall { .. } => Some(CultCard::Wall),
            _ => None,
        };
        if let Some(card) = card {
            if self.cult_holder(card) == Some(builder) {
                for (i, p) in self.players.0.iter_mut().enumerate() {
                    if i != builder.index() {
                        p.amulets += CULT_AMULETS;
                    }
                }
                log.log(|| Event::CultAmulets {
                    seat: builder,
                    card,
                });
            }
        }
        let tolled = matches!(
            piece,
            Piece::Door { .. } | Piece::Obelisk { .. } | Piece::Pedestal | Piece::Throne
        );
        if let Some(holder) = self
            .cult_holder(CultCard::Toll)
            .filter(|&h| tolled && h != builder)
        {
            self.pay_scarabs(builder, holder, TOLL_SCARABS, log);
        }
    }

    /// Up to `scarabs` go from `from` to `to` (as many as `from` has).
    fn pay_scarabs(&mut self, from: Seat, to: Seat, scarabs: u32, log: &mut impl Log) {
        let scarabs = scarabs.min(self.players[from].scarabs);
        if scarabs == 0 {
            return;
        }
        self.players[from].scarabs -= scarabs;
        self.players[to].scarabs += scarabs;
        log.log(|| Event::ScarabsPaid { from, to, scarabs });
    }

    // ---- The Whims of Cleopatra ----

    /// After a piece of `category` is placed: a bonus tile to draw if the die shows it, and the
    /// die rolled again if its category is complete.
    pub(crate) fn whims_after_build(&mut self, category: Category, log: &mut impl Log) {
        if self.extras.die == Some(category) {
            let turn = &mut self.turn;
            if self.config.expansions.whim_per_piece {
                turn.whim_draws = turn.whim_draws.saturating_add(1);
            } else if turn.whim_draws == 0 && turn.whims_drawn == 0 {
                turn.whim_draws = 1;
            }
        }
        self.roll_whim_die(log);
    }

    /// Rolls the die again while it shows a complete category and tiles are left.
    pub(crate) fn roll_whim_die(&mut self, log: &mut impl Log) {
        let Some(shown) = self.extras.die else {
            return;
        };
        if !self.board.is_complete(shown)
            || self.whim_stack.is_empty()
            || Category::ALL.iter().all(|&c| self.board.is_complete(c))
        {
            return;
        }
        let category = loop {
            let c = Category::ALL[self.rng.below(6) as usize];
            if !self.board.is_complete(c) {
                break c;
            }
        };
        self.extras.die = Some(category);
        log.log(|| Event::WhimDieRolled { category });
    }

    /// Whether a bonus tile may be drawn now.
    pub(crate) fn may_draw_whim(&self) -> bool {
        matches!(self.turn.quarry, QuarryVisit::Open { .. })
            && self.turn.whim_draws > 0
            && !self.whim_stack.is_empty()
    }

    /// Draws the top bonus tile and resolves it.
    pub(crate) fn draw_whim(&mut self, log: &mut impl Log) {
        let Some(whim) = self.whim_stack.pop() else {
            return;
        };
        let seat = self.active;
        self.turn.whim_draws -= 1;
        self.turn.whims_drawn |= whim.bit();
        log.log(|| Event::WhimDrawn { seat, whim });
        let others: Vec<Seat> = self.players.seats().filter(|&s| s != seat).collect();
        if whim.is_kept() {
            self.players[seat].whims.push(whim);
            return;
        }
        self.extras.whims_out.push(whim);
        match whim {
            Whim::ReturnAmulets => {
                let p = &mut self.players[seat];
                p.amulets = p.amulets.saturating_sub(WHIM_AMULETS_RETURNED);
            }
            Whim::OpponentsTakeAmulet => {
                for &s in &others {
                    self.players[s].amulets += 1;
                }
            }
            Whim::Scarabs => self.players[seat].scarabs += WHIM_SCARABS,
            Whim::ScarabFromEach => {
                for &s in &others {
                    self.pay_scarabs(s, seat, 1, log);
                }
            }
            Whim::SmallestStall => {
                let stalls = self.smallest_stalls();
                match stalls.as_slice() {
                    [] => {}
                    [stall] => self.take_smallest_stall(*stall, log),
                    _ => self.phase = Phase::WhimStall { stalls },
                }
            }
            Whim::Artisans | Whim::Resources => {}
        }
    }

    /// The stalls with cards holding the fewest.
    pub(crate) fn smallest_stalls(&self) -> Vec<u8> {
        let fewest = self.stalls.iter().map(Vec::len).filter(|&n| n > 0).min();
        (0..self.stalls.len() as u8)
            .filter(|&s| Some(self.stalls[usize::from(s)].len()) == fewest)
            .collect()
    }

    /// The smallest-stall tile: the active player takes the stall, which is not refilled.
    pub(crate) fn take_smallest_stall(&mut self, stall: u8, log: &mut impl Log) {
        let seat = self.active;
        let bastets = self.take_stall_cards(seat, stall, log);
        self.bastet_taken(seat, bastets, log);
        self.phase = Phase::Main;
    }

    /// Which kept tiles may help pay now: (artisans options, resources options).
    pub(crate) fn whim_options(&self) -> (&'static [bool], &'static [bool]) {
        let held = |whim| {
            if self.players[self.active].whims.contains(&whim) && !self.turn.drew(whim) {
                &[false, true][..]
            } else {
                &[false][..]
            }
        };
        (held(Whim::Artisans), held(Whim::Resources))
    }

    /// Kept tiles a payment spends leave the game.
    pub(crate) fn spend_whims(&mut self, payment: &Payment) {
        for (used, whim) in [
            (payment.artisan_whim, Whim::Artisans),
            (payment.resource_whim, Whim::Resources),
        ] {
            if used {
                self.players[self.active].whims.retain(|&w| w != whim);
                self.extras.whims_out.push(whim);
            }
        }
    }

    // ---- The Wisdom of Bastet ----

    /// `bastets` Bastet cards were in what `seat` took: they are discarded, and `seat` gains the
    /// scarabs and the statue.
    pub(crate) fn bastet_taken(&mut self, seat: Seat, bastets: u32, log: &mut impl Log) {
        if bastets == 0 {
            return;
        }
        let e = &self.config.expansions;
        let times = if e.bastet_per_card { bastets } else { 1 };
        let from = self.extras.bastet.filter(|&h| h != seat);
        let again = u32::from(self.extras.bastet == Some(seat));
        let scarabs = e.bastet_scarabs * (times + again);
        self.players[seat].scarabs += scarabs;
        self.extras.bastet = Some(seat);
        log.log(|| Event::BastetTaken {
            seat,
            cards: bastets,
            scarabs,
            from,
        });
    }

    /// At the start of a turn, the statue's holder gains scarabs.
    pub(crate) fn bastet_blessing(&mut self, seat: Seat, log: &mut impl Log) {
        if self.extras.bastet == Some(seat) {
            let scarabs = self.config.expansions.bastet_scarabs;
            self.players[seat].scarabs += scarabs;
            log.log(|| Event::BastetBlessing { seat, scarabs });
        }
    }

    // ---- Architects from Far Away ----

    /// Whether the architects' auction is due: Cleopatra has moved, and it was not held.
    pub(crate) fn auction_due(&self) -> bool {
        self.config.expansions.architects_from_far_away
            && !self.extras.auction_held
            && self.board.cleopatra > 0
    }

    /// Appends the architects the active player may play now.
    pub(crate) fn architect_plays(&self, out: &mut Vec<Action>) {
        let mut held = self.players[self.active].architects.clone();
        tabletop::sort_small(&mut held);
        held.dedup();
        out.extend(
            held.into_iter()
                .filter(|&a| self.architect_moment(a))
                .map(|architect| Action::PlayArchitect { architect }),
        );
    }

    /// Whether the moment suits `architect` (held and not yet played this turn aside).
    fn architect_moment(&self, architect: FarArchitect) -> bool {
        let turn = &self.turn;
        match architect {
            FarArchitect::Greek => turn.quarry_open() && !turn.played(architect),
            // With a Market visit: before or after it.
            FarArchitect::Gaulish => {
                (turn.market_open() || turn.market_done) && !turn.played(architect)
            }
            FarArchitect::Babylonian => {
                turn.market_open()
                    && !turn.played(architect)
                    && self.stalls.iter().filter(|s| !s.is_empty()).count() >= 2
            }
            FarArchitect::Roman => {
                turn.sobek.is_none() && !turn.started() && !turn.played(architect)
            }
        }
    }

    /// Checks playing `architect` now.
    pub(crate) fn check_architect(&self, architect: FarArchitect) -> Result<(), RuleError> {
        if !self.players[self.active].architects.contains(&architect) {
            return Err(RuleError::ArchitectNotHeld(architect));
        }
        if !self.architect_moment(architect) {
            return Err(RuleError::ArchitectNotNow(architect));
        }
        Ok(())
    }

    /// Plays `architect`: its effect holds for the rest of the turn, and the card leaves the game.
    pub(crate) fn play_architect(&mut self, architect: FarArchitect, log: &mut impl Log) {
        let seat = self.active;
        let held = &mut self.players[seat].architects;
        if let Some(i) = held.iter().position(|&a| a == architect) {
            held.remove(i);
        }
        self.extras.architects_out.push(architect);
        self.turn.architects |= 1 << architect as u8;
        log.log(|| Event::ArchitectPlayed { seat, architect });
    }

    /// Whether the Babylonian Architect's two stalls are `first` and `second`.
    pub(crate) fn check_two_stalls(&self, first: u8, second: u8) -> Result<(), RuleError> {
        let refused = RuleError::BabylonianStalls { first, second };
        if !self.turn.played(FarArchitect::Babylonian) || !self.turn.market_open() {
            return Err(RuleError::MarketClosed);
        }
        let has = |s: u8| {
            self.stalls
                .get(usize::from(s))
                .is_some_and(|c| !c.is_empty())
        };
        let smallest = self.smallest_stalls();
        if first == second
            || !has(first)
            || !has(second)
            || !(smallest.contains(&first) || smallest.contains(&second))
        {
            return Err(refused);
        }
        Ok(())
    }

    /// Appends the Babylonian Architect's market visits: pairs of stalls, one of the fewest.
    pub(crate) fn two_stall_takes(&self, out: &mut Vec<Action>) {
        for first in 0..STALLS as u8 {
            for second in first + 1..STALLS as u8 {
                if self.check_two_stalls(first, second).is_ok() {
                    out.push(Action::TakeStalls { first, second });
                }
            }
        }
    }

    /// The auction's bids are in: every bid is lost, and the highest bidders pick in order.
    pub(crate) fn auction_revealed(&mut self, bids: ByPlayer<u32>, log: &mut impl Log) {
        for (seat, &bid) in bids.iter() {
            self.players[seat].scarabs -= bid;
        }
        let mut order: Vec<Seat> = self.seats_from_active().collect();
        if self.config.expansions.auction_ties_reversed {
            order[1..].reverse();
            order.rotate_left(1);
        }
        // A stable sort keeps tied bidders in the house order.
        tabletop::sort_small_by_key(&mut order, |&s| std::cmp::Reverse(bids[s]));
        let ranked: Vec<(Seat, u32)> = order.iter().map(|&s| (s, bids[s])).collect();
        let pickers: Vec<Seat> = order[..order.len() - 1]
            .iter()
            .copied()
            .filter(|&s| bids[s] > 0)
            .take(self.far_architects.len())
            .collect();
        log.log(|| Event::AuctionRevealed {
            bids: ranked,
            pickers: pickers.clone(),
        });
        if pickers.is_empty() {
            self.after_cleopatra_moved(log);
        } else {
            self.phase = Phase::ArchitectPick { order: pickers };
        }
    }

    /// A winner keeps `architect`; after the last, the game goes on.
    pub(crate) fn choose_architect(
        &mut self,
        seat: Seat,
        architect: FarArchitect,
        log: &mut impl Log,
    ) {
        if let Some(i) = self.far_architects.iter().position(|&a| a == architect) {
            self.far_architects.remove(i);
        }
        self.players[seat].architects.push(architect);
        log.log(|| Event::ArchitectChosen {
            seat,
            architect: Some(architect),
        });
        let Phase::ArchitectPick { order } = &mut self.phase else {
            return;
        };
        order.remove(0);
        if order.is_empty() || self.far_architects.is_empty() {
            self.after_cleopatra_moved(log);
        }
    }
}
