//! The end of a Mausoleum game: who won and why (points, then sets, then characters used), each
//! player's area, and the way to a new game, the title, or the record.

use std::rc::Rc;

use mausoleum::{Card, View};
use yew::prelude::*;

use super::{words, CardFace};
use table::PlayerColour;
use table_ui::components::{LangSwitch, LogPanel, SeatMarker};
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, text, Lang};
use table_ui::storage;
use table_ui::words::LogGroup;

/// Properties of [`MausoleumEnd`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct MausoleumEndProps {
    /// The finished game, as everyone sees it.
    pub view: Rc<View>,
    /// Each seat's colour.
    pub colours: Vec<PlayerColour>,
    /// The whole log, worded.
    pub lines: Vec<String>,
    /// The record: its JSON and a file name.
    pub record: (AttrValue, AttrValue),
    /// A new game with the same players.
    pub on_again: Callback<()>,
    /// Back to the title.
    pub on_title: Callback<()>,
    /// Switch language.
    pub on_lang: Callback<Lang>,
}

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

/// The end screen.
#[component]
pub fn MausoleumEnd(props: &MausoleumEndProps) -> Html {
    let lang = use_lang();
    let view = &props.view;
    let names: Vec<String> = view.players.iter().map(|p| p.name.clone()).collect();
    let winners: Vec<String> = view
        .winners
        .iter()
        .map(|s| names[s.index()].clone())
        .collect();
    let headline = lang.ta(
        if winners.len() > 1 {
            "mau-win-shared"
        } else {
            "mau-wins"
        },
        &[("names", text(winners.join(" & ")))],
    );
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
    let download = {
        let (json, name) = props.record.clone();
        move |_: MouseEvent| {
            let _ = storage::download(&name, &json);
        }
    };
    html! {
        <section class="screen end-screen mausoleum" aria-labelledby="mau-end-h">
            <div class="title-bar">
                <h1 id="mau-end-h">{ lang.t("mau-end-title") }</h1>
                <LangSwitch on_change={props.on_lang.clone()} />
            </div>
            <p class="winner-line">{ headline }</p>
            if tied { <p class="hint">{ lang.t("mau-end-tie") }</p> }
            <div class="score-scroll" tabindex="0">
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
                        { for view.players.iter().zip(&props.colours).map(|(p, &c)| html! {
                            <tr>
                                <th scope="row"><SeatMarker colour={c} />{ " " }{ p.name.clone() }</th>
                                <td><span class="mau-pts">{ p.score.points }</span><span class="mau-how">{ how(lang, p.score) }</span></td>
                                <td>{ p.score.sets }</td>
                                <td>{ p.used.len() }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
            <div class="end-buttons">
                <button type="button" class="btn primary" onclick={props.on_again.reform(|_| ())}>{ lang.t("new-game-same") }</button>
                <button type="button" class="btn" onclick={download}>{ lang.t("download-record") }</button>
                <button type="button" class="btn" onclick={props.on_title.reform(|_| ())}>{ lang.t("to-title") }</button>
            </div>
            <details class="final-board">
                <summary>{ lang.t("mau-end-areas") }</summary>
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
            </details>
            <LogPanel groups={Rc::new(LogGroup::untitled(props.lines.clone(), 0))} />
        </section>
    }
}
