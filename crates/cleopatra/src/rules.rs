//! Cleopatra's rules as the shelf's [`Rules`]: a [`Position`] is dealt, asks its deciders, lists
//! and applies their actions, shows each seat its view, scores, and determinizes.
//!
//! # Determinization: what a seat knows
//!
//! [`Rules::determinize`] keeps everything `seat`'s [`View`] shows and deals everything else afresh
//! from the generator it is given, so the result depends only on that view:
//!
//! * **Kept** (seen by the seat): the configuration and board; the top mosaic and which tiles are
//!   left under it; the Sobek row; the turn, the decision awaited and who must take it; the
//!   stalls' face-up cards and the side every stall card shows; the deck's size, the side of its
//!   top card (and its face if up) and how many of its cards lie face up; every hand's size; the
//!   seat's own hand, scarabs, amulets, hand-limit discards and bid; the cards everyone saw go
//!   into each hand (taken or drawn face up and not spent since); the discard pile's public
//!   cards (payments); each seat's count of hand-limit discards; the Anubis figures; who has bid;
//!   the result once over.
//! * **Dealt afresh**: every card the seat has not seen, gathered as a sorted multiset (never in
//!   its true order) and shuffled: the deck (in every place but a face-up top), the face-down
//!   stall and refill cards, the unknown part of each other hand, the others' hand-limit
//!   discards. The sides of the deck's cards under the top are shuffled too, keeping how many
//!   lie face up. The mosaic tiles under the top are shuffled. The generator is reseeded.
//! * **Others' amulets** are kept: they lie hidden in each pyramid, but every amulet is taken and
//!   returned in plain sight and told in the log, so a player who counts knows them, and the
//!   view says so ([`crate::view::PlayerView::amulets_counted`]). Judging the others level with
//!   the seat (as before) hid the crocodile from the search: a seat far ahead on scarabs saw
//!   everyone's amulets levelled away and was fed to it in 8 of its 13 losses in 100 games.
//! * **Others' scarabs** are private in the view (as in the box, where they sit in the hand), so
//!   while the game goes on they are re-dealt with a neutral estimate: each other player stands
//!   level with the seat (the seat's own scarabs). Another seat's secret bid is dealt uniformly
//!   from 0 to those scarabs, keeping every bid within its bidder's means. The seat's own view never shows these numbers, and
//!   its legal actions depend only on its own hand, scarabs, figures and the public board, so
//!   they cannot change; who must decide depends only on the phase and who has bid, which stay.

use tabletop::{Deciders, GameRng, Outcome, Rules, Seat};

use crate::action::Action;
use crate::cards::{Card, Cards, DeckCard};
use crate::config::Config;
use crate::error::{ConfigError, RuleError};
use crate::event::{Event, Silent};
use crate::expansions::FarArchitect;
use crate::position::{Phase, Position};
use crate::save::GAME_NAME;
use crate::view::View;

impl Rules for Position {
    const GAME: &'static str = GAME_NAME;
    type Config = Config;
    type ConfigError = ConfigError;
    type Action = Action;
    type Event = Event;
    type Refusal = RuleError;
    type View = View;

    fn deal(config: Config, seed: u64) -> Result<Position, ConfigError> {
        Position::deal_new(config, seed)
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn player_count(&self) -> usize {
        self.players.len()
    }

    fn deciders(&self) -> Deciders {
        match &self.phase {
            Phase::Finished => Deciders::Nobody,
            Phase::ArchitectPick { order } => Deciders::Seat(order[0]),
            Phase::Offering { bids, .. } => Deciders::Secretly(
                self.seats_from_active()
                    .filter(|&s| bids[s].is_none())
                    .collect(),
            ),
            _ => Deciders::Seat(self.active),
        }
    }

    /// A build is listed as its payment, then its place; a hand-limit discard card by card.
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.actions_for(seat)
    }

    fn mid_decision(&self, seat: Seat) -> bool {
        Position::mid_decision(self, seat)
    }

    /// A payment and the piece's place make a [`Action::Build`]; cards discarded one by one make a
    /// [`Action::DiscardDown`]; any other single action is itself.
    fn whole(&self, steps: &[Action]) -> Option<Action> {
        match steps {
            [Action::PayFor { payment, .. }, Action::Place { piece }] => Some(Action::Build {
                piece: *piece,
                payment: *payment,
            }),
            [Action::PayFor { .. }] | [Action::Place { .. }] | [] => None,
            [Action::DiscardOne { .. }, ..] => {
                let mut cards = Cards::EMPTY;
                for step in steps {
                    let Action::DiscardOne { card } = step else {
                        return None;
                    };
                    cards.add(*card);
                }
                Some(Action::DiscardDown { cards })
            }
            [one] => Some(*one),
            _ => None,
        }
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        let plan = self.plan(seat, action)?;
        let mut events = Vec::new();
        self.play(seat, *action, plan, &mut events);
        Ok(events)
    }

    /// No checks and no events: a build still works out its payment's spare units.
    fn apply_unchecked(&mut self, seat: Seat, action: &Action) {
        self.play(seat, *action, None, &mut Silent);
    }

    fn view(&self, viewer: Option<Seat>) -> View {
        self.see(viewer)
    }

    fn redact(event: &Event, viewer: Option<Seat>) -> Event {
        event.for_viewer(viewer)
    }

    /// Final scarabs after the penalties; a player fed to the crocodile scores -1, below anyone
    /// still in the game (their scarabs stay in [`crate::FinalScore`]). The winners are the
    /// reckoning's: the best score among those not eliminated, shared on a tie, none if all were.
    fn outcome(&self) -> Option<Outcome> {
        let result = self.result.as_ref()?;
        Some(Outcome {
            scores: result.players.map(|_, p| {
                if p.eliminated {
                    -1
                } else {
                    i64::from(p.scarabs)
                }
            }),
            winners: result.winners.clone(),
        })
    }

    fn standings(&self) -> Option<Vec<f64>> {
        Some(crate::standing::standings(self))
    }

    /// Scores run to 60–100 scarabs and one Offering or corruption penalty moves 10 to 25: hard
    /// against the greedy player won, of 100 games from seed 1, 55.5 % at 5, 75 % at 10, 79 % at
    /// 20, 86 % at 30, 84.5 % at 40 and 71.5 % at 80; from seed 1001, 78.5 % at 30 and 85 % at 40
    /// (`cleo arena --game cleopatra --players hard,greedy`).
    const STANDING_SCALE: f64 = 40.0;

    fn secret_worth(&self, seat: Seat, action: &Action) -> Option<f64> {
        crate::standing::secret_worth(self, seat, action)
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Position {
        let mut p = self.clone();
        let others: Vec<Seat> = self.players.seats().filter(|&s| s != seat).collect();

        // Every card the seat sees, wherever it lies.
        let mut seen = self.players[seat].hand;
        seen.add_all(&self.tally[seat].discarded);
        seen.add_all(&self.public_discard());
        for &s in &others {
            seen.add_all(&self.tally[s].known);
        }
        let shown = |d: &&DeckCard| d.face_up;
        for d in self.stalls.iter().flatten().filter(shown) {
            seen.add(d.card);
        }
        if let Phase::Refill { drawn, .. } = &self.phase {
            for d in drawn.iter().filter(shown) {
                seen.add(d.card);
            }
        }
        let top = self.deck.last().copied();
        if let Some(d) = top.filter(|d| d.face_up) {
            seen.add(d.card);
        }

        // The others, as a sorted multiset, shuffled: the order they really lie in never counts.
        let mut unseen = Cards::from_cards(self.config.deck_cards());
        unseen.remove_all(&seen);
        let mut pool: Vec<Card> = unseen.iter().collect();
        rng.shuffle(&mut pool);
        if unseen[Card::Bastet] > 0 {
            // Bastet cards are never held: the places in hands and hand-limit discards (dealt
            // last) take cards of other kinds, and the Bastets go among the rest.
            let held: u32 = others
                .iter()
                .map(|&s| {
                    self.players[s].hand.total() - self.tally[s].known.total()
                        + self.tally[s].discarded.total()
                })
                .sum();
            let (bastets, mut kinds): (Vec<Card>, Vec<Card>) =
                pool.into_iter().partition(|&c| c == Card::Bastet);
            let tail = kinds.split_off(kinds.len() - held as usize);
            kinds.extend(bastets);
            rng.shuffle(&mut kinds);
            kinds.extend(tail);
            pool = kinds;
        }
        let mut pool = pool.into_iter();
        let mut next = || pool.next().expect("a card for every unseen place");

        // The deck: the top's side (and face, if up) and the number face up are seen.
        if let Some(top) = top {
            let below = self.deck.len() - 1;
            let up = self.deck[..below].iter().filter(|d| d.face_up).count();
            let mut sides: Vec<bool> = (0..below).map(|i| i < up).collect();
            rng.shuffle(&mut sides);
            for (d, face_up) in p.deck.iter_mut().zip(sides) {
                *d = DeckCard {
                    card: next(),
                    face_up,
                };
            }
            if !top.face_up {
                p.deck[below].card = next();
            }
        }
        let hidden = |d: &&mut DeckCard| !d.face_up;
        for d in p.stalls.iter_mut().flatten().filter(hidden) {
            d.card = next();
        }
        if let Phase::Refill { drawn, .. } = &mut p.phase {
            for d in drawn.iter_mut().filter(hidden) {
                d.card = next();
            }
        }
        // The other hands: what everyone saw go in, and unseen cards up to each hand's size.
        for &s in &others {
            let mut hand = self.tally[s].known;
            for _ in hand.total()..self.players[s].hand.total() {
                hand.add(next());
            }
            p.players[s].hand = hand;
        }
        // The discard pile: its public cards, the seat's own hand-limit discards, and unseen cards
        // for the others' (its order never shows, and the generator that shuffles it is new).
        let mut discard: Vec<Card> = self.public_discard().iter().collect();
        discard.extend(self.tally[seat].discarded.iter());
        for &s in &others {
            let mut cards = Cards::EMPTY;
            for _ in 0..self.tally[s].discarded.total() {
                cards.add(next());
            }
            p.tally[s].discarded = cards;
            discard.extend(cards.iter());
        }
        p.discard = discard;
        debug_assert!(pool.next().is_none(), "a place for every unseen card");

        // The mosaic stack: which tiles are left is seen, their order under the top is not.
        if let Some(top) = self.board.mosaic_top() {
            let mut stack = self.mosaics_below();
            rng.shuffle(&mut stack);
            stack.push(top);
            p.board.mosaic_stack = stack;
        }

        // The bonus tiles: which are left is known, their order is not.
        if p.whim_stack.len() > 1 {
            tabletop::sort_small(&mut p.whim_stack);
            rng.shuffle(&mut p.whim_stack);
        }
        // The architects the seat has not seen: the face-down ones (unless it picks now) and
        // the others' hands, dealt from every card not in its hand or played.
        if self.config.expansions.architects_from_far_away && !self.is_over() {
            let picking = matches!(&self.phase, Phase::ArchitectPick { order } if order[0] == seat);
            let mut unknown = FarArchitect::ALL.to_vec();
            let known = self.players[seat]
                .architects
                .iter()
                .chain(&self.extras.architects_out)
                .chain(if picking {
                    &self.far_architects[..]
                } else {
                    &[]
                });
            for a in known {
                if let Some(i) = unknown.iter().position(|x| x == a) {
                    unknown.remove(i);
                }
            }
            rng.shuffle(&mut unknown);
            let mut unknown = unknown.into_iter();
            if !picking {
                for a in p.far_architects.iter_mut() {
                    *a = unknown
                        .next()
                        .expect("an architect for every face-down card");
                }
            }
            for &s in &others {
                for a in p.players[s].architects.iter_mut() {
                    *a = unknown.next().expect("an architect for every hidden card");
                }
            }
        }

        // Private totals and secret bids (all shown once the game is over). The others' amulets
        // stay: every one is counted in the open (`PlayerView::amulets_counted`).
        if !self.is_over() {
            let mine = &self.players[seat];
            for &s in &others {
                p.players[s].scarabs = mine.scarabs;
            }
            if let Phase::Offering { bids, .. } = &mut p.phase {
                for &s in &others {
                    if bids[s].is_some() {
                        bids[s] = Some(rng.below(p.players[s].scarabs + 1));
                    }
                }
            }
        }
        p.rng = GameRng::new(rng.next_u64());
        p
    }

    /// Every player holds a secret hand (and scarabs, amulets) until the game is over.
    fn has_secrets(&self, _seat: Seat) -> bool {
        !self.is_over()
    }
}
