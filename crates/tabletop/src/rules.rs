//! The one trait a game's rules implement.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::{ByPlayer, GameRng, Seat};

/// Who must decide now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Deciders {
    /// One seat decides, and the others may watch it happen.
    Seat(Seat),
    /// Each of these seats owes a secret choice (an Offering bid, a simultaneous mark), in any
    /// order; nobody sees another's choice until all are in. Listed in the order a table asks them.
    Secretly(Vec<Seat>),
    /// The game is over.
    Nobody,
}

impl Deciders {
    /// Whether `seat` may decide now.
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            Deciders::Seat(s) => *s == seat,
            Deciders::Secretly(seats) => seats.contains(&seat),
            Deciders::Nobody => false,
        }
    }

    /// The seat a table asks first, if any.
    pub fn first(&self) -> Option<Seat> {
        match self {
            Deciders::Seat(s) => Some(*s),
            Deciders::Secretly(seats) => seats.first().copied(),
            Deciders::Nobody => None,
        }
    }
}

/// How a finished game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// Each seat's final score.
    pub scores: ByPlayer<i64>,
    /// The winners after the game's tie rules (several when they share the win).
    pub winners: Vec<Seat>,
}

/// The rules of one game, as the table layer, the command-line tool and the computer opponents
/// see them. A value is a **position**: the whole state of one moment, with no history (the
/// record of actions lives beside it, in an [`Envelope`](crate::Envelope)). Cloning it is cheap
/// enough for a search to do thousands of times a second.
///
/// Refusals and events carry facts, never sentences: the app words them in each language.
pub trait Rules: Clone + PartialEq + Debug + Sized {
    /// The game's id in saves, storage keys and codes ("cleopatra", "imhotep").
    const GAME: &'static str;
    /// Setup options and every value the rules leave unknown.
    type Config: Clone + PartialEq + Debug + Serialize + DeserializeOwned;
    /// Why a configuration cannot make a game.
    type ConfigError: Clone + PartialEq + Debug;
    /// One decision. Hashable, so a search can tell the actions it tried apart quickly.
    type Action: Clone + Eq + std::hash::Hash + Debug + Serialize + DeserializeOwned;
    /// Something that happened, for the log; redacted per viewer by [`Rules::redact`].
    type Event: Clone + PartialEq + Debug;
    /// Why an action was refused.
    type Refusal: Clone + PartialEq + Debug;
    /// All one seat (or a spectator) may see.
    type View: Clone + PartialEq + Debug;

    /// A new game dealt from `seed`.
    ///
    /// # Errors
    ///
    /// [`Rules::ConfigError`] when the configuration cannot make a game (a player count the game
    /// does not seat, or a value out of its range); nothing is dealt then.
    fn deal(config: Self::Config, seed: u64) -> Result<Self, Self::ConfigError>;

    /// The configuration.
    fn config(&self) -> &Self::Config;

    /// The number of seats.
    fn player_count(&self) -> usize;

    /// Who must decide now.
    fn deciders(&self) -> Deciders;

    /// Every action `seat` may take now (empty when it need not decide). Each one applies.
    ///
    /// A decision with very many choices may be listed in **steps** (Cleopatra lists a build as
    /// its piece, then its payment) so that no list grows huge; then the seat stays
    /// [`Rules::mid_decision`] until the last step, and [`Rules::whole`] gives the one action
    /// players and records use for the same decision. `apply` accepts both forms.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Whether `seat` is partway through a decision listed in steps: it must decide again, and
    /// nothing else happens, before the decision is made.
    fn mid_decision(&self, seat: Seat) -> bool {
        let _ = seat;
        false
    }

    /// The one action that decides what `steps` decide, taken in order from this position by
    /// one seat and leaving it no longer [`Rules::mid_decision`]; `None` when they are not the
    /// steps of one decision. A decision of one step is that action.
    fn whole(&self, steps: &[Self::Action]) -> Option<Self::Action> {
        match steps {
            [one] => Some(one.clone()),
            _ => None,
        }
    }

    /// Plays `action` for `seat`: the events it caused, or why it is refused, with the position
    /// unchanged.
    ///
    /// # Errors
    ///
    /// [`Rules::Refusal`] when `seat` may not play `action` now: the game is over, another seat
    /// decides, the action does not answer the decision the game waits for, or the rules forbid
    /// it in this position. The position is then unchanged.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Self::Refusal>;

    /// Plays an action taken from [`Rules::legal_actions`] for `seat`, without the checks or the
    /// events where the game can skip them: the computer opponents' fast path. An unlisted action
    /// may panic or corrupt the position.
    fn apply_unchecked(&mut self, seat: Seat, action: &Self::Action) {
        if let Err(refusal) = self.apply(seat, action) {
            panic!("apply_unchecked given an unlisted action {action:?}: {refusal:?}");
        }
    }

    /// All `viewer` may see (`None`: a spectator, who sees only what is public).
    fn view(&self, viewer: Option<Seat>) -> Self::View;

    /// `event` as `viewer` may see it (hidden cards turned face down, secret bids left out).
    fn redact(event: &Self::Event, viewer: Option<Seat>) -> Self::Event;

    /// The final scores and winners, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// A full position consistent with what `seat` knows: everything it sees stays, everything it
    /// has not seen (deck order, others' hidden cards, secret choices, the generator's state) is
    /// dealt afresh from `rng`. So `determinize(seat, rng).view(Some(seat)) == view(Some(seat))`,
    /// and two positions giving `seat` the same view determinize alike for the same `rng`: a
    /// computer opponent searching determinized positions cannot read what it must not know.
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self;

    /// Each seat's standing in seat order, roughly the points it may expect at the end, judged
    /// from this position alone: what a greedy player maximizes, and what a computer opponent's
    /// search scores a playout cut short by (see [`Rules::STANDING_SCALE`]). `None` (the default)
    /// for a game with no evaluation; a search then plays every playout to the end.
    ///
    /// A computer opponent calls it only on positions from [`Rules::determinize`], so it may read
    /// the whole position.
    fn standings(&self) -> Option<Vec<f64>> {
        None
    }

    /// A secret choice judged before it is played (a bid, whose result waits for the others'
    /// bids): what playing `action` is worth to `seat` beyond this position's standing, or `None`
    /// to judge it by the position after it, as every other action is. A greedy player chooses its
    /// secret choices by it, and a computer opponent's search expects the other seats to.
    ///
    /// Called, like [`Rules::standings`], only on determinized positions.
    fn secret_worth(&self, seat: Seat, action: &Self::Action) -> Option<f64> {
        let _ = (seat, action);
        None
    }

    /// A lead in [`Rules::standings`] that makes a clear favourite: a search judges a lead of
    /// this many points as about three wins in four.
    const STANDING_SCALE: f64 = 10.0;

    /// Whether a computer opponent's search judges a playout cut short by [`Rules::standings`]
    /// (`true`, the default), or plays every playout to the end: for a short game whose
    /// evaluation serves a one-move greedy player but misleads a search more than random play to
    /// the end does (measured in the arena).
    const JUDGE_PLAYOUTS: bool = true;

    /// Of every hundred actions a computer opponent's playout takes, how many are chosen greedily
    /// (the listed action after which its mover's [`Rules::standings`] lead most, or which wins)
    /// rather than at random: 0 (the default) for random playouts. Each greedy action tries every
    /// listed action on a copy, so it costs as many actions as are listed.
    const GREEDY_PLAYOUT_PERCENT: u32 = 0;

    /// Whether a computer opponent's search expects the other seats to play as the greedy player
    /// does (the listed action after which their [`Rules::standings`] lead most, or which wins)
    /// rather than searching their choices as its own: `false` (the default) searches every
    /// seat's. With `true` the tree holds only the searching seat's decisions, so its plans reach
    /// further; for a game whose sensible move the evaluation finds well (measured in the arena).
    const GREEDY_OPPONENTS: bool = false;

    /// Whether `seat` sees anything now that the others must not: then a table on one device
    /// lowers a curtain before showing that seat's view.
    fn has_secrets(&self, seat: Seat) -> bool {
        self.view(Some(seat)) != self.view(None)
    }
}
