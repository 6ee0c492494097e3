//! Saves: round trips, refusals with their action number, foreign and newer saves, and a golden
//! 4-player game.

use mausoleum::{
    load, new_save, read_save, replay, Action, Card, Config, FinalLap, GameRng, LoadError,
    Mausoleum, Refusal,
};
use tabletop::EnvelopeError;

/// The golden game's configuration: 4 players, Ana to Davi, the defaults of the day it was
/// recorded, when the game ended after one more turn each: the save carries it, so it replays as
/// it was played.
fn golden_config() -> Config {
    Config {
        players: vec!["Ana".into(), "Bruno".into(), "Carla".into(), "Davi".into()],
        final_lap: FinalLap::OneTurnEach,
        ..Config::default()
    }
}

/// Plays a game from `config` and `seed` with seeded random choices that favour building,
/// returning the actions.
fn random_actions(config: &Config, seed: u64) -> (Mausoleum, Vec<Action>) {
    let mut game = Mausoleum::new(config.clone(), seed).unwrap();
    let mut rng = GameRng::new(seed ^ 0xabcdef);
    let mut actions = Vec::new();
    while let Some(seat) = game.to_move() {
        let legal = game.legal_actions(seat);
        // Builders: a construction card or a Mausolus when there is one, so sets get made.
        let build: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Play { card } if card.is_construction() || *card == Card::Mausolus))
            .collect();
        let a = if !build.is_empty() && rng.below(4) != 0 {
            build[rng.below(build.len() as u32) as usize]
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        game.apply(seat, &a).unwrap();
        actions.push(a);
    }
    (game, actions)
}

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/golden-4p.json");
const GOLDEN_SEED: u64 = 20_241_124;
/// The golden game's final scores (Ana, Bruno, Carla, Davi): Carla alone completes a set.
const GOLDEN_SCORES: [i64; 4] = [0, 0, 8, 0];

#[test]
fn golden_game_loads_and_scores() {
    if std::env::var_os("MAUSOLEUM_WRITE_GOLDEN").is_some() {
        let (_, actions) = random_actions(&golden_config(), GOLDEN_SEED);
        let save = new_save(golden_config(), GOLDEN_SEED, actions);
        std::fs::write(GOLDEN, save.to_json() + "\n").unwrap();
    }
    let text = std::fs::read_to_string(GOLDEN).expect("the golden save");
    let game = load(&text).unwrap_or_else(|e| panic!("golden save: {e}"));
    assert!(game.is_over());
    let outcome = tabletop::Rules::outcome(&game).unwrap();
    assert_eq!(outcome.scores.0, GOLDEN_SCORES);
    assert_eq!(outcome.winners, [mausoleum::Seat(2)]);
    assert_eq!(game.score(mausoleum::Seat(2)).sets, 1);
    assert_eq!(game.pile_len(), 0);
    // The save replays to the same position as playing its actions.
    let save = read_save(&text).unwrap();
    assert_eq!(save.config, golden_config());
    let (played, actions) = random_actions(&golden_config(), GOLDEN_SEED);
    assert_eq!(save.actions, actions);
    assert_eq!(played, game);
}

#[test]
fn saves_round_trip() {
    let config = Config {
        react_from_hand: true,
        ..Config::with_players(3)
    };
    let (game, actions) = random_actions(&config, 4);
    let text = new_save(config.clone(), 4, actions.clone()).to_json();
    assert_eq!(load(&text).unwrap(), game);
    // Half a game loads too, to the same position as playing half.
    let half = &actions[..actions.len() / 2];
    let mut played = Mausoleum::new(config.clone(), 4).unwrap();
    for a in half {
        played.apply(played.to_move().unwrap(), a).unwrap();
    }
    let text = new_save(config, 4, half.to_vec()).to_json();
    assert_eq!(load(&text).unwrap(), played);
}

#[test]
fn the_first_illegal_action_is_named() {
    let config = Config::with_players(2);
    let (_, mut actions) = random_actions(&config, 9);
    // A Discard is not legal while a turn's play is awaited.
    let mut early = Mausoleum::new(config.clone(), 9).unwrap();
    for a in &actions[..3] {
        early.apply(early.to_move().unwrap(), a).unwrap();
    }
    let refusal = early
        .check(
            early.to_move().unwrap(),
            &Action::Discard {
                card: mausoleum::Card::Mausolus,
            },
        )
        .unwrap_err();
    actions.insert(
        3,
        Action::Discard {
            card: mausoleum::Card::Mausolus,
        },
    );
    let err = replay(&new_save(config.clone(), 9, actions.clone())).unwrap_err();
    assert_eq!(
        err,
        LoadError::Action {
            number: 4,
            action: Action::Discard {
                card: mausoleum::Card::Mausolus
            },
            refusal
        }
    );
    // An action after the end.
    actions.remove(3);
    actions.push(Action::Pass);
    let n = actions.len();
    let err = replay(&new_save(config, 9, actions)).unwrap_err();
    assert_eq!(
        err,
        LoadError::Action {
            number: n,
            action: Action::Pass,
            refusal: Refusal::GameOver
        }
    );
}

#[test]
fn foreign_newer_and_broken_saves_are_refused() {
    let text = new_save(Config::with_players(2), 1, vec![]).to_json();
    let other = text.replace("\"mausoleum\"", "\"cleopatra\"");
    assert_eq!(
        load(&other).unwrap_err(),
        LoadError::Envelope(EnvelopeError::OtherGame("cleopatra".into()))
    );
    let newer = text.replace("\"format\": 1", "\"format\": 2");
    assert_ne!(newer, text);
    assert_eq!(
        load(&newer).unwrap_err(),
        LoadError::Envelope(EnvelopeError::Format(2))
    );
    assert!(matches!(
        load("{ not json").unwrap_err(),
        LoadError::Envelope(EnvelopeError::Json(_))
    ));
    let bad_config = text.replace("\"Player 2\"", "\"Player 2\", \"3\", \"4\", \"5\"");
    assert!(matches!(
        load(&bad_config).unwrap_err(),
        LoadError::Config(mausoleum::ConfigError::PlayerCount(5))
    ));
}
