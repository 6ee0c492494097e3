//! The games on the shelf, listed once ([`SHELF`]): their ids, seats, short codes and pictures,
//! which every page knows, and the code of those on this page.

use table_ui::shelf::Entry;

pub use table_ui::shelf::{import_here, imported_game, open_stored, GameId, Imported, Opened};

#[cfg(feature = "pyramids-game")]
pub mod pyramids;

/// The games on the shelf, in the order it shows them.
pub static SHELF: [&Entry; 4] = [
    &cleopatra_ui::ENTRY,
    &imhotep_ui::ENTRY,
    &PYRAMIDS,
    &mausoleum_ui::ENTRY,
];

// What every page knows of each game (its id, what the shelf says of it, how many may play, the
// prefixes of its short codes, its picture), and its code where its page's feature holds it.

/// *Silver & Gold: Pyramids*: the box says 2–4; solo is this edition's variant.
pub static PYRAMIDS: Entry = Entry {
    id: "pyramids",
    words: table_ui::shelf_words!("pyramids-shelf"),
    seats: 1..=4,
    code_prefixes: &[],
    art: table_ui::shelf_art!(crate::components::PyramidsArt),
    #[cfg(feature = "pyramids-game")]
    here: Some(&table_ui::plugin::Here::<table::Played<pyramids::PyramidsGame>>::GAME),
    #[cfg(not(feature = "pyramids-game"))]
    here: None,
};

/// Lays out this build's shelf on the current thread (the tests' start; the page's is
/// [`crate::start`]).
pub fn shelve() {
    table_ui::shelf::register(&SHELF);
}

#[cfg(test)]
mod tests {
    use super::*;
    use table_ui::plugin::GameUi;

    /// A page without a game's code still names the game as its saves and its own code do.
    #[test]
    fn the_shelf_names_each_game_as_its_code_does() {
        shelve();
        let ids = [(
            table::Played::<pyramids::PyramidsGame>::ID,
            ::pyramids::GAME_NAME,
        )];
        // The games whose code is a crate of its own check their names in their crate's tests.
        let listed = GameId::all().filter(|g| ids.iter().any(|(id, _)| id == g));
        assert_eq!(listed.collect::<Vec<_>>(), ids.map(|(id, _)| id));
        for (game, name) in ids {
            assert_eq!(game.id(), name);
            assert_eq!(GameId::from_id(name), Some(game));
        }
        assert!(
            GameId::all().all(GameId::is_here),
            "the default build holds every game"
        );
    }

    /// Every message the games' code names is in the catalogues, in both languages alike.
    #[test]
    fn the_catalogues_hold_every_message_the_games_name() {
        shelve();
        let checked = table_ui::catalogue_check::every_message_is_held(
            concat!(env!("CARGO_MANIFEST_DIR"), "/src"),
            |lang| lang.sources(),
        );
        assert!(checked > 50, "only {checked} messages checked");
    }

    /// The shelf offers what the new-game screens offer: Pyramids' solo too.
    #[test]
    fn the_shelf_counts_the_seats_each_new_game_screen_offers() {
        shelve();
        let seats = |id| GameId::from_id(id).map(GameId::seats);
        assert_eq!(seats("pyramids"), Some(1..=::pyramids::MAX_PLAYERS));
    }
}
