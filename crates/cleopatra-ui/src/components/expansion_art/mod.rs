//! The parts of the four mini-expansions, drawn in code with the board's palette
//! (the crate's style.css, "Mini-expansions"): the Sobek statue and marker, the Whims die and its
//! bonus tiles, the Bastet statue, the Sobek cards and the far architects' cards. Each picture is
//! an image named from the catalogue (`role="img"` and `aria-label`).
//!
//! The statues' and the marker's bare shapes (`*_shape`) also go inside the board's own SVG: each
//! is drawn around (0, 0) at an Anubis figure's size (about 20 wide, 30 high), so a statue stands
//! beside an Anubis in a sanctuary square with a `translate`.

mod pictograms;
mod shapes;

use cleopatra::{Category, CultCard, FarArchitect, Whim};
use yew::prelude::*;

use super::help_art::category_icon;
use crate::text as words;
use pictograms::{architect_back, architect_picture, cult_picture, medallion, whim_picture};
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, text};

pub use shapes::{bastet_statue_shape, sobek_marker_shape, sobek_statue_shape};

/// A name with its first letter in capitals, as it stands on a card (the catalogue words it for
/// use inside a sentence: "carta da Esfinge").
pub fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

// ---------- Pictures ----------

/// Which part to draw.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Part {
    SobekStatue,
    SobekMarker,
    BastetStatue,
    WhimDie(Category),
    WhimTile(Option<Whim>),
    Cult(CultCard),
    Architect(Option<FarArchitect>),
}

#[derive(Debug, Clone, PartialEq, Properties)]
struct ArtProps {
    part: Part,
}

/// A statue or the marker: its shape in a box of its own.
fn figure(class: &'static str, view_box: &'static str, label: String, shape: Html) -> Html {
    html! {
        <svg class={classes!("xart", class)} viewBox={view_box} role="img" aria-label={label.clone()}>
            <title>{ label }</title>
            { shape }
        </svg>
    }
}

/// A card's picture: art above its name.
fn card(class: Classes, label: String, art: Html, name: Option<String>) -> Html {
    html! {
        <span class={classes!("xcard", class)} role="img" aria-label={label.clone()} title={label}>
            <span class="xcard-art" aria-hidden="true">{ art }</span>
            if let Some(name) = name { <span class="xcard-name" aria-hidden="true">{ name }</span> }
        </span>
    }
}

/// One expansion part, named for screen readers.
#[component]
fn Art(props: &ArtProps) -> Html {
    let lang = use_lang();
    match props.part {
        Part::SobekStatue => figure(
            "statue-sobek",
            "-12 -18 24 33",
            lang.t("sobek-statue"),
            sobek_statue_shape(),
        ),
        Part::SobekMarker => figure(
            "marker-sobek",
            "-10 -10 20 20",
            lang.t("sobek-marker"),
            sobek_marker_shape(),
        ),
        Part::BastetStatue => figure(
            "statue-bastet",
            "-12 -18 24 33",
            lang.t("bastet-statue"),
            bastet_statue_shape(),
        ),
        Part::WhimDie(c) => {
            let label = lang.ta(
                "whim-die-shows",
                &[("category", text(words::category(lang, c)))],
            );
            html! {
                <span class="xdie" role="img" aria-label={label.clone()} title={label}>
                    { category_icon(c) }
                </span>
            }
        }
        Part::WhimTile(whim) => {
            let label = match whim {
                None => lang.t("whim-tile-back"),
                Some(w) => format!(
                    "{}: {}",
                    lang.ta("whim-tile-n", &[("n", num(words::whim_number(w) as u32))]),
                    words::whim(lang, w)
                ),
            };
            let body = match whim {
                None => html! { <>
                    <rect class="tile back" x="1" y="1" width="38" height="38" rx="6" />
                    { medallion() }
                </> },
                Some(w) => html! { <>
                    <rect class="tile front" x="1" y="1" width="38" height="38" rx="6" />
                    <circle class="number" cx="8.5" cy="8.5" r="5.5" />
                    { label_number(words::whim_number(w)) }
                    { whim_picture(w) }
                </> },
            };
            html! {
                <svg class={classes!("xart", "whim-tile", whim.is_none().then_some("face-down"))}
                    viewBox="0 0 40 40" role="img" aria-label={label.clone()}>
                    <title>{ label }</title>
                    { body }
                </svg>
            }
        }
        Part::Cult(c) => {
            let name = capitalized(&words::cult_card(lang, c));
            card(
                classes!("cult-card", words::cult_card_id(c)),
                name.clone(),
                cult_picture(c),
                Some(name),
            )
        }
        Part::Architect(None) => card(
            classes!("far-card", "back"),
            lang.t("far-architect-back"),
            architect_back(),
            None,
        ),
        Part::Architect(Some(a)) => {
            let name = capitalized(&words::far_architect(lang, a));
            card(
                classes!("far-card", words::far_architect_id(a)),
                name.clone(),
                architect_picture(a),
                Some(name),
            )
        }
    }
}

/// A bonus tile's number in its lapis corner.
fn label_number(n: usize) -> Html {
    html! { <text class="number-text" x="8.5" y="11.6" text-anchor="middle">{ n.to_string() }</text> }
}

/// A Sobek statue, standing on its plinth (Cult of Sobek).
pub fn sobek_statue() -> Html {
    html! { <Art part={Part::SobekStatue} /> }
}

/// The Sobek marker, which goes under a statue (Cult of Sobek's Marker card).
pub fn sobek_marker() -> Html {
    html! { <Art part={Part::SobekMarker} /> }
}

/// The Whims die showing `category` (Whims of Cleopatra).
pub fn whim_die(category: Category) -> Html {
    html! { <Art part={Part::WhimDie(category)} /> }
}

/// A bonus tile of the Whims of Cleopatra: face down (`None`), or its face with its number and
/// pictogram.
pub fn whim_tile(whim: Option<Whim>) -> Html {
    html! { <Art part={Part::WhimTile(whim)} /> }
}

/// The Bastet statue, a seated cat (Wisdom of Bastet).
pub fn bastet_statue() -> Html {
    html! { <Art part={Part::BastetStatue} /> }
}

/// A Sobek card of the Cult of Sobek, with its pictogram and name.
pub fn cult_card(card: CultCard) -> Html {
    html! { <Art part={Part::Cult(card)} /> }
}

/// A card of the Architects from Far Away: face down (`None`), or its building and name.
pub fn architect_card(arch: Option<FarArchitect>) -> Html {
    html! { <Art part={Part::Architect(arch)} /> }
}
