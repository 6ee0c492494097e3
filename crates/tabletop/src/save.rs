//! Saves of a game recorded as its inputs (configuration, seed, actions) in the shared
//! [`Envelope`], replayed through [`Rules::apply`] on load. Actions carry no seat: each applies to
//! the first seat the position asks ([`Deciders::first`](crate::Deciders::first)), so secret
//! choices are recorded in the order the game asks them.
//!
//! A game opts in by implementing [`Recorded`] and stamping its `save` functions with
//! [`save_functions!`](crate::save_functions).

use std::fmt::{self, Display};

use crate::{Envelope, EnvelopeError, Rules};

/// What a game adds to its [`Rules`] to be saved as its inputs and replayed.
pub trait Recorded: Rules {
    /// The save format this version writes.
    const SAVE_FORMAT: u32;
    /// The oldest save format this version reads.
    const OLDEST_FORMAT: u32;
    /// Why replay refuses an action recorded after the game ended.
    const GAME_OVER: Self::Refusal;

    /// A new game dealt from `seed`, with the events of the deal, for the log.
    ///
    /// # Errors
    ///
    /// [`Rules::ConfigError`] when the configuration cannot make a game, as [`Rules::deal`].
    fn deal_logged(
        config: Self::Config,
        seed: u64,
    ) -> Result<(Self, Vec<Self::Event>), Self::ConfigError> {
        Ok((Self::deal(config, seed)?, Vec::new()))
    }
}

/// A saved game of `R`.
pub type Save<R> = Envelope<<R as Rules>::Config, <R as Rules>::Action>;

/// Why a save of `R` could not be loaded.
pub type LoadErrorOf<R> =
    LoadError<<R as Rules>::ConfigError, <R as Rules>::Action, <R as Rules>::Refusal>;

/// Why a save could not be loaded: `C` is the game's configuration error, `A` its action and `F`
/// its refusal (see [`LoadErrorOf`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError<C, A, F> {
    /// Not valid JSON, a save of another game, or a format this version does not read.
    Envelope(EnvelopeError),
    /// The configuration cannot make a game.
    Config(C),
    /// Action `number` (1-based) was refused.
    Action {
        /// 1-based position in the action list.
        number: usize,
        /// The action.
        action: A,
        /// Why.
        refusal: F,
    },
}

impl<C: Display, A: Display, F: Display> Display for LoadError<C, A, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Envelope(e) => write!(f, "{e}"),
            LoadError::Config(e) => write!(f, "the save's settings cannot make a game: {e}"),
            LoadError::Action {
                number,
                action,
                refusal,
            } => write!(
                f,
                "action {number} of the save ({action}) is refused: {refusal}"
            ),
        }
    }
}

impl<C, A, F> std::error::Error for LoadError<C, A, F>
where
    C: Display + fmt::Debug,
    A: Display + fmt::Debug,
    F: Display + fmt::Debug,
{
}

/// A save of a game of `R` from `config` and `seed` with these actions.
pub fn new_save<R: Recorded>(config: R::Config, seed: u64, actions: Vec<R::Action>) -> Save<R> {
    Envelope {
        format: R::SAVE_FORMAT,
        game: R::GAME.into(),
        config,
        seed,
        start: None,
        actions,
    }
}

/// Reads a save's text (checking its game and format), without replaying it.
///
/// # Errors
///
/// [`LoadError::Envelope`] when the text is not save JSON, is a save of another game, or has a
/// format this version does not read.
pub fn read_save<R: Recorded>(text: &str) -> Result<Save<R>, LoadErrorOf<R>> {
    Envelope::read(text, R::GAME, R::OLDEST_FORMAT, R::SAVE_FORMAT).map_err(LoadError::Envelope)
}

/// Replays a save's actions, checking each; hands each action's events to `events`.
///
/// # Errors
///
/// [`LoadError::Config`] when the save's configuration cannot make a game;
/// [`LoadError::Action`] with the first action (numbered from 1) that is refused, or recorded
/// after the game ended.
pub fn replay_each<R: Recorded>(
    save: &Save<R>,
    mut events: impl FnMut(&[R::Event]),
) -> Result<R, LoadErrorOf<R>> {
    let (mut game, first) =
        R::deal_logged(save.config.clone(), save.seed).map_err(LoadError::Config)?;
    events(&first);
    for (i, action) in save.actions.iter().enumerate() {
        let refuse = |refusal| LoadError::Action {
            number: i + 1,
            action: action.clone(),
            refusal,
        };
        let seat = game
            .deciders()
            .first()
            .ok_or_else(|| refuse(R::GAME_OVER))?;
        let happened = game.apply(seat, action).map_err(refuse)?;
        events(&happened);
    }
    Ok(game)
}

/// Replays a save's actions, checking each.
///
/// # Errors
///
/// [`LoadError::Config`] when the save's configuration cannot make a game;
/// [`LoadError::Action`] with the first action (numbered from 1) that is refused, or recorded
/// after the game ended.
pub fn replay<R: Recorded>(save: &Save<R>) -> Result<R, LoadErrorOf<R>> {
    replay_each(save, |_| {})
}

/// Reads and replays a save.
///
/// # Errors
///
/// Those of [`read_save`], then those of [`replay`].
pub fn load<R: Recorded>(text: &str) -> Result<R, LoadErrorOf<R>> {
    replay(&read_save::<R>(text)?)
}

/// Writes a game's `new_save`, `read_save`, `replay_each`, `replay` and `load`: the functions of
/// [this module](crate::save) for one [`Recorded`] game, so its callers need no type annotations.
/// The calling module must name the game's `Save` and `LoadError` (aliases of [`Save`] and
/// [`LoadError`] for the game).
///
/// ```text
/// pub type Save = tabletop::save::Save<Imhotep>;
/// pub type LoadError = tabletop::save::LoadErrorOf<Imhotep>;
/// tabletop::save_functions!(Imhotep);
/// ```
#[macro_export]
macro_rules! save_functions {
    ($game:ty) => {
        /// A save of a game from `config` and `seed` with these actions.
        pub fn new_save(
            config: <$game as $crate::Rules>::Config,
            seed: u64,
            actions: Vec<<$game as $crate::Rules>::Action>,
        ) -> Save {
            $crate::save::new_save::<$game>(config, seed, actions)
        }

        /// Reads a save's text (checking its game and format), without replaying it.
        ///
        /// # Errors
        ///
        /// `LoadError::Envelope` when the text is not save JSON, is a save of another game, or
        /// has a format this version does not read.
        pub fn read_save(text: &str) -> Result<Save, LoadError> {
            $crate::save::read_save::<$game>(text)
        }

        /// Replays a save's actions, checking each; hands each action's events to `events`.
        ///
        /// # Errors
        ///
        /// `LoadError::Config` when the save's configuration cannot make a game;
        /// `LoadError::Action` with the first action (numbered from 1) that is refused, or
        /// recorded after the game ended.
        pub fn replay_each(
            save: &Save,
            events: impl FnMut(&[<$game as $crate::Rules>::Event]),
        ) -> Result<$game, LoadError> {
            $crate::save::replay_each::<$game>(save, events)
        }

        /// Replays a save's actions, checking each.
        ///
        /// # Errors
        ///
        /// `LoadError::Config` when the save's configuration cannot make a game;
        /// `LoadError::Action` with the first action (numbered from 1) that is refused, or
        /// recorded after the game ended.
        pub fn replay(save: &Save) -> Result<$game, LoadError> {
            $crate::save::replay::<$game>(save)
        }

        /// Reads and replays a save.
        ///
        /// # Errors
        ///
        /// Those of `read_save`, then those of `replay`.
        pub fn load(text: &str) -> Result<$game, LoadError> {
            $crate::save::load::<$game>(text)
        }
    };
}

/// A saved decision without a field its kind needs. Games whose decisions are tagged enums read
/// them back through one flat struct of optional fields (the derived reader of a tagged enum
/// buffers each decision and carries code for every variant, several times the size on a page),
/// then check them with [`need!`](crate::need).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Missing(pub &'static str);

impl Display for Missing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "missing field `{}`", self.0)
    }
}

/// The field `$name` of a saved decision's flat struct `$fields`, or
/// [`Missing`](crate::save::Missing) from the function.
#[macro_export]
macro_rules! need {
    ($fields:ident . $name:ident) => {
        $fields
            .$name
            .ok_or($crate::save::Missing(stringify!($name)))?
    };
}
