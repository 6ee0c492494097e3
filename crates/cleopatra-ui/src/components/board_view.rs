//! The board: palace above, plaza and Cleopatra's path below, in one drawing that scales to its
//! box. While a mosaic is being laid, the ghost layer and its controls join it.

use cleopatra::{Area, Board, Layout, Piece, Placement, Square, GARDEN_SIZE};
use yew::prelude::*;

use super::mosaic_layer::ghost_squares;
use crate::choice::{flipped, ghost, rotated};
use crate::components::{MosaicLayer, Palace, Plaza};
use table::PlayerColour;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;

/// The mosaic being laid.
#[derive(Debug, Clone, PartialEq)]
pub struct MosaicMode {
    /// The ghost's orientation.
    pub orientation: u8,
    /// The cursor square.
    pub cursor: Option<Square>,
    /// Whether the ghost is a pinned preview waiting to be confirmed.
    pub pinned: bool,
    /// Squares of each legal placement.
    pub legal: Vec<Area>,
    /// Whether the tile may be flipped.
    pub can_flip: bool,
    /// Scarabs the ghost's place would earn (the core's count of palms covered).
    pub reward: Option<u32>,
}

/// Properties of [`BoardView`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct BoardViewProps {
    /// The board.
    pub board: Board,
    /// Garden layout.
    pub layout: Layout,
    /// Offering and end steps.
    pub steps: (u8, u8),
    /// Seat colours.
    pub colours: Vec<PlayerColour>,
    /// Legal places of the chosen piece with rewards.
    pub slots: Vec<(Piece, u32)>,
    /// Laying a mosaic.
    pub mosaic: Option<MosaicMode>,
    /// A place was chosen.
    pub on_pick: Callback<Piece>,
    /// The mosaic ghost moved or turned: (orientation, cursor, pinned).
    pub on_ghost: Callback<(u8, Option<Square>, bool)>,
    /// The mosaic cannot go where the player tried to lay it.
    pub on_bad: Callback<()>,
    /// The squares of the mosaic chosen and being paid for: shown in place meanwhile.
    #[prop_or_default]
    pub placing: Option<Area>,
    /// The piece of the build shown (the hint's, or the lesson's): its place is ringed.
    #[prop_or_default]
    pub hinted: Option<Piece>,
}

/// A small key to the board's marks, folded away until asked for (the icons are drawn in CSS).
fn legend(lang: table_ui::i18n::Lang) -> Html {
    const KEYS: [&str; 6] = ["offering", "cleopatra", "mosaic", "lost", "claimed", "palm"];
    html! {
        <details class="board-legend">
            <summary>{ lang.t("legend") }</summary>
            <ul>
                { for KEYS.iter().map(|k| html! {
                    <li><span class={format!("key-icon key-{k}")} aria-hidden="true"></span>{ lang.t(&format!("legend-{k}")) }</li>
                }) }
            </ul>
        </details>
    }
}

/// The board as it was before its last change while shown (`None` at first): what is new on it
/// rises into place once, however often the board is drawn again meanwhile.
#[hook]
fn use_before(board: &Board) -> Option<Board> {
    let seen = use_mut_ref(|| (board.clone(), None::<Board>));
    let mut seen = seen.borrow_mut();
    if seen.0 != *board {
        let old = std::mem::replace(&mut seen.0, board.clone());
        seen.1 = Some(old);
    }
    seen.1.clone()
}

/// The board drawing.
#[component]
pub fn BoardView(props: &BoardViewProps) -> Html {
    let lang = use_lang();
    let before = use_before(&props.board);
    let tile = props.board.mosaic_top();
    let layer = match (&props.mosaic, tile) {
        (Some(m), Some(tile)) => {
            let on_cursor = props
                .on_ghost
                .reform(|(o, s, pin): (u8, Square, bool)| (o, Some(s), pin));
            let on_place = props
                .on_pick
                .reform(|placement: Placement| Piece::Mosaic { placement });
            let hinted = match props.hinted {
                Some(Piece::Mosaic { placement }) => Some(placement),
                _ => None,
            };
            html! {
                <MosaicLayer {tile} orientation={m.orientation} cursor={m.cursor} pinned={m.pinned}
                    legal={m.legal.clone()} reward={m.reward} {hinted} {on_cursor} {on_place} />
            }
        }
        _ => props.placing.map_or_else(Html::default, |area| {
            html! { <g class="ghost legal pinned placing" aria-hidden="true">{ ghost_squares(area) }</g> }
        }),
    };
    // Arrow keys move the ghost, R turns it, F flips it, Enter lays it.
    let keys = {
        let (mode, on_ghost, on_pick, on_bad) = (
            props.mosaic.clone(),
            props.on_ghost.clone(),
            props.on_pick.clone(),
            props.on_bad.clone(),
        );
        move |e: KeyboardEvent| {
            let (Some(m), Some(tile)) = (&mode, tile) else {
                return;
            };
            let c = m.cursor.unwrap_or(Square { x: 4, y: 4 });
            let max = GARDEN_SIZE - 1;
            let moved = |x: u8, y: u8| {
                Some(Square {
                    x: x.min(max),
                    y: y.min(max),
                })
            };
            let (o, cursor) = match e.key().as_str() {
                "ArrowLeft" => (m.orientation, moved(c.x.saturating_sub(1), c.y)),
                "ArrowRight" => (m.orientation, moved(c.x + 1, c.y)),
                "ArrowUp" => (m.orientation, moved(c.x, c.y + 1)),
                "ArrowDown" => (m.orientation, moved(c.x, c.y.saturating_sub(1))),
                "r" | "R" => (rotated(m.orientation), Some(c)),
                "f" | "F" if m.can_flip => (flipped(m.orientation), Some(c)),
                "Enter" | " " => {
                    e.prevent_default();
                    match ghost(tile, m.orientation, Some(c)) {
                        Some((placement, area)) if m.legal.contains(&area) => {
                            on_pick.emit(Piece::Mosaic { placement })
                        }
                        _ => on_bad.emit(()),
                    }
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            // The keys put the ghost somewhere on purpose: it stays there for the mouse.
            on_ghost.emit((o, cursor, true));
        }
    };
    let controls = props.mosaic.as_ref().map(|m| {
        let turn = {
            let (on_ghost, o, c, p) = (props.on_ghost.clone(), m.orientation, m.cursor, m.pinned);
            move |_: MouseEvent| on_ghost.emit((rotated(o), c, p))
        };
        let flip = {
            let (on_ghost, o, c, p) = (props.on_ghost.clone(), m.orientation, m.cursor, m.pinned);
            move |_: MouseEvent| on_ghost.emit((flipped(o), c, p))
        };
        let shown = tile.and_then(|t| ghost(t, m.orientation, m.cursor));
        let here = shown.filter(|(_, area)| m.legal.contains(area));
        let place = {
            let on_pick = props.on_pick.clone();
            move |_: MouseEvent| {
                if let Some((placement, _)) = here {
                    on_pick.emit(Piece::Mosaic { placement });
                }
            }
        };
        let hint = match (shown, here) {
            (Some(_), None) => "mosaic-ghost-bad",
            (Some(_), Some(_)) if m.pinned => "mosaic-hint-confirm",
            _ => "mosaic-hint-tap",
        };
        html! {
            <div class="mosaic-controls">
                <button type="button" class="btn" onclick={turn}>{ lang.t("rotate") }<kbd>{ "R" }</kbd></button>
                if m.can_flip {
                    <button type="button" class="btn" onclick={flip}>{ lang.t("flip") }<kbd>{ "F" }</kbd></button>
                }
                <button type="button" class="btn primary place" disabled={here.is_none()} onclick={place}>
                    { lang.t("mosaic-place") }<kbd>{ "↵" }</kbd>
                </button>
                <span class="hint" aria-live="polite">{ lang.t(hint) }{ " · " }
                    { lang.ta("mosaic-legal-n", &[("n", num(m.legal.len() as u32))]) }</span>
            </div>
        }
    });
    let focusable = props.mosaic.is_some();
    // When places light up, bring the board into view: on a phone it may be scrolled away. The
    // place a hint shows comes into view itself (the board may be taller than the screen).
    let lit = focusable || !props.slots.is_empty();
    let view_ref = table_ui::hooks::use_into_view_when_lit(lit, props.hinted.is_some(), ());
    // Laying a mosaic starts with the keyboard on the board: arrows, R, F and Enter work at once.
    let svg = use_node_ref();
    use_effect_with((focusable, svg.clone()), |(on, svg)| {
        if *on {
            if let Some(el) = svg.cast::<web_sys::SvgElement>() {
                let _ = el.focus();
            }
        }
    });
    html! {
        <div class="board-view" ref={view_ref}>
            <div class="board-frame">
            { for controls }
            <svg ref={svg} class={classes!("board", focusable.then_some("laying"))} viewBox="0 0 440 650"
                role="group" aria-label={lang.t("palace")}
                tabindex={focusable.then_some("0")} onkeydown={keys}>
                <Palace board={props.board.clone()} layout={props.layout} colours={props.colours.clone()}
                    slots={props.slots.clone()} hinted={props.hinted} on_pick={props.on_pick.clone()} before={before.clone()} />
                <Plaza board={props.board.clone()} offering_step={props.steps.0} end_step={props.steps.1}
                    slots={props.slots.clone()} hinted={props.hinted} on_pick={props.on_pick.clone()} {before} />
                { layer }
            </svg>
            </div>
            { legend(lang) }
        </div>
    }
}
