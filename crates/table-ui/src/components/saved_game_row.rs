//! One saved game in the list: who plays, how far it got, which mini-expansions are in play, when
//! it was saved, and what can be done with it. A game that cannot be opened says why and is kept
//! as it is.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::SeatMarker;
use crate::hooks::use_lang;
use crate::i18n::text;
use crate::shelf::GameId;
use crate::storage;
use crate::words;
use table::{Record, RecordError, Summary};

/// A stored game, read.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// Its id.
    pub id: String,
    /// The stored text, untouched.
    pub text: String,
    /// The record and its summary, or why it cannot be opened.
    pub read: Result<(Record, Summary), RecordError>,
}

/// What a row asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum RowRequest {
    /// Open the game (of this game).
    Continue(GameId, String),
    /// Replay the game (of this game): a finished one whole, one in progress so far.
    Replay(GameId, String),
    /// Give it a name.
    Rename(String, String),
    /// Delete it (confirmed), keeping its result in the statistics (`true`: a finished game the
    /// player did not ask to forget).
    Delete(String, bool),
}

/// Properties of [`SavedGameRow`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SavedGameRowProps {
    /// The game.
    pub entry: Entry,
    /// A request.
    pub on_request: Callback<RowRequest>,
}

/// One row.
#[component]
pub fn SavedGameRow(props: &SavedGameRowProps) -> Html {
    let lang = use_lang();
    let confirming = use_state(|| false);
    // Whether deleting a finished game forgets its result in the statistics too.
    let forget_result = use_state(|| false);
    let renaming = use_state(|| None::<String>);
    let id = props.entry.id.clone();
    let export = {
        // Named as the game's own export names it; a record that does not read, by the app.
        let game = match &props.entry.read {
            Ok((_, summary)) => summary.game.clone(),
            Err(_) => table::APP_NAME.to_owned(),
        };
        let (id, text) = (id.clone(), props.entry.text.clone());
        move |_: MouseEvent| {
            let _ = storage::download(&format!("{game}-{id}.json"), &text);
        }
    };
    let finished = matches!(&props.entry.read, Ok((_, summary)) if summary.winners.is_some());
    let delete = {
        let (confirming, on_request, id) =
            (confirming.clone(), props.on_request.clone(), id.clone());
        let keep_result = finished && !*forget_result;
        move |_: MouseEvent| {
            if *confirming {
                on_request.emit(RowRequest::Delete(id.clone(), keep_result));
            } else {
                confirming.set(true);
            }
        }
    };
    let delete_buttons = html! {
        <>
            if *confirming {
                <span class="confirm" role="alert">{ lang.t("saved-delete-confirm") }</span>
                if finished {
                    <label class="forget-result">
                        <input type="checkbox" checked={*forget_result}
                            onchange={{ let f = forget_result.clone(); move |e: Event| f.set(e.target_unchecked_into::<HtmlInputElement>().checked()) }} />
                        { lang.t("saved-delete-forget") }
                    </label>
                }
                <button type="button" class="btn small" onclick={{ let c = confirming.clone(); move |_| c.set(false) }}>{ lang.t("cancel") }</button>
                <button type="button" class="btn small danger" onclick={delete}>{ lang.t("saved-delete-yes") }</button>
            } else {
                <button type="button" class="btn small" onclick={delete}>{ lang.t("saved-delete") }</button>
            }
        </>
    };
    let body = match &props.entry.read {
        Err(e) => html! {
            <div class="saved-broken">
                <h2>{ lang.t("saved-broken") }</h2>
                <p class="why-broken">{ words::record_error(lang, e) }</p>
                <p class="hint">{ lang.t("saved-broken-kept") }</p>
            </div>
        },
        Ok((record, summary)) => {
            let title = words::saved_title(&record.name, summary);
            let progress = words::saved_progress(lang, summary);
            let expansions = summary
                .expansions
                .iter()
                .map(|m| lang.t(&format!("{}-extra-{m}", summary.game)))
                .collect::<Vec<_>>()
                .join(", ");
            let rename_form = (*renaming).clone().map(|value| {
                let input = {
                    let renaming = renaming.clone();
                    move |e: InputEvent| renaming.set(Some(e.target_unchecked_into::<HtmlInputElement>().value()))
                };
                let save = {
                    let (renaming, on_request, id) = (renaming.clone(), props.on_request.clone(), id.clone());
                    move |_: MouseEvent| {
                        on_request.emit(RowRequest::Rename(id.clone(), value.trim().to_owned()));
                        renaming.set(None);
                    }
                };
                html! {
                    <div class="rename">
                        <label class="visually-hidden" for={format!("rename-{id}")}>{ lang.t("saved-rename-label") }</label>
                        <input id={format!("rename-{id}")} type="text" maxlength="40" value={(*renaming).clone().unwrap_or_default()} oninput={input} />
                        <button type="button" class="btn small" onclick={save}>{ lang.t("saved-rename-save") }</button>
                    </div>
                }
            });
            let open = {
                // A row lists only a game of the shelf.
                let game = GameId::from_id(&summary.game).unwrap_or_default();
                let (on_request, id) = (props.on_request.clone(), id.clone());
                move |_: MouseEvent| on_request.emit(RowRequest::Continue(game, id.clone()))
            };
            let replay = {
                let game = GameId::from_id(&summary.game).unwrap_or_default();
                let (on_request, id) = (props.on_request.clone(), id.clone());
                move |_: MouseEvent| on_request.emit(RowRequest::Replay(game, id.clone()))
            };
            let start_rename = {
                let (renaming, name) = (renaming.clone(), record.name.clone());
                move |_: MouseEvent| renaming.set(Some(name.clone()))
            };
            html! {
                <div class="saved-ok">
                    <p class="saved-game-name">{ lang.t(&format!("{}-name", summary.game)) }</p>
                    <h2 class="saved-title">{ title }</h2>
                    <p class="saved-players">
                        { for summary.names.iter().zip(&summary.colours).map(|(n, &c)| html! {
                            <span class="saved-player"><SeatMarker colour={c} />{ " " }{ n.clone() }</span>
                        }) }
                    </p>
                    <p class="saved-progress">{ progress }</p>
                    if !summary.expansions.is_empty() {
                        <p class="saved-expansions">{ lang.ta("saved-expansions", &[("list", text(expansions))]) }</p>
                    }
                    <p class="hint">{ lang.ta(if storage::memory_only() { "saved-updated-memory" } else { "saved-updated" }, &[("date", text(storage::local_date(record.updated, lang.tag())))]) }</p>
                    <>{ for rename_form }</>
                    <div class="row-actions">
                        <button type="button" class="btn primary small" onclick={open}>{ lang.t(if finished { "saved-result" } else { "saved-continue" }) }</button>
                        <button type="button" class="btn small replay-open" onclick={replay}>{ lang.t(if finished { "saved-replay" } else { "saved-replay-so-far" }) }</button>
                        <button type="button" class="btn small" onclick={start_rename}>{ lang.t("saved-rename") }</button>
                    </div>
                </div>
            }
        }
    };
    html! {
        <li class={classes!("saved-game", props.entry.read.is_err().then_some("broken"))}>
            { body }
            <div class="row-actions">
                <button type="button" class="btn small" onclick={export}>{ lang.t("saved-export") }</button>
                { delete_buttons }
            </div>
        </li>
    }
}
