//! The games on the shelf, listed once ([`SHELF`]): their ids, seats, short codes and pictures,
//! which every page knows, and the code of those on this page.

use table_ui::shelf::Entry;

pub use table_ui::shelf::{import_here, imported_game, open_stored, GameId, Imported, Opened};

#[cfg(feature = "imhotep-game")]
pub mod imhotep;
#[cfg(feature = "mausoleum-game")]
pub mod mausoleum;
#[cfg(feature = "pyramids-game")]
pub mod pyramids;

/// The games on the shelf, in the order it shows them.
pub static SHELF: [&Entry; 4] = [&cleopatra_ui::ENTRY, &IMHOTEP, &PYRAMIDS, &MAUSOLEUM];

// What every page knows of each game (its id, what the shelf says of it, how many may play, the
// prefixes of its short codes, its picture), and its code where its page's feature holds it.

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
            (
                table::Played::<imhotep::ImhotepGame>::ID,
                ::imhotep::GAME_NAME,
            ),
            (
                table::Played::<pyramids::PyramidsGame>::ID,
                ::pyramids::GAME_NAME,
            ),
            (
                table::Played::<mausoleum::MausoleumGame>::ID,
                ::mausoleum::GAME_NAME,
            ),
        ];
        let all: Vec<GameId> = GameId::all().collect();
        assert!(all.ends_with(&ids.map(|(id, _)| id)), "{all:?}");
        for (game, name) in ids {
            assert_eq!(game.id(), name);
            assert_eq!(GameId::from_id(name), Some(game));
            assert!(game.is_here(), "the default build holds every game");
        }
    }

    /// Every message the games' code names is in the catalogues, in both languages alike.
    #[test]
    fn the_catalogues_hold_every_message_the_games_name() {
        shelve();
        let checked = table_ui::catalogue_check::every_message_is_held(
            concat!(env!("CARGO_MANIFEST_DIR"), "/src"),
            |lang| lang.sources(),
        );
        assert!(checked > 300, "only {checked} messages checked");
    }

    /// The shelf offers what the new-game screens offer: Pyramids' solo too.
    #[test]
    fn the_shelf_counts_the_seats_each_new_game_screen_offers() {
        shelve();
        let seats = |id| GameId::from_id(id).map(GameId::seats);
        assert_eq!(seats("pyramids"), Some(1..=::pyramids::MAX_PLAYERS));
        for game in ["imhotep", "mausoleum"] {
            assert_eq!(seats(game), Some(2..=4), "{game}");
        }
    }
}
