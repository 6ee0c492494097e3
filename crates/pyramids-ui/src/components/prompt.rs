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
            let cells = marked_cells(pattern, card, *a).unwrap_or(0);
            squares_said(
                lang,
                lang.ta("py-log-marked-extra", &[who, ("card", num(card))]),
                cells,
            )
        }
        Action::Single { card, .. } | Action::Pattern { card, .. } => {
            let cells = marked_cells(pattern, card, *a).unwrap_or(0);
            let n = cells.count_ones();
            let line = lang.ta("py-log-marked", &[who, ("n", num(n)), ("card", num(card))]);
            squares_said(lang, line, cells)
        }
        Action::Take { card } => lang.ta("py-log-took", &[who, ("card", num(card))]),
        Action::TakeBlind => lang.ta("py-hint-took-blind", &[who]),
    }
}

/// A marking's `line` with the places of its squares on the card: two hints of one card (in the
/// "Why?" sheet) then read apart, and the board's lit squares are found by their words too.
fn squares_said(lang: Lang, line: String, cells: pyramids::Cells) -> String {
    if cells == 0 {
        return line;
    }
    let squares = squares(lang, cells);
    let line = line.strip_suffix('.').unwrap_or(&line).to_owned();
    lang.ta(
        "py-hint-where",
        &[("move", text(line)), ("squares", text(squares))],
    )
}

/// Where `cells` lie on a card, row by row from the entrance's side (the top), each row's squares
/// counted from the left: "row 1, squares 2–4; row 2, square 4".
pub(super) fn squares(lang: Lang, cells: pyramids::Cells) -> String {
    use pyramids::SIDE;
    (0..SIDE)
        .filter_map(|row| {
            let columns: Vec<usize> = (0..SIDE)
                .filter(|col| cells & (1 << (row * SIDE + col)) != 0)
                .map(|col| col + 1)
                .collect();
            (!columns.is_empty()).then(|| {
                lang.ta(
                    "py-squares-row",
                    &[
                        ("row", num((row + 1) as u32)),
                        ("n", num(columns.len() as u32)),
                        ("list", text(runs(&columns))),
                    ],
                )
            })
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Numbers in order, each run of neighbours as one range: [2, 3, 4, 6] is "2–4, 6".
fn runs(numbers: &[usize]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < numbers.len() {
        let mut j = i;
        while j + 1 < numbers.len() && numbers[j + 1] == numbers[j] + 1 {
            j += 1;
        }
        out.push(match j - i {
            0 => numbers[i].to_string(),
            1 => format!("{}, {}", numbers[i], numbers[j]),
            _ => format!("{}–{}", numbers[i], numbers[j]),
        });
        i = j + 1;
    }
    out.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_said_row_by_row_with_runs() {
        crate::shelve();
        // Row 1: squares 2, 3, 4; row 2: square 4 (bit row * 5 + col).
        let cells = (1 << 1) | (1 << 2) | (1 << 3) | (1 << 8);
        assert_eq!(
            squares(Lang::En, cells),
            "row 1, squares 2–4; row 2, square 4"
        );
        assert_eq!(
            squares(Lang::PtBr, cells),
            "linha 1, quadrados 2–4; linha 2, quadrado 4"
        );
        assert_eq!(runs(&[1, 2, 4, 5, 6]), "1, 2, 4–6");
        let line = squares_said(Lang::En, "Ana marks 1 square on #19.".into(), 1 << 24);
        assert_eq!(line, "Ana marks 1 square on #19 (row 5, square 5).");
    }
}
