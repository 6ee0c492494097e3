//! A game at the table, for any game of the shelf, with no Yew and no browser: it tests natively.
//!
//! - [`Table`]: a game in progress on one device: the game with its record, the seats' colours,
//!   the log, who holds the device (the curtain, the last look) and who is a computer; undo among
//!   people and through the computers' replies.
//! - [`TableGame`]: what the table needs from a game. A game of [`tabletop::Rules`] joins through
//!   [`Played`] (its record and the shared undo policy) by implementing [`Shelved`].
//! - [`Record`] and [`Summary`]: a saved game as the device keeps it, and what a list shows for it
//!   without the game's code.
//! - [`TableDraft`] and [`PlayerColour`]: the table being set up.
//!
//! No game is named here: each game brings its own words and board to the table.

mod colour;
mod draft;
mod game;
pub mod lesson;
mod played;
mod record;
mod results;
mod table;
mod undo;

pub use colour::PlayerColour;
pub use draft::{DraftAction, TableDraft, SEATS};
pub use game::TableGame;
pub use played::{Action, Event, Played, PlayedLoadError, Refusal, Shelved, UndoRefusal};
pub use record::{
    GameError, Progress, Record, RecordError, Scores, Summary, APP_NAME, RECORD_FORMAT,
};
pub use results::{Absorbed, GameResult, PlayerStats, Results, SeatResult, Tally, RESULTS_FORMAT};
pub use table::{Table, TableAction};
