//! The end of a Pyramids game: the winners (or, solo, the score against the best kept on this
//! device) and each player's score card item by item with how its points were made, to the total
//! the core scored, in the end screen every game shares.

use pyramids::{Rules, Seat, CARD_POINTS, PAIR_POINTS, PYRAMID_POINTS, TORCH_POINTS};
use table::Played;
use table_ui::components::SeatMarker;
use table_ui::frame::{EndParts, Frame};
use table_ui::i18n::num;
use yew::prelude::*;

use crate::game::PyramidsGame;

/// The end screen, once the game is over.
pub(super) fn pyramids_end(frame: &Frame<Played<PyramidsGame>>) -> Html {
    let (lang, table) = (frame.lang, &frame.table);
    let position = &table.game.position;
    let view = position.view(None);
    let outcome = position.outcome().expect("over");
    let skulls = position.config().skull_values;
    // Each player's score card and its points, item by item: a column per player.
    let cards: Vec<_> = (0..view.players.len())
        .map(|i| position.score_card(Seat(i as u8)))
        .collect();
    let points: Vec<_> = cards.iter().map(|c| c.breakdown(&skulls)).collect();
    // The pyramid values each player claimed, highest first.
    let claimed: Vec<Vec<u32>> = (0..view.players.len())
        .map(|i| {
            let mut v: Vec<u32> = view
                .claims
                .iter()
                .flat_map(|row| row.iter().zip(PYRAMID_POINTS))
                .filter(|(who, _)| **who == Some(Seat(i as u8)))
                .map(|(_, v)| u32::from(v))
                .collect();
            tabletop::sort_small_by(&mut v, |a, b| a > b);
            v
        })
        .collect();
    let cell = |pts: i32, how: String| {
        html! {
            <td>
                <span class="py-pts">{ pts }</span>
                if !how.is_empty() { <span class="py-how">{ how }</span> }
            </td>
        }
    };
    let row = |label: String, cells: Vec<Html>| {
        html! { <tr><th scope="row">{ label }</th>{ for cells }</tr> }
    };
    let rows = vec![
        row(
            lang.ta("py-end-cards-rule", &[("each", num(CARD_POINTS))]),
            cards
                .iter()
                .zip(&points)
                .map(|(c, b)| cell(b.cards, format!("{} × {CARD_POINTS}", c.completed)))
                .collect(),
        ),
        row(
            lang.ta("py-end-torches-rule", &[("each", num(TORCH_POINTS))]),
            cards
                .iter()
                .zip(&points)
                .map(|(c, b)| cell(b.torches, format!("{} × {TORCH_POINTS}", c.torches)))
                .collect(),
        ),
        row(
            lang.t("py-end-pyramids-rule"),
            claimed
                .iter()
                .zip(&points)
                .map(|(v, b)| {
                    let how = v.iter().map(u32::to_string).collect::<Vec<_>>().join(" + ");
                    cell(b.pyramids, how)
                })
                .collect(),
        ),
        row(
            lang.ta("py-end-gems-rule", &[("each", num(PAIR_POINTS))]),
            cards
                .iter()
                .zip(&points)
                .map(|(c, b)| {
                    let pairs = c.red.min(c.green);
                    let singles = c.red + c.green - 2 * pairs;
                    let how = lang.ta(
                        "py-end-gems-how",
                        &[
                            ("pairs", num(pairs)),
                            ("singles", num(singles)),
                            ("each", num(PAIR_POINTS)),
                        ],
                    );
                    cell(b.gems, how)
                })
                .collect(),
        ),
        row(
            lang.t("py-end-skulls-rule"),
            cards
                .iter()
                .zip(&points)
                .map(|(c, b)| {
                    let how = if c.skulls == 0 {
                        String::new()
                    } else {
                        lang.ta("py-end-skulls-how", &[("n", num(c.skulls))])
                    };
                    cell(b.skulls, how)
                })
                .collect(),
        ),
    ];
    // The total is the core's own score: the breakdown adds up to it.
    let totals = view.players.iter().zip(&points).map(|(p, b)| {
        debug_assert_eq!(p.score, b.total);
        html! { <td class="total">{ p.score }</td> }
    });
    // Solo: the best score kept on this device (the score is in the log for good, so keeping
    // it again on a later render changes nothing).
    let solo = (view.players.len() == 1).then(|| {
        let score = view.players[0].score;
        let best = super::setup::best_solo();
        super::setup::record_solo(score);
        match best {
            Some(b) if b >= score => lang.ta("py-best-solo", &[("n", num(b))]),
            _ => lang.ta("py-new-best", &[("n", num(score))]),
        }
    });
    let scores = html! {
        <table class="py-scores by-player">
            <thead><tr>
                <th scope="col"><span class="visually-hidden">{ lang.t("py-end-item") }</span></th>
                { for view.players.iter().enumerate().map(|(i, p)| html! {
                    <th scope="col" class="py-name"><SeatMarker colour={table.colours[i]} />{ " " }{ p.name.clone() }</th>
                }) }
            </tr></thead>
            <tbody>{ for rows }</tbody>
            <tfoot><tr><th scope="row">{ lang.t("py-end-total") }</th>{ for totals }</tr></tfoot>
        </table>
    };
    frame.end_screen(EndParts {
        class: classes!("pyramids"),
        title: lang.t("end-scores"),
        headline: solo
            .unwrap_or_else(|| frame.winners_line(outcome.winners.iter().map(|s| s.index()))),
        scores,
        ..EndParts::default()
    })
}
