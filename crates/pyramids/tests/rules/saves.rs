//! Saves: the golden save replays to its recorded scores; saves round-trip; bad saves are refused.

use pyramids::{
    load, new_save, read_save, Action, Config, LoadError, Pyramids, Refusal, Rules, Seat,
};

const GOLDEN: &str = include_str!("../data/golden-3p-greedy.json");
/// The golden game's final scores, recorded when it was made.
const GOLDEN_SCORES: [i64; 3] = [109, 107, 105];

fn greedy_game(players: usize, seed: u64) -> (Pyramids, Vec<Action>) {
    let mut config = Config::with_players(players);
    config.players = ["Ana", "Bruno", "Carla", "Davi"][..players]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut g = Pyramids::new(config, seed).unwrap();
    let mut actions = Vec::new();
    while let Some(seat) = g.deciders().first() {
        let a = g.greedy_action(seat).unwrap();
        g.apply(seat, &a).unwrap();
        actions.push(a);
    }
    (g, actions)
}

#[test]
#[ignore]
fn write_golden() {
    let (g, actions) = greedy_game(3, 2026);
    let save = new_save(g.config().clone(), 2026, actions);
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/golden-3p-greedy.json"
    );
    std::fs::write(path, save.to_json() + "\n").unwrap();
    println!("scores {:?}", g.outcome().unwrap().scores);
}

#[test]
fn golden_save_replays_to_its_scores() {
    let game = load(GOLDEN).unwrap();
    let outcome = game.outcome().expect("the golden game is over");
    assert_eq!(outcome.scores.0, GOLDEN_SCORES);
}

#[test]
fn saves_round_trip() {
    let (g, actions) = greedy_game(2, 5);
    let text = new_save(g.config().clone(), 5, actions.clone()).to_json();
    assert_eq!(load(&text).unwrap(), g);
    // Cut short: the same position as playing that far.
    let text = new_save(g.config().clone(), 5, actions[..40].to_vec()).to_json();
    let mut h = Pyramids::new(g.config().clone(), 5).unwrap();
    for a in &actions[..40] {
        let seat = h.deciders().first().unwrap();
        h.apply(seat, a).unwrap();
    }
    assert_eq!(load(&text).unwrap(), h);
}

#[test]
fn bad_saves_are_refused() {
    let foreign = GOLDEN.replacen("\"pyramids\"", "\"imhotep\"", 1);
    assert!(matches!(load(&foreign), Err(LoadError::Envelope(_))));
    let newer = GOLDEN.replacen("\"format\": 1", "\"format\": 99", 1);
    assert!(matches!(load(&newer), Err(LoadError::Envelope(_))));
    let mut save = read_save(GOLDEN).unwrap();
    save.actions.insert(0, Action::TakeBlind);
    match pyramids::replay(&save) {
        Err(LoadError::Action {
            number: 1,
            refusal: Refusal::NotNow { .. },
            ..
        }) => {}
        other => panic!("{other:?}"),
    }
    let _ = Seat(0);
}
