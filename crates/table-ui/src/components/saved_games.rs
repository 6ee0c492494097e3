//! The saved games of this device: continue, rename, export or delete each; import a game from a
//! file or a code. A game that cannot be opened is shown with the reason and never overwritten.

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::{Entry, LatestGame, RowRequest, SavedGameRow, ScreenFrame};
use crate::device::{self, Setting};
use crate::hooks::use_lang;
use crate::pages::{self, To};
use crate::shelf::{import_here, imported_game, open_stored, GameId, Imported, Opened};
use crate::storage;
use crate::words;
use table::{Record, RecordError};

/// Every stored game, newest first, the broken ones last.
fn read_entries() -> Vec<Entry> {
    let mut entries: Vec<Entry> = storage::list()
        .into_iter()
        .map(|s| {
            let read = Record::parse(&s.text).and_then(|r| {
                let summary = crate::saves::listed(&r)?;
                // Its game's page found it does not replay.
                if let Some(reason) = storage::unreadable(&s.id)
                    .filter(|_| !GameId::from_id(&summary.game).is_some_and(GameId::is_here))
                {
                    return Err(RecordError::Refused(reason));
                }
                Ok((r, summary))
            });
            Entry {
                id: s.id,
                text: s.text,
                read,
            }
        })
        .collect();
    // The newest first.
    let key = |e: &Entry| e.read.as_ref().map_or(f64::MIN, |(r, _)| r.updated);
    tabletop::sort_small_by(&mut entries, |a, b| key(b).total_cmp(&key(a)).is_lt());
    entries
}

/// The saved game played last that is not over (and reads): the shelf offers it first.
pub fn latest_unfinished() -> Option<LatestGame> {
    read_entries().into_iter().find_map(|e| {
        let (record, summary) = e.read.ok()?;
        let game = GameId::from_id(&summary.game).filter(|_| summary.winners.is_none())?;
        let title = words::saved_title(&record.name, &summary);
        Some(LatestGame {
            game,
            id: e.id,
            title,
            summary,
        })
    })
}

/// Properties of [`SavedGamesScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SavedGamesScreenProps {
    /// Back to the title.
    pub on_back: Callback<()>,
    /// A game was opened.
    pub on_open: Callback<Opened>,
    /// What to say first (another page's news: an import done or refused, a game that did not
    /// open).
    #[prop_or_default]
    pub notice: Option<String>,
}

/// The saved games screen.
#[component]
pub fn SavedGamesScreen(props: &SavedGamesScreenProps) -> Html {
    let lang = use_lang();
    let version = use_state(|| 0u32);
    let message = use_state(|| props.notice.clone());
    // A message is said where the player looks: the import section is below the list.
    let message_ref = use_node_ref();
    {
        let message_ref = message_ref.clone();
        use_effect_with((*message).clone(), move |shown| {
            if let (Some(_), Some(el)) = (shown, message_ref.cast::<web_sys::Element>()) {
                storage::bring_into_view(&el);
            }
        });
    }
    let code = use_state(String::new);
    let entries = use_memo(*version, |_| read_entries());
    let refresh = {
        let version = version.clone();
        move || version.set(*version + 1)
    };

    // An imported game is always stored as a new game, so it never replaces one. A game whose
    // code is on its own page is handed over to that page, which replays it and comes back.
    let import = {
        let (message, on_open, refresh) = (message.clone(), props.on_open.clone(), refresh.clone());
        Rc::new(move |read: Result<String, String>| {
            let failed = |e: RecordError| message.set(Some(words::import_failed(lang, &e)));
            let handed = match read {
                Ok(handed) => handed,
                Err(e) => return failed(RecordError::Corrupt(e)),
            };
            match imported_game(&handed) {
                Err(e) => failed(e),
                Ok(game) if !game.is_here() => {
                    storage::hand_over(handed);
                    pages::go(&To::Import(game));
                }
                Ok(_) => match import_here(lang, &handed) {
                    Imported::Said(said) => {
                        message.set(Some(said));
                        refresh();
                    }
                    Imported::Open(opened) => on_open.emit(opened),
                },
            }
        })
    };
    let on_file = {
        let import = import.clone();
        move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let import = import.clone();
            wasm_bindgen_futures::spawn_local(async move {
                import(storage::read_file(file).await);
            });
        }
    };
    let on_code_input = {
        let code = code.clone();
        move |e: InputEvent| code.set(e.target_unchecked_into::<HtmlInputElement>().value())
    };
    let on_code = {
        let (code, import) = (code.clone(), import.clone());
        move |_: MouseEvent| import(Ok((*code).clone()))
    };
    let on_request = {
        let (message, on_open, refresh) = (message.clone(), props.on_open.clone(), refresh.clone());
        Callback::from(move |r: RowRequest| match r {
            RowRequest::Continue(game, id) if !game.is_here() => pages::go(&To::Open(game, id)),
            RowRequest::Continue(_, id) => match open_stored(&id) {
                Some(Ok(opened)) => on_open.emit(opened),
                Some(Err(e)) => message.set(Some(words::record_error(lang, &e))),
                None => refresh(),
            },
            RowRequest::Replay(game, id) => pages::go(&To::Replay(game, id)),
            RowRequest::Rename(id, name) => {
                if storage::rename(&id, &name).is_err() {
                    message.set(Some(lang.t("storage-failed")));
                }
                refresh();
            }
            RowRequest::Delete(id, keep_result) => {
                let _ = storage::remove_keeping_result(&id, keep_result);
                refresh();
            }
        })
    };

    // Where the saves live, when it is not simply "this browser".
    let shelf_note = if storage::memory_only() {
        Some(lang.t("storage-none"))
    } else if device::setting() == Setting::Embedded {
        Some(lang.t("storage-embedded"))
    } else {
        None
    };
    let list = if entries.is_empty() {
        html! { <p class="hint">{ lang.t("saved-none") }</p> }
    } else {
        html! {
            <ul class="saved-list">
                { for entries.iter().map(|entry| html! {
                    <SavedGameRow key={entry.id.clone()} entry={entry.clone()} on_request={on_request.clone()} />
                }) }
            </ul>
        }
    };
    html! {
        <ScreenFrame title={lang.t("saved-games")} on_back={props.on_back.clone()} class="saved-screen">
            <p class="import-message" role="status" aria-live="polite" ref={message_ref}>{ (*message).clone().unwrap_or_default() }</p>
            if let Some(note) = shelf_note {
                <p class="note shelf-note">{ note }</p>
            }
            { list }
            <section class="import" aria-labelledby="import-h">
                <h2 id="import-h">{ lang.t("import-title") }</h2>
                <label class="btn file-pick">
                    { lang.t("import-file") }
                    <input type="file" accept=".json,application/json" class="visually-hidden" onchange={on_file} />
                </label>
                <label for="import-code" class="field-label">{ lang.t("import-code-label") }</label>
                <textarea id="import-code" class="game-code" rows="3" value={(*code).clone()} oninput={on_code_input} />
                <button type="button" class="btn" onclick={on_code}>{ lang.t("import-code") }</button>
            </section>
        </ScreenFrame>
    }
}
