//! The rules core of *Imhotep* (KOSMOS 2016) for 2 to 4 players: both sides of every site in any
//! mix, red and blue cards on each side, the deadlock policy, final scoring with the Wrath of the
//! Pharaoh variant, and the tie rule, as the spec `imhotep-rules.md` describes them.
//!
//! [`Imhotep`] is the position: private fields, no history, the seeded generator inside, cheap to
//! clone. It implements [`tabletop::Rules`]: whoever [`Imhotep::to_move`] names reads
//! [`Imhotep::legal_actions`] and calls [`Imhotep::apply`], which returns log [`Event`]s (facts,
//! redacted per viewer by [`Event::for_viewer`]) or refuses with a [`Refusal`] and changes nothing.
//! Decisions owed by a seat not on turn (a market card, the pair card to keep, a pyramid, a
//! pyramid's bonus, the Lever's unloading order, a Temple B reward) are a pending [`Decision`],
//! answered one action at a time. [`Imhotep::view`] is all a seat may see. Every value the spec leaves unknown
//! is a field of [`Config`] with the spec's default. A [`Save`] (configuration, seed, actions)
//! replays the same game everywhere.
//!
//! # Readings of the spec
//!
//! - A decision with a single option is taken at once, without asking: one market card left (and
//!   taking is not optional), a pair of two equal cards, one pyramid not full, the Lever's last
//!   stone, and a Temple B "1 point or 2 stones" when two stones would move none (full sled or
//!   empty quarry: the point). The ship bonus is asked only when a sled stone and an empty slot of
//!   an unsailed ship exist, and never during the round end. The card and stones bonuses, when
//!   they may be declined, are asked only when they would bring something: a card in the deck or
//!   the discard pile, a stone of the quarry with room on the sled (else nothing comes, unasked).
//! - The Pyramids B bonuses may each be declined (`pyramidBBonusesOptional`, true): the rulebook,
//!   the authority where it and the spec differ, says "pode" (may) for all three: the top card,
//!   the 3 stones and the stone to a ship, where the spec marks only the ship bonus optional. The
//!   three are one rule of one board, so they are asked alike ([`Decision::CardBonus`],
//!   [`Decision::StonesBonus`], [`Decision::ShipBonus`]; [`Action::Skip`] declines), and declining
//!   can matter: stones left in the quarry can still go out with a red card, and room left on the
//!   sled can still take a Temple B reward's stones. Saves written before the key existed read it
//!   as false, the rule they were played under (the card and the stones came at once, with no
//!   decision), so their actions replay to the same game.
//! - Taking a market card stays mandatory by default (`marketTakeOptional`, false, the spec's
//!   reading), though the rulebook says "pode" there too: the stone goes back to the quarry
//!   whether a card is taken or not, and no card costs its taker anything, so declining gains
//!   nothing and the question would only slow every visit to the Market (and a new default would
//!   add a decision to the saves of every game with a Market stone). With `marketTakeOptional`
//!   true the card is offered like the bonuses: asked even when one card is left, with
//!   [`Action::Skip`] beside the cards.
//! - A Market stone goes back to the quarry after its card has resolved, so a red card taken there
//!   cannot use that stone.
//! - Red and blue cards go to the discard pile after they resolve.
//! - A Chisel names its two slots in order (`first` < `second`); the other order is refused, so each
//!   placement is listed once.
//! - After a deadlock (every seat passed in a row), the next round starts with the seat left of the
//!   last to pass, as after a 4th ship.
//! - The Market B pair with one card (the cards ran out) is taken as that card.
//! - Pyramid A's 14 values (`pyramidAValues`) add up to 34, not the 36 the spec's §4.2 states; the
//!   values are implemented as listed.
//!
//! ```
//! use imhotep::{Action, Config, Imhotep, Seat};
//!
//! let mut game = Imhotep::new(Config::with_players(2), 7).unwrap();
//! let seat = game.to_move().unwrap();
//! assert!(game.legal_actions(seat).contains(&Action::TakeStones));
//! game.apply(seat, &Action::TakeStones).unwrap();
//! // The other seat is on turn now; an illegal action is refused and changes nothing.
//! let other = Seat(1 - seat.0);
//! let before = game.clone();
//! assert!(game.apply(other, &Action::Sail { ship: 0, site: imhotep::Site::Temple }).is_err());
//! assert_eq!(game, before);
//! ```

#![warn(missing_docs)]

mod action;
mod card;
mod config;
mod decision;
mod error;
mod event;
mod game;
mod invariants;
mod market;
mod options;
mod parts;
mod play;
mod refusal;
mod round;
mod rules;
mod save;
mod scoring;
mod setup;
mod sites;
mod standing;
mod turn;
mod validate;
mod view;

pub use action::{Action, NotationError, SlotRef};
pub use card::{Card, CardColor, CardCounts, Side, Site, CARD_KINDS};
pub use config::{
    Config, MAX_CARDS, PLAYABLE_STONES, ROUNDS, ROUND_CARDS, SLED_CAP, STONES_PER_COLOR,
};
pub use decision::{Decision, DecisionKind};
pub use error::ConfigError;
pub use event::{CardSource, Event, ScoreCategory, Spot, StoneGain};
pub use game::Imhotep;
pub use options::{
    BlueCounts, DeadlockPolicy, PyramidBShape, PyramidBonus, Sides, StartPlayer, StoneColor,
    TempleBonus,
};
pub use parts::MAX_STONES;
pub use refusal::Refusal;
pub use save::{
    load, new_save, read_save, replay, replay_each, LoadError, Save, GAME_NAME, OLDEST_FORMAT,
    SAVE_FORMAT,
};
pub use scoring::{
    burial_a_points, burial_b_points, group_points, obelisk_a_places, rank_points, winners,
    CategoryScore, FinalScore,
};
pub use tabletop::{GameRng, Rules, Seat};
pub use view::{
    BurialView, MarketView, ObeliskView, PairView, PlayerView, PyramidView, ShipView,
    SmallPyramidView, SpaceView, TempleView, TowerView, View, PYRAMID_A_PLACES,
};
