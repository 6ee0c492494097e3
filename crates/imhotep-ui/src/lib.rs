//! *Imhotep* at the table, in Yew: its place on the shelf ([`ENTRY`]) and picture, which every
//! page knows, and with the `play` feature its screens, words and table glue (the rules are the
//! `imhotep` crate's, the table around them `table-ui`'s).

use table_ui::shelf::Entry;

#[cfg(feature = "shelf")]
mod art;
#[cfg(feature = "play")]
pub mod components;
#[cfg(feature = "play")]
pub mod game;

#[cfg(feature = "shelf")]
pub use art::{ImhotepArt, ImhotepArtProps};
#[cfg(feature = "play")]
pub use game::{new_table, ImhotepGame, ImhotepOptions, ImhotepTable};

/// *Imhotep* on the shelf.
pub static ENTRY: Entry = Entry {
    id: "imhotep",
    words: table_ui::shelf_words!("imhotep-shelf"),
    seats: 2..=4,
    code_prefixes: &[],
    art: table_ui::shelf_art!(crate::art::ImhotepArt),
    #[cfg(feature = "play")]
    here: Some(&table_ui::plugin::Here::<table::Played<game::ImhotepGame>>::GAME),
    #[cfg(not(feature = "play"))]
    here: None,
};

/// Lays out a shelf of this game alone on the current thread (the tests that translate words
/// need its catalogues).
#[cfg(test)]
pub(crate) fn shelve() {
    static ALONE: [&Entry; 1] = [&crate::ENTRY];
    table_ui::shelf::register(&ALONE);
}

#[cfg(all(test, feature = "play"))]
mod tests {
    use table_ui::plugin::GameUi;
    use table_ui::shelf::{imported_game, GameId};

    use crate::game::ImhotepGame;

    type Played = table::Played<ImhotepGame>;

    /// The shelf names the game as its saves and its own code do, and offers the seats its
    /// new-game screen offers.
    #[test]
    fn the_shelf_names_the_game_as_its_code_does() {
        crate::shelve();
        assert_eq!(crate::ENTRY.id, ::imhotep::GAME_NAME);
        assert_eq!(Played::ID.id(), ::imhotep::GAME_NAME);
        assert_eq!(GameId::all().collect::<Vec<_>>(), [Played::ID]);
        assert_eq!(GameId::from_id(::imhotep::GAME_NAME), Some(Played::ID));
        assert!(Played::ID.is_here(), "the play feature holds its code");
        assert_eq!(Played::ID.seats(), 2..=4);
    }

    /// Imhotep has no short code: a record of it is no code, and imports by its game.
    #[test]
    fn a_record_of_the_game_is_no_short_code() {
        crate::shelve();
        assert_eq!(GameId::of_code("{\"game\":\"imhotep\"}"), None);
        assert!(Played::ID.code_prefixes().is_empty());
        let record =
            r#"{"format":1,"game":"imhotep","config":{"players":["A","B"]},"seed":1,"actions":[]}"#;
        assert_eq!(imported_game(record), Ok(Played::ID));
    }

    /// Every message the game's code names is on its page (the shell's words, its shelf words and
    /// its catalogues), in both languages alike.
    #[test]
    fn the_catalogues_hold_every_message_the_game_names() {
        crate::shelve();
        let checked = table_ui::catalogue_check::every_message_is_held(
            concat!(env!("CARGO_MANIFEST_DIR"), "/src"),
            |lang| lang.sources(),
        );
        assert!(checked > 150, "only {checked} messages checked");
    }

    /// A saved game's line in the list of saves words the round and whose turn it is.
    #[test]
    fn a_saved_game_says_how_far_it_has_come() {
        crate::shelve();
        let t = crate::game::new_table(
            vec!["Ana".into(), "Bruno".into()],
            vec![table::PlayerColour::Orange, table::PlayerColour::Blue],
            Some(0),
            Default::default(),
            7,
        )
        .unwrap();
        let summary = <ImhotepGame as table::Shelved>::summary(&t);
        table_ui::catalogue_check::progress_is_worded(&summary);
    }
}
