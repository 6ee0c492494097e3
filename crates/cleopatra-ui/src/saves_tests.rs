//! Saves of Cleopatra through the shared layer: records, summaries, short codes and refusals.

use crate::codes::{code, from_code, CODE_PREFIX, CODE_PREFIX_2};
use crate::game::{CleopatraGame, CleopatraTable};
use cleopatra::{Action, Card, Config, LoadError};
use table::TableAction;
use table::{PlayerColour, Progress};
use table::{Record, RecordError};
use table_ui::i18n::Lang;
use table_ui::plugin::GameUi;
use table_ui::shelf::GameId;

fn played(moves: usize) -> CleopatraTable {
    let mut t = crate::game::new_table(
        vec!["Ana".into(), "Bruno".into(), "Cássia".into()],
        vec![
            PlayerColour::Orange,
            PlayerColour::Blue,
            PlayerColour::Purple,
        ],
        Some(1),
        crate::game::CleopatraOptions::default(),
        4242,
    )
    .unwrap();
    let mut i = 0;
    while t.game.history().len() < moves && !t.game.is_over() {
        let legal = t.game.legal_actions();
        t.apply(TableAction::Play(legal[i % legal.len()]));
        i += 7;
    }
    t
}

/// The shelf's page lists every game's saves without their code: from the summary each record
/// carries, or (a record from before the shelf) from the save's players.
#[test]
fn a_record_carries_what_the_shelf_lists() {
    crate::shelve();
    let t = played(150);
    let record = Record::of(&t, "g1", "", 1.0, 2.0, 9);
    let stored = Record::parse(&record.to_json()).unwrap();
    let summary = <CleopatraGame as table::TableGame>::summary(&t);
    table_ui::catalogue_check::progress_is_worded(&summary);
    assert_eq!(stored.summary.as_ref(), Some(&summary));
    assert_eq!(table_ui::saves::listed(&stored), Ok(summary));
    let progress = stored.summary.as_ref().unwrap().progress.as_ref();
    assert_eq!(progress.and_then(Progress::game), Some("cleopatra"));
    assert!(progress.and_then(|p| p.count("turn")) > Some(1));
    assert_eq!(
        table_ui::saves::game_of(&stored),
        Ok(GameId::new("cleopatra"))
    );

    let mut old = stored.clone();
    old.summary = None;
    old.save["game"] = "senet".into();
    assert_eq!(
        table_ui::saves::game_of(&old),
        Err(RecordError::UnknownGame("senet".into()))
    );
    assert_eq!(
        table_ui::saves::listed(&old),
        Err(RecordError::UnknownGame("senet".into()))
    );
}

/// A finished game's summary carries each seat's final scarabs for the statistics; a player fed
/// to the crocodile has none, and the winners have the most.
#[test]
fn a_finished_record_carries_the_final_scores() {
    crate::shelve();
    let t = played(100_000);
    assert!(t.game.is_over());
    let summary = <CleopatraGame as table::TableGame>::summary(&t);
    let result = t.game.view(None).result.expect("a result at the end");
    let expected: Vec<Option<i64>> = result
        .players
        .0
        .iter()
        .map(|p| (!p.eliminated).then_some(i64::from(p.scarabs)))
        .collect();
    let scores = summary.scores.to_vec();
    assert_eq!(scores, expected);
    let best = scores.iter().flatten().max().copied();
    for winner in summary.winners.unwrap() {
        let seat = summary.names.iter().position(|n| *n == winner).unwrap();
        assert_eq!(scores[seat], best);
    }
    assert!(<CleopatraGame as table::TableGame>::summary(&played(10))
        .scores
        .is_empty());
}

#[test]
fn a_record_round_trips_to_the_same_table() {
    crate::shelve();
    let t = played(150);
    let record = Record::of(&t, "g1", "Friday", 1.0, 2.0, 9);
    let back = Record::parse(&record.to_json()).unwrap();
    assert_eq!(back, record);
    let any = table_ui::saves::table_of(&back).unwrap();
    let summary = any.summary();
    let table = any
        .of::<CleopatraGame>()
        .expect("a Cleopatra record opens as Cleopatra");
    assert_eq!(table.game, t.game);
    assert_eq!(table.log, t.log);
    assert_eq!(table.colours, t.colours);
    assert_eq!(summary.names, ["Ana", "Bruno", "Cássia"]);
    assert_eq!(summary.game, "cleopatra");
    let turn = summary.progress.as_ref().and_then(|p| p.count("turn"));
    assert!(turn > Some(5), "{summary:?}");
}

/// Who the computer plays is kept with the game; a table of people writes no such field, so
/// its record reads exactly as before.
#[test]
fn a_record_keeps_the_computers_seats() {
    crate::shelve();
    use bot::Level;
    let people = played(40);
    assert!(!Record::of(&people, "p", "", 1.0, 2.0, 1)
        .to_json()
        .contains("computers"));
    let seats = vec![None, Some(Level::Hard), Some(Level::Easy)];
    let t = people.with_computers(seats.clone());
    let back = Record::parse(&Record::of(&t, "c", "", 1.0, 2.0, 1).to_json()).unwrap();
    assert_eq!(back.computers, seats);
    let table = table_ui::saves::table_of(&back)
        .unwrap()
        .of::<CleopatraGame>()
        .expect("a Cleopatra record opens as Cleopatra");
    assert_eq!(table.computers, seats);
    assert_eq!(table.game, t.game);
}

#[test]
fn a_whole_game_travels_as_a_short_code() {
    crate::shelve();
    let t = played(10_000);
    assert!(t.game.is_over());
    let code = code(&t).expect("usual settings");
    assert!(code.starts_with(CODE_PREFIX));
    assert!(
        code.len() < t.game.history().len() * 2 + 64,
        "{} chars",
        code.len()
    );
    let back = from_code(&code).unwrap();
    assert_eq!(back.game, t.game);
    assert_eq!(back.colours, t.colours);
    // A damaged code is refused, never half-loaded.
    assert!(matches!(
        from_code(&code[..code.len() / 2]),
        Err(RecordError::Corrupt(_))
    ));
    assert_eq!(from_code("hello"), Err(RecordError::Foreign));
    // Any single mistyped character is refused too, never read as another game.
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for at in (CODE_PREFIX.len()..code.len()).step_by(3) {
        let mut typo = code.clone().into_bytes();
        let i = alphabet.iter().position(|&c| c == typo[at]).unwrap();
        typo[at] = alphabet[(i + 1) % 64];
        let typo = String::from_utf8(typo).unwrap();
        assert!(
            from_code(&typo).is_err(),
            "a typo at {at} was read as a game"
        );
    }
    // A name too long for a code: the game travels as a file.
    let mut long = played(5);
    long.game = CleopatraGame(
        cleopatra::Game::new(
            Config {
                players: vec!["é".repeat(130), "Bia".into()],
                ..Config::default()
            },
            1,
        )
        .unwrap(),
    );
    assert_eq!(crate::codes::code(&long), None);
}

/// A code written before overpayments existed: codes people keep must go on reading.
const GOLDEN_CODE: &str = "CLEO1-AwNBbmEFQnJ1bm8HQ8Ohc3NpYQIAAwGSEAAAAAAAAFoABwAFAQMCAQIDBgUAA2IAAAIAARsAAgUABwIBBAIDAQAABAECBAABAQMWAAgAfQAAHwAFBAMCAQUDBggAAwwBAAUDAQQbAAFmAQAJAAODAQ0ABwcBBA4CAQADJApqrg";

#[test]
fn a_stored_version_1_code_still_reads() {
    crate::shelve();
    let table = from_code(GOLDEN_CODE).unwrap();
    let t = played(90);
    assert_eq!(table.game, t.game);
    assert_eq!(table.colours, t.colours);
    assert_eq!(
        code(&t).as_deref(),
        Some(GOLDEN_CODE),
        "written the same way"
    );
}

#[test]
fn a_game_with_overpayments_travels_as_a_version_2_code() {
    crate::shelve();
    // Random builds with a card of the hand on top, now and then.
    let mut t = played(0);
    let mut overpaid = 0;
    let mut i = 0;
    while !t.game.is_over() {
        let legal = t.game.legal_actions();
        let mut action = legal[i % legal.len()];
        i += 7;
        if let Action::Build { piece, mut payment } = action {
            let mut left = t.game.player(t.game.active()).hand;
            left.remove_all(&payment.cards);
            let spare: Vec<Card> = left.iter().collect();
            if let Some(&card) = spare.get(i % 5) {
                payment.cards.add(card);
                action = Action::Build { piece, payment };
                overpaid += 1;
            }
        }
        t.apply(TableAction::Play(action));
        assert_eq!(t.refusal, None, "{action}");
    }
    assert!(overpaid > 3, "{overpaid} overpayments");
    let code = code(&t).expect("usual settings");
    assert!(code.starts_with(CODE_PREFIX_2), "{code}");
    let back = from_code(&code).unwrap();
    assert_eq!(back.game, t.game);
    assert_eq!(back.log, t.log);
    // Mistyped, it is refused as version 1 codes are.
    let cut = &code[..code.len() - 9];
    assert!(from_code(cut).is_err());
    assert!(from_code(&code.replacen("CLEO2-", "CLEO1-", 1)).is_err());
}

#[test]
fn bad_records_are_refused_with_what_is_wrong() {
    crate::shelve();
    let t = played(60);
    let good = Record::of(&t, "g", "", 0.0, 0.0, 1);
    let text = good.to_json();
    assert!(matches!(
        Record::parse(&text[..text.len() - 20]),
        Err(RecordError::Corrupt(_))
    ));
    assert!(matches!(
        Record::parse("not json"),
        Err(RecordError::Corrupt(_))
    ));
    assert_eq!(Record::parse("{\"hello\": 1}"), Err(RecordError::Foreign));
    let mut newer = good.clone();
    newer.format = 7;
    assert_eq!(Record::parse(&newer.to_json()), Err(RecordError::Newer(7)));
    let mut tampered = good.clone();
    tampered.save["actions"][3] = serde_json::json!({ "type": "offer", "scarabs": 1 });
    let err = table_ui::saves::table_of(&Record::parse(&tampered.to_json()).unwrap()).unwrap_err();
    assert!(
        matches!(&err, RecordError::Game(e)
            if matches!(e.reason(), Some(LoadError::Action { number: 4, .. }))),
        "{err:?}"
    );
    let RecordError::Game(e) = &err else {
        unreachable!()
    };
    let reason = e.reason::<LoadError>().unwrap();
    assert!(reason.to_string().contains("action 4"), "{reason}");
    // A bare save of the core is welcome.
    let bare = serde_json::to_string(&t.game.save()).unwrap();
    let back = table_ui::saves::table_of(&Record::parse(&bare).unwrap())
        .unwrap()
        .of::<CleopatraGame>()
        .expect("a bare Cleopatra save opens as Cleopatra");
    assert_eq!(back.game, t.game);
    // A puzzle's save (the rules' tools begin one from a set-up position) is refused by name: the
    // page has no reader for a start position.
    let dealt = cleopatra::Game::new(Config::with_players(2), 3).unwrap();
    let puzzle = cleopatra::Game::from_setup(dealt.setup()).unwrap().save();
    let err = table_ui::saves::table_of(&Record::parse(&puzzle.to_json()).unwrap()).unwrap_err();
    let RecordError::Game(e) = &err else {
        panic!("{err:?}")
    };
    assert_eq!(e.reason::<LoadError>(), Some(&LoadError::StartPosition));
    for lang in [Lang::En, Lang::PtBr] {
        let words = CleopatraGame::load_error(lang, &LoadError::StartPosition);
        assert!(
            words.contains("puzzle") || words.contains("quebra-cabeça"),
            "{words}"
        );
    }
}
