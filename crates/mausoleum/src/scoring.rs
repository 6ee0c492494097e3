//! Scoring (§6) and the winners with their tie-breaks (§7).

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardCounts};
use crate::config::{Config, MultiSetBonus, MAUSOLUS_POINTS, SET_POINTS};

/// An area's score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Score {
    /// Points: the sum of the three items below.
    pub points: u32,
    /// Complete sets.
    pub sets: u8,
    /// The points of the complete sets (8 each).
    #[serde(default)]
    pub set_points: u32,
    /// The bonus for two or more complete sets.
    #[serde(default)]
    pub bonus: u32,
    /// The Mausolus's points (beside at least one complete set).
    #[serde(default)]
    pub mausolus: u32,
}

/// The score of an area under `config`: 8 per complete set, the multi-set bonus, and 8 for a
/// Mausolus beside at least one complete set.
pub fn score_area(area: &CardCounts, config: &Config) -> Score {
    let sets = area.complete_sets();
    let n = u32::from(sets);
    let set_points = SET_POINTS * n;
    let bonus = match config.multi_set_bonus {
        _ if n < 2 => 0,
        MultiSetBonus::Once(b) => b,
        MultiSetBonus::PerExtraSet(b) => b * (n - 1),
    };
    let mausolus = if n >= 1 && area.has(Card::Mausolus) {
        MAUSOLUS_POINTS
    } else {
        0
    };
    Score {
        points: set_points + bonus + mausolus,
        sets,
        set_points,
        bonus,
        mausolus,
    }
}

/// The winners among players with these scores and numbers of different characters used: the most
/// points, then the most complete sets, then the most different character names; the rest share.
pub fn winners(scores: &[(Score, u8)]) -> Vec<usize> {
    let key = |&(s, names): &(Score, u8)| (s.points, s.sets, names);
    let best = scores.iter().map(key).max();
    scores
        .iter()
        .enumerate()
        .filter(|(_, s)| Some(key(s)) == best)
        .map(|(i, _)| i)
        .collect()
}
