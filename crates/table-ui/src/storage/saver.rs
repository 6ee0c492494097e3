//! The autosave: a table written under its id, never over a newer or a broken copy, and other
//! tabs' saves of it watched.

use gloo_events::EventListener;
use wasm_bindgen::JsCast;

use table::Record;
use table::{Table, TableGame};

use super::*;

/// How the last autosave went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveStatus {
    /// Saved.
    Saved,
    /// Saving is off; the game goes on in memory.
    Off(StorageProblem),
    /// Another tab saved this game further: this tab must not overwrite it.
    Behind,
}

/// Autosaves one game, refusing to overwrite a copy that another tab moved further or that is
/// broken (a broken stored copy is kept, and this game continues under a new id).
///
/// Each saver signs its writes with a token of its own; the stored copy this tab last read or
/// wrote is known by its revision and signature, so even two tabs writing the same revision at the
/// same moment find out that the other one did.
#[derive(Debug, Clone, PartialEq)]
pub struct Saver {
    /// The game's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// When it was created.
    pub created: f64,
    /// The revision this tab last wrote or read.
    pub revision: u64,
    /// This saver's signature on its writes.
    pub writer: String,
    /// The signature of the copy this tab last wrote or read.
    pub seen_writer: String,
}

impl Saver {
    /// A saver for a new game.
    pub fn fresh() -> Saver {
        Saver {
            id: new_id(),
            name: String::new(),
            created: now(),
            revision: 0,
            writer: new_id(),
            seen_writer: String::new(),
        }
    }

    /// A saver for a stored game, at the revision read.
    pub fn resuming(record: &Record) -> Saver {
        Saver {
            id: record.id.clone(),
            name: record.name.clone(),
            created: record.created,
            revision: record.revision,
            writer: new_id(),
            seen_writer: record.writer.clone(),
        }
    }

    /// The same game continued under a new id (its name and creation date kept).
    pub fn forked(&self) -> Saver {
        Saver {
            name: self.name.clone(),
            created: self.created,
            ..Saver::fresh()
        }
    }

    /// Whether `stored` is a copy this tab has not seen: written later, or by another tab.
    fn is_newer(&self, stored: &Record) -> bool {
        stored.revision > self.revision
            || (stored.revision == self.revision && stored.writer != self.seen_writer)
    }

    /// Whether the stored copy moved past what this tab last wrote or read.
    pub fn is_behind(&self) -> bool {
        matches!(read(&self.id), Some(text)
            if Record::parse(&text).is_ok_and(|r| self.is_newer(&r)))
    }

    /// Saves `table` as the game on the table, to resume on reload.
    pub fn save<G: TableGame>(&mut self, table: &Table<G>) -> SaveStatus {
        let status = self.store(table);
        if status == SaveStatus::Saved {
            set_current(Some(&self.id));
        }
        status
    }

    /// Saves `table` without making it the game to resume (a rename or an import in the list).
    pub fn store<G: TableGame>(&mut self, table: &Table<G>) -> SaveStatus {
        if let Some(text) = read(&self.id) {
            match Record::parse(&text) {
                Ok(stored) if self.is_newer(&stored) => return SaveStatus::Behind,
                Ok(_) => {}
                // Never write over a stored copy that does not read: keep it, fork this game.
                Err(_) => *self = self.forked(),
            }
        }
        let mut record = Record::of(
            table,
            &self.id,
            &self.name,
            self.created,
            now(),
            self.revision + 1,
        );
        record.writer = self.writer.clone();
        match write(&self.id, &record.to_json()) {
            Ok(()) => {
                self.revision += 1;
                self.seen_writer = self.writer.clone();
                SaveStatus::Saved
            }
            Err(problem) => SaveStatus::Off(problem),
        }
    }

    /// Writes into the stored copy how much of the log each seat of `table` has looked at (the
    /// news a curtain showed, the Offering's bids), without making it a new revision: a look is
    /// not a move, and another tab at the same moment stays at it. Never over a copy this tab has
    /// not seen, nor over one that does not read.
    pub fn store_seen<G: TableGame>(&self, table: &Table<G>) {
        let Some(Ok(mut record)) = read(&self.id).map(|text| Record::parse(&text)) else {
            return;
        };
        if self.is_newer(&record) {
            return;
        }
        let before = record.seen_by.clone();
        if record.seen_by.len() < table.seen.len() {
            record.seen_by.resize(table.seen.len(), record.seen);
        }
        for (stored, &looked) in record.seen_by.iter_mut().zip(&table.seen) {
            *stored = (*stored).max(looked);
        }
        if record.seen_by != before {
            record.seen = record.seen_by.iter().copied().max().unwrap_or(record.seen);
            // A look that cannot be written is only a look: the game itself is saved apart.
            let _ = write(&self.id, &record.to_json());
        }
    }
}

/// Gives stored game `id` a name; the game inside is not touched (nor replayed, so this works for
/// a game whose code is on another page). A record that does not read is left as it is.
pub fn rename(id: &str, name: &str) -> Result<(), StorageProblem> {
    let Some(Ok(mut record)) = read(id).map(|text| Record::parse(&text)) else {
        return Ok(());
    };
    record.name = name.to_owned();
    record.revision += 1;
    record.updated = now();
    record.writer = new_id();
    write(id, &record.to_json())
}

/// Forgets the game to resume if it is `id` (another tab's game stays).
pub fn leave_current(id: &str) {
    if current().as_deref() == Some(id) {
        set_current(None);
    }
}

/// Calls `changed` with the game id whenever another tab changes a saved game. Dropping the
/// returned guard stops listening.
pub fn watch(changed: impl Fn(String) + 'static) -> Option<Watch> {
    let window = web_sys::window()?;
    Some(EventListener::new(&window, "storage", move |e| {
        let key = e.unchecked_ref::<web_sys::StorageEvent>().key();
        if let Some(id) = key.and_then(|k| k.strip_prefix(GAME_KEY).map(str::to_owned)) {
            changed(id);
        }
    }))
}

/// Listening to other tabs' saves; stops when dropped.
pub type Watch = EventListener;
