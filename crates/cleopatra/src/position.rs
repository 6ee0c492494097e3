//! The position: the whole state of one moment (setup, accessors, the turn's bookkeeping and the
//! invariants that must always hold), with no history.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Category, Layout};
use crate::cards::{full_deck, Card, Cards, DeckCard};
use crate::config::Config;
use crate::error::{ConfigError, Flaw, Setting};
use crate::event::{Event, Log};
use crate::expansions::{Auction, Extras, FarArchitect, Whim};
use crate::garden::Area;
use crate::mosaic::Pentomino;
use crate::payment::{Credit, Payment};
use crate::player::{ByPlayer, Player, Seat};
use crate::scoring::FinalScore;
use crate::sobek::SobekTile;
use tabletop::GameRng;

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
    /// A build taken in steps, paid for, its piece still to place: the rules' listing splits a
    /// build into its payment, then its place, so no list grows huge (players choose both at once).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placing: Option<Placing>,
    /// Cards discarded one at a time at the hand limit so far (the listing's other steps; as
    /// public as the cards going, their kinds are not).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub discarded: u8,
    /// Whims of Cleopatra: bonus tiles the builder may still draw in this Quarry visit.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub whim_draws: u8,
    /// Whims of Cleopatra: the tiles drawn this turn, as bits of their numbers (a kept tile is
    /// for a later visit).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub whims_drawn: u8,
    /// Architects from Far Away: the architects played this turn, as bits.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub architects: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Turn {
    /// Whether `architect` was played this turn.
    pub fn played(&self, architect: FarArchitect) -> bool {
        self.architects & 1 << architect as u8 != 0
    }

    /// Whether `whim` was drawn this turn (a kept tile serves only a later visit).
    pub fn drew(&self, whim: Whim) -> bool {
        self.whims_drawn & whim.bit() != 0
    }
}

/// A build paid for whose piece is still to place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Placing {
    /// The category paid for.
    pub category: Category,
    /// The payment made.
    pub payment: Payment,
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
            && !self.roman_waiting()
            && match self.quarry {
                // The Greek Architect was played for the Quarry: it comes first.
                QuarryVisit::NotYet => !self.played(FarArchitect::Greek),
                QuarryVisit::Done => self.vizier(),
                QuarryVisit::Open { .. } => false,
            }
    }

    /// Whether a piece may be built now.
    pub fn quarry_open(&self) -> bool {
        !self.roman_waiting()
            && match self.quarry {
                QuarryVisit::Open { .. } => true,
                QuarryVisit::NotYet => !self.market_done || self.vizier(),
                QuarryVisit::Done => false,
            }
    }

    /// The Roman Architect was played and its free worshipper is still to call: nothing else first.
    fn roman_waiting(&self) -> bool {
        self.played(FarArchitect::Roman) && self.sobek.is_none()
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
    /// Every player bids in secret, in any order (the record asks from the active player on):
    /// the Offering, or the architects' auction.
    Offering {
        bids: ByPlayer<Option<u32>>,
        auction: Auction,
    },
    /// Cult of Sobek: the builder of a statue picks one of the cards left.
    CultCard,
    /// Whims of Cleopatra: the drawer of the smallest-stall tile picks among the tied stalls.
    WhimStall { stalls: Vec<u8> },
    /// Architects from Far Away: the auction's winners pick a card each, first seat first.
    ArchitectPick { order: Vec<Seat> },
    /// The game is over.
    Finished,
}

/// A raw position with public fields, turned into a [`Position`] by [`Position::from_setup`] (or a
/// [`Game`](crate::Game) by [`Game::from_setup`](crate::Game::from_setup)), which checks it.
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
    /// The expansions' public state (empty without them).
    #[serde(default)]
    pub extras: Extras,
    /// Whims of Cleopatra: the face-down bonus tiles, the last on top.
    #[serde(default)]
    pub whim_stack: Vec<Whim>,
    /// Architects from Far Away: the face-down cards by the Quarry.
    #[serde(default)]
    pub far_architects: Vec<FarArchitect>,
}

/// What the whole table knows of one player's cards beyond the hand's size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Tally {
    /// Cards everyone saw go into the hand (taken or drawn face up) and has not seen leave it: a
    /// part of the hand every seat knows.
    pub(crate) known: Cards,
    /// Cards the player discarded down to the hand limit that are still in the discard pile: only
    /// the player knows which (the others know how many).
    pub(crate) discarded: Cards,
}

/// One moment of a game of Cleopatra, whole: the cards wherever they are, the board, the turn,
/// the decision awaited and the generator for later shuffles, and no history. Its rules implement
/// [`tabletop::Rules`]; a [`Game`](crate::Game) is a position with its record of actions.
///
/// Cloning is cheap (the configuration is shared), for searches that clone it thousands of
/// times a second.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    pub(crate) config: Arc<Config>,
    pub(crate) layout: Layout,
    pub(crate) rng: GameRng,
    pub(crate) players: ByPlayer<Player>,
    pub(crate) tally: ByPlayer<Tally>,
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
    pub(crate) extras: Extras,
    pub(crate) whim_stack: Vec<Whim>,
    pub(crate) far_architects: Vec<FarArchitect>,
}

impl Position {
    /// Sets up a new game: shuffles and deals, builds the three-pile deck, fills the stalls, lays out
    /// the Sobek tiles and the mosaic stack, and picks the start player, all from `seed`.
    pub(crate) fn deal_new(config: Config, seed: u64) -> Result<Position, ConfigError> {
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
                // Hands are dealt from the deck without Bastet cards (they are never held);
                // those are shuffled in with the rest below.
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
        // Bastet cards are never held: those a fixed deck has among the hands' cards are passed
        // over and stay on top, in their order (the shuffled deck has none yet).
        let mut passed = Vec::new();
        for hand in hands.iter_mut() {
            while (hand.total() as usize) < hand_size {
                let d = deck.pop().expect("validated deck size");
                if d.card == Card::Bastet {
                    passed.push(d);
                } else {
                    hand.add(d.card);
                }
            }
        }
        deck.extend(passed.into_iter().rev());
        if config.fixed.deck.is_none() {
            let mut rest: Vec<Card> = deck.iter().map(|d| d.card).collect();
            if config.expansions.wisdom_of_bastet {
                rest.extend(std::iter::repeat_n(
                    Card::Bastet,
                    config.deck.bastets.into(),
                ));
            }
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
                cult: Vec::new(),
                whims: Vec::new(),
                architects: Vec::new(),
            })
            .collect();
        let board = Board {
            mosaic_stack,
            ..Board::default()
        };
        let (extras, whim_stack, far_architects) = crate::expansions::deal(&config, &mut rng);
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
            extras,
            whim_stack,
            far_architects,
        };
        Ok(Position::assemble(setup, rng))
    }

    /// A position from a raw [`Setup`], checking that every card is accounted for and the board
    /// is consistent. Its generator starts from `setup.seed`; the cards in the hands are known
    /// only to their holders, and the whole discard pile to everyone.
    ///
    /// # Errors
    ///
    /// [`ConfigError::PlayerCount`] or [`ConfigError::Invalid`] when the configuration cannot make
    /// a game or a part of the setup does not fit it (players, stalls, Sobek tiles, Cleopatra's
    /// step); [`ConfigError::Position`] with the [`Flaw`] of a position whose cards, pieces or figures
    /// do not add up.
    pub fn from_setup(setup: Setup) -> Result<Position, ConfigError> {
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
            return Err(invalid(Setting::StartPlayers));
        }
        if active.index() >= players.len() {
            return Err(invalid(Setting::StartActive));
        }
        if stalls.len() != STALLS {
            return Err(invalid(Setting::StartStalls));
        }
        let mut tiles = sobek.to_vec();
        tabletop::sort_small(&mut tiles);
        tiles.dedup();
        if tiles.len() != 5 {
            return Err(invalid(Setting::StartSobek));
        }
        if board.cleopatra >= config.end_step || usize::from(board.cleopatra) != board.counted.len()
        {
            return Err(invalid(Setting::StartCleopatra));
        }
        if board.counted.iter().any(|&c| !board.is_complete(c)) {
            return Err(invalid(Setting::StartCounted));
        }
        let rng = GameRng::new(setup.seed);
        let position = Position::assemble(setup, rng);
        let position = Position {
            offering_done: position.board.cleopatra >= position.config.offering_step,
            ..position
        };
        position.flaw().map_err(ConfigError::Position)?;
        Ok(position)
    }

    /// A position at the start of `setup.active`'s turn, from a position already checked.
    fn assemble(setup: Setup, rng: GameRng) -> Position {
        let Setup {
            config,
            players,
            deck,
            discard,
            stalls,
            sobek,
            board,
            active,
            extras,
            whim_stack,
            far_architects,
            ..
        } = setup;
        Position {
            layout: Layout::of(&config),
            config: Arc::new(config),
            rng,
            tally: ByPlayer(vec![Tally::default(); players.len()]),
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
            extras,
            whim_stack,
            far_architects,
        }
    }

    /// The position as a raw [`Setup`] whose later shuffles come from `seed`, to change and turn
    /// back into a position with [`Position::from_setup`] (the turn in progress, if any, is not
    /// part of it).
    pub fn setup(&self, seed: u64) -> Setup {
        Setup {
            config: (*self.config).clone(),
            seed,
            players: self.players.0.clone(),
            deck: self.deck.clone(),
            discard: self.discard.clone(),
            stalls: self.stalls.clone(),
            sobek: self.sobek,
            board: self.board.clone(),
            active: self.active,
            extras: self.extras.clone(),
            whim_stack: self.whim_stack.clone(),
            far_architects: self.far_architects.clone(),
        }
    }

    /// Whose turn it is.
    pub fn active(&self) -> Seat {
        self.active
    }

    /// The seat the table asks now, or `None` when the game is over. During the Offering it is
    /// the first seat from the active player whose bid is not in, though the position takes the
    /// bids in any order (see [`Rules::deciders`](tabletop::Rules::deciders)).
    pub fn to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Finished => None,
            Phase::Offering { bids, .. } => self.seats_from_active().find(|&s| bids[s].is_none()),
            Phase::ArchitectPick { order } => order.first().copied(),
            _ => Some(self.active),
        }
    }

    /// Whether `seat` must decide now.
    pub(crate) fn decides(&self, seat: Seat) -> bool {
        match &self.phase {
            Phase::Finished => false,
            Phase::Offering { bids, .. } => seat.index() < bids.len() && bids[seat].is_none(),
            Phase::ArchitectPick { order } => order.first() == Some(&seat),
            _ => seat == self.active,
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

    /// Seats in turn order starting with the active player.
    pub(crate) fn seats_from_active(&self) -> impl Iterator<Item = Seat> + '_ {
        let n = self.players.len() as u8;
        (0..n).map(move |i| Seat((self.active.0 + i) % n))
    }

    /// Draws the top card, rebuilding the deck from the discard pile when it is empty.
    pub(crate) fn draw(&mut self, log: &mut impl Log) -> Option<DeckCard> {
        if self.deck.is_empty() && !self.discard.is_empty() {
            let cards = std::mem::take(&mut self.discard);
            self.deck = build_deck(cards, &self.config, &mut self.rng);
            for t in self.tally.0.iter_mut() {
                t.discarded = Cards::EMPTY;
            }
            let cards = self.deck.len() as u32;
            log.log(|| Event::DeckRebuilt { cards });
        }
        self.deck.pop()
    }

    /// Puts the face-down discard pile in card order. Its order never shows (it is shuffled when
    /// the deck runs out), so cards discarded one by one may lie in any order: tests compare
    /// positions with it sorted.
    pub fn sort_discard_pile(&mut self) {
        tabletop::sort_small(&mut self.discard);
    }

    /// Checks what must hold after every action: every card accounted for exactly once, piece
    /// counts within the quarry, mosaics inside the garden and apart, Anubis figures all somewhere,
    /// and what the table knows of the hands and the discard pile true.
    ///
    /// # Errors
    ///
    /// The words of the [`Flaw`] found, such as "cards not accounted for: ...".
    pub fn check_invariants(&self) -> Result<(), String> {
        self.flaw().map_err(|flaw| flaw.to_string())
    }

    /// The first invariant the position breaks, if any.
    pub(crate) fn flaw(&self) -> Result<(), Flaw> {
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
        let expected = Cards::from_cards(self.config.deck_cards());
        if counted[Card::Bastet] > 0 && self.players.iter().any(|(_, p)| p.hand[Card::Bastet] > 0) {
            return Err(Flaw::BastetHeld);
        }
        if counted != expected {
            return Err(Flaw::CardsUnaccounted {
                found: counted,
                expected,
            });
        }
        let b = &self.board;
        if b.sphinxes
            .iter()
            .any(|&n| n > crate::board::SPHINXES_PER_ROW)
            || (b.throne && !b.pedestal)
        {
            return Err(Flaw::ImpossiblePlaza);
        }
        let mut covered = self.layout.throne;
        for m in &b.mosaics {
            if m.area.len() != 5 || !m.area.and(covered).is_empty() {
                return Err(Flaw::MosaicMisplaced { tile: m.tile });
            }
            covered = covered.or(m.area);
        }
        let mut tiles: Vec<Pentomino> = b.mosaics.iter().map(|m| m.tile).collect();
        tiles.extend(b.mosaic_stack.iter().chain(b.mosaics_removed.iter()));
        let total = tiles.len();
        tabletop::sort_small(&mut tiles);
        tiles.dedup();
        if tiles.len() != total {
            return Err(Flaw::MosaicTwice);
        }
        for (seat, p) in self.players.iter() {
            let placed = b
                .sanctuaries
                .iter()
                .filter(|s| s.owner == Some(seat))
                .count();
            if usize::from(p.anubis) + placed != usize::from(ANUBIS_PER_PLAYER) {
                return Err(Flaw::AnubisLost { seat });
            }
        }
        if self.stalls.len() != STALLS {
            return Err(Flaw::StallMissing);
        }
        let discard = Cards::from_cards(self.discard.iter().copied());
        let mut discarded = Cards::EMPTY;
        for (seat, t) in self.tally.iter() {
            if !self.players[seat].hand.contains(&t.known) {
                return Err(Flaw::KnownCardsMissing { seat });
            }
            discarded.add_all(&t.discarded);
            if !discard.contains(&discarded) {
                return Err(Flaw::DiscardsMissing { seat });
            }
        }
        self.expansion_flaw()?;
        if let Phase::Offering { bids, .. } = &self.phase {
            for (seat, bid) in bids.iter() {
                if bid.is_some_and(|b| b > self.players[seat].scarabs) {
                    return Err(Flaw::BidTooHigh { seat });
                }
            }
        }
        Ok(())
    }
}

/// Checks a configuration.
fn validate_config(config: &Config) -> Result<(), ConfigError> {
    config.validate()
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
