//! How hard a computer opponent plays: its level, and the search budget each level gets.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A computer opponent's level. Levels differ in how much they search, so in how well they play,
/// not only in how long they take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// A light search: sees the obvious, misses much.
    Easy,
    /// The hint's level: a fair opponent.
    Normal,
    /// The strongest: searches several times longer.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// Its name in saves, settings and the command line.
    pub fn key(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// The search budget of this level.
    pub fn budget(self) -> Budget {
        let iterations = match self {
            Level::Easy => EASY_ITERATIONS,
            Level::Normal => NORMAL_ITERATIONS,
            Level::Hard => HARD_ITERATIONS,
        };
        Budget {
            iterations,
            ..Budget::default()
        }
    }
}

/// Iterations of the *easy* level: a glance, enough to avoid the worst moves.
pub const EASY_ITERATIONS: u32 = 24;
/// Iterations of the *normal* level (and of hints).
pub const NORMAL_ITERATIONS: u32 = 300;
/// Iterations of the *hard* level. Playouts cut short ([`Budget::cutoff`]) make an iteration
/// cheap enough for this many within the old time.
pub const HARD_ITERATIONS: u32 = 3000;

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A level name that is none of ours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no level \"{}\": use easy, normal or hard", self.0)
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.key() == s)
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// How much a search may do. It counts iterations, never time, so a decision is the same on every
/// machine for the same seed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Budget {
    /// Determinize–select–expand–play out–credit rounds.
    pub iterations: u32,
    /// The exploration constant of the selection's upper confidence bound.
    pub exploration: f64,
    /// Progressive widening: a node with `n` visits may have `WIDEN_BASE + widening·√n` children.
    /// Keeps a decision with thousands of listed actions (a payment, a hand-limit discard) from
    /// spending the whole budget trying each once.
    pub widening: f64,
    /// Actions a playout may take before it stops and counts as a draw (a safety net: every game
    /// of the shelf ends long before).
    pub playout_limit: u32,
    /// Random actions a playout takes before it stops and is judged from the game's evaluation
    /// ([`tabletop::Rules::standings`]); `None`, a game with no evaluation, or one whose playouts
    /// are better played out ([`tabletop::Rules::JUDGE_PLAYOUTS`]), plays to the end.
    /// Random play far ahead says little (random Cleopatra players all go to the crocodile), the
    /// evaluation of a near position much more.
    pub cutoff: Option<u32>,
    /// Whether the other seats' secret choices (and every secret choice of a playout) are made as
    /// the game judges them ([`tabletop::Rules::secret_worth`]) rather than at random.
    pub secret_sense: bool,
}

/// Random actions of a playout before it is judged from the game's evaluation.
pub const CUTOFF: u32 = 4;

/// Children every node may have before widening limits them.
pub const WIDEN_BASE: f64 = 8.0;

impl Default for Budget {
    fn default() -> Self {
        Budget {
            iterations: NORMAL_ITERATIONS,
            exploration: 0.7,
            widening: 2.0,
            playout_limit: 5_000,
            cutoff: Some(CUTOFF),
            secret_sense: true,
        }
    }
}
