//! Saved games as the app keeps them: a versioned record around the rules core's save, and the
//! line a list shows for it. The browser's storage does the reading and writing.
//!
//! # Record JSON (format 1)
//!
//! ```json
//! { "format": 1, "app": "cleopatra-web", "id": "k3j2-…", "name": "", "created": 1.7e12,
//!   "updated": 1.7e12, "revision": 42, "colours": ["blue", "green"], "seen": 118,
//!   "save": { …the core's save: format, game, config, seed, actions… } }
//! ```
//!
//! `revision` counts the writes, so a second tab can tell that the stored game moved on without it.

use std::any::Any;
use std::fmt;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::{PlayerColour, Table, TableGame};

/// The record format this version writes and reads.
pub const RECORD_FORMAT: u32 = 1;

/// What records carry to say they are ours: the app's name from the days the shelf held Cleopatra
/// alone, kept so every record written since still reads as ours.
pub const APP_NAME: &str = "cleopatra-web";

/// A saved game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Record {
    /// Record format version.
    pub format: u32,
    /// Always [`APP_NAME`].
    pub app: String,
    /// The game's id, unique on this device.
    pub id: String,
    /// A name the players gave it; empty for the players' names.
    #[serde(default)]
    pub name: String,
    /// When it was created, in milliseconds since 1970.
    pub created: f64,
    /// When it was last saved.
    pub updated: f64,
    /// How many times it was written.
    pub revision: u64,
    /// Who wrote it last: each tab signs its writes, so two tabs can tell each other apart.
    #[serde(default)]
    pub writer: String,
    /// The seats' colours.
    pub colours: Vec<PlayerColour>,
    /// How much of the log the player who looked last had seen (what records before `seenBy`
    /// kept, still written for them).
    #[serde(default)]
    pub seen: usize,
    /// How much of the log each seat has looked at; empty in older records (every seat then
    /// counts as having seen `seen`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seen_by: Vec<usize>,
    /// The rules core's save, checked again on every load.
    pub save: serde_json::Value,
    /// The seats the computer plays, with its level (`None`: a person); empty when people play
    /// every seat, as in every record from before the computer opponents.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub computers: Vec<Option<bot::Level>>,
    /// What a list shows for it, as of this write (records before the shelf have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<Summary>,
}

/// Why a stored or imported game cannot be opened. The text it came from is kept untouched.
#[derive(Debug, Clone, PartialEq)]
pub enum RecordError {
    /// Not readable: not JSON, cut short, or missing parts.
    Corrupt(String),
    /// Something else than a game of this app.
    Foreign,
    /// Written by a newer version of the app.
    Newer(u32),
    /// A game this version does not have on its shelf.
    UnknownGame(String),
    /// Its game's page could not open it, for this reason (worded there: the shelf has no game's
    /// code to find out).
    Refused(String),
    /// The game inside does not replay: a newer core format, unusable settings, or a decision
    /// that is not legal where it stands (its game words why).
    Game(GameError),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Corrupt(e) => write!(f, "the saved game is damaged: {e}"),
            RecordError::Foreign => f.write_str("this is not a saved game of this app"),
            RecordError::Newer(v) => write!(f, "saved by a newer version (record format {v})"),
            RecordError::UnknownGame(g) => write!(f, "a game of {g}, which this version lacks"),
            RecordError::Refused(reason) => f.write_str(reason),
            RecordError::Game(e) => write!(f, "{e}"),
        }
    }
}

/// What a list of saved games shows for one. Records carry it, so the shelf lists every game's
/// saves without the games' code.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// Which game, by its id.
    pub game: String,
    /// The players.
    pub names: Vec<String>,
    /// Their colours.
    pub colours: Vec<PlayerColour>,
    /// How far it got (unknown for a record from before the shelf whose game is on another page).
    pub progress: Option<Progress>,
    /// Whose decision it is, if the game goes on.
    pub deciding: Option<String>,
    /// Whether the game is over, and who won.
    pub winners: Option<Vec<String>>,
    /// The parts of the game in play beyond the base game, by the game's own ids (Cleopatra's
    /// mini-expansions); none in every record from before them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub expansions: Vec<String>,
    /// Each seat's final score once the game is over (`None`: out of the running, as a player
    /// Cleopatra's crocodile ate); empty while it goes on, and in every record from before the
    /// statistics.
    #[serde(default, skip_serializing_if = "Scores::is_empty")]
    pub scores: Scores,
}

/// Each seat's final score, as records write it: `[31, null, 22]` (`null`: out of the running).
/// Kept as JSON, which every page already reads and writes, so a page carries no code of its own
/// to read them.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Scores(serde_json::Value);

impl Scores {
    /// These scores, seat by seat.
    pub fn new(scores: impl IntoIterator<Item = Option<i64>>) -> Scores {
        Scores(serde_json::Value::Array(
            scores
                .into_iter()
                .map(|s| s.map_or(serde_json::Value::Null, serde_json::Value::from))
                .collect(),
        ))
    }

    /// Whether there are none (the game goes on, or a record from before scores).
    pub fn is_empty(&self) -> bool {
        self.0.as_array().is_none_or(Vec::is_empty)
    }

    /// Seat `seat`'s score, if it has one.
    pub fn get(&self, seat: usize) -> Option<i64> {
        self.0.get(seat)?.as_i64()
    }

    /// Every seat's score, in seat order.
    pub fn to_vec(&self) -> Vec<Option<i64>> {
        self.0.as_array().map_or_else(Vec::new, |a| {
            a.iter().map(serde_json::Value::as_i64).collect()
        })
    }
}

/// How far a game got, in its own terms: its game's id over named counts, as records have
/// always written it (`{"imhotep": {"round": 3}}`). Its game words it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Progress(serde_json::Value);

impl Progress {
    /// Game `game`'s progress: these counts.
    pub fn new(game: &str, counts: &[(&str, u32)]) -> Progress {
        let counts: serde_json::Map<String, serde_json::Value> = counts
            .iter()
            .map(|&(k, v)| (k.to_owned(), v.into()))
            .collect();
        let mut by_game = serde_json::Map::new();
        by_game.insert(game.to_owned(), counts.into());
        Progress(by_game.into())
    }

    /// The game it was counted in.
    pub fn game(&self) -> Option<&str> {
        self.0.as_object()?.keys().next().map(String::as_str)
    }

    /// The counts by name (what is not a count is no count).
    pub fn counts(&self) -> impl Iterator<Item = (&str, u32)> {
        self.0
            .as_object()
            .into_iter()
            .flat_map(|by_game| by_game.values())
            .filter_map(serde_json::Value::as_object)
            .flat_map(|counts| counts.iter())
            .filter_map(|(k, v)| Some((k.as_str(), u32::try_from(v.as_u64()?).ok()?)))
    }

    /// One count, by name.
    pub fn count(&self, name: &str) -> Option<u32> {
        self.counts().find(|&(k, _)| k == name).map(|(_, v)| v)
    }
}

impl Record {
    /// The record of `table`, as game `id`.
    pub fn of<G: TableGame>(
        table: &Table<G>,
        id: &str,
        name: &str,
        created: f64,
        now: f64,
        revision: u64,
    ) -> Record {
        Record {
            format: RECORD_FORMAT,
            app: APP_NAME.into(),
            id: id.into(),
            name: name.into(),
            created,
            updated: now,
            revision,
            writer: String::new(),
            colours: table.colours.clone(),
            seen: table.seen.iter().copied().max().unwrap_or(0),
            seen_by: table.seen.clone(),
            computers: if table.computers.iter().any(Option::is_some) {
                table.computers.clone()
            } else {
                Vec::new()
            },
            save: serde_json::from_str(&table.game.save_json()).expect("saves are JSON"),
            summary: Some(G::summary(table)),
        }
    }

    /// The record as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("records serialize")
    }

    /// Reads a record, or a bare save of the rules core (as `cleo play --save` writes), which
    /// becomes a record with default colours. The game is not replayed yet: see [`Record::table`].
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| RecordError::Corrupt(e.to_string()))?;
        if value.get("app").and_then(|a| a.as_str()) != Some(APP_NAME) {
            return match value.get("game") {
                Some(_) if value.get("actions").is_some() => Record::around_save(value),
                _ => Err(RecordError::Foreign),
            };
        }
        match value.get("format").and_then(|f| f.as_u64()) {
            Some(f) if f > u64::from(RECORD_FORMAT) => return Err(RecordError::Newer(f as u32)),
            Some(0) | None => return Err(RecordError::Corrupt("no record format".into())),
            Some(_) => {}
        }
        // Read again from the text, not from the value: the record's reader then exists once in
        // every page's code, for text, and not a second time for JSON values.
        serde_json::from_str(text).map_err(|e| RecordError::Corrupt(e.to_string()))
    }

    fn around_save(save: serde_json::Value) -> Result<Record, RecordError> {
        let players = save
            .pointer("/config/players")
            .and_then(|p| p.as_array())
            .map_or(0, Vec::len);
        Ok(Record {
            format: RECORD_FORMAT,
            app: APP_NAME.into(),
            id: String::new(),
            name: String::new(),
            created: 0.0,
            updated: 0.0,
            revision: 0,
            writer: String::new(),
            colours: PlayerColour::ALL
                .iter()
                .copied()
                .cycle()
                .take(players)
                .collect(),
            seen: 0,
            seen_by: Vec::new(),
            computers: Vec::new(),
            save,
            summary: None,
        })
    }

    /// How much of the log each of `seats` has looked at.
    pub fn seen(&self, seats: usize) -> Vec<usize> {
        if self.seen_by.is_empty() {
            vec![self.seen; seats]
        } else {
            self.seen_by.clone()
        }
    }

    /// The id of the game inside (unknown to this version, maybe).
    pub fn game_id(&self) -> &str {
        self.save
            .get("game")
            .and_then(|g| g.as_str())
            .unwrap_or_default()
    }

    /// The players' names the save's configuration lists.
    pub fn players(&self) -> Vec<String> {
        self.save
            .pointer("/config/players")
            .and_then(|p| p.as_array())
            .map(|names| {
                names
                    .iter()
                    .map(|n| n.as_str().unwrap_or_default().to_owned())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Each seat's colour, one per player of the save (the first colour for any missing).
    pub fn seat_colours(&self) -> Vec<PlayerColour> {
        let mut colours = self.colours.clone();
        colours.resize(self.players().len(), PlayerColour::default());
        colours
    }

    /// What a list shows for it without its game's code: the summary it was stored with, or
    /// (a record from before the shelf) its players.
    pub fn stored_summary(&self) -> Summary {
        self.summary.clone().unwrap_or_else(|| Summary {
            game: self.game_id().to_owned(),
            names: self.players(),
            colours: self.colours.clone(),
            progress: None,
            deciding: None,
            winners: None,
            expansions: Vec::new(),
            scores: Scores::default(),
        })
    }

    /// The table of this record, replayed by game `G`'s rules (the curtain up).
    pub fn replay<G: TableGame>(&self) -> Result<Table<G>, RecordError> {
        let colours = self.seat_colours();
        let seen = self.seen(colours.len());
        Table::from_save_json(&self.save.to_string(), colours, seen)
            .map(|t| t.with_computers(self.computers.clone()))
            .map_err(|e| RecordError::Game(GameError::new(G::GAME, e)))
    }
}

/// Why a game inside a record does not replay, as its game's rules said: its game's page words
/// it (see [`GameError::reason`]). Its own `Display` names only the game: a page links the
/// rules' sentences only where it shows them.
#[derive(Clone)]
pub struct GameError {
    game: &'static str,
    reason: Rc<dyn Any>,
}

impl GameError {
    /// Game `game`'s reason.
    pub fn new<E: 'static>(game: &'static str, reason: E) -> GameError {
        GameError {
            game,
            reason: Rc::new(reason),
        }
    }

    /// The game that refused it.
    pub fn game(&self) -> &'static str {
        self.game
    }

    /// The reason, if it is of type `E` (its game's load error).
    pub fn reason<E: 'static>(&self) -> Option<&E> {
        self.reason.downcast_ref()
    }
}

/// The same refusal, not merely an equal one.
impl PartialEq for GameError {
    fn eq(&self, other: &GameError) -> bool {
        self.game == other.game && Rc::ptr_eq(&self.reason, &other.reason)
    }
}

impl fmt::Debug for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameError({})", self.game)
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the saved game of {} does not replay", self.game)
    }
}

#[cfg(test)]
mod tests;
