//! The computer opponents' worker. A game page posts an [`Ask`] as JSON text; the worker replays
//! the save through the game's rules, searches, and posts the [`Answer`]. Searching here keeps the
//! page responsive however long a decision takes. Built by Trunk as its own file
//! (`bot_worker_loader.js`), loaded only when a computer plays or a hint is asked.

use bot::protocol::{Answer, Ask, RulesBench, Weighed};
use bot::Level;
use tabletop::bench::random_games;
use tabletop::{Rules, Seat};

fn main() {
    #[cfg(target_arch = "wasm32")]
    web::listen();
}

/// The answer when nobody decides any more.
pub const GAME_OVER: &str = "the game is over";

/// The games the worker serves, the one list of them in this crate (each with its crate in
/// Cargo.toml): each game's rules, how a save of it is read, and its configuration for a number of
/// players. Both kinds of message, a decision asked and a benchmark, reach the game they name
/// through [`with_rules`], which this writes.
///
/// Each game is served only in a build with its Cargo feature (named as its crate): a game's page
/// starts a worker built for it alone.
macro_rules! shelf {
    ($($feature:literal: $rules:ty { load: $load:expr, players: $players:expr $(,)? })*) => {
        /// `job` done with the rules of the game called `id`, or `None` for a game not served.
        #[allow(unused_variables, unreachable_code)]
        fn with_rules<J: Job>(id: &str, job: J) -> Option<J::Done> {
            $(
                #[cfg(feature = $feature)]
                if id == <$rules as Rules>::GAME {
                    return Some(job.run(Served::<$rules> {
                        load: $load,
                        players: $players,
                    }));
                }
            )*
            None
        }
    };
}

shelf! {
    "cleopatra": cleopatra::Position {
        load: |text| {
            // Checked and played as the search plays: a third of the size of `Save::load`.
            cleopatra::Save::position(text).map_err(|e| cleopatra_refusal(&e))
        },
        players: cleopatra::Config::with_players,
    }
    "imhotep": imhotep::Imhotep {
        load: |text| imhotep::load(text).map_err(|e| format!("{e:?}")),
        players: imhotep::Config::with_players,
    }
    "pyramids": pyramids::Pyramids {
        load: |text| pyramids::load(text).map_err(|e| format!("{e:?}")),
        players: pyramids::Config::with_players,
    }
    "mausoleum": mausoleum::Mausoleum {
        load: |text| mausoleum::load(text).map_err(|e| format!("{e:?}")),
        players: mausoleum::Config::with_players,
    }
}

/// Why a Cleopatra save cannot be read, briefly: the page that sent it has read it already, so
/// this is a bug's clue. The rules' own words for a refused action (their `Display`) would cost
/// the worker a tenth of its size.
#[cfg(feature = "cleopatra")]
fn cleopatra_refusal(e: &cleopatra::LoadError) -> String {
    use cleopatra::LoadError;
    match e {
        LoadError::Json(why) => format!("not a Cleopatra save: {why}"),
        LoadError::Format(format) => format!("a save of format {format}"),
        LoadError::OtherGame(game) => format!("a save of \"{game}\""),
        LoadError::StartDiffers | LoadError::StartPosition => "a puzzle's save".into(),
        LoadError::Config(_) => "unusable settings".into(),
        LoadError::Action { number, .. } => format!("action {number} is refused"),
    }
}

/// How the worker reads one game of the shelf.
struct Served<G: Rules> {
    /// A save's text replayed into the position it reached, or why it cannot be.
    load: fn(&str) -> Result<G, String>,
    /// The configuration of a new game for this many players.
    players: fn(usize) -> G::Config,
}

/// What the worker does with the rules of the game a message names, whichever it is.
trait Job {
    /// What it gives.
    type Done;
    /// Does it with the rules `G`, read as `game` says.
    fn run<G: Rules>(self, game: Served<G>) -> Self::Done;
}

/// A decision: the chosen action (JSON), the search's iterations and its best candidates, or why
/// there is none.
struct Decide<'a>(&'a Ask);

/// What a search found, for the answer.
struct Thought {
    action: String,
    iterations: u32,
    candidates: Vec<Weighed>,
}

impl Job for Decide<'_> {
    type Done = Result<Thought, String>;

    fn run<G: Rules>(self, game: Served<G>) -> Self::Done {
        let ask = self.0;
        (game.load)(&ask.save).and_then(|game| think(&game, ask.seat, ask.level, ask.seed))
    }
}

/// A benchmark: random games by `clock` (in seconds), as `cleo bench` plays them.
struct RandomGames<'a, C>(&'a RulesBench, C);

impl<C: Fn() -> f64> Job for RandomGames<'_, C> {
    type Done = Result<tabletop::bench::Bench, String>;

    fn run<G: Rules>(self, game: Served<G>) -> Self::Done {
        let RandomGames(b, clock) = self;
        random_games::<G>(&(game.players)(b.players), b.seconds, clock)
            .map_err(|e| format!("{e:?}"))
    }
}

/// A benchmark asked: `{"rulesBench": {...}}`.
#[derive(serde::Deserialize)]
struct BenchAsked {
    #[serde(rename = "rulesBench")]
    rules_bench: RulesBench,
}

/// A benchmark's figures, or why there are none: `{"rulesBench": {games, actions, secs}}` or
/// `{"rulesBench": {"error": ...}}`.
#[derive(serde::Serialize)]
struct BenchDone {
    #[serde(rename = "rulesBench")]
    rules_bench: Figures,
}

#[derive(serde::Serialize)]
#[serde(untagged)]
enum Figures {
    Played { games: u64, actions: u64, secs: f64 },
    Failed { error: String },
}

/// The reply to one message's text: a benchmark's figures, or a decision's [`Answer`].
pub fn reply(text: &str, now: impl Fn() -> f64) -> String {
    match serde_json::from_str::<BenchAsked>(text) {
        Ok(BenchAsked { rules_bench: b }) => {
            let clock = || now() / 1000.0;
            let played = with_rules(&b.game, RandomGames(&b, clock))
                .unwrap_or_else(|| Err(format!("no rules for \"{}\"", b.game)));
            let rules_bench = match played {
                Ok(r) => Figures::Played {
                    games: r.games,
                    actions: r.actions,
                    secs: r.secs,
                },
                Err(error) => Figures::Failed { error },
            };
            serde_json::to_string(&BenchDone { rules_bench }).expect("figures serialize")
        }
        Err(_) => serde_json::to_string(&answer(text, now)).expect("answers serialize"),
    }
}

/// The answer to one question's text.
pub fn answer(text: &str, now: impl Fn() -> f64) -> Answer {
    let start = now();
    let ask: Ask = match serde_json::from_str(text) {
        Ok(ask) => ask,
        Err(e) => {
            return Answer {
                id: 0,
                action: Err(format!("an unreadable question: {e}")),
                iterations: 0,
                millis: 0.0,
                candidates: Vec::new(),
            }
        }
    };
    let decided = with_rules(&ask.game, Decide(&ask))
        .unwrap_or_else(|| Err(format!("no computer opponent for \"{}\"", ask.game)));
    let (action, iterations, candidates) = match decided {
        Ok(t) => (Ok(t.action), t.iterations, t.candidates),
        Err(e) => (Err(e), 0, Vec::new()),
    };
    Answer {
        id: ask.id,
        action,
        iterations,
        millis: now() - start,
        candidates,
    }
}

fn think<G: Rules>(
    game: &G,
    seat: Option<Seat>,
    level: Level,
    seed: u64,
) -> Result<Thought, String> {
    let seat = seat
        .or_else(|| game.deciders().first())
        .ok_or_else(|| GAME_OVER.to_string())?;
    let decision = bot::decide(game, seat, &level.budget(), seed)
        .ok_or_else(|| format!("{seat} has nothing to decide"))?;
    let json = |a: &G::Action| serde_json::to_string(a).map_err(|e| e.to_string());
    let candidates = decision
        .candidates
        .iter()
        .map(|c| {
            Ok(Weighed {
                action: json(&c.action)?,
                visits: c.visits,
                iterations: c.iterations,
                value: c.value,
            })
        })
        .collect::<Result<_, String>>()?;
    Ok(Thought {
        action: json(&decision.action)?,
        iterations: decision.iterations,
        candidates,
    })
}

#[cfg(target_arch = "wasm32")]
mod web {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// Answers every message posted to the worker, one at a time.
    pub fn listen() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let reply_to = scope.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let text = e.data().as_string().unwrap_or_default();
            let performance = reply_to.performance();
            let now = move || performance.as_ref().map_or(0.0, |p| p.now());
            let json = super::reply(&text, now);
            // A page that went away takes its questions with it: nothing to do if this fails.
            let _ = reply_to.post_message(&JsValue::from_str(&json));
        });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_about_a_save_gets_a_listed_action() {
        let game = cleopatra::Game::new(cleopatra::Config::with_players(3), 9).unwrap();
        let seat = game.to_act().unwrap();
        let ask = Ask {
            id: 7,
            game: "cleopatra".into(),
            save: game.save().to_json(),
            seat: Some(seat),
            level: Level::Easy,
            seed: 1,
        };
        let answer = answer(&serde_json::to_string(&ask).unwrap(), || 0.0);
        assert_eq!(answer.id, 7);
        // The candidates travel too, the chosen action first, each as the save writes it.
        assert!(!answer.candidates.is_empty() && answer.candidates.len() <= bot::CANDIDATES);
        assert_eq!(Ok(&answer.candidates[0].action), answer.action.as_ref());
        for c in &answer.candidates {
            let action: cleopatra::Action = serde_json::from_str(&c.action).unwrap();
            assert!(game.check(&action).is_ok(), "{action:?}");
            assert!((0.0..=1.0).contains(&c.value) && (0.0..=1.0).contains(&c.share()));
        }
        let action: cleopatra::Action = serde_json::from_str(&answer.action.unwrap()).unwrap();
        assert!(game.legal_actions().contains(&action));
    }

    #[test]
    fn a_mausoleum_question_gets_a_listed_action_and_its_benchmark_runs() {
        let game = mausoleum::Mausoleum::new(mausoleum::Config::with_players(3), 9).unwrap();
        let seat = game.to_move().unwrap();
        let ask = Ask {
            id: 8,
            game: "mausoleum".into(),
            save: mausoleum::new_save(game.config().clone(), 9, vec![]).to_json(),
            seat: Some(seat),
            level: Level::Easy,
            seed: 1,
        };
        let answer = answer(&serde_json::to_string(&ask).unwrap(), || 0.0);
        let action: mausoleum::Action = serde_json::from_str(&answer.action.unwrap()).unwrap();
        assert!(game.legal_actions(seat).contains(&action));
        let ticks = std::cell::Cell::new(0.0);
        let clock = || {
            ticks.set(ticks.get() + 1.0);
            ticks.get()
        };
        let text = reply(
            r#"{"rulesBench": {"game": "mausoleum", "players": 4, "seconds": 0.004}}"#,
            clock,
        );
        let figures: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(figures["rulesBench"]["games"], 3, "{text}");
    }

    #[test]
    fn a_benchmark_plays_whole_games_by_the_clock_it_is_given() {
        let ticks = std::cell::Cell::new(0.0);
        // Each reading of the clock is 1 ms later: the start, then three games begun at 1, 2 and
        // 3 ms, the fourth not at 4 ms, and the time taken read at 5 ms.
        let clock = || {
            ticks.set(ticks.get() + 1.0);
            ticks.get()
        };
        let text = reply(
            r#"{"rulesBench": {"game": "cleopatra", "players": 4, "seconds": 0.004}}"#,
            clock,
        );
        let figures: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(figures["rulesBench"]["games"], 3, "{text}");
        assert_eq!(figures["rulesBench"]["secs"], 0.005, "{text}");
        assert!(
            figures["rulesBench"]["actions"].as_u64().unwrap() > 3 * 100,
            "{text}"
        );
        let chess = reply(
            r#"{"rulesBench": {"game": "chess", "players": 2, "seconds": 1}}"#,
            || 0.0,
        );
        assert!(chess.contains("no rules for"), "{chess}");
    }

    #[test]
    fn bad_questions_get_reasons() {
        assert!(answer("nonsense", || 0.0).action.is_err());
        let ask = Ask {
            id: 1,
            game: "chess".into(),
            save: String::new(),
            seat: Some(Seat(0)),
            level: Level::Easy,
            seed: 1,
        };
        let a = answer(&serde_json::to_string(&ask).unwrap(), || 0.0);
        assert_eq!(a.action, Err("no computer opponent for \"chess\"".into()));
    }
}
