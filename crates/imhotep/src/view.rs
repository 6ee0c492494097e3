//! What one seat (or a spectator) may see: everything public (spec §7), hidden things as counts.
//! A view never holds the deck order, the round cards to come or the removed one, an untaken
//! Market B pair, or the generator.

use serde::{Deserialize, Serialize};
use tabletop::Seat;

use crate::card::{Card, CardCounts, Side, Site};
use crate::config::ROUNDS;
use crate::decision::Decision;
use crate::game::Imhotep;
use crate::options::{PyramidBonus, Sides, StoneColor, TempleBonus};
use crate::parts::Phase;
use crate::scoring::FinalScore;

/// One player as everyone sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    /// The name.
    pub name: String,
    /// The stone colour.
    pub color: StoneColor,
    /// The score track.
    pub score: i32,
    /// Stones on the sled.
    pub sled: u8,
    /// Stones in the quarry.
    pub quarry: u8,
    /// Cards face up in front of the player.
    pub cards: CardCounts,
}

/// One ship of the round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShipView {
    /// Slots.
    pub size: u8,
    /// Stones needed to sail.
    pub min_load: u8,
    /// Each slot's stone (slot 0 is the bow).
    pub slots: Vec<Option<Seat>>,
    /// The site it sailed to, once it has.
    pub docked: Option<Site>,
}

/// Market B's face-down pair.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PairView {
    /// Cards in the pair.
    pub count: u8,
    /// Who took it and is choosing (the cards are seen by that seat only).
    pub taken_by: Option<Seat>,
    /// The cards, for the taker only.
    pub cards: Option<Vec<Card>>,
}

/// The Market.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MarketView {
    /// The side.
    pub side: Side,
    /// Face-up slots (4 on A, 3 on B).
    pub slots: Vec<Option<Card>>,
    /// The pair slot (B only).
    pub pair: Option<PairView>,
    /// The owner of a stone at the Market, waiting to go back to the quarry.
    pub stone: Option<Seat>,
}

/// A pyramid space.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SpaceView {
    /// The level (0 is the bottom).
    pub level: u8,
    /// The row within the level.
    pub row: u8,
    /// The column within the level.
    pub column: u8,
    /// Points for a stone here.
    pub points: u8,
    /// The stone, if any.
    pub owner: Option<Seat>,
}

/// A small pyramid of Pyramids B.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SmallPyramidView {
    /// Its bonus (given by bottom-level spaces).
    pub bonus: PyramidBonus,
    /// Its spaces in fill order.
    pub spaces: Vec<SpaceView>,
}

/// The Pyramid site.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "side", rename_all = "camelCase")]
pub enum PyramidView {
    /// Pyramid A.
    A {
        /// The 14 spaces in fill order.
        spaces: Vec<SpaceView>,
        /// Stones beside the full pyramid, per seat.
        beside: Vec<u8>,
    },
    /// Pyramids B.
    B {
        /// Left, middle, right.
        pyramids: Vec<SmallPyramidView>,
        /// Stones beside the full pyramids, per seat.
        beside: Vec<u8>,
    },
}

/// The Temple.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TempleView {
    /// The side.
    pub side: Side,
    /// Each column's stones, bottom first; the last of each column is visible.
    pub columns: Vec<Vec<Seat>>,
    /// On B, each column's bonus.
    pub bonuses: Option<Vec<TempleBonus>>,
}

/// The Burial Chamber.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BurialView {
    /// The side.
    pub side: Side,
    /// Three rows (top first), each as long as the longest, with empty places as `None`.
    pub rows: Vec<Vec<Option<Seat>>>,
    /// On B, the place points of each row.
    pub places: Option<Vec<u8>>,
}

/// A tower space of Obelisks B.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TowerView {
    /// Its value.
    pub value: u8,
    /// The tower on it, if any.
    pub owner: Option<Seat>,
}

/// The Obelisks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "side", rename_all = "camelCase")]
pub enum ObeliskView {
    /// Obelisks A.
    A {
        /// Each seat's stack height.
        heights: Vec<u8>,
    },
    /// Obelisks B.
    B {
        /// Stones on each seat's holding spaces.
        holding: Vec<u8>,
        /// Holding spaces per colour.
        capacity: u8,
        /// The printed tower spaces, then any towers built beyond them.
        towers: Vec<TowerView>,
    },
}

/// Everything one seat (or a spectator) may know.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// The round (1–6).
    pub round: u8,
    /// Rounds in the game.
    pub rounds: u8,
    /// Round cards still face down for later rounds (the removed card not counted).
    pub round_cards_left: u8,
    /// The side of each site.
    pub sides: Sides,
    /// Whether the Wrath of the Pharaoh variant is on.
    pub wrath_of_pharaoh: bool,
    /// The players in seat order.
    pub players: Vec<PlayerView>,
    /// Who started this round.
    pub start_player: Seat,
    /// Whose turn it is.
    pub current: Seat,
    /// The decision awaited (`None` once the game is over).
    pub decision: Option<Decision>,
    /// Consecutive passes so far (a full cycle ends the round).
    pub passes: u8,
    /// The round's four ships.
    pub ships: Vec<ShipView>,
    /// The ship unloading now.
    pub unloading: Option<u8>,
    /// The Market.
    pub market: MarketView,
    /// The Pyramid(s).
    pub pyramid: PyramidView,
    /// The Temple.
    pub temple: TempleView,
    /// The Burial Chamber.
    pub burial_chamber: BurialView,
    /// The Obelisks.
    pub obelisks: ObeliskView,
    /// Cards in the market deck.
    pub deck: u8,
    /// Cards in the discard pile.
    pub discard_count: u8,
    /// The discard pile, when it is public.
    pub discard: Option<CardCounts>,
    /// The final scoring, once the game is over.
    pub result: Option<FinalScore>,
}

impl Imhotep {
    /// What `viewer` may see (`None`: a spectator).
    pub fn view(&self, viewer: Option<Seat>) -> View {
        let cfg = &self.config;
        let n = usize::from(self.players);
        let seat = |o: u8| Seat(o);
        let players = (0..n)
            .map(|s| PlayerView {
                name: cfg.players[s].clone(),
                color: cfg.color(s),
                score: self.scores[s],
                sled: self.sleds[s],
                quarry: self.quarry[s],
                cards: self.fronts[s],
            })
            .collect();
        let ships = self
            .ships
            .iter()
            .map(|s| ShipView {
                size: s.size,
                min_load: cfg.min_load(s.size),
                slots: s.slots[..usize::from(s.size)]
                    .iter()
                    .map(|o| o.map(seat))
                    .collect(),
                docked: s.dock,
            })
            .collect();
        let market_b = cfg.sides.is_b(Site::Market);
        let market = MarketView {
            side: cfg.sides.market,
            slots: self.market[..if market_b { 3 } else { 4 }].to_vec(),
            pair: market_b.then(|| {
                let taken_by = self.pair_taker.map(seat);
                PairView {
                    count: self.pair.iter().flatten().count() as u8,
                    taken_by,
                    cards: (taken_by.is_some() && taken_by == viewer)
                        .then(|| self.pair.iter().flatten().copied().collect()),
                }
            }),
            stone: self.market_stone.map(seat),
        };
        let beside = self.beside[..n].to_vec();
        let pyramid = if cfg.sides.is_b(Site::Pyramid) {
            let shape = &cfg.pyramid_b_shape;
            PyramidView::B {
                pyramids: (0..3)
                    .map(|p| SmallPyramidView {
                        bonus: cfg.pyramid_b_bonuses[p],
                        spaces: (0..shape.spaces())
                            .map(|k| {
                                let (level, row, column) = shape.place(k);
                                SpaceView {
                                    level,
                                    row,
                                    column,
                                    points: shape.points[usize::from(level)],
                                    owner: self.small_pyramids[p]
                                        .as_slice()
                                        .get(k)
                                        .map(|&o| seat(o)),
                                }
                            })
                            .collect(),
                    })
                    .collect(),
                beside,
            }
        } else {
            PyramidView::A {
                spaces: (0..14)
                    .map(|k| {
                        let (level, row, column) = PYRAMID_A_PLACES[k];
                        SpaceView {
                            level,
                            row,
                            column,
                            points: cfg.pyramid_a_values[k],
                            owner: self.pyramid.as_slice().get(k).map(|&o| seat(o)),
                        }
                    })
                    .collect(),
                beside,
            }
        };
        let w = usize::from(cfg.temple_width());
        let mut columns = vec![Vec::new(); w];
        for (k, &o) in self.temple.as_slice().iter().enumerate() {
            columns[k % w].push(seat(o));
        }
        let temple_b = cfg.sides.is_b(Site::Temple);
        let temple = TempleView {
            side: cfg.sides.temple,
            columns,
            bonuses: temple_b.then(|| cfg.temple_b_columns[..w].to_vec()),
        };
        let burial = self.burial.as_slice();
        let cols = burial.len().div_ceil(3);
        let burial_chamber = BurialView {
            side: cfg.sides.burial_chamber,
            rows: (0..3)
                .map(|r| {
                    (0..cols)
                        .map(|c| burial.get(c * 3 + r).map(|&o| seat(o)))
                        .collect()
                })
                .collect(),
            places: cfg
                .sides
                .is_b(Site::BurialChamber)
                .then(|| cfg.burial_b_places.to_vec()),
        };
        let obelisks = if cfg.sides.is_b(Site::Obelisks) {
            let built = self.towers.as_slice();
            let spaces = cfg.obelisk_b_towers.len().max(built.len());
            ObeliskView::B {
                holding: self.obelisk[..n].to_vec(),
                capacity: cfg.obelisk_b_holding,
                towers: (0..spaces)
                    .map(|i| TowerView {
                        value: cfg.tower_value(i),
                        owner: built.get(i).map(|&o| seat(o)),
                    })
                    .collect(),
            }
        } else {
            ObeliskView::A {
                heights: self.obelisk[..n].to_vec(),
            }
        };
        View {
            round: self.round,
            rounds: ROUNDS,
            round_cards_left: ROUNDS - self.round,
            sides: cfg.sides,
            wrath_of_pharaoh: cfg.wrath_of_pharaoh,
            players,
            start_player: Seat(self.start),
            current: Seat(self.current),
            decision: self.decision(),
            passes: self.passes,
            ships,
            unloading: self.unloading,
            market,
            pyramid,
            temple,
            burial_chamber,
            obelisks,
            deck: self.deck.len() as u8,
            discard_count: self.discard.total() as u8,
            discard: cfg.discard_pile_public.then_some(self.discard),
            result: if self.phase == Phase::Over {
                self.final_score()
            } else {
                None
            },
        }
    }
}

/// Pyramid A's spaces in fill order: (level, row, column).
pub const PYRAMID_A_PLACES: [(u8, u8, u8); 14] = [
    (0, 0, 0),
    (0, 1, 0),
    (0, 2, 0),
    (0, 0, 1),
    (0, 1, 1),
    (0, 2, 1),
    (0, 0, 2),
    (0, 1, 2),
    (0, 2, 2),
    (1, 0, 0),
    (1, 1, 0),
    (1, 0, 1),
    (1, 1, 1),
    (2, 0, 0),
];
