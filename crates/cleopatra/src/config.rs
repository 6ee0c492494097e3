//! Game configuration: player count and names, every house value the rules leave unknown ([U] in the
//! rules spec) with its documented default, and fixed orders for tests and puzzles.
//!
//! Serialized as camelCase JSON (the field names below, in camelCase); missing keys take their
//! defaults and unknown keys are refused, so a misspelt house rule is never silently ignored.

use serde::{Deserialize, Serialize};

use crate::cards::{Card, DeckCard};
use crate::error::{ConfigError, Setting};
use crate::garden::{Square, GARDEN_SIZE};
use crate::mosaic::Pentomino;
use crate::sobek::SobekTile;

/// Which empty garden areas become sanctuaries when a mosaic is laid: readings of the rulebook's
/// "when your placement creates a new enclosed area in which no remaining mosaic can be built".
/// Under every reading an area qualifies only when no tile left in the stack fits in it (after the
/// cascade), whatever its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum SanctuaryReading {
    /// Only when the placement cuts the empty area it lies in into two or more parts: each part
    /// with no room left is new. An area that merely shrinks around the tile forms none.
    CutOff,
    /// [I] The default (the rules spec, §8.6): every part of the empty area the tile lies in that is
    /// left with no room, whether cut off or merely shrunk around the tile. Areas elsewhere in the
    /// garden never qualify, even if they died because a fitting tile was used up.
    #[default]
    TileRegion,
    /// Every empty area of the garden with no room left that is not a sanctuary yet, wherever it
    /// is: also areas that died because the last tile fitting them went elsewhere.
    WholeGarden,
}

impl<'de> Deserialize<'de> for SanctuaryReading {
    /// A name (`"cutOff"`, `"tileRegion"`, `"wholeGarden"`), or format 1's flag
    /// `sanctuaryOnlyNewComponents` (true: `tileRegion`, false: `wholeGarden`).
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Reading;
        impl serde::de::Visitor<'_> for Reading {
            type Value = SanctuaryReading;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("\"cutOff\", \"tileRegion\" or \"wholeGarden\"")
            }
            fn visit_bool<E: serde::de::Error>(self, only_new: bool) -> Result<Self::Value, E> {
                Ok(if only_new {
                    SanctuaryReading::TileRegion
                } else {
                    SanctuaryReading::WholeGarden
                })
            }
            fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<Self::Value, E> {
                match name {
                    "cutOff" => Ok(SanctuaryReading::CutOff),
                    "tileRegion" => Ok(SanctuaryReading::TileRegion),
                    "wholeGarden" => Ok(SanctuaryReading::WholeGarden),
                    _ => Err(E::unknown_variant(
                        name,
                        &["cutOff", "tileRegion", "wholeGarden"],
                    )),
                }
            }
        }
        deserializer.deserialize_any(Reading)
    }
}

/// Everything that shapes a game before the first shuffle.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Config {
    /// The players' names, in seating (clockwise) order; 2 to 4 of them.
    pub players: Vec<String>,
    /// Cards a player may keep at the end of a turn without choosing (10).
    pub hand_limit: u8,
    /// Cards dealt to each player at setup (3).
    pub starting_hand: u8,
    /// Scarabs each player starts with (5).
    pub starting_scarabs: u32,
    /// Deck contents (94 cards).
    pub deck: DeckConfig,
    /// Piles the deck is cut into when it is built or rebuilt (3).
    pub deck_piles: u8,
    /// How many of those piles are turned face up (2).
    pub deck_face_up_piles: u8,
    /// Cost of activating the Sobek tile at each position, left to right. [U] except position 4.
    pub sobek_costs: [SobekCost; 5],
    /// Resource units the Merchant saves (2).
    pub merchant_discount: u8,
    /// Artisans the Foreman saves (2).
    pub foreman_discount: u8,
    /// [U] Whether the Merchant discount applies to every piece of the turn (true) or one piece (false).
    pub merchant_per_piece: bool,
    /// [U] Whether the Foreman discount applies to every piece of the turn (true) or one piece (false).
    pub foreman_per_piece: bool,
    /// Cards the Beggar draws (4).
    pub beggar_draw: u8,
    /// Scarabs the Architect adds to each piece built (4).
    pub architect_bonus: u32,
    /// [U] Whether mosaic tiles may be turned over (mirrored) as well as rotated.
    pub allow_mosaic_flip: bool,
    /// [I] Which empty garden areas a mosaic's placement turns into sanctuaries (the rulebook: "a
    /// new enclosed area"). Format-1 saves named it `sanctuaryOnlyNewComponents` (a flag).
    #[serde(alias = "sanctuaryOnlyNewComponents")]
    pub sanctuaries: SanctuaryReading,
    /// [U] The Palace Garden's throne space and palm trees.
    pub garden: GardenConfig,
    /// Path step whose crossing (from the step before) triggers the Offering (4).
    pub offering_step: u8,
    /// Path step that triggers the end of the game (5).
    pub end_step: u8,
    /// Amulets gained per Offering rank (negative: returned). Default [-3, 1, 2, 3].
    pub offering_effects: Vec<i32>,
    /// Scarabs lost for 0, 1, 2, ... amulets left at the end; `eliminate_at` and more eliminate.
    pub penalty: Vec<u32>,
    /// Amulets at which a player is fed to the crocodile (8).
    pub eliminate_at: u32,
    /// Building costs per category.
    pub costs: Costs,
    /// Scarab rewards per category.
    pub rewards: Rewards,
    /// Mini-expansions in play, and their open values.
    pub expansions: Expansions,
    /// Fixed orders instead of shuffles, for tests, tutorials and puzzles.
    pub fixed: FixedSetup,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            players: vec!["Ana".into(), "Bruno".into(), "Carla".into()],
            hand_limit: 10,
            starting_hand: 3,
            starting_scarabs: 5,
            deck: DeckConfig::default(),
            deck_piles: 3,
            deck_face_up_piles: 2,
            sobek_costs: [
                SobekCost::Scarabs(2),
                SobekCost::Scarabs(4),
                SobekCost::Amulets(1),
                SobekCost::Amulets(2),
                SobekCost::Amulets(3),
            ],
            merchant_discount: 2,
            foreman_discount: 2,
            merchant_per_piece: false,
            foreman_per_piece: false,
            beggar_draw: 4,
            architect_bonus: 4,
            allow_mosaic_flip: true,
            sanctuaries: SanctuaryReading::TileRegion,
            garden: GardenConfig::default(),
            offering_step: 4,
            end_step: 5,
            offering_effects: vec![-3, 1, 2, 3],
            penalty: vec![0, 1, 3, 6, 10, 15, 20, 25],
            eliminate_at: 8,
            costs: Costs::default(),
            rewards: Rewards::default(),
            expansions: Expansions::default(),
            fixed: FixedSetup::default(),
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

    /// Number of players.
    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    /// Every card of the game, in index order: the deck's, and the Bastet cards when the Wisdom of
    /// Bastet is in play.
    pub fn deck_cards(&self) -> Vec<Card> {
        let mut cards = crate::cards::full_deck(&self.deck);
        if self.expansions.wisdom_of_bastet {
            cards.extend(std::iter::repeat_n(Card::Bastet, self.deck.bastets.into()));
        }
        cards
    }

    /// Checks the configuration can make a game.
    ///
    /// # Errors
    ///
    /// [`ConfigError::PlayerCount`] for a player count outside 2 to 4, and
    /// [`ConfigError::Invalid`] naming the first [`Setting`] out of range or inconsistent (the deck
    /// piles, a count beyond its bound, the Offering path, the garden, a deck too small to deal, a
    /// fixed deck, mosaics, Sobek tiles or start player that do not fit).
    pub fn validate(&self) -> Result<(), ConfigError> {
        let n = self.players.len();
        if !(2..=4).contains(&n) {
            return Err(ConfigError::PlayerCount(n));
        }
        if self.deck_piles == 0 || self.deck_face_up_piles > self.deck_piles {
            return Err(ConfigError::Invalid(Setting::DeckPiles));
        }
        // Bounds keep every count far from overflow, whatever a save file says.
        let too_big = |v: u32, max: u32| v > max;
        let rewards = &self.rewards;
        let costs = &self.costs;
        if too_big(self.starting_scarabs, 1000)
            || too_big(self.architect_bonus, 100)
            || too_big(self.hand_limit.into(), 60)
            || too_big(self.starting_hand.into(), 20)
            || too_big(self.beggar_draw.into(), 20)
            || too_big(self.eliminate_at, 100)
            || too_big(self.expansions.bastet_scarabs, 100)
            || too_big(self.expansions.babylonian_refill.into(), 3)
            || too_big(self.deck.bastets.into(), 30)
            || self.penalty.iter().any(|&p| too_big(p, 1000))
            || self.offering_effects.len() > 4
            || self
                .offering_effects
                .iter()
                .any(|e| too_big(e.unsigned_abs(), 100))
            || self.sobek_costs.iter().any(|c| match *c {
                SobekCost::Scarabs(n) | SobekCost::Amulets(n) => too_big(n, 100),
            })
            || [
                rewards.sphinx,
                rewards.obelisk,
                rewards.door,
                rewards.wall,
                rewards.mosaic,
                rewards.throne,
            ]
            .iter()
            .any(|r| too_big(r.base, 100) || too_big(r.per, 100))
            || [
                costs.sphinx,
                costs.obelisk,
                costs.door,
                costs.wall,
                costs.mosaic,
                costs.throne,
            ]
            .iter()
            .any(|c| too_big(c.artisans.into(), 10) || too_big(c.resources.into(), 10))
        {
            return Err(ConfigError::Invalid(Setting::OutOfRange));
        }
        if self.offering_effects.is_empty() {
            return Err(ConfigError::Invalid(Setting::OfferingEffects));
        }
        if self.penalty.len() as u32 != self.eliminate_at {
            return Err(ConfigError::Invalid(Setting::Penalty));
        }
        if self.offering_step == 0 || self.offering_step > self.end_step || self.end_step > 6 {
            return Err(ConfigError::Invalid(Setting::PathSteps));
        }
        for sq in self.garden.throne.iter().chain(self.garden.palms.iter()) {
            if sq.x >= GARDEN_SIZE || sq.y >= GARDEN_SIZE {
                return Err(ConfigError::Invalid(Setting::GardenSquares));
            }
        }
        if self.garden.throne.is_empty() {
            return Err(ConfigError::Invalid(Setting::ThroneSpace));
        }
        let deck_len = crate::cards::full_deck(&self.deck).len();
        let dealt = n * usize::from(self.starting_hand);
        if deck_len < dealt + 3 {
            return Err(ConfigError::Invalid(Setting::DeckTooSmall));
        }
        if let Some(order) = &self.fixed.deck {
            let mut want = self.deck_cards();
            let mut got: Vec<Card> = order.iter().map(|d| d.card).collect();
            tabletop::sort_small(&mut want);
            tabletop::sort_small(&mut got);
            if want != got {
                return Err(ConfigError::Invalid(Setting::FixedDeck));
            }
        }
        if let Some(order) = &self.fixed.mosaics {
            let mut got = order.clone();
            tabletop::sort_small(&mut got);
            got.dedup();
            if got.len() != order.len() {
                return Err(ConfigError::Invalid(Setting::FixedMosaics));
            }
        }
        if let Some(order) = &self.fixed.sobek {
            let mut got = order.to_vec();
            tabletop::sort_small(&mut got);
            got.dedup();
            if got.len() != 5 {
                return Err(ConfigError::Invalid(Setting::FixedSobek));
            }
        }
        if let Some(p) = self.fixed.start_player {
            if usize::from(p) >= n {
                return Err(ConfigError::Invalid(Setting::FixedStartPlayer));
            }
        }
        Ok(())
    }
}

/// Deck contents. Defaults give the Deluxe 94-card deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct DeckConfig {
    /// Standard cards of each resource (11).
    pub standard_per_resource: u8,
    /// Artisans (30).
    pub artisans: u8,
    /// Tainted cards of each resource (3).
    pub tainted_per_resource: u8,
    /// Caves (8).
    pub caves: u8,
    /// Bastet cards shuffled in with the Wisdom of Bastet (10).
    pub bastets: u8,
}

impl Default for DeckConfig {
    fn default() -> Self {
        DeckConfig {
            standard_per_resource: 11,
            artisans: 30,
            tainted_per_resource: 3,
            caves: 8,
            bastets: 10,
        }
    }
}

/// What activating a Sobek tile at some position costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum SobekCost {
    /// Pay this many scarabs to the supply (not allowed without them).
    Scarabs(u32),
    /// Take this many amulets into your pyramid.
    Amulets(u32),
}

/// [U] The garden layout: the throne space and the palm trees (placeholders until checked on a board).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct GardenConfig {
    /// Squares of the throne space (default x 3..5, y 6..8).
    pub throne: Vec<Square>,
    /// Squares holding a palm tree (default: the symmetric 16-palm placeholder of the spec).
    pub palms: Vec<Square>,
}

impl Default for GardenConfig {
    fn default() -> Self {
        let throne = (6..9)
            .flat_map(|y| (3..6).map(move |x| Square { x, y }))
            .collect();
        // Spec §7.1 placeholder, rows from the back (y = 8) to the front (y = 0).
        let rows = [
            ".P.TTT.P.",
            ".........",
            "P.......P",
            "..P...P..",
            ".P..P..P.",
            "...P.P...",
            "P.......P",
            "..P.P.P..",
            ".........",
        ];
        let mut palms = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            let y = (GARDEN_SIZE as usize - 1 - i) as u8;
            for (x, ch) in row.bytes().enumerate() {
                if ch == b'P' {
                    palms.push(Square { x: x as u8, y });
                }
            }
        }
        GardenConfig { throne, palms }
    }
}

/// A building cost: artisans plus resources, identical or all different.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Cost {
    /// Artisans needed.
    pub artisans: u8,
    /// Resource units needed.
    pub resources: u8,
    /// Whether the resource units must all be the same resource or each a different one.
    pub kind: CostKind,
}

/// How the resource units of a cost combine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CostKind {
    /// N units of one single resource.
    Identical,
    /// N units, each of a distinct resource.
    Different,
}

/// Costs of the six categories.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Costs {
    /// 1 artisan + 2 identical.
    pub sphinx: Cost,
    /// 2 artisans + 3 identical.
    pub door: Cost,
    /// 3 artisans + 4 identical.
    pub obelisk: Cost,
    /// 1 artisan + 2 different.
    pub wall: Cost,
    /// 2 artisans + 3 different.
    pub mosaic: Cost,
    /// 3 artisans + 4 different (pedestal and throne alike).
    pub throne: Cost,
}

impl Costs {
    /// The cost of a piece of `category` (the pedestal and the throne cost the same).
    pub fn of(&self, category: crate::board::Category) -> Cost {
        use crate::board::Category::*;
        match category {
            Sphinxes => self.sphinx,
            Obelisks => self.obelisk,
            Doors => self.door,
            Walls => self.wall,
            Mosaics => self.mosaic,
            Throne => self.throne,
        }
    }
}

impl Default for Costs {
    fn default() -> Self {
        let c = |artisans, resources, kind| Cost {
            artisans,
            resources,
            kind,
        };
        Costs {
            sphinx: c(1, 2, CostKind::Identical),
            door: c(2, 3, CostKind::Identical),
            obelisk: c(3, 4, CostKind::Identical),
            wall: c(1, 2, CostKind::Different),
            mosaic: c(2, 3, CostKind::Different),
            throne: c(3, 4, CostKind::Different),
        }
    }
}

/// A scarab reward: a base plus a bonus per counted thing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Reward {
    /// Scarabs for the piece itself.
    pub base: u32,
    /// Scarabs per counted thing (sphinx in the row, chained wall, adjacent mosaic square, palm).
    pub per: u32,
}

impl Reward {
    /// The reward when `count` things are counted.
    pub fn for_count(&self, count: u32) -> u32 {
        self.base + self.per * count
    }
}

/// Rewards of the six categories.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Rewards {
    /// 3 + 1 per sphinx already in the row.
    pub sphinx: Reward,
    /// 10 + 2 per sphinx in the row.
    pub obelisk: Reward,
    /// 5 + 1 per wall in the unbroken chain from the door's corner.
    pub door: Reward,
    /// 3 + 1 per mosaic square on the wall's garden edge.
    pub wall: Reward,
    /// 5 + 1 per palm covered.
    pub mosaic: Reward,
    /// 10 + 1 per mosaic square next to the throne space (pedestal and throne alike).
    pub throne: Reward,
}

impl Default for Rewards {
    fn default() -> Self {
        let r = |base, per| Reward { base, per };
        Rewards {
            sphinx: r(3, 1),
            obelisk: r(10, 2),
            door: r(5, 1),
            wall: r(3, 1),
            mosaic: r(5, 1),
            throne: r(10, 1),
        }
    }
}

/// The Kickstarter mini-expansions (§13 of the spec), each switched on or off, with the values
/// their rules leave open ([U], defaults from the spec).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Expansions {
    /// The Cult of Sobek: statues, their cards and the Sobek marker.
    pub cult_of_sobek: bool,
    /// The Whims of Cleopatra: the category die and the seven bonus tiles.
    pub whims_of_cleopatra: bool,
    /// The Wisdom of Bastet: ten Bastet cards in the deck and the Bastet statue.
    pub wisdom_of_bastet: bool,
    /// Architects from Far Away: the secret auction and the four single-use architects.
    pub architects_from_far_away: bool,
    /// [U] Whether the Architect's bonus (Worshipper of Sobek) applies to a Sobek statue (false:
    /// statues are not palace pieces).
    pub statue_architect_bonus: bool,
    /// [U] Whether each piece of the die's category lets its builder draw a bonus tile (true), or
    /// only the first of a Quarry visit (false).
    pub whim_per_piece: bool,
    /// [U] Whether every Bastet card in a taken stall gives its scarabs (true), or one per stall
    /// (false). Bastet cards are shown and discarded at once, never held.
    pub bastet_per_card: bool,
    /// Scarabs a stall with Bastet gives, and again at the start of each of its holder's turns (3).
    pub bastet_scarabs: u32,
    /// [U] How tied bids in the architects' auction pick: in turn order from the active player
    /// (false), or in reverse turn order, ending with the active player (true).
    pub auction_ties_reversed: bool,
    /// [U] Cards drawn to refill the market after the Babylonian Architect's two stalls (3, the
    /// normal refill; at most 3, one per stall).
    pub babylonian_refill: u8,
}

impl Default for Expansions {
    fn default() -> Self {
        Expansions {
            cult_of_sobek: false,
            whims_of_cleopatra: false,
            wisdom_of_bastet: false,
            architects_from_far_away: false,
            statue_architect_bonus: false,
            whim_per_piece: false,
            bastet_per_card: false,
            bastet_scarabs: 3,
            auction_ties_reversed: false,
            babylonian_refill: 3,
        }
    }
}

impl Expansions {
    /// All four switched on, with the default house values.
    pub fn all() -> Expansions {
        Expansions {
            cult_of_sobek: true,
            whims_of_cleopatra: true,
            wisdom_of_bastet: true,
            architects_from_far_away: true,
            ..Expansions::default()
        }
    }

    /// Whether any expansion is switched on.
    pub fn any(&self) -> bool {
        self.cult_of_sobek
            || self.whims_of_cleopatra
            || self.wisdom_of_bastet
            || self.architects_from_far_away
    }
}

/// Orders fixed in advance instead of shuffled.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct FixedSetup {
    /// The whole deck, top first, with orientation: hands are dealt from the top (passing over
    /// Bastet cards, which stay on top in their order), then the stalls are filled. Deck rebuilds
    /// later in the game still shuffle.
    pub deck: Option<Vec<DeckCard>>,
    /// The mosaic stack, top first. May hold fewer than 12 tiles.
    pub mosaics: Option<Vec<Pentomino>>,
    /// The Sobek tiles, left to right.
    pub sobek: Option<[SobekTile; 5]>,
    /// The seat that starts.
    pub start_player: Option<u8>,
}
