//! The bar above any game's table: whose turn, how far the game got, and the help, cover,
//! export, language and leave buttons.

use yew::prelude::*;

use super::{LangSwitch, SeatMarker};
use crate::hooks::use_lang;
use crate::i18n::{text, Lang};
use crate::setup::PlayerColour;
use crate::storage;

/// Properties of [`TopBar`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct TopBarProps {
    /// The active player's name and colour.
    pub active: (AttrValue, PlayerColour),
    /// What the bar says of them, when not "Ana's turn".
    #[prop_or_default]
    pub label: Option<String>,
    /// How far the game got ("Cleopatra: step 3 of 5", "Round 2 of 6").
    pub progress: AttrValue,
    /// A warning beside it ("Last round!").
    #[prop_or_default]
    pub alert: Option<AttrValue>,
    /// Open the rules help.
    pub on_help: Callback<()>,
    /// Raise the curtain, in a game with secrets.
    #[prop_or_default]
    pub on_cover: Option<Callback<()>>,
    /// Switch language.
    pub on_lang: Callback<Lang>,
    /// Leave the game (after confirming).
    pub on_quit: Callback<()>,
    /// Open the export sheet.
    pub on_export: Callback<()>,
}

/// The top bar.
#[component]
pub fn TopBar(props: &TopBarProps) -> Html {
    let lang = use_lang();
    let confirming = use_state(|| false);
    let (name, colour) = props.active.clone();
    let quit = {
        let (confirming, on_quit) = (confirming.clone(), props.on_quit.clone());
        move |_: MouseEvent| {
            if *confirming {
                on_quit.emit(())
            } else {
                confirming.set(true)
            }
        }
    };
    let stay = {
        let confirming = confirming.clone();
        move |_: MouseEvent| confirming.set(false)
    };
    html! {
        <header class="top-bar">
            <div class="turn-of">
                <SeatMarker {colour} />
                <h1 class="turn-title">{ props.label.clone().unwrap_or_else(|| lang.ta("turn-of", &[("name", text(name.to_string()))])) }</h1>
                <span class="step">{ props.progress.clone() }</span>
                if let Some(alert) = &props.alert { <span class="last-round">{ alert.clone() }</span> }
            </div>
            <nav class="bar-buttons" aria-label={lang.t("menu")}>
                <button type="button" class="btn small" onclick={props.on_help.reform(|_| ())}>{ lang.t("help") }</button>
                if let Some(on_cover) = &props.on_cover {
                    <button type="button" class="btn small" onclick={on_cover.reform(|_| ())}>{ lang.t("cover") }</button>
                }
                <button type="button" class="btn small" onclick={props.on_export.reform(|_| ())}>{ lang.t("export") }</button>
                <LangSwitch on_change={props.on_lang.clone()} />
                if *confirming {
                    <span class="confirm" role="alert">
                        { lang.t(if storage::memory_only() { "quit-confirm-memory" } else { "quit-confirm" }) }
                    </span>
                    <button type="button" class="btn small" onclick={stay}>{ lang.t("cancel") }</button>
                    <button type="button" class="btn small danger" onclick={quit}>{ lang.t("quit") }</button>
                } else {
                    <button type="button" class="btn small" onclick={quit}>{ lang.t("quit") }</button>
                }
            </nav>
        </header>
    }
}
