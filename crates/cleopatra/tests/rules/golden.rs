//! Golden saves: files written by earlier versions, committed under `tests/data/saves/`. Every one
//! must keep loading, through migrations when the format changes, to the same game. Tampered
//! copies are refused with the action number and the reason.

use std::path::PathBuf;

use cleopatra::{Action, LoadError, Save, SAVE_FORMAT};

fn data(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests/data/saves", name]
        .iter()
        .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A golden file and what it must load to.
struct Golden {
    file: &'static str,
    actions: usize,
    finished: bool,
    /// Final (or current) scarabs per seat.
    scarabs: &'static [u32],
    /// Winning seats.
    winners: &'static [u8],
}

const fn golden(
    file: &'static str,
    actions: usize,
    finished: bool,
    scarabs: &'static [u32],
    winners: &'static [u8],
) -> Golden {
    Golden {
        file,
        actions,
        finished,
        scarabs,
        winners,
    }
}

const GOLDEN: [Golden; 7] = [
    golden("format1-2p-finished.json", 254, true, &[6, 3], &[0]),
    golden("format1-3p-finished.json", 222, true, &[13, 28, 46], &[2]),
    golden(
        "format1-4p-finished.json",
        257,
        true,
        &[47, 10, 2, 29],
        &[2],
    ),
    golden("format1-3p-mid-game.json", 121, false, &[19, 21, 32], &[]),
    golden(
        "format1-4p-mid-offering.json",
        242,
        false,
        &[56, 32, 33, 31],
        &[],
    ),
    // A puzzle-style start position (a game from the middle of another), its garden areas
    // written as numbers and the sanctuary reading as a flag, as format 1 did.
    golden(
        "format1-3p-start-position.json",
        115,
        true,
        &[4, 25, 32],
        &[2],
    ),
    // Format 2: areas as square names (mosaics on the back rows, past 64 bits), and overpayments.
    golden(
        "format2-3p-start-overpaid.json",
        99,
        true,
        &[15, 21, 57],
        &[0],
    ),
];

#[test]
fn every_golden_save_still_loads_to_the_same_game() {
    const { assert!(SAVE_FORMAT >= 1) };
    for Golden {
        file,
        actions,
        finished,
        scarabs,
        winners,
    } in GOLDEN
    {
        let game = Save::load(&data(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(game.history().len(), actions, "{file}");
        assert_eq!(game.is_over(), finished, "{file}");
        let seats: Vec<u32> = (0..game.player_count())
            .map(|i| game.player(cleopatra::Seat(i as u8)).scarabs)
            .collect();
        assert_eq!(seats, scarabs, "{file}");
        let won: Vec<u8> = game
            .result()
            .map(|r| r.winners.iter().map(|s| s.0).collect())
            .unwrap_or_default();
        assert_eq!(won, winners, "{file}");
        // Saving again writes the current format with the same inputs.
        let again = Save::load(&game.save().to_json()).unwrap();
        assert_eq!(again, game, "{file}");
    }
}

#[test]
fn tampered_golden_saves_are_refused_with_the_action_and_reason() {
    let text = data("format1-3p-mid-game.json");
    let mut save = Save::from_json(&text).unwrap();

    // An action nobody could play at that moment, slipped in at position 50.
    let mut tampered = save.clone();
    tampered.actions.insert(49, Action::Offer { scarabs: 3 });
    match Save::load(&tampered.to_json()) {
        Err(e @ LoadError::Action { number: 50, .. }) => {
            let message = e.to_string();
            assert!(message.contains("action 50"), "{message}");
            assert!(message.contains("offer 3 scarabs"), "{message}");
        }
        other => panic!("tampered save gave {other:?}"),
    }

    // Another seed deals other cards: the first action that no longer fits is named.
    save.seed ^= 1;
    assert!(matches!(
        Save::load(&save.to_json()),
        Err(LoadError::Action { .. })
    ));

    // Truncated text, a newer format, a foreign file.
    let cut = &text[..text.len() / 2];
    assert!(matches!(Save::load(cut), Err(LoadError::Json(_))));
    let with_format = |n: u32| {
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        v["format"] = n.into();
        v.to_string()
    };
    assert_eq!(Save::load(&with_format(99)), Err(LoadError::Format(99)));
    assert_eq!(Save::load(&with_format(0)), Err(LoadError::Format(0)));
    assert!(matches!(
        Save::load("{\"format\":1,\"game\":\"imhotep\",\"moves\":[]}"),
        Err(LoadError::OtherGame(g)) if g == "imhotep"
    ));
    assert!(matches!(Save::load("[1, 2, 3]"), Err(LoadError::Json(_))));
}
