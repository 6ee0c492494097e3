//! Computer opponents for every game of the shelf, over [`tabletop::Rules`] alone.
//!
//! The search is **single-observer information-set Monte Carlo tree search** (Cowling, Powley and
//! Whitehouse, 2012). Each iteration deals a fresh position consistent with what the searching
//! seat knows ([`Rules::determinize`](tabletop::Rules::determinize)), walks the one tree of that
//! seat's decisions and everyone else's visible ones, adds a node, plays a few random actions
//! ([`Budget::cutoff`]) and credits every seat on the way with its result: the game's outcome when
//! it ended, else the game's evaluation of the position reached
//! ([`Rules::standings`](tabletop::Rules::standings), the same the greedy baseline player
//! maximizes). A game may have some playout actions chosen greedily by that evaluation
//! ([`Rules::GREEDY_PLAYOUT_PERCENT`](tabletop::Rules::GREEDY_PLAYOUT_PERCENT)). Random play to the end says little in games where random players all lose the same
//! way (fed to Cleopatra's crocodile); an evaluation a few actions ahead says much more. A child's exploration counts the
//! iterations in which it was *available*, since each determinization allows other actions.
//!
//! The search never reads what its seat cannot see: the position it is given is used only to be
//! determinized, and determinizing depends only on the seat's view; the evaluation reads only
//! determinized positions. Other seats' secret choices
//! (the Offering's bids) are made inside the search as the game judges them, never as tree nodes,
//! so the searching seat's own secret choice is never conditioned on them.

mod level;
pub mod protocol;
mod search;

pub use level::{Budget, Level, UnknownLevel};
pub use protocol::decision_seed;
pub use search::{decide, lead, Candidate, Decision, CANDIDATES};
