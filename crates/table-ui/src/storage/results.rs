//! The statistics' results beside the saves: read brought up to date with the saved games, a
//! broken copy set aside untouched, and written back.

use table::{Record, RecordError, Results};

use super::{list, now, shelf, stored_key, StorageProblem};

/// Where the results are kept.
pub const RESULTS_KEY: &str = stored_key!("results");
/// Where stored results that do not read are set aside, with the time they were found.
pub const BROKEN_RESULTS_KEY: &str = stored_key!("results.broken.");

/// The results kept on this device, brought up to date with the saved games (and written back
/// when that changed them). Stored results that do not read are set aside untouched under
/// [`BROKEN_RESULTS_KEY`] and rebuilt from the saved games; the error says why they did not read.
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
    let records: Vec<Record> = list()
        .iter()
        .filter_map(|s| Record::parse(&s.text).ok())
        .collect();
    if (results.sync(&records) || broken.is_some()) && writable {
        let _ = keep_results(&results);
    }
    (results, broken)
}

/// Stores the results.
pub fn keep_results(results: &Results) -> Result<(), StorageProblem> {
    shelf().set(RESULTS_KEY, &results.to_json())
}
