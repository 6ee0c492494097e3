//! A Pyramids game at the table: the revealed expedition shape, the deciding player's cards to
//! mark by tapping squares or dragging across them (the screen finds the placement: turned,
//! mirrored or a single square), everyone's cards and score cards, the display, the pyramid points,
//! the log, and the end. Every option comes from the core's legal actions; anything else is asked
//! of the core for its reason. A curtain falls only for the secret keep of 2 cards at setup, with
//! the news since the player last looked; ordinary marks are made in the open, seat by seat.

use std::rc::Rc;

use pyramids::{Action, Awaiting, Seat};
use table::{Played, TableGame};
use table_ui::frame::{use_table_frame, Frame, TableParts};
use table_ui::hooks::{use_choosing, TableScreenProps};
use table_ui::i18n::{num, text};
use yew::prelude::*;

use super::decision::{decision, Choice, Deciding, Decision};
use super::display::{claims, display};
use super::end::pyramids_end;
use super::players::players;
use super::prompt::{hint_words, prompt};
use super::PyramidsHelp;
use crate::game::PyramidsGame;

/// Properties of [`PyramidsScreen`].
pub type PyramidsScreenProps = TableScreenProps<Played<PyramidsGame>>;

/// The game screen.
#[component]
pub fn PyramidsScreen(props: &PyramidsScreenProps) -> Html {
    let frame = use_table_frame(props, None);
    // Squares chosen for a mark, and cards chosen to keep, belong to the moment they were chosen.
    let choosing = use_choosing::<Choice>(frame.at);
    let Frame {
        lang,
        ref table,
        ref names,
        ref message,
        at,
        thinking,
        ..
    } = frame;
    let position = table.game.position.clone();

    if position.is_over() {
        return pyramids_end(&frame);
    }

    let view = Rc::new(table.view());
    let decider = table.game.to_act();
    let person = decider.filter(|&s| table.is_person(s) && !thinking);
    let legal: Rc<Vec<Action>> = Rc::new(
        person
            .map(|s| position.legal_actions(s))
            .unwrap_or_default(),
    );
    let awaiting = position.awaiting();
    let pattern = position.pattern();
    let play = frame.play();
    // What the computer's hint (or the lesson's coach) would play, lit on the table as well as
    // said in words.
    let hinted = frame.shown_move();

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
            names,
            legal: &legal,
            awaiting,
            pattern,
            hinted,
            at,
            choosing,
            play: play.clone(),
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
    let claims = claims(lang, &view, names);
    let players = players(lang, &view, &table.colours, decider);
    let turn_seat = decider.unwrap_or(Seat(0)).index();
    let progress = if awaiting == Some(Awaiting::Keep) {
        lang.t("py-setup")
    } else {
        lang.ta(
            "py-round",
            &[("round", num(view.round)), ("reveal", num(view.reveal))],
        )
    };

    let board = html! {
        <div class="py-grid">
            <div class="py-main"><>{ for area }</>{ display }</div>
            <div class="py-side">
                { claims }
                <ul class="py-players">{ for players }</ul>
                <div class="py-log">{ frame.log_panel() }</div>
            </div>
        </div>
    };
    frame.render(
        TableParts {
            class: classes!("one-table", "pyramids"),
            active: turn_seat,
            label: Some(lang.ta("py-decides", &[("name", text(names[turn_seat].clone()))])),
            progress,
            board,
            advice: prompt(lang, awaiting, pattern, names[turn_seat].clone()),
            notice: not_a_mark,
            person_decides: person.is_some(),
            actions: html! { <>{ for buttons }</> },
            help: frame.help_sheet(|on_close| html! { <PyramidsHelp {on_close} /> }),
            ..TableParts::default()
        },
        |a| hint_words(lang, a, awaiting, pattern, &names[turn_seat]),
    )
}
