//! The small shapes the parts are drawn with (an amulet, a scarab, an arrow, a number, a
//! resource's glyph), and the bare shapes of the Sobek and Bastet statues and of the Sobek marker,
//! each around (0, 0) at an Anubis figure's size, for the board's own SVG too.

use cleopatra::{Card, Resource};
use yew::prelude::*;

use super::super::card_face::glyph;

/// A number with a few decimals, for SVG attributes.
pub(super) fn f(v: f32) -> String {
    let s = format!("{v:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// An amulet of corruption: a carnelian drop on its loop, about 10 wide and 16 high around
/// (`x`, `y`).
pub(super) fn amulet(x: f32, y: f32, s: f32) -> Html {
    html! {
        <g class="amulet" transform={format!("translate({} {}) scale({})", f(x), f(y), f(s))}>
            <circle class="loop" cx="0" cy="-7" r="1.8" />
            <path d="M0 -5 Q6 1 4 4.5 Q2 7.5 0 7.5 Q-2 7.5 -4 4.5 Q-6 1 0 -5 Z" />
            <path class="shine" d="M-2 1 Q-2.5 3.5 -1 5" />
        </g>
    }
}

/// A scarab, head up, about 12 wide and 14 high around (`x`, `y`).
pub(super) fn scarab(x: f32, y: f32, s: f32) -> Html {
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
pub(super) fn arrow(x1: f32, y1: f32, x2: f32, y2: f32) -> Html {
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
pub(super) fn label(x: f32, y: f32, class: &'static str, s: &str) -> Html {
    html! { <text class={class} x={f(x)} y={f(y)} text-anchor="middle">{ s.to_owned() }</text> }
}

/// A resource card's glyph, small, in its own colour, its 24-box centred on (`x`, `y`).
pub(super) fn resource(r: Resource, x: f32, y: f32, s: f32) -> Html {
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
