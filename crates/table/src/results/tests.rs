//! Results as a player would check them after a few games.

use super::*;

/// A saved game of `game` with these seats (name, computer level, score), finished with
/// `winners` (none: still going on), saved at `updated`.
fn record(
    id: &str,
    game: &str,
    seats: &[(&str, Option<&str>, Option<i64>)],
    winners: Option<&[&str]>,
    updated: f64,
) -> Record {
    let names: Vec<&str> = seats.iter().map(|s| s.0).collect();
    let computers: Vec<Option<&str>> = seats.iter().map(|s| s.1).collect();
    let scores: Vec<Option<i64>> = if winners.is_some() {
        seats.iter().map(|s| s.2).collect()
    } else {
        Vec::new()
    };
    let text = serde_json::json!({
        "format": 1, "app": APP_NAME, "id": id, "created": 1.0, "updated": updated,
        "revision": 3, "colours": [], "save": { "game": game, "config": { "players": names } },
        "computers": computers,
        "summary": { "game": game, "names": names, "colours": [], "progress": null,
                     "deciding": null, "winners": winners, "scores": scores },
    })
    .to_string();
    Record::parse(&text).unwrap()
}

/// Ana against an easy computer (won, 31), a normal one (lost, 20), and with Bia against a hard
/// one (Bia won with 40, Ana 25); and a game still going on.
fn three_games() -> Vec<Record> {
    vec![
        record(
            "g1",
            "imhotep",
            &[
                ("Ana", None, Some(31)),
                ("Computer 2", Some("easy"), Some(22)),
            ],
            Some(&["Ana"]),
            100.0,
        ),
        record(
            "g3",
            "imhotep",
            &[
                ("Ana", None, Some(25)),
                ("Bia", None, Some(40)),
                ("Computer 3", Some("hard"), Some(33)),
            ],
            Some(&["Bia"]),
            300.0,
        ),
        record(
            "g2",
            "imhotep",
            &[
                ("Ana", None, Some(20)),
                ("Computer 2", Some("normal"), Some(26)),
            ],
            Some(&["Computer 2"]),
            200.0,
        ),
        record(
            "g4",
            "imhotep",
            &[("Ana", None, None), ("Computer 2", Some("hard"), None)],
            None,
            400.0,
        ),
    ]
}

#[test]
fn three_finished_games_add_up_per_player_and_per_level() {
    let mut results = Results::default();
    assert!(results.sync(&three_games()));
    assert_eq!(results.games.len(), 3, "the game going on has no result");
    let ids: Vec<&str> = results.games.iter().map(|g| g.id.as_str()).collect();
    assert_eq!(ids, ["g1", "g2", "g3"], "oldest first");
    assert_eq!(results.games(), ["imhotep"]);
    assert_eq!(results.names(), ["Ana", "Bia"], "computers are not listed");

    let standings = results.standings("imhotep");
    let ana = &standings[0];
    assert_eq!((ana.name.as_str(), ana.played, ana.won), ("Ana", 3, 1));
    assert_eq!(ana.win_rate(), 33);
    assert_eq!(ana.best(), Some(31));
    assert_eq!(ana.average_tenths(), Some(253));
    assert_eq!(ana.scores, [31, 20, 25], "in the order played");
    let tallies = |s: &PlayerStats| s.against.map(|t| (t.won, t.played));
    assert_eq!(tallies(ana), [(1, 1), (0, 1), (0, 1)]);
    let bia = &standings[1];
    assert_eq!((bia.played, bia.won, bia.win_rate()), (1, 1, 100));
    assert_eq!(tallies(bia), [(0, 0), (0, 0), (1, 1)]);
    assert!(results.standings("pyramids").is_empty());

    assert!(!results.sync(&three_games()), "nothing new the second time");
}

#[test]
fn a_result_outlives_its_saved_game_but_not_a_take_back() {
    let mut results = Results::default();
    results.sync(&three_games());
    // g1 deleted from the saves: its result stays.
    let saved: Vec<Record> = three_games().into_iter().skip(1).collect();
    results.sync(&saved);
    assert_eq!(results.games.len(), 3);
    // g2 taken back from its end: no longer over, so no result.
    let taken_back = record(
        "g2",
        "imhotep",
        &[("Ana", None, None), ("Computer 2", Some("normal"), None)],
        None,
        250.0,
    );
    assert!(results.sync([&taken_back]));
    assert_eq!(results.games.len(), 2);
    assert!(results.forget("g1"));
    assert!(!results.forget("g1"));
    assert_eq!(results.standings("imhotep")[0].played, 1);
}

#[test]
fn merged_names_count_as_one_until_separated() {
    let mut results = Results::default();
    results.sync(&three_games());
    results.keep(GameResult {
        id: "g5".into(),
        game: "imhotep".into(),
        finished: 500.0,
        dealt: None,
        seats: vec![
            SeatResult {
                name: "ana".into(),
                computer: None,
                score: Some(35),
                won: true,
            },
            SeatResult {
                name: "Anna".into(),
                computer: None,
                score: Some(12),
                won: false,
            },
        ],
    });
    assert_eq!(results.standings("imhotep").len(), 4);
    results.merge("ana", "Ana");
    results.merge("Anna", "ana");
    assert_eq!(
        results.counts_as("Anna"),
        "Ana",
        "a merge follows the name merged into"
    );
    results.merge("Ana", "Anna");
    assert_eq!(results.counts_as("Ana"), "Ana", "never merged into itself");
    let standings = results.standings("imhotep");
    assert_eq!(standings.len(), 2);
    let ana = &standings[0];
    assert_eq!(
        (ana.name.as_str(), ana.played, ana.won, ana.best()),
        ("Ana", 5, 2, Some(35))
    );
    assert_eq!(results.names(), ["Ana", "Anna", "Bia", "ana"]);
    results.separate("Anna");
    assert_eq!(results.standings("imhotep").len(), 3);
}

#[test]
fn a_shared_win_counts_for_both_and_an_eaten_player_has_no_score() {
    let mut results = Results::default();
    let cleopatra = record(
        "c1",
        "cleopatra",
        &[
            ("Ana", None, Some(30)),
            ("Bia", None, Some(30)),
            ("Caio", None, None),
        ],
        Some(&["Ana", "Bia"]),
        10.0,
    );
    results.sync([&cleopatra]);
    let standings = results.standings("cleopatra");
    assert!(standings
        .iter()
        .filter(|s| s.name != "Caio")
        .all(|s| s.won == 1));
    let caio = standings.iter().find(|s| s.name == "Caio").unwrap();
    assert_eq!(
        (caio.played, caio.won, caio.best(), caio.average_tenths()),
        (1, 0, None, None)
    );
}

#[test]
fn results_travel_as_a_file_and_come_back_without_doubles() {
    let mut here = Results::default();
    here.sync(&three_games()[..2]);
    here.merge("ana", "Ana");
    let text = here.to_json();
    let back = Results::parse(&text).unwrap();
    assert_eq!(back, here);

    let mut elsewhere = Results::default();
    elsewhere.sync(&three_games()[1..]);
    let absorbed = elsewhere.absorb(back);
    assert_eq!(absorbed, Absorbed { added: 1, known: 1 });
    assert_eq!(elsewhere.games.len(), 3);
    assert_eq!(elsewhere.counts_as("ana"), "Ana");
    assert_eq!(elsewhere.games[0].id, "g1", "still oldest first");
}

#[test]
fn anything_but_results_is_refused() {
    assert!(matches!(
        Results::parse("not json"),
        Err(RecordError::Corrupt(_))
    ));
    let saved_game = three_games()[0].clone();
    let as_text = serde_json::to_string(&saved_game).unwrap();
    assert_eq!(
        Results::parse(&as_text),
        Err(RecordError::Foreign),
        "a saved game is not results"
    );
    let newer = r#"{"format":2,"app":"cleopatra-web","kind":"results","games":[]}"#;
    assert_eq!(Results::parse(newer), Err(RecordError::Newer(2)));
    let cut = r#"{"format":1,"app":"cleopatra-web","kind":"results","games":[{"id":"x"}]}"#;
    assert!(matches!(Results::parse(cut), Err(RecordError::Corrupt(_))));
}

/// The same game under another id (imported again, or exported with the statistics and imported
/// on another device) counts once: it was dealt from the same seed and decided as many times.
#[test]
fn the_same_game_under_another_id_counts_once() {
    let dealt = |id: &str, seed: u64| {
        let mut r = three_games()[0].clone();
        r.id = id.into();
        r.save["seed"] = seed.into();
        r.save["actions"] = serde_json::json!([1, 2, 3]);
        r
    };
    let mut here = Results::default();
    here.sync([&dealt("a", 7)]);
    let exported = Results::parse(&here.to_json()).unwrap();
    let mut there = Results::default();
    assert_eq!(there.absorb(exported), Absorbed { added: 1, known: 0 });
    there.sync([&dealt("b", 7)]);
    assert_eq!(there.games.len(), 1, "imported again under a new id");
    assert_eq!(there.games[0].id, "b");
    there.sync([&dealt("c", 8)]);
    assert_eq!(there.games.len(), 2, "another deal is another game");
    assert_eq!(there.standings("imhotep")[0].played, 2);
}
