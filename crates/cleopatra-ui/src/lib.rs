//! *Cleopatra and the Society of Architects* (Deluxe) at the table: its place on the shelf
//! ([`ENTRY`], with its picture on the shelf's page) and, with feature `play`, its code: the
//! screens ([`components`]), its words ([`text`]), its short codes ([`codes`]), what the player is
//! choosing on screen ([`choice`]) and the table's glue ([`game`]).

#[cfg(feature = "shelf")]
mod art;
#[cfg(feature = "play")]
pub mod choice;
#[cfg(feature = "play")]
pub mod codes;
#[cfg(feature = "play")]
pub mod components;
#[cfg(feature = "play")]
pub mod game;
#[cfg(feature = "play")]
mod mini_expansion;
#[cfg(all(test, feature = "play"))]
mod saves_tests;
#[cfg(feature = "play")]
pub mod text;

#[cfg(feature = "play")]
pub use mini_expansion::MiniExpansion;

use table_ui::shelf::Entry;

/// *Cleopatra and the Society of Architects* (Deluxe) on the shelf: what every page knows of it
/// (its id, what the shelf says of it, how many may play, the prefixes of its short codes, its
/// picture), and its code where feature `play` holds it.
pub static ENTRY: Entry = Entry {
    id: "cleopatra",
    words: table_ui::shelf_words!("cleopatra-shelf"),
    seats: 2..=4,
    code_prefixes: &["CLEO1-", "CLEO2-"],
    art: table_ui::shelf_art!(crate::art::Emblem),
    #[cfg(feature = "play")]
    here: Some(&table_ui::plugin::Here::<game::CleopatraGame>::GAME),
    #[cfg(not(feature = "play"))]
    here: None,
};

/// Lays out a shelf of this game alone (the tests' start).
#[cfg(test)]
pub(crate) fn shelve() {
    static ALONE: [&Entry; 1] = [&ENTRY];
    table_ui::shelf::register(&ALONE);
}

#[cfg(all(test, feature = "play"))]
mod tests {
    use table_ui::plugin::GameUi;
    use table_ui::shelf::{imported_game, GameId};

    use crate::codes::{CODE_PREFIX, CODE_PREFIX_2};
    use crate::game::CleopatraGame;

    /// The shelf names the game as its saves and its own code do.
    #[test]
    fn the_shelf_names_the_game_as_its_code_does() {
        crate::shelve();
        let game = CleopatraGame::ID;
        assert_eq!(crate::ENTRY.id, cleopatra::GAME_NAME);
        assert_eq!(game.id(), cleopatra::GAME_NAME);
        assert_eq!(GameId::all().collect::<Vec<_>>(), [game]);
        assert_eq!(GameId::from_id(cleopatra::GAME_NAME), Some(game));
        assert!(game.is_here());
        assert_eq!(game.seats(), 2..=4);
    }

    /// The shelf tells a short code's game without the game's code, as the game reads it.
    #[test]
    fn the_shelf_knows_each_short_code_as_the_game_does() {
        crate::shelve();
        let cleopatra = CleopatraGame::ID;
        assert_eq!(cleopatra.code_prefixes(), [CODE_PREFIX, CODE_PREFIX_2]);
        assert_eq!(GameId::of_code("CLEO2-AbC"), Some(cleopatra));
        assert_eq!(GameId::of_code("{\"game\":\"imhotep\"}"), None);
        assert_eq!(imported_game("  CLEO1-abc"), Ok(cleopatra));
    }

    /// The game's page holds every message its code names (the shell's, its shelf words and its
    /// catalogues), in both languages alike.
    #[test]
    fn the_catalogues_hold_every_message_the_game_names() {
        crate::shelve();
        // The rules help's words, read when it opens (`use_later`), count as the page's.
        use table_ui::Lang;
        let later = |lang: Lang| match lang {
            Lang::En => include_str!("../locales/en/cleopatra-help.ftl"),
            Lang::PtBr => include_str!("../locales/pt-BR/cleopatra-help.ftl"),
        };
        let checked = table_ui::catalogue_check::every_message_is_held(
            concat!(env!("CARGO_MANIFEST_DIR"), "/src"),
            |lang| {
                let mut sources = lang.sources();
                sources.push(later(lang));
                sources
            },
        );
        assert!(checked > 300, "only {checked} messages checked");
    }
}
