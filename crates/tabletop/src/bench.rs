//! The rules benchmark, written once for every game and every place it runs: `cleo bench`
//! natively, and the computer opponents' worker in the browser, so their figures compare.

use crate::{GameRng, Rules};

/// The chooser of a game with seed `seed` is seeded with `seed ^ CHOOSER_SALT`, so a game's random
/// choices are not its deal's.
pub const CHOOSER_SALT: u64 = 0x5eed;

/// What a benchmark measured.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bench {
    /// Games played.
    pub games: u64,
    /// Actions played in them.
    pub actions: u64,
    /// Seconds taken.
    pub secs: f64,
}

impl Bench {
    /// Complete games per second.
    pub fn games_per_sec(&self) -> f64 {
        self.games as f64 / self.secs
    }

    /// The line `cleo bench` prints.
    pub fn line(&self, players: usize) -> String {
        let Bench {
            games,
            actions,
            secs,
        } = *self;
        format!(
            "{players} players, 1 thread: {games} games in {secs:.2} s = {:.0} games/s, {:.0} actions/s ({:.0} actions per game)",
            self.games_per_sec(),
            actions as f64 / secs,
            actions as f64 / games.max(1) as f64
        )
    }
}

/// Plays uniformly random listed actions through the fast path (`apply_unchecked`) until nobody
/// must decide, the seat asked first deciding. Returns the number of actions played.
///
/// Panics if a seat must decide but has no listed action.
pub fn play_out<G: Rules>(game: &mut G, chooser: &mut GameRng) -> u64 {
    let mut played = 0;
    while let Some(seat) = game.deciders().first() {
        let mut actions = game.legal_actions(seat);
        assert!(!actions.is_empty(), "{seat} must decide but has no action");
        let action = actions.swap_remove(chooser.below(actions.len() as u32) as usize);
        game.apply_unchecked(seat, &action);
        played += 1;
    }
    played
}

/// Plays complete random games from `config` for `seconds` by `clock` (seconds from any start),
/// game `i` dealt from seed `i`. Checks the configuration first.
///
/// # Errors
///
/// The game's [`Rules::ConfigError`] when `config` cannot make a game; nothing is played then.
pub fn random_games<G: Rules>(
    config: &G::Config,
    seconds: f64,
    clock: impl Fn() -> f64,
) -> Result<Bench, G::ConfigError> {
    G::deal(config.clone(), 0)?;
    let start = clock();
    let (mut games, mut actions) = (0u64, 0u64);
    while clock() - start < seconds {
        let mut game = G::deal(config.clone(), games).expect("checked config");
        actions += play_out(&mut game, &mut GameRng::new(games ^ CHOOSER_SALT));
        games += 1;
    }
    Ok(Bench {
        games,
        actions,
        secs: clock() - start,
    })
}
