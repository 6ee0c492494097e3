//! The parts of the four mini-expansions, drawn in code with the board's palette
//! (styles/cleopatra.css, "Mini-expansions"): the Sobek statue and marker, the Whims die and its
//! bonus tiles, the Bastet statue, the Sobek cards and the far architects' cards. Each picture is
//! an image named from the catalogue (`role="img"` and `aria-label`).
//!
//! The statues' and the marker's bare shapes (`*_shape`) also go inside the board's own SVG: each
//! is drawn around (0, 0) at an Anubis figure's size (about 20 wide, 30 high), so a statue stands
//! beside an Anubis in a sanctuary square with a `translate`.

use cleopatra::{Card, Category, CultCard, FarArchitect, Resource, Whim};
use yew::prelude::*;

use super::card_face::glyph;
use super::help_art::category_icon;
use crate::hooks::use_lang;
use crate::i18n::{num, text};
use crate::text as words;

/// A name with its first letter in capitals, as it stands on a card (the catalogue words it for
/// use inside a sentence: "carta da Esfinge").
pub fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

// ---------- Small shapes ----------

/// A number with a few decimals, for SVG attributes.
fn f(v: f32) -> String {
    let s = format!("{v:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// An amulet of corruption: a carnelian drop on its loop, about 10 wide and 16 high around
/// (`x`, `y`).
fn amulet(x: f32, y: f32, s: f32) -> Html {
    html! {
        <g class="amulet" transform={format!("translate({} {}) scale({})", f(x), f(y), f(s))}>
            <circle class="loop" cx="0" cy="-7" r="1.8" />
            <path d="M0 -5 Q6 1 4 4.5 Q2 7.5 0 7.5 Q-2 7.5 -4 4.5 Q-6 1 0 -5 Z" />
            <path class="shine" d="M-2 1 Q-2.5 3.5 -1 5" />
        </g>
    }
}

/// A scarab, head up, about 12 wide and 14 high around (`x`, `y`).
fn scarab(x: f32, y: f32, s: f32) -> Html {
    html! {
        <g class="scarab-token" transform={format!("translate({} {}) scale({})", f(x), f(y), f(s))}>
            <path class="legs" d="M-4 -1 L-6.5 -3 M4 -1 L6.5 -3 M-4 2 L-6.5 2.5 M4 2 L6.5 2.5 M-3.5 5 L-5.5 7 M3.5 5 L5.5 7" />
            <ellipse class="head" cx="0" cy="-5" rx="2.6" ry="1.8" />
            <path class="shell" d="M0 -3.5 C-4.5 -3.5 -5 1 -4.5 3.5 C-4 6 -2 7.5 0 7.5 C2 7.5 4 6 4.5 3.5 C5 1 4.5 -3.5 0 -3.5 Z" />
            <path class="line" d="M0 -3 V7 M-3.8 -0.5 Q0 1 3.8 -0.5" />
        </g>
    }
}

/// An arrow from (`x1`, `y1`) to (`x2`, `y2`), its head at the end.
fn arrow(x1: f32, y1: f32, x2: f32, y2: f32) -> Html {
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(0.01);
    let (ux, uy) = (dx / len, dy / len);
    let head = 2.6;
    let (bx, by) = (x2 - ux * head, y2 - uy * head);
    let (px, py) = (-uy * head * 0.75, ux * head * 0.75);
    html! {
        <g class="arrow">
            <path d={format!("M{} {} L{} {}", f(x1), f(y1), f(bx), f(by))} />
            <path class="head" d={format!("M{} {} L{} {} L{} {} Z", f(x2), f(y2), f(bx + px), f(by + py), f(bx - px), f(by - py))} />
        </g>
    }
}

/// Words drawn in a picture: a number or a sign, never language.
fn label(x: f32, y: f32, class: &'static str, s: &str) -> Html {
    html! { <text class={class} x={f(x)} y={f(y)} text-anchor="middle">{ s.to_owned() }</text> }
}

/// A resource card's glyph, small, in its own colour, its 24-box centred on (`x`, `y`).
fn resource(r: Resource, x: f32, y: f32, s: f32) -> Html {
    let class = match r {
        Resource::Wood => "res wood",
        Resource::Stone => "res stone",
        Resource::Marble => "res marble",
        Resource::Lapis => "res lapis",
    };
    html! {
        <g class={class} transform={format!("translate({} {}) scale({}) translate(-12 -12)", f(x), f(y), f(s))}>
            { glyph(Card::Standard(r)) }
        </g>
    }
}

/// The Sobek statue's shape: a crocodile-headed god in a lapis wig, striding on a plinth with
/// his staff, the sun disc on his head.
pub fn sobek_statue_shape() -> Html {
    html! {
        <g class="sobek-figure">
            <rect class="plinth" x="-8.5" y="11" width="17" height="3.5" rx="0.8" />
            <path class="staff" d="M8 11 V-4 Q8 -6.2 10 -5.6" />
            <path class="body" d="M-5 11 L-3.6 0.5 L-5.6 -5 Q-5.4 -8.4 -1.8 -8.6 L-1.8 -10.6 Q-1.2 -13.4 2.2 -12.6 L10.5 -10.3 L10.8 -8.4 L3.4 -7.8 L3 -5.6 Q5.2 -3.6 4.4 0.5 L5.6 11 L1.4 11 L0.4 3.5 L-0.6 11 Z" />
            <path class="wig" d="M-2.2 -12 Q-4.8 -9 -4.6 -4.6 L-1 -4.4 Q-0.4 -8 1.4 -9.6 Z" />
            <path class="kilt" d="M-4 0.5 H4.6 L5.2 5 H-4.4 Z" />
            <path class="arm" d="M1.6 -3.4 Q4.6 -1.4 8 -2.6" />
            <path class="teeth" d="M4.4 -8 L5.2 -7.2 L6 -8 L6.8 -7.2 L7.6 -8 L8.4 -7.2 L9.2 -8" />
            <circle class="sun" cx="0.4" cy="-14.6" r="2.4" />
            <circle class="eye" cx="3.4" cy="-10.6" r="0.8" />
        </g>
    }
}

/// The Bastet statue's shape: a black cat seated on a plinth, a gold collar, an earring, its
/// tail curled round its paws.
pub fn bastet_statue_shape() -> Html {
    html! {
        <g class="bastet-figure">
            <rect class="plinth" x="-8.5" y="11" width="17" height="3.5" rx="0.8" />
            <path class="body" d="M-6.5 11 C-9 6 -7 -1 -3 -3 C-2 -5 -1.5 -7 -1 -8 L-1.5 -12.5 L-0.5 -16.5 L1.5 -13 L3.5 -16.8 L4 -12 C5.5 -11 6.5 -9.5 6 -8.3 L4 -7.2 C3 -6.5 2.5 -5 2.5 -4 C3.5 -1 4.5 3 4.2 7 L4.6 11 Z" />
            <path class="tail" d="M-6 10.6 C-2 12.2 4 11.8 7.4 9.2" />
            <path class="collar" d="M-1.2 -7.6 Q0.8 -5.6 3 -5.4" />
            <circle class="earring" cx="1" cy="-9.6" r="0.8" />
            <ellipse class="eye" cx="3.7" cy="-10.4" rx="1" ry="0.55" />
        </g>
    }
}

/// The Sobek marker's shape: a green disc with a gold crocodile's head, radius 10.
pub fn sobek_marker_shape() -> Html {
    html! {
        <g class="sobek-marker-token">
            <circle class="disc" r="9.2" />
            <circle class="ring" r="7" />
            <path class="croc" d="M-6 2.4 L-5.2 -1.6 Q-3 -4.4 0.4 -3.6 L6.6 -1.8 L6.8 0.6 L0.4 1.2 Q-2 2.8 -6 2.4 Z" />
            <circle class="eye" cx="-1" cy="-2.2" r="0.8" />
        </g>
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

/// A bonus tile's pictogram, in the 40-box of its tile.
fn whim_picture(whim: Whim) -> Html {
    match whim {
        Whim::ReturnAmulets => html! { <>
            { amulet(10.5, 23.0, 1.0) }{ amulet(19.5, 23.0, 1.0) }
            { label(31.0, 27.0, "num", "−2") }
        </> },
        Whim::OpponentsTakeAmulet => html! { <>
            { amulet(21.0, 24.0, 1.0) }
            { arrow(15.0, 22.0, 7.0, 17.0) }{ arrow(27.0, 22.0, 35.0, 17.0) }{ arrow(21.0, 33.0, 21.0, 38.0) }
            { label(31.0, 35.0, "num small", "+1") }
        </> },
        Whim::Scarabs => html! { <>
            { scarab(16.0, 23.0, 1.25) }{ label(30.0, 28.0, "num", "+3") }
        </> },
        Whim::ScarabFromEach => html! { <>
            { scarab(21.0, 24.0, 1.0) }
            { arrow(7.0, 16.0, 14.0, 20.5) }{ arrow(35.0, 16.0, 28.0, 20.5) }{ arrow(21.0, 39.0, 21.0, 33.5) }
            { label(32.0, 35.0, "num small", "1") }
        </> },
        Whim::Artisans => html! { <>
            <g class="res artisan" transform="translate(6 11) scale(0.9)">{ glyph(Card::Artisan) }</g>
            { label(31.0, 29.0, "num", "×2") }
            { kept_mark() }
        </> },
        Whim::Resources => html! { <>
            { resource(Resource::Wood, 12.0, 18.0, 0.45) }{ resource(Resource::Stone, 22.0, 18.0, 0.45) }
            { resource(Resource::Marble, 12.0, 28.0, 0.45) }{ resource(Resource::Lapis, 22.0, 28.0, 0.45) }
            { label(32.5, 27.0, "num", "×2") }
            { kept_mark() }
        </> },
        // Three stalls of 3, 2 and 1 cards: the smallest is taken.
        Whim::SmallestStall => html! { <>
            { for [(4.5, 3), (15.5, 2), (26.5, 1)].iter().map(|&(x, n)| html! {
                <g class={classes!("stall-stack", (n == 1).then_some("smallest"))}>
                    { for (0..n).map(|i| html! {
                        <rect x={f(x)} y={f(26.0 - i as f32 * 4.0)} width="8" height="10" rx="1.2" />
                    }) }
                </g>
            }) }
            { arrow(30.5, 23.5, 30.5, 15.0) }
        </> },
    }
}

/// The corner mark of a tile its owner keeps for later: a small hourglass.
fn kept_mark() -> Html {
    html! { <path class="kept" d="M31 4 H37 L34 8 L37 12 H31 L34 8 Z" /> }
}

/// The Cleopatra medallion of the board, on the bonus tiles' backs.
fn medallion() -> Html {
    html! {
        <g class="medallion-back" transform="translate(20 20) scale(0.95)">
            <circle class="medallion" r="14" />
            <path class="hair" d="M-11 8V-3Q-11 -14 0 -14Q11 -14 11 -3V8H6V-4H-6V8Z" />
            <ellipse class="face" cy="1" rx="6" ry="7" />
        </g>
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

/// A small svg in a card.
fn small(view_box: &'static str, body: Html) -> Html {
    html! { <svg class="xcard-icon" viewBox={view_box} aria-hidden="true">{ body }</svg> }
}

/// The pictogram of a Sobek card.
fn cult_picture(c: CultCard) -> Html {
    let amulet_icon = || small("-8 -10 16 20", amulet(0.0, 0.5, 1.0));
    match c {
        CultCard::Sphinx => html! { <>{ category_icon(Category::Sphinxes) }{ amulet_icon() }</> },
        CultCard::Wall => html! { <>{ category_icon(Category::Walls) }{ amulet_icon() }</> },
        CultCard::Toll => html! { <>
            { category_icon(Category::Doors) }
            { small("-8 -10 16 20", html! { <>{ scarab(0.0, -3.0, 0.8) }{ label(0.0, 10.0, "num", "2") }</> }) }
        </> },
        CultCard::Marker => small("-11 -11 22 22", sobek_marker_shape()),
    }
}

/// The pictogram of a far architect: a building of their land.
fn architect_picture(a: FarArchitect) -> Html {
    let body = match a {
        // A temple: pediment, four columns, steps.
        FarArchitect::Greek => html! {
            <g class="greek">
                <path d="M3 11 L16 4 L29 11 Z" />
                <rect x="4" y="11" width="24" height="3" />
                { for [6.5, 12.0, 17.5, 23.0].map(|x| html! { <rect x={f(x)} y="14" width="2.5" height="11" /> }) }
                <rect x="3" y="25" width="26" height="3" />
            </g>
        },
        // A round Gaulish hut under a thatched roof.
        FarArchitect::Gaulish => html! {
            <g class="gaulish">
                <path class="wall" d="M7 28 V17 H25 V28 Z" />
                <path class="door-hole" d="M13.5 28 V22 Q16 19.5 18.5 22 V28 Z" />
                <path class="roof" d="M3 18.5 Q16 -1 29 18.5 Z" />
                <path class="thatch" d="M9 16 L12.5 9 M14.5 17 L15.5 6.5 M19 17 L19.5 7.5 M23 16 L21.5 9.5" />
            </g>
        },
        // A ziggurat of three tiers, its stair up the middle, a blue shrine on top.
        FarArchitect::Babylonian => html! {
            <g class="babylonian">
                <rect x="3" y="22" width="26" height="6" />
                <rect x="7" y="16" width="18" height="6" />
                <rect x="11" y="10" width="10" height="6" />
                <rect class="shrine" x="13.5" y="5" width="5" height="5" />
                <path class="stair" d="M14.5 28 V10 M17.5 28 V10 M14.5 25 H17.5 M14.5 19 H17.5 M14.5 13 H17.5" />
            </g>
        },
        // A Roman aqueduct of two arches.
        FarArchitect::Roman => html! {
            <g class="roman">
                <path d="M3 9 H29 V28 H25 V19 A4 4 0 0 0 17 19 V28 H15 V19 A4 4 0 0 0 7 19 V28 H3 Z" />
                <rect class="cornice" x="2" y="6" width="28" height="3" />
            </g>
        },
    };
    small("0 0 32 32", body)
}

/// The back of a far architect's card: a set square and a compass in gold on lapis.
fn architect_back() -> Html {
    small(
        "0 0 32 32",
        html! {
            <g class="tools">
                <path d="M6 27 L6 7 L26 27 Z M9.5 23.5 L9.5 15 L18 23.5 Z" />
                <circle cx="21" cy="6" r="1.8" />
                <path d="M21 7.8 L15.5 26 M21 7.8 L26.5 26 M17.5 19 Q21 21.5 24.5 19" />
            </g>
        },
    )
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
