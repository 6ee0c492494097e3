//! The position and its play: setup, reveals, simultaneous marks, red crosses, completions,
//! replacements, pyramid points and the end.

use std::sync::Arc;

use tabletop::{Deciders, GameRng, Seat};

use crate::action::Action;
use crate::card::{around, card, Cells, Colour, CARD_COUNT, GRID};
use crate::config::{
    Config, DEALT, DISPLAY, EXPEDITION_CARDS, GEM_CAP, KEPT, MAX_PLAYERS, PYRAMID_POINTS,
    REVEALS_PER_ROUND, ROUNDS, SKULL_CAP,
};
use crate::error::{Awaiting, ConfigError, Refusal};
use crate::event::Event;
use crate::pattern::Pattern;
use crate::scoring::{self, ScoreCard};

/// A card in play in front of a player, with its marked cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct InPlay {
    pub(crate) card: u8,
    pub(crate) marks: Cells,
}

impl InPlay {
    pub(crate) fn complete(&self) -> bool {
        self.marks & card(self.card).tomb != 0
    }
}

/// A player's secret choice for the current simultaneous step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Choice {
    /// Still to choose.
    Waiting,
    /// Keeps these cards (setup).
    Keep([u8; 2]),
    /// Marks these cells on the card in this slot.
    Mark { slot: u8, cells: Cells },
    /// Has nothing to mark, or has resolved.
    Nothing,
}

/// One player's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Player {
    /// The 4 cards dealt at setup (until they are kept).
    pub(crate) hand: [u8; DEALT],
    /// Up to 2 cards in play.
    pub(crate) slots: [Option<InPlay>; KEPT],
    /// Completed cards: bit n − 1 for card n.
    pub(crate) completed: u64,
    pub(crate) red: u8,
    pub(crate) green: u8,
    /// Marked skull boxes.
    pub(crate) skulls: u8,
    /// Torch boxes: bit r for round r (0-based).
    pub(crate) torches: u8,
    pub(crate) choice: Choice,
    /// Red-cross extra marks owed.
    pub(crate) extra: u8,
    /// Replacements owed.
    pub(crate) replace: u8,
}

impl Player {
    const EMPTY: Player = Player {
        hand: [0; DEALT],
        slots: [None; KEPT],
        completed: 0,
        red: 0,
        green: 0,
        skulls: 0,
        torches: 0,
        choice: Choice::Nothing,
        extra: 0,
        replace: 0,
    };

    pub(crate) fn score_card(&self, claims: &[[u8; 3]; 3], seat: u8) -> ScoreCard {
        let pyramid_points = claims
            .iter()
            .flat_map(|c| c.iter().zip(PYRAMID_POINTS))
            .filter(|(&who, _)| who == seat + 1)
            .map(|(_, v)| u32::from(v))
            .sum();
        ScoreCard {
            completed: self.completed.count_ones() as u8,
            torches: self.torches.count_ones() as u8,
            pyramid_points,
            red: self.red,
            green: self.green,
            skulls: self.skulls,
        }
    }

    fn has_markable(&self) -> bool {
        self.slots.iter().flatten().any(|s| !s.complete())
    }
}

/// The pyramid deck, top last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Deck {
    cards: [u8; CARD_COUNT],
    len: u8,
}

impl Deck {
    pub(crate) fn from_cards(cards: &[u8]) -> Deck {
        let mut d = Deck {
            cards: [0; CARD_COUNT],
            len: cards.len() as u8,
        };
        d.cards[..cards.len()].copy_from_slice(cards);
        d
    }
    pub(crate) fn as_slice(&self) -> &[u8] {
        &self.cards[..usize::from(self.len)]
    }
    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }
    pub(crate) fn pop_top(&mut self) -> Option<u8> {
        self.pop()
    }
    fn pop(&mut self) -> Option<u8> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.cards[usize::from(self.len)])
    }
}

/// What the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Phase {
    Keep,
    Mark,
    Extra(u8),
    Replace(u8),
    Over,
}

/// Collects events when asked to (the bots' fast path skips them).
pub(crate) type Log = tabletop::EventLog<Event>;

/// A checked action, ready to play.
#[derive(Debug, Clone, Copy)]
enum Plan {
    Keep([u8; 2]),
    Mark { slot: u8, cells: Cells },
    Take(usize),
    TakeBlind,
}

/// A position of *Silver & Gold: Pyramids*: private fields, no history, the seeded generator
/// inside, cheap to clone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pyramids {
    pub(crate) config: Arc<Config>,
    pub(crate) n: u8,
    pub(crate) players: [Player; MAX_PLAYERS],
    pub(crate) deck: Deck,
    /// Display cards by position; 0 for an empty position.
    pub(crate) display: [u8; DISPLAY],
    /// The expedition deck in its order for this round; the first `reveal + 1` are revealed.
    pub(crate) expedition: [Pattern; EXPEDITION_CARDS],
    /// 0-based round.
    pub(crate) round: u8,
    /// 0-based reveal within the round.
    pub(crate) reveal: u8,
    pub(crate) phase: Phase,
    /// Who claimed each pyramid value (seat + 1, or 0), per colour, highest value first.
    pub(crate) claims: [[u8; 3]; 3],
    /// Cards completed in the current reveal.
    pub(crate) completed_now: u64,
    pub(crate) rng: GameRng,
}

fn bit(card: u8) -> u64 {
    1 << (card - 1)
}

fn colour_mask(colour: Colour) -> u64 {
    (0..CARD_COUNT as u64)
        .filter(|i| (*i as usize) % 3 == colour.index())
        .fold(0, |m, i| m | 1 << i)
}

impl Pyramids {
    /// A new game: 4 cards dealt to each player, who now each keep 2 in secret.
    ///
    /// # Errors
    ///
    /// The [`ConfigError`] of [`Config::check`] when the configuration cannot make a game.
    pub fn new(config: Config, seed: u64) -> Result<Pyramids, ConfigError> {
        Pyramids::new_logged(config, seed).map(|(g, _)| g)
    }

    /// A new game and the events of its deal.
    ///
    /// # Errors
    ///
    /// The [`ConfigError`] of [`Config::check`] when the configuration cannot make a game.
    pub fn new_logged(config: Config, seed: u64) -> Result<(Pyramids, Vec<Event>), ConfigError> {
        config.check()?;
        let n = config.players.len() as u8;
        let mut rng = GameRng::new(seed);
        let mut all: Vec<u8> = (1..=CARD_COUNT as u8).collect();
        rng.shuffle(&mut all);
        let mut players = [Player::EMPTY; MAX_PLAYERS];
        let mut events = Vec::new();
        for (i, p) in players.iter_mut().enumerate().take(usize::from(n)) {
            for slot in p.hand.iter_mut() {
                *slot = all.pop().expect("48 cards deal 4 players");
            }
            p.choice = Choice::Waiting;
            events.push(Event::Dealt {
                seat: Seat(i as u8),
                cards: Some(p.hand),
            });
        }
        let expedition = config.expedition_deck;
        let game = Pyramids {
            config: Arc::new(config),
            n,
            players,
            deck: Deck::from_cards(&all),
            display: [0; DISPLAY],
            expedition,
            round: 0,
            reveal: 0,
            phase: Phase::Keep,
            claims: [[0; 3]; 3],
            completed_now: 0,
            rng,
        };
        Ok((game, events))
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        usize::from(self.n)
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The 0-based round.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The pattern revealed now, during the marks.
    pub fn pattern(&self) -> Option<Pattern> {
        match self.phase {
            Phase::Mark | Phase::Extra(_) | Phase::Replace(_) => {
                Some(self.expedition[usize::from(self.reveal)])
            }
            _ => None,
        }
    }

    pub(crate) fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.n).map(Seat)
    }

    /// Who must decide now.
    pub fn deciders(&self) -> Deciders {
        match self.phase {
            Phase::Keep | Phase::Mark => Deciders::Secretly(
                self.seats()
                    .filter(|&s| self.player(s).choice == Choice::Waiting)
                    .collect(),
            ),
            Phase::Extra(s) | Phase::Replace(s) => Deciders::Seat(Seat(s)),
            Phase::Over => Deciders::Nobody,
        }
    }

    /// What the game waits for (`None` once it is over).
    pub fn awaiting(&self) -> Option<Awaiting> {
        match self.phase {
            Phase::Keep => Some(Awaiting::Keep),
            Phase::Mark => Some(Awaiting::Mark),
            Phase::Extra(_) => Some(Awaiting::Extra),
            Phase::Replace(_) => Some(Awaiting::Replace),
            Phase::Over => None,
        }
    }

    /// Every action `seat` may take now (empty when it need not decide).
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.deciders().includes(seat) {
            return Vec::new();
        }
        let p = self.player(seat);
        let mut out = Vec::new();
        match self.phase {
            Phase::Keep => {
                let mut hand = p.hand;
                tabletop::sort_small(&mut hand);
                for i in 0..DEALT {
                    for j in i + 1..DEALT {
                        out.push(Action::Keep {
                            cards: [hand[i], hand[j]],
                        });
                    }
                }
            }
            Phase::Mark => {
                let pattern = self.expedition[usize::from(self.reveal)];
                for s in p.slots.iter().flatten().filter(|s| !s.complete()) {
                    push_patterns(s, pattern, &mut out);
                    push_singles(s, &mut out);
                }
            }
            Phase::Extra(_) => {
                for s in p.slots.iter().flatten().filter(|s| !s.complete()) {
                    push_singles(s, &mut out);
                }
            }
            Phase::Replace(_) => {
                out.extend(
                    self.display
                        .iter()
                        .filter(|&&c| c != 0)
                        .map(|&card| Action::Take { card }),
                );
                if self.deck.len() > 0 {
                    out.push(Action::TakeBlind);
                }
            }
            Phase::Over => {}
        }
        out
    }

    /// Plays `action` for `seat`: the events it caused, or why it is refused, with the position
    /// unchanged.
    ///
    /// # Errors
    ///
    /// [`Refusal::GameOver`] once the game is over; [`Refusal::NotYourDecision`] when `seat` is
    /// not asked now, [`Refusal::AlreadyChosen`] when its choice for this step is in;
    /// [`Refusal::NotNow`] when the action does not answer what the game waits for; otherwise the
    /// refusal of the rule the action breaks (a card not dealt or not in play, a mark off the
    /// grid, on a wall or a marked cell, missing the entrance or touching no mark, ...). The
    /// position is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        let plan = self.check(seat, action)?;
        let mut log = Log::new(true);
        self.act(seat.0, plan, &mut log);
        Ok(log.events)
    }

    /// Plays a listed action without checks or events.
    pub(crate) fn apply_fast(&mut self, seat: Seat, action: &Action) {
        let plan = match *action {
            Action::Keep { cards } => Plan::Keep(cards),
            Action::Pattern { .. } | Action::Single { .. } => {
                let (slot, cells) = self.mark_cells(seat, action).expect("a listed mark");
                Plan::Mark { slot, cells }
            }
            Action::Take { card } => Plan::Take(
                self.display
                    .iter()
                    .position(|&c| c == card)
                    .expect("a listed take"),
            ),
            Action::TakeBlind => Plan::TakeBlind,
        };
        self.act(seat.0, plan, &mut Log::new(false));
    }

    /// The slot and cells a mark action names, unchecked but for the card and the grid.
    pub(crate) fn mark_cells(&self, seat: Seat, action: &Action) -> Result<(u8, Cells), Refusal> {
        let p = self.player(seat);
        let (card_no, cells) = match *action {
            Action::Pattern {
                card,
                orientation,
                row,
                col,
            } => {
                let pattern = self.expedition[usize::from(self.reveal)];
                let all = pattern.orientations();
                let o = all
                    .get(usize::from(orientation))
                    .ok_or(Refusal::NoSuchOrientation {
                        orientation,
                        count: all.len() as u8,
                    })?;
                (card, o.at(row, col).ok_or(Refusal::OffGrid)?)
            }
            Action::Single { card, cell } => {
                if usize::from(cell) >= GRID {
                    return Err(Refusal::OffGrid);
                }
                (card, 1 << cell)
            }
            _ => unreachable!("a mark"),
        };
        let slot = p
            .slots
            .iter()
            .position(|s| s.is_some_and(|s| s.card == card_no))
            .ok_or(Refusal::NotInPlay { card: card_no })?;
        Ok((slot as u8, cells))
    }

    fn check(&self, seat: Seat, action: &Action) -> Result<Plan, Refusal> {
        if self.phase == Phase::Over {
            return Err(Refusal::GameOver);
        }
        if !self.deciders().includes(seat) {
            if seat.index() < self.player_count() && matches!(self.phase, Phase::Keep | Phase::Mark)
            {
                return Err(Refusal::AlreadyChosen);
            }
            return Err(Refusal::NotYourDecision {
                decider: self.deciders().first().unwrap_or(Seat(0)),
            });
        }
        let awaiting = self.awaiting().expect("not over");
        let p = self.player(seat);
        match (*action, self.phase) {
            (Action::Keep { cards: [a, b] }, Phase::Keep) => {
                for c in [a, b] {
                    if !p.hand.contains(&c) {
                        return Err(Refusal::NotDealt { card: c });
                    }
                }
                if a >= b {
                    return Err(Refusal::KeepOrder);
                }
                Ok(Plan::Keep([a, b]))
            }
            (Action::Pattern { .. }, Phase::Mark)
            | (Action::Single { .. }, Phase::Mark | Phase::Extra(_)) => {
                let (slot, cells) = self.mark_cells(seat, action)?;
                let s = p.slots[usize::from(slot)].expect("in play");
                check_mark(&s, cells)?;
                Ok(Plan::Mark { slot, cells })
            }
            (Action::Take { card }, Phase::Replace(_)) => self
                .display
                .iter()
                .position(|&c| c == card && c != 0)
                .map(Plan::Take)
                .ok_or(Refusal::NotInDisplay { card }),
            (Action::TakeBlind, Phase::Replace(_)) => {
                if self.deck.len() == 0 {
                    Err(Refusal::DeckEmpty)
                } else {
                    Ok(Plan::TakeBlind)
                }
            }
            _ => Err(Refusal::NotNow { awaiting }),
        }
    }

    fn act(&mut self, seat: u8, plan: Plan, log: &mut Log) {
        let s = usize::from(seat);
        match plan {
            Plan::Keep(cards) => {
                self.players[s].choice = Choice::Keep(cards);
                log.push(|| Event::Chose { seat: Seat(seat) });
                if self.all_chosen() {
                    self.finish_setup(log);
                }
            }
            Plan::Mark { slot, cells } => {
                if self.phase == Phase::Mark {
                    self.players[s].choice = Choice::Mark { slot, cells };
                    log.push(|| Event::Chose { seat: Seat(seat) });
                    if self.all_chosen() {
                        self.resolve_marks(log);
                    }
                } else {
                    self.players[s].extra -= 1;
                    self.mark(seat, slot, cells, true, log);
                    self.next_extra(log);
                }
            }
            Plan::Take(i) => {
                let card = std::mem::take(&mut self.display[i]);
                self.receive(seat, card, false, log);
            }
            Plan::TakeBlind => {
                let card = self.deck.pop().expect("checked");
                self.receive(seat, card, true, log);
            }
        }
    }

    fn all_chosen(&self) -> bool {
        self.seats()
            .all(|s| self.player(s).choice != Choice::Waiting)
    }

    fn finish_setup(&mut self, log: &mut Log) {
        let mut pool: Vec<u8> = self.deck.as_slice().to_vec();
        for s in 0..usize::from(self.n) {
            let p = &mut self.players[s];
            let Choice::Keep(kept) = p.choice else {
                unreachable!("all kept")
            };
            for c in p.hand {
                if !kept.contains(&c) {
                    pool.push(c);
                }
            }
            p.hand = [0; DEALT];
            p.slots = kept.map(|card| Some(InPlay { card, marks: 0 }));
            p.choice = Choice::Nothing;
            log.push(|| Event::Kept {
                seat: Seat(s as u8),
                cards: kept,
            });
        }
        self.rng.shuffle(&mut pool);
        self.deck = Deck::from_cards(&pool);
        self.refill(log);
        self.start_round(log);
    }

    fn refill(&mut self, log: &mut Log) {
        let mut added = Vec::new();
        for i in 0..DISPLAY {
            if self.display[i] == 0 {
                if let Some(c) = self.deck.pop() {
                    self.display[i] = c;
                    added.push(c);
                }
            }
        }
        if !added.is_empty() {
            log.push(|| Event::Displayed { cards: added });
        }
    }

    fn start_round(&mut self, log: &mut Log) {
        self.rng.shuffle(&mut self.expedition);
        self.reveal = 0;
        let round = self.round + 1;
        log.push(|| Event::RoundBegan { round });
        self.begin_reveal(log);
    }

    fn begin_reveal(&mut self, log: &mut Log) {
        self.phase = Phase::Mark;
        let (round, reveal, pattern) = (
            self.round + 1,
            self.reveal + 1,
            self.expedition[usize::from(self.reveal)],
        );
        log.push(|| Event::Revealed {
            round,
            reveal,
            pattern,
        });
        for s in 0..usize::from(self.n) {
            let p = &mut self.players[s];
            if p.has_markable() {
                p.choice = Choice::Waiting;
            } else {
                p.choice = Choice::Nothing;
                log.push(|| Event::NoMark {
                    seat: Seat(s as u8),
                });
            }
        }
        if self.all_chosen() {
            self.resolve_marks(log);
        }
    }

    fn resolve_marks(&mut self, log: &mut Log) {
        for s in 0..self.n {
            if let Choice::Mark { slot, cells } = self.players[usize::from(s)].choice {
                self.mark(s, slot, cells, false, log);
            }
            self.players[usize::from(s)].choice = Choice::Nothing;
        }
        self.next_extra(log);
    }

    /// Marks `cells` on the card in `slot` and resolves their symbols: gems, torches and skulls,
    /// then potions, then red crosses (owed as extra marks).
    pub(crate) fn mark(&mut self, seat: u8, slot: u8, cells: Cells, extra: bool, log: &mut Log) {
        let round = self.round;
        let p = &mut self.players[usize::from(seat)];
        let in_play = p.slots[usize::from(slot)].as_mut().expect("a card");
        in_play.marks |= cells;
        let c = card(in_play.card);
        let count = |m: Cells| (cells & m).count_ones() as u8;
        let red = (p.red + count(c.red)).min(GEM_CAP) - p.red;
        let green = (p.green + count(c.green)).min(GEM_CAP) - p.green;
        p.red += red;
        p.green += green;
        let torch = count(c.torches) > 0 && p.torches & (1 << round) == 0;
        if torch {
            p.torches |= 1 << round;
        }
        p.skulls = (p.skulls + count(c.skulls)).min(SKULL_CAP);
        p.skulls = p.skulls.saturating_sub(2 * count(c.potions));
        let crosses = count(c.crosses);
        p.extra += crosses;
        let completed = cells & c.tomb != 0;
        let (skulls, number) = (p.skulls, c.number);
        let (skull_symbols, potions) = (count(c.skulls), count(c.potions));
        log.push(|| Event::Marked {
            seat: Seat(seat),
            card: number,
            cells,
            extra,
            red,
            green,
            torch,
            skull_symbols,
            potions,
            skulls,
            crosses,
            completed,
        });
    }

    fn next_extra(&mut self, log: &mut Log) {
        for s in 0..usize::from(self.n) {
            if self.players[s].extra == 0 {
                continue;
            }
            let p = &self.players[s];
            let any = p
                .slots
                .iter()
                .flatten()
                .any(|c| !c.complete() && singles(c) != 0);
            if any {
                self.phase = Phase::Extra(s as u8);
                return;
            }
            for _ in 0..p.extra {
                log.push(|| Event::ExtraLost {
                    seat: Seat(s as u8),
                });
            }
            self.players[s].extra = 0;
        }
        self.next_completion(log);
    }

    fn next_completion(&mut self, log: &mut Log) {
        let first = (0..self.n)
            .filter_map(|s| {
                self.players[usize::from(s)]
                    .slots
                    .iter()
                    .flatten()
                    .filter(|c| c.complete())
                    .map(|c| c.card)
                    .min()
                    .map(|m| (m, s))
            })
            .min();
        let Some((_, seat)) = first else {
            self.claim(log);
            self.end_reveal(log);
            return;
        };
        let p = &mut self.players[usize::from(seat)];
        let mut done: Vec<u8> = p
            .slots
            .iter()
            .flatten()
            .filter(|c| c.complete())
            .map(|c| c.card)
            .collect();
        tabletop::sort_small(&mut done);
        for slot in p.slots.iter_mut() {
            if slot.is_some_and(|c| c.complete()) {
                *slot = None;
            }
        }
        for card in done {
            p.completed |= bit(card);
            self.completed_now |= bit(card);
            p.replace += 1;
            log.push(|| Event::SetAside {
                seat: Seat(seat),
                card,
            });
        }
        self.next_replacement(seat, log);
    }

    fn next_replacement(&mut self, seat: u8, log: &mut Log) {
        let p = &mut self.players[usize::from(seat)];
        if p.replace > 0 {
            if self.deck.len() > 0 || self.display.iter().any(|&c| c != 0) {
                self.phase = Phase::Replace(seat);
                return;
            }
            for _ in 0..p.replace {
                log.push(|| Event::NoReplacement { seat: Seat(seat) });
            }
            p.replace = 0;
        }
        self.refill(log);
        self.next_completion(log);
    }

    fn receive(&mut self, seat: u8, card: u8, blind: bool, log: &mut Log) {
        let p = &mut self.players[usize::from(seat)];
        let slot = p
            .slots
            .iter_mut()
            .find(|s| s.is_none())
            .expect("a free slot");
        *slot = Some(InPlay { card, marks: 0 });
        p.replace -= 1;
        log.push(|| Event::Took {
            seat: Seat(seat),
            card,
            blind,
        });
        self.next_replacement(seat, log);
    }

    /// Step 4: pyramid points for the cards completed in this reveal, in ascending order number.
    fn claim(&mut self, log: &mut Log) {
        let now = std::mem::take(&mut self.completed_now);
        for number in 1..=CARD_COUNT as u8 {
            if now & bit(number) == 0 {
                continue;
            }
            let colour = card(number).colour;
            let owner = (0..self.n)
                .find(|&s| self.players[usize::from(s)].completed & bit(number) != 0)
                .expect("an owner");
            // Cards of this reveal with higher numbers are not counted yet.
            let later = now & !((bit(number) << 1) - 1);
            let count = (self.players[usize::from(owner)].completed & colour_mask(colour) & !later)
                .count_ones() as u8;
            if !matches!(count, 2 | 4 | 6) {
                continue;
            }
            let values = &mut self.claims[colour.index()];
            if let Some(i) = values.iter().position(|&w| w == 0) {
                values[i] = owner + 1;
                let value = PYRAMID_POINTS[i];
                log.push(|| Event::Claimed {
                    seat: Seat(owner),
                    colour,
                    value,
                    count,
                });
            }
        }
    }

    fn end_reveal(&mut self, log: &mut Log) {
        self.reveal += 1;
        if self.reveal < REVEALS_PER_ROUND {
            self.begin_reveal(log);
            return;
        }
        self.round += 1;
        if self.round < ROUNDS {
            self.start_round(log);
            return;
        }
        self.reveal = REVEALS_PER_ROUND - 1;
        self.phase = Phase::Over;
        let scores = (0..self.n).map(|s| self.score(Seat(s))).collect();
        log.push(|| Event::GameOver { scores });
    }

    /// A seat's score card now.
    pub fn score_card(&self, seat: Seat) -> ScoreCard {
        self.player(seat).score_card(&self.claims, seat.0)
    }

    /// A seat's total now (the final score once the game is over).
    pub fn score(&self, seat: Seat) -> i32 {
        self.score_card(seat).total(&self.config.skull_values)
    }

    /// The lowest order number among a seat's completed cards.
    pub fn first_completed(&self, seat: Seat) -> Option<u8> {
        let c = self.player(seat).completed;
        (c != 0).then(|| c.trailing_zeros() as u8 + 1)
    }

    /// The winners, by score and then by the lowest completed card.
    pub fn winners(&self) -> Vec<Seat> {
        let entries: Vec<(i32, Option<u8>)> = self
            .seats()
            .map(|s| (self.score(s), self.first_completed(s)))
            .collect();
        scoring::winners(&entries)
    }

    /// Checks what must always hold: every card in exactly one place, counters within their caps.
    ///
    /// # Errors
    ///
    /// A sentence naming the first thing that does not hold.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut seen = [0u8; CARD_COUNT + 1];
        let mut note = |c: u8| seen[usize::from(c)] += 1;
        self.deck.as_slice().iter().for_each(|&c| note(c));
        self.display
            .iter()
            .filter(|&&c| c != 0)
            .for_each(|&c| note(c));
        for p in &self.players[..self.player_count()] {
            if self.phase == Phase::Keep {
                p.hand.iter().for_each(|&c| note(c));
            }
            p.slots.iter().flatten().for_each(|s| note(s.card));
            (1..=CARD_COUNT as u8)
                .filter(|&c| p.completed & bit(c) != 0)
                .for_each(&mut note);
            if p.red > GEM_CAP || p.green > GEM_CAP || p.skulls > SKULL_CAP {
                return Err(format!("counter beyond its cap: {p:?}"));
            }
            for s in p.slots.iter().flatten() {
                if s.marks & card(s.card).walls != 0 {
                    return Err(format!("a wall marked on #{}", s.card));
                }
            }
        }
        if let Some(c) = (1..=CARD_COUNT).find(|&c| seen[c] != 1) {
            return Err(format!("card #{c} is in {} places", seen[c]));
        }
        if matches!(self.phase, Phase::Keep | Phase::Mark) && self.completed_now != 0 {
            return Err("completed cards left between actions".into());
        }
        Ok(())
    }
}

/// The cells a single mark may take on this card.
pub(crate) fn singles(s: &InPlay) -> Cells {
    let c = card(s.card);
    if s.marks == 0 {
        c.entrance
    } else {
        around(s.marks) & !c.walls
    }
}

fn push_singles(s: &InPlay, out: &mut Vec<Action>) {
    let mut m = singles(s);
    while m != 0 {
        let cell = m.trailing_zeros() as u8;
        m &= m - 1;
        out.push(Action::Single { card: s.card, cell });
    }
}

fn placement_ok(s: &InPlay, cells: Cells) -> bool {
    let c = card(s.card);
    if cells & (c.walls | s.marks) != 0 {
        return false;
    }
    if s.marks == 0 {
        cells & c.entrance != 0
    } else {
        cells & around(s.marks) != 0
    }
}

fn push_patterns(s: &InPlay, pattern: Pattern, out: &mut Vec<Action>) {
    for (i, o) in pattern.orientations().iter().enumerate() {
        for row in 0..=(5 - o.height) {
            for col in 0..=(5 - o.width) {
                let cells = o.at(row, col).expect("fits");
                if placement_ok(s, cells) {
                    out.push(Action::Pattern {
                        card: s.card,
                        orientation: i as u8,
                        row,
                        col,
                    });
                }
            }
        }
    }
}

/// Why marking `cells` on this card is refused, if it is.
fn check_mark(s: &InPlay, cells: Cells) -> Result<(), Refusal> {
    let c = card(s.card);
    if s.complete() {
        return Err(Refusal::CardComplete { card: s.card });
    }
    let first = |m: Cells| m.trailing_zeros() as u8;
    if cells & c.walls != 0 {
        return Err(Refusal::Wall {
            cell: first(cells & c.walls),
        });
    }
    if cells & s.marks != 0 {
        return Err(Refusal::Marked {
            cell: first(cells & s.marks),
        });
    }
    if s.marks == 0 {
        if cells & c.entrance == 0 {
            return Err(Refusal::MissesEntrance);
        }
    } else if cells & around(s.marks) == 0 {
        return Err(Refusal::NotConnected);
    }
    Ok(())
}

impl Pyramids {
    /// The cells a mark action (pattern or single) would mark, if it names a card in play and
    /// fits the grid; legality aside.
    pub fn action_cells(&self, seat: Seat, action: &Action) -> Option<Cells> {
        match action {
            Action::Pattern { .. } | Action::Single { .. } => {
                self.mark_cells(seat, action).ok().map(|(_, c)| c)
            }
            _ => None,
        }
    }

    /// The listed mark of `seat` that marks exactly `cells` on `card`, if any: a UI lets the
    /// player tap cells and finds the placement.
    pub fn mark_for(&self, seat: Seat, card: u8, cells: Cells) -> Option<Action> {
        self.legal_actions(seat).into_iter().find(|a| {
            matches!(a, Action::Pattern { card: c, .. } | Action::Single { card: c, .. } if *c == card)
                && self.action_cells(seat, a) == Some(cells)
        })
    }
}
