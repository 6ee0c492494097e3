//! What the table needs from a game: [`TableGame`].

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use tabletop::Seat;

use crate::{Summary, Table};

/// What the table needs from a game together with its record of actions.
pub trait TableGame: Clone + PartialEq + Debug + 'static {
    /// The game's id ("cleopatra", "imhotep"), as saves name it.
    const GAME: &'static str;
    /// One decision, readable from the JSON its save (and the computer's worker) writes.
    type Action: Clone + PartialEq + Debug + DeserializeOwned + 'static;
    /// A log event.
    type Event: Clone + PartialEq + Debug + 'static;
    /// Why an action was refused.
    type Refusal: Clone + PartialEq + Debug + 'static;
    /// Why there is nothing to undo.
    type UndoRefusal: Clone + PartialEq + Debug + 'static;
    /// What one seat sees.
    type View: Clone + PartialEq + 'static;
    /// Why a save does not replay.
    type LoadError: Clone + PartialEq + Debug + std::fmt::Display + 'static;

    /// The seat the table asks now, if the game goes on.
    fn to_act(&self) -> Option<Seat>;
    /// Plays the asked seat's action.
    fn play(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, Self::Refusal>;
    /// The game before its last decision, if the game's undo policy allows taking it back.
    fn undo(&self) -> Result<Self, Self::UndoRefusal>;
    /// The game before its last `count` decisions, whoever made them, if none of them showed
    /// something new: a person's undo through the computers' replies.
    fn take_back(&self, count: usize) -> Result<Self, Self::UndoRefusal>;
    /// The seed the game was dealt from.
    fn seed(&self) -> u64;
    /// Why an undo may not go further back than the last one (or than a reload).
    fn undo_floor_refusal() -> Self::UndoRefusal;
    /// Why the player now holding the device may not take back the last decision, another
    /// player's.
    fn not_yours_refusal() -> Self::UndoRefusal;
    /// What `viewer` sees.
    fn view(&self, viewer: Option<Seat>) -> Self::View;
    /// An event as `viewer` may see it.
    fn redact(event: &Self::Event, viewer: Option<Seat>) -> Self::Event;
    /// Whether `seat` now sees something the others must not (then a curtain falls before it).
    fn has_secrets(&self, seat: Seat) -> bool;
    /// The players' names.
    fn names(&self) -> &[String];
    /// The number of decisions in the record.
    fn decisions(&self) -> usize;
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// The record as save JSON.
    fn save_json(&self) -> String;
    /// What a list of saved games shows for a table of this game.
    fn summary(table: &Table<Self>) -> Summary;
    /// What the deal showed before the first decision.
    fn opening(&self) -> &[Self::Event] {
        &[]
    }
    /// Whether `event` is news even to the player whose decision set it off, when that decision
    /// also handed the device on (the Offering's bids revealed by the last bid): they never saw
    /// the screen after it.
    fn news_to_its_maker(_event: &Self::Event) -> bool {
        false
    }
    /// Whether `event` tells what chance gave the player whose decision set it off (a bonus tile
    /// drawn and what it did): the table says it beside the board after their move, not only in
    /// the log.
    fn chance(_event: &Self::Event) -> bool {
        false
    }
    /// Whether `event` is shown to the person watching on a sheet they put away before play goes
    /// on (the Offering's bids): the computers wait for them meanwhile, rather than play on
    /// behind it unseen ([`crate::Table::thinker`]).
    fn held_until_seen(_event: &Self::Event) -> bool {
        false
    }
    /// Whose turn it is, in a game whose turns end with a last look: any decision that ends its
    /// maker's own turn and hands the device to someone the curtain hides things from leaves it
    /// with them for a look at the table, and an undo where the game allows, before they pass it
    /// on. A decision inside someone else's turn (a secret bid going round) hands it on at once.
    /// `None` (the default): the curtain falls at once after every decision.
    fn whose_turn(&self) -> Option<Seat> {
        None
    }
    /// Replays a save's JSON, calling `each` with every decision's events in order.
    fn replay_json(
        text: &str,
        each: &mut dyn FnMut(&[Self::Event]),
    ) -> Result<Self, Self::LoadError>;
}
