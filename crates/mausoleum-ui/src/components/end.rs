//! The end of a Mausoleum game: who won and why (points, then sets, then characters used), and
//! each player's area, in the end screen every game shares.

use mausoleum::{Card, View};
use yew::prelude::*;

use super::{words, CardFace};
use crate::game::MausoleumGame;
use table::Played;
use table_ui::components::SeatMarker;
use table_ui::frame::{EndParts, Frame};
use table_ui::i18n::{num, text, Lang};

/// How a score adds up: its sets at 8 each, the bonus, the Mausolus.
fn how(lang: Lang, score: mausoleum::Score) -> String {
    if score.sets == 0 {
        return lang.t("mau-how-none");
    }
    let mut items = vec![lang.ta("mau-how-sets", &[("n", num(score.sets))])];
    if score.bonus > 0 {
        items.push(lang.ta("mau-how-bonus", &[("n", num(score.bonus))]));
    }
    if score.mausolus > 0 {
        items.push(lang.ta("mau-how-mausolus", &[("n", num(score.mausolus))]));
    }
    items.join(", ")
}

/// The end screen, once the game is over.
pub(super) fn mausoleum_end(frame: &Frame<Played<MausoleumGame>>) -> Html {
    let (lang, table) = (frame.lang, &frame.table);
    let view: View = table.game.position.view(None);
    // Why: which tie-break decided, if any.
    let best = view
        .players
        .iter()
        .map(|p| p.score.points)
        .max()
        .unwrap_or(0);
    let tied = view
        .players
        .iter()
        .filter(|p| p.score.points == best)
        .count()
        > 1;
    let scores = html! {
        <table class="score-table">
            <thead>
                <tr>
                    <th scope="col">{ lang.t("mau-player") }</th>
                    <th scope="col">{ lang.t("mau-points") }</th>
                    <th scope="col">{ lang.t("mau-sets") }</th>
                    <th scope="col">{ lang.t("mau-names-used") }</th>
                </tr>
            </thead>
            <tbody>
                { for view.players.iter().zip(&table.colours).map(|(p, &c)| html! {
                    <tr>
                        <th scope="row"><SeatMarker colour={c} />{ " " }{ p.name.clone() }</th>
                        <td><span class="mau-pts">{ p.score.points }</span><span class="mau-how">{ how(lang, p.score) }</span></td>
                        <td>{ p.score.sets }</td>
                        <td>{ p.used.len() }</td>
                    </tr>
                }) }
            </tbody>
        </table>
    };
    let areas = html! {
        <ul class="mau-end-areas">
            { for view.players.iter().map(|p| html! {
                <li>
                    <h3>{ p.name.clone() }{ " · " }{ lang.ta("mau-score", &[("points", num(p.score.points)), ("sets", num(p.score.sets))]) }</h3>
                    <div class="mau-row">
                        { for p.area.kinds().map(|card| html! { <CardFace {card} count={p.area.get(card)} small=true /> }) }
                    </div>
                    if !p.used.is_empty() {
                        <p class="hint">{ lang.ta("mau-used", &[("cards", text(p.used.iter().map(|&c: &Card| words::card(lang, c)).collect::<Vec<_>>().join(", ")))]) }</p>
                    }
                </li>
            }) }
        </ul>
    };
    frame.end_screen(EndParts {
        class: classes!("mausoleum"),
        title: lang.t("end-scores"),
        headline: frame.winners_line(view.winners.iter().map(|s| s.index())),
        note: tied.then(|| lang.t("mau-end-tie")),
        scores,
        board: Some((lang.t("mau-end-areas"), areas)),
    })
}
