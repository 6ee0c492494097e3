//! The end of an Imhotep game: who won, the final scoring category by category (each row explained
//! in the log beside it), and the way to a new game, the title, or the record.

use std::rc::Rc;

use imhotep::{ScoreCategory, View};
use yew::prelude::*;

use super::{words, Sites};
use table::PlayerColour;
use table_ui::components::{LangSwitch, LogPanel, SeatMarker};
use table_ui::hooks::use_lang;
use table_ui::i18n::{text, Lang};
use table_ui::storage;
use table_ui::words::LogGroup;

/// Properties of [`ImhotepEnd`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ImhotepEndProps {
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

/// The end screen.
#[component]
pub fn ImhotepEnd(props: &ImhotepEndProps) -> Html {
    let lang = use_lang();
    let view = &props.view;
    let Some(score) = &view.result else {
        return html! {};
    };
    let names: Vec<String> = view.players.iter().map(|p| p.name.clone()).collect();
    let winners: Vec<String> = score
        .winners
        .iter()
        .map(|s| names[s.index()].clone())
        .collect();
    let headline = if winners.len() > 1 {
        lang.ta("im-log-win-shared", &[("names", text(winners.join(" & ")))])
    } else {
        lang.ta("im-log-wins", &[("names", text(winners.join(" & ")))])
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
    let download = {
        let (json, name) = props.record.clone();
        move |_: MouseEvent| {
            let _ = storage::download(&name, &json);
        }
    };
    html! {
        <section class="screen end-screen imhotep" aria-labelledby="im-end-h">
            <div class="title-bar">
                <h1 id="im-end-h">{ lang.t("im-end-title") }</h1>
                <LangSwitch on_change={props.on_lang.clone()} />
            </div>
            <p class="winner-line">{ headline }</p>
            if tied { <p class="hint">{ lang.t("im-end-tie") }</p> }
            <div class="score-scroll" tabindex="0">
                <table class="score-table">
                    <thead>
                        <tr>
                            <th scope="col"><span class="visually-hidden">{ lang.t("im-points") }</span></th>
                            { for names.iter().zip(&props.colours).map(|(n, &c)| html! {
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
            </div>
            <div class="end-buttons">
                <button type="button" class="btn primary" onclick={props.on_again.reform(|_| ())}>{ lang.t("new-game-same") }</button>
                <button type="button" class="btn" onclick={download}>{ lang.t("download-record") }</button>
                <button type="button" class="btn" onclick={props.on_title.reform(|_| ())}>{ lang.t("to-title") }</button>
            </div>
            <details class="final-board">
                <summary>{ lang.t("im-end-board") }</summary>
                <Sites view={view.clone()} colours={props.colours.clone()} names={names.clone()}
                    docking={false} lit_sites={Vec::new()} legal={Rc::new(Vec::new())}
                    on_site={Callback::noop()} on_action={Callback::noop()} />
            </details>
            <LogPanel groups={Rc::new(LogGroup::untitled(props.lines.clone(), 0))} />
        </section>
    }
}
