//! Rules tests through the public API: the rulebook's worked examples as scenarios, seeded random
//! games checked after every action, and saves.

mod expansions;
mod golden;
mod random_games;
mod saves;
mod scenarios;
mod undo;

use cleopatra::{
    all_fits, Action, Area, Card, Cards, Config, Event, Game, Payment, Pentomino, Piece,
    PlacedMosaic, Resource, Seat, Setup, Square,
};

/// A fresh 3-player position at the start of seat 0's turn, with empty hands, to shape by hand.
pub fn blank(config: Config) -> Setup {
    let mut setup = Game::new(config, 11).expect("valid config").setup();
    for p in setup.players.iter_mut() {
        let hand = std::mem::take(&mut p.hand);
        setup.discard.extend(hand.iter());
    }
    setup.active = Seat(0);
    setup
}

/// Takes one `card` out of the discard pile, or else the deck, so it can be put elsewhere.
pub fn take(setup: &mut Setup, card: Card) {
    if let Some(i) = setup.discard.iter().position(|&c| c == card) {
        setup.discard.remove(i);
    } else {
        let i = setup
            .deck
            .iter()
            .position(|d| d.card == card)
            .expect("card left in the deck");
        setup.deck.remove(i);
    }
}

/// Moves `n` cards of `card` from the discard pile or the deck into `seat`'s hand.
pub fn give(setup: &mut Setup, seat: usize, card: Card, n: u8) {
    for _ in 0..n {
        take(setup, card);
        setup.players[seat].hand.add(card);
    }
}

/// Moves each `(card, n)` into `seat`'s hand, as [`give`] does.
pub fn give_all(setup: &mut Setup, seat: usize, cards: &[(Card, u8)]) {
    for &(card, n) in cards {
        give(setup, seat, card, n);
    }
}

/// Lays `tile` on exactly `squares` in the setup's garden.
pub fn lay(setup: &mut Setup, tile: Pentomino, squares: &[(u8, u8)]) {
    let want = area(squares);
    let fit = all_fits(tile, true)
        .iter()
        .find(|f| f.area == want)
        .expect("the tile has that shape");
    setup.board.mosaic_stack.retain(|&t| t != tile);
    setup.board.mosaics.push(PlacedMosaic {
        tile,
        placement: fit.placement,
        area: want,
        builder: Seat(1),
    });
}

/// The area of some squares.
pub fn area(squares: &[(u8, u8)]) -> Area {
    Area::from_squares(
        &squares
            .iter()
            .map(|&(x, y)| Square { x, y })
            .collect::<Vec<_>>(),
    )
}

/// A payment of these cards.
pub fn pay(cards: &[(Card, u8)]) -> Payment {
    let mut c = Cards::EMPTY;
    for &(card, n) in cards {
        c[card] += n;
    }
    Payment {
        cards: c,
        ..Payment::default()
    }
}

/// The scarabs the `Built` event of `events` reports.
pub fn built_scarabs(events: &[Event]) -> u32 {
    events
        .iter()
        .find_map(|e| match e {
            Event::Built { scarabs, .. } => Some(*scarabs),
            _ => None,
        })
        .expect("a piece was built")
}

/// Builds `piece` with `payment`, panicking with the refusal if it is refused.
pub fn build(game: &mut Game, piece: Piece, payment: Payment) -> Vec<Event> {
    game.apply(Action::Build { piece, payment })
        .unwrap_or_else(|e| panic!("{piece} refused: {e}"))
}

pub use Resource::{Lapis, Marble, Stone, Wood};
