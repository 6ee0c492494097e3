//! Undo: back to the start of the turn, never past a decision that showed something new.

use cleopatra::{
    Action, Card, Config, Game, GameRng, Piece, Resource::*, Revealed, Row, Seat, SobekTile,
    UndoError, WallSlot,
};

use crate::{blank, give_all, pay};

fn builder() -> Game {
    let mut s = blank(Config::with_players(3));
    s.sobek = [
        SobekTile::Architect,
        SobekTile::Beggar,
        SobekTile::Merchant,
        SobekTile::Vizier,
        SobekTile::Foreman,
    ];
    give_all(
        &mut s,
        0,
        &[
            (Card::Artisan, 2),
            (Card::Standard(Stone), 2),
            (Card::Standard(Wood), 1),
            (Card::Standard(Marble), 1),
        ],
    );
    Game::from_setup(s).unwrap()
}

#[test]
fn undo_walks_back_to_the_start_of_the_turn() {
    let start = builder();
    let mut game = start.clone();
    game.apply(Action::ActivateSobek {
        tile: SobekTile::Architect,
    })
    .unwrap();
    let sphinx = pay(&[(Card::Artisan, 1), (Card::Standard(Stone), 2)]);
    game.apply(Action::Build {
        piece: Piece::Sphinx { row: Row::Left },
        payment: sphinx,
    })
    .unwrap();
    let after_sphinx = game.clone();
    let wall = pay(&[
        (Card::Artisan, 1),
        (Card::Standard(Wood), 1),
        (Card::Standard(Marble), 1),
    ]);
    game.apply(Action::Build {
        piece: Piece::Wall { slot: WallSlot::B2 },
        payment: wall,
    })
    .unwrap();
    // The Architect cost 2 scarabs at its place; then 3 + 4 and 3 + 4. Each undo gives back what
    // it took, cards and all.
    assert_eq!(game.player(Seat(0)).scarabs, 5 - 2 + 7 + 7);
    let game = game.undo().unwrap();
    assert_eq!(game, after_sphinx);
    let game = game.undo().unwrap();
    assert_eq!(game.player(Seat(0)).scarabs, 5 - 2);
    assert_eq!(game.player(Seat(0)).hand.total(), 6);
    let game = game.undo().unwrap();
    assert_eq!(game, start);
    assert_eq!(game.undo(), Err(UndoError::TurnStart));
}

#[test]
fn undo_stops_at_cards_drawn() {
    let mut game = builder();
    game.apply(Action::ActivateSobek {
        tile: SobekTile::Beggar,
    })
    .unwrap();
    assert_eq!(game.undo(), Err(UndoError::Revealed(Revealed::CardsDrawn)));

    // Taking a stall draws the refill: no undo. Placing a refill card shows nothing new.
    let mut game = builder();
    game.apply(Action::TakeStall { stall: 0 }).unwrap();
    assert_eq!(game.undo(), Err(UndoError::Revealed(Revealed::CardsDrawn)));
    let after_take = game.clone();
    let refill = game.legal_actions()[0];
    assert!(matches!(refill, Action::RefillStall { .. }), "{refill}");
    game.apply(refill).unwrap();
    assert_eq!(
        game.to_act(),
        Some(Seat(0)),
        "two refill cards are still to place"
    );
    assert_eq!(game.undo().unwrap(), after_take);
}

#[test]
fn an_undone_action_played_again_gives_the_same_game() {
    // Property over seeded random games: whenever undo is allowed, replaying the undone action
    // restores exactly the game it was undone from; the turn's first action never undoes.
    let mut undone = 0;
    for seed in 0..12 {
        let mut game = Game::new(Config::with_players(2 + (seed as usize % 3)), seed).unwrap();
        let mut rng = GameRng::new(seed ^ 0xabc);
        while !game.is_over() {
            let legal = game.legal_actions();
            let a = legal[rng.below(legal.len() as u32) as usize];
            let active = game.active();
            game.apply(a).unwrap();
            match game.undo() {
                Ok(before) => {
                    undone += 1;
                    assert_eq!(before.active(), active);
                    let mut again = before.clone();
                    again.apply(a).unwrap();
                    assert_eq!(again, game, "seed {seed}: undo of {a}");
                }
                Err(UndoError::Revealed(_) | UndoError::TurnStart | UndoError::NotNow) => {}
            }
        }
    }
    assert!(undone > 100, "only {undone} undos were possible");
}
