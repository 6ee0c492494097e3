//! What the tool does for every game, written once over [`tabletop::Rules`]: the random play loop,
//! a logged game with its record, the benchmark loop, and reading an app record. Each game adds
//! only what [`CliGame`] asks: its configuration from the options, its log lines, its save and its
//! summary line.

use std::fmt::Display;
use std::time::{Duration, Instant};

use serde::Deserialize;
use serde_json::value::RawValue;
use tabletop::{GameRng, Rules, Seat};

pub use tabletop::bench::{Bench, CHOOSER_SALT};

/// The setup options of `play` and `bench`; each game takes those it knows and refuses the others.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Players.
    pub players: usize,
    /// Imhotep: the side of each site.
    pub sides: Option<imhotep::Sides>,
    /// Imhotep: the Wrath of the Pharaoh variant.
    pub wrath: bool,
    /// Cleopatra: the mini-expansions switched on.
    pub expansions: Vec<Expansion>,
}

/// Cleopatra's mini-expansions, as `--expansions` names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Expansion {
    /// The Cult of Sobek.
    Sobek,
    /// The Whims of Cleopatra.
    Whims,
    /// The Wisdom of Bastet.
    Bastet,
    /// Architects from Far Away.
    Architects,
    /// All four.
    All,
}

/// A game the tool serves: its rules, and what the tool prints and writes of it.
pub trait CliGame: Rules<ConfigError: Display> {
    /// The game's name in cleo's help.
    const TITLE: &'static str;

    /// The configuration `options` ask for, or why this game has no such option.
    fn configure(options: &Options) -> Result<Self::Config, String>;

    /// A new game dealt from `seed`, with the events of the deal (for the log).
    fn deal_logged(
        config: Self::Config,
        seed: u64,
    ) -> Result<(Self, Vec<Self::Event>), Self::ConfigError>;

    /// The log line of `seat`'s decision `action`, taken in this position, if the game prints one.
    fn describe_action(&self, seat: Seat, action: &Self::Action) -> Option<String>;

    /// The log line of `event`, which led to this position, if the game prints one.
    fn describe_event(&self, event: &Self::Event) -> Option<String>;

    /// The save of a game from `config` and `seed` with these actions, as its file holds it.
    fn save_json(config: &Self::Config, seed: u64, actions: Vec<Self::Action>) -> String;

    /// Reads and replays a save's text, checking every action: the position reached and the number
    /// of actions, or why the save is refused.
    fn load(text: &str) -> Result<(Self, usize), String>;

    /// The JSON summary line of this position, reached after `actions` actions.
    fn summary(&self, actions: usize) -> String;
}

/// Plays uniformly random listed actions until nobody must decide: the seat asked first decides
/// (the only one, but for secret choices), and `apply` plays its action. Returns the number of
/// actions played.
///
/// Panics if a seat must decide but has no listed action.
pub fn play_random<G: Rules>(
    game: &mut G,
    chooser: &mut GameRng,
    mut apply: impl FnMut(&mut G, Seat, G::Action),
) -> usize {
    let mut played = 0;
    while let Some(seat) = game.deciders().first() {
        let mut actions = game.legal_actions(seat);
        assert!(!actions.is_empty(), "{seat} must decide but has no action");
        let action = actions.swap_remove(chooser.below(actions.len() as u32) as usize);
        apply(game, seat, action);
        played += 1;
    }
    played
}

/// A game played to its end, with its record.
pub struct Played<G: Rules> {
    /// The last position.
    pub game: G,
    /// Every action, in order.
    pub actions: Vec<G::Action>,
}

/// Plays a random game from `config` and `seed` through the checked path, the chooser seeded from
/// the seed; with `log`, prints each decision and event the game describes as it goes.
pub fn play<G: CliGame>(
    config: G::Config,
    seed: u64,
    log: bool,
) -> Result<Played<G>, G::ConfigError> {
    let (mut game, dealt) = G::deal_logged(config, seed)?;
    if log {
        print_events(&game, &dealt);
    }
    let mut chooser = GameRng::new(seed ^ CHOOSER_SALT);
    let mut actions = Vec::new();
    play_random(&mut game, &mut chooser, |game, seat, action| {
        if log {
            if let Some(line) = game.describe_action(seat, &action) {
                println!("{line}");
            }
        }
        let events = game
            .apply(seat, &action)
            .unwrap_or_else(|refusal| panic!("listed action {action:?} refused: {refusal:?}"));
        if log {
            print_events(game, &events);
        }
        actions.push(action);
    });
    Ok(Played { game, actions })
}

fn print_events<G: CliGame>(game: &G, events: &[G::Event]) {
    for line in events.iter().filter_map(|e| game.describe_event(e)) {
        println!("{line}");
    }
}

/// Plays random games from `config` for `limit` through the fast path (`apply_unchecked` of a
/// listed action), game `i` dealt from seed `i`: the loop the worker runs in the browser too.
pub fn bench<G: Rules>(config: &G::Config, limit: Duration) -> Result<Bench, G::ConfigError> {
    let start = Instant::now();
    tabletop::bench::random_games::<G>(config, limit.as_secs_f64(), || {
        start.elapsed().as_secs_f64()
    })
}

/// What the app's records carry to say they are its own.
pub const APP_NAME: &str = "cleopatra-web";

/// The save a file holds: the file's whole text, or for an app record (as the app's "Download the
/// game record" writes) the text of its `save`, exactly as written. Text that is no record comes
/// back as it is, for the game's loader to judge.
pub fn save_text(text: &str) -> Result<&str, String> {
    #[derive(Deserialize)]
    struct Record<'a> {
        app: Option<String>,
        #[serde(borrow)]
        save: Option<&'a RawValue>,
    }
    match serde_json::from_str::<Record>(text) {
        Ok(record) if record.app.as_deref() == Some(APP_NAME) => record
            .save
            .map(RawValue::get)
            .ok_or_else(|| "an app record without a save".to_string()),
        _ => Ok(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_gives_its_save_verbatim_and_anything_else_passes_through() {
        let record = r#"{"format":1,"app":"cleopatra-web","id":"x","save":{"format":1,"game":"imhotep","seed":18446744073709551615,"actions":[]},"seen":0}"#;
        assert_eq!(
            save_text(record).unwrap(),
            r#"{"format":1,"game":"imhotep","seed":18446744073709551615,"actions":[]}"#
        );
        for other in ["not json", "[1, 2]", r#"{"format":2,"game":"cleopatra"}"#] {
            assert_eq!(save_text(other).unwrap(), other);
        }
        assert!(save_text(r#"{"app":"cleopatra-web"}"#).is_err());
    }

    #[test]
    fn the_loop_plays_both_games_to_their_end() {
        let mut game = cleopatra::Position::deal(cleopatra::Config::with_players(2), 3).unwrap();
        let n = play_random(&mut game, &mut GameRng::new(3), |g, s, a| {
            g.apply_unchecked(s, &a)
        });
        assert!(n > 50 && game.outcome().is_some());
        let mut game = imhotep::Imhotep::deal(imhotep::Config::with_players(3), 3).unwrap();
        let n = play_random(&mut game, &mut GameRng::new(3), |g, s, a| {
            g.apply_unchecked(s, &a)
        });
        assert!(n > 50 && game.outcome().is_some());
    }
}
