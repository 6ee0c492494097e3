//! The web app of the shelf of Egyptian builder games (the README names them).
//!
//! The shelf lists the games once ([`games::SHELF`]); the table around them is `table-ui`'s, each
//! game's UI its own crate's (`<game>-ui`), the rules each game's rules crate's. A page is a build
//! of this crate with the features of what it shows.

pub mod games;

pub use table_ui::{i18n, App, AppProps, Lang, Screen};

/// Mounts the app into the page body, with the shelf's games. Called once by `main`.
pub fn start() {
    table_ui::start(&games::SHELF);
}
