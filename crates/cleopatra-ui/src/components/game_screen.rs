//! A game at the table: the curtain between seats, the board and panels for the holder, the
//! dialogs of pending decisions, and the end screen. Every option shown comes from the core's
//! options (its short listing) and checks; touching anything else asks the core why.

use std::rc::Rc;

use cleopatra::{Action, Cards, Category, Event, FarArchitect, Layout, Pending, Piece};
use yew::prelude::*;

use super::advice::{advice, hint_words, vizier_called, why_category};
use super::game_over::game_over;
use super::pending_dialog::{pending_dialog, Deciding};
use super::quarry_offer::{quarry_offer, QuarryOffer};
use super::table_sheets::{bids_sheet, last_reveal, rules_help_sheet};
use super::waiting_for::{waiting_for, WaitingFor};
use crate::codes::code;
use crate::components::{
    crocodile, turn_buttons, BoardView, ExpansionsPanel, HandPanel, Market, Moves, OfferingReveal,
    PlayersPanel, QuarryPanel, SobekBoard,
};
use crate::text as words;
use table_ui::frame::{use_table_frame, Frame, TableParts};
use table_ui::hooks::{use_choosing, TableScreenProps};
use table_ui::i18n::num;

/// Properties of [`GameScreen`].
pub type GameScreenProps = TableScreenProps<crate::game::CleopatraGame>;

/// The game screen.
#[component]
pub fn GameScreen(props: &GameScreenProps) -> Html {
    let frame = use_table_frame(props, Some(code));
    let Frame {
        lang,
        ref table,
        ref names,
        ref message,
        at,
        thinking,
        ..
    } = frame;
    // The choice under way: callbacks made at any render change it as of the latest render.
    let choosing = use_choosing::<crate::choice::Choice>(at);
    let choice = choosing.get();
    // The board's callbacks stay the same from render to render, so the board (the largest
    // drawing) is drawn again only when what it shows changes.
    let on_pick = use_memo((), {
        let choosing = choosing.clone();
        move |_| {
            choosing.on(|next, piece: Piece| {
                next.piece = Some(piece);
                next.payment = 0;
                next.extra = Cards::EMPTY;
            })
        }
    });
    let on_ghost = use_memo((), {
        let choosing = choosing.clone();
        move |_| {
            choosing.on(|next, (orientation, cursor, pinned)| {
                next.orientation = orientation;
                next.cursor = cursor;
                next.pinned = pinned;
            })
        }
    });
    let on_bad = use_memo(lang, {
        let (message, choosing) = (message.clone(), choosing.clone());
        move |&lang| {
            Callback::from(move |_| message.set(Some((choosing.now(), lang.t("mosaic-ghost-bad")))))
        }
    });
    if let Some(score) = table.game.result() {
        return game_over(&frame, score);
    }
    // The curtain covers a table that stays in place (showing only what everyone may see), so
    // lowering it shows the holder's things without building the whole table again; it shows the
    // Offering's bids when they are news.
    let curtain = table.curtain().map(|seat| {
        let news: Vec<Event> = table.news_for(seat).collect();
        let colours = table.colours.clone();
        html! { <>{ for last_reveal(&news).map(|results| html! { <OfferingReveal {results} names={names.clone()} {colours} /> }) }</> }
    });

    let view = table.view();
    let vizier = vizier_called(table);
    // While a computer decides, nothing on screen plays for it; while a player hands the device
    // on, nothing plays for the next one, and no hint reads the next one's hand.
    // In a lesson only the coach's move is offered: its category, place and payment alone.
    let legal = Rc::new(if thinking {
        Vec::new()
    } else {
        frame.offered(table.game.options(), step_of)
    });
    let allowed = {
        let table = table.clone();
        Callback::from(move |a: Action| !thinking && table.game.check(&a).is_ok())
    };
    let play = frame.play();
    let why = {
        let (table, message) = (table.clone(), message.clone());
        Callback::from(move |a: Action| {
            let reason = match table.game.check(&a) {
                Err(e) => words::refusal_in_turn(lang, &e, vizier),
                Ok(()) => lang.t("err-not-now"),
            };
            message.set(Some((at, reason)));
        })
    };
    let moves = Moves {
        allowed,
        play: play.clone(),
        why: why.clone(),
        lit: frame.shown_move(),
    };
    let on_category = {
        let clear = message.clone();
        let choose = choosing.on(|next, c: Category| {
            next.category = (next.category != Some(c)).then_some(c);
            next.piece = None;
            next.payment = 0;
            next.extra = Cards::EMPTY;
        });
        Callback::from(move |c| {
            clear.set(None);
            choose.emit(c);
        })
    };
    let on_why_category = {
        let (table, message) = (table.clone(), message.clone());
        Callback::from(move |c: Category| {
            message.set(Some((at, why_category(lang, &table, c))));
        })
    };

    let on_statue = choosing.on(|next, sanctuary: u8| {
        next.statue = Some(sanctuary);
        next.category = None;
        next.piece = None;
        next.payment = 0;
        next.extra = Cards::EMPTY;
    });

    let main = view.pending == Pending::Turn;
    // The build shown (the hint's, or the lesson's): its category, place and payment are ringed.
    let shown_build = match moves.lit {
        Some(Action::Build { piece, payment }) if main => Some((piece, payment)),
        _ => None,
    };
    let QuarryOffer {
        mut slots,
        mut mosaic,
        placing,
        buildable,
    } = quarry_offer(table, &view, &choice, &legal, main);
    // A lesson's build offers its one place (a mosaic its one spot).
    if let Some(Action::Build { piece, .. }) = frame.lesson_move() {
        slots.retain(|&(p, _)| p == piece);
        if let (Some(mode), Piece::Mosaic { placement }, Some(tile)) =
            (mosaic.as_mut(), piece, view.board.mosaic_top())
        {
            mode.legal
                .retain(|&area| Some(area) == placement.area(tile));
        }
    }

    // The Roman Architect played: the worshipper to call is free.
    let sobek_tiles: Vec<_> = view
        .sobek
        .iter()
        .map(|&(tile, cost)| {
            match view.turn.played(FarArchitect::Roman) && view.turn.sobek.is_none() {
                true => (tile, cleopatra::SobekCost::Scarabs(0)),
                false => (tile, cost),
            }
        })
        .collect();
    let dialog = pending_dialog(&Deciding {
        lang,
        table,
        view: &view,
        choice: &choice,
        legal: &legal,
        names,
        at,
        thinking,
        moves: &moves,
        play: &play,
        choosing: &choosing,
        placing,
    });
    let expansions = table.game.config().expansions;
    let help_sheet = frame.help_sheet(|close| rules_help_sheet(lang, close, expansions));

    let refill = match &view.pending {
        Pending::Refill { drawn, open } => Some((drawn.clone(), open.clone())),
        _ => None,
    };
    // The Offering's bids, until the one looking at the screen has seen them.
    let reveal_sheet = bids_sheet(lang, table, view.viewer, names);
    let config = table.game.config();
    let WaitingFor {
        active,
        label: turn_label,
        pass_on,
    } = waiting_for(lang, table, &view, names);
    let colour_of = |i: usize| table.colours.get(i).copied().unwrap_or_default();
    let hand = view.viewer.map(|s| {
        let me = view.players[s.index()].clone();
        // One person among computers has nobody to hide their scarabs and amulets from.
        let open = table.lone_person().is_some();
        let crocodile = crocodile(s.index(), &view.players, &view.board, config.eliminate_at);
        html! { <HandPanel {me} colour={colour_of(s.index())} {open} {crocodile} /> }
    });

    let board = html! {
        <div class="table-grid">
            <div class="area-board">
                <BoardView board={view.board.clone()} layout={Layout::of(config)}
                    steps={(config.offering_step, config.end_step)} colours={table.colours.clone()}
                    {slots} {mosaic} on_pick={(*on_pick).clone()} on_ghost={(*on_ghost).clone()}
                    on_bad={(*on_bad).clone()} {placing} hinted={shown_build.map(|(piece, _)| piece)} />
            </div>
            <div class="area-side">
                <SobekBoard tiles={sobek_tiles} called={view.turn.sobek} moves={moves.clone()} />
                // The market first: a turn's first choice is most often a stall.
                <Market stalls={view.stalls.clone()} deck={(view.deck_size, view.deck_top)}
                    discard={view.discard_size} {refill} moves={moves.clone()} />
                <QuarryPanel board={view.board.clone()} mosaics_left={view.mosaics_left}
                    costs={config.costs} {buildable} chosen={choice.category}
                    hinted={shown_build.map(|(piece, _)| piece.category())}
                    on_choose={on_category} on_why={on_why_category} />
                <ExpansionsPanel expansions={config.expansions} view={Rc::new(view.clone())} legal={Rc::clone(&legal)}
                    moves={moves.clone()} on_statue={on_statue} />
                <PlayersPanel players={view.players.clone()} colours={table.colours.clone()}
                    active={view.active} offering={matches!(view.pending, Pending::Offering | Pending::Auction)}
                    computers={table.computers.clone()} bastet={view.extras.bastet} />
                { frame.log_panel() }
            </div>
        </div>
    };
    frame.render(
        TableParts {
            active,
            label: turn_label,
            alert: view
                .end_trigger
                .is_some()
                .then(|| AttrValue::from(lang.t("last-round"))),
            progress: lang.ta(
                "cleopatra-step",
                &[
                    ("step", num(view.board.cleopatra)),
                    ("end", num(config.end_step)),
                ],
            ),
            can_cover: table.lone_person().is_none(),
            board,
            advice: advice(lang, table, &choice),
            person_decides: table.game.to_act().is_some_and(|s| table.is_person(s)),
            actions: turn_buttons(lang, &moves, main, pass_on),
            dock: html! { <>{ for hand }</> },
            sheets: html! { <>{ dialog }<>{ for reveal_sheet }</></> },
            help: help_sheet,
            curtain: curtain.unwrap_or_default(),
            ..TableParts::default()
        },
        |action| hint_words(lang, table, action),
    )
}

/// Whether listed option `option` is part of move `lesson`: a build is listed as its payment
/// and its place.
fn step_of(option: &Action, lesson: &Action) -> bool {
    match (lesson, option) {
        (
            Action::Build { piece, payment },
            Action::PayFor {
                category,
                payment: paid,
            },
        ) => piece.category() == *category && payment == paid,
        (Action::Build { piece, .. }, Action::Place { piece: placed }) => piece == placed,
        _ => option == lesson,
    }
}
