//! The twelve Mosaics of the Gods (the twelve pentominoes) and where they fit in the garden.

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::garden::{Area, Square, GARDEN_SIZE};

/// A mosaic tile, named after its pentomino letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Pentomino {
    /// F.
    F,
    /// I (a straight line of 5).
    I,
    /// L.
    L,
    /// N.
    N,
    /// P.
    P,
    /// T.
    T,
    /// U.
    U,
    /// V.
    V,
    /// W.
    W,
    /// X (a plus sign).
    X,
    /// Y.
    Y,
    /// Z.
    Z,
}

impl Pentomino {
    /// All twelve tiles.
    pub const ALL: [Pentomino; 12] = [
        Pentomino::F,
        Pentomino::I,
        Pentomino::L,
        Pentomino::N,
        Pentomino::P,
        Pentomino::T,
        Pentomino::U,
        Pentomino::V,
        Pentomino::W,
        Pentomino::X,
        Pentomino::Y,
        Pentomino::Z,
    ];

    /// The five squares of the tile as drawn in its base orientation.
    pub const fn cells(self) -> [(i8, i8); 5] {
        match self {
            Pentomino::F => [(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)],
            Pentomino::I => [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)],
            Pentomino::L => [(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)],
            Pentomino::N => [(1, 0), (1, 1), (0, 2), (1, 2), (0, 3)],
            Pentomino::P => [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)],
            Pentomino::T => [(0, 0), (1, 0), (2, 0), (1, 1), (1, 2)],
            Pentomino::U => [(0, 0), (2, 0), (0, 1), (1, 1), (2, 1)],
            Pentomino::V => [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)],
            Pentomino::W => [(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)],
            Pentomino::X => [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)],
            Pentomino::Y => [(1, 0), (0, 1), (1, 1), (1, 2), (1, 3)],
            Pentomino::Z => [(0, 0), (1, 0), (1, 1), (1, 2), (2, 2)],
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Pentomino {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

/// Where a mosaic goes: one of 8 orientations (0..4 rotations by 90°; 4..8 the same after turning the
/// tile over) and the lowest-left corner of the turned tile's bounding box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    /// 0..4: rotated `orientation` quarter turns; 4..8: turned over, then rotated.
    pub orientation: u8,
    /// Bounding-box left column.
    pub x: u8,
    /// Bounding-box front row.
    pub y: u8,
}

impl Placement {
    /// Whether this placement turns the tile over.
    pub fn is_flipped(self) -> bool {
        self.orientation >= 4
    }

    /// The squares this placement covers, or `None` if it leaves the garden or is malformed.
    pub fn area(self, tile: Pentomino) -> Option<Area> {
        if self.orientation >= 8 {
            return None;
        }
        let cells = oriented(tile, self.orientation);
        let mut m = 0u128;
        for (cx, cy) in cells {
            let x = self.x as i16 + cx as i16;
            let y = self.y as i16 + cy as i16;
            if !(0..GARDEN_SIZE as i16).contains(&x) || !(0..GARDEN_SIZE as i16).contains(&y) {
                return None;
            }
            m |= Square {
                x: x as u8,
                y: y as u8,
            }
            .bit();
        }
        Some(Area(m))
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "at ({},{}) turned {}°",
            self.x,
            self.y,
            u16::from(self.orientation % 4) * 90
        )?;
        if self.is_flipped() {
            f.write_str(" and flipped")?;
        }
        Ok(())
    }
}

/// The tile's cells after `orientation`, shifted so the bounding box starts at (0, 0).
fn oriented(tile: Pentomino, orientation: u8) -> [(i8, i8); 5] {
    let mut cells = tile.cells();
    for c in cells.iter_mut() {
        if orientation >= 4 {
            c.0 = -c.0;
        }
        for _ in 0..orientation % 4 {
            *c = (-c.1, c.0);
        }
    }
    let min_x = cells.iter().map(|c| c.0).min().unwrap_or(0);
    let min_y = cells.iter().map(|c| c.1).min().unwrap_or(0);
    for c in cells.iter_mut() {
        c.0 -= min_x;
        c.1 -= min_y;
    }
    cells
}

/// One distinct way to lay a tile in the empty garden.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fit {
    /// The placement (the first orientation that gives this area).
    pub placement: Placement,
    /// The squares covered.
    pub area: Area,
}

/// Every distinct placement of each tile in the empty garden: unflipped ones first, then the flipped
/// ones that give new squares. Computed once.
fn fits_table() -> &'static [(Vec<Fit>, usize); 12] {
    static TABLE: OnceLock<[(Vec<Fit>, usize); 12]> = OnceLock::new();
    TABLE.get_or_init(|| {
        Pentomino::ALL.map(|tile| {
            let mut fits: Vec<Fit> = Vec::new();
            let mut unflipped = 0;
            for orientation in 0..8u8 {
                if orientation == 4 {
                    unflipped = fits.len();
                }
                for y in 0..GARDEN_SIZE {
                    for x in 0..GARDEN_SIZE {
                        let placement = Placement { orientation, x, y };
                        if let Some(area) = placement.area(tile) {
                            if !fits.iter().any(|f| f.area == area) {
                                fits.push(Fit { placement, area });
                            }
                        }
                    }
                }
            }
            (fits, unflipped)
        })
    })
}

/// Every distinct placement of `tile` inside the garden, ignoring what is already there.
pub fn all_fits(tile: Pentomino, allow_flip: bool) -> &'static [Fit] {
    let (fits, unflipped) = &fits_table()[tile.index()];
    if allow_flip {
        fits
    } else {
        &fits[..*unflipped]
    }
}

/// Whether `tile` fits anywhere inside `free`.
pub fn fits_in(tile: Pentomino, free: Area, allow_flip: bool) -> bool {
    all_fits(tile, allow_flip)
        .iter()
        .any(|f| f.area.is_within(free))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_twelve_tiles_are_the_twelve_distinct_pentominoes() {
        // Each tile has the textbook number of distinct orientations (with flips).
        let expect = [8, 2, 8, 8, 8, 4, 4, 4, 4, 1, 8, 4];
        for (tile, want) in Pentomino::ALL.into_iter().zip(expect) {
            let mut shapes: Vec<Vec<(i8, i8)>> = (0..8)
                .map(|o| {
                    let mut c = oriented(tile, o).to_vec();
                    c.sort();
                    c
                })
                .collect();
            shapes.sort();
            shapes.dedup();
            assert_eq!(shapes.len(), want, "{tile}");
        }
    }

    #[test]
    fn placement_counts_in_the_empty_garden() {
        // X fits with its centre anywhere not on the edge: 7 × 7.
        assert_eq!(all_fits(Pentomino::X, true).len(), 49);
        // I: 5 × 9 lying down and 9 × 5 standing up.
        assert_eq!(all_fits(Pentomino::I, true).len(), 90);
        // L: 8 orientations, each a 2 × 4 box with 6 × 8 positions.
        assert_eq!(all_fits(Pentomino::L, true).len(), 384);
        assert_eq!(all_fits(Pentomino::L, false).len(), 192);
    }
}
