//! The rules core of the Mausoleum card game (*Guardiões do Mausoléu*, a 2024 school project) for
//! 2 to 4 players: the 52-card deck, every card's legality and effect, attacks and shields, the
//! end of the game with its final lap, scoring and the tie-breaks, as the spec
//! `mausoleum-rules.md` describes them, with every house rule ([U]) a field of [`Config`].
//!
//! [`Mausoleum`] is the position: private fields, no history, the seeded generator inside, cheap
//! to clone. It implements [`tabletop::Rules`]: whoever [`Mausoleum::to_move`] names reads
//! [`Mausoleum::legal_actions`] and calls [`Mausoleum::apply`], which returns log [`Event`]s
//! (facts, redacted per viewer by [`Event::for_viewer`]) or refuses with a [`Refusal`] and changes
//! nothing. Decisions owed by a seat not on turn (an Earthquake's loss, a reaction from hand, a
//! hand-limit discard under [`HandLimitCheck::EveryTurnEnd`]) are a pending [`Decision`] of that
//! seat. [`Mausoleum::view`] is all a seat may see. A [`Save`] (configuration, seed, actions)
//! replays the same game everywhere.
//!
//! # Readings of the spec
//!
//! - A turn's draw is made when the turn begins, without asking: the first decision of a turn is
//!   its play ([`Action::Pass`] plays nothing).
//! - An Earthquake's target is asked which construction card to lose only when they have two
//!   kinds or more; with one kind, that card goes at once.
//! - Earthquake and Invasion may only name an opponent with a construction card in their area
//!   (the card must exist to be lost or taken); Theft and Exchange only an opponent holding a card.
//! - An Exchange may give a second Exchange card, never the one being played. Its random card is
//!   taken first, so the card given cannot come back. Third players see neither card.
//! - Once the pile is out and play goes on until nobody can act (the default `FINAL_LAP`), a
//!   player whose hand holds no card they may play passes by themselves (the log says "nothing to
//!   play"); a player who could play may still pass. Every card played lets every player act
//!   again, and the game ends when every player has passed in a row, or when no hand holds a
//!   card. The game then always ends: every card played leaves its player's hand for good, and
//!   the cards that bring one back (an Archaeological Discovery; an Invasion, under the house
//!   value that sends its card to the hand) are spent doing so, provided that in that lap a
//!   Discovery may not take another Discovery ([`Refusal::DiscoveryForDiscovery`]): two of them
//!   could otherwise pass back and forth for ever.
//! - `HAND_LIMIT` timing is [`Config::hand_limit_check`]: the default checks only the player on
//!   turn at the end of their turn; the alternative reads PT's "at any time" as every player above
//!   the limit at the end of every turn, the player on turn first, then in seat order.
//! - `REACT_FROM_HAND` (a house value; the default is no): shields in the area act first (the
//!   target *must* respond); only if none matches, a target holding a matching defence is asked
//!   whether to play it. A defence played so counts as a character used (if it is one), blocks the
//!   attack, and is then spent or stays in the area exactly as a shield of the area would
//!   (`CHARACTER_SHIELD`).
//! - Determinization: everything a seat has not seen in its own view is dealt again: the pile and
//!   the other hands together, in the same sizes. A card a seat gave or lost by Exchange or Theft
//!   is not remembered as lying in the other hand.
//! - [`Mausoleum::arranged`] lays a position out by hand (tests, puzzles); cards of the deck it
//!   lists nowhere are set aside, out of the game.
//! - The spec's §6.1 worked example lays out 7 Base and 7 Statues cards, more than the deck's 6:
//!   its scores are checked area by area through [`score_area`] and [`winners`], and a dealable
//!   variant of it through a finished game.
//! - Case 6 ("Artemisia II: hand +2") counts the cards drawn: the hand holds 2 more cards and
//!   Artemisia II is gone from it (to the discard pile), so its size grows by 1.
//! - The game's first draw is made as it is dealt: after [`Mausoleum::new`] the start player holds
//!   6 cards and the pile 1 fewer than the deal left (32 with 4 players, 42 with 2).
//!
//! # Defaults and house values
//!
//! Every value the spec leaves open is a field of [`Config`]; the default is the spec's, the
//! others are house rules a table may choose:
//!
//! | value | default | house values |
//! |---|---|---|
//! | `PLAYERS` | 2 to 4 | – |
//! | `HAND_LIMIT` | 5, checked at the end of your own turn | every player, at every turn's end |
//! | `MULTI_SET_BONUS` | +4 once, with 2 complete sets or more | +4 for each set beyond the first |
//! | `MAUSOLO_LIMIT` | one Mausolus in each player's area | one in the whole game |
//! | `INVASION_TO` | the attacker's area | the attacker's hand |
//! | `CHARACTER_SHIELD` | Architects and Sculptors spent after one block | lasting all game |
//! | `REACT_FROM_HAND` | no: defences are played only on your own turn | the target may defend from the hand |
//! | `FINAL_LAP` | once the pile is out, play on until nobody can act (the source's letter) | one more turn each; end at once |
//! | `START_PLAYER` | drawn at random | a chosen seat |
//!
//! ```
//! use mausoleum::{
//!     CharacterShield, Config, FinalLap, HandLimitCheck, InvasionTo, MausolusLimit,
//!     MultiSetBonus, StartPlayer,
//! };
//!
//! let defaults = Config::with_players(3);
//! assert_eq!(defaults.hand_limit, 5);
//! assert_eq!(defaults.hand_limit_check, HandLimitCheck::OwnTurnEnd);
//! assert_eq!(defaults.multi_set_bonus, MultiSetBonus::Once(4));
//! assert_eq!(defaults.mausolus_limit, MausolusLimit::PerPlayer);
//! assert_eq!(defaults.invasion_to, InvasionTo::Area);
//! assert_eq!(defaults.character_shield, CharacterShield::OneShot);
//! assert!(!defaults.react_from_hand);
//! assert_eq!(defaults.final_lap, FinalLap::UntilNoneCanAct);
//! assert_eq!(defaults.start_player, StartPlayer::Random);
//! // A configuration that names only its players has the same defaults.
//! let named: Config =
//!     serde_json::from_str(r#"{"players": ["Player 1", "Player 2", "Player 3"]}"#).unwrap();
//! assert_eq!(named, defaults);
//! ```
//!
//! # Playing
//!
//! ```
//! use mausoleum::{Action, Config, Mausoleum, Seat};
//!
//! let mut game = Mausoleum::new(Config::with_players(2), 7).unwrap();
//! let seat = game.to_move().unwrap();
//! assert!(game.legal_actions(seat).contains(&Action::Pass));
//! // The other seat may not act now; a refused action changes nothing.
//! let other = Seat(1 - seat.0);
//! let before = game.clone();
//! assert!(game.apply(other, &Action::Pass).is_err());
//! assert_eq!(game, before);
//! game.apply(seat, &Action::Pass).unwrap();
//! ```

#![warn(missing_docs)]

mod action;
mod card;
mod config;
mod decision;
mod error;
mod event;
mod game;
mod legal;
mod play;
mod rules;
mod save;
mod scoring;
mod standing;
mod view;

pub use action::Action;
pub use card::{Card, CardCounts, Group, DECK_SIZE, KINDS};
pub use config::{
    CharacterShield, Config, FinalLap, HandLimitCheck, InvasionTo, MausolusLimit, MultiSetBonus,
    StartPlayer, ARTEMISIA_DRAW, MAUSOLUS_POINTS, MAX_PLAYERS, MIN_PLAYERS, SET_POINTS, START_HAND,
    TURN_DRAW,
};
pub use decision::{Attack, Decision, DecisionKind, Lap};
pub use error::{ConfigError, Refusal};
pub use event::Event;
pub use game::{Arrangement, Mausoleum};
pub use save::{
    load, new_save, read_save, replay, replay_each, LoadError, Save, GAME_NAME, OLDEST_FORMAT,
    SAVE_FORMAT,
};
pub use scoring::{score_area, winners, Score};
pub use tabletop::{GameRng, Rules, Seat};
pub use view::{PlayerView, View};
