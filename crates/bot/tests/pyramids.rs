//! The computer opponents at Silver & Gold: Pyramids: decisions read only the seat's view (a
//! twin position with other hidden facts decides alike), and even the easy level beats random
//! players.

use bot::{decide, Budget, Level};
use pyramids::{Config, Pyramids};
use tabletop::testing::play_random;
use tabletop::{Deciders, GameRng, Rules, Seat};

#[test]
fn pyramids_decisions_read_only_the_seats_view() {
    let budget = Budget {
        iterations: 40,
        ..Budget::default()
    };
    for g in 0..24u64 {
        let players = 2 + (g % 3) as usize;
        let game = Pyramids::deal(Config::with_players(players), g).unwrap();
        let mut rng = GameRng::new(g ^ 0xfa1e);
        let steps = rng.below(150) as usize;
        let game = play_random(game, &mut rng, steps, |_, _, _, _| {});
        let seat = match game.deciders() {
            Deciders::Nobody => continue,
            Deciders::Seat(s) => s,
            Deciders::Secretly(seats) => seats[rng.below(seats.len() as u32) as usize],
        };
        let twin = game.determinize(seat, &mut GameRng::new(g ^ 0x7717));
        assert_eq!(twin.view(Some(seat)), game.view(Some(seat)));
        let mine = decide(&game, seat, &budget, g).expect("a decision");
        let theirs = decide(&twin, seat, &budget, g).expect("a decision");
        assert_eq!(mine, theirs, "game {g}: decided on hidden facts");
        let mut after = game.clone();
        after.apply(seat, &mine.action).expect("a listed action");
    }
}

#[test]
fn even_the_easy_level_beats_random_players_at_pyramids() {
    let games = 8u64;
    let won = (0..games)
        .filter(|&g| {
            let mut game = Pyramids::deal(Config::with_players(2), g).unwrap();
            let me = Seat((g % 2) as u8);
            let mut rng = GameRng::new(g);
            let mut n = 0;
            while let Some(seat) = game.deciders().first() {
                let action = if seat == me {
                    decide(&game, seat, &Level::Easy.budget(), g * 1000 + n)
                        .unwrap()
                        .action
                } else {
                    let mut listed = game.legal_actions(seat);
                    listed.swap_remove(rng.below(listed.len() as u32) as usize)
                };
                game.apply(seat, &action).expect("a listed action applies");
                n += 1;
            }
            game.outcome().unwrap().winners.contains(&me)
        })
        .count();
    assert!(
        won >= 7,
        "easy won {won} of {games} games against a random player"
    );
}
