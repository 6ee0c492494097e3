//! Imhotep's evaluation ([`tabletop::Rules::standings`]), shared by the greedy baseline player and the
//! computer opponents' search: points so far, what the final scoring would give now (burial chamber,
//! obelisks, statues, decorations, blue cards), the Temple's visible stones at the round's end,
//! and a little for stones on their way (on ships, on the sled, at the Market for a card).

use tabletop::Seat;

use crate::card::{CardColor, Site};
use crate::game::Imhotep;

/// A stone of one's own on a ship that has not sailed: it will land somewhere.
const ON_SHIP: f64 = 1.5;
/// A stone of one's own delivered to the Market, or about to be: a card to come.
const AT_MARKET: f64 = 2.0;
/// A stone on the sled, ready to load.
const ON_SLED: f64 = 0.2;
/// A blue card's use as an action, on top of the point it scores unused.
const BLUE_USE: f64 = 1.0;
/// A visible Temple stone: a point at the round's end.
const TEMPLE_TOP: f64 = 1.0;

/// Every seat's standing, in seat order: points so far and to come, blue cards, stones on their way.
pub(crate) fn standings(game: &Imhotep) -> Vec<f64> {
    {
        let n = game.player_count();
        if game.is_over() {
            return (0..n)
                .map(|s| f64::from(game.score(Seat(s as u8))))
                .collect();
        }
        let preview = game.final_points();
        let view = game.view(None);
        let last_round = view.round >= view.rounds;
        let mut out: Vec<f64> = (0..n)
            .map(|s| {
                let seat = Seat(s as u8);
                let later: i32 = preview.iter().map(|row| row[s]).sum();
                let blue = game
                    .cards(seat)
                    .iter()
                    .filter(|(c, _)| c.color() == CardColor::Blue)
                    .map(|(_, k)| f64::from(k))
                    .sum::<f64>();
                let sled = if last_round { 0.1 } else { ON_SLED };
                f64::from(game.score(seat))
                    + f64::from(later)
                    + BLUE_USE * blue
                    + sled * f64::from(game.sled(seat))
            })
            .collect();
        // Stones still on a ship: sailing, or docked and waiting to be unloaded.
        for ship in &view.ships {
            let worth = if ship.docked == Some(Site::Market) {
                AT_MARKET
            } else {
                ON_SHIP
            };
            for owner in ship.slots.iter().flatten() {
                out[owner.index()] += worth;
            }
        }
        if let Some(owner) = view.market.stone {
            out[owner.index()] += AT_MARKET;
        }
        for column in &view.temple.columns {
            if let Some(top) = column.last() {
                out[top.index()] += TEMPLE_TOP;
            }
        }
        out
    }
}
