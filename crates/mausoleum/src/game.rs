//! The position: the whole state of one moment, with no history. Card counts, one fixed array for
//! the draw pile and small integers, so cloning it is a copy of a few hundred bytes.

use std::fmt;
use std::sync::Arc;

use tabletop::{GameRng, Seat};

use crate::card::{Card, CardCounts, DECK_SIZE};
use crate::config::{Config, StartPlayer, MAX_PLAYERS, START_HAND};
use crate::decision::{Decision, Lap};
use crate::error::ConfigError;
use crate::event::Event;
use crate::scoring::{score_area, winners, Score};

/// The draw pile, top last. Unused entries stay `Base`, so equality compares contents.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pile {
    len: u8,
    cards: [Card; DECK_SIZE],
}

impl Pile {
    const EMPTY: Pile = Pile {
        len: 0,
        cards: [Card::Base; DECK_SIZE],
    };

    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub(crate) fn as_slice(&self) -> &[Card] {
        &self.cards[..self.len()]
    }

    pub(crate) fn pop(&mut self) -> Option<Card> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let card = self.cards[self.len()];
        self.cards[self.len()] = Card::Base;
        Some(card)
    }

    pub(crate) fn push(&mut self, card: Card) {
        self.cards[self.len()] = card;
        self.len += 1;
    }

    pub(crate) fn from_cards(cards: impl IntoIterator<Item = Card>) -> Pile {
        let mut pile = Pile::EMPTY;
        for c in cards {
            pile.push(c);
        }
        pile
    }
}

impl fmt::Debug for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// Events, collected only when someone reads them (not on the computer opponents' fast path).
pub(crate) type Log = tabletop::EventLog<Event>;

/// A position laid out by hand, for tests, puzzles and teaching: every zone's cards. Cards of the
/// deck listed in no zone are set aside, out of the game.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Arrangement {
    /// Each player's hand.
    pub hands: Vec<Vec<Card>>,
    /// Each player's area.
    pub areas: Vec<Vec<Card>>,
    /// Each player's characters used before (for tie-break 2).
    pub used: Vec<Vec<Card>>,
    /// The draw pile, the first card on top (drawn first). Must not be empty.
    pub pile: Vec<Card>,
    /// The discard pile.
    pub discard: Vec<Card>,
    /// The seat whose turn begins (it draws as usual).
    pub current: u8,
}

/// A game of Mausoleum: the position. It holds no history (the actions live in a
/// [`crate::Save`]), the seeded generator lives inside it, and it clones cheaply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mausoleum {
    pub(crate) config: Arc<Config>,
    pub(crate) rng: GameRng,
    pub(crate) players: u8,
    pub(crate) hands: [CardCounts; MAX_PLAYERS],
    pub(crate) areas: [CardCounts; MAX_PLAYERS],
    /// Characters played, a bit per name (see `Card::character_bit`).
    pub(crate) used: [u8; MAX_PLAYERS],
    pub(crate) pile: Pile,
    pub(crate) discard: CardCounts,
    /// Cards out of the game (only in arranged positions).
    pub(crate) aside: CardCounts,
    pub(crate) current: u8,
    /// The end of the game, once the pile is empty.
    pub(crate) lap: Option<Lap>,
    pub(crate) decision: Decision,
}

impl Mausoleum {
    /// A new game: the deck shuffled, 5 cards dealt to each player, the start player drawn, and
    /// the first turn's draw made.
    ///
    /// # Errors
    ///
    /// The [`ConfigError`] of [`Config::validate`] when the configuration cannot make a game.
    pub fn new(config: Config, seed: u64) -> Result<Mausoleum, ConfigError> {
        Mausoleum::new_logged(config, seed).map(|(g, _)| g)
    }

    /// [`Mausoleum::new`] with the events of the first turn's start (its draw).
    ///
    /// # Errors
    ///
    /// The [`ConfigError`] of [`Config::validate`] when the configuration cannot make a game.
    pub fn new_logged(config: Config, seed: u64) -> Result<(Mausoleum, Vec<Event>), ConfigError> {
        config.validate()?;
        let mut rng = GameRng::new(seed);
        let mut deck: Vec<Card> = CardCounts::deck().cards().collect();
        rng.shuffle(&mut deck);
        let n = config.players.len();
        let mut hands = [CardCounts::EMPTY; MAX_PLAYERS];
        for _ in 0..START_HAND {
            for hand in hands.iter_mut().take(n) {
                hand.add(deck.pop().expect("52 cards cover 4 hands"));
            }
        }
        let start = match config.start_player {
            StartPlayer::Random => rng.below(n as u32) as u8,
            StartPlayer::Seat(s) => s,
        };
        let mut game = Mausoleum {
            config: Arc::new(config),
            rng,
            players: n as u8,
            hands,
            areas: [CardCounts::EMPTY; MAX_PLAYERS],
            used: [0; MAX_PLAYERS],
            pile: Pile::from_cards(deck),
            discard: CardCounts::EMPTY,
            aside: CardCounts::EMPTY,
            current: start,
            lap: None,
            decision: Decision::Over,
        };
        let mut log = Log::new(true);
        game.begin_turn(start, &mut log);
        Ok((game, log.events))
    }

    /// A position laid out by hand (see [`Arrangement`]); `seed` seeds the generator.
    ///
    /// # Errors
    ///
    /// The [`ConfigError`] of [`Config::validate`]; [`ConfigError::Zones`] when the hands and
    /// areas are not one per player, there are more lists of used characters than players, or
    /// the current seat is not at the table;
    /// [`ConfigError::EmptyPile`] for an empty draw pile; [`ConfigError::TooManyCards`] when the
    /// zones list more cards of a kind than the deck has.
    pub fn arranged(
        config: Config,
        arrangement: &Arrangement,
        seed: u64,
    ) -> Result<Mausoleum, ConfigError> {
        config.validate()?;
        let n = config.players.len();
        let a = arrangement;
        if a.hands.len() != n
            || a.areas.len() != n
            || a.used.len() > n
            || usize::from(a.current) >= n
        {
            return Err(ConfigError::Zones);
        }
        if a.pile.is_empty() {
            return Err(ConfigError::EmptyPile);
        }
        let mut listed = CardCounts::EMPTY;
        let mut hands = [CardCounts::EMPTY; MAX_PLAYERS];
        let mut areas = [CardCounts::EMPTY; MAX_PLAYERS];
        let mut used = [0; MAX_PLAYERS];
        for i in 0..n {
            hands[i] = a.hands[i].iter().copied().collect();
            areas[i] = a.areas[i].iter().copied().collect();
            listed.add_all(&hands[i]);
            listed.add_all(&areas[i]);
        }
        for (i, cards) in a.used.iter().enumerate() {
            used[i] = cards.iter().fold(0, |m, c| m | c.character_bit());
        }
        let discard: CardCounts = a.discard.iter().copied().collect();
        listed.add_all(&discard);
        listed.add_all(&a.pile.iter().copied().collect());
        let mut aside = CardCounts::deck();
        for card in Card::ALL {
            if listed.get(card) > card.copies() {
                return Err(ConfigError::TooManyCards(card));
            }
            aside.0[card.index()] -= listed.get(card);
        }
        let mut game = Mausoleum {
            config: Arc::new(config),
            rng: GameRng::new(seed),
            players: n as u8,
            hands,
            areas,
            used,
            pile: Pile::from_cards(a.pile.iter().rev().copied()),
            discard,
            aside,
            current: a.current,
            lap: None,
            decision: Decision::Over,
        };
        game.begin_turn(a.current, &mut Log::new(false));
        Ok(game)
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        usize::from(self.players)
    }

    /// The decision the game waits for.
    pub fn decision(&self) -> Decision {
        self.decision
    }

    /// Who must decide now, if anyone.
    pub fn to_move(&self) -> Option<Seat> {
        self.decision.seat()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.decision == Decision::Over
    }

    /// The seat on turn.
    pub fn current(&self) -> Seat {
        Seat(self.current)
    }

    /// A seat's hand (a secret: only that seat's view shows it).
    pub fn hand(&self, seat: Seat) -> CardCounts {
        self.hands[seat.index()]
    }

    /// A seat's area.
    pub fn area(&self, seat: Seat) -> CardCounts {
        self.areas[seat.index()]
    }

    /// The discard pile.
    pub fn discard_pile(&self) -> CardCounts {
        self.discard
    }

    /// Cards left in the draw pile.
    pub fn pile_len(&self) -> usize {
        self.pile.len()
    }

    /// The end of the game once the pile is empty (`None` while it lasts).
    pub fn lap(&self) -> Option<Lap> {
        self.lap
    }

    /// Turns left after the current one once the pile is empty, under
    /// [`FinalLap::OneTurnEach`](crate::FinalLap::OneTurnEach) and
    /// [`FinalLap::EndAtOnce`](crate::FinalLap::EndAtOnce) (`None` otherwise).
    pub fn turns_left(&self) -> Option<u8> {
        match self.lap {
            Some(Lap::TurnsLeft { turns }) => Some(turns),
            _ => None,
        }
    }

    /// The different characters `seat` has used, in card order.
    pub fn used_characters(&self, seat: Seat) -> Vec<Card> {
        let mask = self.used[seat.index()];
        Card::CHARACTERS
            .into_iter()
            .filter(|c| mask & c.character_bit() != 0)
            .collect()
    }

    /// `seat`'s score as its area stands.
    pub fn score(&self, seat: Seat) -> Score {
        score_area(&self.areas[seat.index()], &self.config)
    }

    /// The players who win (or would win now): most points, then most sets, then most different
    /// characters used; the rest share.
    pub fn winners(&self) -> Vec<Seat> {
        let scores: Vec<(Score, u8)> = (0..self.player_count())
            .map(|i| (self.score(Seat(i as u8)), self.used[i].count_ones() as u8))
            .collect();
        winners(&scores)
            .into_iter()
            .map(|i| Seat(i as u8))
            .collect()
    }

    /// Every card in some zone: the 52 of the deck, always.
    ///
    /// # Errors
    ///
    /// A sentence naming what does not hold: cards at an empty seat, zones that do not hold the
    /// deck, a card that may not lie in an area, or two Mausolus cards in one area.
    pub fn check_invariants(&self) -> Result<(), String> {
        let mut all = self.discard;
        all.add_all(&self.aside);
        // An attack waiting for its target's answer is on the table, in no zone yet.
        match self.decision {
            Decision::React { attack, .. } => all.add(attack.card),
            Decision::Lose { .. } => all.add(Card::Earthquake),
            _ => {}
        }
        all.add_all(&self.pile.as_slice().iter().copied().collect());
        for i in 0..MAX_PLAYERS {
            if i >= self.player_count() && (self.hands[i].total() + self.areas[i].total() > 0) {
                return Err(format!("cards at empty seat {i}"));
            }
            all.add_all(&self.hands[i]);
            all.add_all(&self.areas[i]);
        }
        if all != CardCounts::deck() {
            return Err(format!("the zones hold {:?}, not the deck", all.0));
        }
        for i in 0..self.player_count() {
            let area = &self.areas[i];
            let bad = Card::ALL.into_iter().find(|&c| {
                area.has(c) && !c.is_construction() && !c.is_defence() && c != Card::Mausolus
            });
            if let Some(c) = bad {
                return Err(format!("{c} in an area"));
            }
            if area.get(Card::Mausolus) > 1 {
                return Err("two Mausolus cards in one area".into());
            }
        }
        Ok(())
    }
}
