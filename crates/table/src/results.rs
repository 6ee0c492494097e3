//! The statistics of this device: every finished game's result, kept beside the saves so a
//! result outlives its saved game, and what they add up to for each player of each game.
//!
//! # Results JSON (format 1)
//!
//! ```json
//! { "format": 1, "app": "cleopatra-web", "kind": "results",
//!   "games": [ { "id": "k3j2-…", "game": "imhotep", "finished": 1.7e12,
//!                "seats": [ { "name": "Ana", "score": 31, "won": true },
//!                           { "name": "Computer 2", "computer": "hard", "score": 27, "won": false } ] } ],
//!   "merged": { "ana": "Ana" } }
//! ```
//!
//! A result is read from a finished record's summary ([`GameResult::of`]), so the statistics can
//! always be rebuilt from the saved games; a saved game deleted takes its result with it only when
//! the player asks. Names count as typed; `merged` makes one name count as another.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{Record, RecordError, APP_NAME};

/// The results format this version writes and reads.
pub const RESULTS_FORMAT: u32 = 1;

/// What a results file says it is, so it is never taken for a saved game.
const KIND: &str = "results";

/// One finished game, as the statistics keep it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    /// The saved game's id.
    pub id: String,
    /// Which game, by its id.
    pub game: String,
    /// When it was last saved, finished, in milliseconds since 1970.
    pub finished: f64,
    /// Every seat, in seat order.
    pub seats: Vec<SeatResult>,
    /// The game's seed and its number of decisions: the same game under another id (imported
    /// again, or on another device) has the same, and counts once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealt: Option<(u64, usize)>,
}

/// One seat of a finished game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatResult {
    /// The player's name, as typed.
    pub name: String,
    /// The computer's level, if a computer played the seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<bot::Level>,
    /// The final score (none for a player out of the running, or a record from before scores).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<i64>,
    /// Whether the seat won (alone or sharing the win).
    pub won: bool,
}

impl GameResult {
    /// The result of a record's game, if it is over.
    pub fn of(record: &Record) -> Option<GameResult> {
        let summary = record.summary.as_ref()?;
        let winners = summary.winners.as_ref()?;
        let seats = summary
            .names
            .iter()
            .enumerate()
            .map(|(i, name)| SeatResult {
                name: name.clone(),
                computer: record.computers.get(i).copied().flatten(),
                score: summary.scores.get(i),
                won: winners.contains(name),
            })
            .collect();
        let seed = record.save.get("seed").and_then(serde_json::Value::as_u64);
        let decisions = record
            .save
            .get("actions")
            .and_then(serde_json::Value::as_array)
            .map(Vec::len);
        Some(GameResult {
            id: record.id.clone(),
            game: summary.game.clone(),
            finished: record.updated,
            seats,
            dealt: seed.zip(decisions),
        })
    }

    /// Whether `other` is the result of the same game: the same id, or the same game dealt from
    /// the same seed and decided as many times.
    pub fn same_game(&self, other: &GameResult) -> bool {
        self.id == other.id
            || (self.game == other.game && self.dealt.is_some() && self.dealt == other.dealt)
    }
}

/// Every result kept on this device, and the names merged into others.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Results {
    /// Results format version.
    pub format: u32,
    /// Always [`APP_NAME`].
    pub app: String,
    /// Always `"results"`.
    pub kind: String,
    /// The finished games, oldest first.
    pub games: Vec<GameResult>,
    /// Names that count as another: a name to the name it counts as.
    #[serde(default)]
    pub merged: BTreeMap<String, String>,
}

impl Default for Results {
    fn default() -> Results {
        Results {
            format: RESULTS_FORMAT,
            app: APP_NAME.into(),
            kind: KIND.into(),
            games: Vec::new(),
            merged: BTreeMap::new(),
        }
    }
}

/// How an import of results went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Absorbed {
    /// Results that were new here.
    pub added: usize,
    /// Results already here.
    pub known: usize,
}

impl Results {
    /// Reads results as stored or exported. Anything else is refused, never half read.
    pub fn parse(text: &str) -> Result<Results, RecordError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| RecordError::Corrupt(e.to_string()))?;
        if value.get("app").and_then(|a| a.as_str()) != Some(APP_NAME)
            || value.get("kind").and_then(|k| k.as_str()) != Some(KIND)
        {
            return Err(RecordError::Foreign);
        }
        match value.get("format").and_then(|f| f.as_u64()) {
            Some(f) if f > u64::from(RESULTS_FORMAT) => {
                return Err(RecordError::Newer(f.try_into().unwrap_or(u32::MAX)))
            }
            Some(_) => {}
            None => return Err(RecordError::Corrupt("no format".into())),
        }
        // From the text, as records are read: one reader of results in the page's code.
        let mut results: Results =
            serde_json::from_str(text).map_err(|e| RecordError::Corrupt(e.to_string()))?;
        results.sort();
        Ok(results)
    }

    /// The results as JSON, to store or export.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("results serialize")
    }

    fn sort(&mut self) {
        tabletop::sort_small_by(&mut self.games, |a, b| a.finished < b.finished);
    }

    /// Keeps `result`, in place of any earlier one of the same game.
    pub fn keep(&mut self, result: GameResult) {
        self.games.retain(|g| !g.same_game(&result));
        self.games.push(result);
        self.sort();
    }

    /// Forgets the result of game `id`. Whether there was one.
    pub fn forget(&mut self, id: &str) -> bool {
        let before = self.games.len();
        self.games.retain(|g| g.id != id);
        self.games.len() != before
    }

    /// Brings the results up to date with the saved games: each finished one's result is kept
    /// (replacing what it said before), and a game that is saved but no longer over (taken back
    /// from its end) has none. Results of games no longer saved stay. Whether anything changed.
    pub fn sync<'a>(&mut self, records: impl IntoIterator<Item = &'a Record>) -> bool {
        let before = self.clone();
        for record in records {
            match GameResult::of(record) {
                Some(result) => {
                    if !self.games.contains(&result) {
                        self.keep(result);
                    }
                }
                None => {
                    self.forget(&record.id);
                }
            }
        }
        *self != before
    }

    /// Takes in results from elsewhere (an export): the games not here yet, and the merges of
    /// names not merged here.
    pub fn absorb(&mut self, other: Results) -> Absorbed {
        let mut absorbed = Absorbed { added: 0, known: 0 };
        for result in other.games {
            if self.games.iter().any(|g| g.same_game(&result)) {
                absorbed.known += 1;
            } else {
                absorbed.added += 1;
                self.games.push(result);
            }
        }
        for (from, into) in other.merged {
            if !self.merged.contains_key(&from) && self.counts_as(&into) != from {
                self.merge(&from, &into);
            }
        }
        self.sort();
        absorbed
    }

    /// The name `name` counts as.
    pub fn counts_as<'a>(&'a self, name: &'a str) -> &'a str {
        self.merged.get(name).map_or(name, String::as_str)
    }

    /// Makes name `from` count as `into` (and every name that counted as `from` too).
    pub fn merge(&mut self, from: &str, into: &str) {
        let into = self.counts_as(into).to_owned();
        if from == into {
            return;
        }
        for target in self.merged.values_mut() {
            if target == from {
                *target = into.clone();
            }
        }
        self.merged.insert(from.to_owned(), into);
    }

    /// Makes name `name` count as itself again.
    pub fn separate(&mut self, name: &str) {
        self.merged.remove(name);
    }

    /// The games with at least one result, by id, in the order of their first result.
    pub fn games(&self) -> Vec<&str> {
        let mut games: Vec<&str> = Vec::new();
        for g in &self.games {
            if !games.contains(&g.game.as_str()) {
                games.push(&g.game);
            }
        }
        games
    }

    /// Every name people played under, as typed, sorted.
    pub fn names(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self
            .games
            .iter()
            .flat_map(|g| &g.seats)
            .filter(|s| s.computer.is_none())
            .map(|s| s.name.as_str())
            .chain(self.merged.keys().map(String::as_str))
            .collect();
        tabletop::sort_small(&mut names);
        names.dedup();
        names
    }

    /// How each person fared at game `game`: most games played first, then by name.
    pub fn standings(&self, game: &str) -> Vec<PlayerStats> {
        let mut players: BTreeMap<&str, PlayerStats> = BTreeMap::new();
        for result in self.games.iter().filter(|g| g.game == game) {
            let levels: Vec<bot::Level> = result.seats.iter().filter_map(|s| s.computer).collect();
            for seat in result.seats.iter().filter(|s| s.computer.is_none()) {
                let name = self.counts_as(&seat.name);
                let stats = players
                    .entry(name)
                    .or_insert_with(|| PlayerStats::new(name));
                stats.played += 1;
                stats.won += u32::from(seat.won);
                if let Some(score) = seat.score {
                    stats.scores.push(score);
                }
                for level in bot::Level::ALL.into_iter().filter(|l| levels.contains(l)) {
                    let tally = &mut stats.against[level as usize];
                    tally.played += 1;
                    tally.won += u32::from(seat.won);
                }
            }
        }
        let mut standings: Vec<PlayerStats> = players.into_values().collect();
        tabletop::sort_small_by(&mut standings, |a, b| {
            b.played
                .cmp(&a.played)
                .then_with(|| a.name.cmp(&b.name))
                .is_lt()
        });
        standings
    }
}

/// Games played and won, against a computer level or in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    /// Games played.
    pub played: u32,
    /// Games won (a shared win counts).
    pub won: u32,
}

/// How one person fared at one game.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerStats {
    /// The name they count under.
    pub name: String,
    /// Games played.
    pub played: u32,
    /// Games won (a shared win counts).
    pub won: u32,
    /// Their scores, oldest first (games without a score left out).
    pub scores: Vec<i64>,
    /// Their record in games with a computer of each level at the table, by [`bot::Level`].
    pub against: [Tally; 3],
}

impl PlayerStats {
    fn new(name: &str) -> PlayerStats {
        PlayerStats {
            name: name.to_owned(),
            played: 0,
            won: 0,
            scores: Vec::new(),
            against: [Tally::default(); 3],
        }
    }

    /// Games won in a hundred, rounded.
    pub fn win_rate(&self) -> u32 {
        if self.played == 0 {
            return 0;
        }
        (f64::from(self.won) * 100.0 / f64::from(self.played)).round() as u32
    }

    /// The best score.
    pub fn best(&self) -> Option<i64> {
        self.scores.iter().copied().max()
    }

    /// The average score in tenths, rounded (253 for 25.3): whole numbers, so a page need not
    /// carry the code that writes fractions.
    pub fn average_tenths(&self) -> Option<i64> {
        (!self.scores.is_empty()).then(|| {
            let sum: i64 = self.scores.iter().sum();
            (sum as f64 * 10.0 / self.scores.len() as f64).round() as i64
        })
    }
}

#[cfg(test)]
mod tests;
