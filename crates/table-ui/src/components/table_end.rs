//! The end of a game, the same for every game around its own scores: the title and the language
//! switch, who won (and a note: a tie's rule, a solo best), the scores (scrolling sideways on a
//! narrow screen, the rows' names held in place), the way on (a new game with these players, the
//! record to download, the title screen), the final board to look at, and the whole log by turns.

use std::rc::Rc;

use yew::prelude::*;

use super::{LangSwitch, LogPanel};
use crate::hooks::use_lang;
use crate::storage;
use crate::words::LogGroup;

/// Properties of [`TableEnd`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct TableEndProps {
    /// The game's class on the screen, for its own styles.
    pub class: Classes,
    /// The screen's heading.
    pub title: AttrValue,
    /// Who won, or how a solo game went.
    pub headline: AttrValue,
    /// A line under it (how a tie is broken, a solo best).
    #[prop_or_default]
    pub note: Option<AttrValue>,
    /// The scores: the game's table.
    pub children: Html,
    /// The words of the final board's fold, when the game shows one.
    #[prop_or_default]
    pub board_title: Option<AttrValue>,
    /// The final board, inside the fold.
    #[prop_or_default]
    pub board: Html,
    /// The whole log.
    pub log: Rc<Vec<LogGroup>>,
    /// The record: its JSON and a file name.
    pub record: (AttrValue, AttrValue),
    /// A new game with the same players.
    pub on_again: Callback<()>,
    /// Back to the title.
    pub on_title: Callback<()>,
    /// Watch the game again from its start, where its save can be replayed.
    #[prop_or_default]
    pub on_replay: Option<Callback<()>>,
}

/// The end screen.
#[component]
pub fn TableEnd(props: &TableEndProps) -> Html {
    let lang = use_lang();
    let download = {
        let (json, name) = props.record.clone();
        move |_: MouseEvent| {
            if let Err(e) = storage::download(&name, &json) {
                web_sys::console::error_1(&e);
            }
        }
    };
    html! {
        <section class={classes!("screen", "end-screen", "table-end", props.class.clone())} aria-labelledby="end-h">
            <div class="title-bar">
                <h1 id="end-h">{ props.title.clone() }</h1>
                <LangSwitch />
            </div>
            <p class="winner-line">{ props.headline.clone() }</p>
            if let Some(note) = &props.note { <p class="hint end-note">{ note.clone() }</p> }
            <div class="score-scroll" tabindex="0" role="region" aria-label={lang.t("end-points")}>
                { props.children.clone() }
            </div>
            <div class="end-buttons">
                <button type="button" class="btn primary" onclick={props.on_again.reform(|_| ())}>{ lang.t("new-game-same") }</button>
                if let Some(on_replay) = &props.on_replay {
                    <button type="button" class="btn" onclick={on_replay.reform(|_| ())}>{ lang.t("saved-replay") }</button>
                }
                <button type="button" class="btn" onclick={download}>{ lang.t("download-record") }</button>
                <button type="button" class="btn" onclick={props.on_title.reform(|_| ())}>{ lang.t("to-title") }</button>
            </div>
            if let Some(summary) = &props.board_title {
                <details class="final-board">
                    <summary>{ summary.clone() }</summary>
                    { props.board.clone() }
                </details>
            }
            <LogPanel groups={props.log.clone()} />
        </section>
    }
}
