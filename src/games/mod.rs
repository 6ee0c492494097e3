//! The games on the shelf, as the shell and the table layer see them: which games there are, and
//! a table of any of them.

#[cfg(feature = "table")]
use std::rc::Rc;

use crate::i18n::{text as text_arg, Lang};
use crate::saves::{game_of, table_of, CODE_PREFIX, CODE_PREFIX_2};
use crate::storage::{self, SaveStatus, Saver};
#[cfg(feature = "table")]
use table::TableGame;
use table::{Record, RecordError, Summary};

#[cfg(feature = "cleopatra-game")]
pub mod cleopatra;
#[cfg(feature = "imhotep-game")]
pub mod imhotep;
#[cfg(feature = "mausoleum-game")]
pub mod mausoleum;
#[cfg(feature = "pyramids-game")]
pub mod pyramids;

#[cfg(feature = "cleopatra-game")]
use self::cleopatra::CleopatraTable;
#[cfg(feature = "imhotep-game")]
use self::imhotep::ImhotepTable;
#[cfg(feature = "mausoleum-game")]
use self::mausoleum::MausoleumTable;
#[cfg(feature = "pyramids-game")]
use self::pyramids::PyramidsTable;

/// A game on the shelf. Saves name it by its id ("cleopatra", "imhotep").
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum GameId {
    /// *Cleopatra and the Society of Architects* (Deluxe).
    #[default]
    Cleopatra,
    /// *Imhotep*.
    Imhotep,
    /// *Silver & Gold: Pyramids*.
    Pyramids,
    /// The Mausoleum card game (*Guardiões do Mausoléu*).
    Mausoleum,
}

impl GameId {
    /// Every game on the shelf, in the order it shows them.
    pub const ALL: [GameId; 4] = [
        GameId::Cleopatra,
        GameId::Imhotep,
        GameId::Pyramids,
        GameId::Mausoleum,
    ];

    /// The id saves, storage and codes use (the rules core's `GAME_NAME`; a test holds them
    /// equal, as a page without a game's code still names it).
    pub fn id(self) -> &'static str {
        match self {
            GameId::Cleopatra => "cleopatra",
            GameId::Imhotep => "imhotep",
            GameId::Pyramids => "pyramids",
            GameId::Mausoleum => "mausoleum",
        }
    }

    /// The page that plays it, beside the shelf's `index.html`.
    pub fn page(self) -> &'static str {
        match self {
            GameId::Cleopatra => "cleopatra.html",
            GameId::Imhotep => "imhotep.html",
            GameId::Pyramids => "pyramids.html",
            GameId::Mausoleum => "mausoleum.html",
        }
    }

    /// Whether this build holds the game's code (else its page does).
    pub fn is_here(self) -> bool {
        match self {
            GameId::Cleopatra => cfg!(feature = "cleopatra-game"),
            GameId::Imhotep => cfg!(feature = "imhotep-game"),
            GameId::Pyramids => cfg!(feature = "pyramids-game"),
            GameId::Mausoleum => cfg!(feature = "mausoleum-game"),
        }
    }

    /// The game a save names, if it is on the shelf.
    pub fn from_id(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.id() == id)
    }

    /// The catalogue id of the game's name.
    pub fn name_key(self) -> &'static str {
        match self {
            GameId::Cleopatra => "cleopatra-name",
            GameId::Imhotep => "imhotep-name",
            GameId::Pyramids => "pyramids-name",
            GameId::Mausoleum => "mausoleum-name",
        }
    }

    /// The catalogue id of the line under the name (the edition).
    pub fn subtitle_key(self) -> &'static str {
        match self {
            GameId::Cleopatra => "cleopatra-subtitle",
            GameId::Imhotep => "imhotep-subtitle",
            GameId::Pyramids => "pyramids-subtitle",
            GameId::Mausoleum => "mausoleum-subtitle",
        }
    }

    /// The catalogue id of the one-line pitch on the shelf.
    pub fn pitch_key(self) -> &'static str {
        match self {
            GameId::Cleopatra => "cleopatra-pitch",
            GameId::Imhotep => "imhotep-pitch",
            GameId::Pyramids => "pyramids-pitch",
            GameId::Mausoleum => "mausoleum-pitch",
        }
    }

    /// How many may play, as the new-game screen offers them.
    pub fn seats(self) -> std::ops::RangeInclusive<usize> {
        match self {
            GameId::Cleopatra | GameId::Imhotep | GameId::Mausoleum => 2..=4,
            // The box says 2–4; solo is this edition's variant (the rules help says so).
            GameId::Pyramids => 1..=4,
        }
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

/// A table of any game on the shelf.
#[derive(Debug, Clone, PartialEq)]
pub enum AnyTable {
    /// A Cleopatra table.
    #[cfg(feature = "cleopatra-game")]
    Cleopatra(Rc<CleopatraTable>),
    /// An Imhotep table.
    #[cfg(feature = "imhotep-game")]
    Imhotep(Rc<ImhotepTable>),
    /// A Pyramids table.
    #[cfg(feature = "pyramids-game")]
    Pyramids(Rc<PyramidsTable>),
    /// A Mausoleum table.
    #[cfg(feature = "mausoleum-game")]
    Mausoleum(Rc<MausoleumTable>),
}

/// Calls `$body` with the table inside, whatever its game (the same code for each).
macro_rules! each_table {
    ($table:expr, $t:ident => $body:expr) => {
        match $table {
            #[cfg(feature = "cleopatra-game")]
            AnyTable::Cleopatra($t) => $body,
            #[cfg(feature = "imhotep-game")]
            AnyTable::Imhotep($t) => $body,
            #[cfg(feature = "pyramids-game")]
            AnyTable::Pyramids($t) => $body,
            #[cfg(feature = "mausoleum-game")]
            AnyTable::Mausoleum($t) => $body,
            // The shelf's page holds no game's code: no table there.
            #[cfg(not(feature = "table"))]
            _ => match *$table {},
        }
    };
}

// On the shelf's page, which has no table, every method is an empty match.
#[cfg_attr(not(feature = "table"), allow(unused_variables))]
impl AnyTable {
    /// Which game it is.
    pub fn game(&self) -> GameId {
        match self {
            #[cfg(feature = "cleopatra-game")]
            AnyTable::Cleopatra(_) => GameId::Cleopatra,
            #[cfg(feature = "imhotep-game")]
            AnyTable::Imhotep(_) => GameId::Imhotep,
            #[cfg(feature = "pyramids-game")]
            AnyTable::Pyramids(_) => GameId::Pyramids,
            #[cfg(feature = "mausoleum-game")]
            AnyTable::Mausoleum(_) => GameId::Mausoleum,
            #[cfg(not(feature = "table"))]
            _ => match *self {},
        }
    }

    /// The players' names.
    pub fn names(&self) -> &[String] {
        each_table!(self, t => t.names())
    }

    /// What a list of saved games shows for it.
    pub fn summary(&self) -> Summary {
        each_table!(self, t => TableGame::summary(t))
    }

    /// Stores it without making it the game to resume.
    pub fn store(&self, saver: &mut Saver) -> SaveStatus {
        each_table!(self, t => saver.store(t.as_ref()))
    }

    /// The table of a record, replayed by its game's rules.
    pub fn of_record(record: &Record) -> Result<AnyTable, RecordError> {
        match game_of(record)? {
            #[cfg(feature = "cleopatra-game")]
            GameId::Cleopatra => record.replay().map(|t| AnyTable::Cleopatra(Rc::new(t))),
            #[cfg(feature = "imhotep-game")]
            GameId::Imhotep => record.replay().map(|t| AnyTable::Imhotep(Rc::new(t))),
            #[cfg(feature = "pyramids-game")]
            GameId::Pyramids => record.replay().map(|t| AnyTable::Pyramids(Rc::new(t))),
            #[cfg(feature = "mausoleum-game")]
            GameId::Mausoleum => record.replay().map(|t| AnyTable::Mausoleum(Rc::new(t))),
            // A game whose code is on its own page.
            #[allow(unreachable_patterns)]
            other => Err(RecordError::UnknownGame(other.id().into())),
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

/// Whether an imported text is a game code (Cleopatra's) rather than a file's JSON.
fn is_code(text: &str) -> bool {
    text.starts_with(CODE_PREFIX) || text.starts_with(CODE_PREFIX_2)
}

/// The game inside an imported text: a game code, a record or a bare save.
pub fn imported_game(text: &str) -> Result<GameId, RecordError> {
    let text = text.trim();
    if is_code(text) {
        return Ok(GameId::Cleopatra);
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
    let read = match is_code(text) {
        #[cfg(feature = "cleopatra-game")]
        true => {
            crate::codes::from_code(text).map(|t| (AnyTable::Cleopatra(Rc::new(t)), String::new()))
        }
        _ => Record::parse(text).and_then(|record| Ok((table_of(&record)?, record.name))),
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
        for game in GameId::ALL {
            assert_eq!(GameId::from_id(game.id()), Some(game));
            assert!(game.is_here(), "the default build holds every game");
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
