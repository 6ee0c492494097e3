//! The position: the whole state of one moment, with no history. Fixed arrays and small integers,
//! so cloning it is a copy of a few hundred bytes and one reference count.

use std::fmt;
use std::sync::Arc;

use tabletop::{GameRng, Seat};

use crate::card::{Card, CardCounts, Site};
use crate::config::{
    Config, MAX_CARDS, PLAYABLE_STONES, ROUNDS, ROUND_CARDS, SLED_CAP, STONES_PER_COLOR,
};
use crate::decision::Decision;
use crate::error::ConfigError;
use crate::event::Event;

/// The most stones that can be on one site: every playable stone of four players.
pub const MAX_STONES: usize = 4 * PLAYABLE_STONES as usize;
/// The most towers Obelisks B can hold.
pub(crate) const MAX_TOWERS: usize = MAX_STONES / 2;
/// Depth of the resolution stack (red cards chained through bonuses stay far below it).
const MAX_TASKS: usize = 40;

/// Stones in the order they arrived, each the owner's seat index. Unused entries stay 0, so
/// equality compares contents.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pile<const N: usize> {
    len: u8,
    owners: [u8; N],
}

impl<const N: usize> Pile<N> {
    pub(crate) const EMPTY: Self = Pile {
        len: 0,
        owners: [0; N],
    };

    /// Adds a stone; returns its index.
    pub(crate) fn push(&mut self, owner: u8) -> usize {
        let i = usize::from(self.len);
        self.owners[i] = owner;
        self.len += 1;
        i
    }

    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub(crate) fn as_slice(&self) -> &[u8] {
        &self.owners[..usize::from(self.len)]
    }

    /// Stones of `owner`.
    pub(crate) fn count(&self, owner: u8) -> usize {
        self.as_slice().iter().filter(|&&o| o == owner).count()
    }
}

impl<const N: usize> fmt::Debug for Pile<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// The market deck, top last. Unused entries stay `Entrance`, so equality compares contents.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Deck {
    len: u8,
    cards: [Card; MAX_CARDS],
}

impl Deck {
    pub(crate) const EMPTY: Deck = Deck {
        len: 0,
        cards: [Card::Entrance; MAX_CARDS],
    };

    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub(crate) fn as_slice(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }

    pub(crate) fn pop(&mut self) -> Option<Card> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let card = self.cards[usize::from(self.len)];
        self.cards[usize::from(self.len)] = Card::Entrance;
        Some(card)
    }

    pub(crate) fn push(&mut self, card: Card) {
        self.cards[usize::from(self.len)] = card;
        self.len += 1;
    }

    pub(crate) fn from_cards(cards: &[Card]) -> Deck {
        let mut deck = Deck::EMPTY;
        for &c in cards {
            deck.push(c);
        }
        deck
    }
}

impl fmt::Debug for Deck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// One ship of the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Ship {
    pub(crate) size: u8,
    pub(crate) slots: [Option<u8>; 4],
    pub(crate) dock: Option<Site>,
}

impl Ship {
    pub(crate) const NONE: Ship = Ship {
        size: 0,
        slots: [None; 4],
        dock: None,
    };

    pub(crate) fn load(&self) -> u8 {
        self.slots.iter().filter(|s| s.is_some()).count() as u8
    }
}

/// Work left to do while an action resolves, on a stack (last pushed, first done).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Task {
    /// The turn's action is resolved: end the round if every ship sailed, else pass the turn on.
    EndTurn,
    /// Unload the ship's next stone (the Lever player, if any, chooses which).
    Unload { ship: u8, lever: Option<u8> },
    /// The stone at the Market goes back to the quarry after its card.
    ReturnMarketStone,
    /// A resolved red or blue card goes to the discard pile.
    Discard(Card),
    /// The owner takes the top card of the deck (Temple B).
    DrawTop { owner: u8 },
    /// Temple round-end scoring from this column on.
    TempleRound { column: u8 },
    /// The rest of the round end: ships back, market cleared, next round or final scoring.
    FinishRound,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Tasks {
    len: u8,
    items: [Task; MAX_TASKS],
}

impl Tasks {
    const EMPTY: Tasks = Tasks {
        len: 0,
        items: [Task::EndTurn; MAX_TASKS],
    };

    pub(crate) fn push(&mut self, task: Task) {
        assert!(
            usize::from(self.len) < MAX_TASKS,
            "resolution stack overflow"
        );
        self.items[usize::from(self.len)] = task;
        self.len += 1;
    }

    pub(crate) fn pop(&mut self) -> Option<Task> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let task = self.items[usize::from(self.len)];
        self.items[usize::from(self.len)] = Task::EndTurn;
        Some(task)
    }

    pub(crate) fn as_slice(&self) -> &[Task] {
        &self.items[..usize::from(self.len)]
    }
}

impl fmt::Debug for Tasks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// Where the game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Turns are played.
    Playing,
    /// The round is ending (Temple scoring); no ship can be loaded.
    RoundEnd,
    /// The game is over.
    Over,
}

/// Events, collected only when someone reads them (not on the computer opponents' fast path).
pub(crate) struct Log {
    on: bool,
    pub(crate) events: Vec<Event>,
}

impl Log {
    pub(crate) fn new(on: bool) -> Log {
        Log {
            on,
            events: Vec::new(),
        }
    }

    pub(crate) fn push(&mut self, event: impl FnOnce() -> Event) {
        if self.on {
            self.events.push(event());
        }
    }
}

/// A game of Imhotep: the position. It holds no history (the actions live in a [`crate::Save`]),
/// the seeded generator lives inside it, and it clones cheaply.
///
/// Play through [`tabletop::Rules`]: [`Rules::deciders`](tabletop::Rules::deciders),
/// [`Rules::legal_actions`](tabletop::Rules::legal_actions) and
/// [`Rules::apply`](tabletop::Rules::apply), which refuses with the position unchanged. The
/// decision the game waits for is [`Imhotep::decision`]: the turn of the seat on turn, or one owed
/// by the owner of a delivered stone (market card, pair card, pyramid, ship bonus), the Lever
/// player (next stone), or a Temple B stone's owner at round end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Imhotep {
    pub(crate) config: Arc<Config>,
    pub(crate) rng: GameRng,
    pub(crate) players: u8,
    /// The round being played, 1–6.
    pub(crate) round: u8,
    /// Round cards: index r − 1 is round r's; index 6 is the removed card.
    pub(crate) round_cards: [[u8; 4]; ROUND_CARDS],
    pub(crate) start: u8,
    pub(crate) current: u8,
    /// Consecutive passes.
    pub(crate) passes: u8,
    pub(crate) phase: Phase,
    /// The deadlock policy ended the game after this round.
    pub(crate) last_round: bool,
    pub(crate) scores: [i32; 4],
    pub(crate) sleds: [u8; 4],
    pub(crate) quarry: [u8; 4],
    pub(crate) fronts: [CardCounts; 4],
    pub(crate) ships: [Ship; 4],
    /// Face-up market slots (Market B uses 0–2).
    pub(crate) market: [Option<Card>; 4],
    /// Market B's face-down pair.
    pub(crate) pair: [Option<Card>; 2],
    /// Who took the pair and is choosing the card to keep.
    pub(crate) pair_taker: Option<u8>,
    pub(crate) deck: Deck,
    pub(crate) discard: CardCounts,
    /// The owner of a stone at the Market waiting to go back to the quarry.
    pub(crate) market_stone: Option<u8>,
    /// The ship unloading now.
    pub(crate) unloading: Option<u8>,
    /// Pyramid A, in fill order.
    pub(crate) pyramid: Pile<14>,
    /// Pyramids B: left, middle, right, each in fill order.
    pub(crate) small_pyramids: [Pile<14>; 3],
    /// Stones beside the full pyramid(s), per seat.
    pub(crate) beside: [u8; 4],
    pub(crate) temple: Pile<MAX_STONES>,
    pub(crate) burial: Pile<MAX_STONES>,
    /// Obelisks A: stack heights; Obelisks B: stones on holding spaces.
    pub(crate) obelisk: [u8; 4],
    /// Obelisks B: each tower's owner, in tower-space order.
    pub(crate) towers: Pile<MAX_TOWERS>,
    pub(crate) tasks: Tasks,
    /// A decision owed in the middle of a resolution (not the turn itself).
    pub(crate) pending: Option<Decision>,
    /// The final scoring's points per category (in [`crate::ScoreCategory::ALL`] order) and seat.
    pub(crate) final_points: Option<[[i32; 4]; 6]>,
}

impl Imhotep {
    /// A new game dealt from `seed`.
    pub fn new(config: Config, seed: u64) -> Result<Imhotep, ConfigError> {
        Imhotep::new_logged(config, seed).map(|(game, _)| game)
    }

    /// A new game dealt from `seed`, with the events of the deal (round 1 and its market).
    pub fn new_logged(config: Config, seed: u64) -> Result<(Imhotep, Vec<Event>), ConfigError> {
        config.validate()?;
        let n = config.players.len() as u8;
        let mut rng = GameRng::new(seed);
        // Setup step 2: the market deck.
        let mut cards: Vec<Card> = Card::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, usize::from(config.copies(c))))
            .collect();
        rng.shuffle(&mut cards);
        // Step 3: one round card out unseen, the other six shuffled.
        let set = *config.round_cards();
        let removed = rng.below(ROUND_CARDS as u32) as usize;
        let mut rest: Vec<[u8; 4]> = (0..ROUND_CARDS)
            .filter(|&i| i != removed)
            .map(|i| set[i])
            .collect();
        rng.shuffle(&mut rest);
        let mut round_cards = [[0; 4]; ROUND_CARDS];
        round_cards[..ROUND_CARDS - 1].copy_from_slice(&rest);
        round_cards[ROUND_CARDS - 1] = set[removed];
        // Step 6: the start player.
        let start = match config.start_player {
            crate::config::StartPlayer::Random => rng.below(u32::from(n)) as u8,
            crate::config::StartPlayer::Seat(s) => s,
        };
        let mut game = Imhotep {
            config: Arc::new(config),
            rng,
            players: n,
            round: 1,
            round_cards,
            start,
            current: start,
            passes: 0,
            phase: Phase::Playing,
            last_round: false,
            scores: [0; 4],
            sleds: [0; 4],
            quarry: [0; 4],
            fronts: [CardCounts::EMPTY; 4],
            ships: [Ship::NONE; 4],
            market: [None; 4],
            pair: [None; 2],
            pair_taker: None,
            deck: Deck::from_cards(&cards),
            discard: CardCounts::EMPTY,
            market_stone: None,
            unloading: None,
            pyramid: Pile::EMPTY,
            small_pyramids: [Pile::EMPTY; 3],
            beside: [0; 4],
            temple: Pile::EMPTY,
            burial: Pile::EMPTY,
            obelisk: [0; 4],
            towers: Pile::EMPTY,
            tasks: Tasks::EMPTY,
            pending: None,
            final_points: None,
        };
        // Steps 5 and 7: stones to the quarry, then 2, 3, 4, 5 onto the sleds from the start player.
        for i in 0..n {
            let seat = usize::from((start + i) % n);
            game.quarry[seat] = PLAYABLE_STONES - (2 + i);
            game.sleds[seat] = 2 + i;
        }
        let mut log = Log::new(true);
        game.begin_round(&mut log);
        Ok((game, log.events))
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        usize::from(self.players)
    }

    /// The round being played (1–6; 6 after the game is over).
    pub fn round(&self) -> u8 {
        self.round
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Who started this round.
    pub fn start_player(&self) -> Seat {
        Seat(self.start)
    }

    /// Whose turn it is (also while another seat owes a decision within that turn).
    pub fn current(&self) -> Seat {
        Seat(self.current)
    }

    /// A seat's score.
    pub fn score(&self, seat: Seat) -> i32 {
        self.scores[seat.index()]
    }

    /// Stones on a seat's sled.
    pub fn sled(&self, seat: Seat) -> u8 {
        self.sleds[seat.index()]
    }

    /// A seat's stones in the quarry.
    pub fn quarry(&self, seat: Seat) -> u8 {
        self.quarry[seat.index()]
    }

    /// The cards face up in front of a seat.
    pub fn cards(&self, seat: Seat) -> CardCounts {
        self.fronts[seat.index()]
    }

    pub(crate) fn seats(&self) -> std::ops::Range<u8> {
        0..self.players
    }

    /// Stones `take` would move for seat `s`: min(3, room on the sled, stones in the quarry).
    pub(crate) fn take_count(&self, s: usize, most: u8) -> u8 {
        most.min(SLED_CAP - self.sleds[s]).min(self.quarry[s])
    }

    /// Moves up to `most` stones from the quarry to seat `s`'s sled; returns how many.
    pub(crate) fn take_stones(&mut self, s: usize, most: u8) -> u8 {
        let k = self.take_count(s, most);
        self.quarry[s] -= k;
        self.sleds[s] += k;
        k
    }

    /// Draws the top card of the deck, first shuffling the discard pile into a new deck if the
    /// deck is empty. `None` when both are empty.
    pub(crate) fn draw(&mut self, log: &mut Log) -> Option<Card> {
        if self.deck.len() == 0 {
            if self.discard.total() == 0 {
                return None;
            }
            let mut cards: Vec<Card> = self.discard.cards().collect();
            self.rng.shuffle(&mut cards);
            self.deck = Deck::from_cards(&cards);
            self.discard = CardCounts::EMPTY;
            let n = cards.len() as u8;
            log.push(|| Event::DeckReshuffled { cards: n });
        }
        self.deck.pop()
    }

    /// Round start: reveal the round card, bring its ships, deal the market.
    pub(crate) fn begin_round(&mut self, log: &mut Log) {
        let sizes = self.round_cards[usize::from(self.round) - 1];
        for (ship, &size) in self.ships.iter_mut().zip(sizes.iter()) {
            *ship = Ship { size, ..Ship::NONE };
        }
        self.current = self.start;
        self.passes = 0;
        self.phase = Phase::Playing;
        let (round, start) = (self.round, Seat(self.start));
        log.push(|| Event::RoundBegan {
            round,
            ships: sizes,
            start,
        });
        let b = self.config.sides.is_b(Site::Market);
        let face_up = if b { 3 } else { 4 };
        for slot in 0..face_up {
            self.market[slot] = self.draw(log);
        }
        if b {
            for i in 0..2 {
                self.pair[i] = self.draw(log);
            }
        }
        let cards = self.market[..face_up].to_vec();
        let pair = self.pair.iter().flatten().count() as u8;
        log.push(|| Event::MarketDealt { cards, pair });
    }

    /// Stones of seat `s` on `site` (covered Temple stones and stones beside the pyramids count).
    pub(crate) fn stones_on(&self, site: Site, s: u8) -> u32 {
        let b = self.config.sides.is_b(site);
        match site {
            Site::Market => 0,
            Site::Pyramid => {
                let on = if b {
                    self.small_pyramids.iter().map(|p| p.count(s)).sum()
                } else {
                    self.pyramid.count(s)
                };
                on as u32 + u32::from(self.beside[usize::from(s)])
            }
            Site::Temple => self.temple.count(s) as u32,
            Site::BurialChamber => self.burial.count(s) as u32,
            Site::Obelisks => {
                let towers = if b {
                    self.towers.count(s) as u32 * (u32::from(self.config.obelisk_b_holding) + 1)
                } else {
                    0
                };
                u32::from(self.obelisk[usize::from(s)]) + towers
            }
        }
    }

    /// Checks what must always hold: every stone and card accounted for, sleds within their cap,
    /// ships and decisions consistent. Used by the tests after every action.
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
