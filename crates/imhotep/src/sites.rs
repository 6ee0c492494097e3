//! Sites: one `deliver(site, owner)` for every stone that arrives, whether from a ship, a red card
//! or a bonus, and the placement rules of each side.

use tabletop::Seat;

use crate::card::Site;
use crate::decision::Decision;
use crate::event::{Event, Spot, StoneGain};
use crate::game::Imhotep;
use crate::options::PyramidBonus;
use crate::parts::{Log, Phase, Task};

impl Imhotep {
    /// A stone of `owner` arrives at `site` (already taken from its ship or the quarry): place it
    /// by the site's rules, score it, and ask the owner any choice the site needs.
    pub(crate) fn deliver(&mut self, site: Site, owner: u8, log: &mut Log) {
        let b = self.config.sides.is_b(site);
        let (spot, points) = match site {
            Site::Market => {
                self.market_stone = Some(owner);
                self.tasks.push(Task::ReturnMarketStone);
                log.push(|| Event::StoneDelivered {
                    owner: Seat(owner),
                    site,
                    spot: Spot::Market,
                    points: 0,
                });
                self.offer_market(owner, log);
                return;
            }
            Site::Pyramid if b => {
                let open: Vec<usize> = (0..3).filter(|&p| !self.small_pyramid_full(p)).collect();
                match open.as_slice() {
                    [] => (self.put_beside(owner), 1),
                    [p] => {
                        self.put_on_small_pyramid(*p, owner, log);
                        return;
                    }
                    _ => {
                        self.pending = Some(Decision::Pyramid { seat: Seat(owner) });
                        return;
                    }
                }
            }
            Site::Pyramid => self.put_pyramid_a(owner),
            Site::Temple => (self.put_temple(owner), 0),
            Site::BurialChamber => (self.put_burial(owner), 0),
            Site::Obelisks => self.put_obelisk(owner),
        };
        self.scores[usize::from(owner)] += points;
        log.push(|| Event::StoneDelivered {
            owner: Seat(owner),
            site,
            spot,
            points,
        });
    }

    /// Pyramid A: the next space in fill order with its points, or beside the full pyramid for 1.
    pub(crate) fn put_pyramid_a(&mut self, owner: u8) -> (Spot, i32) {
        let k = self.pyramid.len();
        if k >= self.config.pyramid_a_values.len() {
            return (self.put_beside(owner), 1);
        }
        self.pyramid.push(owner);
        (
            Spot::Pyramid { space: k as u8 },
            i32::from(self.config.pyramid_a_values[k]),
        )
    }

    pub(crate) fn put_beside(&mut self, owner: u8) -> Spot {
        self.beside[usize::from(owner)] += 1;
        Spot::BesidePyramid
    }

    /// Whether small pyramid `p` of Pyramids B is full.
    pub(crate) fn small_pyramid_full(&self, p: usize) -> bool {
        self.small_pyramids[p].len() >= self.config.pyramid_b_shape.spaces()
    }

    /// Places a stone on small pyramid `p` without scoring: its spot, points and bonus.
    pub(crate) fn place_small_pyramid(
        &mut self,
        p: usize,
        owner: u8,
    ) -> (Spot, i32, Option<PyramidBonus>) {
        let k = self.small_pyramids[p].push(owner);
        let shape = &self.config.pyramid_b_shape;
        let (level, _, _) = shape.place(k);
        let points = i32::from(shape.points[usize::from(level)]);
        let bonus = (level == 0).then_some(self.config.pyramid_b_bonuses[p]);
        (
            Spot::PyramidB {
                pyramid: p as u8,
                space: k as u8,
            },
            points,
            bonus,
        )
    }

    /// Pyramids B: the stone goes on pyramid `p`, scores, and takes the pyramid's bonus. When
    /// bonuses may be declined, the card and the stones are asked for if they would bring
    /// something (a card in the deck or the discard pile, room on the sled and a stone in the
    /// quarry); otherwise they come at once, as before that rule. The ship bonus is always asked.
    pub(crate) fn put_on_small_pyramid(&mut self, p: usize, owner: u8, log: &mut Log) {
        let (spot, points, bonus) = self.place_small_pyramid(p, owner);
        let o = usize::from(owner);
        self.scores[o] += points;
        log.push(|| Event::StoneDelivered {
            owner: Seat(owner),
            site: Site::Pyramid,
            spot,
            points,
        });
        let ask = self.config.pyramid_b_bonuses_optional;
        let seat = Seat(owner);
        match bonus {
            None => {}
            Some(PyramidBonus::Card)
                if ask && (self.deck.len() > 0 || self.discard.total() > 0) =>
            {
                self.pending = Some(Decision::CardBonus { seat });
            }
            Some(PyramidBonus::Card) => self.draw_top(owner, log),
            Some(PyramidBonus::Stones) if ask && self.take_count(o, 3) > 0 => {
                self.pending = Some(Decision::StonesBonus { seat });
            }
            Some(PyramidBonus::Stones) => self.take_bonus_stones(owner, log),
            Some(PyramidBonus::Ship)
                if self.phase == Phase::Playing
                    && self.sleds[o] > 0
                    && self.empty_slots().next().is_some() =>
            {
                self.pending = Some(Decision::ShipBonus { seat });
            }
            Some(PyramidBonus::Ship) => {}
        }
    }

    /// The stones bonus: up to 3 stones from the quarry onto the owner's sled (cap 5).
    pub(crate) fn take_bonus_stones(&mut self, owner: u8, log: &mut Log) {
        let count = self.take_stones(usize::from(owner), 3);
        log.push(|| Event::StonesTaken {
            seat: Seat(owner),
            count,
            by: StoneGain::PyramidBonus,
        });
    }

    /// The Temple: the next column, covering the layer below.
    pub(crate) fn put_temple(&mut self, owner: u8) -> Spot {
        let w = usize::from(self.config.temple_width());
        let k = self.temple.push(owner);
        Spot::Temple {
            column: (k % w) as u8,
            layer: (k / w) as u8,
        }
    }

    /// The Burial Chamber: top, middle, bottom, then the next column.
    pub(crate) fn put_burial(&mut self, owner: u8) -> Spot {
        let k = self.burial.push(owner);
        Spot::BurialChamber {
            row: (k % 3) as u8,
            column: (k / 3) as u8,
        }
    }

    /// The Obelisks: A raises the owner's stack; B fills a holding space, or makes a tower on the
    /// best free tower space and scores it at once.
    pub(crate) fn put_obelisk(&mut self, owner: u8) -> (Spot, i32) {
        let o = usize::from(owner);
        if !self.config.sides.is_b(Site::Obelisks) {
            self.obelisk[o] += 1;
            return (
                Spot::Obelisk {
                    height: self.obelisk[o],
                },
                0,
            );
        }
        if self.obelisk[o] < self.config.obelisk_b_holding {
            self.obelisk[o] += 1;
            return (
                Spot::ObeliskHolding {
                    held: self.obelisk[o],
                },
                0,
            );
        }
        self.obelisk[o] = 0;
        let space = self.towers.push(owner);
        (
            Spot::ObeliskTower { space: space as u8 },
            i32::from(self.config.tower_value(space)),
        )
    }
}
