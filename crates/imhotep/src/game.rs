//! The position: the whole state of one moment, with no history. Fixed arrays and small integers,
//! so cloning it is a copy of a few hundred bytes and one reference count.

use std::sync::Arc;

use tabletop::{GameRng, Seat};

use crate::card::{Card, CardCounts, Site};
use crate::config::{Config, PLAYABLE_STONES, ROUND_CARDS, SLED_CAP};
use crate::decision::Decision;
use crate::error::ConfigError;
use crate::event::Event;
use crate::options::StartPlayer;
use crate::parts::{Deck, Log, Phase, Pile, Ship, Tasks, MAX_STONES, MAX_TOWERS};

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
    ///
    /// # Errors
    ///
    /// The [`ConfigError`] of [`Config::validate`] when the configuration cannot make a game.
    pub fn new(config: Config, seed: u64) -> Result<Imhotep, ConfigError> {
        Imhotep::new_logged(config, seed).map(|(game, _)| game)
    }

    /// A new game dealt from `seed`, with the events of the deal (round 1 and its market).
    ///
    /// # Errors
    ///
    /// The [`ConfigError`] of [`Config::validate`] when the configuration cannot make a game.
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
            StartPlayer::Random => rng.below(u32::from(n)) as u8,
            StartPlayer::Seat(s) => s,
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
}
