//! The greedy player of the spec's §9.5 balance check: it picks the mark that most shortens the path
//! to the tomb, valuing gems, torches, potions and crosses and fearing skulls; it keeps and takes
//! the cards with the shortest paths.

use tabletop::Seat;

use crate::action::Action;
use crate::card::{around, card, Cells};
use crate::game::Pyramids;

/// Cells still to mark, the tomb included, before `marks` reach the tomb of card `number`.
pub fn cells_to_tomb(number: u8, marks: Cells) -> u32 {
    let c = card(number);
    if marks & c.tomb != 0 {
        return 0;
    }
    if marks == 0 {
        return u32::from(c.path_length);
    }
    let mut reached = marks;
    for steps in 1..=25 {
        reached |= around(reached) & !c.walls;
        if reached & c.tomb != 0 {
            return steps;
        }
    }
    99
}

impl Pyramids {
    /// The greedy player's choice for `seat`, if it must decide.
    pub fn greedy_action(&self, seat: Seat) -> Option<Action> {
        let actions = self.legal_actions(seat);
        let p = self.player(seat);
        let value = |a: &Action| -> i32 {
            match *a {
                Action::Keep { cards } => {
                    -(cards
                        .iter()
                        .map(|&c| i32::from(card(c).path_length))
                        .sum::<i32>())
                }
                Action::Take { card: c } => 10 - i32::from(card(c).path_length),
                Action::TakeBlind => 0,
                Action::Pattern { card: number, .. } | Action::Single { card: number, .. } => {
                    let cells = self.action_cells(seat, a).expect("a mark");
                    let marks = p
                        .slots
                        .iter()
                        .flatten()
                        .find(|s| s.card == number)
                        .expect("in play")
                        .marks;
                    let c = card(number);
                    let gain = cells_to_tomb(number, marks) as i32
                        - cells_to_tomb(number, marks | cells) as i32;
                    let n = |m: Cells| (cells & m).count_ones() as i32;
                    let torch = if p.torches & (1 << self.round) == 0 {
                        4 * n(c.torches).min(1)
                    } else {
                        0
                    };
                    let potion = if p.skulls > 0 { 3 * n(c.potions) } else { 0 };
                    let done = if cells & c.tomb != 0 { 6 } else { 0 };
                    10 * gain + 3 * (n(c.red) + n(c.green)) + torch + potion + 3 * n(c.crosses)
                        - 4 * n(c.skulls)
                        + done
                }
            }
        };
        let mut best: Option<(i32, Action)> = None;
        for a in actions {
            let v = value(&a);
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, a));
            }
        }
        best.map(|(_, a)| a)
    }
}
