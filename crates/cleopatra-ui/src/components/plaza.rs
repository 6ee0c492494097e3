//! The Sphinx Plaza in front of the palace: two rows of sphinxes with their obelisks, and
//! Cleopatra's path from her picture (step 0) to the palace stairs, with the Offering mark.

use cleopatra::{Board, Piece, Row, SPHINXES_PER_ROW};
use yew::prelude::*;

use crate::components::SlotMark;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;

/// Where the plaza starts below the palace, in board units.
pub const PLAZA_TOP: f32 = 440.0;

/// Properties of [`Plaza`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PlazaProps {
    /// The board.
    pub board: Board,
    /// The Offering step and the last step of the path.
    pub offering_step: u8,
    /// The palace step.
    pub end_step: u8,
    /// Places the chosen piece may go, with their rewards.
    pub slots: Vec<(Piece, u32)>,
    /// The place of the build shown (the hint's, or the lesson's), if among them.
    #[prop_or_default]
    pub hinted: Option<Piece>,
    /// A place was chosen.
    pub on_pick: Callback<Piece>,
    /// The board before its last change, if it changed while shown: what is new rises in.
    #[prop_or_default]
    pub before: Option<Board>,
}

fn row_x(row: Row) -> (f32, f32) {
    // (sphinx column, obelisk column)
    match row {
        Row::Left => (150.0, 80.0),
        Row::Right => (290.0, 360.0),
    }
}

fn sphinx_y(i: u8) -> f32 {
    PLAZA_TOP + 20.0 + f32::from(i) * 52.0
}

fn sphinx(x: f32, y: f32) -> Html {
    html! {
        <g class="sphinx" transform={format!("translate({x} {y})")}>
            <rect x="-19" y="30" width="38" height="7" rx="2" />
            <path d="M-17 30 L-17 21 Q-17 15 -9 15 L1 15 L1 6 Q1 -2 7 -2 Q13 -2 13 6 L13 15 Q18 17 18 23 L18 30 Z" />
            <path class="nemes" d="M0 4 L-3 16 L17 16 L14 4 Q7 -1 0 4 Z" />
        </g>
    }
}

/// The plaza.
#[component]
pub fn Plaza(props: &PlazaProps) -> Html {
    let lang = use_lang();
    let b = &props.board;
    let was = props.before.as_ref();
    let fresh = |new: bool, drawing: Html| {
        if new {
            html! { <g class="fresh">{ drawing }</g> }
        } else {
            drawing
        }
    };
    let mut items = Vec::new();
    for row in [Row::Left, Row::Right] {
        let (sx, ox) = row_x(row);
        let built = b.sphinxes[row as usize];
        for i in 0..SPHINXES_PER_ROW {
            let y = sphinx_y(i);
            items.push(html! { <rect class="socket" x={(sx - 22.0).to_string()} y={(y - 4.0).to_string()} width="44" height="44" rx="6" /> });
            if i < built {
                let new = was.is_some_and(|w| i >= w.sphinxes[row as usize]);
                items.push(fresh(new, sphinx(sx, y)));
            }
        }
        let oy = sphinx_y(0);
        items.push(html! { <rect class="socket" x={(ox - 20.0).to_string()} y={(oy - 4.0).to_string()} width="40" height="148" rx="6" /> });
        if b.obelisks[row as usize] {
            let new = was.is_some_and(|w| !w.obelisks[row as usize]);
            items.push(fresh(new, html! {
                <path class="obelisk" d={format!("M{} {} L{} {} L{} {} L{} {} L{} {} Z",
                    ox, oy + 2.0, ox + 9.0, oy + 18.0, ox + 11.0, oy + 138.0, ox - 11.0, oy + 138.0, ox - 9.0, oy + 18.0)} />
            }));
        }
    }
    // The path: step 0 at the bottom, the palace stairs at the top.
    let steps = props.end_step;
    let step_y = |s: u8| PLAZA_TOP + 180.0 - f32::from(s) * 34.0;
    let path = (0..=steps).map(|s| {
        let y = step_y(s);
        let mark = if s == props.offering_step {
            html! {
                <text x="242" y={(y + 5.0).to_string()} class="step-mark">
                    <title>{ lang.t("offering-mark") }</title>{ "☥" }
                </text>
            }
        } else {
            html! {}
        };
        html! {
            <g class={classes!("step", (s == props.offering_step).then_some("offering"))}>
                <rect x="204" y={(y - 14.0).to_string()} width="32" height="28" rx="4" />
                <text x="220" y={(y + 5.0).to_string()} text-anchor="middle">{ s }</text>
                { mark }
            </g>
        }
    });
    let cleo_y = step_y(b.cleopatra.min(steps));
    let slots = props.slots.iter().filter_map(|&(piece, reward)| {
        let rect = match piece {
            Piece::Sphinx { row } => {
                let (sx, _) = row_x(row);
                let y = sphinx_y(b.sphinxes[row as usize]);
                (sx - 22.0, y - 4.0, 44.0, 44.0)
            }
            Piece::Obelisk { row } => {
                let (_, ox) = row_x(row);
                (ox - 20.0, sphinx_y(0) - 4.0, 40.0, 148.0)
            }
            _ => return None,
        };
        Some(html! { <SlotMark {piece} {reward} {rect} on_pick={props.on_pick.clone()} hinted={props.hinted == Some(piece)} /> })
    });
    html! {
        <g class="plaza">
            <rect class="plaza-ground" x="16" y={PLAZA_TOP.to_string()} width="408" height="200" rx="10" />
            <g class="path">{ for path }</g>
            <g class="monuments">{ for items }</g>
            // Her step is a CSS transform, so a step forward glides (no motion when reduced).
            <g class="cleopatra" role="img" style={format!("transform:translate(220px,{cleo_y}px)")}
                aria-label={lang.ta("cleopatra-step", &[("step", num(b.cleopatra)), ("end", num(steps))])}>
                // Her own figure, no seat's marker: a gold medallion with her face, black bob
                // and crown (the same drawing as in the board's key).
                <circle class="medallion" r="15" />
                <path class="hair" d="M-11 8V-3Q-11 -14 0 -14Q11 -14 11 -3V8H6V-4H-6V8Z" />
                <ellipse class="face" cy="1" rx="6" ry="7" />
            </g>
            <g class="slots">{ for slots }</g>
        </g>
    }
}
