//! `cleo`: plays uniformly random games, replays saves and benchmarks the rules core.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use cleopatra::{Config, Game, GameRng, Save};
use serde::Serialize;

#[derive(Parser)]
#[command(
    name = "cleo",
    about = "Cleopatra and the Society of Architects: rules-core tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play one game of uniformly random legal actions and print a JSON summary.
    Play {
        /// Players, 2 to 4.
        #[arg(long, default_value_t = 4)]
        players: usize,
        /// Seed of the game (and of the random choices).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print the readable game log before the summary.
        #[arg(long)]
        log: bool,
        /// Write the game's save file here.
        #[arg(long)]
        save: Option<std::path::PathBuf>,
    },
    /// Replay a save file and print the same summary, or say why it is refused.
    Replay {
        /// The save file (JSON).
        file: std::path::PathBuf,
    },
    /// Play random games for a while and print games and actions per second.
    Bench {
        /// Players, 2 to 4.
        #[arg(long, default_value_t = 4)]
        players: usize,
        /// How long to run.
        #[arg(long, default_value_t = 5.0)]
        seconds: f64,
    },
}

/// Per-player outcome.
#[derive(Serialize)]
struct PlayerSummary {
    name: String,
    scarabs: u32,
    amulets: u32,
    eliminated: bool,
}

/// The JSON line `play` and `replay` print.
#[derive(Serialize)]
struct Summary {
    finished: bool,
    players: Vec<PlayerSummary>,
    winners: Vec<String>,
    actions: usize,
}

fn summary(game: &Game) -> Summary {
    let names = &game.config().players;
    let players = (0..game.player_count())
        .map(|i| {
            let seat = cleopatra::Seat(i as u8);
            let p = game.player(seat);
            let eliminated = game.result().is_some_and(|r| r.players[seat].eliminated);
            PlayerSummary {
                name: names[i].clone(),
                scarabs: p.scarabs,
                amulets: p.amulets,
                eliminated,
            }
        })
        .collect();
    let winners = game
        .result()
        .map(|r| r.winners.iter().map(|s| names[s.index()].clone()).collect());
    Summary {
        finished: game.is_over(),
        players,
        winners: winners.unwrap_or_default(),
        actions: game.history().len(),
    }
}

/// Plays random legal actions to the end; calls `log` with each action's event lines.
fn play_random(game: &mut Game, chooser: &mut GameRng, mut log: impl FnMut(&[cleopatra::Event])) {
    let mut events = Vec::new();
    while !game.is_over() {
        let actions = game.legal_actions();
        let action = actions[chooser.below(actions.len() as u32) as usize];
        events.clear();
        game.apply_legal(action, &mut events);
        log(&events);
    }
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Play {
            players,
            seed,
            log,
            save,
        } => {
            let mut game = match Game::new(Config::with_players(players), seed) {
                Ok(g) => g,
                Err(e) => return fail(&e.to_string()),
            };
            let names = game.config().players.clone();
            if log {
                let first = cleopatra::Event::TurnStarted {
                    seat: game.active(),
                };
                println!("{}", first.describe(&names));
            }
            let mut chooser = GameRng::new(seed ^ 0x5eed);
            play_random(&mut game, &mut chooser, |events| {
                if log {
                    for e in events {
                        println!("{}", e.describe(&names));
                    }
                }
            });
            if let Some(path) = save {
                if let Err(e) = std::fs::write(&path, game.save().to_json()) {
                    return fail(&format!("cannot write {}: {e}", path.display()));
                }
            }
            println!(
                "{}",
                serde_json::to_string(&summary(&game)).expect("summary serializes")
            );
            ExitCode::SUCCESS
        }
        Command::Replay { file } => {
            let text = match std::fs::read_to_string(&file) {
                Ok(t) => t,
                Err(e) => return fail(&format!("cannot read {}: {e}", file.display())),
            };
            match Save::load(&text) {
                Ok(game) => {
                    println!(
                        "{}",
                        serde_json::to_string(&summary(&game)).expect("summary serializes")
                    );
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&format!("{}: {e}", file.display())),
            }
        }
        Command::Bench { players, seconds } => {
            let config = Config::with_players(players);
            if let Err(e) = Game::new(config.clone(), 0) {
                return fail(&e.to_string());
            }
            let limit = Duration::from_secs_f64(seconds);
            let start = Instant::now();
            let (mut games, mut actions) = (0u64, 0u64);
            while start.elapsed() < limit {
                let mut game = Game::new(config.clone(), games).expect("checked config");
                let mut chooser = GameRng::new(games ^ 0x5eed);
                play_random(&mut game, &mut chooser, |_| {});
                actions += game.history().len() as u64;
                games += 1;
            }
            let secs = start.elapsed().as_secs_f64();
            println!(
                "{players} players, 1 thread: {games} games in {secs:.2} s = {:.0} games/s, {:.0} actions/s ({:.0} actions per game)",
                games as f64 / secs,
                actions as f64 / secs,
                actions as f64 / games.max(1) as f64
            );
            ExitCode::SUCCESS
        }
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("cleo: {message}");
    ExitCode::FAILURE
}
