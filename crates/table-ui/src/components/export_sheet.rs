//! Taking a game elsewhere: as a file to download, or as a short code to copy.

use yew::prelude::*;

use super::Sheet;
use crate::hooks::use_lang;
use crate::storage;

/// Properties of [`ExportSheet`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ExportSheetProps {
    /// The game record as JSON, and its file name.
    pub file: (AttrValue, AttrValue),
    /// Whether the game can travel as a short code at all (not every game has one).
    pub codes: bool,
    /// The game's short code, when its settings allow one.
    pub code: Option<AttrValue>,
    /// Close the sheet.
    pub on_close: Callback<()>,
}

/// The export sheet.
#[component]
pub fn ExportSheet(props: &ExportSheetProps) -> Html {
    let lang = use_lang();
    let copied = use_state(|| false);
    let download = {
        let (text, name) = props.file.clone();
        move |_: MouseEvent| {
            if let Err(e) = storage::download(&name, &text) {
                web_sys::console::error_1(&e);
            }
        }
    };
    let code = props.code.clone().map(|code| {
        let copy = {
            let (code, copied) = (code.clone(), copied.clone());
            move |_: MouseEvent| {
                storage::copy(&code);
                copied.set(true);
            }
        };
        html! {
            <>
                <label for="game-code" class="field-label">{ lang.t("export-code") }</label>
                <textarea id="game-code" class="game-code" readonly=true rows="4" value={code} />
                <div class="sheet-actions">
                    <span class="hint" aria-live="polite">{ if *copied { lang.t("copied") } else { String::new() } }</span>
                    <button type="button" class="btn" onclick={copy}>{ lang.t("copy-code") }</button>
                </div>
            </>
        }
    });
    html! {
        <Sheet title={lang.t("export-title")} class="export-sheet" on_close={props.on_close.clone()}>
            <p>{ lang.t(if props.codes { "export-text" } else { "export-text-file" }) }</p>
            <div class="sheet-actions">
                <button type="button" class="btn" onclick={download}>{ lang.t("export-file") }</button>
            </div>
            if let Some(code) = code {
                { code }
            } else if props.codes {
                <p class="hint">{ lang.t("export-no-code") }</p>
            }
            <div class="sheet-actions">
                <button type="button" class="btn primary" onclick={props.on_close.reform(|_| ())}>{ lang.t("close") }</button>
            </div>
        </Sheet>
    }
}
