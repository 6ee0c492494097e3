//! The rules core of *Cleopatra and the Society of Architects* (Deluxe edition), for 2 to 4 players.
//!
//! A [`Position`] is the whole state of one moment, with private fields and no history; it
//! implements the shelf's [`Rules`] trait (deal, deciders, legal actions, apply, views, outcome,
//! determinization), which the table, the command-line tool and the computer opponents use. A
//! [`Game`] is a position with its record: the seed, the start position if any, and every action,
//! as a [`Save`] holds them.
//!
//! Whoever must decide reads [`Game::legal_actions`] and calls [`Game::apply`], which either changes
//! the game and returns log [`Event`]s, or refuses with a [`RuleError`] saying why and changes
//! nothing. [`Game::view`] is all a seat may see. Randomness comes from a seeded generator inside
//! the position, so a [`Save`] of the configuration, seed and actions replays the same game
//! everywhere. Refusals and events carry facts (seats, cards, amounts), never sentences: their
//! `Display` is English notation for the command-line tool, and the app words them itself.
//!
//! Values the rules leave unknown are named fields of [`Config`] with documented defaults.
//!
//! ```
//! use cleopatra::{Action, Config, Game};
//!
//! let mut game = Game::new(Config::with_players(2), 7).unwrap();
//! let seat = game.to_act().unwrap();
//! // Take the first stall of the market.
//! let take = Action::TakeStall { stall: 0 };
//! assert!(game.legal_actions().contains(&take));
//! game.apply(take).unwrap();
//! // The other seat cannot see what was in it if it was face down.
//! let other = cleopatra::Seat(1 - seat.0);
//! assert!(game.view(Some(other)).players[seat.index()].hand.is_none());
//! // An illegal action is refused, and the game is unchanged.
//! let before = game.clone();
//! assert!(game.apply(Action::Offer { scarabs: 3 }).is_err());
//! assert_eq!(game, before);
//!
//! // The same moment as a position, through the shared trait.
//! use cleopatra::{Deciders, Rules};
//! let position = game.position();
//! assert_eq!(position.deciders(), Deciders::Seat(game.to_act().unwrap()));
//! ```

mod action;
mod board;
mod cards;
mod config;
mod error;
mod event;
mod expansions;
mod game;
mod garden;
mod ledger;
mod mosaic;
mod payment;
mod play;
mod player;
mod position;
mod quarry;
mod rules;
mod save;
mod scoring;
mod sobek;
mod standing;
mod undo;
mod view;

pub use action::{Action, Piece};
pub use board::{
    Board, Category, ColumnKind, DoorSide, Layout, PlacedMosaic, Row, Sanctuary, WallSlot,
    SPHINXES_PER_ROW,
};
pub use cards::{full_deck, Card, Cards, DeckCard, Resource, SeenCard};
pub use config::{
    Config, Cost, CostKind, Costs, DeckConfig, Expansions, FixedSetup, GardenConfig, Reward,
    Rewards, SanctuaryReading, SobekCost,
};
pub use error::{Awaiting, ConfigError, Expansion, Flaw, PaymentError, RuleError, Setting};
pub use event::Event;
pub use expansions::{
    Auction, CultCard, Extras, FarArchitect, Whim, CULT_AMULETS, MARKER_FACTOR, STATUE_COST,
    TOLL_SCARABS, WHIM_AMULETS_RETURNED, WHIM_REPLACES, WHIM_SCARABS,
};
pub use game::Game;
pub use garden::{Area, Square, GARDEN_SIZE};
pub use ledger::{ledger, Ledger};
pub use mosaic::{all_fits, fits_in, Fit, Pentomino, Placement};
pub use payment::{payments, settle, Credit, Discount, Payment};
pub use player::{ByPlayer, Player, Seat};
pub use position::{Placing, Position, QuarryVisit, Setup, Turn, ANUBIS_PER_PLAYER, STALLS};
pub use save::{LoadError, Save, GAME_NAME, OLDEST_FORMAT, SAVE_FORMAT};
pub use scoring::{offering, reckon, FinalScore, OfferingResult, PlayerScore, Reckoning};
pub use sobek::{shift_after_use, SobekTile};
pub use tabletop::{Deciders, GameRng, Outcome, Rules};
pub use undo::{revealed_by, Revealed, UndoError};
pub use view::{Pending, PlayerView, View};
