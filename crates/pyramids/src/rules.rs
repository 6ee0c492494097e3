//! The [`tabletop::Rules`] implementation, and determinization for the computer opponents.

use tabletop::{ByPlayer, Deciders, GameRng, Outcome, Rules, Seat};

use crate::action::Action;
use crate::card::CARD_COUNT;
use crate::config::{Config, DEALT, EXPEDITION_CARDS};
use crate::error::{Awaiting, ConfigError, Refusal};
use crate::event::Event;
use crate::game::{Choice, Deck, Phase, Pyramids};
use crate::pattern::Pattern;
use crate::view::View;

impl Rules for Pyramids {
    const GAME: &'static str = "pyramids";
    type Config = Config;
    type ConfigError = ConfigError;
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type View = View;

    fn deal(config: Config, seed: u64) -> Result<Self, ConfigError> {
        Pyramids::new(config, seed)
    }

    fn config(&self) -> &Config {
        Pyramids::config(self)
    }

    fn player_count(&self) -> usize {
        Pyramids::player_count(self)
    }

    fn deciders(&self) -> Deciders {
        Pyramids::deciders(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        Pyramids::legal_actions(self, seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        Pyramids::apply(self, seat, action)
    }

    fn apply_unchecked(&mut self, seat: Seat, action: &Action) {
        self.apply_fast(seat, action);
    }

    fn view(&self, viewer: Option<Seat>) -> View {
        Pyramids::view(self, viewer)
    }

    fn redact(event: &Event, viewer: Option<Seat>) -> Event {
        event.for_viewer(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        Some(Outcome {
            scores: ByPlayer(
                (0..self.n)
                    .map(|s| i64::from(self.score(Seat(s))))
                    .collect(),
            ),
            winners: self.winners(),
        })
    }

    fn standings(&self) -> Option<Vec<f64>> {
        Some(crate::standing::standings(self))
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        Pyramids::determinize(self, seat, rng)
    }

    /// Only the setup hands are worth a curtain: a committed ordinary mark is hidden from the other
    /// views until all are in, but on one device the marks may be made in the open.
    fn has_secrets(&self, seat: Seat) -> bool {
        self.awaiting() == Some(Awaiting::Keep) && seat.index() < self.player_count()
    }
}

impl Pyramids {
    /// A position `seat` cannot tell from this one: the pyramid deck's order (and, during setup,
    /// the other players' hands), the unrevealed expedition cards of this round, the other players'
    /// committed secret choices and the generator are dealt afresh from `rng`. The unseen cards are
    /// gathered as a sorted multiset before shuffling, so the result depends only on what the seat
    /// sees.
    pub fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Pyramids {
        let mut g = self.clone();
        let n = self.player_count();
        if self.phase == Phase::Keep {
            let own = self.players[seat.index()].hand;
            let mut pool: Vec<u8> = (1..=CARD_COUNT as u8)
                .filter(|c| !own.contains(c))
                .collect();
            rng.shuffle(&mut pool);
            for s in (0..n).filter(|&s| s != seat.index()) {
                let p = &mut g.players[s];
                for c in p.hand.iter_mut() {
                    *c = pool.pop().expect("enough cards");
                }
                if let Choice::Keep(_) = p.choice {
                    let i = rng.below(DEALT as u32) as usize;
                    let j = (i + 1 + rng.below(DEALT as u32 - 1) as usize) % DEALT;
                    let (a, b) = (p.hand[i].min(p.hand[j]), p.hand[i].max(p.hand[j]));
                    p.choice = Choice::Keep([a, b]);
                }
            }
            g.deck = Deck::from_cards(&pool);
        } else {
            let mut pool: Vec<u8> = self.deck.as_slice().to_vec();
            pool.sort_unstable();
            rng.shuffle(&mut pool);
            g.deck = Deck::from_cards(&pool);
            let from = usize::from(self.reveal) + 1;
            if from < EXPEDITION_CARDS {
                let mut hidden: Vec<Pattern> = g.expedition[from..].to_vec();
                hidden.sort_unstable();
                rng.shuffle(&mut hidden);
                g.expedition[from..].copy_from_slice(&hidden);
            }
            if self.phase == Phase::Mark {
                for s in (0..n).filter(|&s| s != seat.index()) {
                    if let Choice::Mark { .. } = g.players[s].choice {
                        g.players[s].choice = Choice::Waiting;
                        let options = g.legal_actions(Seat(s as u8));
                        let pick = options[rng.below(options.len() as u32) as usize];
                        let (slot, cells) =
                            g.mark_cells(Seat(s as u8), &pick).expect("a listed mark");
                        g.players[s].choice = Choice::Mark { slot, cells };
                    }
                }
            }
        }
        g.rng = GameRng::new(rng.next_u64());
        g
    }
}
