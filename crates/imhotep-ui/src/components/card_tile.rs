//! A market card face: its colour band and letter (so colour is never the only cue), its name,
//! and what it does as the tooltip and accessible description.

use imhotep::{Card, CardColor};
use yew::prelude::*;

use super::words;
use table_ui::hooks::use_lang;

/// Properties of [`CardTile`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct CardTileProps {
    /// The card.
    pub card: Card,
    /// How many of it, when more than one.
    #[prop_or_default]
    pub count: u8,
}

/// A card colour's CSS class, its letter (in the player's language) and when it acts.
fn colour_key(colour: CardColor) -> (&'static str, &'static str, &'static str) {
    match colour {
        CardColor::Red => ("red", "im-letter-red", "im-card-red"),
        CardColor::Green => ("green", "im-letter-green", "im-card-green"),
        CardColor::Purple => ("purple", "im-letter-purple", "im-card-purple"),
        CardColor::Blue => ("blue", "im-letter-blue", "im-card-blue"),
    }
}

/// One card.
#[component]
pub fn CardTile(props: &CardTileProps) -> Html {
    let lang = use_lang();
    let (class, letter, timing) = colour_key(props.card.color());
    let name = words::card(lang, props.card);
    let what = format!(
        "{} · {}",
        lang.t(timing),
        words::card_text(lang, props.card)
    );
    html! {
        <span class={classes!("card-tile", class)} title={what.clone()}>
            <span class="card-band" aria-hidden="true">{ lang.t(letter) }</span>
            <span class="card-name">{ name }</span>
            if props.count > 1 { <span class="card-count">{ format!("×{}", props.count) }</span> }
            <span class="visually-hidden">{ format!(": {what}") }</span>
        </span>
    }
}
