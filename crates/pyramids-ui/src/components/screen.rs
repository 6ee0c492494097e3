//! A Pyramids game at the table: the revealed expedition shape, the deciding player's cards to
//! mark by tapping squares or dragging across them (the screen finds the placement: turned,
//! mirrored or a single square), everyone's cards and score cards, the display, the pyramid points,
//! the log, and the end. Every option comes from the core's legal actions; anything else is asked
//! of the core for its reason. A curtain falls only for the secret keep of 2 cards at setup, with
//! the news since the player last looked; ordinary marks are made in the open, seat by seat.

use std::rc::Rc;

use pyramids::{Action, Awaiting, Cells, Seat};
use table::{Played, TableAction, TableGame};
use table_ui::components::{computer_bar, hint_button, hint_line, Curtain, Dock, LogPanel, TopBar};
use table_ui::hooks::{
    use_computers, use_lang, use_log_groups, use_table_screen, Hint, TableScreen, TableScreenProps,
};
use table_ui::i18n::{num, text, Lang};
use table_ui::words::LogGroup;
use yew::prelude::*;

use super::decision::{decision, Deciding, Decision};
use super::display::{claims, display};
use super::end::pyramids_end;
use super::players::players;
use super::prompt::{hint_words, prompt};
use super::{words, PyramidsHelp};
use crate::game::{PyramidsGame, PyramidsTable};

/// Properties of [`PyramidsScreen`].
pub type PyramidsScreenProps = TableScreenProps<Played<PyramidsGame>>;

/// The log as the screen's viewer may see it, in words.
pub(super) fn worded_log(lang: Lang, table: &PyramidsTable, names: &[String]) -> Vec<String> {
    table
        .visible_log()
        .flat_map(|e| words::event(lang, &e, names))
        .collect()
}

/// The game screen.
#[component]
pub fn PyramidsScreen(props: &PyramidsScreenProps) -> Html {
    let lang = use_lang();
    let TableScreen {
        table,
        undo_allowed,
        saves,
    } = use_table_screen(props, None);
    let computers = use_computers(&table);
    // Squares chosen for a mark, and cards chosen to keep, belong to the moment they were chosen.
    let chosen = use_state(|| (usize::MAX, 0u8, Cells::default()));
    let keeping = use_state(|| (usize::MAX, Vec::<u8>::new()));
    let message = use_state(|| None::<(usize, String)>);
    let help = use_state(|| false);
    let at = table.game.save.actions.len();
    let names = table.names().to_vec();
    let log = use_log_groups(&table, lang, computers.lit, worded_log);
    let help_sheet = (*help).then(|| {
        let help = help.clone();
        html! { <PyramidsHelp on_close={Callback::from(move |_| help.set(false))} /> }
    });
    let position = table.game.position.clone();

    if position.is_over() {
        return pyramids_end(lang, &table, &names, &saves, props);
    }
    // The curtain lies over the table, which stays in place showing only what everyone may see:
    // lifting it draws only the holder's hand.
    let curtain = table.curtain().map(|seat| {
        // What happened since this player last looked, as everyone may see it.
        let lines: Vec<String> = table
            .news_for(seat)
            .flat_map(|e| words::event(lang, &e, &names))
            .filter(|l| !l.is_empty())
            .collect();
        let news = if lines.is_empty() {
            Vec::new()
        } else {
            LogGroup::untitled(lines, 0)
        };
        let table = table.clone();
        let name = names[seat.index()].clone();
        html! {
            <Curtain name={name.clone()} colour={table.colours[seat.index()]} {news}
                ready={lang.ta("py-curtain-ready", &[("name", text(name.clone()))])}
                hint={lang.ta("py-curtain-hint", &[("name", text(name))])}
                on_reveal={Callback::from(move |_| table.dispatch(TableAction::Reveal))}
                on_lang={props.on_lang.clone()} banner={saves.notice.clone()} />
        }
    });
    let covered = curtain.is_some();

    let view = Rc::new(table.view());
    let decider = table.game.to_act();
    // Nothing on screen plays while a computer decides or the curtain is down.
    let thinking = computers.thinking.is_some() || covered;
    let person = decider.filter(|&s| table.is_person(s) && !thinking);
    let legal: Rc<Vec<Action>> = Rc::new(
        person
            .map(|s| position.legal_actions(s))
            .unwrap_or_default(),
    );
    let awaiting = position.awaiting();
    let pattern = position.pattern();
    let play = {
        let (table, message) = (table.clone(), message.clone());
        Callback::from(move |a: Action| {
            message.set(None);
            table.dispatch(TableAction::Play(a));
        })
    };
    let (sel_card, sel_cells) = if chosen.0 == at {
        (chosen.1, chosen.2)
    } else {
        (0, 0)
    };
    // What the computer's hint would play, lit on the table as well as said in words.
    let hinted = match &computers.hint {
        Some(Hint::Ready(action)) => Some(*action),
        _ => None,
    };
    let kept: Vec<u8> = if keeping.0 == at {
        keeping.1.clone()
    } else {
        Vec::new()
    };

    // The deciding player's area: what they decide with.
    let Decision {
        area,
        buttons,
        not_a_mark,
    } = match person {
        Some(seat) => decision(Deciding {
            lang,
            seat,
            me: &view.players[seat.index()],
            position: &position,
            names: &names,
            legal: &legal,
            awaiting,
            pattern,
            hinted,
            at,
            kept,
            sel_card,
            sel_cells,
            play: play.clone(),
            keeping: keeping.clone(),
            chosen: chosen.clone(),
            message: message.clone(),
        }),
        None => Decision {
            area: Vec::new(),
            buttons: Vec::new(),
            not_a_mark: None,
        },
    };

    // The display: in a replacement, each card is taken by a tap.
    let replacing = person.is_some() && awaiting == Some(Awaiting::Replace);
    let display = display(lang, &view, replacing, &legal, hinted, &play);
    let claims = claims(lang, &view, &names);
    let players = players(lang, &view, &table.colours, decider);

    let shown_message = table
        .undo_refusal
        .as_ref()
        .map(|e| table_ui::words::undo_refusal(lang, pyramids::GAME_NAME, e))
        .or_else(|| {
            table
                .refusal
                .as_ref()
                .map(|r| words::refusal(lang, r, &names))
        })
        .or_else(|| {
            message
                .as_ref()
                .filter(|(m, _)| *m == at)
                .map(|(_, s)| s.clone())
        })
        .or(not_a_mark);
    let turn_seat = decider.unwrap_or(Seat(0)).index();
    let undo = {
        let table = table.clone();
        Callback::from(move |_| table.dispatch(TableAction::Undo))
    };
    let progress = if awaiting == Some(Awaiting::Keep) {
        lang.t("py-setup")
    } else {
        lang.ta(
            "py-round",
            &[("round", num(view.round)), ("reveal", num(view.reveal))],
        )
    };
    let hint_describe = |a: &Action| hint_words(lang, a, awaiting, pattern, &names[turn_seat]);

    html! {
        <>
        { for curtain }
        <section class="game-screen one-table pyramids">
            <div class="top-area">
                <TopBar active={(AttrValue::from(names[turn_seat].clone()), table.colours[turn_seat])}
                    label={Some(lang.ta("py-decides", &[("name", text(names[turn_seat].clone()))]))}
                    progress={progress}
                    on_help={Callback::from({ let help = help.clone(); move |_| help.set(true) })}
                    on_lang={props.on_lang.clone()} on_quit={props.on_quit.clone()}
                    on_export={saves.open_export.clone()} />
                if !covered { { saves.notice.clone() } }
            </div>
            <div class="py-grid">
                <div class="py-main"><>{ for area }</>{ display }</div>
                <div class="py-side">
                    { claims }
                    <ul class="py-players">{ for players }</ul>
                    <div class="py-log"><LogPanel groups={log} /></div>
                </div>
            </div>
            <Dock advice={if thinking { String::new() } else { prompt(lang, awaiting, pattern, names[turn_seat].clone()) }}
                notice={shown_message.map(AttrValue::from)}
                hint={html! {
                    <>
                    { computer_bar(&computers, &names, table.computers.iter().any(Option::is_some)) }
                    { hint_line(lang, &computers, hint_describe) }
                    </>
                }}
                hint_button={hint_button(lang, &computers, person.is_some())}
                undo={(undo_allowed, undo)}
                actions={html! { <>{ for buttons }</> }} />
            <>{ for help_sheet.filter(|_| !covered) }</>
            { saves.export_sheet.clone() }
        </section>
        </>
    }
}
