//! `cleo`: plays uniformly random games, replays saves and benchmarks the rules cores, for every
//! game of the shelf. The game-generic parts live in [`shelf`]; each game's own in [`games`].

mod arena;
mod games;
mod greedy;
mod shelf;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};
use tabletop::Header;

use arena::Player;
use games::{for_game, Game};
use shelf::{CliGame, Options};

#[derive(Parser)]
#[command(name = "cleo", about = about())]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play one game of uniformly random legal actions and print a JSON summary.
    Play {
        #[command(flatten)]
        setup: Setup,
        /// Seed of the game (and of the random choices).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print the game log before the summary.
        #[arg(long)]
        log: bool,
        /// Write the game's save file here.
        #[arg(long)]
        save: Option<PathBuf>,
    },
    /// Replay a save file (or an app record) of any game and print the same summary, or say why
    /// it is refused.
    Replay {
        /// The save file, or a record the app downloaded (JSON).
        file: PathBuf,
    },
    /// Play random games for a while and print games and actions per second.
    Bench {
        #[command(flatten)]
        setup: Setup,
        /// How long to run, in seconds.
        #[arg(long, default_value_t = 5.0)]
        seconds: f64,
    },
    /// Ask the computer opponent for one decision in a saved game: prints the search's figures,
    /// then the chosen action on the last line, as saves write it.
    Bot {
        /// The game.
        #[arg(long, value_enum, default_value_t = Game::Cleopatra)]
        game: Game,
        /// The save file, or a record the app downloaded (JSON).
        #[arg(long)]
        save: PathBuf,
        /// The deciding seat, from 1.
        #[arg(long)]
        seat: u8,
        /// easy, normal or hard.
        #[arg(long, default_value_t = bot::Level::Normal)]
        level: bot::Level,
        /// Seed of the search.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Search this many iterations instead of the level's own.
        #[arg(long)]
        iterations: Option<u32>,
    },
    /// Play seeded games between computer levels (and random or greedy players), seats rotated, and print
    /// each player's win rate with its 95 % interval and decision times.
    Arena {
        /// The game.
        #[arg(long, value_enum, default_value_t = Game::Cleopatra)]
        game: Game,
        /// Imhotep: the side of each site (as for play).
        #[arg(long, value_parser = parse_sides)]
        sides: Option<imhotep::Sides>,
        /// Imhotep: the Wrath of the Pharaoh variant.
        #[arg(long)]
        wrath: bool,
        /// Cleopatra: mini-expansions to switch on (sobek, whims, bastet, architects, all).
        #[arg(long, value_enum, value_delimiter = ',')]
        expansions: Vec<shelf::Expansion>,
        /// Who plays, one per seat: easy, normal, hard, random or greedy (e.g. hard,greedy); a
        /// level may name its iterations (hard:12000,greedy).
        #[arg(long = "players", value_delimiter = ',', required = true)]
        seats: Vec<Player>,
        /// Games to play.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Game i is dealt from seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads to play on (default: every core).
        #[arg(long)]
        threads: Option<usize>,
    },
}

/// Which game, and how it is set up.
#[derive(Args)]
struct Setup {
    /// The game.
    #[arg(long, value_enum, default_value_t = Game::Cleopatra)]
    game: Game,
    /// Players, 2 to 4 (Pyramids: 1 to 4).
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// Imhotep: the side of each site, five letters A or B for the market, pyramid, temple,
    /// burial chamber and obelisks (default AAAAA).
    #[arg(long, value_parser = parse_sides)]
    sides: Option<imhotep::Sides>,
    /// Imhotep: the Wrath of the Pharaoh variant.
    #[arg(long)]
    wrath: bool,
    /// Cleopatra: mini-expansions to switch on (sobek, whims, bastet, architects, all).
    #[arg(long, value_enum, value_delimiter = ',')]
    expansions: Vec<shelf::Expansion>,
}

impl Setup {
    fn options(&self) -> Options {
        Options {
            players: self.players,
            sides: self.sides,
            wrath: self.wrath,
            expansions: self.expansions.clone(),
        }
    }
}

/// Reads `--sides`: five letters A or B, in site order.
fn parse_sides(text: &str) -> Result<imhotep::Sides, String> {
    use imhotep::Side;
    let sides = text
        .chars()
        .map(|c| match c.to_ascii_uppercase() {
            'A' => Ok(Side::A),
            'B' => Ok(Side::B),
            _ => Err(format!("{c:?} is not a side: use A or B")),
        })
        .collect::<Result<Vec<Side>, String>>()?;
    let [market, pyramid, temple, burial_chamber, obelisks] = sides[..] else {
        return Err(format!(
            "give five sides (market, pyramid, temple, burial chamber, obelisks), not {}",
            sides.len()
        ));
    };
    Ok(imhotep::Sides {
        market,
        pyramid,
        temple,
        burial_chamber,
        obelisks,
    })
}

/// The tool's description: every game of the shelf by its name.
fn about() -> String {
    let titles: Vec<&str> = Game::value_variants().iter().map(|g| g.title()).collect();
    format!(
        "The shelf's board games ({}): rules-core tools",
        titles.join(", ")
    )
}

/// Every game's id, as a sentence lists them ("a, b and c").
fn every_game_id() -> String {
    let ids: Vec<&str> = Game::value_variants().iter().map(|g| g.id()).collect();
    match ids.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Play {
            setup,
            seed,
            log,
            save,
        } => for_game!(
            setup.game,
            play(&setup.options(), seed, log, save.as_deref())
        ),
        Command::Replay { file } => replay(&file),
        Command::Bench { setup, seconds } => {
            for_game!(setup.game, bench(&setup.options(), seconds))
        }
        Command::Bot {
            game,
            save,
            seat,
            level,
            seed,
            iterations,
        } => for_game!(
            game,
            decide(&save, seat, arena::budget(level, iterations), seed)
        ),
        Command::Arena {
            game,
            sides,
            wrath,
            expansions,
            seats,
            games,
            seed,
            threads,
        } => {
            let options = Options {
                players: seats.len(),
                sides,
                wrath,
                expansions,
            };
            for_game!(game, play_arena(&options, &seats, games, seed, threads))
        }
    }
}

fn decide<G: CliGame>(file: &Path, seat: u8, budget: bot::Budget, seed: u64) -> ExitCode {
    let text = match read(file) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let game = match shelf::save_text(&text).and_then(G::load) {
        Ok((game, _)) => game,
        Err(e) => return fail(&format!("{}: {e}", file.display())),
    };
    let Some(seat) = seat.checked_sub(1).map(tabletop::Seat) else {
        return fail("seats count from 1");
    };
    let start = std::time::Instant::now();
    match bot::decide(&game, seat, &budget, seed) {
        Some(decision) => {
            println!(
                "{} iterations in {:.1} ms; the choice was searched {} times, mean result {:.3}",
                decision.iterations,
                start.elapsed().as_secs_f64() * 1e3,
                decision.visits,
                decision.value
            );
            if let Some(line) = game.describe_action(seat, &decision.action) {
                println!("{line}");
            }
            for (i, c) in decision.candidates.iter().enumerate() {
                let share = if c.iterations == 0 {
                    100.0
                } else {
                    100.0 * f64::from(c.visits) / f64::from(c.iterations)
                };
                let words = game.describe_action(seat, &c.action).unwrap_or_else(|| {
                    serde_json::to_string(&c.action).expect("actions serialize")
                });
                println!(
                    "candidate {}: explored {share:.0} %, mean result {:.3}: {words}",
                    i + 1,
                    c.value
                );
            }
            println!(
                "{}",
                serde_json::to_string(&decision.action).expect("actions serialize")
            );
            ExitCode::SUCCESS
        }
        None => fail(&format!("{seat} has nothing to decide now")),
    }
}

fn play_arena<G: CliGame + Send>(
    options: &Options,
    seats: &[Player],
    games: usize,
    seed: u64,
    threads: Option<usize>,
) -> ExitCode
where
    G::Config: Sync,
{
    let config = match G::configure(options) {
        Ok(c) => c,
        Err(e) => return fail(&e),
    };
    if let Err(e) = G::deal(config.clone(), seed) {
        return fail(&e.to_string());
    }
    let threads = threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let start = std::time::Instant::now();
    let standings = arena::arena::<G>(&config, seats, games, seed, threads);
    let names: Vec<String> = seats.iter().map(Player::to_string).collect();
    println!(
        "{} {} players ({}), {games} games from seed {seed}, seats rotated, {threads} threads, {:.1} s",
        G::GAME,
        seats.len(),
        names.join(", "),
        start.elapsed().as_secs_f64()
    );
    print!("{}", arena::table(&standings, games));
    ExitCode::SUCCESS
}

fn play<G: CliGame>(options: &Options, seed: u64, log: bool, save: Option<&Path>) -> ExitCode {
    let config = match G::configure(options) {
        Ok(c) => c,
        Err(e) => return fail(&e),
    };
    let played = match shelf::play::<G>(config.clone(), seed, log) {
        Ok(p) => p,
        Err(e) => return fail(&e.to_string()),
    };
    let actions = played.actions.len();
    if let Some(path) = save {
        if let Err(e) = std::fs::write(path, G::save_json(&config, seed, played.actions)) {
            return fail(&format!("cannot write {}: {e}", path.display()));
        }
    }
    println!("{}", played.game.summary(actions));
    ExitCode::SUCCESS
}

fn replay(file: &Path) -> ExitCode {
    let text = match read(file) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let save = match shelf::save_text(&text) {
        Ok(s) => s,
        Err(e) => return fail(&format!("{}: {e}", file.display())),
    };
    // A save whose header cannot be read goes to Cleopatra's loader, which names what is wrong as
    // it always has.
    let game = match Header::read(save) {
        Ok(header) => match games::by_id(&header.game) {
            Some(game) => game,
            None => {
                let game = header.game;
                let path = file.display();
                let have = every_game_id();
                return fail(&format!(
                    "{path}: a save of \"{game}\", which cleo lacks (it has {have})"
                ));
            }
        },
        Err(_) => Game::Cleopatra,
    };
    for_game!(game, replay_save(save, file))
}

fn replay_save<G: CliGame>(save: &str, file: &Path) -> ExitCode {
    match G::load(save) {
        Ok((game, actions)) => {
            println!("{}", game.summary(actions));
            ExitCode::SUCCESS
        }
        Err(e) => fail(&format!("{}: {e}", file.display())),
    }
}

fn bench<G: CliGame>(options: &Options, seconds: f64) -> ExitCode {
    let limit = match Duration::try_from_secs_f64(seconds) {
        Ok(d) => d,
        Err(_) => return fail(&format!("cannot run for {seconds} seconds")),
    };
    let config = match G::configure(options) {
        Ok(c) => c,
        Err(e) => return fail(&e),
    };
    match shelf::bench::<G>(&config, limit) {
        Ok(result) => {
            println!("{}", result.line(options.players));
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e.to_string()),
    }
}

/// The text of `file`, or the failure that says why it cannot be read.
fn read(file: &Path) -> Result<String, ExitCode> {
    std::fs::read_to_string(file).map_err(|e| fail(&format!("cannot read {}: {e}", file.display())))
}

fn fail(message: &str) -> ExitCode {
    eprintln!("cleo: {message}");
    ExitCode::FAILURE
}
