//! A place on the board where the chosen piece may be built, lit with the scarabs it earns.
//! Keyboard and pointer both choose it.

use cleopatra::Piece;
use yew::prelude::*;

use crate::text;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;

/// The smallest touch target, in board units.
const HIT: f32 = 52.0;

/// Properties of [`SlotMark`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SlotMarkProps {
    /// The piece this place takes.
    pub piece: Piece,
    /// Scarabs it earns.
    pub reward: u32,
    /// The rectangle (x, y, width, height) in board units.
    pub rect: (f32, f32, f32, f32),
    /// Chosen.
    pub on_pick: Callback<Piece>,
    /// The place of the build shown (the hint's, or the lesson's): ringed.
    #[prop_or_default]
    pub hinted: bool,
}

/// A glowing, focusable rectangle with a "+N" badge.
#[component]
pub fn SlotMark(props: &SlotMarkProps) -> Html {
    let lang = use_lang();
    let (x, y, w, h) = props.rect;
    let label = format!(
        "{}: {}",
        text::piece(lang, &props.piece),
        lang.ta("earns", &[("n", num(props.reward))])
    );
    let pick = {
        let (on_pick, piece) = (props.on_pick.clone(), props.piece);
        move |_: MouseEvent| on_pick.emit(piece)
    };
    let key = {
        let (on_pick, piece) = (props.on_pick.clone(), props.piece);
        move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                on_pick.emit(piece);
            }
        }
    };
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    // Thin places (a wall is 22 units wide) get a larger invisible target, at least 52 units
    // square: 44 px on a phone-sized board.
    let (hw, hh) = (w.max(HIT), h.max(HIT));
    html! {
        <g class={if props.hinted { "slot hinted" } else { "slot" }} role="button" tabindex="0" aria-label={label} onclick={pick} onkeydown={key}>
            <rect class="hit" x={(cx - hw / 2.0).to_string()} y={(cy - hh / 2.0).to_string()}
                width={hw.to_string()} height={hh.to_string()} />
            <rect class="mark" x={x.to_string()} y={y.to_string()} width={w.to_string()} height={h.to_string()} rx="4" />
            <circle cx={cx.to_string()} cy={cy.to_string()} r="13" class="badge" />
            <text x={cx.to_string()} y={(cy + 5.0).to_string()} text-anchor="middle">
                { lang.ta("reward-n", &[("n", num(props.reward))]) }
            </text>
        </g>
    }
}
