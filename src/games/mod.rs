//! The games on the shelf, listed once ([`shelf!`]): their ids, pages, seats and short codes,
//! which every page knows, and the code of those on this page ([`here`]), reached through
//! [`GameUi`](crate::plugin::GameUi).

use crate::i18n::{text as text_arg, Lang};
use crate::plugin::{AnyTable, HereGame};
use crate::saves::{game_of, table_of};
use crate::storage::{self, SaveStatus, Saver};
use table::{Record, RecordError};

#[cfg(feature = "cleopatra-game")]
pub mod cleopatra;
#[cfg(feature = "imhotep-game")]
pub mod imhotep;
#[cfg(feature = "mausoleum-game")]
pub mod mausoleum;
#[cfg(feature = "pyramids-game")]
pub mod pyramids;

/// The games on the shelf, in the order it shows them: each with its id (what saves, storage,
/// pages and catalogues name it by), the Cargo feature of its page, the type that plugs it in
/// there, how many may play, and the prefixes of its short codes.
macro_rules! shelf {
    ($(
        $(#[$doc:meta])*
        $game:ident: $id:literal, $feature:literal, $plugin:ty, seats $seats:expr,
            codes [$($code:literal),*], catalogues [$($ftl:literal),+];
    )*) => {
        /// A game on the shelf. Saves name it by its id ("cleopatra", "imhotep").
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
        )]
        #[serde(rename_all = "lowercase")]
        pub enum GameId {
            #[default]
            $($(#[$doc])* $game,)*
        }

        impl GameId {
            /// Every game on the shelf, in the order it shows them.
            pub const ALL: &[GameId] = &[$(GameId::$game),*];

            /// The id saves, storage, pages and catalogues use (the rules core's `GAME_NAME`; a
            /// test holds them equal, as a page without a game's code still names it).
            pub fn id(self) -> &'static str {
                match self {
                    $(GameId::$game => $id,)*
                }
            }

            /// Whether this build holds the game's code (else its page does).
            pub fn is_here(self) -> bool {
                match self {
                    $(GameId::$game => cfg!(feature = $feature),)*
                }
            }

            /// How many may play, as the new-game screen offers them.
            pub fn seats(self) -> std::ops::RangeInclusive<usize> {
                match self {
                    $(GameId::$game => $seats,)*
                }
            }

            /// The game's own catalogue files (in `locales/<tag>/`), on its page only.
            pub fn catalogues(self) -> &'static [&'static str] {
                match self {
                    $(GameId::$game => &[$(concat!($ftl, ".ftl")),+],)*
                }
            }

            /// The prefixes of the game's short codes, if it travels as one.
            pub fn code_prefixes(self) -> &'static [&'static str] {
                match self {
                    $(GameId::$game => &[$($code),*],)*
                }
            }
        }

        /// The catalogues of the games on this page in language directory `$dir`, in the
        /// shelf's order (its paths are read from `src/`: only `i18n` invokes it).
        macro_rules! game_catalogues {
            ($dir:literal) => {
                [$($(
                    #[cfg(feature = $feature)]
                    include_str!(concat!("../locales/", $dir, "/", $ftl, ".ftl")),
                )+)*]
            };
        }
        pub(crate) use game_catalogues;

        /// The game's code, if it is on this page.
        pub fn here(game: GameId) -> Option<&'static dyn HereGame> {
            match game {
                $(
                    #[cfg(feature = $feature)]
                    GameId::$game => Some(&crate::plugin::Here::<$plugin>(std::marker::PhantomData)),
                )*
                #[allow(unreachable_patterns)]
                _ => None,
            }
        }
    };
}

shelf! {
    /// *Cleopatra and the Society of Architects* (Deluxe).
    Cleopatra: "cleopatra", "cleopatra-game", cleopatra::CleopatraGame, seats 2..=4,
        codes ["CLEO1-", "CLEO2-"], catalogues ["cleopatra", "cleopatra-log", "cleopatra-help"];
    /// *Imhotep*.
    Imhotep: "imhotep", "imhotep-game", table::Played<imhotep::ImhotepGame>, seats 2..=4, codes [], catalogues ["imhotep"];
    /// *Silver & Gold: Pyramids*: the box says 2–4; solo is this edition's variant.
    Pyramids: "pyramids", "pyramids-game", table::Played<pyramids::PyramidsGame>, seats 1..=4, codes [], catalogues ["pyramids"];
    /// The Mausoleum card game (*Guardiões do Mausoléu*).
    Mausoleum: "mausoleum", "mausoleum-game", table::Played<mausoleum::MausoleumGame>, seats 2..=4, codes [], catalogues ["mausoleum"];
}

impl GameId {
    /// The page that plays it, beside the shelf's `index.html`.
    pub fn page(self) -> String {
        format!("{}.html", self.id())
    }

    /// The game a save names, if it is on the shelf.
    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::ALL.iter().copied().find(|g| g.id() == id)
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

    /// The game whose short code `text` is, if it is one.
    pub fn of_code(text: &str) -> Option<GameId> {
        GameId::ALL.iter().copied().find(|g| {
            g.code_prefixes()
                .iter()
                .any(|prefix| text.starts_with(prefix))
        })
    }
}

/// A Kickstarter mini-expansion of Cleopatra, as a list of saved games names it: records carry
/// the ones in play, so the shelf names them without Cleopatra's code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum MiniExpansion {
    /// The Cult of Sobek.
    CultOfSobek,
    /// The Whims of Cleopatra.
    WhimsOfCleopatra,
    /// The Wisdom of Bastet.
    WisdomOfBastet,
    /// Architects from Far Away.
    ArchitectsFromFarAway,
}

impl MiniExpansion {
    /// Every mini-expansion, in the order the new-game screen and the lists show them.
    pub const ALL: [MiniExpansion; 4] = [
        MiniExpansion::CultOfSobek,
        MiniExpansion::WhimsOfCleopatra,
        MiniExpansion::WisdomOfBastet,
        MiniExpansion::ArchitectsFromFarAway,
    ];

    /// Its id, as records name it (and its short name in lists: `cleopatra-extra-<id>`).
    pub fn id(self) -> &'static str {
        match self {
            MiniExpansion::CultOfSobek => "cultOfSobek",
            MiniExpansion::WhimsOfCleopatra => "whimsOfCleopatra",
            MiniExpansion::WisdomOfBastet => "wisdomOfBastet",
            MiniExpansion::ArchitectsFromFarAway => "architectsFromFarAway",
        }
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
        .and_then(here)
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
mod tests {
    use super::*;

    /// A page without a game's code still names the game as its saves do.
    #[test]
    fn the_shelf_names_each_game_as_its_rules_core_does() {
        assert_eq!(GameId::Cleopatra.id(), ::cleopatra::GAME_NAME);
        assert_eq!(GameId::Imhotep.id(), ::imhotep::GAME_NAME);
        assert_eq!(GameId::Pyramids.id(), ::pyramids::GAME_NAME);
        assert_eq!(GameId::Mausoleum.id(), ::mausoleum::GAME_NAME);
        for &game in GameId::ALL {
            assert_eq!(GameId::from_id(game.id()), Some(game));
            assert!(game.is_here(), "the default build holds every game");
        }
    }

    /// The shelf tells a short code's game without the game's code, as the game reads it.
    #[test]
    fn the_shelf_knows_each_short_code_as_its_game_does() {
        use crate::codes::{CODE_PREFIX, CODE_PREFIX_2};
        assert_eq!(
            GameId::Cleopatra.code_prefixes(),
            [CODE_PREFIX, CODE_PREFIX_2]
        );
        assert_eq!(GameId::of_code("CLEO2-AbC"), Some(GameId::Cleopatra));
        assert_eq!(GameId::of_code("{\"game\":\"imhotep\"}"), None);
        for &game in GameId::ALL {
            assert!(
                here(game).is_some(),
                "{game:?}'s code is in the default build"
            );
        }
    }

    /// The shelf offers what the new-game screens offer: Pyramids' solo too.
    #[test]
    fn the_shelf_counts_the_seats_each_new_game_screen_offers() {
        assert_eq!(GameId::Pyramids.seats(), 1..=::pyramids::MAX_PLAYERS);
        for game in [GameId::Cleopatra, GameId::Imhotep, GameId::Mausoleum] {
            assert_eq!(game.seats(), 2..=4, "{game:?}");
        }
    }

    #[test]
    fn an_import_names_its_game_before_any_replay() {
        assert_eq!(imported_game("  CLEO1-abc"), Ok(GameId::Cleopatra));
        let imhotep =
            r#"{"format":1,"game":"imhotep","config":{"players":["A","B"]},"seed":1,"actions":[]}"#;
        assert_eq!(imported_game(imhotep), Ok(GameId::Imhotep));
        assert_eq!(imported_game("{}"), Err(RecordError::Foreign));
        assert!(matches!(
            imported_game("not json"),
            Err(RecordError::Corrupt(_))
        ));
    }
}
