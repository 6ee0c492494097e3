//! The decision bar's words: the line that says who must decide what, and the computer's hint in
//! the log's own words, as far as the deciding player may see it.

use mausoleum::{Action, Card, Decision, Lap, Mausoleum, Rules, Seat};

use super::words;
use crate::game::{MausoleumGame, MausoleumTable};
use table::{Shelved, TableGame};
use table_ui::i18n::{num, text, Lang};

/// The line that says who must decide what. `limit` is the hand limit and `held` the cards the
/// deciding seat holds, for a discard down to the limit.
pub(super) fn prompt(
    lang: Lang,
    decision: Decision,
    lap: Option<Lap>,
    chosen: Option<Card>,
    names: &[String],
    (limit, held): (u8, u8),
) -> String {
    let name = |s: Seat| text(names[s.index()].clone());
    match (decision, chosen) {
        (Decision::Play { seat }, None) if matches!(lap, Some(Lap::Passed { .. })) => {
            lang.ta("mau-prompt-play-on", &[("name", name(seat))])
        }
        (Decision::Over, _) => lang.t("mau-over"),
        (Decision::Play { .. }, Some(card)) => lang.ta(
            "mau-prompt-card",
            &[("card", text(words::card(lang, card)))],
        ),
        (Decision::Play { seat }, None) => lang.ta("mau-prompt-play", &[("name", name(seat))]),
        (Decision::Lose { seat, attacker }, _) => lang.ta(
            "mau-prompt-lose",
            &[("name", name(seat)), ("attacker", name(attacker))],
        ),
        (Decision::React { seat, attack }, _) => lang.ta(
            "mau-prompt-react",
            &[
                ("name", name(seat)),
                ("attacker", name(attack.attacker)),
                ("card", text(words::card(lang, attack.card))),
            ],
        ),
        (Decision::Discard { seat }, _) => lang.ta(
            "mau-prompt-discard",
            &[
                ("name", name(seat)),
                ("limit", num(limit)),
                ("over", num(held.saturating_sub(limit))),
            ],
        ),
    }
}

/// The log lines `action` would write, as the deciding player may see them before playing it,
/// stopping before anything nobody knows yet (a card drawn or taken at random).
pub(super) fn hint_words(
    lang: Lang,
    table: &MausoleumTable,
    action: &Action,
    names: &[String],
) -> String {
    let mut game = table.game.clone();
    match TableGame::play(&mut game, *action) {
        Ok(events) => events
            .iter()
            .take_while(|e| !<MausoleumGame as Shelved>::reveals(std::slice::from_ref(e)))
            .map(|e| {
                words::event(
                    lang,
                    &<Mausoleum as Rules>::redact(e, table.viewer()),
                    names,
                )
            })
            .next()
            .unwrap_or_else(|| lang.t("hint-hidden")),
        Err(refusal) => words::refusal(lang, &refusal, names),
    }
}
