//! Mausoleum's evaluation ([`tabletop::Rules::standings`]), shared by the greedy baseline player and the
//! computer opponents' search: the game's scoring of the seat's area so far, plus credit for the
//! construction cards toward its next set, the shields lying ready and the cards in hand.

use tabletop::Seat;

use crate::card::Card;
use crate::game::Mausoleum;

/// A construction card in the area that fills a gap of the next set (a set is 8 points, 4 cards).
const TOWARD_SET: f64 = 2.0;
/// A construction card in the area beyond the next set: a spare against attacks.
const SPARE: f64 = 0.3;
/// A shield lying in the area.
const SHIELD: f64 = 2.0;
/// A construction card in hand, ready to play.
const IN_HAND_BUILD: f64 = 0.5;
/// Any other card in hand.
const IN_HAND: f64 = 0.5;

/// Every seat's standing, in seat order.
pub(crate) fn standings(game: &Mausoleum) -> Vec<f64> {
    (0..game.player_count())
        .map(|s| standing(game, Seat(s as u8)))
        .collect()
}

/// One seat's standing: its points, the cards toward its next set, its shields and its hand.
fn standing(game: &Mausoleum, seat: Seat) -> f64 {
    {
        let score = game.score(seat);
        if game.is_over() {
            return f64::from(score.points);
        }
        let area = game.area(seat);
        let sets = score.sets;
        let mut total = f64::from(score.points);
        for kind in Card::CONSTRUCTION {
            let beyond = area.get(kind).saturating_sub(sets);
            if beyond > 0 {
                total += TOWARD_SET + SPARE * f64::from(beyond - 1);
            }
        }
        for shield in [Card::Architects, Card::Sculptors, Card::Protection] {
            total += SHIELD * f64::from(area.get(shield));
        }
        let hand = game.hand(seat);
        for kind in Card::ALL {
            let value = if kind.is_construction() {
                IN_HAND_BUILD
            } else {
                IN_HAND
            };
            total += value * f64::from(hand.get(kind));
        }
        total
    }
}
