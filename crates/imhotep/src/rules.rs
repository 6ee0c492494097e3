//! The [`tabletop::Rules`] implementation, and determinization for the computer opponents.

use tabletop::{ByPlayer, Deciders, GameRng, Outcome, Rules, Seat};

use crate::action::Action;
use crate::card::{Card, CardCounts};
use crate::config::{Config, ROUND_CARDS};
use crate::decision::Decision;
use crate::error::ConfigError;
use crate::event::Event;
use crate::game::Imhotep;
use crate::parts::{Deck, Log};
use crate::refusal::Refusal;
use crate::view::View;

impl Rules for Imhotep {
    const GAME: &'static str = "imhotep";
    type Config = Config;
    type ConfigError = ConfigError;
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type View = View;

    fn deal(config: Config, seed: u64) -> Result<Self, ConfigError> {
        Imhotep::new(config, seed)
    }

    fn config(&self) -> &Config {
        Imhotep::config(self)
    }

    fn player_count(&self) -> usize {
        Imhotep::player_count(self)
    }

    fn deciders(&self) -> Deciders {
        match self.to_move() {
            Some(seat) => Deciders::Seat(seat),
            None => Deciders::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        Imhotep::legal_actions(self, seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        Imhotep::apply(self, seat, action)
    }

    fn apply_unchecked(&mut self, seat: Seat, action: &Action) {
        debug_assert!(self.check(seat, action).is_ok(), "unlisted {action:?}");
        self.act(seat.0, action, &mut Log::new(false));
    }

    fn view(&self, viewer: Option<Seat>) -> View {
        Imhotep::view(self, viewer)
    }

    fn redact(event: &Event, viewer: Option<Seat>) -> Event {
        event.for_viewer(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let n = self.player_count();
        Some(Outcome {
            scores: ByPlayer(self.scores[..n].iter().map(|&s| i64::from(s)).collect()),
            winners: self.winners(),
        })
    }

    fn standings(&self) -> Option<Vec<f64>> {
        Some(crate::standing::standings(self))
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        Imhotep::determinize(self, seat, rng)
    }

    fn has_secrets(&self, seat: Seat) -> bool {
        self.pending == Some(Decision::KeepCard { seat })
    }
}

impl Imhotep {
    /// A position `seat` cannot tell from this one: the round cards still face down (those to come
    /// and the removed one), the market deck, a Market B pair the seat has not looked at, and the
    /// discard pile when it is not public are dealt afresh from `rng`; the generator is reseeded
    /// from it. The unseen items are gathered as a sorted multiset before shuffling, so the result
    /// depends only on what the seat sees.
    pub fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Imhotep {
        let mut g = self.clone();
        // Round cards: every card from the next round's on, the removed one included.
        let from = usize::from(g.round).min(ROUND_CARDS);
        let mut hidden: Vec<[u8; 4]> = g.round_cards[from..].to_vec();
        hidden.sort();
        rng.shuffle(&mut hidden);
        g.round_cards[from..].copy_from_slice(&hidden);
        // Market cards.
        let pair_seen = g.pair_taker == Some(seat.0);
        let discard_hidden = !g.config.discard_pile_public;
        let mut pool: Vec<Card> = g.deck.as_slice().to_vec();
        if !pair_seen {
            pool.extend(g.pair.iter().flatten());
        }
        if discard_hidden {
            pool.extend(g.discard.cards());
        }
        pool.sort();
        rng.shuffle(&mut pool);
        let mut cards = pool.into_iter();
        let deck: Vec<Card> = cards.by_ref().take(g.deck.len()).collect();
        g.deck = Deck::from_cards(&deck);
        if !pair_seen {
            for slot in g.pair.iter_mut().filter(|c| c.is_some()) {
                *slot = cards.next();
            }
        }
        if discard_hidden {
            g.discard = cards.collect::<CardCounts>();
        }
        g.rng = GameRng::new(rng.next_u64());
        g
    }
}
