//! The values a [`Config`](crate::Config) is made of: stone colours, the side of each site, the start
//! player, the blue card counts, the Pyramids B shape and bonuses, the Temple B bonuses, and the
//! deadlock policy.

use serde::{Deserialize, Serialize};

use crate::card::{Side, Site};

/// A player's stone colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum StoneColor {
    /// Black (seat 1 by default).
    Black,
    /// White (seat 2 by default).
    White,
    /// Brown (seat 3 by default).
    Brown,
    /// Gray (seat 4 by default).
    Gray,
}

impl StoneColor {
    /// The colours in default seat order.
    pub const ALL: [StoneColor; 4] = [
        StoneColor::Black,
        StoneColor::White,
        StoneColor::Brown,
        StoneColor::Gray,
    ];
}

/// The side in play of each site board. Any mix is allowed; the default is all A.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Sides {
    /// The Market.
    pub market: Side,
    /// The Pyramid(s).
    pub pyramid: Side,
    /// The Temple.
    pub temple: Side,
    /// The Burial Chamber.
    pub burial_chamber: Side,
    /// The Obelisks.
    pub obelisks: Side,
}

impl Sides {
    /// Every site on side B.
    pub const ALL_B: Sides = Sides {
        market: Side::B,
        pyramid: Side::B,
        temple: Side::B,
        burial_chamber: Side::B,
        obelisks: Side::B,
    };

    /// The side of `site`.
    pub fn of(&self, site: Site) -> Side {
        match site {
            Site::Market => self.market,
            Site::Pyramid => self.pyramid,
            Site::Temple => self.temple,
            Site::BurialChamber => self.burial_chamber,
            Site::Obelisks => self.obelisks,
        }
    }

    /// Whether `site` is on side B.
    pub fn is_b(&self, site: Site) -> bool {
        self.of(site) == Side::B
    }
}

/// Who takes the first turn of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum StartPlayer {
    /// Drawn from the seed (JSON `"random"`).
    #[default]
    Random,
    /// This seat, 0-based (JSON `{"seat": 0}`).
    Seat(u8),
}

/// How many copies of each blue card the market deck holds (`BLUE_COUNTS`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct BlueCounts {
    /// Levers (2).
    pub lever: u8,
    /// Hammers (2).
    pub hammer: u8,
    /// Sails (3).
    pub sail: u8,
    /// Chisels (3).
    pub chisel: u8,
}

impl Default for BlueCounts {
    fn default() -> Self {
        BlueCounts {
            lever: 2,
            hammer: 2,
            sail: 3,
            chisel: 3,
        }
    }
}

/// The bonus of one of the three small pyramids of Pyramids B (`PYR_B_BONUS`). Each may be
/// declined under [`Config::pyramid_b_bonuses_optional`](crate::Config::pyramid_b_bonuses_optional); the ship bonus always may.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum PyramidBonus {
    /// Take the top card of the market deck, face up (a red one resolves at once).
    Card,
    /// Take up to 3 stones from the quarry into the sled (cap 5).
    Stones,
    /// Move 1 stone from the sled to an empty slot of an unsailed ship.
    Ship,
}

/// The shape of each small pyramid of Pyramids B (`PYR_B_SHAPE`): square levels, bottom first.
/// Each level fills column by column from its top-left; the bottom level's spaces also give the
/// pyramid's bonus.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct PyramidBShape {
    /// The side of each level's square, bottom first ([2, 1]: a 2×2 base and a top space).
    pub levels: Vec<u8>,
    /// Points for a space of each level, bottom first ([1, 4]).
    pub points: Vec<u8>,
}

impl Default for PyramidBShape {
    fn default() -> Self {
        PyramidBShape {
            levels: vec![2, 1],
            points: vec![1, 4],
        }
    }
}

impl PyramidBShape {
    /// Spaces in one small pyramid.
    pub fn spaces(&self) -> usize {
        self.levels
            .iter()
            .map(|&s| usize::from(s) * usize::from(s))
            .sum()
    }

    /// Where the `k`-th stone (0-based) of a small pyramid lies: (level, row, column).
    pub fn place(&self, k: usize) -> (u8, u8, u8) {
        let mut k = k;
        for (level, &side) in self.levels.iter().enumerate() {
            let side = usize::from(side);
            if k < side * side {
                return (level as u8, (k % side) as u8, (k / side) as u8);
            }
            k -= side * side;
        }
        panic!("space {k} beyond the pyramid")
    }
}

/// What a visible stone in one column of Temple B gives its owner at each round end
/// (`TEMPLE_B_COLUMNS`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct TempleBonus {
    /// Points given outright.
    pub points: u8,
    /// The owner's choice of 1 point or 2 stones from the quarry (cap 5).
    pub point_or_stones: bool,
    /// The top card of the market deck, after the choice.
    pub card: bool,
}

/// What happens when every player passed in one full cycle (`DEADLOCK_POLICY`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum DeadlockPolicy {
    /// [U] The default: the round ends at once; unsailed ships do not sail, and their stones go
    /// back to their owners' quarry supply. Then the Temple scores as at any round end.
    #[default]
    EndRound,
    /// The same, and the game ends after this round (final scoring follows).
    EndGame,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pyramid_b_fills_column_by_column() {
        let shape = PyramidBShape::default();
        let places: Vec<(u8, u8, u8)> = (0..5).map(|k| shape.place(k)).collect();
        assert_eq!(
            places,
            [(0, 0, 0), (0, 1, 0), (0, 0, 1), (0, 1, 1), (1, 0, 0)]
        );
    }
}
