//! The games on the shelf, listed once ([`SHELF`]): each game's crate says what every page knows
//! of it (its id, what the shelf says of it, how many may play, the prefixes of its short codes,
//! its picture) and holds its code where its page's feature asks for it (`<game>-game`).

use table_ui::shelf::Entry;

pub use table_ui::shelf::{import_here, imported_game, open_stored, GameId, Imported, Opened};

/// The games on the shelf, in the order it shows them.
pub static SHELF: [&Entry; 4] = [
    &cleopatra_ui::ENTRY,
    &imhotep_ui::ENTRY,
    &pyramids_ui::ENTRY,
    &mausoleum_ui::ENTRY,
];

/// Lays out this build's shelf on the current thread (the tests' start; the page's is
/// [`crate::start`]).
pub fn shelve() {
    table_ui::shelf::register(&SHELF);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each game is on the shelf once, under its own id, and the default build holds them all.
    #[test]
    fn the_shelf_lists_each_game_once() {
        shelve();
        let ids: Vec<&str> = GameId::all().map(GameId::id).collect();
        assert_eq!(ids, ["cleopatra", "imhotep", "pyramids", "mausoleum"]);
        assert!(
            GameId::all().all(GameId::is_here),
            "the default build holds every game"
        );
    }
}
