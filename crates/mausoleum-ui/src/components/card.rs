//! A card drawn in code: its group's colour band and letter, a glyph of its own, and its name.
//! Colour is never the only cue: every card has its glyph and name, every group its letter.

use mausoleum::{Card, Group};
use yew::prelude::*;

use super::words;
use table_ui::hooks::use_lang;

/// Properties of [`CardFace`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct CardFaceProps {
    /// The card.
    pub card: Card,
    /// How many (shown as ×n when more than one, or always when `always_count`).
    #[prop_or_default]
    pub count: Option<u8>,
    /// Lit: it can be played now.
    #[prop_or_default]
    pub lit: bool,
    /// Chosen: its options are shown.
    #[prop_or_default]
    pub chosen: bool,
    /// Touching it (the card becomes a button).
    #[prop_or_default]
    pub on_pick: Option<Callback<Card>>,
    /// Small (in an area).
    #[prop_or_default]
    pub small: bool,
}

/// The group's class and the key of its letter (the rules sheet says what each stands for).
fn group(card: Card) -> (&'static str, &'static str) {
    match card.group() {
        Group::Construction => ("g-construction", "mau-letter-construction"),
        Group::Character => ("g-character", "mau-letter-character"),
        Group::Event => ("g-event", "mau-letter-event"),
        Group::Action => ("g-action", "mau-letter-action"),
    }
}

/// The card's glyph, in a 40×40 box.
fn glyph(card: Card) -> Html {
    match card {
        Card::Base => {
            html! { <><rect x="4" y="24" width="32" height="8" /><rect x="8" y="18" width="24" height="6" /></> }
        }
        Card::Columns => {
            html! { <><rect x="7" y="8" width="5" height="26" /><rect x="17.5" y="8" width="5" height="26" /><rect x="28" y="8" width="5" height="26" /><rect x="4" y="4" width="32" height="4" /></> }
        }
        Card::Pyramid => html! { <path d="M20 5 L36 34 L4 34 Z" /> },
        Card::Statues => {
            html! { <><circle cx="20" cy="10" r="5" /><path d="M12 34 L14 18 L26 18 L28 34 Z" /></> }
        }
        Card::Mausolus => html! { <path d="M5 30 L5 12 L13 20 L20 8 L27 20 L35 12 L35 30 Z" /> },
        Card::Artemisia => {
            html! { <><rect x="6" y="14" width="14" height="20" rx="2" /><rect x="13" y="10" width="14" height="20" rx="2" class="glyph-light" /><rect x="20" y="6" width="14" height="20" rx="2" /></> }
        }
        Card::Architects => html! { <path d="M8 6 L14 6 L14 28 L34 28 L34 34 L8 34 Z" /> },
        Card::Sculptors => {
            html! { <><path d="M8 32 L26 14 L30 18 L12 36 Z" /><rect x="26" y="4" width="8" height="12" transform="rotate(45 30 10)" /></> }
        }
        Card::Earthquake => {
            html! { <path d="M4 8 L16 18 L10 22 L24 30 L20 34 L36 36 L26 26 L32 22 L20 14 L24 10 Z" /> }
        }
        Card::Invasion => html! { <path d="M4 16 L24 16 L24 8 L37 20 L24 32 L24 24 L4 24 Z" /> },
        Card::Discovery => {
            html! { <><circle cx="16" cy="16" r="10" fill="none" stroke-width="5" /><path d="M22 24 L26 20 L37 31 L33 35 Z" /></> }
        }
        Card::Exchange => {
            html! { <><path d="M4 13 L28 13 L28 6 L38 15 L28 24 L28 17 L4 17 Z" /><path d="M36 27 L12 27 L12 20 L2 29 L12 38 L12 31 L36 31 Z" /></> }
        }
        Card::Theft => {
            html! { <path d="M34 8 L34 14 L16 14 L16 8 L4 19 L16 30 L16 24 L34 24 L34 34 L38 34 L38 8 Z" /> }
        }
        Card::Protection => {
            html! { <path d="M20 4 L35 10 C35 24 29 32 20 37 C11 32 5 24 5 10 Z" /> }
        }
    }
}

/// A card.
#[component]
pub fn CardFace(props: &CardFaceProps) -> Html {
    let lang = use_lang();
    let card = props.card;
    let (class, letter) = group(card);
    let count = props
        .count
        .filter(|&n| n > 1)
        .map(|n| html! { <span class="mau-count">{ format!("×{n}") }</span> });
    let face = html! {
        <>
            <svg class="mau-card-art" viewBox="0 0 40 48" aria-hidden="true">
                <rect class="mau-band" x="0" y="0" width="40" height="9" />
                <text class="mau-letter" x="3" y="7.5">{ lang.t(letter) }</text>
                <g class="mau-glyph" transform="translate(0 9)">{ glyph(card) }</g>
            </svg>
            <span class="mau-card-name">{ words::face_name(lang, card) }</span>
            <>{ for count }</>
        </>
    };
    let classes = classes!(
        "mau-card",
        class,
        props.small.then_some("small"),
        props.lit.then_some("lit"),
        props.chosen.then_some("chosen")
    );
    match &props.on_pick {
        Some(on_pick) => {
            let on_pick = on_pick.clone();
            html! {
                <button type="button" class={classes} aria-pressed={if props.chosen { "true" } else { "false" }}
                    onclick={move |_: MouseEvent| on_pick.emit(card)}>{ face }</button>
            }
        }
        None => html! { <span class={classes}>{ face }</span> },
    }
}
