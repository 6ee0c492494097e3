//! What the player is in the middle of choosing on screen, and the core's options sorted for
//! display. No Yew here, so it tests natively. Nothing here decides a rule: every option comes
//! from [`cleopatra::Game::options`], the core's short listing (a build as a payment for its
//! category, the places being [`cleopatra::Game::places`]).

use cleopatra::{
    Action, Area, Cards, Category, Game, Payment, Pentomino, Piece, Placement, Square, GARDEN_SIZE,
};

/// The choice in progress; it belongs to one moment of the game and is dropped when the game moves
/// (the screen keeps it with `table_ui::hooks::use_choosing`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Choice {
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
    /// Whether the ghost was put there by a tap, a click or the keys (a preview waiting to be
    /// confirmed): a hovering mouse no longer moves it.
    pub pinned: bool,
    /// The Cult of Sobek: the sanctuary a statue is being paid for.
    pub statue: Option<u8>,
}

/// The places a piece of `category` may be built on now: all its free places when some payment
/// is listed for it, none otherwise.
pub fn pieces_for(game: &Game, options: &[Action], category: Category) -> Vec<Piece> {
    if can_build(options, category) {
        game.places(category)
    } else {
        Vec::new()
    }
}

/// Whether some payment for `category` is listed.
pub fn can_build(options: &[Action], category: Category) -> bool {
    options
        .iter()
        .any(|a| matches!(a, Action::PayFor { category: c, .. } if *c == category))
}

/// The listed payments for `piece` (those of its category), cheapest first: fewest tainted cards
/// (each costs an amulet), then fewest cards.
pub fn payments_for(options: &[Action], piece: &Piece) -> Vec<Payment> {
    let mut out: Vec<Payment> = options
        .iter()
        .filter_map(|a| match a {
            Action::PayFor { category, payment } if *category == piece.category() => Some(*payment),
            _ => None,
        })
        .collect();
    tabletop::sort_small_by_key(&mut out, |p| (p.cards.tainted(), p.cards.total()));
    out
}

/// The listed payments for a Sobek statue at `sanctuary`, cheapest first.
pub fn statue_payments(options: &[Action], sanctuary: u8) -> Vec<Payment> {
    let mut out: Vec<Payment> = options
        .iter()
        .filter_map(|a| match a {
            Action::BuildStatue {
                sanctuary: s,
                payment,
            } if *s == sanctuary => Some(*payment),
            _ => None,
        })
        .collect();
    tabletop::sort_small_by_key(&mut out, |p| (p.cards.tainted(), p.cards.total()));
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

/// The squares the top mosaic may cover now: every free place's, when it can be paid for.
pub fn legal_mosaic_areas(game: &Game, options: &[Action], tile: Pentomino) -> Vec<Area> {
    pieces_for(game, options, Category::Mosaics)
        .into_iter()
        .filter_map(|piece| match piece {
            Piece::Mosaic { placement } => placement.area(tile),
            _ => None,
        })
        .collect()
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

/// What a tap on a garden square does while a mosaic is laid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MosaicTap {
    /// Preview the tile there (the ghost pinned to that square), building nothing yet.
    Preview(Square),
    /// Lay the previewed tile: the tap fell on the pinned ghost, at a legal place.
    Confirm(Placement),
}

/// A tap on `square`: the first shows where the tile would land; a second on the pinned, legal
/// ghost (or on the same square again: a tile's middle square may be outside its shape) lays it
/// there. A touch player sees the place and the turn before anything is paid.
pub fn mosaic_tap(
    tile: Pentomino,
    orientation: u8,
    cursor: Option<Square>,
    pinned: bool,
    legal: &[Area],
    square: Square,
) -> MosaicTap {
    match ghost(tile, orientation, cursor) {
        Some((placement, area))
            if pinned
                && (area.contains(square) || cursor == Some(square))
                && legal.contains(&area) =>
        {
            MosaicTap::Confirm(placement)
        }
        _ => MosaicTap::Preview(square),
    }
}

/// Where the ghost's cursor goes to show `tile` laid at `placement`, turned as it is.
pub fn cursor_for(tile: Pentomino, placement: Placement) -> Option<Square> {
    let shape = Placement {
        x: 0,
        y: 0,
        ..placement
    }
    .area(tile)?;
    let width = shape.squares().map(|s| s.x).max()? + 1;
    let height = shape.squares().map(|s| s.y).max()? + 1;
    Some(Square {
        x: placement.x + width / 2,
        y: placement.y + height / 2,
    })
}

/// A tap on `square` while a hint shows where the tile goes (`hinted`): on the hinted place,
/// the ghost is pinned there, turned as the hint turns it (orientation and cursor), unless it
/// already is (a second tap then lays it, as [`mosaic_tap`] says).
pub fn hinted_tap(
    tile: Pentomino,
    hinted: Placement,
    shown: Option<(Placement, bool)>,
    square: Square,
) -> Option<(u8, Square)> {
    let area = hinted.area(tile)?;
    (area.contains(square) && shown != Some((hinted, true)))
        .then(|| cursor_for(tile, hinted).map(|c| (hinted.orientation, c)))
        .flatten()
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
    fn the_first_tap_previews_and_a_second_on_the_legal_ghost_confirms() {
        let tile = Pentomino::X;
        let square = Square { x: 4, y: 4 };
        let (placement, area) = ghost(tile, 0, Some(square)).unwrap();
        let legal = [area];
        // Hovering put the ghost there, but nothing was tapped yet: a tap only pins it.
        assert_eq!(
            mosaic_tap(tile, 0, Some(square), false, &legal, square),
            MosaicTap::Preview(square)
        );
        // Pinned and legal: a tap anywhere on it lays it where it is shown.
        let arm = Square { x: 4, y: 5 };
        assert_eq!(
            mosaic_tap(tile, 0, Some(square), true, &legal, arm),
            MosaicTap::Confirm(placement)
        );
        // A tap off the ghost moves the preview; a pinned ghost at an illegal place never lays.
        let away = Square { x: 0, y: 0 };
        assert_eq!(
            mosaic_tap(tile, 0, Some(square), true, &legal, away),
            MosaicTap::Preview(away)
        );
        assert_eq!(
            mosaic_tap(tile, 0, Some(square), true, &[], square),
            MosaicTap::Preview(square)
        );
        // A tile's middle square may be outside its shape (the U's notch, the L's bend): a
        // second tap on the same square lays it too.
        let squares = (0..9).flat_map(|y| (0..9).map(move |x| Square { x, y }));
        let (tile, o, cursor, placement, area) = Pentomino::ALL
            .into_iter()
            .flat_map(|t| (0..8).map(move |o| (t, o)))
            .flat_map(|(t, o)| squares.clone().map(move |s| (t, o, s)))
            .find_map(|(t, o, s)| {
                let (placement, area) = ghost(t, o, Some(s))?;
                (!area.contains(s)).then_some((t, o, s, placement, area))
            })
            .expect("a ghost that leaves its cursor square uncovered");
        assert_eq!(
            mosaic_tap(tile, o, Some(cursor), true, &[area], cursor),
            MosaicTap::Confirm(placement)
        );
    }

    #[test]
    fn a_tap_on_the_hinted_place_shows_the_tile_there_turned_as_the_hint_says() {
        let squares = || (0..9).flat_map(|y| (0..9).map(move |x| Square { x, y }));
        for tile in Pentomino::ALL {
            for orientation in 0..8 {
                for at in squares() {
                    let hinted = Placement {
                        orientation,
                        x: at.x,
                        y: at.y,
                    };
                    let Some(area) = hinted.area(tile) else {
                        continue;
                    };
                    if area
                        .squares()
                        .any(|s| s.x >= GARDEN_SIZE || s.y >= GARDEN_SIZE)
                    {
                        continue;
                    }
                    let inside = area.squares().next().unwrap();
                    // Shown elsewhere (or turned otherwise): the tap pins the hinted placement.
                    let (o, cursor) = hinted_tap(tile, hinted, None, inside).expect("on the place");
                    assert_eq!(ghost(tile, o, Some(cursor)).map(|(p, _)| p), Some(hinted));
                    // Already pinned there: the tap is the second one, which lays it.
                    assert_eq!(hinted_tap(tile, hinted, Some((hinted, true)), inside), None);
                }
            }
        }
        // Off the hinted place, a tap is an ordinary one.
        let hinted = Placement {
            orientation: 0,
            x: 0,
            y: 0,
        };
        assert_eq!(
            hinted_tap(Pentomino::X, hinted, None, Square { x: 8, y: 8 }),
            None
        );
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
    fn payments_come_cheapest_first_and_the_screen_offers_every_build() {
        // Play random games and check the sorting on every build choice met, and that the pieces
        // and payments offered make exactly the builds of the core's whole listing.
        let mut game = Game::new(Config::with_players(3), 99).unwrap();
        let mut checked = 0;
        let key = |a: &Action| format!("{a:?}");
        while !game.is_over() && checked < 200 {
            let legal = game.legal_actions();
            let options = game.options();
            let mut offered = Vec::new();
            for category in Category::ALL {
                for piece in pieces_for(&game, &options, category) {
                    let pays = payments_for(&options, &piece);
                    assert!(!pays.is_empty());
                    assert!(pays
                        .windows(2)
                        .all(|w| w[0].cards.tainted() <= w[1].cards.tainted()));
                    for payment in pays {
                        let a = Action::Build { piece, payment };
                        assert!(game.check(&a).is_ok(), "{a}");
                        offered.push(a);
                    }
                    checked += 1;
                }
            }
            let mut whole: Vec<Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::Build { .. }))
                .copied()
                .collect();
            whole.sort_by_key(key);
            offered.sort_by_key(key);
            assert_eq!(offered, whole);
            game.apply(legal[legal.len() - 1]).unwrap();
        }
        assert!(checked > 20, "only {checked} build choices met");
    }
}
