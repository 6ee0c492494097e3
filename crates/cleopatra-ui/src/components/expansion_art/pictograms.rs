//! The pictograms on the parts' faces: the bonus tiles' effects and their backs' medallion, the
//! Sobek cards' pieces and tokens, and the far architects' buildings and their cards' back.

use cleopatra::{Card, Category, CultCard, FarArchitect, Resource, Whim};
use yew::prelude::*;

use super::super::card_face::glyph;
use super::super::help_art::category_icon;
use super::shapes::{amulet, arrow, f, label, resource, scarab, sobek_marker_shape};

/// A bonus tile's pictogram, in the 40-box of its tile.
pub(super) fn whim_picture(whim: Whim) -> Html {
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
pub(super) fn medallion() -> Html {
    html! {
        <g class="medallion-back" transform="translate(20 20) scale(0.95)">
            <circle class="medallion" r="14" />
            <path class="hair" d="M-11 8V-3Q-11 -14 0 -14Q11 -14 11 -3V8H6V-4H-6V8Z" />
            <ellipse class="face" cy="1" rx="6" ry="7" />
        </g>
    }
}

/// A small svg in a card.
fn small(view_box: &'static str, body: Html) -> Html {
    html! { <svg class="xcard-icon" viewBox={view_box} aria-hidden="true">{ body }</svg> }
}

/// The pictogram of a Sobek card.
pub(super) fn cult_picture(c: CultCard) -> Html {
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
pub(super) fn architect_picture(a: FarArchitect) -> Html {
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
pub(super) fn architect_back() -> Html {
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
