//! The web app of the shelf of Egyptian builder games: *Cleopatra and the Society of Architects*
//! (Deluxe), *Imhotep*, *Silver & Gold: Pyramids* and the *Mausoleum* card game.
//!
//! The shelf lists the games once ([`games::SHELF`]); the table around them is `table-ui`'s, the
//! rules each game's crate's. A page is a build of this crate with the features of what it shows.

pub mod components;
pub mod games;

#[cfg(feature = "table")]
pub use table_ui::bots;
pub use table_ui::{app, device, hooks, i18n, pages, plugin, saves, shelf, storage, words};
pub use table_ui::{App, AppProps, Lang, Screen};

/// Mounts the app into the page body, with the shelf's games. Called once by `main`.
pub fn start() {
    table_ui::start(&games::SHELF);
}
