//! The 9×9 Palace Garden as bitsets: squares, areas, neighbours and connected components.
//!
//! Coordinates: x = 0..8 from left to right as seen from the Plaza, y = 0..8 from the front (door
//! side) to the back. Square (x, y) is bit `y * 9 + x` of an [`Area`].
//!
//! In saves a square has a name, its column letter then its row number, as on a chess board:
//! `a1` is (0, 0) at the front left, `i9` is (8, 8) at the back right. An area is written as the
//! names of its squares, front row first: `"d4 e4 e5"`.

use std::fmt;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Width and depth of the garden.
pub const GARDEN_SIZE: u8 = 9;

/// One garden square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square {
    /// Column, 0 (left) to 8 (right).
    pub x: u8,
    /// Row, 0 (front) to 8 (back).
    pub y: u8,
}

impl Square {
    /// The bit of this square.
    pub const fn bit(self) -> u128 {
        1 << (self.y as u32 * GARDEN_SIZE as u32 + self.x as u32)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

/// A set of garden squares.
///
/// Serialized as the names of its squares (`"a1 b1 b2"`), which any JSON reader keeps exactly. The
/// number that format-1 saves wrote (the bits) is still read, as far as a JSON number holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Area(pub u128);

const ALL_BITS: u128 = (1u128 << 81) - 1;
const COLUMN_0: u128 = {
    let mut m = 0u128;
    let mut y = 0;
    while y < 9 {
        m |= 1 << (y * 9);
        y += 1;
    }
    m
};
const COLUMN_8: u128 = COLUMN_0 << 8;

impl Area {
    /// No squares.
    pub const EMPTY: Area = Area(0);
    /// The whole garden.
    pub const ALL: Area = Area(ALL_BITS);

    /// The area holding exactly these squares.
    pub fn from_squares<'a>(squares: impl IntoIterator<Item = &'a Square>) -> Area {
        Area(squares.into_iter().fold(0, |m, s| m | s.bit()))
    }

    /// Number of squares.
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether there are no squares.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `square` is in the area.
    pub fn contains(self, square: Square) -> bool {
        self.0 & square.bit() != 0
    }

    /// Squares in both areas.
    pub fn and(self, other: Area) -> Area {
        Area(self.0 & other.0)
    }

    /// Squares in either area.
    pub fn or(self, other: Area) -> Area {
        Area(self.0 | other.0)
    }

    /// Squares of this area not in `other`.
    pub fn minus(self, other: Area) -> Area {
        Area(self.0 & !other.0)
    }

    /// Garden squares not in this area.
    pub fn complement(self) -> Area {
        Area(!self.0 & ALL_BITS)
    }

    /// Whether every square of this area is in `other`.
    pub fn is_within(self, other: Area) -> bool {
        self.0 & !other.0 == 0
    }

    /// Squares orthogonally next to the area (and not in it).
    pub fn neighbours(self) -> Area {
        let m = self.0;
        let spread = ((m << 1) & !COLUMN_0) | ((m >> 1) & !COLUMN_8) | (m << 9) | (m >> 9);
        Area(spread & ALL_BITS & !m)
    }

    /// The squares of the area, front row first.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        let mut m = self.0;
        std::iter::from_fn(move || {
            if m == 0 {
                return None;
            }
            let i = m.trailing_zeros() as u8;
            m &= m - 1;
            Some(Square {
                x: i % GARDEN_SIZE,
                y: i / GARDEN_SIZE,
            })
        })
    }

    /// The 4-connected component of this area that holds `seed`'s squares.
    pub fn component_of(self, seed: Area) -> Area {
        let mut grown = seed.and(self);
        loop {
            let next = grown.or(grown.neighbours().and(self));
            if next == grown {
                return grown;
            }
            grown = next;
        }
    }

    /// The 4-connected components of this area.
    pub fn components(self) -> Vec<Area> {
        let mut rest = self;
        let mut parts = Vec::new();
        while !rest.is_empty() {
            let seed = Area(rest.0 & rest.0.wrapping_neg());
            let part = rest.component_of(seed);
            parts.push(part);
            rest = rest.minus(part);
        }
        parts
    }
}

impl Square {
    /// The square named `name` (`"a1"` to `"i9"`).
    pub fn from_name(name: &str) -> Option<Square> {
        let mut chars = name.chars();
        let column = chars.next()?;
        let row: u8 = chars.as_str().parse().ok()?;
        let x = (column as u32).checked_sub('a' as u32)?;
        (x < u32::from(GARDEN_SIZE) && (1..=GARDEN_SIZE).contains(&row)).then(|| Square {
            x: x as u8,
            y: row - 1,
        })
    }

    /// The square's name: its column letter and row number, `a1` at the front left.
    pub fn name(self) -> String {
        format!("{}{}", char::from(b'a' + self.x), self.y + 1)
    }
}

impl fmt::Display for Area {
    /// The names of its squares, front row first: `d4 e4 e5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, square) in self.squares().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str(&square.name())?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Area {
    type Err = String;

    /// Reads square names separated by spaces or commas.
    fn from_str(text: &str) -> Result<Area, String> {
        text.split([' ', ','])
            .filter(|name| !name.is_empty())
            .try_fold(Area::EMPTY, |area, name| {
                Square::from_name(name)
                    .map(|s| Area(area.0 | s.bit()))
                    .ok_or_else(|| format!("\"{name}\" is not a garden square (a1 to i9)"))
            })
    }
}

impl Serialize for Area {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Area {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Area, D::Error> {
        struct Squares;
        impl Visitor<'_> for Squares {
            type Value = Area;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("garden square names such as \"d4 e4 e5\"")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Area, E> {
                text.parse().map_err(E::custom)
            }
            fn visit_u128<E: de::Error>(self, bits: u128) -> Result<Area, E> {
                if bits & !ALL_BITS != 0 {
                    return Err(E::custom(format!(
                        "{bits} holds squares outside the garden"
                    )));
                }
                Ok(Area(bits))
            }
            fn visit_u64<E: de::Error>(self, bits: u64) -> Result<Area, E> {
                self.visit_u128(bits.into())
            }
        }
        deserializer.deserialize_any(Squares)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(x: u8, y: u8) -> Square {
        Square { x, y }
    }

    #[test]
    fn neighbours_do_not_wrap_around_rows() {
        let n = Area::from_squares(&[sq(8, 0)]).neighbours();
        assert_eq!(n.squares().collect::<Vec<_>>(), vec![sq(7, 0), sq(8, 1)]);
        let n = Area::from_squares(&[sq(0, 4)]).neighbours();
        assert_eq!(n.len(), 3);
        assert!(!n.contains(sq(8, 3)));
    }

    #[test]
    fn components_split_by_a_wall_of_squares() {
        let wall = Area::from_squares(&(0..9).map(|y| sq(4, y)).collect::<Vec<_>>());
        let parts = wall.complement().components();
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0].len(), 36);
        assert_eq!(parts[1].len(), 36);
    }

    #[test]
    fn areas_are_written_as_square_names_and_read_back() {
        let area = Area::from_squares(&[sq(0, 0), sq(3, 3), sq(4, 3), sq(8, 8)]);
        let json = serde_json::to_string(&area).unwrap();
        assert_eq!(json, "\"a1 d4 e4 i9\"");
        assert_eq!(serde_json::from_str::<Area>(&json).unwrap(), area);
        // Through a JSON value too (the app's records hold saves as values).
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(serde_json::from_value::<Area>(value).unwrap(), area);
        // The bits of a format-1 save, while a JSON number holds them.
        assert_eq!(
            serde_json::from_str::<Area>(&area.and(Area(u64::MAX.into())).0.to_string()).unwrap(),
            area.and(Area(u64::MAX.into()))
        );
        assert_eq!(serde_json::from_str::<Area>("\"\"").unwrap(), Area::EMPTY);
        for bad in ["\"j1\"", "\"a0\"", "\"a10\"", "\"d\"", "-3", "true"] {
            assert!(serde_json::from_str::<Area>(bad).is_err(), "{bad}");
        }
        let outside = (1u128 << 81).to_string();
        assert!(serde_json::from_str::<Area>(&outside).is_err());
    }
}
