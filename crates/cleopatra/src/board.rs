//! The public board: the Sphinx Plaza, the palace walls and doors, the garden's mosaics and
//! sanctuaries, the throne, the mosaic stack and Cleopatra's path.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::config::Config;
use crate::expansions::MARKER_FACTOR;
use crate::garden::{Area, Square};
use crate::mosaic::{Pentomino, Placement};
use crate::player::Seat;

/// Sphinx slots in each Plaza row.
pub const SPHINXES_PER_ROW: u8 = 3;

/// One of the two Plaza rows, on either side of Cleopatra's path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Row {
    /// The row on the left of the path, seen from the Plaza.
    Left,
    /// The row on the right.
    Right,
}

/// One half of the palace front door.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DoorSide {
    /// The Left Front Door, touching wall slot L1.
    Left,
    /// The Right Front Door, touching wall slot R1.
    Right,
}

/// The nine Column Wall slots, in chain order around the palace: left side front to back, the back
/// from left to right, the right side back to front.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum WallSlot {
    /// Left side, front third.
    L1,
    /// Left side, middle third.
    L2,
    /// Left side, back third.
    L3,
    /// Back, left third.
    B1,
    /// Back, centre third.
    B2,
    /// Back, right third.
    B3,
    /// Right side, back third.
    R3,
    /// Right side, middle third.
    R2,
    /// Right side, front third.
    R1,
}

/// The three kinds of Column Wall piece; the kind a slot takes is fixed by its position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ColumnKind {
    /// "Left Column".
    Left,
    /// "Center Column".
    Center,
    /// "Right Column".
    Right,
}

impl WallSlot {
    /// The slots in chain order.
    pub const CHAIN: [WallSlot; 9] = [
        WallSlot::L1,
        WallSlot::L2,
        WallSlot::L3,
        WallSlot::B1,
        WallSlot::B2,
        WallSlot::B3,
        WallSlot::R3,
        WallSlot::R2,
        WallSlot::R1,
    ];

    /// Position 0..9 in the chain.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The three garden squares along this wall.
    pub fn edge(self) -> [Square; 3] {
        let i = self.index() as u8;
        let third = i % 3;
        std::array::from_fn(|k| {
            let k = k as u8;
            match i / 3 {
                0 => Square {
                    x: 0,
                    y: third * 3 + k,
                },
                1 => Square {
                    x: third * 3 + k,
                    y: 8,
                },
                _ => Square {
                    x: 8,
                    y: (2 - third) * 3 + k,
                },
            }
        })
    }

    /// [I] The kind of column piece this slot takes, as seen from outside the palace facing the wall.
    pub fn column(self) -> ColumnKind {
        match self {
            WallSlot::L2 | WallSlot::B2 | WallSlot::R2 => ColumnKind::Center,
            WallSlot::L3 | WallSlot::B3 | WallSlot::R1 => ColumnKind::Left,
            WallSlot::L1 | WallSlot::B1 | WallSlot::R3 => ColumnKind::Right,
        }
    }
}

impl fmt::Display for WallSlot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

/// The six building categories; completing one moves Cleopatra a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Category {
    /// 6 Sphinxes.
    Sphinxes,
    /// 2 Obelisks.
    Obelisks,
    /// 2 Door Frames.
    Doors,
    /// 9 Column Walls.
    Walls,
    /// The mosaic stack, emptied by building or by discards.
    Mosaics,
    /// Pedestal and Throne.
    Throne,
}

impl Category {
    /// The six categories, in the fixed order they are checked.
    pub const ALL: [Category; 6] = [
        Category::Sphinxes,
        Category::Obelisks,
        Category::Doors,
        Category::Walls,
        Category::Mosaics,
        Category::Throne,
    ];

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// A mosaic in the garden.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedMosaic {
    /// Which tile.
    pub tile: Pentomino,
    /// How it was laid.
    pub placement: Placement,
    /// The squares it covers.
    pub area: Area,
    /// Who built it.
    pub builder: Seat,
}

/// A garden area that no remaining mosaic can fill, formed by a mosaic placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sanctuary {
    /// Its squares.
    pub area: Area,
    /// The player whose Anubis claimed it, or `None` if it was left unclaimed (lost for good).
    pub owner: Option<Seat>,
    /// Cult of Sobek: a Sobek statue stands beside its Anubis.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub statue: bool,
    /// Cult of Sobek: the Sobek marker lies under that statue (each square counts twice at the end).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub marker: bool,
}

impl Sanctuary {
    /// A sanctuary of `area`, claimed by `owner` or lost, with no statue.
    pub fn new(area: Area, owner: Option<Seat>) -> Sanctuary {
        Sanctuary {
            area,
            owner,
            statue: false,
            marker: false,
        }
    }
}

/// Everything on the table that every player sees.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Board {
    /// Sphinxes built in each row (Left, Right).
    pub sphinxes: [u8; 2],
    /// Obelisks built (Left, Right).
    pub obelisks: [bool; 2],
    /// Door frames built (Left, Right).
    pub doors: [bool; 2],
    /// Column walls built, in [`WallSlot::CHAIN`] order.
    pub walls: [bool; 9],
    /// The pedestal stands on the throne space.
    pub pedestal: bool,
    /// The throne stands on the pedestal.
    pub throne: bool,
    /// Mosaics in the garden, in building order.
    pub mosaics: Vec<PlacedMosaic>,
    /// The mosaic stack; the last tile is on top. Only the top is visible: in a [`crate::View`] the
    /// stack holds just that tile.
    pub mosaic_stack: Vec<Pentomino>,
    /// Tiles removed from the game because they fit nowhere.
    pub mosaics_removed: Vec<Pentomino>,
    /// Sanctuaries formed so far, claimed or lost.
    pub sanctuaries: Vec<Sanctuary>,
    /// Cleopatra's step on the path, 0 (her picture) to 5 (the palace stairs).
    pub cleopatra: u8,
    /// Categories already counted for Cleopatra's walk.
    pub counted: Vec<Category>,
}

impl Board {
    /// Amulets `seat`'s claimed sanctuaries wash away at the final reckoning: one a square, two
    /// a square of the one the Sobek marker lies in (Cult of Sobek).
    pub fn washed(&self, seat: Seat) -> u32 {
        self.sanctuaries
            .iter()
            .filter(|s| s.owner == Some(seat))
            .map(|s| {
                let factor = if s.marker { MARKER_FACTOR } else { 1 };
                s.area.len() * factor
            })
            .sum()
    }

    /// Squares covered by mosaics.
    pub fn mosaic_area(&self) -> Area {
        self.mosaics.iter().fold(Area::EMPTY, |a, m| a.or(m.area))
    }

    /// Garden squares where a mosaic may still go: not the throne, a mosaic or a claimed sanctuary.
    pub fn free_area(&self, layout: &Layout) -> Area {
        let claimed = self
            .sanctuaries
            .iter()
            .filter(|s| s.owner.is_some())
            .fold(Area::EMPTY, |a, s| a.or(s.area));
        layout
            .throne
            .or(self.mosaic_area())
            .or(claimed)
            .complement()
    }

    /// The tile on top of the stack.
    pub fn mosaic_top(&self) -> Option<Pentomino> {
        self.mosaic_stack.last().copied()
    }

    /// Whether a category has all its pieces.
    pub fn is_complete(&self, category: Category) -> bool {
        match category {
            Category::Sphinxes => self.sphinxes.iter().all(|&n| n == SPHINXES_PER_ROW),
            Category::Obelisks => self.obelisks.iter().all(|&b| b),
            Category::Doors => self.doors.iter().all(|&b| b),
            Category::Walls => self.walls.iter().all(|&b| b),
            Category::Mosaics => self.mosaic_stack.is_empty(),
            Category::Throne => self.throne,
        }
    }

    /// Complete categories not yet counted for Cleopatra, in the fixed order.
    pub fn newly_complete(&self) -> Vec<Category> {
        let counted = self.counted.iter().fold(0u8, |m, c| m | c.bit());
        Category::ALL
            .into_iter()
            .filter(|&c| counted & c.bit() == 0 && self.is_complete(c))
            .collect()
    }

    /// Walls in the unbroken chain starting at a door's corner.
    pub fn chained_walls(&self, side: DoorSide) -> u32 {
        let count = |it: &mut dyn Iterator<Item = &bool>| it.take_while(|&&b| b).count() as u32;
        match side {
            DoorSide::Left => count(&mut self.walls.iter()),
            DoorSide::Right => count(&mut self.walls.iter().rev()),
        }
    }

    /// Mosaic squares along a wall slot's garden edge.
    pub fn mosaic_squares_along(&self, slot: WallSlot) -> u32 {
        let edge = Area::from_squares(&slot.edge());
        edge.and(self.mosaic_area()).len()
    }

    /// Mosaic squares orthogonally next to the throne space.
    pub fn mosaic_squares_by_throne(&self, layout: &Layout) -> u32 {
        layout.throne.neighbours().and(self.mosaic_area()).len()
    }
}

/// The garden layout of a configuration, as areas.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// The throne space.
    pub throne: Area,
    /// Squares with a palm tree.
    pub palms: Area,
}

impl Layout {
    /// The layout of `config`.
    pub fn of(config: &Config) -> Layout {
        Layout {
            throne: Area::from_squares(&config.garden.throne),
            palms: Area::from_squares(&config.garden.palms),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wall_edges_follow_the_chain() {
        assert_eq!(
            WallSlot::L1.edge(),
            [
                Square { x: 0, y: 0 },
                Square { x: 0, y: 1 },
                Square { x: 0, y: 2 }
            ]
        );
        assert_eq!(
            WallSlot::B2.edge(),
            [
                Square { x: 3, y: 8 },
                Square { x: 4, y: 8 },
                Square { x: 5, y: 8 }
            ]
        );
        assert_eq!(
            WallSlot::R3.edge(),
            [
                Square { x: 8, y: 6 },
                Square { x: 8, y: 7 },
                Square { x: 8, y: 8 }
            ]
        );
        assert_eq!(
            WallSlot::R1.edge(),
            [
                Square { x: 8, y: 0 },
                Square { x: 8, y: 1 },
                Square { x: 8, y: 2 }
            ]
        );
        let kinds = WallSlot::CHAIN.map(|s| s.column());
        for kind in [ColumnKind::Left, ColumnKind::Center, ColumnKind::Right] {
            assert_eq!(kinds.iter().filter(|&&k| k == kind).count(), 3);
        }
    }
}
