//! One resource card, drawn in code: its resource glyph on a coloured face, a red border and a
//! ✕ mark when tainted, or a plain back when face down. The name under the glyph breaks only
//! between words or at a hyphen (the crate's style.css), never inside a word.

use cleopatra::{Card, Resource, SeenCard};
use yew::prelude::*;

use crate::text;
use table_ui::hooks::use_lang;
use table_ui::i18n::{self, Lang};

/// Properties of [`CardFace`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct CardFaceProps {
    /// The card as the viewer sees it.
    pub card: SeenCard,
    /// How many of this card (shown as a badge when above 1).
    #[prop_or(1)]
    pub count: u8,
    /// Where it lies, for the table's motion (`data-fly`; its face is its state).
    #[prop_or_default]
    pub fly: Option<AttrValue>,
    /// Where a card new there comes from (`data-fly-from`).
    #[prop_or_default]
    pub from: Option<AttrValue>,
}

/// The glyph of a card kind, in a 24×24 box.
pub(super) fn glyph(card: Card) -> Html {
    match card {
        Card::Standard(r) | Card::Tainted(r) => match r {
            Resource::Wood => {
                html! { <g><rect x="3" y="8" width="18" height="8" rx="4" /><circle cx="19" cy="12" r="2.5" class="cut" /></g> }
            }
            Resource::Stone => html! { <path d="M4 17 L7 7 L17 6 L21 15 L14 19 Z" /> },
            Resource::Marble => {
                html! { <g><rect x="6" y="4" width="12" height="3" /><rect x="8" y="7" width="8" height="11" /><rect x="5" y="18" width="14" height="3" /></g> }
            }
            Resource::Lapis => html! { <path d="M12 3 L20 10 L12 21 L4 10 Z" /> },
        },
        Card::Artisan => {
            html! { <g><rect x="4" y="5" width="12" height="6" rx="1" /><rect x="13" y="9" width="4" height="12" rx="1" /></g> }
        }
        Card::Cave => html! { <path d="M3 21 L3 12 Q12 0 21 12 L21 21 L15 21 Q12 13 9 21 Z" /> },
        // A seated cat with a gold collar and eyes: the Wisdom of Bastet.
        Card::Bastet => html! {
            <g>
                <path d="M8 21 Q5 21 6 16 Q7 11 9 10 L8 4 L11 7 L13 7 L16 4 L15 10 Q18 12 18 17 Q18 21 15 21 Z" />
                <path class="collar" d="M9.2 11.6 Q12 13.4 14.8 11.6" />
                <path class="eyes" d="M10 8.6 h1.4 M12.6 8.6 h1.4" />
            </g>
        },
    }
}

fn kind_class(card: Card) -> &'static str {
    match card {
        Card::Standard(r) | Card::Tainted(r) => match r {
            Resource::Wood => "wood",
            Resource::Stone => "stone",
            Resource::Marble => "marble",
            Resource::Lapis => "lapis",
        },
        Card::Artisan => "artisan",
        Card::Cave => "cave",
        Card::Bastet => "bastet",
    }
}

/// The words on a card's face: its name, except that a tainted card's name may carry soft
/// hyphens, so a long word breaks with a hyphen in the narrow card instead of spilling out.
fn face_name(lang: Lang, card: Card, name: &str) -> String {
    match card {
        Card::Tainted(r) => lang.ta(
            "card-face-tainted",
            &[
                ("res", i18n::text(kind_class(card))),
                ("name", i18n::text(text::resource(lang, r))),
            ],
        ),
        _ => name.to_owned(),
    }
}

/// A card.
#[component]
pub fn CardFace(props: &CardFaceProps) -> Html {
    let lang = use_lang();
    let label = text::seen_card(lang, props.card);
    let fly = props.fly.clone();
    let fly_n = fly.as_ref().map(|_| props.card.to_string());
    let from = props.from.clone();
    let badge = (props.count > 1)
        .then(|| html! { <span class="card-count">{ format!("×{}", props.count) }</span> });
    match props.card.card {
        None => html! {
            <span class="card back" role="img" aria-label={label} data-fly={fly} data-fly-n={fly_n} data-fly-from={from}>
                <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 4 L20 20 L4 20 Z" /></svg>
                <>{ for badge }</>
            </span>
        },
        Some(card) => {
            let tainted = card.is_tainted();
            html! {
                <span class={classes!("card", kind_class(card), tainted.then_some("tainted"))}
                    role="img" aria-label={label.clone()} title={label.clone()} data-fly={fly} data-fly-n={fly_n} data-fly-from={from}>
                    <svg viewBox="0 0 24 24" aria-hidden="true">{ glyph(card) }</svg>
                    <span class="card-name" aria-hidden="true">{ face_name(lang, card, &label) }</span>
                    if tainted { <span class="taint" aria-hidden="true">{ "✕" }</span> }
                    <>{ for badge }</>
                </span>
            }
        }
    }
}
