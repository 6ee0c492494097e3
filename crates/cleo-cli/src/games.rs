//! Each game's part: its configuration from the options, its log lines, its save and its summary.

use std::fmt::Display;

use clap::ValueEnum;
use serde::Serialize;
use tabletop::save::{self, LoadError};
use tabletop::{Recorded, Rules};

use crate::shelf::CliGame;

/// The JSON line `play` and `replay` print for a game saved through [`tabletop::save`].
#[derive(Serialize)]
struct Summary<P> {
    game: &'static str,
    finished: bool,
    players: Vec<P>,
    winners: Vec<String>,
    actions: usize,
}

/// The summary line of `game` (its seats called `names`), reached after `actions` actions.
fn summary_line<R: Rules, P: Serialize>(
    game: &R,
    names: &[String],
    players: Vec<P>,
    actions: usize,
) -> String {
    let outcome = game.outcome();
    let summary = Summary {
        game: R::GAME,
        finished: outcome.is_some(),
        players,
        winners: outcome.map_or_else(Vec::new, |o| {
            o.winners
                .iter()
                .map(|&s| names[s.index()].clone())
                .collect()
        }),
        actions,
    };
    serde_json::to_string(&summary).expect("summary serializes")
}

/// A save of a [`Recorded`] game, as its file holds it.
fn recorded_save_json<R: Recorded>(
    config: &R::Config,
    seed: u64,
    actions: Vec<R::Action>,
) -> String {
    save::new_save::<R>(config.clone(), seed, actions).to_json()
}

/// Reads and replays a save of a [`Recorded`] game called `title`: the position and the number of
/// actions, or why the save is refused.
fn recorded_load<R>(title: &str, text: &str) -> Result<(R, usize), String>
where
    R: Recorded<ConfigError: Display, Action: Display, Refusal: Display>,
{
    let wrong = |e: save::LoadErrorOf<R>| match e {
        LoadError::Envelope(e) => format!("not a readable {title} save: {e}"),
        LoadError::Config(e) => format!("the save's settings are unusable: {e}"),
        LoadError::Action {
            number,
            action,
            refusal,
        } => format!("action {number} ({action}) is not legal: {refusal}"),
    };
    let save = save::read_save::<R>(text).map_err(wrong)?;
    let game = save::replay(&save).map_err(wrong)?;
    Ok((game, save.actions.len()))
}

mod cleopatra_game {
    use cleopatra::{Action, Config, ConfigError, Event, Position, Save, GAME_NAME, SAVE_FORMAT};
    use serde::Serialize;
    use tabletop::{Rules, Seat};

    use crate::shelf::{CliGame, Expansion, Options};

    /// Per-player outcome.
    #[derive(Serialize)]
    struct PlayerSummary {
        name: String,
        scarabs: u32,
        amulets: u32,
        eliminated: bool,
    }

    /// The JSON line `play` and `replay` print (no game field: the line is what it always was).
    #[derive(Serialize)]
    struct Summary {
        finished: bool,
        players: Vec<PlayerSummary>,
        winners: Vec<String>,
        actions: usize,
    }

    impl CliGame for Position {
        const TITLE: &'static str = "Cleopatra and the Society of Architects";

        fn configure(options: &Options) -> Result<Config, String> {
            if options.sides.is_some() || options.wrath {
                return Err("--sides and --wrath are options of Imhotep, not of Cleopatra".into());
            }
            let mut config = Config::with_players(options.players);
            let e = &mut config.expansions;
            for &x in &options.expansions {
                let all = x == Expansion::All;
                e.cult_of_sobek |= all || x == Expansion::Sobek;
                e.whims_of_cleopatra |= all || x == Expansion::Whims;
                e.wisdom_of_bastet |= all || x == Expansion::Bastet;
                e.architects_from_far_away |= all || x == Expansion::Architects;
            }
            Ok(config)
        }

        fn deal_logged(config: Config, seed: u64) -> Result<(Position, Vec<Event>), ConfigError> {
            let game = Position::deal(config, seed)?;
            let first = Event::TurnStarted {
                seat: game.active(),
            };
            Ok((game, vec![first]))
        }

        fn describe_action(&self, _: Seat, _: &Action) -> Option<String> {
            None
        }

        fn describe_event(&self, event: &Event) -> Option<String> {
            Some(event.describe(&Rules::config(self).players))
        }

        fn save_json(config: &Config, seed: u64, actions: Vec<Action>) -> String {
            Save {
                format: SAVE_FORMAT,
                game: GAME_NAME.into(),
                config: config.clone(),
                seed,
                start: None,
                actions,
            }
            .to_json()
        }

        fn load(text: &str) -> Result<(Position, usize), String> {
            let game = Save::load(text).map_err(|e| e.to_string())?;
            let actions = game.history().len();
            Ok((game.into_position(), actions))
        }

        fn summary(&self, actions: usize) -> String {
            let names = &Rules::config(self).players;
            let players = names
                .iter()
                .enumerate()
                .map(|(i, name)| {
                    let seat = Seat(i as u8);
                    let p = self.player(seat);
                    PlayerSummary {
                        name: name.clone(),
                        scarabs: p.scarabs,
                        amulets: p.amulets,
                        eliminated: self.result().is_some_and(|r| r.players[seat].eliminated),
                    }
                })
                .collect();
            let winners = self
                .result()
                .map(|r| r.winners.iter().map(|s| names[s.index()].clone()).collect());
            let summary = Summary {
                finished: self.is_over(),
                players,
                winners: winners.unwrap_or_default(),
                actions,
            };
            serde_json::to_string(&summary).expect("summary serializes")
        }
    }
}

mod imhotep_game {
    use imhotep::{Action, Config, ConfigError, Event, Imhotep};
    use serde::Serialize;
    use tabletop::Seat;

    use super::{recorded_load, recorded_save_json, summary_line};
    use crate::shelf::{CliGame, Options};

    /// Per-player outcome.
    #[derive(Serialize)]
    struct PlayerSummary {
        name: String,
        score: i32,
        sled: u8,
    }

    fn name(game: &Imhotep, seat: Seat) -> &str {
        &game.config().players[seat.index()]
    }

    impl CliGame for Imhotep {
        const TITLE: &'static str = "Imhotep";

        fn configure(options: &Options) -> Result<Config, String> {
            if !options.expansions.is_empty() {
                return Err("--expansions is an option of Cleopatra, not of Imhotep".into());
            }
            let n = options.players;
            if !(2..=4).contains(&n) {
                return Err(format!("Imhotep is played by 2 to 4 players, not {n}"));
            }
            Ok(Config {
                sides: options.sides.unwrap_or_default(),
                wrath_of_pharaoh: options.wrath,
                ..Config::with_players(options.players)
            })
        }

        fn deal_logged(config: Config, seed: u64) -> Result<(Imhotep, Vec<Event>), ConfigError> {
            Imhotep::new_logged(config, seed)
        }

        fn describe_action(&self, seat: Seat, action: &Action) -> Option<String> {
            Some(format!("{}: {action}", name(self, seat)))
        }

        fn describe_event(&self, event: &Event) -> Option<String> {
            match event {
                Event::RoundBegan {
                    round,
                    ships,
                    start,
                } => {
                    let [a, b, c, d] = ships;
                    Some(format!(
                        "Round {round}: ships of {a}, {b}, {c}, {d}; {} starts",
                        name(self, *start)
                    ))
                }
                _ => None,
            }
        }

        fn save_json(config: &Config, seed: u64, actions: Vec<Action>) -> String {
            recorded_save_json::<Imhotep>(config, seed, actions)
        }

        fn load(text: &str) -> Result<(Imhotep, usize), String> {
            recorded_load("Imhotep", text)
        }

        fn summary(&self, actions: usize) -> String {
            let view = self.view(None);
            let players = view
                .players
                .into_iter()
                .map(|p| PlayerSummary {
                    name: p.name,
                    score: p.score,
                    sled: p.sled,
                })
                .collect();
            summary_line(self, &self.config().players, players, actions)
        }
    }
}

mod pyramids_game {
    use pyramids::{Action, Config, ConfigError, Event, Pyramids};
    use serde::Serialize;
    use tabletop::Seat;

    use super::{recorded_load, recorded_save_json, summary_line};
    use crate::shelf::{CliGame, Options};

    /// Per-player outcome.
    #[derive(Serialize)]
    struct PlayerSummary {
        name: String,
        score: i32,
        completed: Vec<u8>,
    }

    fn name(game: &Pyramids, seat: Seat) -> &str {
        &game.config().players[seat.index()]
    }

    impl CliGame for Pyramids {
        const TITLE: &'static str = "Silver & Gold: Pyramids";

        fn configure(options: &Options) -> Result<Config, String> {
            if !options.expansions.is_empty() {
                return Err("--expansions is an option of Cleopatra, not of Pyramids".into());
            }
            if options.sides.is_some() || options.wrath {
                return Err("--sides and --wrath are options of Imhotep, not of Pyramids".into());
            }
            let n = options.players;
            if !(1..=4).contains(&n) {
                return Err(format!("Pyramids is played by 1 to 4 players, not {n}"));
            }
            Ok(Config::with_players(n))
        }

        fn deal_logged(config: Config, seed: u64) -> Result<(Pyramids, Vec<Event>), ConfigError> {
            Pyramids::new_logged(config, seed)
        }

        fn describe_action(&self, seat: Seat, action: &Action) -> Option<String> {
            Some(format!("{}: {action}", name(self, seat)))
        }

        fn describe_event(&self, event: &Event) -> Option<String> {
            match event {
                Event::Revealed {
                    round,
                    reveal,
                    pattern,
                } => Some(format!("Round {round}, reveal {reveal}: {pattern:?}")),
                Event::Claimed {
                    seat,
                    colour,
                    value,
                    ..
                } => Some(format!(
                    "{} claims {value} {}",
                    name(self, *seat),
                    colour.name()
                )),
                _ => None,
            }
        }

        fn save_json(config: &Config, seed: u64, actions: Vec<Action>) -> String {
            recorded_save_json::<Pyramids>(config, seed, actions)
        }

        fn load(text: &str) -> Result<(Pyramids, usize), String> {
            recorded_load("Pyramids", text)
        }

        fn summary(&self, actions: usize) -> String {
            let view = self.view(None);
            let players = view
                .players
                .into_iter()
                .map(|p| PlayerSummary {
                    name: p.name,
                    score: p.score,
                    completed: p.completed,
                })
                .collect();
            summary_line(self, &self.config().players, players, actions)
        }
    }
}

mod mausoleum_game {
    use mausoleum::{Action, Config, ConfigError, Event, FinalLap, Mausoleum};
    use serde::Serialize;
    use tabletop::Seat;

    use super::{recorded_load, recorded_save_json, summary_line};
    use crate::shelf::{CliGame, Options};

    /// Per-player outcome.
    #[derive(Serialize)]
    struct PlayerSummary {
        name: String,
        score: u32,
        sets: u8,
        hand: u8,
    }

    fn name(game: &Mausoleum, seat: Seat) -> &str {
        &game.config().players[seat.index()]
    }

    impl CliGame for Mausoleum {
        const TITLE: &'static str = "Mausoleum";

        fn configure(options: &Options) -> Result<Config, String> {
            if !options.expansions.is_empty() {
                return Err("--expansions is an option of Cleopatra, not of Mausoleum".into());
            }
            if options.sides.is_some() || options.wrath {
                return Err("--sides and --wrath are options of Imhotep, not of Mausoleum".into());
            }
            let n = options.players;
            if !(2..=4).contains(&n) {
                return Err(format!("Mausoleum is played by 2 to 4 players, not {n}"));
            }
            Ok(Config::with_players(n))
        }

        fn deal_logged(config: Config, seed: u64) -> Result<(Mausoleum, Vec<Event>), ConfigError> {
            Mausoleum::new_logged(config, seed)
        }

        fn describe_action(&self, seat: Seat, action: &Action) -> Option<String> {
            Some(format!("{}: {action}", name(self, seat)))
        }

        fn describe_event(&self, event: &Event) -> Option<String> {
            match *event {
                Event::PileEmptied { seat, final_lap } => Some(format!(
                    "The draw pile is empty after {}'s draw: {}",
                    name(self, seat),
                    match final_lap {
                        FinalLap::UntilNoneCanAct => "play on until nobody can act",
                        FinalLap::OneTurnEach => "one more turn each",
                        FinalLap::EndAtOnce => "the game ends with this turn",
                    }
                )),
                Event::NothingToPlay { seat } => Some(format!(
                    "{} has nothing to play and passes",
                    name(self, seat)
                )),
                Event::Blocked {
                    target,
                    shield,
                    attack,
                    ..
                } => Some(format!(
                    "The {attack} is blocked by {}'s shield ({shield})",
                    name(self, target)
                )),
                Event::GameOver => Some("The game is over".into()),
                _ => None,
            }
        }

        fn save_json(config: &Config, seed: u64, actions: Vec<Action>) -> String {
            recorded_save_json::<Mausoleum>(config, seed, actions)
        }

        fn load(text: &str) -> Result<(Mausoleum, usize), String> {
            recorded_load("Mausoleum", text)
        }

        fn summary(&self, actions: usize) -> String {
            let view = self.view(None);
            let players = view
                .players
                .into_iter()
                .map(|p| PlayerSummary {
                    name: p.name,
                    score: p.score.points,
                    sets: p.score.sets,
                    hand: p.hand_size,
                })
                .collect();
            summary_line(self, &self.config().players, players, actions)
        }
    }
}

/// The games on the shelf, each as its `--game` value (whose doc comment is its help) and its
/// rules: the one list of the games in cleo. It makes [`Game`] and [`for_game!`]; every command,
/// the help and `replay`'s choice of loader follow from them. A game added here (with its crate in
/// Cargo.toml and its [`CliGame`](crate::shelf::CliGame) above) is in every command.
///
/// `$d` is a `$` for the macro it writes.
macro_rules! shelf {
    ($d:tt $($(#[$doc:meta])* $variant:ident => $rules:ty,)*) => {
        /// The games on the shelf.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
        pub enum Game {
            $($(#[$doc])* $variant,)*
        }

        /// Calls the generic function `$f` with the rules of game `$game`.
        macro_rules! for_game {
            ($d game:expr, $d f:ident ( $d ($d arg:expr),* $d (,)? )) => {
                match $d game {
                    $(crate::games::Game::$variant => $d f::<$rules>($d ($d arg),*),)*
                }
            };
        }
        pub(crate) use for_game;
    };
}

shelf! {$
    /// Cleopatra and the Society of Architects.
    Cleopatra => cleopatra::Position,
    /// Imhotep.
    Imhotep => imhotep::Imhotep,
    /// Silver & Gold: Pyramids.
    Pyramids => pyramids::Pyramids,
    /// The Mausoleum card game.
    Mausoleum => mausoleum::Mausoleum,
}

/// The game a save is of, by its id, or `None` for a game cleo does not have.
pub fn by_id(id: &str) -> Option<Game> {
    Game::value_variants()
        .iter()
        .copied()
        .find(|g| g.id() == id)
}

impl Game {
    /// The id saves carry.
    pub fn id(self) -> &'static str {
        fn id<G: Rules>() -> &'static str {
            G::GAME
        }
        for_game!(self, id())
    }

    /// The name cleo's help gives the game.
    pub fn title(self) -> &'static str {
        fn title<G: CliGame>() -> &'static str {
            G::TITLE
        }
        for_game!(self, title())
    }
}
