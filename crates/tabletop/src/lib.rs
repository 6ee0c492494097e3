//! What every game on the shelf shares, with no web dependency: [`Seat`] and [`ByPlayer`], the
//! seeded [`GameRng`], the save [`Envelope`], the [`Rules`] trait each game's core implements, so
//! the table layer, the command-line tool and the computer opponents serve every game alike, and
//! the saves of a [`Recorded`] game in [`save`].

pub mod bench;
mod envelope;
mod log;
mod order;
mod rng;
mod rules;
pub mod save;
mod seat;
pub mod testing;

pub use envelope::{Envelope, EnvelopeError, Header};
pub use log::EventLog;
pub use order::{sort_small, sort_small_by, sort_small_by_key};
pub use rng::GameRng;
pub use rules::{Deciders, Outcome, Rules};
pub use save::Recorded;
pub use seat::{ByPlayer, Seat};
