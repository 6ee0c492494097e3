//! A greedy baseline player for every game of the shelf, for the arena: one turn of lookahead over
//! a per-game evaluation, reading only what its seat may see.
//!
//! [`greedy_decide`] deals one position consistent with the seat's view
//! ([`Rules::determinize`]), plays each listed action on a copy and keeps the one whose result is
//! best for the seat: its own standing ([`Rules::standings`]) minus the best opponent's, a
//! finished game by its outcome ([`bot::lead`], the measure the search's greedy playouts share).
//! A decision the rules list in steps is chosen step by step; each step is judged after the rest
//! of its decision is completed greedily, so paying for a piece is judged with the piece placed.
//! Ties are broken by the seeded generator.
//!
//! Each game's evaluation is its rules crate's ([`Rules::standings`], and [`Rules::secret_worth`]
//! for a secret choice), the same the computer opponents' search scores its playouts by.

#[cfg(test)]
mod tests;

use tabletop::{GameRng, Rules, Seat};

/// How good `action` is for `seat` in `position`: the value of the position after it (its
/// decision completed greedily), or its [`Rules::secret_worth`].
fn judge<G: Rules>(position: &G, seat: Seat, action: &G::Action) -> f64 {
    if let Some(worth) = position.secret_worth(seat, action) {
        return bot::lead(position, seat) + worth;
    }
    let mut after = position.clone();
    after.apply_unchecked(seat, action);
    bot::lead(&completed(after, seat), seat)
}

/// `position` after `seat` finishes the decision it is partway through, each step the one whose
/// result is best.
fn completed<G: Rules>(mut position: G, seat: Seat) -> G {
    while position.mid_decision(seat) {
        let best = position
            .legal_actions(seat)
            .into_iter()
            .map(|action| {
                let mut after = position.clone();
                after.apply_unchecked(seat, &action);
                (bot::lead(&after, seat), after)
            })
            .max_by(|(a, _), (b, _)| a.total_cmp(b));
        match best {
            Some((_, after)) => position = after,
            None => break,
        }
    }
    position
}

/// The greedy player's decision for `seat` in `game`, as one action ([`Rules::whole`]), drawing
/// everything from `seed`; `None` when `seat` has nothing to decide.
///
/// Two positions that give `seat` the same view give the same decision for the same seed: `game`
/// is read only through [`Rules::determinize`] (and [`Rules::whole`] of the seat's own steps).
pub fn greedy_decide<G: Rules>(game: &G, seat: Seat, seed: u64) -> Option<G::Action> {
    let mut rng = GameRng::new(seed);
    let mut position = game.determinize(seat, &mut rng);
    let mut steps = Vec::new();
    loop {
        let listed = position.legal_actions(seat);
        if listed.is_empty() {
            break;
        }
        let chosen = if listed.len() == 1 {
            listed.into_iter().next().expect("one action")
        } else {
            let judged: Vec<(f64, G::Action)> = listed
                .into_iter()
                .map(|action| (judge(&position, seat, &action), action))
                .collect();
            let best = judged
                .iter()
                .map(|(v, _)| *v)
                .fold(f64::NEG_INFINITY, f64::max);
            let mut tied: Vec<G::Action> = judged
                .into_iter()
                .filter(|(v, _)| *v >= best - 1e-9)
                .map(|(_, a)| a)
                .collect();
            tied.swap_remove(rng.below(tied.len() as u32) as usize)
        };
        position.apply_unchecked(seat, &chosen);
        steps.push(chosen);
        if !position.mid_decision(seat) {
            break;
        }
    }
    match steps.len() {
        0 => None,
        // One step is the decision itself (perhaps the last step of one begun before).
        1 => steps.pop(),
        _ => Some(
            game.whole(&steps)
                .expect("the steps of one decision make it whole"),
        ),
    }
}
