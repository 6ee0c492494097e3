//! Final scoring (spec §6): Burial Chamber, Obelisks, cards, the Wrath of the Pharaoh, and the tie
//! rule. The pure functions are public so a UI can explain each number.

use serde::{Deserialize, Serialize};
use tabletop::Seat;

use crate::card::{Card, CardColor, Site};
use crate::event::{Event, ScoreCategory};
use crate::game::Imhotep;
use crate::parts::{Log, Phase};

/// Points for a group of `size`: 1, 3, 6, 10, 15, then +2 for each beyond 5. Used by Burial
/// Chamber A groups and by statues.
pub fn group_points(size: u32) -> i32 {
    let s = size as i32;
    if s <= 5 {
        s * (s + 1) / 2
    } else {
        15 + 2 * (s - 5)
    }
}

/// Ranks the seats with at least one counted item by `counts`, high first, and gives each the
/// points of its place (`places`, 0 beyond the list); tied seats share the sum of the places they
/// occupy, each getting the sum divided by their number, rounded down. Seats with 0 score 0.
pub fn rank_points(counts: &[u32], places: &[i32]) -> Vec<i32> {
    let mut order: Vec<usize> = (0..counts.len()).filter(|&i| counts[i] > 0).collect();
    tabletop::sort_small_by(&mut order, |&a, &b| counts[b] < counts[a]);
    let mut points = vec![0; counts.len()];
    let mut pos = 0;
    while pos < order.len() {
        let c = counts[order[pos]];
        let end = pos + order[pos..].iter().take_while(|&&i| counts[i] == c).count();
        let sum: i32 = (pos..end)
            .map(|p| places.get(p).copied().unwrap_or(0))
            .sum();
        let each = sum / (end - pos) as i32;
        for &i in &order[pos..end] {
            points[i] = each;
        }
        pos = end;
    }
    points
}

/// Obelisks A place points for a player count [C]: 10/1, 12/6/1, 15/10/5/1.
pub fn obelisk_a_places(players: usize) -> &'static [i32] {
    match players {
        2 => &[10, 1],
        3 => &[12, 6, 1],
        _ => &[15, 10, 5, 1],
    }
}

/// Burial Chamber A: every orthogonally connected group of one colour scores [`group_points`].
/// `stones` are the owners in delivery order (stone k at row k mod 3, column k div 3).
pub fn burial_a_points(stones: &[u8], players: usize) -> Vec<i32> {
    let cols = stones.len().div_ceil(3);
    let at = |r: usize, c: usize| stones.get(c * 3 + r).copied();
    let mut seen = vec![false; stones.len()];
    let mut points = vec![0; players];
    for start in 0..stones.len() {
        if seen[start] {
            continue;
        }
        let owner = stones[start];
        let mut stack = vec![start];
        seen[start] = true;
        let mut size = 0;
        while let Some(k) = stack.pop() {
            size += 1;
            let (r, c) = (k % 3, k / 3);
            let mut next = Vec::with_capacity(4);
            if r > 0 {
                next.push((r - 1, c));
            }
            if r < 2 {
                next.push((r + 1, c));
            }
            if c > 0 {
                next.push((r, c - 1));
            }
            if c + 1 < cols {
                next.push((r, c + 1));
            }
            for (nr, nc) in next {
                let nk = nc * 3 + nr;
                if at(nr, nc) == Some(owner) && !seen[nk] {
                    seen[nk] = true;
                    stack.push(nk);
                }
            }
        }
        points[usize::from(owner)] += group_points(size);
    }
    points
}

/// Burial Chamber B: each row ranks the players by their stones in it, with `places` points.
pub fn burial_b_points(stones: &[u8], players: usize, places: &[u8]) -> Vec<i32> {
    let places: Vec<i32> = places.iter().map(|&p| i32::from(p)).collect();
    let mut points = vec![0; players];
    for row in 0..3 {
        let mut counts = vec![0u32; players];
        for (k, &o) in stones.iter().enumerate() {
            if k % 3 == row {
                counts[usize::from(o)] += 1;
            }
        }
        for (p, r) in points.iter_mut().zip(rank_points(&counts, &places)) {
            *p += r;
        }
    }
    points
}

/// The winners by the tie rule: the highest score; then the most stones on the sled; still tied,
/// they share the win.
pub fn winners(scores: &[i32], sleds: &[u8]) -> Vec<Seat> {
    let best = scores.iter().copied().max().unwrap_or(0);
    let top: Vec<usize> = (0..scores.len()).filter(|&i| scores[i] == best).collect();
    let most = top.iter().map(|&i| sleds[i]).max().unwrap_or(0);
    top.into_iter()
        .filter(|&i| sleds[i] == most)
        .map(|i| Seat(i as u8))
        .collect()
}

/// One category of the final scoring.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CategoryScore {
    /// The category.
    pub category: ScoreCategory,
    /// Points per seat.
    pub points: Vec<i32>,
}

/// The final scoring, category by category.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FinalScore {
    /// Each category in scoring order.
    pub categories: Vec<CategoryScore>,
    /// Final scores per seat.
    pub totals: Vec<i32>,
    /// The winners after the tie rule.
    pub winners: Vec<Seat>,
}

impl Imhotep {
    /// What the final scoring would give now, per category (in [`ScoreCategory::ALL`] order) and
    /// seat: after the game, what it gave; before, a preview.
    pub fn final_points(&self) -> [[i32; 4]; 6] {
        if let Some(p) = self.final_points {
            return p;
        }
        let n = usize::from(self.players);
        let cfg = &self.config;
        let mut out = [[0i32; 4]; 6];
        let burial = if cfg.sides.is_b(Site::BurialChamber) {
            burial_b_points(self.burial.as_slice(), n, &cfg.burial_b_places)
        } else {
            burial_a_points(self.burial.as_slice(), n)
        };
        let obelisks: Vec<i32> = if cfg.sides.is_b(Site::Obelisks) {
            self.obelisk[..n].iter().map(|&h| i32::from(h)).collect()
        } else {
            let heights: Vec<u32> = self.obelisk[..n].iter().map(|&h| u32::from(h)).collect();
            rank_points(&heights, obelisk_a_places(n))
        };
        let site_total =
            |site: Site| -> i32 { self.seats().map(|s| self.stones_on(site, s) as i32).sum() };
        for s in 0..n {
            let cards = &self.fronts[s];
            out[0][s] = burial[s];
            out[1][s] = obelisks[s];
            out[2][s] = group_points(u32::from(cards.get(Card::Statue)));
            out[3][s] = cards
                .iter()
                .filter_map(|(c, k)| c.decorated_site().map(|site| (site, k)))
                .map(|(site, k)| i32::from(k) * (site_total(site) / 3))
                .sum();
            out[4][s] = cards
                .iter()
                .filter(|(c, _)| c.color() == CardColor::Blue)
                .map(|(_, k)| i32::from(k))
                .sum();
            if cfg.wrath_of_pharaoh {
                let missing = [
                    Site::Pyramid,
                    Site::Temple,
                    Site::BurialChamber,
                    Site::Obelisks,
                ]
                .iter()
                .filter(|&&site| self.stones_on(site, s as u8) == 0)
                .count() as i32;
                out[5][s] = if cfg.wrath_per_missing_site {
                    -5 * missing
                } else if missing > 0 {
                    -5
                } else {
                    0
                };
            }
        }
        out
    }

    /// After round 6: score every category in order, then end the game.
    pub(crate) fn final_scoring(&mut self, log: &mut Log) {
        let n = usize::from(self.players);
        let points = self.final_points();
        for (category, row) in ScoreCategory::ALL.iter().zip(points.iter()) {
            for (score, p) in self.scores.iter_mut().zip(row) {
                *score += p;
            }
            let (category, points) = (*category, row[..n].to_vec());
            log.push(|| Event::FinalScored { category, points });
        }
        self.final_points = Some(points);
        self.phase = Phase::Over;
        let scores = self.scores[..n].to_vec();
        let winners = self.winners();
        log.push(|| Event::GameOver { scores, winners });
    }

    /// The winners by the tie rule (meaningful once the game is over).
    pub fn winners(&self) -> Vec<Seat> {
        let n = usize::from(self.players);
        winners(&self.scores[..n], &self.sleds[..n])
    }

    /// The final scoring, once the game is over.
    pub fn final_score(&self) -> Option<FinalScore> {
        let points = self.final_points?;
        let n = usize::from(self.players);
        Some(FinalScore {
            categories: ScoreCategory::ALL
                .iter()
                .zip(points.iter())
                .map(|(&category, row)| CategoryScore {
                    category,
                    points: row[..n].to_vec(),
                })
                .collect(),
            totals: self.scores[..n].to_vec(),
            winners: self.winners(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_points_follow_the_table() {
        let got: Vec<i32> = (0..=8).map(group_points).collect();
        assert_eq!(got, [0, 1, 3, 6, 10, 15, 17, 19, 21]);
    }

    #[test]
    fn ranks_share_tied_places_rounding_down() {
        let four = obelisk_a_places(4);
        assert_eq!(rank_points(&[3, 4, 0, 3], four), [7, 15, 0, 7]);
        // Three tied for first share 15 + 10 + 5.
        assert_eq!(rank_points(&[2, 2, 2, 1], four), [10, 10, 10, 1]);
        // Everyone tied: 31 / 4.
        assert_eq!(rank_points(&[1, 1, 1, 1], four), [7, 7, 7, 7]);
        assert_eq!(rank_points(&[0, 0], obelisk_a_places(2)), [0, 0]);
        assert_eq!(rank_points(&[1, 2, 3], obelisk_a_places(3)), [1, 6, 12]);
        // Places beyond the table count 0.
        assert_eq!(rank_points(&[1, 1, 1], &[8, 4]), [4, 4, 4]);
    }

    #[test]
    fn burial_groups_join_only_orthogonally() {
        // One column of three, then a stone beside the middle: a group of 4.
        assert_eq!(burial_a_points(&[0, 0, 0, 1, 0], 2), [10, 1]);
        // Columns [0 1 1] and [1 0 0]: 1's (1,0)-(2,0) pair and its (0,1) touch only diagonally.
        assert_eq!(burial_a_points(&[0, 1, 1, 1, 0, 0], 2), [1 + 3, 3 + 1]);
        assert_eq!(burial_a_points(&[], 3), [0, 0, 0]);
    }

    #[test]
    fn burial_b_ranks_each_row() {
        let stones = [1u8, 0, 3, 1, 0, 3, 1, 0, 3, 2, 1, 3, 3];
        assert_eq!(burial_b_points(&stones, 4, &[8, 4, 2, 0]), [8, 12, 3, 11]);
    }

    #[test]
    fn ties_go_to_the_larger_sled_then_are_shared() {
        assert_eq!(winners(&[5, 9, 9], &[5, 1, 2]), [Seat(2)]);
        assert_eq!(winners(&[5, 9, 9], &[5, 2, 2]), [Seat(1), Seat(2)]);
        assert_eq!(winners(&[-3, -5], &[0, 5]), [Seat(0)]);
    }
}
