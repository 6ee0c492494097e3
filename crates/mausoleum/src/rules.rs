//! The [`tabletop::Rules`] implementation.

use tabletop::{ByPlayer, Deciders, GameRng, Outcome, Rules, Seat};

use crate::action::Action;
use crate::config::Config;
use crate::error::{ConfigError, Refusal};
use crate::event::Event;
use crate::game::{Log, Mausoleum};
use crate::view::View;

impl Rules for Mausoleum {
    const GAME: &'static str = "mausoleum";
    type Config = Config;
    type ConfigError = ConfigError;
    type Action = Action;
    type Event = Event;
    type Refusal = Refusal;
    type View = View;

    fn deal(config: Config, seed: u64) -> Result<Self, ConfigError> {
        Mausoleum::new(config, seed)
    }

    fn config(&self) -> &Config {
        Mausoleum::config(self)
    }

    fn player_count(&self) -> usize {
        Mausoleum::player_count(self)
    }

    fn deciders(&self) -> Deciders {
        match self.to_move() {
            Some(seat) => Deciders::Seat(seat),
            None => Deciders::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        Mausoleum::legal_actions(self, seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        Mausoleum::apply(self, seat, action)
    }

    fn apply_unchecked(&mut self, seat: Seat, action: &Action) {
        debug_assert!(self.check(seat, action).is_ok(), "unlisted {action:?}");
        self.act(seat, action, &mut Log::new(false));
    }

    fn view(&self, viewer: Option<Seat>) -> View {
        Mausoleum::view(self, viewer)
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
                (0..self.player_count())
                    .map(|i| i64::from(self.score(Seat(i as u8)).points))
                    .collect(),
            ),
            winners: self.winners(),
        })
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        Mausoleum::determinize(self, seat, rng)
    }

    fn has_secrets(&self, seat: Seat) -> bool {
        self.hands[seat.index()].total() > 0
    }
}
