//! The computer opponents at a table, for any game: when a computer must decide, its question goes
//! to the worker and its answer is played after a readable pause (the pace a person chooses); a
//! change of the game meanwhile (an undo, a reload) drops the question, and a reload while a
//! computer thinks asks again, with the same seed, so it decides the same. A person may ask for a
//! hint: the *normal* level's choice, searched from their own view.

use std::cell::RefCell;
use std::rc::Rc;

use bot::protocol::{decision_seed, Answer, Ask};
use bot::Level;
use gloo_timers::callback::Timeout;
use tabletop::Seat;
use yew::prelude::*;

use crate::bots;
use crate::storage;
use table::{Table, TableAction, TableGame};

/// How long a computer's move stays on its own before the next: what a person can follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pace {
    /// One move every 1.6 s.
    Slow,
    /// One move every 0.8 s.
    Normal,
    /// As fast as they are found (0.15 s apart).
    Fast,
}

impl Pace {
    /// Every pace, slowest first.
    pub const ALL: [Pace; 3] = [Pace::Slow, Pace::Normal, Pace::Fast];

    /// The shortest time between the question and the move, in milliseconds.
    pub fn millis(self) -> f64 {
        match self {
            Pace::Slow => 1600.0,
            Pace::Normal => 800.0,
            Pace::Fast => 150.0,
        }
    }

    /// Its name on the device and its catalogue suffix.
    pub fn key(self) -> &'static str {
        match self {
            Pace::Slow => "slow",
            Pace::Normal => "normal",
            Pace::Fast => "fast",
        }
    }
}

/// Where the device remembers the pace chosen.
pub const PACE_KEY: &str = crate::stored_key!("computer-pace");

/// Mixed into a hint's seed, so a hint is not the very search a *normal* computer would make.
const HINT_SALT: u64 = 0x4e17;

/// A hint asked for.
#[derive(Debug, Clone, PartialEq)]
pub enum Hint<A> {
    /// The worker is searching.
    Waiting,
    /// What the computer would play.
    Ready(A),
    /// Why there is none.
    Failed(String),
}

/// One of the candidates a search weighed, read from the worker's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Weighed<A> {
    /// The whole action.
    pub action: A,
    /// The share of the search that explored it, 0 to 1.
    pub share: f64,
    /// The search's estimate of the seat's chance after it, 0 to 1.
    pub value: f64,
    /// Whether there was a search (else it was the only action).
    pub searched: bool,
    /// Whether why it was chosen is kept secret (a computer's that holds secrets).
    pub withheld: bool,
}

/// A candidate in the game's words, for the "Why?" sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct WhyLine {
    /// The action in the game's words.
    pub words: String,
    /// The share of the search that explored it, 0 to 1.
    pub share: f64,
    /// The estimated chance to win after it, 0 to 1.
    pub value: f64,
    /// Whether there was a search.
    pub searched: bool,
    /// Whether why it was chosen is kept secret: the move alone is told.
    pub withheld: bool,
}

/// The candidates of one computer decision in words, the chosen one first.
#[derive(Debug, Clone, PartialEq)]
pub struct WordedWhy {
    /// The log's length before the move, to know which turn it belongs to.
    pub at: usize,
    /// The candidates.
    pub lines: Rc<Vec<WhyLine>>,
    /// The language they are worded in: after a switch they are not shown (the position they
    /// were worded from is gone, and the page may not hold the other language's words then).
    pub lang: crate::i18n::Lang,
    /// Whether it was a small step closing a turn (see [`crate::plugin::GameUi::minor`]).
    pub minor: bool,
}

/// How many of the computers' last decisions are kept in words (a turn of Cleopatra's is a few).
pub const WHY_KEPT: usize = 8;

/// The computer decision that names the last turn, among those `kept`: of the decisions whose
/// lines begin between `from` (the turn's first) and `last` (its last), the last main move,
/// else its last decision.
pub fn turn_move(kept: &[WordedWhy], from: usize, last: usize) -> Option<&WordedWhy> {
    let turn = || kept.iter().rev().filter(|w| (from..=last).contains(&w.at));
    turn().find(|w| !w.minor).or_else(|| turn().next())
}

/// What a table screen shows of its computers.
pub struct Computers<A> {
    /// The computer deciding now, with its level.
    pub thinking: Option<(Seat, Level)>,
    /// Why the computer could not decide (its question can be asked again).
    pub failure: Option<String>,
    /// Asks the failed question again.
    pub retry: Callback<()>,
    /// The pace of the computers' moves.
    pub pace: Pace,
    /// Changes the pace (remembered on the device).
    pub on_pace: Callback<Pace>,
    /// The hint for the decision of the moment, if one was asked.
    pub hint: Option<Hint<A>>,
    /// Asks for a hint for the person deciding now.
    pub ask_hint: Callback<()>,
    /// Puts the hint away.
    pub dismiss_hint: Callback<()>,
    /// How many of the log's newest lines to light: the last moves', when a computer made them
    /// (all its decisions since another's).
    pub lit: usize,
    /// The candidates the hint's search weighed (with a hint ready).
    pub hint_candidates: Option<Rc<Vec<Weighed<A>>>>,
    /// The candidates of a computer's decision found and not played yet: worded while the table
    /// is still as they were weighed (into [`Computers::last_why`]).
    pub pending_candidates: Option<Rc<Vec<Weighed<A>>>>,
    /// The last computer decisions' candidates in words, oldest first (at most [`WHY_KEPT`],
    /// kept in memory only).
    pub last_why: Rc<RefCell<Vec<WordedWhy>>>,
    /// The log's length now.
    pub log_len: usize,
    /// Where the last move's lines begin in the log.
    pub last_mark: Option<usize>,
    /// The "Why?" sheet shown, with its lines.
    pub why: Option<Rc<Vec<WhyLine>>>,
    /// Opens (`Some`) or closes the "Why?" sheet.
    pub show_why: Callback<Option<Rc<Vec<WhyLine>>>>,
}

fn read_candidates<G: TableGame>(answer: &Answer) -> Rc<Vec<Weighed<G::Action>>> {
    Rc::new(
        answer
            .candidates
            .iter()
            .filter_map(|c| {
                Some(Weighed {
                    action: serde_json::from_str(&c.action).ok()?,
                    share: c.share(),
                    value: c.value,
                    searched: c.iterations > 0,
                    withheld: false,
                })
            })
            .collect(),
    )
}

/// The worker's question for `seat`'s decision at `table`, searched at `level`; `salt` keeps a
/// hint's search apart from a computer's.
fn question<G: TableGame>(table: &Table<G>, seat: Seat, level: Level, salt: u64) -> Ask {
    Ask {
        id: 0,
        game: G::GAME.into(),
        save: table.game.save_json(),
        seat: Some(seat),
        level,
        seed: decision_seed(table.game.seed(), table.game.decisions()) ^ salt,
    }
}

fn read_action<G: TableGame>(answer: Answer) -> Result<G::Action, String> {
    answer
        .action
        .and_then(|json| serde_json::from_str(&json).map_err(|e| e.to_string()))
}

/// The computers of `table`, and hints for its people.
#[hook]
pub fn use_computers<G: TableGame>(
    table: &UseReducerHandle<crate::hooks::Live<Table<G>>>,
) -> Computers<G::Action> {
    let pace = use_state(|| {
        storage::recall(PACE_KEY)
            .and_then(|k| Pace::ALL.into_iter().find(|p| p.key() == k))
            .unwrap_or(Pace::Normal)
    });
    let failure = use_state(|| None::<(u64, String)>);
    let retries = use_state(|| 0u32);
    let hint = use_state(|| None::<(u64, Hint<G::Action>)>);
    let hint_candidates = use_state(|| None::<(u64, Rc<Vec<Weighed<G::Action>>>)>);
    let pending = use_state(|| None::<(u64, Rc<Vec<Weighed<G::Action>>>)>);
    let last_why = use_mut_ref(Vec::<WordedWhy>::new);
    let why = use_state(|| None::<Rc<Vec<WhyLine>>>);
    let thinker = table.thinker();
    // In a lesson the script plays the computer's seat, at the computers' pace: on its own where
    // the coach says nothing of the move, else when the person has read it (the coach's Next).
    let scripted = table
        .scripted()
        .filter(|_| table.lesson_step().is_some_and(|(_, s)| s.say.is_empty()));
    {
        let (table, pace, scripted_now) = (table.clone(), *pace, scripted.clone());
        use_effect_with((table.changes, scripted.is_some()), move |&(changes, _)| {
            let timer = scripted_now.map(|action| {
                let table = table.clone();
                Timeout::new(pace.millis() as u32, move || {
                    table.dispatch(TableAction::PlayAt(changes, action))
                })
            });
            move || drop(timer)
        });
    }
    {
        let (table, failure, pace) = (table.clone(), failure.clone(), *pace);
        let pending = pending.clone();
        use_effect_with(
            (table.changes, thinker, *retries),
            move |&(changes, thinker, _)| {
                let timer = Rc::new(RefCell::new(None::<Timeout>));
                let mut asked = None;
                if let Some((seat, level)) = thinker {
                    let question = question(&table, seat, level, 0);
                    let start = js_sys::Date::now();
                    let reply = {
                        let timer = timer.clone();
                        // An answer the rules refuse (a worker of another version, say) is a
                        // failure to say, with a way to ask again, never a silent stall.
                        let legal = move |action: G::Action| {
                            let mut trial = table.game.clone();
                            match trial.play(action.clone()) {
                                Ok(_) => Ok((table.clone(), action)),
                                Err(refusal) => Err(format!("{refusal:?}")),
                            }
                        };
                        Callback::from(move |answer: Answer| {
                            let candidates = read_candidates::<G>(&answer);
                            match read_action::<G>(answer).and_then(&legal) {
                                Ok((table, action)) => {
                                    // Worded at the next render, before the move is played. A
                                    // computer that holds secrets (a hand, a bid) keeps its
                                    // candidates to itself (a move it did not play could show
                                    // what it holds): only its move is told, without a why.
                                    let candidates = if table.game.has_secrets(seat) {
                                        Rc::new(
                                            candidates
                                                .iter()
                                                .take(1)
                                                .map(|c| Weighed {
                                                    withheld: true,
                                                    ..c.clone()
                                                })
                                                .collect(),
                                        )
                                    } else {
                                        candidates
                                    };
                                    pending.set(Some((changes, candidates)));
                                    let wait =
                                        (pace.millis() - (js_sys::Date::now() - start)).max(0.0);
                                    *timer.borrow_mut() =
                                        Some(Timeout::new(wait as u32, move || {
                                            table.dispatch(TableAction::PlayAt(changes, action))
                                        }));
                                }
                                Err(reason) => failure.set(Some((changes, reason))),
                            }
                        })
                    };
                    asked = Some(bots::ask(question, reply));
                }
                move || {
                    if let Some(id) = asked {
                        bots::forget(id);
                    }
                    timer.borrow_mut().take();
                }
            },
        );
    }
    // A person who asked for a hint is helped to the end of their turn: each next decision of
    // theirs is hinted too (a Cleopatra turn is many decisions), until the turn passes or they
    // put the hint away.
    let following = use_mut_ref(|| None::<Seat>);
    let ask_hint = {
        let (table, hint, following) = (table.clone(), hint.clone(), following.clone());
        let hint_candidates = hint_candidates.clone();
        Callback::from(move |()| {
            let Some(seat) = table.game.to_act().filter(|&s| table.is_person(s)) else {
                return;
            };
            *following.borrow_mut() = Some(seat);
            let changes = table.changes;
            hint.set(Some((changes, Hint::Waiting)));
            let question = question(&table, seat, Level::Normal, HINT_SALT);
            let hint = hint.clone();
            let hint_candidates = hint_candidates.clone();
            bots::ask(
                question,
                Callback::from(move |answer: Answer| {
                    hint_candidates.set(Some((changes, read_candidates::<G>(&answer))));
                    let shown = match read_action::<G>(answer) {
                        Ok(action) => Hint::Ready(action),
                        Err(reason) => Hint::Failed(reason),
                    };
                    // Its move comes into view once drawn (on a phone its ring may lie below
                    // the fold or under the bar).
                    if matches!(shown, Hint::Ready(_)) {
                        crate::device::after_paint(crate::components::look_at_hinted);
                    }
                    hint.set(Some((changes, shown)));
                }),
            );
        })
    };
    {
        let (table, following, ask_hint) = (table.clone(), following.clone(), ask_hint.clone());
        use_effect_with(table.changes, move |_| {
            let seat = *following.borrow();
            match seat {
                Some(s) if table.game.to_act() == Some(s) && table.is_person(s) => {
                    ask_hint.emit(())
                }
                _ => *following.borrow_mut() = None,
            }
        });
    }
    let dismiss_hint = {
        let (hint, following) = (hint.clone(), following.clone());
        Callback::from(move |()| {
            *following.borrow_mut() = None;
            hint.set(None);
        })
    };
    let on_pace = {
        let pace = pace.clone();
        Callback::from(move |p: Pace| {
            storage::remember(PACE_KEY, p.key());
            pace.set(p);
        })
    };
    let retry = {
        let (retries, failure) = (retries.clone(), failure.clone());
        Callback::from(move |()| {
            failure.set(None);
            retries.set(*retries + 1);
        })
    };
    let now = table.changes;
    // A computer's decisions in a row (a play, then a discard to the hand limit) are lit together.
    let lit = match table.last_mover() {
        Some(mover) if !table.is_person(mover) => {
            let run = table
                .movers
                .iter()
                .rev()
                .take_while(|m| **m == Some(mover))
                .count();
            table
                .marks
                .get(table.marks.len().saturating_sub(run))
                .map_or(0, |&mark| table.log.len() - mark)
        }
        _ => 0,
    };
    Computers {
        thinking: thinker.or(scripted.and(table.game.to_act().zip(Some(Level::Easy)))),
        failure: failure
            .as_ref()
            .filter(|(at, _)| *at == now && thinker.is_some())
            .map(|(_, reason)| reason.clone()),
        retry,
        pace: *pace,
        on_pace,
        hint: hint
            .as_ref()
            .filter(|(at, _)| *at == now)
            .map(|(_, h)| h.clone()),
        ask_hint,
        dismiss_hint,
        lit,
        hint_candidates: hint_candidates
            .as_ref()
            .filter(|(at, _)| *at == now)
            .map(|(_, c)| c.clone()),
        pending_candidates: pending
            .as_ref()
            .filter(|(at, _)| *at == now)
            .map(|(_, c)| c.clone()),
        last_why,
        log_len: table.log.len(),
        last_mark: table.marks.last().copied(),
        why: (*why).clone(),
        show_why: Callback::from(move |shown| why.set(shown)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decision(at: usize, words: &str, minor: bool) -> WordedWhy {
        let line = WhyLine {
            words: words.to_owned(),
            share: 1.0,
            value: 0.5,
            searched: true,
            withheld: false,
        };
        WordedWhy {
            at,
            lang: crate::i18n::Lang::En,
            lines: Rc::new(vec![line]),
            minor,
        }
    }

    fn named(kept: &[WordedWhy], from: usize, last: usize) -> Option<&str> {
        turn_move(kept, from, last).map(|w| w.lines[0].words.as_str())
    }

    #[test]
    fn a_computers_turn_is_named_by_its_main_move_not_the_step_that_closed_it() {
        // Another computer's turn (lines 0..4), then this one's: a stall taken at line 4, two
        // refills and the end of the turn; then its next decision, found and not played yet.
        let kept = [
            decision(0, "B builds a wall", false),
            decision(4, "C takes stall 2", false),
            decision(6, "C refills stall 1", true),
            decision(7, "C refills stall 3", true),
            decision(8, "C ends the turn", true),
            decision(9, "C takes stall 1", false),
        ];
        assert_eq!(named(&kept, 4, 8), Some("C takes stall 2"));
        // Two main moves in the span: the last.
        assert_eq!(named(&kept[..2], 0, 4), Some("C takes stall 2"));
        // A turn of small steps alone says its last.
        assert_eq!(named(&kept, 6, 7), Some("C refills stall 3"));
        // Nothing kept of that turn (its moves were made before this page): nothing said.
        assert_eq!(named(&kept, 10, 12), None);
    }
}
