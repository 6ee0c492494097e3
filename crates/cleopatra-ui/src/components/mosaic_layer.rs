//! Laying a mosaic: a ghost of the top tile over the garden, glowing where a legal build would put
//! it. A mouse moves it by hovering; a tap (or click) pins it there as a preview, turned and
//! flipped with the controls; a second tap on the pinned, glowing ghost lays it.

use cleopatra::{Area, Pentomino, Placement, Square, GARDEN_SIZE};
use yew::prelude::*;

use crate::choice::{ghost, hinted_tap, mosaic_tap, MosaicTap};
use crate::components::palace::{cell_xy, CELL};

/// Properties of [`MosaicLayer`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct MosaicLayerProps {
    /// The tile on top of the stack.
    pub tile: Pentomino,
    /// The ghost's orientation.
    pub orientation: u8,
    /// The square under the pointer or keyboard cursor.
    pub cursor: Option<Square>,
    /// Whether the ghost is a pinned preview (tapped, clicked or moved by the keys).
    pub pinned: bool,
    /// Squares covered by each legal placement.
    pub legal: Vec<Area>,
    /// Scarabs the ghost's place would earn, when it is legal.
    pub reward: Option<u32>,
    /// The place of the mosaic shown (the hint's, or the lesson's): outlined, and a tap on it
    /// shows the tile there.
    #[prop_or_default]
    pub hinted: Option<Placement>,
    /// The ghost moved to a square: (orientation, square, pinned there).
    pub on_cursor: Callback<(u8, Square, bool)>,
    /// The pinned, legal ghost was tapped again.
    pub on_place: Callback<Placement>,
}

/// Five squares of a mosaic ghost, in board units.
pub fn ghost_squares(area: Area) -> Html {
    area.squares()
        .map(|s| {
            let (x, y) = cell_xy(s);
            html! { <rect x={(x + 2.0).to_string()} y={(y + 2.0).to_string()} width="36" height="36" rx="4" /> }
        })
        .collect()
}

/// The ghost and the pointer targets over the garden.
#[component]
pub fn MosaicLayer(props: &MosaicLayerProps) -> Html {
    let shown = ghost(props.tile, props.orientation, props.cursor);
    let legal = shown.is_some_and(|(_, area)| props.legal.contains(&area));
    let targets = (0..GARDEN_SIZE).flat_map(|y| (0..GARDEN_SIZE).map(move |x| Square { x, y }));
    let targets = targets.map(|square| {
        let (x, y) = cell_xy(square);
        // A mouse or pen moves the ghost as it hovers, until a click pins it; a finger moves it
        // only by tapping.
        let enter = {
            let (on_cursor, pinned, o) = (props.on_cursor.clone(), props.pinned, props.orientation);
            move |e: PointerEvent| {
                if e.pointer_type() != "touch" && !pinned {
                    on_cursor.emit((o, square, false));
                }
            }
        };
        let tap = {
            let (on_cursor, on_place) = (props.on_cursor.clone(), props.on_place.clone());
            let (tile, orientation, cursor, pinned) =
                (props.tile, props.orientation, props.cursor, props.pinned);
            let legal_areas = props.legal.clone();
            let hinted = props.hinted;
            let shown = ghost(tile, orientation, cursor).map(|(p, _)| (p, pinned));
            move |_: MouseEvent| {
                if let Some((o, at)) = hinted.and_then(|h| hinted_tap(tile, h, shown, square)) {
                    return on_cursor.emit((o, at, true));
                }
                match mosaic_tap(tile, orientation, cursor, pinned, &legal_areas, square) {
                    MosaicTap::Confirm(placement) => on_place.emit(placement),
                    MosaicTap::Preview(at) => on_cursor.emit((orientation, at, true)),
                }
            }
        };
        html! {
            <rect class="target" x={x.to_string()} y={y.to_string()} width={CELL.to_string()}
                height={CELL.to_string()} onpointerenter={enter} onclick={tap} />
        }
    });
    let ghost = shown.map(|(_, area)| {
        let badge = props.reward.filter(|_| legal).and_then(|n| {
            let (x, y) = cell_xy(area.squares().next()?);
            Some(html! {
                <g class="ghost-reward">
                    <circle cx={(x + 20.0).to_string()} cy={(y + 20.0).to_string()} r="14" />
                    <text x={(x + 20.0).to_string()} y={(y + 25.0).to_string()} text-anchor="middle">{ format!("+{n}") }</text>
                </g>
            })
        });
        let class = classes!(
            "ghost",
            if legal { "legal" } else { "illegal" },
            props.pinned.then_some("pinned")
        );
        html! {
            <g {class} aria-hidden="true">
                { ghost_squares(area) }
                <>{ for badge }</>
            </g>
        }
    });
    let hinted = props.hinted.and_then(|p| p.area(props.tile)).map(|area| {
        html! { <g class="hinted-place hinted" aria-hidden="true">{ ghost_squares(area) }</g> }
    });
    html! {
        <g class="mosaic-layer">
            <>{ for hinted }</>
            <>{ for ghost }</>
            <>{ for targets }</>
        </g>
    }
}
