//! The palace seen from above: the 9×9 garden with its palms, the throne space, the mosaics and
//! sanctuaries, the nine column wall slots on three sides and the two door halves in front.

use cleopatra::{Area, Board, DoorSide, Layout, Piece, Square, WallSlot};
use yew::prelude::*;

use super::expansion_art::{sobek_marker_shape, sobek_statue_shape};
use crate::components::SlotMark;
use table::PlayerColour;

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

/// The outline of `area`: every square edge with no square of the area beyond it.
fn outline(area: Area) -> String {
    let mut d = String::new();
    for s in area.squares() {
        let (x, y) = cell_xy(s);
        let beyond = |dx: i8, dy: i8| {
            let (nx, ny) = (s.x as i8 + dx, s.y as i8 + dy);
            (0..9).contains(&nx)
                && (0..9).contains(&ny)
                && area.contains(Square {
                    x: nx as u8,
                    y: ny as u8,
                })
        };
        // Up on the board is y + 1 (the back row is drawn at the top).
        for (dx, dy, edge) in [(0, 1, "h40"), (-1, 0, "v40"), (0, -1, "h40"), (1, 0, "v40")] {
            if !beyond(dx, dy) {
                let (ex, ey) = match (dx, dy) {
                    (0, -1) => (x, y + CELL),
                    (1, 0) => (x + CELL, y),
                    _ => (x, y),
                };
                d.push_str(&format!("M{ex} {ey}{edge}"));
            }
        }
    }
    d
}

/// A built piece, wrapped so that one just built (`fresh`) rises into place.
fn piece(fresh: bool, drawing: Html) -> Html {
    if fresh {
        html! { <g class="fresh">{ drawing }</g> }
    } else {
        drawing
    }
}

/// A column wall seen from above: a stone footing with three column heads.
fn colonnade(r: (f32, f32, f32, f32)) -> Html {
    let across = r.2 > r.3;
    let heads = (0..3).map(|i| {
        let along = f32::from(i as u8) * CELL + CELL / 2.0;
        let (cx, cy) = if across {
            (r.0 + along, r.1 + r.3 / 2.0)
        } else {
            (r.0 + r.2 / 2.0, r.1 + along)
        };
        html! { <circle class="column" cx={cx.to_string()} cy={cy.to_string()} r="8" /> }
    });
    html! {
        <g class="wall built">
            { rect(r, "footing") }
            { for heads }
        </g>
    }
}

/// A door half: planks between two bronze bands, a ring at the middle of the doorway.
fn door(r: (f32, f32, f32, f32), side: DoorSide) -> Html {
    let planks: String = (1..12)
        .map(|i| format!("M{} {}v{}", r.0 + f32::from(i as u8) * r.2 / 12.0, r.1, r.3))
        .collect();
    let ring_x = match side {
        DoorSide::Left => r.0 + r.2 - 14.0,
        DoorSide::Right => r.0 + 6.0,
    };
    // Two bands across, and the ring drawn as two arcs.
    let bronze = format!(
        "M{x} {a}h{w}M{x} {b}h{w}M{ring_x} {c}a4 4 0 0 0 8 0a4 4 0 0 0-8 0",
        x = r.0,
        w = r.2,
        a = r.1 + 6.0,
        b = r.1 + r.3 - 6.0,
        c = r.1 + r.3 / 2.0
    );
    html! {
        <g class="door built">
            { rect(r, "leaf") }
            <path class="planks" d={planks} />
            <path class="bronze" d={bronze} />
        </g>
    }
}

/// The pedestal seen from above: a stepped stone platform.
fn pedestal(r: (f32, f32, f32, f32)) -> Html {
    let step = |inset: f32, class: &'static str| {
        rect(
            (
                r.0 + inset,
                r.1 + inset,
                r.2 - 2.0 * inset,
                r.3 - 2.0 * inset,
            ),
            class,
        )
    };
    html! {
        <g class="pedestal">
            { step(2.0, "step-1") }
            { step(10.0, "step-2") }
            { step(18.0, "step-3") }
        </g>
    }
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
    /// The place of the build shown (the hint's, or the lesson's), if among them.
    #[prop_or_default]
    pub hinted: Option<Piece>,
    /// A place was chosen.
    pub on_pick: Callback<Piece>,
    /// The board before its last change, if it changed while shown: what is new rises in.
    #[prop_or_default]
    pub before: Option<Board>,
}

/// The palace.
#[component]
pub fn Palace(props: &PalaceProps) -> Html {
    let b = &props.board;
    let was = props.before.as_ref();
    let palms = props.layout.palms.squares().map(|s| {
        let (x, y) = cell_xy(s);
        html! {
            <g class="palm" transform={format!("translate({} {})", x + 20.0, y + 22.0)}>
                <path d="M0 12 L0 -2 M0 -2 Q-10 -10 -15 -2 M0 -2 Q10 -10 15 -2 M0 -2 Q-4 -14 -10 -14 M0 -2 Q4 -14 10 -14" />
            </g>
        }
    });
    let walls = WallSlot::CHAIN.iter().map(|&slot| {
        let i = slot.index();
        if b.walls[i] {
            piece(was.is_some_and(|w| !w.walls[i]), colonnade(wall_rect(slot)))
        } else {
            rect(wall_rect(slot), "wall socket")
        }
    });
    let doors = [DoorSide::Left, DoorSide::Right].map(|side| {
        let i = side as usize;
        if b.doors[i] {
            piece(
                was.is_some_and(|w| !w.doors[i]),
                door(door_rect(side), side),
            )
        } else {
            rect(door_rect(side), "door socket")
        }
    });
    // Each tile in one of three tones with its own dark outline: neighbours stay apart.
    let mosaics = b.mosaics.iter().enumerate().map(|(i, m)| {
        let tile = html! {
            <g class={classes!("mosaic", format!("tone-{}", i % 3))}>
                { squares(m.area, "tesserae") }
                <path class="edge" d={outline(m.area)} />
            </g>
        };
        piece(was.is_some_and(|w| i >= w.mosaics.len()), tile)
    });
    let sanctuaries = b.sanctuaries.iter().enumerate().map(|(i, s)| match s.owner {
        Some(seat) => {
            let colour = props.colours.get(seat.index()).copied().unwrap_or_default();
            let (x, y) = s.area.squares().next().map(cell_xy).unwrap_or_default();
            // The statue in the sanctuary's second square, or beside the Anubis in a lone one.
            let statue_xy = s
                .area
                .squares()
                .nth(1)
                .map(cell_xy)
                .map_or((x + 32.0, y + 20.0), |(sx, sy)| (sx + 20.0, sy + 20.0));
            let fresh = was.is_some_and(|w| w.sanctuaries.get(i).is_none_or(|o| o.owner.is_none()));
            piece(fresh, html! {
                <g class={classes!("sanctuary", format!("colour-{}", colour.key()))}>
                    { squares(s.area, "claimed") }
                    <path class="anubis" transform={format!("translate({} {})", x + 20.0, y + 20.0)}
                        d="M-8 14 L-8 0 Q-8 -6 -3 -8 L-6 -16 L-1 -10 L3 -10 L6 -16 L4 -7 Q10 -4 8 4 L8 14 Z" />
                    if s.statue {
                        // The Cult of Sobek: a statue beside the Anubis, the marker at its foot.
                        <g class="sobek-statue" transform={format!("translate({} {})", statue_xy.0, statue_xy.1)}>
                            if s.marker { <g transform="translate(0 12) scale(0.6)">{ sobek_marker_shape() }</g> }
                            { sobek_statue_shape() }
                        </g>
                    }
                </g>
            })
        }
        None => squares(s.area, "sanctuary lost"),
    });
    let throne = throne_rect(&props.layout);
    let (cx, cy) = (throne.0 + throne.2 / 2.0, throne.1 + throne.3 / 2.0);
    let base = b
        .pedestal
        .then(|| piece(was.is_some_and(|w| !w.pedestal), pedestal(throne)));
    // The throne from the front: a high back with a rounded top, arms and legs.
    let seat = b.throne.then(|| {
        piece(
            was.is_some_and(|w| !w.throne),
            html! {
                <path class="throne" transform={format!("translate({cx} {cy})")}
                    d="M-18 24V-2H-12V-26Q0 -36 12 -26V-2H18V24H12V8H-12V24Z" />
            },
        )
    });
    let slots = props.slots.iter().filter_map(|&(piece, reward)| {
        let rect = match piece {
            Piece::Wall { slot } => wall_rect(slot),
            Piece::Door { side } => door_rect(side),
            Piece::Pedestal | Piece::Throne => throne_rect(&props.layout),
            _ => return None,
        };
        Some(html! { <SlotMark {piece} {reward} {rect} on_pick={props.on_pick.clone()} hinted={props.hinted == Some(piece)} /> })
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
            { rect(throne, "throne-space") }
            // Each kind in a group of its own: a piece built adds one drawing to its group, and
            // nothing after it is drawn again in another's place.
            <g class="throne-pieces"><>{ for base }</><>{ for seat }</></g>
            <g class="palms">{ for palms }</g>
            <g class="mosaics">{ for mosaics }</g>
            <g class="sanctuaries">{ for sanctuaries }</g>
            <g class="walls">{ for walls }</g>
            <g class="doors">{ for doors }</g>
            <g class="slots">{ for slots }</g>
        </g>
    }
}
