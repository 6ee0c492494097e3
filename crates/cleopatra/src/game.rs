//! A game: a [`Position`] with its record (the seed, the start position if any, and every action),
//! which is what a [`Save`](crate::Save) holds and an undo replays.

use std::sync::Arc;

use crate::action::{Action, Piece};
use crate::board::{Board, Category};
use crate::config::{Config, SobekCost};
use crate::error::{ConfigError, RuleError};
use crate::event::Event;
use crate::player::{Player, Seat};
use crate::position::{Position, Setup, Turn};
use crate::scoring::FinalScore;
use crate::sobek::SobekTile;
use crate::view::View;

/// A game of Cleopatra in progress: its [`Position`] and the record of how it got there.
///
/// The record asks one seat at a time ([`Game::to_act`]): during the Offering, the seats in turn
/// order from the active player, so a stored list of actions replays as it always has. The
/// position itself takes the secret bids in any order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    position: Position,
    seed: u64,
    history: Vec<Action>,
    /// The position a game made by [`Game::from_setup`] started from, kept for its saves.
    start: Option<Arc<Setup>>,
}

impl Game {
    /// Sets up a new game: shuffles and deals, builds the three-pile deck, fills the stalls, lays out
    /// the Sobek tiles and the mosaic stack, and picks the start player, all from `seed`.
    ///
    /// # Errors
    ///
    /// The [`ConfigError`] of [`Config::validate`] when the configuration cannot make a game.
    pub fn new(config: Config, seed: u64) -> Result<Game, ConfigError> {
        Ok(Game {
            position: Position::deal_new(config, seed)?,
            seed,
            history: Vec::new(),
            start: None,
        })
    }

    /// Builds a game from a raw position, checking that every card is accounted for and the board
    /// is consistent.
    ///
    /// # Errors
    ///
    /// As [`Position::from_setup`]: [`ConfigError::PlayerCount`] or [`ConfigError::Invalid`] for
    /// its configuration or a part of the setup that does not fit it, and [`ConfigError::Position`]
    /// with the [`Flaw`](crate::Flaw) of a position whose cards, pieces or figures do not add up.
    pub fn from_setup(setup: Setup) -> Result<Game, ConfigError> {
        let start = Arc::new(setup.clone());
        Ok(Game {
            seed: setup.seed,
            position: Position::from_setup(setup)?,
            history: Vec::new(),
            start: Some(start),
        })
    }

    /// The position now, with no history: what the rules, a search or a bot work on.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position now, leaving the record.
    pub fn into_position(self) -> Position {
        self.position
    }

    /// The position as a raw [`Setup`], to change and turn back into a game with [`Game::from_setup`]
    /// (the turn in progress, if any, is not part of it).
    pub fn setup(&self) -> Setup {
        self.position.setup(self.seed)
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.position.config
    }

    /// The seed the game was created with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The position the game started from, for games made by [`Game::from_setup`].
    pub fn start(&self) -> Option<&Setup> {
        self.start.as_deref()
    }

    /// The actions applied so far.
    pub fn history(&self) -> &[Action] {
        &self.history
    }

    /// Whose turn it is.
    pub fn active(&self) -> Seat {
        self.position.active()
    }

    /// The seat that must decide now, or `None` when the game is over. During the Offering, the
    /// first seat from the active player whose bid is not in.
    pub fn to_act(&self) -> Option<Seat> {
        self.position.to_act()
    }

    /// The public board.
    pub fn board(&self) -> &Board {
        self.position.board()
    }

    /// What the active player has done this turn.
    pub fn turn(&self) -> &Turn {
        self.position.turn()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.position.is_over()
    }

    /// The final scores, once the game is over.
    pub fn result(&self) -> Option<&FinalScore> {
        self.position.result()
    }

    /// A player's holdings. Private information: only for that player, the end screen, and tests.
    pub fn player(&self, seat: Seat) -> &Player {
        self.position.player(seat)
    }

    /// Number of players.
    pub fn player_count(&self) -> usize {
        self.position.players.len()
    }

    /// The seat the record asks now (the active one once the game is over, to be refused).
    fn asked(&self) -> Seat {
        self.position.to_act().unwrap_or(self.position.active)
    }

    /// Every decision the deciding seat may make now, each as one action, as players make it:
    /// every build with its payment, every whole hand-limit discard. Payments are listed once
    /// per combination of card kinds; empty once the game is over. (The rules' own listing,
    /// [`tabletop::Rules::legal_actions`] on the position, splits the largest decisions into steps.)
    pub fn legal_actions(&self) -> Vec<Action> {
        self.position.whole_actions_for(self.asked())
    }

    /// The deciding seat's options as the rules list them, in steps: each build as a payment for
    /// its category ([`Action::PayFor`], the places being [`Game::places`]), a hand-limit
    /// discard card by card. Small where [`Game::legal_actions`] is not: what a screen offers.
    pub fn options(&self) -> Vec<Action> {
        self.position.actions_for(self.asked())
    }

    /// The free places for a piece of `category`, paid for or not.
    pub fn places(&self, category: Category) -> Vec<Piece> {
        self.position.places(category)
    }

    /// Applies `action` for the seat that must decide. On error nothing changes.
    ///
    /// # Errors
    ///
    /// The [`RuleError`] of [`Game::check`] when the action may not be played now.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        let seat = self.asked();
        let plan = self.position.plan(seat, &action)?;
        let mut events = Vec::new();
        self.position.play(seat, action, plan, &mut events);
        self.history.push(action);
        Ok(events)
    }

    /// Applies an action known to be legal (from [`Game::legal_actions`]), skipping the checks.
    /// For search and random play; an illegal action here may corrupt the game.
    pub fn apply_legal(&mut self, action: Action, events: &mut Vec<Event>) {
        let seat = self.asked();
        self.position.play(seat, action, None, events);
        self.history.push(action);
    }

    /// Why `action` cannot be applied now, if it cannot.
    ///
    /// # Errors
    ///
    /// The [`RuleError`] of [`Position::check`] for the seat asked now: [`RuleError::GameOver`]
    /// once the game is over, [`RuleError::NotNow`] when the action does not answer the decision
    /// awaited, otherwise the rule it breaks (a closed market or quarry, an empty stall, a payment
    /// short of the cost, a built place, ...).
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        self.position.check(self.asked(), action)
    }

    /// What calling `tile` costs at its current position.
    pub fn sobek_cost(&self, tile: SobekTile) -> SobekCost {
        self.position.sobek_cost(tile)
    }

    /// The scarabs building `piece` now would earn, the Architect's bonus included: what the UI
    /// shows on each legal slot. For a mosaic this counts the palms it would cover; those scarabs
    /// are given up if its builder claims a sanctuary instead.
    pub fn reward(&self, piece: &Piece) -> u32 {
        self.position.reward(piece)
    }

    /// What `viewer` may see (`None`: a spectator, who sees only public information).
    pub fn view(&self, viewer: Option<Seat>) -> View {
        self.position.see(viewer)
    }

    /// Checks what must hold after every action (see [`Position::check_invariants`]).
    ///
    /// # Errors
    ///
    /// The sentence of [`Position::check_invariants`] naming what does not hold.
    pub fn check_invariants(&self) -> Result<(), String> {
        self.position.check_invariants()
    }
}
