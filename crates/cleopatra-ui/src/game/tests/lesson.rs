//! The lesson ("Learn to play"): its script plays through to the hand-over.

use super::*;
use cleopatra::{Action, Category, Event};

/// The lesson's deal: two players, the first starts, the base game.
fn lesson_table(seed: u64) -> CleopatraTable {
    new_table(
        vec!["Ana".into(), "Bia".into()],
        vec![PlayerColour::Blue, PlayerColour::Green],
        Some(0),
        CleopatraOptions::default(),
        seed,
    )
    .unwrap()
}

/// The lesson plays through to its hand-over (every line in both languages, every other decision
/// at a step of the person's refused): the person has built a Sphinx, a Column Wall and a mosaic,
/// paid with tainted cards (5 amulets, the Beggar's 3 with them), and kept the mosaic's scarabs.
#[test]
fn the_lesson_plays_through_to_its_hand_over() {
    let done = table_ui::lesson::check_with(lesson_table(105), |t| t.game.legal_actions());
    assert_eq!(done.game.decisions(), 21);
    let view = done.game.view(Some(Seat(0)));
    let built: Vec<Category> = done
        .log
        .iter()
        .filter_map(|e| match e {
            Event::Built { seat: Seat(0), piece, .. } => Some(piece.category()),
            _ => None,
        })
        .collect();
    assert_eq!(built, [Category::Sphinxes, Category::Walls, Category::Mosaics]);
    assert_eq!(view.players[0].amulets, Some(5));
    assert_eq!(view.players[0].scarabs, Some(5 + 3 + 3 + 6));
    assert_eq!(view.board.cleopatra, 0, "no category complete yet: the Offering is told, not played");
}

/// Plays the lesson as far as it goes, then prints the position and the legal decisions.
#[test]
#[ignore]
fn dump_lesson() {
    let lesson: table::lesson::Lesson<Action> =
        table::lesson::Lesson::read(include_str!("../../../lesson.txt")).unwrap();
    let mut t = lesson_table(lesson.seed);
    for step in &lesson.steps {
        let a = match &step.expect {
            table::lesson::Expect::You(a) | table::lesson::Expect::Them(a) => *a,
            _ => panic!(),
        };
        let mark = t.log.len();
        t.apply(TableAction::Play(a));
        assert_eq!(t.refusal, None, "{a:?}");
        println!("#{} {}", t.game.decisions() - 1, step.say);
        for e in &t.log[mark..] { println!("    {e:?}"); }
    }
    let seat = t.game.to_act().unwrap();
    let v = t.game.view(Some(seat));
    println!("to act {seat:?} hand {:?} board {:?}", v.players[seat.0 as usize].hand.map(|h| h.to_string()), v.board.mosaics);
    for a in t.game.legal_actions().iter().take(20) { println!("  {}", serde_json::to_string(a).unwrap()); }
}
