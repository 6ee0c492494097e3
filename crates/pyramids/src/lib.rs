//! The rules core of *Silver & Gold: Pyramids* (NSV, Phil Walker-Harding) for 1 to 4 players: the
//! secret keep-2-of-4 setup, 4 rounds of 7 expedition reveals, simultaneous marks (a pattern or a
//! single cell), gems, torches, skulls, potions and red-cross chains, completed cards with their
//! replacements, the shared pyramid points, final scoring and the tie rule, as the spec
//! `pyramids-rules.md` describes them.
//!
//! The 48 printed card layouts are not published in any text source: the game plays the stand-in
//! deck of the spec's §9 [`generator`], committed as `data/pyramid_cards.json` and loaded from it
//! ([`cards`]).
//!
//! [`Pyramids`] is the position: private fields, no history, the seeded generator inside, cheap to
//! clone. It implements [`tabletop::Rules`]: the seats [`Pyramids::deciders`] names read
//! [`Pyramids::legal_actions`] and call [`Pyramids::apply`], which returns log [`Event`]s (facts,
//! redacted per viewer by [`Event::for_viewer`]) or refuses with a [`Refusal`] and changes nothing.
//! The setup keep and each reveal's mark are secret simultaneous choices
//! ([`tabletop::Deciders::Secretly`]); red-cross extra marks and replacements are one seat's
//! decision at a time. [`Pyramids::view`] is all a seat may see. Every value the spec leaves
//! unknown is a field of [`Config`] with the spec's default. A [`Save`] (configuration, seed,
//! actions) replays the same game everywhere.
//!
//! # Readings of the spec
//!
//! - **Solo.** The spec seats 2–4; the rules need nothing of a second player, so 1 player is
//!   allowed too (setup leaves 42 cards in the deck). A solo player claims every pyramid value
//!   they reach.
//! - **Step 2 order.** Committed marks resolve in seat order; they cannot affect each other. Red-cross
//!   extra marks are then asked seat by seat (lowest seat first), each as its own decision, in the
//!   open: they do not interact between players.
//! - **Who must mark.** A player holding no markable card (all taken by completion with no
//!   replacement) is not asked: an explicit [`Event::NoMark`] is logged. A started, incomplete
//!   card always has a legal single cell (its tomb is reachable), so nobody else is ever stuck.
//! - **Replacement slots.** A replacement takes the emptied position; completed cards of one
//!   player are set aside in ascending number, then replaced one decision at a time. The display
//!   is refilled after that player's last replacement.
//! - **Keep order.** A kept pair is named smaller number first; the other order is refused, so each
//!   choice is listed once.
//! - **Curtain.** [`tabletop::Rules::has_secrets`] is true only during the setup keep: a committed
//!   ordinary mark is hidden from the other views until all are in, but is not worth a curtain on
//!   one device.
//! - **Stand-in deck, N pool.** In §9.4 step 5, "an orthogonal neighbour in P" reads P as the list
//!   (without E and T); this reproduces the reference cards #1 and #48.
//!
//! ```
//! use pyramids::{Action, Config, Pyramids, Seat};
//!
//! let mut game = Pyramids::new(Config::with_players(2), 7).unwrap();
//! let keep = game.legal_actions(Seat(0))[0];
//! assert!(matches!(keep, Action::Keep { .. }));
//! game.apply(Seat(0), &keep).unwrap();
//! // Seat 0 has chosen: another choice is refused, and changes nothing.
//! let before = game.clone();
//! assert!(game.apply(Seat(0), &keep).is_err());
//! assert_eq!(game, before);
//! ```

#![warn(missing_docs)]

mod action;
mod card;
mod config;
mod error;
mod event;
mod game;
pub mod generator;
pub mod greedy;
mod pattern;
mod rig;
mod rules;
mod save;
mod scoring;
mod standing;
mod view;

pub use action::Action;
pub use card::{
    around, card, cards, Card, CellKind, Cells, Colour, CARD_COUNT, CARD_DATA, FULL, GRID, SIDE,
};
pub use config::{
    CardData, Config, CARD_POINTS, DEALT, DEFAULT_EXPEDITION_DECK, DEFAULT_SKULL_VALUES, DISPLAY,
    EXPEDITION_CARDS, GEM_CAP, KEPT, MAX_PLAYERS, PAIR_POINTS, PYRAMID_POINTS, REVEALS_PER_ROUND,
    ROUNDS, SKULL_CAP, TORCH_POINTS,
};
pub use error::{Awaiting, ConfigError, Refusal};
pub use event::Event;
pub use game::Pyramids;
pub use pattern::{Orientation, Pattern};
pub use save::{
    load, new_save, read_save, replay, replay_each, LoadError, Save, GAME_NAME, OLDEST_FORMAT,
    SAVE_FORMAT,
};
pub use scoring::{winners, Breakdown, ScoreCard};
pub use tabletop::{GameRng, Rules, Seat};
pub use view::{CardView, PendingMark, PlayerView, View};
