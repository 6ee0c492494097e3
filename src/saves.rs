//! Saved games as the app keeps them: a versioned record around the rules core's save, the line a
//! list shows for it, and the short code a game can travel as. No Yew and no browser here, so it
//! tests natively; `storage` does the reading and writing.
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

use serde::{Deserialize, Serialize};

use crate::games::{AnyTable, GameId, MiniExpansion};
use crate::setup::PlayerColour;
use crate::table::{Table, TableGame};

/// The record format this version writes and reads.
pub const RECORD_FORMAT: u32 = 1;

/// What records carry to say they are ours.
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
    /// The Cleopatra game inside does not replay: a newer core format, unusable settings, or an
    /// action that is not legal where it stands.
    #[cfg(feature = "cleopatra-game")]
    Game(cleopatra::LoadError),
    /// The Imhotep game inside does not replay.
    #[cfg(feature = "imhotep-game")]
    Imhotep(crate::table::PlayedLoadError<imhotep::Imhotep>),
    /// The Pyramids game inside does not replay.
    #[cfg(feature = "pyramids-game")]
    Pyramids(crate::table::PlayedLoadError<pyramids::Pyramids>),
    /// The Mausoleum game inside does not replay.
    #[cfg(feature = "mausoleum-game")]
    Mausoleum(crate::table::PlayedLoadError<mausoleum::Mausoleum>),
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordError::Corrupt(e) => write!(f, "the saved game is damaged: {e}"),
            RecordError::Foreign => f.write_str("this is not a saved game of this app"),
            RecordError::Newer(v) => write!(f, "saved by a newer version (record format {v})"),
            RecordError::UnknownGame(g) => write!(f, "a game of {g}, which this version lacks"),
            RecordError::Refused(reason) => f.write_str(reason),
            #[cfg(feature = "cleopatra-game")]
            RecordError::Game(e) => write!(f, "{e}"),
            #[cfg(feature = "imhotep-game")]
            RecordError::Imhotep(e) => write!(f, "{e:?}"),
            #[cfg(feature = "pyramids-game")]
            RecordError::Pyramids(e) => write!(f, "{e:?}"),
            #[cfg(feature = "mausoleum-game")]
            RecordError::Mausoleum(e) => write!(f, "{e:?}"),
        }
    }
}

/// What a list of saved games shows for one. Records carry it, so the shelf lists every game's
/// saves without the games' code.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// Which game.
    pub game: GameId,
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
    /// Cleopatra's mini-expansions in play (none in every record from before them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub expansions: Vec<MiniExpansion>,
}

/// How far a game got, in its own terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Progress {
    /// Cleopatra: turns begun so far, and Cleopatra's step.
    Cleopatra {
        /// Turns begun.
        turn: u32,
        /// Cleopatra's step.
        step: u8,
    },
    /// Imhotep: the round (1–6).
    Imhotep {
        /// The round.
        round: u8,
    },
    /// Pyramids: the round (1–4) and the reveal in it (1–7).
    Pyramids {
        /// The round.
        round: u8,
        /// The reveal.
        reveal: u8,
    },
    /// Mausoleum: the cards left in the draw pile.
    Mausoleum {
        /// Cards left to draw.
        pile: u8,
    },
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
        serde_json::from_value(value).map_err(|e| RecordError::Corrupt(e.to_string()))
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

    /// Which game is inside.
    pub fn game(&self) -> Result<GameId, RecordError> {
        let id = self
            .save
            .get("game")
            .and_then(|g| g.as_str())
            .unwrap_or_default();
        GameId::from_id(id).ok_or_else(|| RecordError::UnknownGame(id.into()))
    }

    /// What a list shows for it. A game whose code is in this build is replayed, so a record that
    /// does not replay says why; another page's game shows the summary it was stored with.
    pub fn listed(&self) -> Result<Summary, RecordError> {
        let game = self.game()?;
        if game.is_here() {
            return Ok(self.table()?.summary());
        }
        Ok(self.summary.clone().unwrap_or_else(|| Summary {
            game,
            names: self
                .save
                .pointer("/config/players")
                .and_then(|p| p.as_array())
                .map(|names| {
                    names
                        .iter()
                        .map(|n| n.as_str().unwrap_or_default().to_owned())
                        .collect()
                })
                .unwrap_or_default(),
            colours: self.colours.clone(),
            progress: None,
            deciding: None,
            winners: None,
            expansions: Vec::new(),
        }))
    }

    /// Replays the game inside through its game's rules.
    pub fn table(&self) -> Result<AnyTable, RecordError> {
        let mut colours = self.colours.clone();
        colours.resize(
            self.save
                .pointer("/config/players")
                .and_then(|p| p.as_array())
                .map_or(0, Vec::len),
            PlayerColour::default(),
        );
        AnyTable::of_record(self, colours)
    }
}

/// The prefix of a game code; the digit is the code's version. Version 2 is written only for a
/// game with an overpayment in it (see [`code`]); every version-1 code still reads.
pub const CODE_PREFIX: &str = "CLEO1-";
/// The prefix of a code holding an overpayment, which version 1 cannot write.
pub const CODE_PREFIX_2: &str = "CLEO2-";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codes::{code, from_code};
    use crate::games::cleopatra::CleopatraTable;
    use crate::table::TableAction;
    use cleopatra::{Action, Card, Config, LoadError};

    fn played(moves: usize) -> CleopatraTable {
        let mut t = crate::games::cleopatra::new_table(
            vec!["Ana".into(), "Bruno".into(), "Cássia".into()],
            vec![
                PlayerColour::Orange,
                PlayerColour::Blue,
                PlayerColour::Purple,
            ],
            Some(1),
            crate::games::cleopatra::CleopatraOptions::default(),
            4242,
        )
        .unwrap();
        let mut i = 0;
        while t.game.history().len() < moves && !t.game.is_over() {
            let legal = t.game.legal_actions();
            t.apply(TableAction::Play(legal[i % legal.len()]));
            i += 7;
        }
        t
    }

    /// The shelf's page lists every game's saves without their code: from the summary each record
    /// carries, or (a record from before the shelf) from the save's players.
    #[test]
    fn a_record_carries_what_the_shelf_lists() {
        let t = played(150);
        let record = Record::of(&t, "g1", "", 1.0, 2.0, 9);
        let stored = Record::parse(&record.to_json()).unwrap();
        let summary = <cleopatra::Game as TableGame>::summary(&t);
        assert_eq!(stored.summary.as_ref(), Some(&summary));
        assert_eq!(stored.listed(), Ok(summary));
        assert!(matches!(
            stored.summary.as_ref().unwrap().progress,
            Some(Progress::Cleopatra { turn, .. }) if turn > 1
        ));
        assert_eq!(stored.game(), Ok(GameId::Cleopatra));

        let mut old = stored.clone();
        old.summary = None;
        old.save["game"] = "senet".into();
        assert_eq!(old.game(), Err(RecordError::UnknownGame("senet".into())));
        assert_eq!(old.listed(), Err(RecordError::UnknownGame("senet".into())));
    }

    #[test]
    fn a_record_round_trips_to_the_same_table() {
        let t = played(150);
        let record = Record::of(&t, "g1", "Friday", 1.0, 2.0, 9);
        let back = Record::parse(&record.to_json()).unwrap();
        assert_eq!(back, record);
        let any = back.table().unwrap();
        let summary = any.summary();
        let AnyTable::Cleopatra(table) = any else {
            panic!("a Cleopatra record opens as Cleopatra")
        };
        assert_eq!(table.game, t.game);
        assert_eq!(table.log, t.log);
        assert_eq!(table.colours, t.colours);
        assert_eq!(summary.names, ["Ana", "Bruno", "Cássia"]);
        assert_eq!(summary.game, GameId::Cleopatra);
        assert!(
            matches!(summary.progress, Some(Progress::Cleopatra { turn, .. }) if turn > 5),
            "{summary:?}"
        );
    }

    /// Who the computer plays is kept with the game; a table of people writes no such field, so
    /// its record reads exactly as before.
    #[test]
    fn a_record_keeps_the_computers_seats() {
        use bot::Level;
        let people = played(40);
        assert!(!Record::of(&people, "p", "", 1.0, 2.0, 1)
            .to_json()
            .contains("computers"));
        let seats = vec![None, Some(Level::Hard), Some(Level::Easy)];
        let t = people.with_computers(seats.clone());
        let back = Record::parse(&Record::of(&t, "c", "", 1.0, 2.0, 1).to_json()).unwrap();
        assert_eq!(back.computers, seats);
        let AnyTable::Cleopatra(table) = back.table().unwrap() else {
            panic!("a Cleopatra record opens as Cleopatra")
        };
        assert_eq!(table.computers, seats);
        assert_eq!(table.game, t.game);
    }

    #[test]
    fn a_whole_game_travels_as_a_short_code() {
        let t = played(10_000);
        assert!(t.game.is_over());
        let code = code(&t).expect("usual settings");
        assert!(code.starts_with(CODE_PREFIX));
        assert!(
            code.len() < t.game.history().len() * 2 + 64,
            "{} chars",
            code.len()
        );
        let back = from_code(&code).unwrap();
        assert_eq!(back.game, t.game);
        assert_eq!(back.colours, t.colours);
        // A damaged code is refused, never half-loaded.
        assert!(matches!(
            from_code(&code[..code.len() / 2]),
            Err(RecordError::Corrupt(_))
        ));
        assert_eq!(from_code("hello"), Err(RecordError::Foreign));
        // Any single mistyped character is refused too, never read as another game.
        let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        for at in (CODE_PREFIX.len()..code.len()).step_by(3) {
            let mut typo = code.clone().into_bytes();
            let i = alphabet.iter().position(|&c| c == typo[at]).unwrap();
            typo[at] = alphabet[(i + 1) % 64];
            let typo = String::from_utf8(typo).unwrap();
            assert!(
                from_code(&typo).is_err(),
                "a typo at {at} was read as a game"
            );
        }
        // A name too long for a code: the game travels as a file.
        let mut long = played(5);
        long.game = cleopatra::Game::new(
            Config {
                players: vec!["é".repeat(130), "Bia".into()],
                ..Config::default()
            },
            1,
        )
        .unwrap();
        assert_eq!(crate::codes::code(&long), None);
    }

    /// A code written before overpayments existed: codes people keep must go on reading.
    const GOLDEN_CODE: &str = "CLEO1-AwNBbmEFQnJ1bm8HQ8Ohc3NpYQIAAwGSEAAAAAAAAFoABwAFAQMCAQIDBgUAA2IAAAIAARsAAgUABwIBBAIDAQAABAECBAABAQMWAAgAfQAAHwAFBAMCAQUDBggAAwwBAAUDAQQbAAFmAQAJAAODAQ0ABwcBBA4CAQADJApqrg";

    #[test]
    fn a_stored_version_1_code_still_reads() {
        let table = from_code(GOLDEN_CODE).unwrap();
        let t = played(90);
        assert_eq!(table.game, t.game);
        assert_eq!(table.colours, t.colours);
        assert_eq!(
            code(&t).as_deref(),
            Some(GOLDEN_CODE),
            "written the same way"
        );
    }

    #[test]
    fn a_game_with_overpayments_travels_as_a_version_2_code() {
        // Random builds with a card of the hand on top, now and then.
        let mut t = played(0);
        let mut overpaid = 0;
        let mut i = 0;
        while !t.game.is_over() {
            let legal = t.game.legal_actions();
            let mut action = legal[i % legal.len()];
            i += 7;
            if let Action::Build { piece, mut payment } = action {
                let mut left = t.game.player(t.game.active()).hand;
                left.remove_all(&payment.cards);
                let spare: Vec<Card> = left.iter().collect();
                if let Some(&card) = spare.get(i % 5) {
                    payment.cards.add(card);
                    action = Action::Build { piece, payment };
                    overpaid += 1;
                }
            }
            t.apply(TableAction::Play(action));
            assert_eq!(t.refusal, None, "{action}");
        }
        assert!(overpaid > 3, "{overpaid} overpayments");
        let code = code(&t).expect("usual settings");
        assert!(code.starts_with(CODE_PREFIX_2), "{code}");
        let back = from_code(&code).unwrap();
        assert_eq!(back.game, t.game);
        assert_eq!(back.log, t.log);
        // Mistyped, it is refused as version 1 codes are.
        let cut = &code[..code.len() - 9];
        assert!(from_code(cut).is_err());
        assert!(from_code(&code.replacen("CLEO2-", "CLEO1-", 1)).is_err());
    }

    #[test]
    fn bad_records_are_refused_with_what_is_wrong() {
        let t = played(60);
        let good = Record::of(&t, "g", "", 0.0, 0.0, 1);
        let text = good.to_json();
        assert!(matches!(
            Record::parse(&text[..text.len() - 20]),
            Err(RecordError::Corrupt(_))
        ));
        assert!(matches!(
            Record::parse("not json"),
            Err(RecordError::Corrupt(_))
        ));
        assert_eq!(Record::parse("{\"hello\": 1}"), Err(RecordError::Foreign));
        let mut newer = good.clone();
        newer.format = 7;
        assert_eq!(Record::parse(&newer.to_json()), Err(RecordError::Newer(7)));
        let mut tampered = good.clone();
        tampered.save["actions"][3] = serde_json::json!({ "type": "offer", "scarabs": 1 });
        let err = Record::parse(&tampered.to_json())
            .unwrap()
            .table()
            .unwrap_err();
        assert!(
            matches!(err, RecordError::Game(LoadError::Action { number: 4, .. })),
            "{err:?}"
        );
        assert!(err.to_string().contains("action 4"));
        // A bare save of the core is welcome.
        let bare = serde_json::to_string(&t.game.save()).unwrap();
        let AnyTable::Cleopatra(back) = Record::parse(&bare).unwrap().table().unwrap() else {
            panic!("a bare Cleopatra save opens as Cleopatra")
        };
        assert_eq!(back.game, t.game);
    }
}
