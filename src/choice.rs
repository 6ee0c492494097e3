//! What the player is in the middle of choosing on screen, and the core's legal actions sorted
//! for display. No Yew here, so it tests natively. Nothing here decides a rule: every option comes
//! from [`cleopatra::Game::legal_actions`].

use cleopatra::{
    Action, Area, Cards, Category, Payment, Pentomino, Piece, Placement, Square, GARDEN_SIZE,
};

/// The choice in progress; it belongs to one moment of the game and is dropped when the game moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Choice {
    /// Length of the game's history when this choice began.
    pub at: usize,
    /// The category picked in the quarry.
    pub category: Option<Category>,
    /// The piece and place picked.
    pub piece: Option<Piece>,
    /// Index of the payment picked among [`payments_for`].
    pub payment: usize,
    /// Cards the player adds on top of that payment (overpaying, to empty a hand): see [`overpaid`].
    pub extra: Cards,
    /// The mosaic ghost's orientation, 0..8.
    pub orientation: u8,
    /// The garden square under the pointer or keyboard cursor.
    pub cursor: Option<Square>,
}

impl Choice {
    /// A fresh choice for the moment `at`.
    pub fn new(at: usize) -> Choice {
        Choice {
            at,
            ..Choice::default()
        }
    }

    /// This choice if it still belongs to the moment `at`, else a fresh one.
    pub fn current(self, at: usize) -> Choice {
        if self.at == at {
            self
        } else {
            Choice::new(at)
        }
    }
}

/// The distinct pieces of `category` that some legal build places, in listing order.
pub fn pieces_for(legal: &[Action], category: Category) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    for a in legal {
        if let Action::Build { piece, .. } = a {
            if piece.category() == category && !out.contains(piece) {
                out.push(*piece);
            }
        }
    }
    out
}

/// Whether any legal build is of `category`.
pub fn can_build(legal: &[Action], category: Category) -> bool {
    legal
        .iter()
        .any(|a| matches!(a, Action::Build { piece, .. } if piece.category() == category))
}

/// The legal payments for `piece`, cheapest first: fewest tainted cards (each costs an amulet),
/// then fewest cards. For a mosaic, any placement's payments (they do not depend on the place).
pub fn payments_for(legal: &[Action], piece: &Piece) -> Vec<Payment> {
    let same = |p: &Piece| match (p, piece) {
        (Piece::Mosaic { .. }, Piece::Mosaic { .. }) => true,
        _ => p == piece,
    };
    let mut out: Vec<Payment> = Vec::new();
    for a in legal {
        if let Action::Build { piece: p, payment } = a {
            if same(p) && !out.contains(payment) {
                out.push(*payment);
            }
        }
    }
    out.sort_by_key(|p| (p.cards.tainted(), p.cards.total()));
    out
}

/// The cards of `hand` left beside `payment`: what may go on top of it (none of a kind the payment
/// takes more of than the hand holds).
pub fn beside(hand: &Cards, payment: &Payment) -> Cards {
    let mut left = *hand;
    for (have, paid) in left.0.iter_mut().zip(payment.cards.0) {
        *have = have.saturating_sub(paid);
    }
    left
}

/// Those of the `extra` cards the hand still holds beside `payment`.
pub fn on_top(payment: &Payment, hand: &Cards, extra: &Cards) -> Cards {
    let left = beside(hand, payment);
    let mut top = *extra;
    for (want, have) in top.0.iter_mut().zip(left.0) {
        *want = (*want).min(have);
    }
    top
}

/// `payment` with the `extra` cards the hand still holds beside it on top. The rulebook lets a
/// player overpay; the extra cards are discarded with the payment for nothing.
pub fn overpaid(payment: Payment, hand: &Cards, extra: &Cards) -> Payment {
    let mut paid = payment;
    paid.cards.add_all(&on_top(&payment, hand, extra));
    paid
}

/// The squares a mosaic laid by some legal build would cover.
pub fn legal_mosaic_areas(legal: &[Action], tile: Pentomino) -> Vec<Area> {
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Build {
                piece: Piece::Mosaic { placement },
                ..
            } => placement.area(tile),
            _ => None,
        })
        .fold(Vec::new(), |mut out, area| {
            if !out.contains(&area) {
                out.push(area);
            }
            out
        })
}

/// The mosaic ghost: `tile` turned to `orientation`, centred on `cursor` as far as the garden
/// allows. `None` without a cursor.
pub fn ghost(
    tile: Pentomino,
    orientation: u8,
    cursor: Option<Square>,
) -> Option<(Placement, Area)> {
    let cursor = cursor?;
    let shape = Placement {
        orientation,
        x: 0,
        y: 0,
    }
    .area(tile)?;
    let width = shape.squares().map(|s| s.x).max()? + 1;
    let height = shape.squares().map(|s| s.y).max()? + 1;
    let x = cursor.x.saturating_sub(width / 2).min(GARDEN_SIZE - width);
    let y = cursor
        .y
        .saturating_sub(height / 2)
        .min(GARDEN_SIZE - height);
    let placement = Placement { orientation, x, y };
    placement.area(tile).map(|area| (placement, area))
}

/// The next orientation after a quarter turn, keeping the flip.
pub fn rotated(orientation: u8) -> u8 {
    (orientation / 4) * 4 + (orientation + 1) % 4
}

/// The orientation after turning the tile over.
pub fn flipped(orientation: u8) -> u8 {
    (orientation + 4) % 8
}

#[cfg(test)]
mod tests {
    use cleopatra::{Config, Game};

    use super::*;

    #[test]
    fn the_ghost_stays_inside_the_garden_and_covers_five_squares() {
        for tile in Pentomino::ALL {
            for orientation in 0..8 {
                for (x, y) in [(0, 0), (8, 8), (4, 4), (0, 8)] {
                    let (_, area) = ghost(tile, orientation, Some(Square { x, y }))
                        .expect("a ghost near any square");
                    assert_eq!(area.len(), 5);
                }
            }
        }
        assert_eq!(ghost(Pentomino::X, 0, None), None);
    }

    #[test]
    fn turning_keeps_the_flip_and_flipping_keeps_the_turn() {
        assert_eq!(rotated(3), 0);
        assert_eq!(rotated(7), 4);
        assert_eq!(flipped(1), 5);
        assert_eq!(flipped(5), 1);
    }

    #[test]
    fn extra_cards_go_on_top_as_far_as_the_hand_holds_them() {
        use cleopatra::{Card, Resource};
        let wood = Card::Standard(Resource::Wood);
        let hand = Cards::from_cards([Card::Artisan, wood, wood, wood, Card::Cave]);
        let payment = Payment {
            cards: Cards::from_cards([Card::Artisan, wood, wood]),
            ..Payment::default()
        };
        assert_eq!(
            beside(&hand, &payment),
            Cards::from_cards([wood, Card::Cave])
        );
        // Two more wood asked, one held: one goes on top; the cave too.
        let extra = Cards::from_cards([wood, wood, Card::Cave]);
        assert_eq!(
            overpaid(payment, &hand, &extra).cards,
            Cards::from_cards([Card::Artisan, wood, wood, wood, Card::Cave])
        );
        assert_eq!(overpaid(payment, &hand, &Cards::EMPTY), payment);
    }

    #[test]
    fn payments_come_cheapest_first_and_every_one_is_legal() {
        // Play random games and check the sorting on every build choice met.
        let mut game = Game::new(Config::with_players(3), 99).unwrap();
        let mut checked = 0;
        while !game.is_over() && checked < 200 {
            let legal = game.legal_actions();
            for category in Category::ALL {
                for piece in pieces_for(&legal, category) {
                    let pays = payments_for(&legal, &piece);
                    assert!(!pays.is_empty());
                    assert!(pays
                        .windows(2)
                        .all(|w| w[0].cards.tainted() <= w[1].cards.tainted()));
                    for payment in pays {
                        let a = Action::Build { piece, payment };
                        assert!(game.check(&a).is_ok(), "{a}");
                    }
                    checked += 1;
                }
            }
            game.apply(legal[legal.len() - 1]).unwrap();
        }
        assert!(checked > 20, "only {checked} build choices met");
    }
}
