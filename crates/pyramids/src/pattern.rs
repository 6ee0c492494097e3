//! Expedition patterns and their orientations on the 5×5 grid.

use serde::{Deserialize, Serialize};

use crate::card::{Cells, SIDE};

/// An expedition card's pattern (§1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Pattern {
    /// Domino.
    I2,
    /// Straight line of 3.
    I3,
    /// Corner of 3.
    L3,
    /// Straight line of 4.
    I4,
    /// L of 4 (chiral: its mirror image is another orientation).
    L4,
    /// 2×2 square.
    O4,
}

/// One orientation of a pattern: its cells with the top-left of the bounding box at (0, 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Orientation {
    /// Cells at offset (0, 0).
    pub cells: Cells,
    /// Rows the bounding box spans.
    pub height: u8,
    /// Columns it spans.
    pub width: u8,
}

impl Orientation {
    /// The cells with the bounding box's top-left at (`row`, `col`), if it fits the grid.
    pub fn at(&self, row: u8, col: u8) -> Option<Cells> {
        if usize::from(row + self.height) > SIDE || usize::from(col + self.width) > SIDE {
            return None;
        }
        Some(self.cells << (usize::from(row) * SIDE + usize::from(col)))
    }
}

impl Pattern {
    /// All six patterns.
    pub const ALL: [Pattern; 6] = [
        Pattern::I2,
        Pattern::I3,
        Pattern::L3,
        Pattern::I4,
        Pattern::L4,
        Pattern::O4,
    ];

    /// The squares of the pattern, (row, col), in one orientation.
    pub fn squares(self) -> &'static [(i8, i8)] {
        match self {
            Pattern::I2 => &[(0, 0), (0, 1)],
            Pattern::I3 => &[(0, 0), (0, 1), (0, 2)],
            Pattern::L3 => &[(0, 0), (1, 0), (1, 1)],
            Pattern::I4 => &[(0, 0), (0, 1), (0, 2), (0, 3)],
            Pattern::L4 => &[(0, 0), (1, 0), (2, 0), (2, 1)],
            Pattern::O4 => &[(0, 0), (0, 1), (1, 0), (1, 1)],
        }
    }

    /// Number of squares.
    pub fn size(self) -> u32 {
        self.squares().len() as u32
    }

    /// The distinct orientations (rotations and mirror images), in a fixed order: I2, I3 and I4
    /// have 2, L3 4, L4 8 and O4 1.
    pub fn orientations(self) -> &'static [Orientation] {
        use std::sync::OnceLock;
        static ALL: OnceLock<Vec<Vec<Orientation>>> = OnceLock::new();
        &ALL.get_or_init(|| Pattern::ALL.iter().map(|p| p.compute()).collect())[self as usize]
    }

    fn compute(self) -> Vec<Orientation> {
        let mut out: Vec<Orientation> = Vec::new();
        for mirror in [false, true] {
            for turns in 0..4 {
                let pts: Vec<(i8, i8)> = self
                    .squares()
                    .iter()
                    .map(|&(r, c)| {
                        let (mut r, mut c) = (r, if mirror { -c } else { c });
                        for _ in 0..turns {
                            (r, c) = (c, -r);
                        }
                        (r, c)
                    })
                    .collect();
                let r0 = pts.iter().map(|p| p.0).min().expect("squares");
                let c0 = pts.iter().map(|p| p.1).min().expect("squares");
                let mut cells = 0;
                let (mut h, mut w) = (0, 0);
                for &(r, c) in &pts {
                    let (r, c) = ((r - r0) as u8, (c - c0) as u8);
                    cells |= 1 << (usize::from(r) * SIDE + usize::from(c));
                    h = h.max(r + 1);
                    w = w.max(c + 1);
                }
                let o = Orientation {
                    cells,
                    height: h,
                    width: w,
                };
                if !out.contains(&o) {
                    out.push(o);
                }
            }
        }
        out
    }
}
