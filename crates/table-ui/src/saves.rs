//! Saved games as the shell opens and lists them: the record ([`table::Record`]) replayed by its
//! game's rules when the game is on this page, its stored summary when not.

use table::{Record, RecordError, Summary};

use crate::plugin::AnyTable;
use crate::shelf::GameId;

/// Which game is inside a record, if it is on the shelf.
pub fn game_of(record: &Record) -> Result<GameId, RecordError> {
    let id = record.game_id();
    GameId::from_id(id).ok_or_else(|| RecordError::UnknownGame(id.into()))
}

/// What a list shows for a record. A game whose code is in this build is replayed, so a record
/// that does not replay says why; another page's game shows the summary it was stored with.
pub fn listed(record: &Record) -> Result<Summary, RecordError> {
    if game_of(record)?.is_here() {
        return Ok(table_of(record)?.summary());
    }
    Ok(record.stored_summary())
}

/// Replays the game inside a record through its game's rules.
pub fn table_of(record: &Record) -> Result<AnyTable, RecordError> {
    let game = game_of(record)?;
    game.here()
        .ok_or_else(|| RecordError::UnknownGame(game.id().into()))?
        .open(record)
}
