//! The end of an Imhotep game: who won and the final scoring category by category (each row
//! explained in the log beside it), in the end screen every game shares.

use std::rc::Rc;

use imhotep::{ScoreCategory, View};
use yew::prelude::*;

use super::{words, Sites};
use crate::game::ImhotepGame;
use table::Played;
use table_ui::components::SeatMarker;
use table_ui::frame::{EndParts, Frame};

/// The end screen, once the game is over.
pub(super) fn imhotep_end(frame: &Frame<Played<ImhotepGame>>) -> Html {
    let (lang, table, names) = (frame.lang, &frame.table, &frame.names);
    let view: Rc<View> = Rc::new(table.game.position.view(None));
    let Some(score) = &view.result else {
        return Html::default();
    };
    let tied = {
        let best = score.totals.iter().copied().max().unwrap_or(0);
        score.totals.iter().filter(|&&t| t == best).count() > 1
    };
    // Points scored during play: the total less every category of the final scoring.
    let track: Vec<i32> = (0..names.len())
        .map(|i| score.totals[i] - score.categories.iter().map(|c| c.points[i]).sum::<i32>())
        .collect();
    let row = |label: String, points: &[i32]| {
        html! {
            <tr>
                <th scope="row">{ label }</th>
                { for points.iter().map(|&p| html! { <td>{ words::signed(p) }</td> }) }
            </tr>
        }
    };
    let scores = html! {
        <table class="score-table by-player">
            <thead>
                <tr>
                    <th scope="col"><span class="visually-hidden">{ lang.t("im-points") }</span></th>
                    { for names.iter().zip(&table.colours).map(|(n, &c)| html! {
                        <th scope="col"><SeatMarker colour={c} />{ " " }{ n.clone() }</th>
                    }) }
                </tr>
            </thead>
            <tbody>
                { row(lang.t("im-end-track"), &track) }
                { for score.categories.iter()
                    .filter(|c| view.wrath_of_pharaoh || c.category != ScoreCategory::Wrath)
                    .map(|c| row(words::category(lang, c.category), &c.points)) }
            </tbody>
            <tfoot>{ row(lang.t("im-end-total"), &score.totals) }</tfoot>
        </table>
    };
    let board = html! {
        <Sites view={view.clone()} colours={table.colours.clone()} names={names.clone()}
            docking={false} lit_sites={Vec::new()} legal={Rc::new(Vec::new())}
            on_site={Callback::noop()} on_action={Callback::noop()} />
    };
    frame.end_screen(EndParts {
        class: classes!("imhotep"),
        title: lang.t("im-end-title"),
        headline: frame.winners_line(score.winners.iter().map(|s| s.index())),
        note: tied.then(|| lang.t("im-end-tie")),
        scores,
        board: Some((lang.t("im-end-board"), board)),
    })
}
