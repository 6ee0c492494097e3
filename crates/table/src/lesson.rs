//! A first game that teaches: a scripted game on the real table, for any game. The script is data
//! (one text per game, read by [`Lesson::read`]): a seed, then one step per decision of the game,
//! each with what the coach says (a catalogue key of the game's) and what may be decided:
//!
//! - `you`: the person must take exactly this decision (any other is refused, unchanged, and the
//!   coach says what to do instead); the place to tap is lit (a CSS selector of the board);
//! - `any`: the person takes any legal decision;
//! - `them`: the scripted opponent takes this one (a computer seat, at the computers' pace);
//! - `skip`: whoever decides takes this one at once, unseen: a run of them carries the game
//!   forward ("many turns later") to a moment worth teaching.
//!
//! When the steps run out the coach hands the game over: the lesson is dropped and the opponent
//! plays on as a computer of its level, a normal game from then on.
//!
//! ```text
//! # Pyramids' first game
//! seed 7
//! end py-lesson-end
//! you | py-lesson-keep | .py-display .card-button | {"Keep":{"cards":[3,5]}}
//! them | py-lesson-rival-keeps | | {"Keep":{"cards":[1,2]}}
//! any | py-lesson-your-turn | |
//! ```

use std::fmt;
use std::rc::Rc;

use serde::de::DeserializeOwned;

/// Who takes a step's decision, and which.
#[derive(Debug, Clone, PartialEq)]
pub enum Expect<A> {
    /// The person, exactly this decision.
    You(A),
    /// The person, any legal decision.
    Any,
    /// The scripted opponent, this decision.
    Them(A),
    /// Whoever decides, this decision, at once (the script carries the game forward).
    Skip(A),
}

/// One decision of the lesson.
#[derive(Debug, Clone, PartialEq)]
pub struct Step<A> {
    /// What the coach says (a key of the game's catalogue).
    pub say: String,
    /// Where to tap, lit on the board (a CSS selector), if anywhere.
    pub lit: Option<String>,
    /// Who decides, and what.
    pub expect: Expect<A>,
}

/// A game's lesson: its deal's seed and its steps, one per decision from the deal on.
#[derive(Debug, Clone, PartialEq)]
pub struct Lesson<A> {
    /// The seed of the deal.
    pub seed: u64,
    /// What the coach says when the steps have run out (before the hand-over).
    pub end: String,
    /// The steps.
    pub steps: Vec<Step<A>>,
    /// What the coach says, in each language the UI speaks (its order): a Fluent catalogue of the
    /// lesson's own, beside its script, read with it (never in the page's catalogues: a page
    /// carries no lesson until one is asked for).
    pub words: Vec<String>,
}

/// Why a lesson's text does not read: its line (from 1) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub reason: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lesson line {}: {}", self.line, self.reason)
    }
}

impl<A: DeserializeOwned> Lesson<A> {
    /// Reads a lesson's text (see the module's example): `seed N`, `end KEY`, then one step per
    /// line, `kind | key | selector | action`, the action as the game's saves write it. Blank
    /// lines and lines starting with `#` are skipped.
    pub fn read(text: &str) -> Result<Lesson<A>, LessonError> {
        let (mut seed, mut end, mut steps) = (None, None, Vec::new());
        for (i, line) in text.lines().enumerate() {
            let err = |reason: String| LessonError {
                line: i + 1,
                reason,
            };
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(n) = line.strip_prefix("seed ") {
                seed = Some(n.trim().parse().map_err(|e| err(format!("seed: {e}")))?);
                continue;
            }
            if let Some(key) = line.strip_prefix("end ") {
                end = Some(key.trim().to_string());
                continue;
            }
            let mut parts = line.splitn(4, '|').map(str::trim);
            let (kind, say, lit, action) = (
                parts.next().unwrap_or_default(),
                parts.next().unwrap_or_default(),
                parts.next().unwrap_or_default(),
                parts.next().unwrap_or_default(),
            );
            // Only the opponent's steps may go without words (the coach then says to watch), and
            // the skipped ones, never seen.
            if say.is_empty() && !matches!(kind, "them" | "skip") {
                return Err(err("the person's step needs what the coach says".into()));
            }
            let action =
                || serde_json::from_str::<A>(action).map_err(|e| err(format!("{action}: {e}")));
            let expect = match kind {
                "you" => Expect::You(action()?),
                "them" => Expect::Them(action()?),
                "skip" => Expect::Skip(action()?),
                "any" => Expect::Any,
                other => return Err(err(format!("“{other}” is not you, them, skip or any"))),
            };
            steps.push(Step {
                say: say.to_string(),
                lit: (!lit.is_empty()).then(|| lit.to_string()),
                expect,
            });
        }
        let missing = |what: &str| LessonError {
            line: 0,
            reason: format!("no {what} line"),
        };
        Ok(Lesson {
            seed: seed.ok_or_else(|| missing("seed"))?,
            end: end.ok_or_else(|| missing("end"))?,
            steps,
            words: Vec::new(),
        })
    }
}

/// A lesson under way at a table: the script, and the decision it began at.
#[derive(Debug, Clone, PartialEq)]
pub struct Coaching<A> {
    /// The script.
    pub lesson: Rc<Lesson<A>>,
    /// The step whose decision was just refused (a wrong tap), until the next decision.
    pub wrong: Option<usize>,
}

impl<A> Coaching<A> {
    /// The step at decision `at` (the record's length), if the script goes that far.
    pub fn step(&self, at: usize) -> Option<&Step<A>> {
        self.lesson.steps.get(at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    #[test]
    fn a_script_reads_its_seed_its_last_words_and_each_step() {
        let text = "# a comment\nseed 7\nend done\n\nyou | take | .card | {\"type\":\"take\"}\nthem | | | \"pass\"\nany | free | |\nskip | | | 3\n";
        let lesson = Lesson::<Value>::read(text).unwrap();
        assert_eq!((lesson.seed, lesson.end.as_str()), (7, "done"));
        assert_eq!(
            lesson.steps,
            vec![
                Step {
                    say: "take".into(),
                    lit: Some(".card".into()),
                    expect: Expect::You(json!({"type": "take"})),
                },
                Step {
                    say: String::new(),
                    lit: None,
                    expect: Expect::Them(json!("pass")),
                },
                Step {
                    say: "free".into(),
                    lit: None,
                    expect: Expect::Any,
                },
                Step {
                    say: String::new(),
                    lit: None,
                    expect: Expect::Skip(json!(3)),
                },
            ]
        );
    }

    #[test]
    fn a_broken_script_says_which_line_and_why() {
        let wrong = |text: &str| Lesson::<Value>::read(text).unwrap_err();
        assert_eq!(
            wrong("seed 1\nend e\nyou | | | 1").line,
            3,
            "the person's step needs words"
        );
        assert!(wrong("seed 1\nend e\nmaybe | k | | 1")
            .reason
            .contains("maybe"));
        assert!(wrong("seed 1\nend e\nyou | k | | {oops")
            .reason
            .contains("{oops"));
        assert_eq!(wrong("seed x").line, 1);
        assert_eq!(wrong("end e").reason, "no seed line");
        assert_eq!(wrong("seed 2").reason, "no end line");
    }
}
