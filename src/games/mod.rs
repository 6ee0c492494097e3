//! The games on the shelf, as the shell and the table layer see them: which games there are, and
//! a table of any of them.

use std::rc::Rc;

use crate::saves::{Record, RecordError, Summary};
use crate::setup::PlayerColour;
use crate::storage::{SaveStatus, Saver};

pub mod cleopatra;
pub mod imhotep;

use self::cleopatra::CleopatraTable;
use self::imhotep::ImhotepTable;

/// A game on the shelf.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum GameId {
    /// *Cleopatra and the Society of Architects* (Deluxe).
    #[default]
    Cleopatra,
    /// *Imhotep*.
    Imhotep,
}

impl GameId {
    /// Every game on the shelf, in the order it shows them.
    pub const ALL: [GameId; 2] = [GameId::Cleopatra, GameId::Imhotep];

    /// The id saves, storage and codes use.
    pub fn id(self) -> &'static str {
        match self {
            GameId::Cleopatra => ::cleopatra::GAME_NAME,
            GameId::Imhotep => ::imhotep::GAME_NAME,
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
        }
    }

    /// The catalogue id of the line under the name (the edition).
    pub fn subtitle_key(self) -> &'static str {
        match self {
            GameId::Cleopatra => "cleopatra-subtitle",
            GameId::Imhotep => "imhotep-subtitle",
        }
    }

    /// The catalogue id of the one-line pitch on the shelf.
    pub fn pitch_key(self) -> &'static str {
        match self {
            GameId::Cleopatra => "cleopatra-pitch",
            GameId::Imhotep => "imhotep-pitch",
        }
    }

    /// How many may play.
    pub fn seats(self) -> std::ops::RangeInclusive<usize> {
        match self {
            GameId::Cleopatra | GameId::Imhotep => 2..=4,
        }
    }
}

/// A table of any game on the shelf.
#[derive(Debug, Clone, PartialEq)]
pub enum AnyTable {
    /// A Cleopatra table.
    Cleopatra(Rc<CleopatraTable>),
    /// An Imhotep table.
    Imhotep(Rc<ImhotepTable>),
}

/// Calls `$body` with the table inside, whatever its game (the same code for each).
macro_rules! each_table {
    ($table:expr, $t:ident => $body:expr) => {
        match $table {
            AnyTable::Cleopatra($t) => $body,
            AnyTable::Imhotep($t) => $body,
        }
    };
}

impl AnyTable {
    /// Which game it is.
    pub fn game(&self) -> GameId {
        match self {
            AnyTable::Cleopatra(_) => GameId::Cleopatra,
            AnyTable::Imhotep(_) => GameId::Imhotep,
        }
    }

    /// The players' names.
    pub fn names(&self) -> &[String] {
        each_table!(self, t => t.names())
    }

    /// What a list of saved games shows for it.
    pub fn summary(&self) -> Summary {
        match self {
            AnyTable::Cleopatra(t) => cleopatra::summary(t),
            AnyTable::Imhotep(t) => imhotep::summary(t),
        }
    }

    /// Its record as game `id`.
    pub fn record(&self, id: &str, name: &str, created: f64, now: f64, revision: u64) -> Record {
        each_table!(self, t => Record::of(t.as_ref(), id, name, created, now, revision))
    }

    /// Stores it without making it the game to resume.
    pub fn store(&self, saver: &mut Saver) -> SaveStatus {
        each_table!(self, t => saver.store(t.as_ref()))
    }

    /// The table of a record, replayed by its game's rules.
    pub fn of_record(record: &Record, colours: Vec<PlayerColour>) -> Result<AnyTable, RecordError> {
        let game = record
            .save
            .get("game")
            .and_then(|g| g.as_str())
            .unwrap_or_default();
        let text = record.save.to_string();
        match GameId::from_id(game) {
            Some(GameId::Cleopatra) => CleopatraTable::from_save_json(&text, colours, record.seen)
                .map(|t| AnyTable::Cleopatra(Rc::new(t)))
                .map_err(RecordError::Game),
            Some(GameId::Imhotep) => ImhotepTable::from_save_json(&text, colours, record.seen)
                .map(|t| AnyTable::Imhotep(Rc::new(t)))
                .map_err(RecordError::Imhotep),
            None => Err(RecordError::UnknownGame(game.into())),
        }
    }
}
