//! The computer's hint as the table's log would say it.

use imhotep::{Action, Imhotep, Rules};

use super::words;
use crate::game::{ImhotepGame, ImhotepTable};
use table::{Shelved, TableGame};
use table_ui::i18n::Lang;

/// The log lines `action` would write, as the deciding player may see them before playing it: a
/// hint in the table's own words, stopping before anything it would show that nobody knows yet (a
/// card from the deck, the face-down pair, the next round).
pub(super) fn hint_words(
    lang: Lang,
    table: &ImhotepTable,
    action: &Action,
    names: &[String],
) -> String {
    let sides = table.game.save.config.sides;
    let mut game = table.game.clone();
    match TableGame::play(&mut game, *action) {
        Ok(events) => events
            .iter()
            .take_while(|e| !<ImhotepGame as Shelved>::reveals(std::slice::from_ref(e)))
            .map(|e| {
                words::event(
                    lang,
                    &<Imhotep as Rules>::redact(e, table.viewer()),
                    names,
                    &sides,
                )
            })
            // The whole decision (a card played, then the stone placed and the ship sailed),
            // not only its first step.
            .reduce(|said, line| format!("{said} {line}"))
            .unwrap_or_else(|| lang.t("hint-hidden")),
        Err(refusal) => words::refusal(lang, &refusal, names, &sides),
    }
}
