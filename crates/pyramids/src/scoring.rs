//! Final scoring (§7) and the tie rule.

use serde::{Deserialize, Serialize};
use tabletop::Seat;

use crate::config::{CARD_POINTS, PAIR_POINTS, TORCH_POINTS};

/// What a player's score card holds: the numbers final scoring reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ScoreCard {
    /// Completed pyramid cards.
    pub completed: u8,
    /// Marked torch boxes.
    pub torches: u8,
    /// The sum of claimed pyramid values.
    pub pyramid_points: u32,
    /// Red gem boxes.
    pub red: u8,
    /// Green gem boxes.
    pub green: u8,
    /// Marked skull boxes.
    pub skulls: u8,
}

/// A score card's points, item by item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Breakdown {
    /// 10 per completed card.
    pub cards: i32,
    /// 5 per torch box.
    pub torches: i32,
    /// Claimed pyramid values.
    pub pyramids: i32,
    /// 5 per red-and-green pair, 1 per unpaired gem.
    pub gems: i32,
    /// The worst marked skull box (0 or negative).
    pub skulls: i32,
    /// The sum.
    pub total: i32,
}

impl ScoreCard {
    /// The points, item by item, with these skull box values.
    pub fn breakdown(&self, skull_values: &[i8]) -> Breakdown {
        let pairs = i32::from(self.red.min(self.green));
        let gems_total = i32::from(self.red) + i32::from(self.green);
        let cards = CARD_POINTS * i32::from(self.completed);
        let torches = TORCH_POINTS * i32::from(self.torches);
        let pyramids = self.pyramid_points as i32;
        let gems = PAIR_POINTS * pairs + (gems_total - 2 * pairs);
        let skulls = match self.skulls {
            0 => 0,
            n => i32::from(skull_values[usize::from(n) - 1]),
        };
        Breakdown {
            cards,
            torches,
            pyramids,
            gems,
            skulls,
            total: cards + torches + pyramids + gems + skulls,
        }
    }

    /// The total with these skull box values.
    pub fn total(&self, skull_values: &[i8]) -> i32 {
        self.breakdown(skull_values).total
    }
}

/// The winners among seats given as (total, lowest completed order number), seat 0 first: the
/// highest total; among tied players, the one who completed the lowest-numbered card; tied players
/// none of whom completed a card share the win.
pub fn winners(entries: &[(i32, Option<u8>)]) -> Vec<Seat> {
    let Some(best) = entries.iter().map(|e| e.0).max() else {
        return Vec::new();
    };
    let tied: Vec<usize> = (0..entries.len())
        .filter(|&i| entries[i].0 == best)
        .collect();
    match tied.iter().filter_map(|&i| entries[i].1).min() {
        Some(first) => tied
            .into_iter()
            .filter(|&i| entries[i].1 == Some(first))
            .map(|i| Seat(i as u8))
            .collect(),
        None => tied.into_iter().map(|i| Seat(i as u8)).collect(),
    }
}
