//! Laying a mosaic: a ghost of the top tile follows the pointer or the arrow keys over the garden,
//! glowing where a legal build would put it. Tapping a glowing ghost chooses that place.

use cleopatra::{Area, Pentomino, Placement, Square, GARDEN_SIZE};
use yew::prelude::*;

use crate::choice::ghost;
use crate::components::cleopatra::palace::{cell_xy, CELL};

/// Properties of [`MosaicLayer`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct MosaicLayerProps {
    /// The tile on top of the stack.
    pub tile: Pentomino,
    /// The ghost's orientation.
    pub orientation: u8,
    /// The square under the pointer or keyboard cursor.
    pub cursor: Option<Square>,
    /// Squares covered by each legal placement.
    pub legal: Vec<Area>,
    /// Scarabs the ghost's place would earn, when it is legal.
    pub reward: Option<u32>,
    /// The pointer moved to a square.
    pub on_cursor: Callback<Square>,
    /// A legal ghost was tapped.
    pub on_place: Callback<Placement>,
    /// A tap would lay the ghost where it cannot go.
    pub on_bad: Callback<()>,
}

/// The ghost and the pointer targets over the garden.
#[component]
pub fn MosaicLayer(props: &MosaicLayerProps) -> Html {
    let shown = ghost(props.tile, props.orientation, props.cursor);
    let legal = shown.is_some_and(|(_, area)| props.legal.contains(&area));
    let targets = (0..GARDEN_SIZE).flat_map(|y| (0..GARDEN_SIZE).map(move |x| Square { x, y }));
    let targets = targets.map(|square| {
        let (x, y) = cell_xy(square);
        let on_cursor = props.on_cursor.clone();
        // A mouse or pen moves the ghost as it hovers; a finger moves it only by tapping, so
        // the ghost stays where it glows until it is tapped.
        let enter = move |e: PointerEvent| {
            if e.pointer_type() != "touch" {
                on_cursor.emit(square);
            }
        };
        let tap = {
            let (on_cursor, on_place, on_bad) = (
                props.on_cursor.clone(),
                props.on_place.clone(),
                props.on_bad.clone(),
            );
            let (tile, orientation, legal_areas) =
                (props.tile, props.orientation, props.legal.clone());
            move |_: MouseEvent| {
                // A tap on the glowing ghost lays it exactly where it glows; a tap elsewhere moves
                // the ghost there, and lays it too if that place is legal.
                if let Some((placement, area)) = shown {
                    if area.contains(square) && legal_areas.contains(&area) {
                        on_place.emit(placement);
                        return;
                    }
                }
                on_cursor.emit(square);
                match ghost(tile, orientation, Some(square)) {
                    Some((placement, area)) if legal_areas.contains(&area) => {
                        on_place.emit(placement)
                    }
                    _ => on_bad.emit(()),
                }
            }
        };
        html! {
            <rect class="target" x={x.to_string()} y={y.to_string()} width={CELL.to_string()}
                height={CELL.to_string()} onpointerenter={enter} onclick={tap} />
        }
    });
    let ghost_squares = shown.map(|(_, area)| {
        let badge = props.reward.filter(|_| legal).and_then(|n| {
            let (x, y) = cell_xy(area.squares().next()?);
            Some(html! {
                <g class="ghost-reward">
                    <circle cx={(x + 20.0).to_string()} cy={(y + 20.0).to_string()} r="14" />
                    <text x={(x + 20.0).to_string()} y={(y + 25.0).to_string()} text-anchor="middle">{ format!("+{n}") }</text>
                </g>
            })
        });
        html! {
            <g class={classes!("ghost", if legal { "legal" } else { "illegal" })} aria-hidden="true">
                { for area.squares().map(|s| {
                    let (x, y) = cell_xy(s);
                    html! { <rect x={(x + 2.0).to_string()} y={(y + 2.0).to_string()} width="36" height="36" rx="4" /> }
                }) }
                { for badge }
            </g>
        }
    });
    html! {
        <g class="mosaic-layer">
            { for ghost_squares }
            { for targets }
        </g>
    }
}
