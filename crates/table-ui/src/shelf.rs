//! The games on the shelf, as the app that lists them registers them ([`register`]): their ids,
//! seats, short codes and pictures, which every page knows, and the code of those on this page
//! ([`GameId::here`]). The shelf names no game itself.

use std::cell::Cell;
use std::ops::RangeInclusive;

use table::{Record, RecordError};
use yew::{Classes, Html};

use crate::i18n::{text as text_arg, Lang};
use crate::plugin::{AnyTable, HereGame};
use crate::saves::{game_of, table_of};
use crate::storage::{self, SaveStatus, Saver};

/// A game's place on the shelf: what every page knows of it, whether or not it holds its code.
pub struct Entry {
    /// Its id: what saves, storage, pages and catalogues name it by (the rules core's
    /// `GAME_NAME`).
    pub id: &'static str,
    /// How many may play, as its new-game screen offers them.
    pub seats: RangeInclusive<usize>,
    /// The prefixes of its short codes, if it travels as one.
    pub code_prefixes: &'static [&'static str],
    /// Its picture on the shelf, with extra CSS classes.
    pub art: fn(Classes) -> Html,
    /// What the shelf says of it on every page, in language `lang` (a catalogue: its name,
    /// pitch, picture's words and a saved game's progress; see [`shelf_words!`]).
    pub words: fn(Lang) -> &'static str,
    /// Its code, if this page holds it.
    pub here: Option<&'static (dyn HereGame + Sync)>,
}

/// A game's [`Entry::words`]: its catalogue `locales/<tag>/<file>.ftl` in its crate, compiled in
/// where they are read: on the shelf's page (the invoking crate's `shelf` feature), on the
/// game's own (`play`) and on the statistics' (`words`). Another game's page never shows them.
#[macro_export]
macro_rules! shelf_words {
    ($file:literal) => {{
        #[cfg(any(feature = "shelf", feature = "play", feature = "words"))]
        let words = |lang| match lang {
            $crate::Lang::En => include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/locales/en/",
                $file,
                ".ftl"
            )),
            $crate::Lang::PtBr => include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/locales/pt-BR/",
                $file,
                ".ftl"
            )),
        };
        #[cfg(not(any(feature = "shelf", feature = "play", feature = "words")))]
        let words = |_| "";
        words
    }};
}

/// A game's [`Entry::art`]: drawn by its component `$art` (a path) on the shelf's page; a game's
/// page has no shelf to show it on, so there it draws nothing. The invoking crate's `shelf`
/// feature tells which.
#[macro_export]
macro_rules! shelf_art {
    ($($art:ident)::+) => {{
        #[cfg(feature = "shelf")]
        let draw = |class| yew::html! { <$($art)::+ {class} /> };
        #[cfg(not(feature = "shelf"))]
        let draw = |_| yew::Html::default();
        draw
    }};
}

thread_local! {
    static SHELF: Cell<&'static [&'static Entry]> = const { Cell::new(&[]) };
}

/// Puts `games` on the shelf, in the order it shows them. The app does it once, before anything
/// reads the shelf; again, it replaces the list (tests lay out shelves of their own).
pub fn register(games: &'static [&'static Entry]) {
    SHELF.with(|shelf| shelf.set(games));
    crate::i18n::forget_bundles();
}

/// The games on the shelf, in its order.
pub fn entries() -> &'static [&'static Entry] {
    SHELF.with(Cell::get)
}

/// A game on the shelf. Saves name it by its id (its rules core's `GAME_NAME`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameId(&'static str);

/// The first game on the shelf.
impl Default for GameId {
    fn default() -> GameId {
        GameId::all().next().unwrap_or(GameId(""))
    }
}

impl GameId {
    /// The game of id `id`, as its own code names itself (see [`crate::plugin::GameUi::ID`]).
    pub const fn new(id: &'static str) -> GameId {
        GameId(id)
    }

    /// Every game on the shelf, in the order it shows them.
    pub fn all() -> impl Iterator<Item = GameId> {
        entries().iter().map(|e| GameId(e.id))
    }

    /// The game a save names, if it is on the shelf.
    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::all().find(|g| g.id() == id)
    }

    /// The game whose short code `text` is, if it is one.
    pub fn of_code(text: &str) -> Option<GameId> {
        entries()
            .iter()
            .find(|e| e.code_prefixes.iter().any(|p| text.starts_with(p)))
            .map(|e| GameId(e.id))
    }

    fn entry(self) -> Option<&'static Entry> {
        entries().iter().copied().find(|e| e.id == self.0)
    }

    /// The id saves, storage, pages and catalogues use.
    pub fn id(self) -> &'static str {
        self.0
    }

    /// Whether this page holds the game's code (else its own page does).
    pub fn is_here(self) -> bool {
        self.here().is_some()
    }

    /// The game's code, if it is on this page.
    pub fn here(self) -> Option<&'static (dyn HereGame + Sync)> {
        self.entry().and_then(|e| e.here)
    }

    /// How many may play, as the new-game screen offers them.
    pub fn seats(self) -> RangeInclusive<usize> {
        self.entry().map_or(2..=4, |e| e.seats.clone())
    }

    /// The prefixes of the game's short codes, if it travels as one.
    pub fn code_prefixes(self) -> &'static [&'static str] {
        self.entry().map_or(&[], |e| e.code_prefixes)
    }

    /// Its picture on the shelf.
    pub fn art(self, class: Classes) -> Html {
        self.entry().map(|e| (e.art)(class)).unwrap_or_default()
    }

    /// The page that plays it, beside the shelf's `index.html`.
    pub fn page(self) -> String {
        format!("{}.html", self.id())
    }

    /// The catalogue id of the game's name.
    pub fn name_key(self) -> String {
        format!("{}-name", self.id())
    }

    /// The catalogue id of the line under the name (the edition).
    pub fn subtitle_key(self) -> String {
        format!("{}-subtitle", self.id())
    }

    /// The catalogue id of the one-line pitch on the shelf.
    pub fn pitch_key(self) -> String {
        format!("{}-pitch", self.id())
    }
}

/// A game opened from the list or an import.
#[derive(Debug, Clone, PartialEq)]
pub struct Opened {
    /// The table.
    pub table: AnyTable,
    /// Its autosave.
    pub saver: Saver,
}

/// Opens stored game `id`, if it reads.
pub fn open_stored(id: &str) -> Option<Result<Opened, RecordError>> {
    let text = storage::read(id)?;
    Some(Record::parse(&text).and_then(|record| {
        Ok(Opened {
            table: table_of(&record)?,
            saver: Saver::resuming(&record),
        })
    }))
}

/// The game inside an imported text: a game code, a record or a bare save.
pub fn imported_game(text: &str) -> Result<GameId, RecordError> {
    let text = text.trim();
    if let Some(game) = GameId::of_code(text) {
        return Ok(game);
    }
    game_of(&Record::parse(text)?)
}

/// How importing a game whose code is in this build went.
#[derive(Debug, Clone, PartialEq)]
pub enum Imported {
    /// Stored as a new saved game, or refused: what to tell the player.
    Said(String),
    /// Read, but the browser would not store it: it opens at the table all the same.
    Open(Opened),
}

/// Imports `text` (a game code, a record or a bare save of a game whose code is here): replays
/// it and stores it as a new saved game, so an import never replaces one.
pub fn import_here(lang: Lang, text: &str) -> Imported {
    let text = text.trim();
    let code = GameId::of_code(text)
        .and_then(GameId::here)
        .and_then(|game| game.read_code(text));
    let read = match code {
        Some(read) => read.map(|t| (t, String::new())),
        None => Record::parse(text).and_then(|record| Ok((table_of(&record)?, record.name))),
    };
    let (table, name) = match read {
        Ok(read) => read,
        Err(e) => return Imported::Said(crate::words::import_failed(lang, &e)),
    };
    let mut saver = Saver::fresh();
    saver.name = name;
    match table.store(&mut saver) {
        SaveStatus::Saved => {
            let title = table.names().join(" · ");
            Imported::Said(lang.ta("imported", &[("name", text_arg(title))]))
        }
        _ => Imported::Open(Opened { table, saver }),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn no_art(_: Classes) -> Html {
        Html::default()
    }

    /// Two games with no code here, for the shared layer's own tests.
    pub(crate) static ALPHA: Entry = Entry {
        id: "alpha",
        seats: 2..=4,
        code_prefixes: &["ALPHA1-"],
        art: no_art,
        words: |_| "",
        here: None,
    };

    pub(crate) static BETA: Entry = Entry {
        id: "beta",
        seats: 1..=4,
        code_prefixes: &[],
        art: no_art,
        words: |_| "",
        here: None,
    };

    /// A shelf of two games with no code here.
    pub(crate) static TEST_SHELF: [&Entry; 2] = [&ALPHA, &BETA];

    /// Lays out the test shelf.
    pub(crate) fn shelve() {
        register(&TEST_SHELF);
    }

    #[test]
    fn the_shelf_lists_what_was_registered() {
        shelve();
        let ids: Vec<&str> = GameId::all().map(GameId::id).collect();
        assert_eq!(ids, ["alpha", "beta"]);
        assert_eq!(GameId::default().id(), "alpha");
        assert_eq!(GameId::from_id("beta").map(GameId::seats), Some(1..=4));
        assert_eq!(GameId::from_id("gamma"), None);
        assert_eq!(GameId::of_code("ALPHA1-xyz").map(GameId::id), Some("alpha"));
        assert_eq!(GameId::of_code("{\"game\":\"beta\"}"), None);
        assert!(!GameId::new("alpha").is_here());
    }

    #[test]
    fn an_import_names_its_game_before_any_replay() {
        shelve();
        assert_eq!(imported_game("  ALPHA1-abc").map(GameId::id), Ok("alpha"));
        let beta =
            r#"{"format":1,"game":"beta","config":{"players":["A","B"]},"seed":1,"actions":[]}"#;
        assert_eq!(imported_game(beta).map(GameId::id), Ok("beta"));
        assert_eq!(imported_game("{}"), Err(RecordError::Foreign));
        assert!(matches!(
            imported_game("not json"),
            Err(RecordError::Corrupt(_))
        ));
    }
}
