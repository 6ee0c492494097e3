//! A market card face: its colour band and letter (so colour is never the only cue), its name,
//! and what it does as the tooltip and accessible description; and the same card as a button that
//! opens it large, for fingers (no tooltip on touch).

use imhotep::{Card, CardColor};
use yew::prelude::*;

use super::words;
use table_ui::components::Sheet;
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

/// What a card opened large offers to do now (the market's Take, a blue card's Play).
#[derive(Debug, Clone, PartialEq)]
pub struct CardAction {
    /// The button's words.
    pub label: AttrValue,
    /// Done: the sheet closes first.
    pub on: Callback<()>,
}

/// Properties of [`CardButton`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct CardButtonProps {
    /// The card.
    pub card: Card,
    /// How many of it, when more than one.
    #[prop_or_default]
    pub count: u8,
    /// Whether the tile shows its effect line too (when there is room for it).
    #[prop_or_default]
    pub effect: bool,
    /// What can be done with it now, if anything.
    #[prop_or_default]
    pub action: Option<CardAction>,
}

/// A card a finger can read: the tile is a button that opens the card large in a sheet, with its
/// name, when it acts and what it does, and the action it allows now (Take, Play) beside Close.
/// Closing gives the keyboard's focus back to the card.
#[component]
pub fn CardButton(props: &CardButtonProps) -> Html {
    let lang = use_lang();
    let open = use_state(|| false);
    let button = use_node_ref();
    let was_open = use_mut_ref(|| false);
    {
        let button = button.clone();
        use_effect_with(*open, move |&now| {
            if !now && *was_open.borrow() {
                if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                    let _ = b.focus();
                }
            }
            *was_open.borrow_mut() = now;
        });
    }
    let card = props.card;
    let (class, letter, timing) = colour_key(card.color());
    let name = words::card(lang, card);
    let does = words::card_text(lang, card);
    let shown = if props.count > 1 {
        format!("{name} ×{}", props.count)
    } else {
        name.clone()
    };
    let on_open = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(true))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    };
    let sheet = (*open).then(|| {
        let act = props.action.as_ref().map(|a| {
            let on = a.on.clone();
            let open = open.clone();
            let onclick = Callback::from(move |_: MouseEvent| {
                open.set(false);
                on.emit(());
            });
            html! { <button type="button" class="btn primary card-act" {onclick}>{ a.label.clone() }</button> }
        });
        html! {
            <Sheet title={shown.clone()} class="card-sheet" on_close={close.clone()}>
                <div class={classes!("card-large", class)}>
                    <span class="card-band" aria-hidden="true">{ lang.t(letter) }</span>
                    <div class="card-large-words">
                        <p class="card-when">{ lang.t(timing) }</p>
                        <p class="card-does">{ does.clone() }</p>
                    </div>
                </div>
                <div class="sheet-actions">
                    { for act }
                    <button type="button" class="btn card-close" onclick={close.reform(|_: MouseEvent| ())}>
                        { lang.t("im-card-close") }
                    </button>
                </div>
            </Sheet>
        }
    });
    html! {
        <>
            <button type="button" ref={button} class={classes!("card-tile", "card-open", class, props.effect.then_some("with-effect"))}
                aria-haspopup="dialog"
                title={format!("{} · {does}", lang.t(timing))} onclick={on_open}>
                <span class="card-band" aria-hidden="true">{ lang.t(letter) }</span>
                <span class="card-words">
                    <span class="card-name">{ name }</span>
                    if props.effect { <span class="card-effect-line">{ does.clone() }</span> }
                </span>
                if props.count > 1 { <span class="card-count">{ format!("×{}", props.count) }</span> }
                <span class="card-info" aria-hidden="true">{ "i" }</span>
                // Named by what it shows (name, effect line, count), then what a tap does.
                <span class="visually-hidden">{ format!(", {}", lang.t("im-card-show")) }</span>
            </button>
            { for sheet }
        </>
    }
}
