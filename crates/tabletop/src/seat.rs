//! Seats at the table and one value per seat.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

/// A seat at the table, 0-based, in clockwise order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// Index into per-player data.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// One value per seat.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ByPlayer<T>(pub Vec<T>);

impl<T> ByPlayer<T> {
    /// Number of seats.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are no seats.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Seats with their values.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// All seats.
    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.0.len() as u8).map(Seat)
    }

    /// A value per seat computed from each.
    pub fn map<U>(&self, f: impl FnMut(Seat, &T) -> U) -> ByPlayer<U> {
        let mut f = f;
        ByPlayer(self.iter().map(|(s, v)| f(s, v)).collect())
    }
}

impl<T> Index<Seat> for ByPlayer<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for ByPlayer<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}
