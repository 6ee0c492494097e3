//! Pyramids' evaluation ([`tabletop::Rules::standings`]), shared by the greedy baseline player and the
//! computer opponents' search: the score card's points so far, plus partial credit for each card in
//! play (more the fewer cells are left to its tomb) and for a mark chosen but not yet resolved
//! (the seat's own secret choice: its cells count as marked, its gems and torch as scored).

use tabletop::Seat;

use crate::card::{card, Cells};
use crate::game::{Choice, Pyramids};
use crate::greedy::cells_to_tomb;

/// A completed card's points.
const CARD_POINTS: f64 = 10.0;
/// Credit lost per cell still to mark before a card's tomb.
const PER_CELL: f64 = 0.6;
/// A gem marked but not yet on the score card (a single is 1, a pair 5).
const GEM: f64 = 1.5;
/// A torch marked but not yet scored, when the round's torch box is still free.
const TORCH: f64 = 5.0;
/// A skull marked but not yet scored.
const SKULL: f64 = -3.0;
/// A potion or a red cross marked but not yet resolved.
const HELPER: f64 = 1.0;

/// Partial credit for card `number` with `marks`.
fn card_credit(number: u8, marks: Cells) -> f64 {
    let left = f64::from(cells_to_tomb(number, marks));
    (CARD_POINTS - PER_CELL * left).max(0.0)
}

/// `seat`'s standing, from what its own view shows: its score, its cards in play, its own mark
/// chosen but not yet resolved and the cards it is keeping (never another seat's secret).
pub(crate) fn standing(game: &Pyramids, seat: Seat) -> f64 {
    let p = game.player(seat);
    let pending = match p.choice {
        Choice::Mark { slot, cells } => p.slots[usize::from(slot)].map(|s| (s.card, cells)),
        _ => None,
    };
    let mut total = f64::from(game.score(seat));
    for c in p.slots.iter().flatten() {
        let mine = pending
            .filter(|&(card, _)| card == c.card)
            .map_or(0, |(_, cells)| cells);
        total += card_credit(c.card, c.marks | mine);
    }
    if let Some((number, cells)) = pending {
        let c = card(number);
        let n = |set: Cells| f64::from((cells & set).count_ones());
        let round = game.round.min(crate::config::ROUNDS - 1);
        let torch_free = p.torches & (1 << round) == 0;
        total += GEM * (n(c.red) + n(c.green))
            + SKULL * n(c.skulls)
            + HELPER * (n(c.potions) + n(c.crosses));
        if torch_free && n(c.torches) > 0.0 {
            total += TORCH;
        }
    }
    if let Choice::Keep(kept) = p.choice {
        total += kept.iter().map(|&c| card_credit(c, 0)).sum::<f64>();
    }
    total
}

/// Every seat's standing, in seat order, each as its own view shows it.
pub(crate) fn standings(game: &Pyramids) -> Vec<f64> {
    (0..game.player_count())
        .map(|s| standing(game, Seat(s as u8)))
        .collect()
}
