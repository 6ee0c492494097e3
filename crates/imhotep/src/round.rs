//! Rounds: the start (the round card's ships, the market dealt) and the end (Temple scoring, the
//! ships back to the quarry, the market cleared, then the next round or the final scoring).

use tabletop::Seat;

use crate::card::{Card, Site};
use crate::config::ROUNDS;
use crate::decision::Decision;
use crate::event::Event;
use crate::game::Imhotep;
use crate::parts::{Log, Phase, Ship, Task};

impl Imhotep {
    /// Round start: reveal the round card, bring its ships, deal the market.
    pub(crate) fn begin_round(&mut self, log: &mut Log) {
        let sizes = self.round_cards[usize::from(self.round) - 1];
        for (ship, &size) in self.ships.iter_mut().zip(sizes.iter()) {
            *ship = Ship { size, ..Ship::NONE };
        }
        self.current = self.start;
        self.passes = 0;
        self.phase = Phase::Playing;
        let (round, start) = (self.round, Seat(self.start));
        log.push(|| Event::RoundBegan {
            round,
            ships: sizes,
            start,
        });
        let b = self.config.sides.is_b(Site::Market);
        let face_up = if b { 3 } else { 4 };
        for slot in 0..face_up {
            self.market[slot] = self.draw(log);
        }
        if b {
            for i in 0..2 {
                self.pair[i] = self.draw(log);
            }
        }
        let cards = self.market[..face_up].to_vec();
        let pair = self.pair.iter().flatten().count() as u8;
        log.push(|| Event::MarketDealt { cards, pair });
    }

    pub(crate) fn begin_round_end(&mut self) {
        self.phase = Phase::RoundEnd;
        self.tasks.push(Task::FinishRound);
        self.tasks.push(Task::TempleRound { column: 0 });
    }

    /// Round end, Temple scoring from `column` on (A: every visible stone at once; B: column by
    /// column, stopping at a choice).
    pub(crate) fn temple_round(&mut self, column: u8, log: &mut Log) {
        let w = self.config.temple_width();
        if !self.config.sides.is_b(Site::Temple) {
            let mut points = vec![0i32; usize::from(self.players)];
            for c in 0..w {
                if let Some(o) = self.temple_top(c) {
                    points[usize::from(o)] += 1;
                }
            }
            for (s, p) in points.iter().enumerate() {
                self.scores[s] += p;
            }
            log.push(|| Event::TempleScored { points });
            return;
        }
        for c in column..w {
            let Some(owner) = self.temple_top(c) else {
                continue;
            };
            let bonus = self.config.temple_b_columns[usize::from(c)];
            if bonus.point_or_stones && self.take_count(usize::from(owner), 2) > 0 {
                self.tasks.push(Task::TempleRound { column: c + 1 });
                if bonus.card {
                    self.tasks.push(Task::DrawTop { owner });
                }
                self.pending = Some(Decision::TempleReward {
                    seat: Seat(owner),
                    column: c,
                });
                return;
            }
            // No choice: fixed points, and the point when two stones would move none.
            let points = bonus.points + u8::from(bonus.point_or_stones);
            self.scores[usize::from(owner)] += i32::from(points);
            log.push(|| Event::TempleReward {
                seat: Seat(owner),
                column: c,
                points,
                stones: 0,
            });
            if bonus.card {
                self.tasks.push(Task::TempleRound { column: c + 1 });
                self.tasks.push(Task::DrawTop { owner });
                return;
            }
        }
    }

    /// The owner of the visible stone of Temple column `c`, if any.
    pub(crate) fn temple_top(&self, c: u8) -> Option<u8> {
        let w = usize::from(self.config.temple_width());
        let n = self.temple.len();
        let c = usize::from(c);
        if n == 0 {
            return None;
        }
        let layer = (n - 1) / w;
        let k = if c <= (n - 1) % w {
            layer * w + c
        } else if layer > 0 {
            (layer - 1) * w + c
        } else {
            return None;
        };
        Some(self.temple.as_slice()[k])
    }

    pub(crate) fn finish_round(&mut self, log: &mut Log) {
        let next = (self.current + 1) % self.players;
        for ship in self.ships.iter_mut() {
            for slot in ship.slots.iter_mut() {
                if let Some(o) = slot.take() {
                    self.quarry[usize::from(o)] += 1;
                }
            }
            ship.dock = None;
        }
        self.unloading = None;
        let cards: Vec<Card> = self.market.iter_mut().filter_map(|c| c.take()).collect();
        let pair: Vec<Option<Card>> = self
            .pair
            .iter_mut()
            .filter_map(|c| c.take())
            .map(Some)
            .collect();
        for c in cards.iter().chain(pair.iter().flatten()) {
            self.discard.add(*c);
        }
        let public = self.config.discard_pile_public;
        if !cards.is_empty() || !pair.is_empty() {
            log.push(|| Event::MarketCleared {
                cards,
                pair,
                public,
            });
        }
        let last = self.round >= ROUNDS || self.last_round;
        let round = self.round;
        log.push(|| Event::RoundEnded {
            round,
            next_start: (!last).then_some(Seat(next)),
        });
        if last {
            self.final_scoring(log);
        } else {
            self.round += 1;
            self.start = next;
            self.begin_round(log);
        }
    }
}
