//! Rules tests through the public API: the spec's numbered cases (§11), the stand-in generator
//! (§9), seeded random games checked after every action, determinization, the balance check, and
//! saves.

mod cases;
mod generator;
mod random_games;
mod saves;

use pyramids::{Action, Cells, Config, Event, Pattern, Pyramids, Seat};

/// A game of `players` from `seed` with every setup keep made (the first listed pair): the first
/// reveal awaits the marks.
pub fn started(players: usize, seed: u64) -> Pyramids {
    let mut g = Pyramids::new(Config::with_players(players), seed).unwrap();
    while let Some(seat) = g.deciders().first() {
        let a = g.legal_actions(seat)[0];
        if !matches!(a, Action::Keep { .. }) {
            break;
        }
        g.apply(seat, &a).unwrap();
    }
    assert!(g.rig_marking());
    g
}

/// Cells from (row, col) pairs.
pub fn cells(list: &[(u8, u8)]) -> Cells {
    list.iter().fold(0, |m, &(r, c)| m | 1 << (r * 5 + c))
}

/// Cell index of (row, col).
pub fn at(r: u8, c: u8) -> u8 {
    r * 5 + c
}

/// Plays `action` for `seat`, panicking with the refusal.
pub fn play(game: &mut Pyramids, seat: u8, action: Action) -> Vec<Event> {
    game.apply(Seat(seat), &action)
        .unwrap_or_else(|r| panic!("{action} by seat {seat} refused: {r:?}"))
}

/// The listed pattern action of `seat` covering exactly `cells` on `card`.
pub fn pattern_at(game: &Pyramids, seat: u8, card: u8, cells: Cells) -> Action {
    let a = game
        .mark_for(Seat(seat), card, cells)
        .unwrap_or_else(|| panic!("no listed mark of {cells:#b} on #{card}"));
    assert!(matches!(a, Action::Pattern { .. }));
    a
}

/// The action marking `cells` in `pattern` on `card`, listed or not (for refusals).
pub fn pattern_action(pattern: Pattern, card: u8, cells: Cells) -> Option<Action> {
    for (i, o) in pattern.orientations().iter().enumerate() {
        for row in 0..=(5 - o.height) {
            for col in 0..=(5 - o.width) {
                if o.at(row, col) == Some(cells) {
                    return Some(Action::Pattern {
                        card,
                        orientation: i as u8,
                        row,
                        col,
                    });
                }
            }
        }
    }
    None
}

/// A single mark.
pub fn single(card: u8, r: u8, c: u8) -> Action {
    Action::Single {
        card,
        cell: at(r, c),
    }
}
