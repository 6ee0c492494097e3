//! *Silver & Gold: Pyramids* at the table, in Yew: its place on the shelf ([`ENTRY`]), which every
//! page knows; its picture there (feature `shelf`); and its code (feature `play`): the table's
//! screens, its setup, rules and end, and its words.

#[cfg(feature = "shelf")]
mod art;
#[cfg(feature = "play")]
pub mod components;
#[cfg(feature = "play")]
pub mod game;

#[cfg(feature = "shelf")]
pub use art::{PyramidsArt, PyramidsArtProps};
#[cfg(feature = "play")]
pub use game::{new_table, PyramidsGame, PyramidsTable};

use table_ui::shelf::Entry;

/// *Silver & Gold: Pyramids*: the box says 2–4; solo is this edition's variant.
pub static ENTRY: Entry = Entry {
    id: "pyramids",
    words: table_ui::shelf_words!("pyramids-shelf"),
    seats: 1..=4,
    code_prefixes: &[],
    art: table_ui::shelf_art!(crate::art::PyramidsArt),
    #[cfg(feature = "play")]
    here: Some(&table_ui::plugin::Here::<table::Played<game::PyramidsGame>>::GAME),
    #[cfg(not(feature = "play"))]
    here: None,
};

/// Puts the game alone on the shelf (the tests that translate its words need it there).
#[cfg(test)]
pub(crate) fn shelve() {
    static ALONE: [&Entry; 1] = [&crate::ENTRY];
    table_ui::shelf::register(&ALONE);
}

#[cfg(all(test, feature = "play"))]
mod tests {
    use super::*;
    use table_ui::plugin::GameUi;
    use table_ui::shelf::GameId;

    /// A page without the game's code still names the game as its saves and its own code do.
    #[test]
    fn the_shelf_names_the_game_as_its_code_does() {
        shelve();
        let game = table::Played::<PyramidsGame>::ID;
        assert_eq!(ENTRY.id, ::pyramids::GAME_NAME);
        assert_eq!(game.id(), ::pyramids::GAME_NAME);
        assert_eq!(GameId::all().collect::<Vec<_>>(), [game]);
        assert_eq!(GameId::from_id(::pyramids::GAME_NAME), Some(game));
        assert!(game.is_here(), "the default build holds the game");
    }

    /// The shelf offers what the new-game screen offers: solo too.
    #[test]
    fn the_shelf_counts_the_seats_the_new_game_screen_offers() {
        shelve();
        let seats = GameId::from_id("pyramids").map(GameId::seats);
        assert_eq!(seats, Some(1..=::pyramids::MAX_PLAYERS));
    }

    /// Every message the game's code names is in its page's catalogues (the shell's, its shelf
    /// words and its own), in both languages alike.
    #[test]
    fn the_catalogues_hold_every_message_the_game_names() {
        shelve();
        let checked = table_ui::catalogue_check::every_message_is_held(
            concat!(env!("CARGO_MANIFEST_DIR"), "/src"),
            |lang| lang.sources(),
        );
        assert!(checked > 90, "only {checked} messages checked");
    }

    /// A saved game's line in the list of saves words how far it has come and whose turn it is.
    #[test]
    fn a_saved_game_says_how_far_it_has_come() {
        shelve();
        let t = crate::game::new_table(
            vec!["Ana".into(), "Bruno".into()],
            vec![table::PlayerColour::Orange, table::PlayerColour::Blue],
            7,
        )
        .unwrap();
        let summary = <crate::game::PyramidsGame as table::Shelved>::summary(&t);
        table_ui::catalogue_check::progress_is_worded(&summary);
    }
}
