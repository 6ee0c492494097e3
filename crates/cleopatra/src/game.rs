//! The game state: setup, accessors, the turn's bookkeeping and the invariants that must always hold.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::board::{Board, Layout};
use crate::cards::{full_deck, Card, Cards, DeckCard};
use crate::config::Config;
use crate::error::ConfigError;
use crate::event::Event;
use crate::garden::Area;
use crate::mosaic::Pentomino;
use crate::payment::Credit;
use crate::player::{ByPlayer, Player, Seat};
use tabletop::GameRng;
use crate::scoring::FinalScore;
use crate::sobek::SobekTile;

/// Market stalls along the Sobek board.
pub const STALLS: usize = 3;

/// Anubis figures per player.
pub const ANUBIS_PER_PLAYER: u8 = 2;

/// Where the current turn's Quarry visit stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum QuarryVisit {
    /// Not visited this turn.
    #[default]
    NotYet,
    /// Building; spare units of tainted cards spent so far may pay for later pieces.
    Open {
        /// Spare units per resource.
        credit: Credit,
    },
    /// Visited and left.
    Done,
}

/// What the active player has done this turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Turn {
    /// The Worshipper of Sobek called this turn.
    pub sobek: Option<SobekTile>,
    /// The market was visited.
    pub market_done: bool,
    /// The quarry visit.
    pub quarry: QuarryVisit,
    /// The once-per-turn Merchant discount was used.
    pub merchant_used: bool,
    /// The once-per-turn Foreman discount was used.
    pub foreman_used: bool,
}

impl Turn {
    /// Whether the turn's main action has begun (so Sobek can no longer be called).
    pub fn started(&self) -> bool {
        self.market_done || self.quarry != QuarryVisit::NotYet
    }

    fn vizier(&self) -> bool {
        self.sobek == Some(SobekTile::Vizier)
    }

    /// Whether a stall may be taken now.
    pub fn market_open(&self) -> bool {
        !self.market_done
            && match self.quarry {
                QuarryVisit::NotYet => true,
                QuarryVisit::Done => self.vizier(),
                QuarryVisit::Open { .. } => false,
            }
    }

    /// Whether a piece may be built now.
    pub fn quarry_open(&self) -> bool {
        match self.quarry {
            QuarryVisit::Open { .. } => true,
            QuarryVisit::NotYet => !self.market_done || self.vizier(),
            QuarryVisit::Done => false,
        }
    }

    /// Spare tainted units of the open visit.
    pub fn credit(&self) -> Credit {
        match self.quarry {
            QuarryVisit::Open { credit } => credit,
            _ => [0; 4],
        }
    }
}

/// The decision the game waits for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Phase {
    /// The active player acts: Sobek, market, quarry, end of turn.
    Main,
    /// The active player puts the drawn cards on the stalls still waiting for one.
    Refill { drawn: Vec<DeckCard>, open: Vec<u8> },
    /// The builder of a mosaic decides about the sanctuaries it formed.
    Sanctuary {
        formed: Vec<(Area, bool)>,
        reward: u32,
    },
    /// The active player holds more than the hand limit.
    HandLimit,
    /// Every player bids in secret, in seat order from the active player.
    Offering { bids: ByPlayer<Option<u32>> },
    /// The game is over.
    Finished,
}

/// A raw position with public fields, turned into a [`Game`] by [`Game::from_setup`], which checks it.
/// Used for puzzles and rules tests; the game starts at the beginning of `active`'s turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Setup {
    /// The configuration.
    pub config: Config,
    /// Seed for everything random from here on (deck rebuilds).
    pub seed: u64,
    /// Each player's holdings.
    pub players: Vec<Player>,
    /// The deck; the last card is on top.
    pub deck: Vec<DeckCard>,
    /// The discard pile.
    pub discard: Vec<Card>,
    /// The three stalls, oldest card first.
    pub stalls: Vec<Vec<DeckCard>>,
    /// Sobek tiles left to right.
    pub sobek: [SobekTile; 5],
    /// The board.
    pub board: Board,
    /// Whose turn begins.
    pub active: Seat,
}

/// A game of Cleopatra in progress: a validated state with private fields.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub(crate) config: Arc<Config>,
    pub(crate) layout: Layout,
    pub(crate) seed: u64,
    pub(crate) rng: GameRng,
    pub(crate) players: ByPlayer<Player>,
    pub(crate) deck: Vec<DeckCard>,
    pub(crate) discard: Vec<Card>,
    pub(crate) stalls: Vec<Vec<DeckCard>>,
    pub(crate) sobek: [SobekTile; 5],
    pub(crate) board: Board,
    pub(crate) active: Seat,
    pub(crate) turn: Turn,
    pub(crate) phase: Phase,
    pub(crate) end_trigger: Option<Seat>,
    pub(crate) offering_done: bool,
    pub(crate) result: Option<FinalScore>,
    pub(crate) history: Vec<Action>,
    /// The position a game made by [`Game::from_setup`] started from, kept for its saves.
    pub(crate) start: Option<Arc<Setup>>,
}

impl Game {
    /// Sets up a new game: shuffles and deals, builds the three-pile deck, fills the stalls, lays out
    /// the Sobek tiles and the mosaic stack, and picks the start player, all from `seed`.
    pub fn new(config: Config, seed: u64) -> Result<Game, ConfigError> {
        validate_config(&config)?;
        let mut rng = GameRng::new(seed);
        let n = config.player_count();
        let hand_size = usize::from(config.starting_hand);
        let mut hands = vec![Cards::EMPTY; n];
        let mut deck = match &config.fixed.deck {
            Some(order) => {
                let mut order = order.clone();
                order.reverse();
                order
            }
            None => {
                let mut cards = full_deck(&config.deck);
                rng.shuffle(&mut cards);
                cards
                    .into_iter()
                    .map(|card| DeckCard {
                        card,
                        face_up: false,
                    })
                    .collect()
            }
        };
        for hand in hands.iter_mut() {
            for _ in 0..hand_size {
                hand.add(deck.pop().expect("validated deck size").card);
            }
        }
        if config.fixed.deck.is_none() {
            let rest: Vec<Card> = deck.iter().map(|d| d.card).collect();
            deck = build_deck(rest, &config, &mut rng);
        }
        let stalls = (0..STALLS)
            .map(|_| deck.pop().into_iter().collect())
            .collect();
        let sobek = match config.fixed.sobek {
            Some(order) => order,
            None => {
                let mut order = SobekTile::ALL;
                rng.shuffle(&mut order);
                order
            }
        };
        let mosaic_stack = match &config.fixed.mosaics {
            Some(order) => order.iter().rev().copied().collect(),
            None => {
                let mut order = Pentomino::ALL.to_vec();
                rng.shuffle(&mut order);
                order
            }
        };
        let active = match config.fixed.start_player {
            Some(p) => Seat(p),
            None => Seat(rng.below(n as u32) as u8),
        };
        let players = hands
            .into_iter()
            .map(|hand| Player {
                hand,
                scarabs: config.starting_scarabs,
                amulets: 0,
                anubis: ANUBIS_PER_PLAYER,
            })
            .collect();
        let board = Board {
            mosaic_stack,
            ..Board::default()
        };
        let setup = Setup {
            config,
            seed,
            players,
            deck,
            discard: Vec::new(),
            stalls,
            sobek,
            board,
            active,
        };
        Ok(Game::assemble(setup, rng))
    }

    /// Builds a game from a raw position, checking that every card is accounted for and the board
    /// is consistent.
    pub fn from_setup(setup: Setup) -> Result<Game, ConfigError> {
        validate_config(&setup.config)?;
        let Setup {
            config,
            players,
            stalls,
            sobek,
            board,
            active,
            ..
        } = &setup;
        let invalid = ConfigError::Invalid;
        if players.len() != config.player_count() {
            return Err(invalid("one player entry is needed per configured player"));
        }
        if active.index() >= players.len() {
            return Err(invalid("the active seat is not at the table"));
        }
        if stalls.len() != STALLS {
            return Err(invalid("there are exactly 3 stalls"));
        }
        let mut tiles = sobek.to_vec();
        tiles.sort();
        tiles.dedup();
        if tiles.len() != 5 {
            return Err(invalid("each Sobek tile must appear once"));
        }
        if board.cleopatra >= config.end_step || usize::from(board.cleopatra) != board.counted.len()
        {
            return Err(invalid(
                "Cleopatra must stand before the end step, one step per counted category",
            ));
        }
        if board.counted.iter().any(|&c| !board.is_complete(c)) {
            return Err(invalid("a counted category is not complete"));
        }
        let start = Arc::new(setup.clone());
        let rng = GameRng::new(setup.seed);
        let game = Game::assemble(setup, rng);
        let game = Game {
            offering_done: game.board.cleopatra >= game.config.offering_step,
            start: Some(start),
            ..game
        };
        game.check_invariants().map_err(ConfigError::Position)?;
        Ok(game)
    }

    /// A game at the start of `setup.active`'s turn, from a position already checked.
    fn assemble(setup: Setup, rng: GameRng) -> Game {
        let Setup {
            config,
            seed,
            players,
            deck,
            discard,
            stalls,
            sobek,
            board,
            active,
        } = setup;
        Game {
            layout: Layout::of(&config),
            config: Arc::new(config),
            seed,
            rng,
            players: ByPlayer(players),
            deck,
            discard,
            stalls,
            sobek,
            board,
            active,
            turn: Turn::default(),
            phase: Phase::Main,
            end_trigger: None,
            offering_done: false,
            result: None,
            history: Vec::new(),
            start: None,
        }
    }

    /// The position as a raw [`Setup`], to change and turn back into a game with [`Game::from_setup`]
    /// (the turn in progress, if any, is not part of it).
    pub fn setup(&self) -> Setup {
        Setup {
            config: (*self.config).clone(),
            seed: self.seed,
            players: self.players.0.clone(),
            deck: self.deck.clone(),
            discard: self.discard.clone(),
            stalls: self.stalls.clone(),
            sobek: self.sobek,
            board: self.board.clone(),
            active: self.active,
        }
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The seed the game was created with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The position the game started from, for games made by [`Game::from_setup`].
    pub fn start(&self) -> Option<&Setup> {
        self.start.as_deref()
    }

    /// The actions applied so far.
    pub fn history(&self) -> &[Action] {
        &self.history
    }

    /// Whose turn it is.
    pub fn active(&self) -> Seat {
        self.active
    }

    /// The seat that must decide now, or `None` when the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Finished => None,
            Phase::Offering { bids } => self.seats_from_active().find(|&s| bids[s].is_none()),
            _ => Some(self.active),
        }
    }

    /// The public board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// What the active player has done this turn.
    pub fn turn(&self) -> &Turn {
        &self.turn
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Finished
    }

    /// The final scores, once the game is over.
    pub fn result(&self) -> Option<&FinalScore> {
        self.result.as_ref()
    }

    /// A player's holdings. Private information: only for that player, the end screen, and tests.
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat]
    }

    /// Number of players.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// Seats in turn order starting with the active player.
    pub(crate) fn seats_from_active(&self) -> impl Iterator<Item = Seat> + '_ {
        let n = self.players.len() as u8;
        (0..n).map(move |i| Seat((self.active.0 + i) % n))
    }

    /// Draws the top card, rebuilding the deck from the discard pile when it is empty.
    pub(crate) fn draw(&mut self, events: &mut Vec<Event>) -> Option<DeckCard> {
        if self.deck.is_empty() && !self.discard.is_empty() {
            let cards = std::mem::take(&mut self.discard);
            self.deck = build_deck(cards, &self.config, &mut self.rng);
            events.push(Event::DeckRebuilt {
                cards: self.deck.len() as u32,
            });
        }
        self.deck.pop()
    }

    /// Checks what must hold after every action: every card accounted for exactly once, piece
    /// counts within the quarry, mosaics inside the garden and apart, Anubis figures all somewhere.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut counted = Cards::EMPTY;
        for (_, p) in self.players.iter() {
            counted.add_all(&p.hand);
        }
        let loose = self
            .deck
            .iter()
            .chain(self.stalls.iter().flatten())
            .map(|d| d.card);
        let drawn: Vec<Card> = match &self.phase {
            Phase::Refill { drawn, .. } => drawn.iter().map(|d| d.card).collect(),
            _ => Vec::new(),
        };
        for c in loose.chain(self.discard.iter().copied()).chain(drawn) {
            counted.add(c);
        }
        let expected = Cards::from_cards(full_deck(&self.config.deck));
        if counted != expected {
            return Err(format!(
                "cards not accounted for: found {counted}, expected {expected}"
            ));
        }
        let b = &self.board;
        if b.sphinxes
            .iter()
            .any(|&n| n > crate::board::SPHINXES_PER_ROW)
            || (b.throne && !b.pedestal)
        {
            return Err("impossible plaza or throne".into());
        }
        let mut covered = self.layout.throne;
        for m in &b.mosaics {
            if m.area.len() != 5 || !m.area.and(covered).is_empty() {
                return Err(format!("mosaic {} overlaps or leaves the garden", m.tile));
            }
            covered = covered.or(m.area);
        }
        let mut tiles: Vec<Pentomino> = b.mosaics.iter().map(|m| m.tile).collect();
        tiles.extend(b.mosaic_stack.iter().chain(b.mosaics_removed.iter()));
        let total = tiles.len();
        tiles.sort();
        tiles.dedup();
        if tiles.len() != total {
            return Err("a mosaic tile appears twice".into());
        }
        for (seat, p) in self.players.iter() {
            let placed = b
                .sanctuaries
                .iter()
                .filter(|s| s.owner == Some(seat))
                .count();
            if usize::from(p.anubis) + placed != usize::from(ANUBIS_PER_PLAYER) {
                return Err(format!("{seat} has lost an Anubis"));
            }
        }
        if self.stalls.len() != STALLS {
            return Err("a stall went missing".into());
        }
        Ok(())
    }
}

/// Checks a configuration, including that no unimplemented expansion is switched on.
fn validate_config(config: &Config) -> Result<(), ConfigError> {
    config.validate()?;
    let e = &config.expansions;
    for (on, name) in [
        (e.cult_of_sobek, "Cult of Sobek"),
        (e.whims_of_cleopatra, "Whims of Cleopatra"),
        (e.wisdom_of_bastet, "Wisdom of Bastet"),
        (e.architects_from_far_away, "Architects from Far Away"),
    ] {
        if on {
            return Err(ConfigError::ExpansionUnavailable(name));
        }
    }
    Ok(())
}

/// The three-pile method: shuffle, cut into piles, turn some face up, shuffle them together.
/// Returns the deck with its top card last.
pub(crate) fn build_deck(
    mut cards: Vec<Card>,
    config: &Config,
    rng: &mut GameRng,
) -> Vec<DeckCard> {
    rng.shuffle(&mut cards);
    let piles = usize::from(config.deck_piles);
    let (base, extra) = (cards.len() / piles, cards.len() % piles);
    let face_up: usize = (0..usize::from(config.deck_face_up_piles))
        .map(|i| base + usize::from(i < extra))
        .sum();
    let mut deck: Vec<DeckCard> = cards
        .into_iter()
        .enumerate()
        .map(|(i, card)| DeckCard {
            card,
            face_up: i < face_up,
        })
        .collect();
    rng.shuffle(&mut deck);
    deck
}
