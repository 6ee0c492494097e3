//! Checks every game's tests run over their own positions: random play through the trait, and
//! the determinization property the computer opponents rely on.

use crate::{Deciders, GameRng, Rules, Seat};

/// Plays random listed actions from `game` until it ends or `max_steps` actions were played,
/// calling `each(before, seat, action, after)` for every step. Returns the last position.
///
/// Panics if a listed action is refused, or if a seat must decide but has no listed action.
pub fn play_random<G: Rules>(
    mut game: G,
    rng: &mut GameRng,
    max_steps: usize,
    mut each: impl FnMut(&G, Seat, &G::Action, &G),
) -> G {
    for _ in 0..max_steps {
        let seat = match game.deciders() {
            Deciders::Nobody => break,
            Deciders::Seat(s) => s,
            Deciders::Secretly(seats) => seats[rng.below(seats.len() as u32) as usize],
        };
        let actions = game.legal_actions(seat);
        assert!(
            !actions.is_empty(),
            "{seat:?} must decide but has no action"
        );
        let action = &actions[rng.below(actions.len() as u32) as usize];
        let before = game.clone();
        if let Err(refusal) = game.apply(seat, action) {
            panic!("listed action {action:?} refused: {refusal:?}");
        }
        each(&before, seat, action, &game);
    }
    game
}

/// Checks, for every seat, that determinizing `game` keeps that seat's view and its listed
/// actions, and that the result depends only on that view: determinizing an already determinized
/// position with the same generator gives the same position.
pub fn check_determinization<G: Rules>(game: &G, seed: u64) -> Result<(), String> {
    for seat in (0..game.player_count() as u8).map(Seat) {
        let view = game.view(Some(seat));
        let mut first = GameRng::new(seed);
        let other = game.determinize(seat, &mut first);
        if other.view(Some(seat)) != view {
            return Err(format!("{seat:?}'s view changed by determinizing"));
        }
        if other.deciders() != game.deciders() {
            return Err(format!("determinizing for {seat:?} changed who decides"));
        }
        if other.legal_actions(seat) != game.legal_actions(seat) {
            return Err(format!(
                "determinizing for {seat:?} changed its legal actions"
            ));
        }
        let again = game.determinize(seat, &mut GameRng::new(seed ^ 0x9e37_79b9));
        let from_other = other.determinize(seat, &mut GameRng::new(seed ^ 0x9e37_79b9));
        if again != from_other {
            return Err(format!(
                "two positions with {seat:?}'s view determinized differently: hidden facts leak"
            ));
        }
    }
    Ok(())
}
