//! The games on the shelf, listed once ([`SHELF`]): their ids, seats, short codes and pictures,
//! which every page knows, and the code of those on this page.

use table_ui::shelf::Entry;

pub use table_ui::shelf::{import_here, imported_game, open_stored, GameId, Imported, Opened};

#[cfg(feature = "cleopatra-game")]
pub mod cleopatra;
#[cfg(feature = "imhotep-game")]
pub mod imhotep;
#[cfg(feature = "mausoleum-game")]
pub mod mausoleum;
#[cfg(feature = "cleopatra-game")]
mod mini_expansion;
#[cfg(feature = "cleopatra-game")]
pub use mini_expansion::MiniExpansion;

/// The games on the shelf, in the order it shows them.
pub static SHELF: [&Entry; 4] = [&CLEOPATRA, &IMHOTEP, &pyramids_ui::ENTRY, &MAUSOLEUM];

// What every page knows of each game (its id, what the shelf says of it, how many may play, the
// prefixes of its short codes, its picture), and its code where its page's feature holds it.

/// *Cleopatra and the Society of Architects* (Deluxe).
pub static CLEOPATRA: Entry = Entry {
    id: "cleopatra",
    words: table_ui::shelf_words!("cleopatra-shelf"),
    seats: 2..=4,
    code_prefixes: &["CLEO1-", "CLEO2-"],
    art: table_ui::shelf_art!(crate::components::Emblem),
    #[cfg(feature = "cleopatra-game")]
    here: Some(&table_ui::plugin::Here::<cleopatra::CleopatraGame>::GAME),
    #[cfg(not(feature = "cleopatra-game"))]
    here: None,
};

/// *Imhotep*.
pub static IMHOTEP: Entry = Entry {
    id: "imhotep",
    words: table_ui::shelf_words!("imhotep-shelf"),
    seats: 2..=4,
    code_prefixes: &[],
    art: table_ui::shelf_art!(crate::components::ImhotepArt),
    #[cfg(feature = "imhotep-game")]
    here: Some(&table_ui::plugin::Here::<table::Played<imhotep::ImhotepGame>>::GAME),
    #[cfg(not(feature = "imhotep-game"))]
    here: None,
};

/// The Mausoleum card game (*Guardiões do Mausoléu*).
pub static MAUSOLEUM: Entry = Entry {
    id: "mausoleum",
    words: table_ui::shelf_words!("mausoleum-shelf"),
    seats: 2..=4,
    code_prefixes: &[],
    art: table_ui::shelf_art!(crate::components::MausoleumArt),
    #[cfg(feature = "mausoleum-game")]
    here: Some(&table_ui::plugin::Here::<table::Played<mausoleum::MausoleumGame>>::GAME),
    #[cfg(not(feature = "mausoleum-game"))]
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
        let ids = [
            (cleopatra::CleopatraGame::ID, ::cleopatra::GAME_NAME),
            (
                table::Played::<imhotep::ImhotepGame>::ID,
                ::imhotep::GAME_NAME,
            ),
            (
                table::Played::<mausoleum::MausoleumGame>::ID,
                ::mausoleum::GAME_NAME,
            ),
        ];
        // The games whose UI is a crate of its own check their names there.
        let listed: Vec<_> = GameId::all()
            .filter(|g| ids.iter().any(|(id, _)| id == g))
            .collect();
        assert_eq!(listed, ids.map(|(id, _)| id));
        assert_eq!(GameId::all().count(), SHELF.len());
        for (game, name) in ids {
            assert_eq!(game.id(), name);
            assert_eq!(GameId::from_id(name), Some(game));
            assert!(game.is_here(), "the default build holds every game");
        }
    }

    /// The shelf tells a short code's game without the game's code, as the game reads it.
    #[test]
    fn the_shelf_knows_each_short_code_as_its_game_does() {
        use crate::codes::{CODE_PREFIX, CODE_PREFIX_2};
        shelve();
        let cleopatra = cleopatra::CleopatraGame::ID;
        assert_eq!(cleopatra.code_prefixes(), [CODE_PREFIX, CODE_PREFIX_2]);
        assert_eq!(GameId::of_code("CLEO2-AbC"), Some(cleopatra));
        assert_eq!(GameId::of_code("{\"game\":\"imhotep\"}"), None);
        assert_eq!(imported_game("  CLEO1-abc"), Ok(cleopatra));
    }

    /// Every message the games' code names is in the catalogues, in both languages alike.
    #[test]
    fn the_catalogues_hold_every_message_the_games_name() {
        shelve();
        let checked = table_ui::catalogue_check::every_message_is_held(
            concat!(env!("CARGO_MANIFEST_DIR"), "/src"),
            |lang| lang.sources(),
        );
        assert!(checked > 500, "only {checked} messages checked");
    }

    /// The shelf offers what the new-game screens offer.
    #[test]
    fn the_shelf_counts_the_seats_each_new_game_screen_offers() {
        shelve();
        let seats = |id| GameId::from_id(id).map(GameId::seats);
        for game in ["cleopatra", "imhotep", "mausoleum"] {
            assert_eq!(seats(game), Some(2..=4), "{game}");
        }
    }
}
