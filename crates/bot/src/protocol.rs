//! What a page asks the computer opponents' worker and what it answers: plain text both ways, so
//! the page and the worker share no memory and the worker needs no page's code.

use serde::{Deserialize, Serialize};
use tabletop::{GameRng, Seat};

use crate::Level;

/// A decision asked of the worker.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ask {
    /// Matches the answer to the question.
    pub id: u64,
    /// The game's id ("cleopatra", "imhotep").
    pub game: String,
    /// The game's save (its core's JSON), replayed by the worker through the rules.
    pub save: String,
    /// The seat to decide for; `None`: whoever the table asks now (the first of several secret
    /// choices), so a page without the game's rules can drive a whole game.
    pub seat: Option<Seat>,
    /// How hard it plays.
    pub level: Level,
    /// The search's seed.
    pub seed: u64,
}

/// The worker's answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Answer {
    /// The question's id.
    pub id: u64,
    /// The chosen action as its save writes it (JSON), or why there is none.
    pub action: Result<String, String>,
    /// Search iterations.
    pub iterations: u32,
    /// Thinking time in milliseconds, as the worker measured it.
    pub millis: f64,
    /// The search's best candidates, the chosen action first (empty when there is none), for a
    /// player asking why.
    #[serde(default)]
    pub candidates: Vec<Weighed>,
}

/// One of a search's best candidates, as the worker sends it ([`crate::Candidate`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Weighed {
    /// The action as its save writes it (JSON).
    pub action: String,
    /// Iterations of the search that went through it.
    pub visits: u32,
    /// Iterations of that search.
    pub iterations: u32,
    /// The search's estimate of the seat's result after it, 0 to 1.
    pub value: f64,
}

impl Weighed {
    /// The share of the search that explored it, 0 to 1 (1 when there was no search: the only
    /// action).
    pub fn share(&self) -> f64 {
        if self.iterations == 0 {
            1.0
        } else {
            f64::from(self.visits) / f64::from(self.iterations)
        }
    }
}

/// A benchmark asked of the worker (by `scripts/rules-bench.mjs`): complete random games of
/// `game` for `seconds`, the loop `cleo bench` runs natively, so the two figures compare.
/// Posted as `{"rulesBench": {...}}`; the worker answers `{"rulesBench": {games, actions, secs}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RulesBench {
    /// The game's id.
    pub game: String,
    /// Players.
    pub players: usize,
    /// How long to play.
    pub seconds: f64,
}

/// The seed of the decision taken after `decisions` decisions of a game dealt from `game_seed`:
/// each decision has its own, and asking again (after a reload) decides the same.
pub fn decision_seed(game_seed: u64, decisions: usize) -> u64 {
    GameRng::new(game_seed ^ (decisions as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)).next_u64()
}
