//! Game configuration: the players, the side of each site, the variant, the start player, and
//! every value the rules spec marks [I] or [U] (its §10), each with the spec's default.
//!
//! Serialized as camelCase JSON; every field has a default, so `{"players": ["Ana", "Bruno"]}` is a
//! whole configuration. The defaults are [`Config::default`]'s but one: a missing
//! `pyramidBBonusesOptional` reads false, the rule of the saves written before it. Unknown keys are
//! refused, so a misspelt house rule is never ignored.

use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::options::{
    BlueCounts, DeadlockPolicy, PyramidBShape, PyramidBonus, Sides, StartPlayer, StoneColor,
    TempleBonus,
};

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
}
