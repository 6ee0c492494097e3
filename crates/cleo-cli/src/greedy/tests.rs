//! The greedy player beats random players in every game, decides alike for a seed, and reads only
//! what its seat may see.

use tabletop::testing::{hidden_facts_differ, random_positions};
use tabletop::{GameRng, Rules, Seat};

use super::greedy_decide;
use crate::arena::{play_match, Player};

/// Games won by the greedy player in `games` seeded two-player games against a random player,
/// seats alternating (a shared win counts its share).
fn wins_against_random<G: Rules>(config: &G::Config, games: u64) -> f64 {
    (0..games)
        .map(|g| {
            let players = if g % 2 == 0 {
                [Player::Greedy, Player::Random]
            } else {
                [Player::Random, Player::Greedy]
            };
            let m = play_match::<G>(config, &players, 100 + g);
            let share = 1.0 / m.winners.len().max(1) as f64;
            m.winners
                .iter()
                .filter(|w| players[w.index()] == Player::Greedy)
                .count() as f64
                * share
        })
        .sum()
}

#[test]
fn greedy_beats_random_players_at_cleopatra() {
    let won = wins_against_random::<cleopatra::Position>(&cleopatra::Config::with_players(2), 20);
    assert!(won >= 17.0, "greedy won {won} of 20 against random players");
}

#[test]
fn greedy_beats_random_players_at_imhotep() {
    let won = wins_against_random::<imhotep::Imhotep>(&imhotep::Config::with_players(2), 20);
    assert!(won >= 17.0, "greedy won {won} of 20 against random players");
}

#[test]
fn greedy_beats_random_players_at_pyramids() {
    let won = wins_against_random::<pyramids::Pyramids>(&pyramids::Config::with_players(2), 20);
    assert!(won >= 17.0, "greedy won {won} of 20 against random players");
}

#[test]
fn greedy_beats_random_players_at_mausoleum() {
    let won = wins_against_random::<mausoleum::Mausoleum>(&mausoleum::Config::with_players(2), 20);
    assert!(won >= 15.0, "greedy won {won} of 20 against random players");
}

/// Over random positions: a twin with the same view for the seat but other hidden facts gets the
/// same decision; the decision is whole and applies; the same seed decides alike.
fn check_fair<G: Rules>(config: G::Config, games: u64, length: u32) {
    let positions = random_positions::<G>(&config, games, length, 0x6eed);
    assert!(positions.len() as u64 > games * 3 / 4, "too few positions");
    let mut hidden_differs = 0;
    for (i, (game, seat)) in positions.iter().enumerate() {
        let seed = 500 + i as u64;
        let twin = game.determinize(*seat, &mut GameRng::new(seed ^ 0x7717));
        assert_eq!(twin.view(Some(*seat)), game.view(Some(*seat)));
        if hidden_facts_differ(game, &twin) {
            hidden_differs += 1;
        }
        let mine = greedy_decide(game, *seat, seed).expect("a decision");
        let theirs = greedy_decide(&twin, *seat, seed).expect("a decision");
        assert_eq!(
            mine, theirs,
            "position {i}: {seat} decided differently on hidden facts it cannot see"
        );
        assert_eq!(greedy_decide(game, *seat, seed).as_ref(), Some(&mine));
        let mut after = game.clone();
        after
            .apply(*seat, &mine)
            .unwrap_or_else(|e| panic!("position {i}: {mine:?} refused: {e:?}"));
        assert!(
            !after.mid_decision(*seat),
            "position {i}: a decision left half made"
        );
    }
    assert!(
        hidden_differs * 2 > positions.len(),
        "most twins should hide other facts ({hidden_differs} of {})",
        positions.len()
    );
}

#[test]
fn cleopatra_greedy_reads_only_the_seats_view() {
    for players in 2..=4 {
        check_fair::<cleopatra::Position>(cleopatra::Config::with_players(players), 30, 300);
    }
}

#[test]
fn imhotep_greedy_reads_only_the_seats_view() {
    for players in 2..=4 {
        check_fair::<imhotep::Imhotep>(imhotep::Config::with_players(players), 30, 110);
    }
}

#[test]
fn pyramids_greedy_reads_only_the_seats_view() {
    for players in 2..=4 {
        check_fair::<pyramids::Pyramids>(pyramids::Config::with_players(players), 30, 60);
    }
}

#[test]
fn mausoleum_greedy_reads_only_the_seats_view() {
    for players in 2..=4 {
        check_fair::<mausoleum::Mausoleum>(mausoleum::Config::with_players(players), 30, 40);
    }
}

#[test]
fn a_whole_game_of_greedy_players_replays_alike() {
    let config = imhotep::Config::with_players(3);
    let players = [Player::Greedy; 3];
    let a = play_match::<imhotep::Imhotep>(&config, &players, 7);
    let b = play_match::<imhotep::Imhotep>(&config, &players, 7);
    assert_eq!(a.winners, b.winners);
    let config = cleopatra::Config::with_players(2);
    let players = [Player::Greedy, Player::Random];
    let a = play_match::<cleopatra::Position>(&config, &players, 3);
    let b = play_match::<cleopatra::Position>(&config, &players, 3);
    assert_eq!(a.winners, b.winners);
}

#[test]
fn a_seat_with_nothing_to_decide_gets_no_decision() {
    let game = imhotep::Imhotep::deal(imhotep::Config::with_players(3), 5).unwrap();
    let waiting = (0..3)
        .map(Seat)
        .find(|&s| !game.deciders().includes(s))
        .unwrap();
    assert_eq!(greedy_decide(&game, waiting, 1), None);
}
