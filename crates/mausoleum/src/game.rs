//! The position: the whole state of one moment, with no history. Card counts, one fixed array for
//! the draw pile and small integers, so cloning it is a copy of a few hundred bytes.

use std::fmt;
use std::sync::Arc;

use tabletop::{GameRng, Seat};

use crate::action::Action;
use crate::card::{Card, CardCounts, DECK_SIZE};
use crate::config::{
    CharacterShield, Config, FinalLap, HandLimitCheck, InvasionTo, MausolusLimit, StartPlayer,
    ARTEMISIA_DRAW, MAX_PLAYERS, START_HAND, TURN_DRAW,
};
use crate::decision::{Attack, Decision, Lap};
use crate::error::{ConfigError, Refusal};
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

    fn pop(&mut self) -> Option<Card> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let card = self.cards[self.len()];
        self.cards[self.len()] = Card::Base;
        Some(card)
    }

    fn push(&mut self, card: Card) {
        self.cards[self.len()] = card;
        self.len += 1;
    }

    fn from_cards(cards: impl IntoIterator<Item = Card>) -> Pile {
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

    fn push(&mut self, event: impl FnOnce() -> Event) {
        if self.on {
            self.events.push(event());
        }
    }
}

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
    pub fn new(config: Config, seed: u64) -> Result<Mausoleum, ConfigError> {
        Mausoleum::new_logged(config, seed).map(|(g, _)| g)
    }

    /// [`Mausoleum::new`] with the events of the first turn's start (its draw).
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
    /// [`FinalLap::OneTurnEach`] and [`FinalLap::EndAtOnce`] (`None` otherwise).
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

    // ----- Legal actions -----

    /// Every action `seat` may take now (empty when it need not decide). Each one applies.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if self.to_move() != Some(seat) {
            return out;
        }
        let me = seat.index();
        let hand = &self.hands[me];
        match self.decision {
            Decision::Over => {}
            Decision::Play { .. } => {
                out.push(Action::Pass);
                for card in hand.kinds() {
                    self.card_actions(seat, card, &mut out);
                }
            }
            Decision::Lose { .. } => {
                for card in Card::CONSTRUCTION {
                    if self.areas[me].has(card) {
                        out.push(Action::Lose { card });
                    }
                }
            }
            Decision::React { attack, .. } => {
                for card in hand.kinds() {
                    if card.blocks(attack.card) {
                        out.push(Action::Defend { card });
                    }
                }
                out.push(Action::Allow);
            }
            Decision::Discard { .. } => {
                out.extend(hand.kinds().map(|card| Action::Discard { card }));
            }
        }
        out
    }

    fn opponents(&self, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players).map(Seat).filter(move |&s| s != seat)
    }

    fn card_actions(&self, seat: Seat, card: Card, out: &mut Vec<Action>) {
        match card {
            Card::Earthquake => out.extend(
                self.opponents(seat)
                    .filter(|t| self.areas[t.index()].constructions() > 0)
                    .map(|target| Action::Earthquake { target }),
            ),
            Card::Invasion => {
                for target in self.opponents(seat) {
                    for c in Card::CONSTRUCTION {
                        if self.areas[target.index()].has(c) {
                            out.push(Action::Invasion { target, card: c });
                        }
                    }
                }
            }
            Card::Discovery => out.extend(
                self.discard
                    .kinds()
                    .filter(|&c| self.discoverable(c))
                    .map(|c| Action::Discovery { card: c }),
            ),
            Card::Exchange => {
                let hand = &self.hands[seat.index()];
                for target in self.opponents(seat) {
                    if self.hands[target.index()].total() == 0 {
                        continue;
                    }
                    for give in hand.kinds() {
                        if give != Card::Exchange || hand.get(Card::Exchange) >= 2 {
                            out.push(Action::Exchange { target, give });
                        }
                    }
                }
            }
            Card::Theft => out.extend(
                self.opponents(seat)
                    .filter(|t| self.hands[t.index()].total() > 0)
                    .map(|target| Action::Theft { target }),
            ),
            Card::Mausolus => {
                if self.mausolus_check(seat).is_ok() {
                    out.push(Action::Play { card });
                }
            }
            _ => out.push(Action::Play { card }),
        }
    }

    fn mausolus_check(&self, seat: Seat) -> Result<(), Refusal> {
        if self.areas[seat.index()].complete_sets() == 0 {
            return Err(Refusal::NoCompleteSet);
        }
        let owners: Vec<Seat> = match self.config.mausolus_limit {
            MausolusLimit::PerPlayer => vec![seat],
            MausolusLimit::PerGame => (0..self.players).map(Seat).collect(),
        };
        match owners
            .into_iter()
            .find(|s| self.areas[s.index()].has(Card::Mausolus))
        {
            Some(owner) => Err(Refusal::MausolusInPlay { owner }),
            None => Ok(()),
        }
    }

    // ----- Checking -----

    /// Whether `seat` may take `action` now, and why not.
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        let decider = self.to_move().ok_or(Refusal::GameOver)?;
        if decider != seat {
            return Err(Refusal::NotYourDecision { decider });
        }
        let me = seat.index();
        let hand = &self.hands[me];
        let not_now = Err(Refusal::NotNow {
            awaiting: self.decision.kind(),
        });
        let in_hand = |card: Card| {
            if hand.has(card) {
                Ok(())
            } else {
                Err(Refusal::NotInHand { card })
            }
        };
        let opponent = |target: Seat| {
            if target != seat && target.0 < self.players {
                Ok(())
            } else {
                Err(Refusal::NoSuchOpponent { target })
            }
        };
        match (self.decision, *action) {
            (Decision::Play { .. }, Action::Pass) => Ok(()),
            (Decision::Play { .. }, Action::Play { card }) => {
                in_hand(card)?;
                match card {
                    Card::Mausolus => self.mausolus_check(seat),
                    c if c.is_attack() || c == Card::Discovery => {
                        Err(Refusal::WrongAction { card })
                    }
                    _ => Ok(()),
                }
            }
            (Decision::Play { .. }, Action::Earthquake { target }) => {
                in_hand(Card::Earthquake)?;
                opponent(target)?;
                if self.areas[target.index()].constructions() == 0 {
                    return Err(Refusal::NoConstruction { target });
                }
                Ok(())
            }
            (Decision::Play { .. }, Action::Invasion { target, card }) => {
                in_hand(Card::Invasion)?;
                opponent(target)?;
                if !card.is_construction() || !self.areas[target.index()].has(card) {
                    return Err(Refusal::NotInArea { target, card });
                }
                Ok(())
            }
            (Decision::Play { .. }, Action::Discovery { card }) => {
                in_hand(Card::Discovery)?;
                if !self.discard.has(card) {
                    return Err(Refusal::NotInDiscard { card });
                }
                if !self.discoverable(card) {
                    return Err(Refusal::DiscoveryForDiscovery);
                }
                Ok(())
            }
            (Decision::Play { .. }, Action::Exchange { target, give }) => {
                in_hand(Card::Exchange)?;
                opponent(target)?;
                let needed = if give == Card::Exchange { 2 } else { 1 };
                if hand.get(give) < needed {
                    return Err(Refusal::NotInHand { card: give });
                }
                if self.hands[target.index()].total() == 0 {
                    return Err(Refusal::EmptyHand { target });
                }
                Ok(())
            }
            (Decision::Play { .. }, Action::Theft { target }) => {
                in_hand(Card::Theft)?;
                opponent(target)?;
                if self.hands[target.index()].total() == 0 {
                    return Err(Refusal::EmptyHand { target });
                }
                Ok(())
            }
            (Decision::Lose { .. }, Action::Lose { card }) => {
                if card.is_construction() && self.areas[me].has(card) {
                    Ok(())
                } else {
                    Err(Refusal::NotInArea { target: seat, card })
                }
            }
            (Decision::React { .. }, Action::Allow) => Ok(()),
            (Decision::React { attack, .. }, Action::Defend { card }) => {
                in_hand(card)?;
                if !card.blocks(attack.card) {
                    return Err(Refusal::NotADefence {
                        card,
                        attack: attack.card,
                    });
                }
                Ok(())
            }
            (Decision::Discard { .. }, Action::Discard { card }) => in_hand(card),
            _ => not_now,
        }
    }

    /// Plays `action` for `seat`: the events it caused, or why it is refused, with the position
    /// unchanged.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        self.check(seat, action)?;
        let mut log = Log::new(true);
        self.act(seat, action, &mut log);
        Ok(log.events)
    }

    // ----- Resolution -----

    /// Plays a checked action.
    pub(crate) fn act(&mut self, seat: Seat, action: &Action, log: &mut Log) {
        let me = seat.index();
        match *action {
            Action::Pass => {
                log.push(|| Event::Passed { seat });
                self.mark_passed(seat);
                self.end_turn(log);
            }
            Action::Play { card } => {
                self.card_played();
                self.hands[me].remove(card);
                self.used[me] |= card.character_bit();
                log.push(|| Event::Played { seat, card });
                if card == Card::Artemisia {
                    self.discard.add(card);
                    for _ in 0..ARTEMISIA_DRAW {
                        self.draw(seat, log);
                    }
                } else {
                    self.areas[me].add(card);
                }
                self.end_turn(log);
            }
            Action::Discovery { card } => {
                self.card_played();
                self.hands[me].remove(Card::Discovery);
                self.discard.remove(card);
                self.hands[me].add(card);
                self.discard.add(Card::Discovery);
                log.push(|| Event::Discovered { seat, card });
                self.end_turn(log);
            }
            Action::Earthquake { target } => self.attack(
                Attack {
                    attacker: seat,
                    target,
                    card: Card::Earthquake,
                    want: None,
                    give: None,
                },
                log,
            ),
            Action::Invasion { target, card } => self.attack(
                Attack {
                    attacker: seat,
                    target,
                    card: Card::Invasion,
                    want: Some(card),
                    give: None,
                },
                log,
            ),
            Action::Exchange { target, give } => self.attack(
                Attack {
                    attacker: seat,
                    target,
                    card: Card::Exchange,
                    want: None,
                    give: Some(give),
                },
                log,
            ),
            Action::Theft { target } => self.attack(
                Attack {
                    attacker: seat,
                    target,
                    card: Card::Theft,
                    want: None,
                    give: None,
                },
                log,
            ),
            Action::Lose { card } => {
                let attacker = match self.decision {
                    Decision::Lose { attacker, .. } => attacker,
                    _ => unreachable!("checked"),
                };
                let _ = attacker;
                self.lose(seat, card, log);
            }
            Action::Allow => {
                let Decision::React { attack, .. } = self.decision else {
                    unreachable!("checked")
                };
                log.push(|| Event::Allowed { target: seat });
                self.resolve(attack, log);
            }
            Action::Defend { card } => {
                let Decision::React { attack, .. } = self.decision else {
                    unreachable!("checked")
                };
                self.hands[me].remove(card);
                self.used[me] |= card.character_bit();
                log.push(|| Event::Reacted { target: seat, card });
                self.areas[me].add(card);
                self.block(attack, card, log);
            }
            Action::Discard { card } => {
                self.hands[me].remove(card);
                self.discard.add(card);
                log.push(|| Event::Discarded { seat, card });
                self.end_turn(log);
            }
        }
    }

    /// Draws one card for `seat`, if the pile has one; starts the end when it empties.
    fn draw(&mut self, seat: Seat, log: &mut Log) {
        let Some(card) = self.pile.pop() else {
            return;
        };
        self.hands[seat.index()].add(card);
        log.push(|| Event::Drew {
            seat,
            card: Some(card),
        });
        if self.pile.len() == 0 && self.lap.is_none() {
            let final_lap = self.config.final_lap;
            self.lap = Some(match final_lap {
                FinalLap::UntilNoneCanAct => Lap::Passed { seats: 0 },
                FinalLap::OneTurnEach => Lap::TurnsLeft {
                    turns: self.players,
                },
                FinalLap::EndAtOnce => Lap::TurnsLeft { turns: 0 },
            });
            let current = Seat(self.current);
            log.push(|| Event::PileEmptied {
                seat: current,
                final_lap,
            });
        }
    }

    /// The attack card leaves the attacker's hand; a matching shield blocks it, or the target may
    /// react, or it resolves.
    fn attack(&mut self, attack: Attack, log: &mut Log) {
        let Attack {
            attacker,
            target,
            card,
            want,
            ..
        } = attack;
        self.card_played();
        self.hands[attacker.index()].remove(card);
        log.push(|| Event::Attacked {
            attacker,
            target,
            card,
            want,
        });
        let area = &self.areas[target.index()];
        let specific = card.specific_shield().expect("an attack");
        let shield = [specific, Card::Protection]
            .into_iter()
            .find(|&s| area.has(s));
        if let Some(shield) = shield {
            self.block(attack, shield, log);
            return;
        }
        if self.config.react_from_hand && self.hands[target.index()].kinds().any(|c| c.blocks(card))
        {
            self.decision = Decision::React {
                seat: target,
                attack,
            };
            return;
        }
        self.resolve(attack, log);
    }

    /// `shield`, in the target's area, blocks the attack; the attack card is discarded, and the
    /// shield too unless it is a permanent character shield.
    fn block(&mut self, attack: Attack, shield: Card, log: &mut Log) {
        let t = attack.target.index();
        let spent =
            shield == Card::Protection || self.config.character_shield == CharacterShield::OneShot;
        if spent {
            self.areas[t].remove(shield);
            self.discard.add(shield);
        }
        self.discard.add(attack.card);
        log.push(|| Event::Blocked {
            target: attack.target,
            shield,
            attack: attack.card,
            spent,
        });
        self.end_turn(log);
    }

    /// An attack nothing blocked takes effect.
    fn resolve(&mut self, attack: Attack, log: &mut Log) {
        let Attack {
            attacker,
            target,
            card,
            want,
            give,
        } = attack;
        let (a, t) = (attacker.index(), target.index());
        match card {
            Card::Earthquake => {
                let mut kinds = Card::CONSTRUCTION
                    .into_iter()
                    .filter(|&c| self.areas[t].has(c));
                let first = kinds.next().expect("checked: a construction card");
                if kinds.next().is_none() {
                    // One kind only: nothing to choose.
                    self.lose(target, first, log);
                } else {
                    self.decision = Decision::Lose {
                        seat: target,
                        attacker,
                    };
                }
                return;
            }
            Card::Invasion => {
                let taken = want.expect("an Invasion names its card");
                self.areas[t].remove(taken);
                let to_hand = self.config.invasion_to == InvasionTo::Hand;
                if to_hand {
                    self.hands[a].add(taken);
                } else {
                    self.areas[a].add(taken);
                }
                log.push(|| Event::Invaded {
                    attacker,
                    target,
                    card: taken,
                    to_hand,
                });
            }
            Card::Theft | Card::Exchange => {
                let n = self.hands[t].total();
                let taken = self.hands[t]
                    .nth(self.rng.below(n))
                    .expect("checked: the target holds a card");
                self.hands[t].remove(taken);
                self.hands[a].add(taken);
                log.push(|| Event::HandCard {
                    from: target,
                    to: attacker,
                    card: Some(taken),
                });
                if let Some(give) = give {
                    self.hands[a].remove(give);
                    self.hands[t].add(give);
                    log.push(|| Event::HandCard {
                        from: attacker,
                        to: target,
                        card: Some(give),
                    });
                }
            }
            _ => unreachable!("not an attack"),
        }
        self.discard.add(card);
        self.end_turn(log);
    }

    /// The Earthquake's target discards `card` from their area; the Earthquake is discarded.
    fn lose(&mut self, target: Seat, card: Card, log: &mut Log) {
        self.areas[target.index()].remove(card);
        self.discard.add(card);
        self.discard.add(Card::Earthquake);
        log.push(|| Event::Lost { target, card });
        self.end_turn(log);
    }

    /// The turn's card is resolved: the hand limit, then the next turn or the end.
    fn end_turn(&mut self, log: &mut Log) {
        let limit = u32::from(self.config.hand_limit);
        let n = self.players;
        let over = match self.config.hand_limit_check {
            HandLimitCheck::OwnTurnEnd => {
                Some(self.current).filter(|&s| self.hands[usize::from(s)].total() > limit)
            }
            HandLimitCheck::EveryTurnEnd => (0..n)
                .map(|k| (self.current + k) % n)
                .find(|&s| self.hands[usize::from(s)].total() > limit),
        };
        if let Some(s) = over {
            self.decision = Decision::Discard { seat: Seat(s) };
            return;
        }
        let over = match self.lap {
            None => false,
            Some(Lap::TurnsLeft { turns: 0 }) => true,
            Some(Lap::TurnsLeft { turns }) => {
                self.lap = Some(Lap::TurnsLeft { turns: turns - 1 });
                false
            }
            Some(Lap::Passed { seats }) => {
                seats.count_ones() == u32::from(n)
                    || self.hands[..usize::from(n)].iter().all(|h| h.total() == 0)
            }
        };
        if over {
            self.decision = Decision::Over;
            log.push(|| Event::GameOver);
        } else {
            self.begin_turn((self.current + 1) % n, log);
        }
    }

    /// `seat`'s turn begins: it draws, unless the pile is out. Once it is out and play goes on
    /// until nobody can act, a player who can play nothing passes at once.
    fn begin_turn(&mut self, seat: u8, log: &mut Log) {
        self.current = seat;
        let seat = Seat(seat);
        let final_lap = self.lap.is_some();
        log.push(|| Event::TurnBegan { seat, final_lap });
        if !final_lap {
            for _ in 0..TURN_DRAW {
                self.draw(seat, log);
            }
        }
        self.decision = Decision::Play { seat };
        if matches!(self.lap, Some(Lap::Passed { .. })) && !self.can_play(seat) {
            log.push(|| Event::NothingToPlay { seat });
            self.mark_passed(seat);
            // At most one pass more for each player: the game ends when all have passed.
            self.end_turn(log);
        }
    }

    /// Whether `seat` holds a card it may play now.
    fn can_play(&self, seat: Seat) -> bool {
        let mut out = Vec::new();
        self.hands[seat.index()].kinds().any(|card| {
            out.clear();
            self.card_actions(seat, card, &mut out);
            !out.is_empty()
        })
    }

    /// Counts `seat`'s pass toward the end, once play goes on until nobody can act.
    fn mark_passed(&mut self, seat: Seat) {
        if let Some(Lap::Passed { seats }) = &mut self.lap {
            *seats |= 1 << seat.0;
        }
    }

    /// A card is played: every player may act again before the end.
    fn card_played(&mut self) {
        if let Some(Lap::Passed { seats }) = &mut self.lap {
            *seats = 0;
        }
    }

    /// Whether a Discovery may take `card` from the discard pile now: once the pile is out and
    /// play goes on until nobody can act, not another Discovery (two could pass back and forth
    /// for ever, and the game would never end).
    fn discoverable(&self, card: Card) -> bool {
        card != Card::Discovery || !matches!(self.lap, Some(Lap::Passed { .. }))
    }

    /// A position `seat` cannot tell from this one: the draw pile and the other players' hands are
    /// gathered as one sorted multiset, shuffled and dealt back in the same sizes, and the
    /// generator is reseeded from `rng`. An Exchange's card to give, pending and unseen, is drawn
    /// again from the attacker's dealt hand.
    pub fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Mausoleum {
        let mut g = self.clone();
        let n = self.player_count();
        let mut pool: Vec<Card> = g.pile.as_slice().to_vec();
        for i in (0..n).filter(|&i| i != seat.index()) {
            pool.extend(g.hands[i].cards());
        }
        pool.sort();
        rng.shuffle(&mut pool);
        let mut cards = pool.into_iter();
        for i in (0..n).filter(|&i| i != seat.index()) {
            let size = g.hands[i].total() as usize;
            g.hands[i] = cards.by_ref().take(size).collect();
        }
        let len = g.pile.len();
        g.pile = Pile::from_cards(cards.by_ref().take(len));
        debug_assert!(cards.next().is_none());
        if let Decision::React { attack, .. } = &mut g.decision {
            if attack.attacker != seat && attack.give.is_some() {
                let hand = g.hands[attack.attacker.index()];
                attack.give = hand.nth(rng.below(hand.total()));
            }
        }
        g.rng = GameRng::new(rng.next_u64());
        g
    }
}
