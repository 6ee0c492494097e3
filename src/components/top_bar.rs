//! The bar above the table: whose turn, Cleopatra's step, and the help, cover, language and
//! leave buttons.

use yew::prelude::*;

use super::{LangSwitch, SeatMarker};
use crate::hooks::use_lang;
use crate::i18n::{num, text, Lang};
use crate::setup::PlayerColour;
use crate::storage;

/// Properties of [`TopBar`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct TopBarProps {
    /// The active player's name and colour.
    pub active: (AttrValue, PlayerColour),
    /// Cleopatra's step and the last step.
    pub step: (u8, u8),
    /// Cleopatra reached the palace: these are the last turns.
    #[prop_or_default]
    pub last_round: bool,
    /// Open the rules help.
    pub on_help: Callback<()>,
    /// Raise the curtain.
    pub on_cover: Callback<()>,
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
                <h1 class="turn-title">{ lang.ta("turn-of", &[("name", text(name.to_string()))]) }</h1>
                <span class="step">{ lang.ta("cleopatra-step", &[("step", num(props.step.0)), ("end", num(props.step.1))]) }</span>
                if props.last_round { <span class="last-round">{ lang.t("last-round") }</span> }
            </div>
            <nav class="bar-buttons" aria-label={lang.t("menu")}>
                <button type="button" class="btn small" onclick={props.on_help.reform(|_| ())}>{ lang.t("help") }</button>
                <button type="button" class="btn small" onclick={props.on_cover.reform(|_| ())}>{ lang.t("cover") }</button>
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
