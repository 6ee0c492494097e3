//! Rules tests through the public API: every numbered case of the spec's §11, house rules, seeded
//! random games checked after every action, determinization, and saves.

mod cases;
mod final_lap;
mod house_rules;
mod random_games;
mod saves;

use mausoleum::{Action, Arrangement, Card, Config, Event, Mausoleum, Seat, StartPlayer};

/// P1, P2, P3, P4 of the spec: seats 0–3, in turn order.
pub const P1: Seat = Seat(0);
/// The second seat.
pub const P2: Seat = Seat(1);
/// The third seat.
pub const P3: Seat = Seat(2);

/// The spec's defaults for `n` players, seat 0 starting.
pub fn config(n: usize) -> Config {
    Config {
        start_player: StartPlayer::Seat(0),
        ..Config::with_players(n)
    }
}

/// A position laid out by hand, P1 on turn (P1 has drawn the pile's first card already).
pub fn arranged(
    config: Config,
    hands: Vec<Vec<Card>>,
    areas: Vec<Vec<Card>>,
    pile: Vec<Card>,
    discard: Vec<Card>,
) -> Mausoleum {
    arranged_seed(config, hands, areas, pile, discard, 1)
}

/// [`arranged`] with the generator seeded from `seed`.
pub fn arranged_seed(
    config: Config,
    hands: Vec<Vec<Card>>,
    areas: Vec<Vec<Card>>,
    pile: Vec<Card>,
    discard: Vec<Card>,
    seed: u64,
) -> Mausoleum {
    let arrangement = Arrangement {
        hands,
        areas,
        used: vec![],
        pile,
        discard,
        current: 0,
    };
    Mausoleum::arranged(config, &arrangement, seed).expect("a valid arrangement")
}

/// Plays `action` for `seat`, which must be the decider, panicking with the refusal; checks the
/// invariants.
pub fn play(game: &mut Mausoleum, seat: Seat, action: Action) -> Vec<Event> {
    assert_eq!(game.to_move(), Some(seat), "who decides before {action}");
    let events = game
        .apply(seat, &action)
        .unwrap_or_else(|r| panic!("{action} by {seat} refused: {r:?}"));
    game.check_invariants().unwrap();
    events
}

/// Checks that `seat`'s `action` is refused with `why`, leaves the position unchanged and is not
/// listed.
pub fn refused(game: &mut Mausoleum, seat: Seat, action: Action, why: mausoleum::Refusal) {
    assert!(
        !game.legal_actions(seat).contains(&action),
        "{action} listed"
    );
    let before = game.clone();
    assert_eq!(game.apply(seat, &action), Err(why));
    assert_eq!(*game, before);
}

/// `n` filler cards for a draw pile (Discovery cards would be playable: use constructions and
/// Protection only where the test does not care).
pub fn filler(n: usize) -> Vec<Card> {
    const F: [Card; 8] = [
        Card::Base,
        Card::Columns,
        Card::Pyramid,
        Card::Statues,
        Card::Base,
        Card::Columns,
        Card::Pyramid,
        Card::Statues,
    ];
    (0..n).map(|i| F[i % F.len()]).collect()
}
