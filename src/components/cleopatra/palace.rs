//! The palace seen from above: the 9×9 garden with its palms, the throne space, the mosaics and
//! sanctuaries, the nine column wall slots on three sides and the two door halves in front.

use cleopatra::{Area, Board, DoorSide, Layout, Piece, Square, WallSlot};
use yew::prelude::*;

use crate::components::SlotMark;
use crate::setup::PlayerColour;

/// Garden square size in board units.
pub const CELL: f32 = 40.0;
/// The garden's top-left corner.
pub const ORIGIN: f32 = 40.0;

/// The top-left corner of a garden square: the back row (y = 8) is drawn at the top.
pub fn cell_xy(s: Square) -> (f32, f32) {
    (
        ORIGIN + f32::from(s.x) * CELL,
        ORIGIN + f32::from(8 - s.y) * CELL,
    )
}

/// The rectangle of a wall slot, outside the garden edge it runs along.
fn wall_rect(slot: WallSlot) -> (f32, f32, f32, f32) {
    let edge = slot.edge();
    let (x0, y0) = cell_xy(edge[0]);
    let (x2, y2) = cell_xy(edge[2]);
    let (left, top) = (x0.min(x2), y0.min(y2));
    match slot.index() / 3 {
        0 => (ORIGIN - 24.0, top, 22.0, 3.0 * CELL),
        1 => (left, ORIGIN - 24.0, 3.0 * CELL, 22.0),
        _ => (ORIGIN + 9.0 * CELL + 2.0, top, 22.0, 3.0 * CELL),
    }
}

fn door_rect(side: DoorSide) -> (f32, f32, f32, f32) {
    let y = ORIGIN + 9.0 * CELL + 2.0;
    match side {
        DoorSide::Left => (ORIGIN - 24.0, y, 4.0 * CELL + 20.0, 22.0),
        DoorSide::Right => (ORIGIN + 5.0 * CELL + 4.0, y, 4.0 * CELL + 20.0, 22.0),
    }
}

fn throne_rect(layout: &Layout) -> (f32, f32, f32, f32) {
    let squares: Vec<(f32, f32)> = layout.throne.squares().map(cell_xy).collect();
    let x = squares.iter().map(|s| s.0).fold(f32::MAX, f32::min);
    let y = squares.iter().map(|s| s.1).fold(f32::MAX, f32::min);
    let x1 = squares.iter().map(|s| s.0).fold(0.0, f32::max) + CELL;
    let y1 = squares.iter().map(|s| s.1).fold(0.0, f32::max) + CELL;
    (x, y, x1 - x, y1 - y)
}

fn squares(area: Area, class: &'static str) -> Html {
    html! {
        <g class={class}>
            { for area.squares().map(|s| {
                let (x, y) = cell_xy(s);
                html! { <rect x={x.to_string()} y={y.to_string()} width={CELL.to_string()} height={CELL.to_string()} /> }
            }) }
        </g>
    }
}

fn rect(r: (f32, f32, f32, f32), class: &'static str) -> Html {
    html! { <rect class={class} x={r.0.to_string()} y={r.1.to_string()} width={r.2.to_string()} height={r.3.to_string()} rx="3" /> }
}

/// Properties of [`Palace`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PalaceProps {
    /// The board.
    pub board: Board,
    /// The throne space and palms.
    pub layout: Layout,
    /// The seats' colours, for Anubis statues.
    pub colours: Vec<PlayerColour>,
    /// Places the chosen piece may go (not mosaics), with their rewards.
    pub slots: Vec<(Piece, u32)>,
    /// A place was chosen.
    pub on_pick: Callback<Piece>,
}

/// The palace.
#[component]
pub fn Palace(props: &PalaceProps) -> Html {
    let b = &props.board;
    let palms = props.layout.palms.squares().map(|s| {
        let (x, y) = cell_xy(s);
        html! {
            <g class="palm" transform={format!("translate({} {})", x + 20.0, y + 22.0)}>
                <path d="M0 12 L0 -2 M0 -2 Q-10 -10 -15 -2 M0 -2 Q10 -10 15 -2 M0 -2 Q-4 -14 -10 -14 M0 -2 Q4 -14 10 -14" />
            </g>
        }
    });
    let walls = WallSlot::CHAIN.iter().map(|&slot| {
        let class = if b.walls[slot.index()] {
            "wall built"
        } else {
            "wall socket"
        };
        rect(wall_rect(slot), class)
    });
    let doors = [DoorSide::Left, DoorSide::Right].map(|side| {
        let class = if b.doors[side as usize] {
            "door built"
        } else {
            "door socket"
        };
        rect(door_rect(side), class)
    });
    let mosaics = b.mosaics.iter().map(|m| squares(m.area, "mosaic"));
    let sanctuaries = b.sanctuaries.iter().map(|s| match s.owner {
        Some(seat) => {
            let colour = props.colours.get(seat.index()).copied().unwrap_or_default();
            let (x, y) = s.area.squares().next().map(cell_xy).unwrap_or_default();
            html! {
                <g class={classes!("sanctuary", format!("colour-{}", colour.key()))}>
                    { squares(s.area, "claimed") }
                    <path class="anubis" transform={format!("translate({} {})", x + 20.0, y + 20.0)}
                        d="M-8 14 L-8 0 Q-8 -6 -3 -8 L-6 -16 L-1 -10 L3 -10 L6 -16 L4 -7 Q10 -4 8 4 L8 14 Z" />
                </g>
            }
        }
        None => squares(s.area, "sanctuary lost"),
    });
    let throne = throne_rect(&props.layout);
    let seat = if b.throne {
        html! { <path class="throne" d={format!("M{} {} l0 -60 l20 -16 l20 16 l0 60 Z", throne.0 + 40.0, throne.1 + 100.0)} /> }
    } else {
        html! {}
    };
    let slots = props.slots.iter().filter_map(|&(piece, reward)| {
        let rect = match piece {
            Piece::Wall { slot } => wall_rect(slot),
            Piece::Door { side } => door_rect(side),
            Piece::Pedestal | Piece::Throne => throne_rect(&props.layout),
            _ => return None,
        };
        Some(html! { <SlotMark {piece} {reward} {rect} on_pick={props.on_pick.clone()} /> })
    });
    html! {
        <g class="palace">
            <rect class="garden" x={ORIGIN.to_string()} y={ORIGIN.to_string()} width="360" height="360" />
            <g class="grid">
                { for (1..9).map(|i| {
                    let p = ORIGIN + f32::from(i as u8) * CELL;
                    html! { <>
                        <line x1={p.to_string()} y1="40" x2={p.to_string()} y2="400" />
                        <line x1="40" y1={p.to_string()} x2="400" y2={p.to_string()} />
                    </> }
                }) }
            </g>
            { rect(throne, if b.pedestal { "throne-space pedestal" } else { "throne-space" }) }
            { seat }
            { for palms }
            { for mosaics }
            { for sanctuaries }
            { for walls }
            { for doors }
            { for slots }
        </g>
    }
}
