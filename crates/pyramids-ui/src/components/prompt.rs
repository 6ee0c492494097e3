//! The decision bar's words: the line that says who must decide what, and the computer's hint as
//! the log will say it.

use pyramids::{Action, Awaiting, Pattern};

use super::marks::marked_cells;
use super::words;
use table_ui::i18n::{num, text, Lang};

/// The line that says who must decide what.
pub(super) fn prompt(
    lang: Lang,
    awaiting: Option<Awaiting>,
    pattern: Option<Pattern>,
    name: String,
) -> String {
    let name = ("name", text(name));
    match awaiting {
        None => lang.t("py-over"),
        Some(Awaiting::Keep) => lang.ta("py-prompt-keep", &[name]),
        Some(Awaiting::Mark) => lang.ta(
            "py-prompt-mark",
            &[
                name,
                (
                    "pattern",
                    text(pattern.map(|p| words::pattern(lang, p)).unwrap_or_default()),
                ),
            ],
        ),
        Some(Awaiting::Extra) => lang.ta("py-prompt-extra", &[name]),
        Some(Awaiting::Replace) => lang.ta("py-prompt-replace", &[name]),
    }
}

/// The hint in the log's words, as the log will say it once everyone has chosen (until then the
/// log says only that the player has chosen); a blind take without its card (nobody knows it
/// yet). `name` is the deciding player's.
pub(super) fn hint_words(
    lang: Lang,
    a: &Action,
    awaiting: Option<Awaiting>,
    pattern: Option<Pattern>,
    name: &str,
) -> String {
    let who = ("name", text(name));
    match *a {
        Action::Keep { cards: [x, y] } => {
            lang.ta("py-log-kept", &[who, ("a", num(x)), ("b", num(y))])
        }
        Action::Single { card, .. } if awaiting == Some(Awaiting::Extra) => {
            lang.ta("py-log-marked-extra", &[who, ("card", num(card))])
        }
        Action::Single { card, .. } | Action::Pattern { card, .. } => {
            let n = marked_cells(pattern, card, *a).unwrap_or(0).count_ones();
            lang.ta("py-log-marked", &[who, ("n", num(n)), ("card", num(card))])
        }
        Action::Take { card } => lang.ta("py-log-took", &[who, ("card", num(card))]),
        Action::TakeBlind => lang.ta("py-hint-took-blind", &[who]),
    }
}
