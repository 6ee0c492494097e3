//! Replays of saved games, written once for every game: the record (configuration, seed,
//! actions) read again decision by decision, no new save format. Step *k* is the game's table
//! after the record's first *k* decisions, drawn by the game's own table screen inside a
//! [`Replaying`] context: its frame then draws the board alone, inert (nothing can be decided),
//! with no curtain, dock, saving or computers. The replay screen puts the controls (start, back,
//! play or pause, forward, end, a step counter, a slider and the turns to jump to) and the log
//! with the step's decision lit around it.
//!
//! A finished game may show every hand ("Show everyone's hand": each moment as the player deciding
//! then saw it); a game in progress shows only what everyone may see.

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use table::{Record, RecordError, Table, TableAction, TableGame};
use tabletop::Seat;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::components::{path_icon, LangSwitch, LogPanel, SeatMarker};
use crate::hooks::{use_lang, TableScreenProps};
use crate::i18n::{num, text, Lang};
use crate::plugin::GameUi;
use crate::storage::Saver;

/// The context a game's table screen is drawn in during a replay: its frame draws the board
/// alone, read-only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Replaying;

/// How many decisions a record holds.
pub fn decisions(record: &Record) -> usize {
    record
        .save
        .get("actions")
        .and_then(|a| a.as_array())
        .map_or(0, Vec::len)
}

/// The same record cut after its first `k` decisions.
pub fn prefix(record: &Record, k: usize) -> Record {
    let mut cut = record.clone();
    if let Some(actions) = cut.save.get_mut("actions").and_then(|a| a.as_array_mut()) {
        actions.truncate(k);
    }
    cut
}

/// The table of game `G` after the record's first `k` decisions, as a replay shows it: nobody
/// thinks (no computer plays a replay), nobody holds the device; with `hands`, seen by the player
/// deciding at that moment, else by everyone (the public view).
pub fn table_at<G: TableGame>(
    record: &Record,
    k: usize,
    hands: bool,
) -> Result<Table<G>, RecordError> {
    let mut table = prefix(record, k).replay::<G>()?;
    table.computers = Vec::new();
    table.handover = None;
    // The player holding the device sees what is theirs, with no curtain before them.
    table.holder = if hands { table.game.to_act() } else { None };
    Ok(table)
}

/// What a replay knows of the whole record: how many decisions, whether the game ended, and the
/// moments a turn passes to another player (the step and the seat).
#[derive(Debug, Clone, PartialEq)]
pub struct Timeline {
    /// The record's decisions.
    pub decisions: usize,
    /// Whether the game is over at the end of the record.
    pub over: bool,
    /// Each turn's first step and its player.
    pub turns: Vec<(usize, Seat)>,
    /// Whether a seat ever held something the others could not see (else there is no hand to
    /// show).
    pub secrets: bool,
}

/// The record's timeline, played once from the deal through game `G`'s rules: each decision of
/// the record applied in turn (the same table as [`table_at`] at every step, which the games'
/// tests check).
pub fn timeline<G: TableGame>(record: &Record) -> Result<Timeline, RecordError> {
    // Read from text, as the game reads its saves: one deserializer of the game's actions in the
    // page's code, not a second one for JSON values (about 15 KB gzipped on every game's page).
    let actions: Vec<G::Action> = match record.save.get("actions") {
        Some(actions) => serde_json::from_str(&actions.to_string())
            .map_err(|e| RecordError::Corrupt(e.to_string()))?,
        None => Vec::new(),
    };
    let mut table = table_at::<G>(record, 0, false)?;
    let mut turns = Vec::new();
    let mut last = None;
    let seats = table.names().len() as u8;
    let mut secrets = false;
    for (k, action) in actions.into_iter().enumerate() {
        secrets = secrets || (0..seats).any(|s| table.game.has_secrets(Seat(s)));
        let seat = table.game.whose_turn().or(table.game.to_act());
        if seat.is_some() && seat != last {
            turns.extend(seat.map(|s| (k, s)));
            last = seat;
        }
        table.apply(TableAction::Play(action));
    }
    Ok(Timeline {
        decisions: table.game.decisions(),
        over: table.game.is_over(),
        turns,
        secrets,
    })
}

/// Properties of [`ReplayScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ReplayProps {
    /// The saved game.
    pub record: Rc<Record>,
    /// Leave the replay (back to the saved games).
    pub on_leave: Callback<()>,
}

/// A control's picture.
fn icon(path: &'static str) -> Html {
    path_icon("replay-icon", path)
}

// A step is a triangle against a bar (|◀, ▶|), so "one move on" never looks like Play (▶); the
// start and the end are two triangles against a bar (⏮, ⏭).
const TO_START: &str = "M3.5 5H6v14H3.5zM13 5v14l-7-7zM20.5 5v14l-7.5-7z";
const BACK: &str = "M5 5h2.5v14H5zM19 5v14L8.5 12z";
const PLAY: &str = "M7 5v14l12-7z";
const PAUSE: &str = "M6.5 5h4v14h-4zM13.5 5h4v14h-4z";
const FORWARD: &str = "M5 5v14l10.5-7zM16.5 5H19v14h-2.5z";
const TO_END: &str = "M3.5 5v14l7.5-7zM11 5v14l7-7zM18 5h2.5v14H18z";

/// How long each decision shows while the replay plays, in milliseconds.
const PACE_MS: u32 = 1000;

/// The replay of a saved game of game `G`.
#[component]
pub fn ReplayScreen<G: GameUi>(props: &ReplayProps) -> Html {
    let lang = use_lang();
    let record = props.record.clone();
    let timeline = use_memo(record.clone(), |r| timeline::<G>(r));
    let step = use_state(|| 0usize);
    let hands = use_state(|| false);
    // Whose hand shows with the hands on: a seat picked, else the player deciding at each step.
    let whose = use_state(|| None::<Seat>);
    let playing = use_state(|| false);
    // A replay never saves: its screen is a game read from storage that never changes.
    let saver = use_memo((), |_| Saver::fresh());
    let (n, over, turns, secrets) = match &*timeline {
        Ok(t) => (t.decisions, t.over, t.turns.clone(), t.secrets),
        Err(_) => (0, false, Vec::new(), false),
    };
    let k = (*step).min(n);
    // Hands show only once the game is over, in a game that has any.
    let offer_hands = over && secrets;
    let hands_on = *hands && offer_hands;
    let picked = (*whose).filter(|_| hands_on);
    let table = use_memo(
        (record.clone(), k, hands_on, picked),
        |(r, k, h, picked)| {
            table_at::<G>(r, *k, *h).ok().map(|mut t| {
                t.shown_to = *picked;
                Rc::new(t)
            })
        },
    );
    // Playing: one decision a second, stopping at the end.
    {
        let (step, playing) = (step.clone(), playing.clone());
        use_effect_with((*playing, k), move |&(on, k)| {
            let timer = (on && k < n).then(|| Timeout::new(PACE_MS, move || step.set(k + 1)));
            if on && k >= n {
                playing.set(false);
            }
            move || drop(timer)
        });
    }
    let go = |to: fn(usize, usize) -> usize| {
        let (step, playing) = (step.clone(), playing.clone());
        Callback::from(move |_: MouseEvent| {
            playing.set(false);
            step.set(to(k, n));
        })
    };
    let to_start = go(|_, _| 0);
    let back = go(|k, _| k.saturating_sub(1));
    let forward = go(|k, n| (k + 1).min(n));
    let to_end = go(|_, n| n);
    let play = {
        let (step, playing) = (step.clone(), playing.clone());
        Callback::from(move |_: MouseEvent| {
            if !*playing && k >= n {
                step.set(0);
            }
            playing.set(!*playing);
        })
    };
    let on_slide = {
        let (step, playing) = (step.clone(), playing.clone());
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            playing.set(false);
            step.set(input.value().parse().unwrap_or(0));
        })
    };
    let on_turn = {
        let (step, playing) = (step.clone(), playing.clone());
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Ok(to) = select.value().parse() {
                playing.set(false);
                step.set(to);
            }
        })
    };
    let on_hands = {
        let hands = hands.clone();
        Callback::from(move |e: Event| {
            hands.set(e.target_unchecked_into::<HtmlInputElement>().checked());
        })
    };
    let on_whose = {
        let whose = whose.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            whose.set(select.value().parse().ok().map(Seat));
        })
    };
    let on_leave = props.on_leave.reform(|_: MouseEvent| ());

    let Some(table) = (*table).clone() else {
        return html! {
            <section class="replay-screen">
                <p class="notice" role="alert">{ lang.t("replay-broken") }</p>
                <button type="button" class="btn" onclick={on_leave}>{ lang.t("replay-leave") }</button>
            </section>
        };
    };
    let names = table.names().to_vec();
    let title = if record.name.is_empty() {
        names.join(" · ")
    } else {
        record.name.clone()
    };
    // The log as the step's viewer saw it, the step's decision lit.
    let log = {
        let lit_from = if k == 0 {
            usize::MAX
        } else {
            table.marks.last().copied().unwrap_or(usize::MAX)
        };
        Rc::new(G::log_groups(
            lang,
            &table,
            table.visible_log().collect(),
            lit_from,
        ))
    };
    // The turn the step is in.
    let turn_now = turns.iter().rposition(|&(at, _)| at <= k);
    let seen_by = table.viewer().map(|s| names[s.index()].clone());
    let board = G::screen(
        TableScreenProps {
            table: table.clone(),
            saver: (*saver).clone(),
            resumed: true,
            on_reload: Callback::noop(),
            on_quit: props.on_leave.clone(),
            on_again: Callback::noop(),
        },
        format!("replay-{k}-{hands_on}-{picked:?}"),
    );
    let button = |label: &str, path: &'static str, onclick: Callback<MouseEvent>, off: bool| {
        let label = lang.t(label);
        html! {
            <button type="button" class="btn small replay-btn" aria-label={label.clone()} title={label}
                {onclick} disabled={off}>{ icon(path) }</button>
        }
    };
    html! {
        <section class="replay-screen" aria-labelledby="replay-h">
            <header class="replay-head">
                <button type="button" class="btn small back" onclick={on_leave}>{ lang.t("replay-leave") }</button>
                <h1 id="replay-h" class="replay-title">
                    { lang.ta(if over { "replay-title" } else { "replay-title-so-far" }, &[("game", text(title))]) }
                </h1>
                <LangSwitch />
            </header>
            <div class="replay-controls" role="group" aria-label={lang.t("replay-controls")}>
                <div class="replay-buttons">
                    { button("replay-start", TO_START, to_start, k == 0) }
                    { button("replay-back", BACK, back, k == 0) }
                    { button(if *playing { "replay-pause" } else { "replay-play" }, if *playing { PAUSE } else { PLAY }, play, n == 0) }
                    { button("replay-forward", FORWARD, forward, k >= n) }
                    { button("replay-end", TO_END, to_end, k >= n) }
                    <span class="replay-step" aria-live="polite">{ lang.ta("replay-step", &[("k", num(k as u32)), ("n", num(n as u32))]) }</span>
                </div>
                <input type="range" class="replay-slider" min="0" max={n.to_string()} value={k.to_string()}
                    aria-label={lang.t("replay-slider")} oninput={on_slide} />
            </div>
            <div class="replay-options">
                // A game whose turns pass at nearly every decision has the slider alone.
                if !turns.is_empty() && turns.len() * 2 <= n {
                    <label class="replay-turn-pick">
                        <span>{ lang.t("replay-turn") }</span>
                        <select onchange={on_turn}>
                            { for turns.iter().enumerate().map(|(i, &(at, seat))| html! {
                                <option value={at.to_string()} selected={turn_now == Some(i)}>
                                    { lang.ta("replay-turn-of", &[("n", num(i as u32 + 1)), ("name", text(names[seat.index()].clone()))]) }
                                </option>
                            }) }
                        </select>
                    </label>
                }
                if offer_hands {
                    <label class="replay-hands">
                        <input type="checkbox" checked={*hands} onchange={on_hands} />
                        <span>{ lang.t("replay-hands") }</span>
                    </label>
                }
                if hands_on {
                    <label class="replay-whose">
                        <span>{ lang.t("replay-hand-of") }</span>
                        <select onchange={on_whose}>
                            <option value="" selected={picked.is_none()}>{ lang.t("replay-hand-of-decider") }</option>
                            { for names.iter().enumerate().map(|(i, name)| html! {
                                <option value={i.to_string()} selected={picked == Some(Seat(i as u8))}>{ name.clone() }</option>
                            }) }
                        </select>
                    </label>
                }
                <span class="replay-seen hint">
                    { match seen_by {
                        Some(name) => lang.ta("replay-seen-by", &[("name", text(name))]),
                        None => lang.t("replay-seen-public"),
                    } }
                </span>
            </div>
            <div class="replay-main">
                <div class="replay-board">
                    <ContextProvider<Replaying> context={Replaying}>{ board }</ContextProvider<Replaying>>
                </div>
                <aside class="replay-log">
                    <LogPanel groups={log} />
                </aside>
            </div>
        </section>
    }
}

/// The replay's heading words for a seat: its marker and name (for a game's frame in a replay).
pub fn seat_line(
    lang: Lang,
    name: &str,
    colour: table::PlayerColour,
    label: Option<String>,
    progress: &str,
) -> Html {
    html! {
        <p class="replay-turn-line">
            <SeatMarker {colour} />
            <strong>{ label.unwrap_or_else(|| lang.ta("turn-of", &[("name", text(name.to_owned()))])) }</strong>
            <span class="step">{ progress.to_owned() }</span>
        </p>
    }
}

/// Checks the replay of a saved game of `G` (its save or record `text`) at every step: the table
/// at step *k* is the one the record's first *k* decisions make when played one after the other
/// (its record, every seat's view and its log); the timeline counts every decision and its turns
/// run in order; with hands shown a step is seen by the player deciding, else by nobody who holds
/// a secret. For the games' tests (natively); panics on the first difference.
pub fn check_every_step<G: TableGame>(text: &str) {
    let record = Record::parse(text).expect("a record");
    let n = decisions(&record);
    let line = timeline::<G>(&record).expect("it replays");
    assert_eq!(line.decisions, n, "the timeline counts every decision");
    assert!(
        line.turns.windows(2).all(|w| w[0].0 < w[1].0),
        "turns in order"
    );
    let actions: Vec<G::Action> =
        serde_json::from_value(record.save["actions"].clone()).expect("actions");
    let mut played = table_at::<G>(&record, 0, false).expect("the deal");
    for k in 0..=n {
        let at = table_at::<G>(&record, k, false).expect("a prefix replays");
        // The same record and every seat's view (an undo's floor may differ: a replay undoes
        // nothing).
        assert_eq!(at.game.save_json(), played.game.save_json(), "step {k}");
        let seats = (0..at.names().len() as u8).map(|s| Some(Seat(s)));
        for viewer in std::iter::once(None).chain(seats) {
            assert!(
                at.game.view(viewer) == played.game.view(viewer),
                "step {k}: the same view for {viewer:?}"
            );
        }
        assert_eq!(at.log, played.log, "step {k}: the same log");
        assert_eq!(at.game.decisions(), k);
        if let Some(viewer) = at.viewer() {
            assert!(
                !at.game.has_secrets(viewer) || at.names().len() == 1,
                "step {k}: public"
            );
        }
        let hands = table_at::<G>(&record, k, true).expect("a prefix replays");
        assert_eq!(
            hands.viewer(),
            hands.game.to_act(),
            "step {k}: seen by its decider"
        );
        if let Some(action) = actions.get(k) {
            played.apply(TableAction::Play(action.clone()));
            assert_eq!(played.refusal, None, "step {k}: legal");
        }
    }
    assert_eq!(played.game.decisions(), n);
    assert_eq!(line.over, played.game.is_over());
}
