//! The games' lessons checked natively, once for every game (see [`table::lesson`]): a script
//! plays through its game's rules to the hand-over, every line the coach says is in both
//! languages' catalogues, and a step refuses any other decision without changing the game.
//! [`draft`] prints a game's decisions, as a normal computer would take them, to write a script
//! from.

use table::lesson::{Expect, Lesson};
use table::{Played, Table, TableAction, TableGame};
use tabletop::{Rules, Seat};

use crate::catalogue_check::message_ids;

/// A game's lesson as its crate holds it (`lesson/script.txt`, `lesson/<tag>.ftl` in each
/// language): what the page reads from beside it when asked.
#[derive(Debug, Clone, Copy)]
pub struct LessonFiles {
    /// The script.
    pub script: &'static str,
    /// The coach's words, in [`Lang::ALL`]'s order.
    pub words: [&'static str; 2],
}

impl LessonFiles {
    /// The lesson, its words with it; panics on a script that does not read.
    pub fn lesson<A: serde::de::DeserializeOwned>(&self) -> Lesson<A> {
        let mut lesson = Lesson::read(self.script).unwrap_or_else(|e| panic!("{e}"));
        lesson.words = self.words.iter().map(|w| w.to_string()).collect();
        lesson
    }
}

/// The calling crate's [`LessonFiles`], compiled into its tests.
#[macro_export]
macro_rules! lesson_files {
    () => {
        $crate::lesson::LessonFiles {
            script: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/lesson/script.txt")),
            words: [
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/lesson/en.ftl")),
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/lesson/pt-BR.ftl")),
            ],
        }
    };
}
use crate::i18n::Lang;
use crate::plugin::{GameUi, PlayedUi};

/// Game `S`'s lesson on `table`: [`check_with`] with the legal decisions its rules list.
pub fn check<S: PlayedUi>(table: Table<Played<S>>, files: LessonFiles) -> Table<Played<S>> {
    check_with(table, files, |t: &Table<Played<S>>| {
        let seat = t.game.to_act().expect("someone decides");
        t.game.position.legal_actions(seat)
    })
}

/// Game `G`'s lesson on `table` (dealt from the lesson's seed for two; seated here as the app
/// seats it, the person first and an easy computer second), `legal` listing the decisions the
/// rules allow at a table: its script plays through (each `any` step taking the first legal
/// decision), each step's line and the last words are in both catalogues, and every other legal
/// decision at each `you` step is refused and changes nothing. Panics on the first failure.
/// Returns the table where the script ran out.
pub fn check_with<G: GameUi>(
    table: Table<G>,
    files: LessonFiles,
    legal: impl Fn(&Table<G>) -> Vec<G::Action>,
) -> Table<G> {
    assert!(G::has_lesson(), "the page offers the lesson");
    let table = table.with_computers(vec![None, Some(bot::Level::Easy)]);
    let lesson: Lesson<G::Action> = files.lesson();
    assert_eq!(
        message_ids("lesson", [files.words[0]]),
        message_ids("lesson", [files.words[1]]),
        "both languages hold the same lines"
    );
    for lang in Lang::ALL {
        let ids = message_ids("lesson", [files.words[lang.index()]]);
        let said = lesson.steps.iter().map(|s| &s.say).chain([&lesson.end]);
        for key in said.filter(|k| !k.is_empty()) {
            assert!(ids.contains(key), "{lang:?}: the coach's {key} is missing");
        }
    }
    // One walk through the script: each step taken by the seat it names, accepted by the rules;
    // at each step of the person's, every other legal decision first refused, unchanged.
    let mut wrong_taps = 0;
    let mut probe = table.with_lesson(lesson);
    while let Some((at, step)) = probe.lesson_step().map(|(at, s)| (at, s.clone())) {
        let seat = probe.game.to_act().expect("someone decides");
        let by_person = !matches!(step.expect, Expect::Them(_));
        assert_eq!(
            probe.is_person(seat),
            by_person,
            "step {at} ({}): seat {seat:?} decides",
            step.say
        );
        if let Expect::You(right) = &step.expect {
            for other in legal(&probe) {
                if &other == right {
                    continue;
                }
                let before = probe.clone();
                probe.apply(TableAction::Play(other));
                assert_eq!(
                    probe.game, before.game,
                    "step {at}: a wrong decision changes nothing"
                );
                assert_eq!(
                    probe.coaching.as_ref().and_then(|c| c.wrong),
                    Some(at),
                    "step {at}: a wrong decision is marked"
                );
                wrong_taps += 1;
            }
        }
        let action = match step.expect {
            Expect::You(a) | Expect::Them(a) | Expect::Skip(a) => a,
            Expect::Any => legal(&probe).into_iter().next().expect("a legal decision"),
        };
        probe.apply(TableAction::Play(action));
        assert_eq!(probe.refusal, None, "step {at} ({}) is legal", step.say);
        assert!(
            probe.game.decisions() > at,
            "step {at} ({}) plays",
            step.say
        );
        assert_eq!(probe.coaching.as_ref().and_then(|c| c.wrong), None);
    }
    assert!(wrong_taps > 0, "some step refused a wrong decision");
    assert!(
        !probe.game.is_over(),
        "the lesson hands over a game still going"
    );
    probe
}

/// Prints game `S`'s lesson on `table` step by step (the step, its line's key, the action and the
/// events it made), then `more` decisions as [`draft`] does: for writing the coach's lines.
pub fn narrate<S: PlayedUi>(table: Table<Played<S>>, files: LessonFiles, more: usize) {
    let table = table.with_computers(vec![None, Some(bot::Level::Easy)]);
    let lesson: Lesson<<S::Rules as Rules>::Action> = files.lesson();
    let mut t = table.with_lesson(lesson);
    while let Some((at, step)) = t.lesson_step().map(|(at, s)| (at, s.clone())) {
        let action = match step.expect {
            Expect::You(a) | Expect::Them(a) | Expect::Skip(a) => a,
            Expect::Any => break,
        };
        let mark = t.log.len();
        println!(
            "#{at} {}: {}",
            step.say,
            serde_json::to_string(&action).unwrap()
        );
        t.apply(TableAction::Play(action));
        for event in &t.log[mark..] {
            println!("    {event:?}");
        }
    }
    t.coaching = None;
    draft(t, more);
}

/// Prints `decisions` decisions of `table` from where it stands, each as a normal computer takes
/// it (seat, the action as a script writes it, how many were legal, and the events it made): the
/// raw material of a script. For writing lessons, not a check.
pub fn draft<S: PlayedUi>(mut table: Table<Played<S>>, decisions: usize) {
    for _ in 0..decisions {
        let Some(seat) = table.game.to_act() else {
            break;
        };
        let legal = table.game.position.legal_actions(seat).len();
        let seed = bot::decision_seed(table.game.seed(), table.game.decisions());
        let budget = bot::Level::Normal.budget();
        let Some(decision) = bot::decide(&table.game.position, seat, &budget, seed) else {
            break;
        };
        let json = serde_json::to_string(&decision.action).expect("actions serialize");
        let mark = table.log.len();
        table.apply(TableAction::Play(decision.action));
        let Seat(s) = seat;
        println!(
            "#{} seat {s} ({legal} legal): {json}",
            table.game.decisions() - 1
        );
        for event in &table.log[mark..] {
            println!("    {event:?}");
        }
    }
}
