//! The computer opponents on the command line: one decision from a save (`bot`), and seeded games
//! between levels (`arena`), for every game of the shelf.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use bot::{Budget, Level};
use tabletop::{GameRng, Rules, Seat};

use crate::greedy::greedy_decide;

/// Who plays a seat in the arena.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// Uniformly random listed actions.
    Random,
    /// The computer opponent at this level, searching this many iterations instead of the
    /// level's own where given (`hard:12000`): how much more search would give.
    Bot(Level, Option<u32>),
    /// The greedy baseline: one turn of lookahead over the game's evaluation
    /// ([`crate::greedy`]).
    Greedy,
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Bot(level, None) => write!(f, "{level}"),
            Player::Bot(level, Some(iterations)) => write!(f, "{level}:{iterations}"),
            Player::Greedy => f.write_str("greedy"),
        }
    }
}

impl FromStr for Player {
    type Err = String;

    fn from_str(s: &str) -> Result<Player, String> {
        match s {
            "random" => return Ok(Player::Random),
            "greedy" => return Ok(Player::Greedy),
            _ => {}
        }
        let (level, iterations) = match s.split_once(':') {
            Some((level, n)) => (
                level,
                Some(
                    n.parse::<u32>()
                        .map_err(|e| format!("{s}: iterations: {e}"))?,
                ),
            ),
            None => (s, None),
        };
        level
            .parse::<Level>()
            .map(|level| Player::Bot(level, iterations))
            .map_err(|e| format!("{e} (or random, or greedy)"))
    }
}

/// One seeded game between `players` (seat order), to its end: the winners' seats, and each
/// seat's decision times.
pub struct Match {
    /// The winners' seats (several on a shared win).
    pub winners: Vec<Seat>,
    /// Time of each search (or greedy decision), per seat (random players take none).
    pub thinking: Vec<Vec<Duration>>,
}

/// Plays one game from `config` dealt from `seed`, seat `i` played by `players[i]`.
pub fn play_match<G: Rules>(config: &G::Config, players: &[Player], seed: u64) -> Match {
    let mut game = G::deal(config.clone(), seed).expect("checked config");
    let mut chooser = GameRng::new(seed ^ crate::shelf::CHOOSER_SALT);
    let mut thinking = vec![Vec::new(); players.len()];
    let mut decisions = 0;
    while let Some(seat) = game.deciders().first() {
        let action = match players[seat.index()] {
            Player::Random => {
                let mut listed = game.legal_actions(seat);
                listed.swap_remove(chooser.below(listed.len() as u32) as usize)
            }
            Player::Bot(level, iterations) => {
                let start = Instant::now();
                let decision = bot::decide(
                    &game,
                    seat,
                    &budget(level, iterations),
                    bot::decision_seed(seed, decisions),
                )
                .expect("a deciding seat has actions");
                if decision.iterations > 0 {
                    thinking[seat.index()].push(start.elapsed());
                }
                decision.action
            }
            Player::Greedy => {
                let start = Instant::now();
                let action = greedy_decide(&game, seat, bot::decision_seed(seed, decisions))
                    .expect("a deciding seat has actions");
                thinking[seat.index()].push(start.elapsed());
                action
            }
        };
        game.apply_unchecked(seat, &action);
        decisions += 1;
    }
    let outcome = game.outcome().expect("the game ended");
    Match {
        winners: outcome.winners,
        thinking,
    }
}

/// How one kind of player did over an arena.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// The player.
    pub player: Player,
    /// Seats it held per game.
    pub seats: usize,
    /// Games it won (a shared win counts its share).
    pub wins: f64,
    /// Its searches' times.
    pub thinking: Vec<Duration>,
}

/// Plays `games` seeded games between `players`, seats rotated one place each game so every
/// player sits everywhere, on `threads` threads. Game `i` is dealt from `seed + i`.
pub fn arena<G: Rules + Send>(
    config: &G::Config,
    players: &[Player],
    games: usize,
    seed: u64,
    threads: usize,
) -> Vec<Standing>
where
    G::Config: Sync,
{
    let n = players.len();
    let seating = |i: usize| -> Vec<Player> { (0..n).map(|s| players[(s + i) % n]).collect() };
    let mut results: Vec<Option<(Vec<Player>, Match)>> = (0..games).map(|_| None).collect();
    let threads = threads.clamp(1, games.max(1));
    std::thread::scope(|scope| {
        let chunks: Vec<_> = results
            .chunks_mut(games.div_ceil(threads).max(1))
            .enumerate()
            .map(|(c, chunk)| {
                let first = c * games.div_ceil(threads).max(1);
                scope.spawn(move || {
                    for (k, slot) in chunk.iter_mut().enumerate() {
                        let i = first + k;
                        let seats = seating(i);
                        let m = play_match::<G>(config, &seats, seed.wrapping_add(i as u64));
                        *slot = Some((seats, m));
                    }
                })
            })
            .collect();
        for handle in chunks {
            handle.join().expect("an arena thread");
        }
    });
    let mut kinds: Vec<Player> = players.to_vec();
    kinds.sort();
    kinds.dedup();
    kinds
        .into_iter()
        .map(|player| {
            let mut standing = Standing {
                player,
                seats: players.iter().filter(|&&p| p == player).count(),
                wins: 0.0,
                thinking: Vec::new(),
            };
            for (seats, m) in results.iter().flatten() {
                let share = 1.0 / m.winners.len().max(1) as f64;
                standing.wins += m
                    .winners
                    .iter()
                    .filter(|w| seats[w.index()] == player)
                    .count() as f64
                    * share;
                for (s, times) in m.thinking.iter().enumerate() {
                    if seats[s] == player {
                        standing.thinking.extend(times);
                    }
                }
            }
            standing
        })
        .collect()
}

/// The Wilson score interval at 95 % for `wins` out of `games`.
pub fn wilson(wins: f64, games: usize) -> (f64, f64) {
    if games == 0 {
        return (0.0, 1.0);
    }
    let n = games as f64;
    let p = wins / n;
    let z = 1.959_964;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The table `arena` prints.
pub fn table(standings: &[Standing], games: usize) -> String {
    let mut out = String::from(
        "| player | seats | games won | win rate | 95 % interval | mean decision | p95 decision |\n|---|---|---|---|---|---|---|\n",
    );
    for s in standings {
        let (low, high) = wilson(s.wins, games);
        let (mean, p95) = times(&s.thinking);
        out.push_str(&format!(
            "| {} | {} | {:.1} of {games} | {:.1} % | {:.1}–{:.1} % | {mean} | {p95} |\n",
            s.player,
            s.seats,
            s.wins,
            100.0 * s.wins / games.max(1) as f64,
            100.0 * low,
            100.0 * high,
        ));
    }
    out
}

fn times(thinking: &[Duration]) -> (String, String) {
    if thinking.is_empty() {
        return ("–".into(), "–".into());
    }
    let mut sorted = thinking.to_vec();
    sorted.sort();
    let mean = sorted.iter().sum::<Duration>() / sorted.len() as u32;
    let p95 = sorted[(sorted.len() * 95 / 100).min(sorted.len() - 1)];
    (
        format!("{:.1} ms", mean.as_secs_f64() * 1e3),
        format!("{:.1} ms", p95.as_secs_f64() * 1e3),
    )
}

/// A budget for `level`, with `iterations` instead of its own where given.
pub fn budget(level: Level, iterations: Option<u32>) -> Budget {
    let mut budget = level.budget();
    if let Some(i) = iterations {
        budget.iterations = i;
    }
    budget
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interval_holds_the_rate() {
        let (low, high) = wilson(90.0, 100);
        assert!(
            low < 0.9 && high > 0.9 && low > 0.8 && high < 0.96,
            "{low} {high}"
        );
        assert_eq!(wilson(0.0, 0), (0.0, 1.0));
    }

    #[test]
    fn players_read_as_levels_or_random() {
        assert_eq!("random".parse::<Player>(), Ok(Player::Random));
        assert_eq!("hard".parse::<Player>(), Ok(Player::Bot(Level::Hard, None)));
        let more = "hard:12000".parse::<Player>();
        assert_eq!(more, Ok(Player::Bot(Level::Hard, Some(12_000))));
        assert_eq!(more.unwrap().to_string(), "hard:12000");
        assert!("hard:lots".parse::<Player>().is_err());
        assert_eq!("greedy".parse::<Player>(), Ok(Player::Greedy));
        assert_eq!(Player::Greedy.to_string(), "greedy");
        assert!("expert".parse::<Player>().is_err());
    }
}
