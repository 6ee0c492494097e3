//! Records and summaries as the device has always kept them.

use super::*;

/// Records written before the games joined as plug-ins keep their summaries' shape: each
/// game's progress under its id, its counts by name.
#[test]
fn a_summary_reads_and_writes_as_records_always_had_it() {
    let old = r#"{"game":"pyramids","names":["Ana","Bia"],"colours":["blue","green"],
        "progress":{"pyramids":{"round":2,"reveal":5}},"deciding":"Bia","winners":null}"#;
    let summary: Summary = serde_json::from_str(old).unwrap();
    let progress = summary.progress.clone().unwrap();
    assert_eq!(progress.game(), Some("pyramids"));
    assert_eq!(progress.count("round"), Some(2));
    assert_eq!(progress.count("reveal"), Some(5));
    assert_eq!(
        progress,
        Progress::new("pyramids", &[("round", 2), ("reveal", 5)])
    );
    let again = serde_json::to_value(&summary).unwrap();
    assert_eq!(again["progress"]["pyramids"]["reveal"], 5);
    assert_eq!(again["game"], "pyramids");
    assert!(again.get("expansions").is_none(), "none written when none");
    let cleopatra = r#"{"game":"cleopatra","names":[],"colours":[],"progress":null,
        "deciding":null,"winners":["Ana"],"expansions":["cultOfSobek"]}"#;
    let summary: Summary = serde_json::from_str(cleopatra).unwrap();
    assert_eq!(summary.expansions, ["cultOfSobek"]);
}

/// A record that is not ours, or newer, is refused with what is wrong; a bare save becomes a
/// record with the first colours.
#[test]
fn records_are_checked_before_any_replay() {
    assert_eq!(Record::parse("{\"hello\": 1}"), Err(RecordError::Foreign));
    assert!(matches!(
        Record::parse("not json"),
        Err(RecordError::Corrupt(_))
    ));
    let newer = r#"{"format":9,"app":"cleopatra-web"}"#;
    assert_eq!(Record::parse(newer), Err(RecordError::Newer(9)));
    let bare =
        r#"{"format":1,"game":"senet","config":{"players":["A","B","C"]},"seed":1,"actions":[]}"#;
    let record = Record::parse(bare).unwrap();
    assert_eq!(record.game_id(), "senet");
    assert_eq!(record.players(), ["A", "B", "C"]);
    assert_eq!(record.seat_colours(), &PlayerColour::ALL[..3]);
    assert_eq!(record.stored_summary().names, ["A", "B", "C"]);
}

/// A game's reason reads back as its own type; the error itself names only the game.
#[test]
fn a_games_reason_keeps_its_type() {
    let e = GameError::new("senet", "decision 4 is refused");
    assert_eq!(e.game(), "senet");
    assert_eq!(e.reason::<&str>(), Some(&"decision 4 is refused"));
    assert_eq!(e.reason::<String>(), None);
    assert_eq!(e.to_string(), "the saved game of senet does not replay");
    assert_eq!(e, e.clone());
    assert_ne!(e, GameError::new("senet", "decision 4 is refused"));
}
