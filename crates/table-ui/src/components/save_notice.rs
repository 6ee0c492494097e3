//! What the table is told about saving: nothing while it works; a banner when the browser gives
//! no storage (the game is kept in this page's memory, and can be exported); a choice when another tab moved
//! the same game further.

use std::cell::Cell;

use yew::prelude::*;

use super::Sheet;
use crate::hooks::use_lang;
use crate::storage::{self, SaveStatus, StorageProblem};

thread_local! {
    /// Whether the table put the storage banner away.
    static DISMISSED: Cell<bool> = const { Cell::new(false) };
}

/// Properties of [`SaveNotice`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SaveNoticeProps {
    /// How the last autosave went.
    pub status: SaveStatus,
    /// Open the export sheet.
    pub on_export: Callback<()>,
    /// Load the newer moment another tab saved.
    pub on_reload: Callback<()>,
    /// Keep playing this tab's game as a separate copy.
    pub on_fork: Callback<()>,
}

/// The save notice.
#[component]
pub fn SaveNotice(props: &SaveNoticeProps) -> Html {
    let lang = use_lang();
    // The table may put the banner away for as long as the page is open (it would come back with
    // every curtain otherwise); Export stays in the top bar.
    let dismissed = use_state(|| DISMISSED.get());
    let banner = |text: String| {
        if *dismissed {
            return html! {};
        }
        let dismiss = {
            let dismissed = dismissed.clone();
            move |_: MouseEvent| {
                DISMISSED.set(true);
                dismissed.set(true)
            }
        };
        html! {
            <div class="save-banner" role="status">
                <p>{ text }</p>
                <div class="save-banner-actions">
                    <button type="button" class="btn small" onclick={props.on_export.reform(|_| ())}>
                        { lang.t("export") }
                    </button>
                    <button type="button" class="btn small" onclick={dismiss}>
                        { lang.t("got-it") }
                    </button>
                </div>
            </div>
        }
    };
    match &props.status {
        SaveStatus::Saved if storage::memory_only() => banner(format!(
            "{} {}",
            lang.t("storage-blocked"),
            lang.t("storage-memory")
        )),
        SaveStatus::Saved => html! {},
        SaveStatus::Off(problem) => {
            let why = match problem {
                StorageProblem::Blocked => lang.t("storage-blocked"),
                StorageProblem::Full => lang.t("storage-full"),
                StorageProblem::Failed(e) => format!("{} ({e})", lang.t("storage-failed")),
            };
            banner(format!("{why} {}", lang.t("storage-goes-on")))
        }
        SaveStatus::Behind => html! {
            <Sheet title={lang.t("behind-title")} class="behind-sheet">
                <p>{ lang.t("behind-text") }</p>
                <div class="sheet-actions column">
                    <button type="button" class="btn primary" onclick={props.on_reload.reform(|_| ())}>
                        { lang.t("behind-reload") }
                    </button>
                    <button type="button" class="btn" onclick={props.on_fork.reform(|_| ())}>
                        { lang.t("behind-fork") }
                    </button>
                </div>
            </Sheet>
        },
    }
}
