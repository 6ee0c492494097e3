//! Saves replay to the same game, and broken saves are refused with the action and the reason.

use cleopatra::{Action, Config, Game, GameRng, LoadError, RuleError, Save};

/// Plays up to `n` random legal actions, stopping at the end of the game.
fn play(game: &mut Game, rng: &mut GameRng, n: u32) {
    for _ in 0..n {
        if game.is_over() {
            break;
        }
        let actions = game.legal_actions();
        game.apply(actions[rng.below(actions.len() as u32) as usize])
            .unwrap();
    }
}

#[test]
fn save_then_load_gives_the_same_state_at_random_points() {
    for seed in 0..40u64 {
        let players = 2 + (seed % 3) as usize;
        let mut game = Game::new(Config::with_players(players), seed).unwrap();
        let mut rng = GameRng::new(seed + 99);
        let stop = rng.below(300);
        play(&mut game, &mut rng, stop);
        let json = game.save().to_json();
        let loaded = Save::load(&json).unwrap();
        assert_eq!(loaded, game, "seed {seed}");
        assert_eq!(loaded.legal_actions(), game.legal_actions());
    }
}

#[test]
fn a_mid_game_position_saved_as_a_start_loads_back() {
    // Random moments of random games taken as start positions (as puzzles and tutorials are), a
    // few actions played on: mosaics and sanctuaries anywhere in the garden travel in the save.
    let (mut tried, mut back_rows) = (0, 0);
    for seed in 0..60u64 {
        let players = 2 + (seed % 3) as usize;
        let mut game = Game::new(Config::with_players(players), seed).unwrap();
        let mut rng = GameRng::new(seed + 7);
        let stop = 60 + rng.below(200);
        play(&mut game, &mut rng, stop);
        // A start position is the start of a turn (a setup holds no turn in progress).
        let game = loop {
            match Game::from_setup(game.setup()) {
                Ok(start) => break Some(start),
                Err(_) if !game.is_over() => play(&mut game, &mut rng, 1),
                Err(_) => break None,
            }
        };
        let Some(mut game) = game else {
            continue;
        };
        play(&mut game, &mut rng, 20);
        tried += 1;
        let json = game.save().to_json();
        let loaded = Save::load(&json).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(loaded, game, "seed {seed}");
        assert_eq!(loaded.legal_actions(), game.legal_actions(), "seed {seed}");
        // The app keeps a save inside its record as a JSON value: the same game comes back.
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(Save::load(&value.to_string()).unwrap(), game, "seed {seed}");
        let start = game.start().expect("a start position");
        if start.board.mosaics.iter().any(|m| m.area.0 >> 64 != 0) {
            back_rows += 1;
        }
    }
    assert!(tried >= 40, "only {tried} positions before the end");
    assert!(
        back_rows >= 10,
        "only {back_rows} positions had a mosaic on the back rows"
    );
}

#[test]
fn broken_saves_are_refused_with_a_reason() {
    let mut game = Game::new(Config::with_players(2), 5).unwrap();
    for _ in 0..10 {
        let a = game.legal_actions()[0];
        game.apply(a).unwrap();
    }
    let mut save = game.save();
    save.actions.insert(3, Action::Offer { scarabs: 1 });
    match Save::load(&save.to_json()) {
        Err(LoadError::Action {
            number: 4,
            error: RuleError::NotNow { .. },
            ..
        }) => {}
        other => panic!("expected action 4 refused, got {other:?}"),
    }
    // The computers' reader refuses the same action for the same reason.
    let text = save.to_json();
    assert_eq!(
        Save::position(&text),
        Save::load(&text).map(Game::into_position)
    );
    let newer = game
        .save()
        .to_json()
        .replace("\"format\":2", "\"format\":3");
    assert_eq!(Save::load(&newer), Err(LoadError::Format(3)));
    assert_eq!(Save::position(&newer), Err(LoadError::Format(3)));
    let other = game
        .save()
        .to_json()
        .replace("\"game\":\"cleopatra\"", "\"game\":\"imhotep\"");
    assert_eq!(
        Save::load(&other),
        Err(LoadError::OtherGame("imhotep".into()))
    );
    assert_eq!(
        Save::position(&other),
        Err(LoadError::OtherGame("imhotep".into()))
    );
    assert!(matches!(Save::load("{ not json"), Err(LoadError::Json(_))));
    let three = game.save().to_json().replace(
        "\"players\":[\"Player 1\",\"Player 2\"]",
        "\"players\":[\"Solo\"]",
    );
    assert!(matches!(Save::load(&three), Err(LoadError::Config(_))));
}

#[test]
fn a_puzzle_position_saves_with_its_start_and_replays() {
    let mut setup = Game::new(Config::with_players(3), 11).unwrap().setup();
    setup.players[0].scarabs = 40;
    let mut game = Game::from_setup(setup).unwrap();
    for _ in 0..6 {
        let a = game.legal_actions()[0];
        game.apply(a).unwrap();
    }
    let loaded = Save::load(&game.save().to_json()).unwrap();
    assert_eq!(loaded, game);
    assert!(loaded.start().is_some());
}

#[test]
fn out_of_range_or_unknown_settings_are_refused() {
    let game = Game::new(Config::with_players(2), 1).unwrap();
    let json = game.save().to_json();
    let huge = json.replace("\"architectBonus\":4", "\"architectBonus\":4294967295");
    assert_ne!(huge, json);
    assert!(matches!(Save::load(&huge), Err(LoadError::Config(_))));
    let typo = json.replace("\"architectBonus\":4", "\"architectBonusPerPiece\":10");
    match Save::load(&typo) {
        Err(LoadError::Json(e)) => assert!(e.contains("architectBonusPerPiece"), "{e}"),
        other => panic!("expected the unknown key to be refused, got {other:?}"),
    }
}

#[test]
fn a_seeded_game_plays_the_same_everywhere() {
    // Golden outcome of `cleo play --players 3 --seed 2024`. It pins the rules, the generator and
    // the order of `legal_actions` (saves store actions, so they do not depend on that order).
    // Change the numbers only for a deliberate change, and say which in the commit.
    let mut game = Game::new(Config::with_players(3), 2024).unwrap();
    let mut chooser = GameRng::new(2024 ^ 0x5eed);
    let mut events = Vec::new();
    while !game.is_over() {
        let actions = game.legal_actions();
        game.apply_legal(
            actions[chooser.below(actions.len() as u32) as usize],
            &mut events,
        );
    }
    let seats = 0..3u8;
    let scarabs: Vec<u32> = seats
        .clone()
        .map(|s| game.player(cleopatra::Seat(s)).scarabs)
        .collect();
    let amulets: Vec<u32> = seats
        .map(|s| game.player(cleopatra::Seat(s)).amulets)
        .collect();
    assert_eq!(
        (scarabs, amulets, game.history().len()),
        (vec![19, 12, 33], vec![8, 0, 11], 199)
    );
}
