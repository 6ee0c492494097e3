//! The Mausoleum card game (*Guardiões do Mausoléu*) in the app: its place on the shelf
//! ([`ENTRY`]), which every page knows, and, with the `play` feature, its code at the table (its
//! screens, rules help and words) for its own page. Its picture on the shelf comes with the
//! `shelf` feature.

#[cfg(feature = "shelf")]
mod art;
#[cfg(feature = "play")]
pub mod components;
#[cfg(feature = "play")]
pub mod game;

#[cfg(feature = "shelf")]
pub use art::{MausoleumArt, MausoleumArtProps};
#[cfg(feature = "play")]
pub use game::{new_table, MausoleumGame, MausoleumOptions, MausoleumTable};

use table_ui::shelf::Entry;

/// The Mausoleum card game (*Guardiões do Mausoléu*): what every page knows of it, and its code
/// where the `play` feature holds it.
pub static ENTRY: Entry = Entry {
    id: "mausoleum",
    words: table_ui::shelf_words!("mausoleum-shelf"),
    seats: 2..=4,
    code_prefixes: &[],
    art: table_ui::shelf_art!(crate::art::MausoleumArt),
    #[cfg(feature = "play")]
    here: Some(&table_ui::plugin::Here::<table::Played<game::MausoleumGame>>::GAME),
    #[cfg(not(feature = "play"))]
    here: None,
};

/// Lays out a shelf of this game alone (the tests that translate its words need its catalogues).
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

    /// The shelf names the game as its saves and its own code do, and offers the seats its
    /// new-game screen does.
    #[test]
    fn the_shelf_names_the_game_as_its_code_does() {
        shelve();
        let game = table::Played::<MausoleumGame>::ID;
        assert_eq!(game.id(), ::mausoleum::GAME_NAME);
        assert_eq!(ENTRY.id, ::mausoleum::GAME_NAME);
        assert_eq!(GameId::all().collect::<Vec<_>>(), [game]);
        assert_eq!(GameId::from_id(::mausoleum::GAME_NAME), Some(game));
        assert!(game.is_here(), "the play feature holds the game's code");
        assert_eq!(game.seats(), 2..=4);
    }

    /// Every message the game's code names is on its page: in the shell's words, its shelf words
    /// or its catalogues, in both languages alike.
    #[test]
    fn the_catalogues_hold_every_message_the_game_names() {
        shelve();
        let checked = table_ui::catalogue_check::every_message_is_held(
            concat!(env!("CARGO_MANIFEST_DIR"), "/src"),
            |lang| lang.sources(),
        );
        assert!(checked >= 80, "only {checked} messages checked");
    }

    /// A saved game's line in the list of saves words the pile and whose turn it is.
    #[test]
    fn a_saved_game_says_how_far_it_has_come() {
        shelve();
        let t = crate::game::new_table(
            vec!["Ana".into(), "Bruno".into()],
            vec![table::PlayerColour::Orange, table::PlayerColour::Blue],
            Some(0),
            Default::default(),
            7,
        )
        .unwrap();
        let summary = <crate::game::MausoleumGame as table::Shelved>::summary(&t);
        table_ui::catalogue_check::progress_is_worded(&summary);
        let line = table_ui::words::saved_progress(table_ui::i18n::Lang::En, &summary);
        // 52 cards, 5 dealt to each of two, and Ana's first draw made.
        assert_eq!(line, "41 cards left to draw · Ana to play");
    }
}
