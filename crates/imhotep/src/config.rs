//! Game configuration: the players, the side of each site, the variant, the start player, and
//! every value the rules spec marks [I] or [U] (its §10), each with the spec's default.
//!
//! Serialized as camelCase JSON; every field has a default, so `{"players": ["Ana", "Bruno"]}` is a
//! whole configuration. The defaults are [`Config::default`]'s but one: a missing
//! `pyramidBBonusesOptional` reads false, the rule of the saves written before it. Unknown keys are
//! refused, so a misspelt house rule is never ignored.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Side, Site};
use crate::error::ConfigError;

/// The most stones a player has in play (30, less the score marker).
pub const PLAYABLE_STONES: u8 = 29;
/// Stones of each colour in the box (the score marker included).
pub const STONES_PER_COLOR: u8 = 30;
/// The most stones a sled holds.
pub const SLED_CAP: u8 = 5;
/// Rounds in a game.
pub const ROUNDS: u8 = 6;
/// Round cards per player count.
pub const ROUND_CARDS: usize = 7;
/// The most cards the market deck may have (bounds the blue counts).
pub const MAX_CARDS: usize = 64;
/// The most spaces one small pyramid of the B side may have.
pub const MAX_PYRAMID_B_SPACES: usize = 14;

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
/// declined under [`Config::pyramid_b_bonuses_optional`]; the ship bonus always may.
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

/// Everything that shapes a game before the first shuffle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Config {
    /// The players' names in seat (clockwise) order; 2 to 4, which sets the player count.
    pub players: Vec<String>,
    /// Each seat's stone colour; empty (the default) gives black, white, brown, gray in seat order.
    pub colors: Vec<StoneColor>,
    /// The side of each site (default all A).
    pub sides: Sides,
    /// The "Wrath of the Pharaoh" variant (`WRATH_OF_PHARAOH`, off): −5 at the end for a player
    /// with no stone on one of Pyramid(s), Temple, Burial Chamber, Obelisks.
    pub wrath_of_pharaoh: bool,
    /// With the variant: −5 for each such site missing, instead of −5 once (off: once, as the
    /// spec's §6.1 reads).
    pub wrath_per_missing_site: bool,
    /// Who starts (random from the seed, or a fixed seat).
    pub start_player: StartPlayer,
    /// [I] The seven round cards for 2 players, each the four ship sizes.
    pub round_cards_2p: [[u8; 4]; ROUND_CARDS],
    /// [I] `ROUND_CARDS_3P`: the seven round cards for 3 players.
    pub round_cards_3p: [[u8; 4]; ROUND_CARDS],
    /// [I] The seven round cards for 4 players.
    pub round_cards_4p: [[u8; 4]; ROUND_CARDS],
    /// [I] `SHIP_MIN_LOAD`: stones a ship needs to sail, by size 1, 2, 3, 4 ([1, 1, 2, 3]).
    pub ship_min_load: [u8; 4],
    /// [I] `BLUE_COUNTS`: copies of each blue card (2, 2, 3, 3; the deck then has 34 cards).
    pub blue_counts: BlueCounts,
    /// [I] `PYR_A_VALUES`: points of Pyramid A's 14 spaces, in fill order.
    pub pyramid_a_values: [u8; 14],
    /// [U] `PYR_B_SHAPE`: each small pyramid of Pyramids B.
    pub pyramid_b_shape: PyramidBShape,
    /// [U] `PYR_B_BONUS`: the bonus of the left, middle and right pyramid.
    pub pyramid_b_bonuses: [PyramidBonus; 3],
    /// [C PT] Each Pyramids B bonus may be declined (true, the default): the rulebook says "pode"
    /// (may) for all three, so the top card and the stones are asked for as the ship bonus is.
    /// False is the rule games were saved under before this key existed (the top card and the
    /// stones came at once; only the ship bonus could be declined): a configuration without the
    /// key reads false, so those saves replay as they were played.
    #[serde(default)]
    pub pyramid_b_bonuses_optional: bool,
    /// [I]/[U] `TEMPLE_B_COLUMNS`: the bonus of each Temple B column, left to right (the 5th only
    /// with 3–4 players).
    pub temple_b_columns: [TempleBonus; 5],
    /// [I]/[U] `BURIAL_B_PLACES`: points for 1st to 4th place in each Burial Chamber B row.
    pub burial_b_places: [u8; 4],
    /// [I] `OBELISK_B_HOLDING`: holding spaces per colour on Obelisks B; one stone more makes a tower.
    pub obelisk_b_holding: u8,
    /// [U] `OBELISK_B_TOWERS`: the tower spaces' values, taken high to low.
    pub obelisk_b_towers: Vec<u8>,
    /// [U] What each tower scores once every tower space is taken (1).
    pub obelisk_b_extra_tower: u8,
    /// [I] `MARKET_TAKE_OPTIONAL`: a stone's owner at the Market may decline to take a card.
    pub market_take_optional: bool,
    /// [U] `DISCARD_PILE_PUBLIC`: everyone sees the discard pile (and the card discarded from a
    /// Market B pair).
    pub discard_pile_public: bool,
    /// [U] `DEADLOCK_POLICY`.
    pub deadlock_policy: DeadlockPolicy,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            players: vec!["Player 1".into(), "Player 2".into()],
            colors: Vec::new(),
            sides: Sides::default(),
            wrath_of_pharaoh: false,
            wrath_per_missing_site: false,
            start_player: StartPlayer::Random,
            round_cards_2p: [
                [4, 3, 2, 2],
                [4, 3, 3, 1],
                [4, 2, 2, 1],
                [4, 3, 2, 1],
                [3, 2, 2, 1],
                [3, 3, 2, 2],
                [3, 3, 2, 1],
            ],
            round_cards_3p: [
                [4, 3, 3, 2],
                [4, 3, 2, 1],
                [3, 3, 2, 2],
                [4, 2, 2, 1],
                [4, 3, 2, 2],
                [3, 3, 3, 2],
                [4, 4, 2, 1],
            ],
            round_cards_4p: [
                [4, 4, 2, 1],
                [4, 3, 3, 2],
                [4, 3, 3, 3],
                [3, 3, 3, 2],
                [4, 4, 3, 2],
                [4, 4, 2, 2],
                [4, 3, 2, 2],
            ],
            ship_min_load: [1, 1, 2, 3],
            blue_counts: BlueCounts::default(),
            pyramid_a_values: [2, 1, 3, 2, 4, 3, 2, 1, 3, 2, 3, 1, 3, 4],
            pyramid_b_shape: PyramidBShape::default(),
            pyramid_b_bonuses: [PyramidBonus::Card, PyramidBonus::Stones, PyramidBonus::Ship],
            pyramid_b_bonuses_optional: true,
            temple_b_columns: [
                TempleBonus {
                    points: 0,
                    point_or_stones: true,
                    card: false,
                },
                TempleBonus {
                    points: 2,
                    point_or_stones: false,
                    card: false,
                },
                TempleBonus {
                    points: 0,
                    point_or_stones: true,
                    card: true,
                },
                TempleBonus {
                    points: 0,
                    point_or_stones: true,
                    card: false,
                },
                TempleBonus {
                    points: 2,
                    point_or_stones: false,
                    card: false,
                },
            ],
            burial_b_places: [8, 4, 2, 0],
            obelisk_b_holding: 2,
            obelisk_b_towers: vec![15, 12, 9, 7, 5, 4, 3, 2, 1, 1],
            obelisk_b_extra_tower: 1,
            market_take_optional: false,
            discard_pile_public: true,
            deadlock_policy: DeadlockPolicy::EndRound,
        }
    }
}

/// Ship tokens in the box, by size 1, 2, 3, 4.
const SHIP_TOKENS: [u8; 4] = [1, 2, 3, 2];

impl Config {
    /// The default configuration with `n` players named "Player 1", "Player 2", ...
    pub fn with_players(n: usize) -> Config {
        Config {
            players: (1..=n).map(|i| format!("Player {i}")).collect(),
            ..Config::default()
        }
    }

    /// The number of players.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// The round cards for this player count.
    pub fn round_cards(&self) -> &[[u8; 4]; ROUND_CARDS] {
        match self.players.len() {
            2 => &self.round_cards_2p,
            3 => &self.round_cards_3p,
            _ => &self.round_cards_4p,
        }
    }

    /// The colour of `seat`'s stones.
    pub fn color(&self, seat: usize) -> StoneColor {
        self.colors
            .get(seat)
            .copied()
            .unwrap_or(StoneColor::ALL[seat])
    }

    /// Stones a ship of `size` slots needs to sail.
    pub fn min_load(&self, size: u8) -> u8 {
        self.ship_min_load[usize::from(size.clamp(1, 4)) - 1]
    }

    /// The Temple's width: 4 with 2 players, 5 with 3–4 [C].
    pub fn temple_width(&self) -> u8 {
        if self.players.len() == 2 {
            4
        } else {
            5
        }
    }

    /// Copies of `card` in the market deck.
    pub fn copies(&self, card: Card) -> u8 {
        match card {
            Card::Statue => 10,
            Card::Lever => self.blue_counts.lever,
            Card::Hammer => self.blue_counts.hammer,
            Card::Sail => self.blue_counts.sail,
            Card::Chisel => self.blue_counts.chisel,
            _ => 2,
        }
    }

    /// Cards in the market deck (34 by default).
    pub fn card_total(&self) -> usize {
        Card::ALL.iter().map(|&c| usize::from(self.copies(c))).sum()
    }

    /// The points of tower space `i` (0-based) of Obelisks B.
    pub fn tower_value(&self, i: usize) -> u8 {
        self.obelisk_b_towers
            .get(i)
            .copied()
            .unwrap_or(self.obelisk_b_extra_tower)
    }

    /// Checks the configuration can make a game.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let n = self.players.len();
        if !(2..=4).contains(&n) {
            return Err(ConfigError::PlayerCount(n));
        }
        if !self.colors.is_empty() {
            let mut sorted = self.colors.clone();
            sorted.sort();
            sorted.dedup();
            if self.colors.len() != n || sorted.len() != n {
                return Err(ConfigError::Colors);
            }
        }
        if let StartPlayer::Seat(s) = self.start_player {
            if usize::from(s) >= n {
                return Err(ConfigError::StartSeat(s));
            }
        }
        for (players, cards) in [
            (2, &self.round_cards_2p),
            (3, &self.round_cards_3p),
            (4, &self.round_cards_4p),
        ] {
            for (i, card) in cards.iter().enumerate() {
                let mut used = [0u8; 4];
                for &size in card {
                    if !(1..=4).contains(&size) {
                        return Err(ConfigError::RoundCard {
                            players,
                            card: i as u8,
                        });
                    }
                    used[usize::from(size) - 1] += 1;
                }
                if used.iter().zip(SHIP_TOKENS).any(|(&u, t)| u > t) {
                    return Err(ConfigError::RoundCard {
                        players,
                        card: i as u8,
                    });
                }
            }
        }
        for (i, &min) in self.ship_min_load.iter().enumerate() {
            if min == 0 || usize::from(min) > i + 1 {
                return Err(ConfigError::ShipMinLoad { size: i as u8 + 1 });
            }
        }
        if self.card_total() > MAX_CARDS {
            return Err(ConfigError::TooManyCards {
                cards: self.card_total() as u32,
                max: MAX_CARDS as u32,
            });
        }
        let shape = &self.pyramid_b_shape;
        if shape.levels.is_empty()
            || shape.levels.len() != shape.points.len()
            || shape.levels.contains(&0)
            || shape.spaces() > MAX_PYRAMID_B_SPACES
        {
            return Err(ConfigError::PyramidBShape);
        }
        if !(1..=5).contains(&self.obelisk_b_holding) {
            return Err(ConfigError::ObeliskBHolding(self.obelisk_b_holding));
        }
        if self.obelisk_b_towers.len() > 40 {
            return Err(ConfigError::ObeliskBTowers);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_object_is_the_default_configuration() {
        let config: Config = serde_json::from_str("{}").unwrap();
        // A missing `pyramidBBonusesOptional` is the rule of the saves written before it.
        assert!(!config.pyramid_b_bonuses_optional);
        assert!(Config::default().pyramid_b_bonuses_optional);
        assert_eq!(
            config,
            Config {
                pyramid_b_bonuses_optional: false,
                ..Config::default()
            }
        );
        assert_eq!(config.validate(), Ok(()));
        assert_eq!(config.card_total(), 34);
        assert_eq!(config.pyramid_b_shape.spaces(), 5);
        let json = serde_json::to_value(Config::default()).unwrap();
        for key in [
            "roundCards3p",
            "shipMinLoad",
            "blueCounts",
            "pyramidAValues",
            "pyramidBShape",
            "pyramidBBonuses",
            "pyramidBBonusesOptional",
            "templeBColumns",
            "burialBPlaces",
            "obeliskBHolding",
            "obeliskBTowers",
            "marketTakeOptional",
            "discardPilePublic",
            "deadlockPolicy",
            "wrathOfPharaoh",
            "startPlayer",
        ] {
            assert!(json.get(key).is_some(), "{key}");
        }
        let fixed: Config = serde_json::from_str(r#"{"startPlayer":{"seat":1}}"#).unwrap();
        assert_eq!(fixed.start_player, StartPlayer::Seat(1));
        // The default configuration reads back whole, the optional bonuses included.
        let back: Config = serde_json::from_value(json).unwrap();
        assert_eq!(back, Config::default());
    }

    #[test]
    fn every_default_round_card_fits_the_ship_tokens() {
        let c = Config::default();
        for set in [&c.round_cards_2p, &c.round_cards_3p, &c.round_cards_4p] {
            assert_eq!(set.len(), 7);
        }
        assert_eq!(c.validate(), Ok(()));
    }

    #[test]
    fn invalid_configurations_say_why() {
        let bad = |f: fn(&mut Config)| {
            let mut c = Config::with_players(3);
            f(&mut c);
            c.validate().unwrap_err()
        };
        assert_eq!(bad(|c| c.players.truncate(1)), ConfigError::PlayerCount(1));
        assert_eq!(
            bad(|c| c.colors = vec![StoneColor::Gray, StoneColor::Gray, StoneColor::Black]),
            ConfigError::Colors
        );
        assert_eq!(
            bad(|c| c.start_player = StartPlayer::Seat(3)),
            ConfigError::StartSeat(3)
        );
        assert_eq!(
            bad(|c| c.round_cards_4p[2] = [4, 4, 4, 1]),
            ConfigError::RoundCard {
                players: 4,
                card: 2
            }
        );
        assert_eq!(
            bad(|c| c.round_cards_2p[0] = [5, 1, 1, 1]),
            ConfigError::RoundCard {
                players: 2,
                card: 0
            }
        );
        assert_eq!(
            bad(|c| c.ship_min_load[1] = 3),
            ConfigError::ShipMinLoad { size: 2 }
        );
        assert_eq!(
            bad(|c| c.blue_counts.sail = 40),
            ConfigError::TooManyCards { cards: 71, max: 64 }
        );
        assert_eq!(
            bad(|c| c.pyramid_b_shape.levels = vec![4]),
            ConfigError::PyramidBShape
        );
        assert_eq!(
            bad(|c| c.obelisk_b_holding = 0),
            ConfigError::ObeliskBHolding(0)
        );
    }

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
