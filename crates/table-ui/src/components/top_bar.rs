//! The bar above any game's table: whose turn, how far the game got, and the help, cover,
//! export, language and leave buttons.

use yew::prelude::*;

use super::{LangSwitch, SeatMarker};
use crate::hooks::use_lang;
use crate::i18n::text;
use crate::storage;
use table::PlayerColour;

/// Properties of [`TopBar`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct TopBarProps {
    /// The active player's name and colour.
    pub active: (AttrValue, PlayerColour),
    /// What the bar says of them, when not "Ana's turn".
    #[prop_or_default]
    pub label: Option<String>,
    /// How far the game got ("Round 2 of 6").
    pub progress: AttrValue,
    /// A warning beside it ("Last round!").
    #[prop_or_default]
    pub alert: Option<AttrValue>,
    /// Open the rules help.
    pub on_help: Callback<()>,
    /// Raise the curtain, in a game with secrets.
    #[prop_or_default]
    pub on_cover: Option<Callback<()>>,
    /// Leave the game (after confirming).
    pub on_quit: Callback<()>,
    /// Open the export sheet.
    pub on_export: Callback<()>,
    /// Whether the table is a lesson: it is not saved, so leaving it ends it.
    #[prop_or_default]
    pub lesson: bool,
}

/// A bar button's picture, drawn for phones, where the words are too wide (they stay for screen
/// readers).
fn icon(path: &'static str) -> Html {
    super::path_icon("bar-icon", path)
}

const HELP: &str = "M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19zM9 9.2a3 3 0 1 1 4.2 2.8c-.8.4-1.2 1-1.2 1.8V15M12 17.6v.4";
const COVER: &str = "M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM4 20 20 4";
const EXPORT: &str = "M12 3v12M7 10l5 5 5-5M4 20h16";
const LEAVE: &str = "M10 4H5v16h5M14 8l4 4-4 4M18 12H9";

/// A bar button's words beside its picture (where the words are hidden, the button's `title`
/// still shows them on hover).
fn label(words: String, path: &'static str) -> Html {
    html! { <>{ icon(path) }<span class="bar-label">{ words }</span></> }
}

/// The top bar.
#[component]
pub fn TopBar(props: &TopBarProps) -> Html {
    let lang = use_lang();
    let (name, colour) = props.active.clone();
    // The question "Leave the game?" belongs to the turn it was asked in: it is gone once the turn
    // passes (under a curtain, or to the next player).
    let asked = use_state(|| None::<AttrValue>);
    let confirming = asked.as_ref() == Some(&name);
    let quit = {
        let (asked, on_quit, name) = (asked.clone(), props.on_quit.clone(), name.clone());
        move |_: MouseEvent| {
            if confirming {
                on_quit.emit(())
            } else {
                asked.set(Some(name.clone()))
            }
        }
    };
    let stay = move |_: MouseEvent| asked.set(None);
    html! {
        <header class="top-bar">
            <div class="turn-of">
                <SeatMarker {colour} />
                <h1 class="turn-title">{ props.label.clone().unwrap_or_else(|| lang.ta("turn-of", &[("name", text(name.to_string()))])) }</h1>
                <span class="step">{ props.progress.clone() }</span>
                if let Some(alert) = &props.alert { <span class="last-round">{ alert.clone() }</span> }
            </div>
            <nav class="bar-buttons" aria-label={lang.t("menu")}>
                <button type="button" class="btn small" title={lang.t("help")} onclick={props.on_help.reform(|_| ())}>{ label(lang.t("help"), HELP) }</button>
                if let Some(on_cover) = &props.on_cover {
                    <button type="button" class="btn small" title={lang.t("cover")} onclick={on_cover.reform(|_| ())}>{ label(lang.t("cover"), COVER) }</button>
                }
                <button type="button" class="btn small" title={lang.t("export")} onclick={props.on_export.reform(|_| ())}>{ label(lang.t("export"), EXPORT) }</button>
                <LangSwitch />
                // While the question is open its own Leave button stands for this one, which keeps
                // its room in the bar.
                <button type="button" class={classes!("btn", "small", confirming.then_some("held"))}
                    title={lang.t("quit")} aria-hidden={if confirming { "true" } else { "false" }} onclick={quit.clone()}>{ label(lang.t("quit"), LEAVE) }</button>
                // The question opens below the bar, so nothing on the table moves.
                if confirming {
                    <div class="leave-confirm" role="alertdialog" aria-labelledby="leave-q">
                        <p id="leave-q" class="confirm">
                            { lang.t(if props.lesson {
                                "quit-confirm-lesson"
                            } else if storage::memory_only() {
                                "quit-confirm-memory"
                            } else {
                                "quit-confirm"
                            }) }
                        </p>
                        <div class="leave-actions">
                            <button type="button" class="btn small" onclick={stay}>{ lang.t("cancel") }</button>
                            <button type="button" class="btn small danger" onclick={quit}>{ lang.t(if props.lesson { "quit-lesson" } else { "quit" }) }</button>
                        </div>
                    </div>
                }
            </nav>
        </header>
    }
}
