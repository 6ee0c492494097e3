//! Rules tests through the public API: the spec's numbered cases (§11) and worked example (§6.3),
//! seeded random games checked after every action, determinism, and saves.

mod bonuses;
mod cases;
mod random_games;
mod saves;

use imhotep::{Action, Config, Event, Imhotep, Seat, Sides};

/// A fresh game with these players and sides, seat 0 starting, from seed 1.
pub fn game(players: usize, sides: Sides) -> Imhotep {
    game_with(Config {
        sides,
        ..Config::with_players(players)
    })
}

/// A fresh game from `config` with seat 0 starting, from seed 1.
pub fn game_with(config: Config) -> Imhotep {
    Imhotep::new(
        Config {
            start_player: imhotep::StartPlayer::Seat(0),
            ..config
        },
        1,
    )
    .expect("a valid config")
}

/// Plays `action` for whoever must decide, panicking with the refusal; checks the invariants.
pub fn play(game: &mut Imhotep, action: Action) -> Vec<Event> {
    let seat = game.to_move().expect("someone decides");
    let events = game
        .apply(seat, &action)
        .unwrap_or_else(|r| panic!("{action} by {seat} refused: {r:?}"));
    game.check_invariants().unwrap();
    events
}

/// Plays `action` for `seat`, checking that it is that seat's decision.
pub fn play_as(game: &mut Imhotep, seat: u8, action: Action) -> Vec<Event> {
    assert_eq!(
        game.to_move(),
        Some(Seat(seat)),
        "who decides before {action}"
    );
    play(game, action)
}

/// Seats by colour in the default seat order.
pub const BK: Seat = Seat(0);
/// White.
pub const W: Seat = Seat(1);
/// Brown.
pub const BR: Seat = Seat(2);
/// Gray.
pub const GY: Seat = Seat(3);
