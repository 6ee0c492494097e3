//! The statistics' results beside the saves. The shelf only sets a deleted game's record aside
//! for them (or notes that its result is to be forgotten): the statistics' page reads the results
//! brought up to date with the saved games and what was set aside, sets a broken copy aside
//! untouched, and writes them back.

use table::{Record, RecordError, Results};

use super::{list, now, remove, shelf, stored_key, StorageProblem, GAME_KEY};

/// Where the results are kept.
pub const RESULTS_KEY: &str = stored_key!("results");
/// Where stored results that do not read are set aside, with the time they were found.
pub const BROKEN_RESULTS_KEY: &str = stored_key!("results.broken.");
/// A finished game deleted from the saved games, set aside for the statistics until they take
/// its result in.
pub const FINISHED_KEY: &str = stored_key!("finished.");
/// A game whose result the player asked to forget when deleting it.
pub const FORGET_KEY: &str = stored_key!("forget.");

/// Deletes saved game `id`, keeping its result for the statistics (a finished game: its record
/// is set aside) or forgetting it (`keep_result` false).
pub fn remove_keeping_result(id: &str, keep_result: bool) -> Result<(), StorageProblem> {
    let shelf = shelf();
    if keep_result {
        if let Some(text) = shelf.get(&format!("{GAME_KEY}{id}")) {
            shelf.set(&format!("{FINISHED_KEY}{id}"), &text)?;
        }
    } else {
        shelf.set(&format!("{FORGET_KEY}{id}"), "")?;
    }
    remove(id)
}

/// The results kept on this device, brought up to date with the saved games and the games set
/// aside or to forget (written back when that changed them). Stored results that do not read are
/// set aside untouched under [`BROKEN_RESULTS_KEY`] and rebuilt from the saved games; the error
/// says why they did not read.
pub fn results() -> (Results, Option<RecordError>) {
    let shelf = shelf();
    // Whether the stored results may be written over: not while they do not read and could not
    // be set aside (they are then shown rebuilt, and left where they are).
    let mut writable = true;
    let (mut results, broken) = match shelf.get(RESULTS_KEY) {
        None => (Results::default(), None),
        Some(text) => match Results::parse(&text) {
            Ok(results) => (results, None),
            Err(e) => {
                let aside = format!("{BROKEN_RESULTS_KEY}{}", now() as u64);
                writable = shelf.set(&aside, &text).is_ok();
                (Results::default(), Some(e))
            }
        },
    };
    let keys = shelf.keys();
    let aside: Vec<&String> = keys
        .iter()
        .filter(|k| k.starts_with(FINISHED_KEY))
        .collect();
    let forget: Vec<&String> = keys.iter().filter(|k| k.starts_with(FORGET_KEY)).collect();
    let records: Vec<Record> = list()
        .iter()
        .map(|s| s.text.clone())
        .chain(aside.iter().filter_map(|k| shelf.get(k)))
        .filter_map(|text| Record::parse(&text).ok())
        .collect();
    let mut changed = results.sync(&records);
    for key in &forget {
        changed |= results.forget(&key[FORGET_KEY.len()..]);
    }
    let pending = !aside.is_empty() || !forget.is_empty();
    if (changed || pending || broken.is_some()) && writable && keep_results(&results).is_ok() {
        // Taken in: what was set aside is in the results now.
        for key in aside.into_iter().chain(forget) {
            let _ = shelf.remove(key);
        }
    }
    (results, broken)
}

/// Stores the results.
pub fn keep_results(results: &Results) -> Result<(), StorageProblem> {
    shelf().set(RESULTS_KEY, &results.to_json())
}
