//! The table screen's frame, written once for every game: its state ([`use_table_frame`]: the
//! table, its saving, its computers, the log in words, the notice of the moment), the end branch,
//! the curtain with the news since its player last looked, the one notice line (an undo refused,
//! a decision refused, or a message of the game's), and the screen around the game's board: the
//! top bar, the dock with its advice, hint, undo and actions, the sheets. A game supplies its
//! board, its words and its choices ([`TableParts`]).

use std::rc::Rc;

use table::{Table, TableAction};
use yew::prelude::*;

use crate::components::{
    computer_bar, hint_button, hint_line, Coach, CoachSays, Curtain, Dock, LogPanel, TableEnd,
    TopBar,
};
use crate::hooks::{
    use_computers, use_lang, use_table_screen, CodeOf, Computers, Live, TableSaves, TableScreen,
    TableScreenProps,
};
use crate::i18n::{num, text, Lang};
use crate::motion::{use_motion, MotionSetting};
use crate::plugin::GameUi;
use crate::replay::{seat_line, Replaying};
use crate::words::LogGroup;

/// A message of the game's for the notice line, good for the moment (the decision count) it was
/// said at.
pub type Said = UseStateHandle<Option<(usize, String)>>;

/// A table screen's state, for the game's screen to draw its board from.
pub struct Frame<G: GameUi> {
    /// The language spoken.
    pub lang: Lang,
    /// The table, changed by dispatching [`TableAction`]s.
    pub table: UseReducerHandle<Live<Table<G>>>,
    /// Whether the deciding player may undo now.
    pub undo_allowed: bool,
    /// The saving.
    pub saves: TableSaves,
    /// The computers, and the hint.
    pub computers: Computers<G::Action>,
    /// The players' names.
    pub names: Vec<String>,
    /// The log in words, as the viewer may see it.
    pub log: Rc<Vec<LogGroup>>,
    /// The moment: how many decisions the record holds.
    pub at: usize,
    /// The game's message of the moment (a touch's reason), shown in the notice line.
    pub message: Said,
    /// Whether the curtain is down before the deciding player.
    pub covered: bool,
    /// Whether nothing on screen plays now: a computer decides, the curtain is down, or a player
    /// hands the device on.
    pub thinking: bool,
    help: UseStateHandle<bool>,
    motion: MotionSetting,
    props: TableScreenProps<G>,
    /// Drawn in a replay: the board alone, read-only.
    replay: bool,
}

/// The frame of a table screen with `props`; `code` gives the game's short code where its
/// settings allow one.
#[hook]
pub fn use_table_frame<G: GameUi>(props: &TableScreenProps<G>, code: CodeOf<G>) -> Frame<G> {
    let lang = use_lang();
    let TableScreen {
        table,
        undo_allowed,
        saves,
    } = use_table_screen(props, code);
    let computers = use_computers(&table);
    let message = use_state(|| None::<(usize, String)>);
    let help = use_state(|| false);
    let lit = computers.lit;
    // The log in words changes only with the game, the one looking, the language and the lit
    // lines: not worded again on every touch (a long game's log is hundreds of lines).
    let log = {
        let table = table.clone();
        use_memo(
            (table.changes, table.log.len(), table.viewer(), lang, lit),
            move |_| {
                let lit_from = table.log.len().saturating_sub(lit);
                G::log_groups(lang, &table, table.visible_log().collect(), lit_from)
            },
        )
    };
    // What the last decision changed moves, at the computers' pace if it was a computer's.
    let by_computer = table.last_mover().is_some_and(|s| !table.is_person(s));
    // Who looks matters only for what is private: at a table of people with nothing to hide,
    // each decision moves too.
    let looker = table
        .viewer()
        .filter(|&s| table.lone_person().is_some() || table.game.has_secrets(s));
    let motion = use_motion(
        (table.game.decisions(), looker),
        by_computer.then_some(computers.pace),
    );
    let replay = use_context::<Replaying>().is_some();
    let covered = table.curtain().is_some();
    // A lesson's scripted opponent to move counts as a computer thinking, even while its move
    // waits for the coach's Next.
    let thinking = computers.thinking.is_some()
        || covered
        || table.handover.is_some()
        || table.scripted().is_some();
    Frame {
        lang,
        names: table.names().to_vec(),
        at: table.game.decisions(),
        undo_allowed,
        saves,
        computers,
        log,
        message,
        covered,
        thinking,
        help,
        motion,
        props: props.clone(),
        table,
        replay,
    }
}

/// What a game puts in its end screen (see [`TableEnd`]): the frame adds the way on, the record
/// and the log.
#[derive(Default)]
pub struct EndParts {
    /// The screen's class besides `end-screen` (the game's own, to style its scores).
    pub class: Classes,
    /// The heading.
    pub title: String,
    /// Who won (see [`Frame::winners_line`]), or how a solo game went.
    pub headline: String,
    /// A line under it (how a tie is broken, a solo best).
    pub note: Option<String>,
    /// The scores: the game's table.
    pub scores: Html,
    /// The final board's fold: its words and the board.
    pub board: Option<(String, Html)>,
}

/// What a game puts in its frame.
#[derive(Default)]
pub struct TableParts {
    /// The screen's class besides `game-screen` (the game's own, to style its board).
    pub class: Classes,
    /// The seat the top bar names.
    pub active: usize,
    /// The top bar's words for that seat ("Ana decides"), if not the plain turn.
    pub label: Option<String>,
    /// How far the game is ("Round 3 of 6").
    pub progress: String,
    /// A warning in the top bar ("Last round").
    pub alert: Option<AttrValue>,
    /// Whether the top bar offers to lower the curtain (hot-seat games that hide things).
    pub can_cover: bool,
    /// The board and panels.
    pub board: Html,
    /// What the deciding player should do, in words (hidden while nothing plays).
    pub advice: String,
    /// A notice of the game's besides the frame's (shown last).
    pub notice: Option<String>,
    /// Whether a person decides now (then the hint is offered, unless nothing plays).
    pub person_decides: bool,
    /// The dock's buttons.
    pub actions: Html,
    /// What the dock holds besides (a hand).
    pub dock: Html,
    /// The game's open sheets and dialogs.
    pub sheets: Html,
    /// The game's rules sheet (see [`Frame::help_sheet`]).
    pub help: Html,
    /// What the curtain shows besides the news (revealed bids).
    pub curtain: Html,
}

impl<G: GameUi> Frame<G> {
    /// The end screen `screen`, with the saving's notice and sheet.
    pub fn end(&self, screen: Html) -> Html {
        if self.replay {
            return html! { <div class="replay-view replay-end" inert=true>{ screen }</div> };
        }
        html! {
            <>
            { self.saves.notice.clone() }
            { self.saves.export_sheet.clone() }
            { screen }
            </>
        }
    }

    /// The end screen drawn from the game's `parts`, with the saving's notice and sheet.
    pub fn end_screen(&self, parts: EndParts) -> Html {
        let (board_title, board) = match parts.board {
            Some((title, board)) => (Some(AttrValue::from(title)), board),
            None => (None, Html::default()),
        };
        // The replay opens on the game's page from its save: not for a lesson (never saved), nor
        // where saves last only while the page is open.
        let on_replay =
            (self.table.coaching.is_none() && !crate::storage::memory_only()).then(|| {
                let id = self.props.saver.id.clone();
                Callback::from(move |_| {
                    crate::pages::go(&crate::pages::To::Replay(G::ID, id.clone()))
                })
            });
        self.end(html! {
            <TableEnd class={parts.class} title={parts.title} headline={parts.headline}
                note={parts.note.map(AttrValue::from)} {board_title} {board} log={Rc::clone(&self.log)}
                record={self.record()} on_again={self.props.on_again.clone()} on_title={self.props.on_quit.clone()}
                {on_replay}>
                { parts.scores }
            </TableEnd>
        })
    }

    /// Who won, in words: "Ana wins!", "Ana & Bia share the win!".
    pub fn winners_line(&self, seats: impl IntoIterator<Item = usize>) -> String {
        let names: Vec<String> = seats
            .into_iter()
            .filter_map(|s| self.names.get(s).cloned())
            .collect();
        crate::words::winners(self.lang, &names)
    }

    /// The record to download from the end screen: its JSON and its file name.
    pub fn record(&self) -> (AttrValue, AttrValue) {
        (
            AttrValue::from(self.table.game.save_json()),
            AttrValue::from(format!("{}-{}.json", G::GAME, self.table.game.seed())),
        )
    }

    /// The rules sheet while it is open and the curtain is up: `sheet` draws it around the
    /// callback closing it.
    pub fn help_sheet(&self, sheet: impl FnOnce(Callback<()>) -> Html) -> Html {
        if !*self.help || self.covered {
            return Html::default();
        }
        let help = self.help.clone();
        sheet(Callback::from(move |_| help.set(false)))
    }

    /// The one move the lesson's step lets the person play now, if it names one.
    pub fn lesson_move(&self) -> Option<G::Action> {
        match self.table.lesson_step() {
            Some((_, step)) => match &step.expect {
                table::lesson::Expect::You(action) => Some(action.clone()),
                _ => None,
            },
            None => None,
        }
    }

    /// What the board offers of `options`: in a lesson only those that make up the coach's move
    /// (`part_of(option, move)`: a move the board builds in steps is listed as its steps), so
    /// only they are lit; else all of them. A touch elsewhere still reaches the table, which
    /// refuses it in the coach's words.
    pub fn offered(
        &self,
        options: Vec<G::Action>,
        part_of: impl Fn(&G::Action, &G::Action) -> bool,
    ) -> Vec<G::Action> {
        match self.lesson_move() {
            Some(lesson) => options
                .into_iter()
                .filter(|option| part_of(option, &lesson))
                .collect(),
            None => options,
        }
    }

    /// The move to light on the board: the lesson's step for the person, else the hint's.
    pub fn shown_move(&self) -> Option<G::Action> {
        if self.table.coaching.is_some() {
            return self.lesson_move();
        }
        match &self.computers.hint {
            Some(crate::hooks::Hint::Ready(action)) => Some(action.clone()),
            _ => None,
        }
    }

    /// Plays `action` for the deciding seat, clearing the message of the moment, if the table is
    /// still as this screen was drawn: a tap that arrives after the game moved on (a double tap, a
    /// callback of an older screen) is dropped, never played for whoever decides now.
    pub fn play(&self) -> Callback<G::Action> {
        let (table, message, drawn) =
            (self.table.clone(), self.message.clone(), self.table.changes);
        Callback::from(move |action| {
            message.set(None);
            table.dispatch(TableAction::PlayAt(drawn, action));
        })
    }

    /// The notice line: why an undo or a decision was refused, else the game's message of the
    /// moment, else `extra`.
    fn notice(&self, extra: Option<String>) -> Option<AttrValue> {
        let (lang, table) = (self.lang, &self.table);
        let off_script = table
            .coaching
            .as_ref()
            .filter(|c| c.wrong == Some(self.at))
            .map(|_| lang.t("lesson-wrong"));
        off_script
            .or_else(|| table.undo_refusal.as_ref().map(|e| G::undo_words(lang, e)))
            .or_else(|| {
                (table.undid_replies > 0).then(|| {
                    lang.ta(
                        "undo-with-replies",
                        &[("count", num(table.undid_replies as f64))],
                    )
                })
            })
            .or_else(|| table.refusal.as_ref().map(|r| G::refusal(lang, table, r)))
            .or_else(|| {
                self.message
                    .as_ref()
                    .filter(|(m, _)| *m == self.at)
                    .map(|(_, s)| s.clone())
            })
            .or(extra)
            .or_else(|| self.chance_news())
            .map(AttrValue::from)
    }

    /// What chance gave the person looking in the decision they made last
    /// ([`table::TableGame::chance`]: a bonus tile drawn), in the log's words, while it is the
    /// last decision made.
    fn chance_news(&self) -> Option<String> {
        let table = &self.table;
        let (&mark, &mover) = (table.marks.last()?, table.movers.last()?);
        let mover = mover.filter(|&m| table.is_person(m) && table.viewer() == Some(m))?;
        let events: Vec<G::Event> = table.log[mark..]
            .iter()
            .filter(|e| G::chance(e))
            .map(|e| G::redact(e, Some(mover)))
            .collect();
        if events.is_empty() {
            return None;
        }
        let groups = G::log_groups(self.lang, table, events, usize::MAX);
        crate::words::sentences(groups.into_iter().flat_map(|g| g.lines).map(|l| l.text))
    }

    /// What the coach says now, in a lesson: the step's line (a scripted opponent's step may
    /// say nothing of its own), or the last words once the steps have run out.
    fn coach_line(&self) -> String {
        let Some(coaching) = &self.table.coaching else {
            return String::new();
        };
        let table = &self.table;
        let name = |person: bool| {
            (0..self.names.len())
                .find(|&i| table.is_person(tabletop::Seat(i as u8)) == person)
                .map(|i| text(self.names[i].clone()))
                .unwrap_or_else(|| text(String::new()))
        };
        let args = [("you", name(true)), ("rival", name(false))];
        let words = coaching
            .lesson
            .words
            .get(self.lang.index())
            .map_or("", String::as_str);
        match coaching.step(self.at) {
            Some(step) if step.say.is_empty() => self.lang.ta("lesson-watch", &args),
            Some(step) => self.lang.ta_in(words, &step.say, &args),
            None => self.lang.ta_in(words, &coaching.lesson.end, &args),
        }
    }

    /// The coach, in a lesson.
    fn coach(&self) -> Html {
        let Some(coaching) = &self.table.coaching else {
            return Html::default();
        };
        // The steps the person reads (not those skipped to reach a later moment, nor the
        // opponent's moves the coach says nothing of).
        let seen = |steps: &[table::lesson::Step<G::Action>]| {
            steps
                .iter()
                .filter(|s| {
                    !matches!(s.expect, table::lesson::Expect::Skip(_)) && !s.say.is_empty()
                })
                .count()
        };
        let all = &coaching.lesson.steps;
        let steps = seen(all);
        let shown = seen(&all[..self.at.min(all.len())]);
        let step = coaching.step(self.at);
        // The opponent's move the coach tells of waits for the person to read it.
        let told = self
            .table
            .scripted()
            .filter(|_| step.is_some_and(|s| !s.say.is_empty()));
        let on_next = told.map(|action| {
            let (table, drawn) = (self.table.clone(), self.table.changes);
            Callback::from(move |_| table.dispatch(TableAction::PlayAt(drawn, action.clone())))
        });
        let who = match step.map(|s| &s.expect) {
            None => "done",
            Some(table::lesson::Expect::Them(_)) if on_next.is_some() => "next",
            Some(table::lesson::Expect::Them(_)) => "them",
            Some(_) => "you",
        };
        let table = self.table.clone();
        html! {
            <Coach {who} at={self.at} line={self.coach_line()} step={step.map(|s| (if s.say.is_empty() { shown.max(1) } else { shown + 1 }, steps))}
                lit={step.and_then(|s| s.lit.clone()).map(AttrValue::from)} {on_next}
                on_play_on={Callback::from(move |_| table.dispatch(TableAction::HandOver))} />
        }
    }

    /// The curtain before the deciding player, if it is down: their name, the news since they
    /// last looked, and `extra`.
    fn curtain(&self, extra: Html) -> Option<Html> {
        let seat = self.table.curtain()?;
        let lang = self.lang;
        let name = self.names[seat.index()].clone();
        let news = G::log_groups(
            lang,
            &self.table,
            G::curtain_news(&self.table, seat),
            usize::MAX,
        );
        let (ready, hint) = G::curtain_words(lang, &name);
        let table = self.table.clone();
        Some(html! {
            <Curtain name={name} colour={self.table.colours[seat.index()]} {news} {ready} {hint}
                on_reveal={Callback::from(move |_| table.dispatch(TableAction::Reveal))}
                on_quit={self.props.on_quit.clone()}
                banner={self.saves.notice.clone()}>
                { extra }
            </Curtain>
        })
    }

    /// The table screen around the game's `parts`; `hint` words what the hint would play.
    pub fn render(&self, parts: TableParts, hint: impl Fn(&G::Action) -> String) -> Html {
        let (lang, table, names) = (self.lang, &self.table, &self.names);
        if self.replay {
            return self.replay_view(parts);
        }
        let curtain = self.curtain(parts.curtain);
        let active = parts.active;
        let colour = table.colours.get(active).copied().unwrap_or_default();
        let advice = match (table.handover, self.thinking) {
            (Some(_), _) => lang.t("status-handover"),
            (None, true) => String::new(),
            (None, false) => parts.advice,
        };
        let undo = {
            let table = table.clone();
            Callback::from(move |_| table.dispatch(TableAction::Undo))
        };
        let on_cover = parts.can_cover.then(|| {
            let table = table.clone();
            Callback::from(move |_| table.dispatch(TableAction::Hide))
        });
        let on_help = {
            let help = self.help.clone();
            Callback::from(move |_| help.set(true))
        };
        // In a lesson the coach says what to do: no hint.
        let person = parts.person_decides && !self.thinking && table.coaching.is_none();
        let any_computer = table.computers.iter().any(Option::is_some);
        html! {
            <>
            { for curtain }
            <section class={classes!("game-screen", parts.class)}>
                <div class="top-area">
                    <TopBar active={(AttrValue::from(names[active].clone()), colour)}
                        label={parts.label} progress={parts.progress} alert={parts.alert}
                        {on_help} {on_cover} lesson={table.coaching.is_some()}
                        on_quit={self.props.on_quit.clone()} on_export={self.saves.open_export.clone()} />
                    if !self.covered { { self.saves.notice.clone() } }
                </div>
                { parts.board }
                <Dock {advice} notice={self.notice(parts.notice)} coach={self.coach()}
                    hint={html! {
                        <>
                        { computer_bar(&self.computers, names, any_computer, &self.motion) }
                        { hint_line(lang, &self.computers, hint, G::minor) }
                        </>
                    }}
                    hint_button={hint_button(lang, &self.computers, person)}
                    undo={(self.undo_allowed, undo)} actions={parts.actions}>
                    { parts.dock }
                </Dock>
                if table.coaching.is_some() {
                    <ContextProvider<CoachSays> context={CoachSays(self.coach_line().into())}>
                        { parts.sheets }
                    </ContextProvider<CoachSays>>
                } else {
                    { parts.sheets }
                }
                { parts.help }
                { self.saves.export_sheet.clone() }
            </section>
            </>
        }
    }

    /// The log panel (none in a replay, whose screen shows its own).
    pub fn log_panel(&self) -> Html {
        if self.replay {
            return Html::default();
        }
        html! { <LogPanel groups={Rc::clone(&self.log)} /> }
    }

    /// The board alone, inert, under the line naming whose turn it is: a replay's moment.
    fn replay_view(&self, parts: TableParts) -> Html {
        let active = parts.active.min(self.names.len().saturating_sub(1));
        let colour = self.table.colours.get(active).copied().unwrap_or_default();
        let name = self.names.get(active).cloned().unwrap_or_default();
        html! {
            <section class={classes!("game-screen", "replay-view", parts.class)}>
                <div class="top-area">
                    { seat_line(self.lang, &name, colour, parts.label, &parts.progress) }
                </div>
                <div class="replay-inert" inert=true>{ parts.board }</div>
                <div class="replay-dock" inert=true>{ parts.dock }</div>
            </section>
        }
    }

    /// The properties the screen was given (to start again or leave from the end screen).
    pub fn props(&self) -> &TableScreenProps<G> {
        &self.props
    }
}
