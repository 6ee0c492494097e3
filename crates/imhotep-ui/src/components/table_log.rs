//! The table's log in words: as the screen's viewer may see it (without the Wrath of the
//! Pharaoh's line when the variant is off), and the computer's hint as the log would say it.

use imhotep::{Action, Event, Imhotep, Rules, ScoreCategory};

use super::words;
use crate::game::{ImhotepGame, ImhotepTable};
use table::{Shelved, TableGame};
use table_ui::i18n::Lang;

/// The log as the screen's viewer may see it, in words; without the Wrath of the Pharaoh's line
/// when the variant is off.
pub(super) fn worded_log(lang: Lang, table: &ImhotepTable, names: &[String]) -> Vec<String> {
    let config = &table.game.save.config;
    table
        .visible_log()
        .filter(|e| {
            config.wrath_of_pharaoh
                || !matches!(
                    e,
                    Event::FinalScored {
                        category: ScoreCategory::Wrath,
                        ..
                    }
                )
        })
        .map(|e| words::event(lang, &e, names, &config.sides))
        .collect()
}

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
            .next()
            .unwrap_or_else(|| lang.t("hint-hidden")),
        Err(refusal) => words::refusal(lang, &refusal, names, &sides),
    }
}
