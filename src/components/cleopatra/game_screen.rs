//! A game at the table: the curtain between seats, the board and panels for the holder, the
//! dialogs of pending decisions, and the end screen. Every option shown comes from the core's
//! options (its short listing) and checks; touching anything else asks the core why.

use std::cell::Cell;
use std::rc::Rc;

use cleopatra::{
    revealed_by, Action, Area, Cards, Category, Event, FarArchitect, Layout, OfferingResult,
    Payment, Pending, Piece, QuarryVisit, RuleError, SobekTile,
};
use yew::prelude::*;

use crate::choice::{
    can_build, ghost, legal_mosaic_areas, on_top, overpaid, payments_for, pieces_for,
    statue_payments, Choice,
};
use crate::codes::code;
use crate::components::{
    computer_bar, hint_button, hint_line, turn_buttons, ArchitectPickDialog, BoardView,
    CultCardDialog, Curtain, Dock, EndScreen, ExpansionsPanel, HandLimitDialog, HandPanel,
    LogPanel, Market, MosaicMode, Moves, OfferingDialog, OfferingReveal, PaymentPanel,
    PlayersPanel, QuarryPanel, RulesReference, SanctuaryDialog, Sheet, SobekBoard, TopBar,
};
use crate::games::cleopatra::CleopatraTable as Table;
use crate::hooks::{use_computers, use_lang, use_table_screen, TableScreen, TableScreenProps};
use crate::i18n::{num, text, Lang};
use crate::text as words;
use table::TableAction;

/// Properties of [`GameScreen`].
pub type GameScreenProps = TableScreenProps<crate::games::cleopatra::CleopatraGame>;

/// The advice line for the moment.
fn advice(lang: Lang, table: &Table, choice: &Choice) -> String {
    let view = table.view();
    let turn = view.turn;
    let deciding = || {
        text(
            table
                .game
                .to_act()
                .and_then(|s| table.names().get(s.index()).cloned())
                .unwrap_or_default(),
        )
    };
    match (&view.pending, choice.category) {
        (Pending::Refill { .. }, _) => lang.t("status-refill"),
        (Pending::Offering, _) => lang.ta("status-offering", &[("name", deciding())]),
        (Pending::Auction, _) => lang.ta("status-auction", &[("name", deciding())]),
        (Pending::ArchitectPick { .. }, _) => {
            lang.ta("status-architect-pick", &[("name", deciding())])
        }
        (Pending::CultCard { .. }, _) => lang.t("status-cult-card"),
        (Pending::WhimStall { .. }, _) => lang.t("status-whim-stall"),
        (Pending::Turn, None) if choice.statue.is_some() => lang.t("status-pay"),
        (Pending::Turn, None) if turn.played(FarArchitect::Babylonian) && turn.market_open() => {
            lang.t("status-babylonian")
        }
        (Pending::Turn, None) if turn.played(FarArchitect::Roman) && turn.sobek.is_none() => {
            lang.t("status-roman")
        }
        (Pending::Turn, None)
            if turn.played(FarArchitect::Greek) && turn.quarry == QuarryVisit::NotYet =>
        {
            lang.t("status-greek")
        }
        (Pending::Turn, None) if table.game.check(&Action::DrawWhim).is_ok() => {
            lang.t("status-whim-draw")
        }
        (Pending::Turn, None)
            if !turn.started()
                && FarArchitect::ALL.iter().any(|&architect| {
                    table
                        .game
                        .check(&Action::PlayArchitect { architect })
                        .is_ok()
                }) =>
        {
            lang.t("status-architect-held")
        }
        (Pending::Turn, Some(_)) if choice.piece.is_some() => lang.t("status-pay"),
        (Pending::Turn, Some(Category::Mosaics)) => lang.t("status-preview-mosaic"),
        (Pending::Turn, Some(_)) => lang.t("status-pick-slot"),
        (Pending::Turn, None) if matches!(turn.quarry, QuarryVisit::Open { .. }) => {
            lang.t("status-building")
        }
        (Pending::Turn, None) if turn.started() => lang.t("status-vizier-more"),
        (Pending::Turn, None) if turn.sobek == Some(SobekTile::Vizier) => lang.t("status-vizier"),
        (Pending::Turn, None) if turn.sobek.is_some() => lang.t("status-after-sobek"),
        (Pending::Turn, None) => lang.t("status-start"),
        _ => String::new(),
    }
}

/// The log lines `action` would write, as the deciding player may see them before playing it: a
/// hint in the table's own words. It stops before anything the action would show that nobody
/// knows yet (cards drawn, the deck reshuffled, a mosaic removed, the offerings revealed), and a
/// stall's face-down cards stay face down, so a hint never tells more than the table knows.
fn hint_words(lang: Lang, table: &Table, action: &Action) -> String {
    let names = table.names();
    let mut game = table.game.clone();
    match game.apply(*action) {
        Ok(events) => events
            .iter()
            .take_while(|e| {
                matches!(e, Event::StallTaken { .. } | Event::Built { .. })
                    || revealed_by(std::slice::from_ref(e)).is_none()
            })
            .map(|e| {
                let seen_by = match e {
                    Event::StallTaken { .. } => None,
                    _ => table.viewer(),
                };
                words::event(lang, &e.for_viewer(seen_by), names)
            })
            .next()
            .unwrap_or_else(|| lang.t("hint-hidden")),
        Err(e) => words::refusal_in_turn(lang, &e, vizier_called(table)),
    }
}

/// Whether the deciding player called the Vizier this turn (refusals of a second visit name him
/// only then).
fn vizier_called(table: &Table) -> bool {
    table.game.turn().sobek == Some(SobekTile::Vizier)
}

/// The bids of the last Offering revealed among `events`, if one was.
fn last_reveal(events: &[Event]) -> Option<Vec<OfferingResult>> {
    events.iter().rev().find_map(|e| match e {
        Event::OfferingRevealed { results } => Some(results.clone()),
        _ => None,
    })
}

/// Why a category cannot be chosen now.
fn why_category(lang: Lang, table: &Table, category: Category) -> String {
    let probe = Action::Build {
        piece: Piece::Pedestal,
        payment: Default::default(),
    };
    match table.game.check(&probe) {
        Err(e @ (RuleError::QuarryClosed | RuleError::NotNow { .. } | RuleError::GameOver)) => {
            words::refusal_in_turn(lang, &e, vizier_called(table))
        }
        _ if table.game.board().is_complete(category) => lang.t("nothing-left"),
        _ => lang.ta(
            "cannot-afford",
            &[
                ("what", text(words::category(lang, category))),
                (
                    "cost",
                    text(words::cost(lang, table.game.config().costs.of(category))),
                ),
            ],
        ),
    }
}

/// The choice in progress, changed by [`ChoiceEdit`]s. Each edit applies to the choice of the
/// moment it names when it is dispatched, so a callback made at any render edits the latest choice.
#[derive(Debug, Default, PartialEq)]
struct Choosing(Choice);

/// An edit of the choice of the moment `at`.
struct ChoiceEdit {
    at: usize,
    edit: Box<dyn FnOnce(&mut Choice)>,
}

impl Reducible for Choosing {
    type Action = ChoiceEdit;

    fn reduce(self: Rc<Self>, edit: ChoiceEdit) -> Rc<Self> {
        let mut next = self.0.current(edit.at);
        (edit.edit)(&mut next);
        Rc::new(Choosing(next))
    }
}

/// A callback that changes the choice of the moment `at` holds when it is called with `change`.
fn change_choice<T: 'static>(
    choosing: &UseReducerDispatcher<Choosing>,
    at: &Rc<Cell<usize>>,
    change: impl Fn(&mut Choice, T) + 'static,
) -> Callback<T> {
    let (choosing, at, change) = (choosing.clone(), Rc::clone(at), Rc::new(change));
    Callback::from(move |value| {
        let change = Rc::clone(&change);
        choosing.dispatch(ChoiceEdit {
            at: at.get(),
            edit: Box::new(move |next| change(next, value)),
        });
    })
}

/// The game screen.
#[component]
pub fn GameScreen(props: &GameScreenProps) -> Html {
    let lang = use_lang();
    let TableScreen {
        table,
        undo_allowed,
        saves,
    } = use_table_screen(props, Some(code));
    let computers = use_computers(&table);
    let choosing = use_reducer_eq(Choosing::default);
    let choice_state = choosing.dispatcher();
    let help = use_state(|| false);
    let message = use_state(|| None::<(usize, String)>);
    let at = table.game.history().len();
    // The moment of the latest render, for callbacks made once: they edit the choice of now.
    let now = use_memo((), |_| Cell::new(at));
    now.set(at);
    let choice = choosing.0.current(at);
    // The board's callbacks stay the same from render to render, so the board (the largest
    // drawing) is drawn again only when what it shows changes.
    let on_pick = use_memo((), {
        let (choosing, now) = (choice_state.clone(), Rc::clone(&now));
        move |_| {
            change_choice(&choosing, &now, |next, piece: Piece| {
                next.piece = Some(piece);
                next.payment = 0;
                next.extra = Cards::EMPTY;
            })
        }
    });
    let on_ghost = use_memo((), {
        let (choosing, now) = (choice_state.clone(), Rc::clone(&now));
        move |_| {
            change_choice(&choosing, &now, |next, (orientation, cursor, pinned)| {
                next.orientation = orientation;
                next.cursor = cursor;
                next.pinned = pinned;
            })
        }
    });
    let on_bad = use_memo(lang, {
        let (message, now) = (message.clone(), Rc::clone(&now));
        move |&lang| {
            Callback::from(move |_| message.set(Some((now.get(), lang.t("mosaic-ghost-bad")))))
        }
    });
    let names = table.names().to_vec();
    // The log in words changes only with the game, the one looking and the language: worded
    // again on those alone, not on every touch (a long game's log is hundreds of lines).
    let log = {
        let table = table.clone();
        let names = names.clone();
        let lit_from = table.log.len() - computers.lit;
        use_memo(
            (
                table.changes,
                table.log.len(),
                table.viewer(),
                lang,
                lit_from,
            ),
            move |_| words::log_groups(lang, table.visible_log(), &names, lit_from),
        )
    };
    let colour_of = |i: usize| table.colours.get(i).copied().unwrap_or_default();

    if let Some(score) = table.game.result() {
        let config = table.game.config();
        let view = table.view();
        let board = html! {
            <BoardView board={view.board.clone()} layout={Layout::of(config)}
                steps={(config.offering_step, config.end_step)} colours={table.colours.clone()}
                slots={Vec::new()} mosaic={None::<MosaicMode>} on_pick={Callback::noop()}
                on_ghost={Callback::noop()} on_bad={Callback::noop()} />
        };
        return html! {
            <>
            { saves.notice.clone() }
            <EndScreen names={names.clone()} colours={table.colours.clone()} score={score.clone()}
                log={Rc::new(table.log.clone())} start={config.starting_scarabs}
                record={(AttrValue::from(table.game.save().to_json()), AttrValue::from(format!("cleopatra-{}.json", table.game.seed())))}
                told={table.last_mover().is_none()} {board}
                on_again={props.on_again.clone()} on_title={props.on_quit.clone()} on_lang={props.on_lang.clone()} />
            </>
        };
    }
    // The curtain covers a table that stays in place (showing only what everyone may see), so
    // lowering it shows the holder's things without building the whole table again.
    let curtain = table.curtain().map(|seat| {
        let news: Vec<Event> = table.news_for(seat).collect();
        let reveal = last_reveal(&news);
        let news = words::log_groups(lang, news, &names, usize::MAX);
        let colours = table.colours.clone();
        let table = table.clone();
        html! {
            <Curtain name={names[seat.index()].clone()} colour={colour_of(seat.index())} {news}
                on_reveal={Callback::from(move |_| table.dispatch(TableAction::Reveal))}
                on_lang={props.on_lang.clone()} banner={saves.notice.clone()}>
                { for reveal.map(|results| html! { <OfferingReveal {results} names={names.clone()} {colours} /> }) }
            </Curtain>
        }
    });
    let covered = curtain.is_some();

    let view = table.view();
    let vizier = vizier_called(&table);
    // While a computer decides, nothing on screen plays for it; while a player hands the device
    // on, nothing plays for the next one, and no hint reads the next one's hand.
    let handover = table.handover;
    let thinking = computers.thinking.is_some() || handover.is_some() || covered;
    let legal = Rc::new(if thinking {
        Vec::new()
    } else {
        table.game.options()
    });
    let allowed = {
        let table = table.clone();
        Callback::from(move |a: Action| !thinking && table.game.check(&a).is_ok())
    };
    let play = {
        let table = table.clone();
        Callback::from(move |a: Action| table.dispatch(TableAction::Play(a)))
    };
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
    };
    let on_category = {
        let clear = message.clone();
        let choose = change_choice(&choice_state, &now, |next, c: Category| {
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

    let on_statue = change_choice(&choice_state, &now, |next, sanctuary: u8| {
        next.statue = Some(sanctuary);
        next.category = None;
        next.piece = None;
        next.payment = 0;
        next.extra = Cards::EMPTY;
    });

    let main = view.pending == Pending::Turn;
    let slots: Vec<(Piece, u32)> = match choice.category {
        Some(c) if main && c != Category::Mosaics && choice.piece.is_none() => {
            pieces_for(&table.game, &legal, c)
                .into_iter()
                .map(|p| (p, table.game.reward(&p)))
                .collect()
        }
        _ => Vec::new(),
    };
    let mosaic = match (choice.category, view.board.mosaic_top()) {
        (Some(Category::Mosaics), Some(tile)) if main && choice.piece.is_none() => {
            let reward = ghost(tile, choice.orientation, choice.cursor)
                .map(|(placement, _)| table.game.reward(&Piece::Mosaic { placement }));
            Some(MosaicMode {
                orientation: choice.orientation,
                cursor: choice.cursor,
                pinned: choice.pinned,
                legal: legal_mosaic_areas(&table.game, &legal, tile),
                can_flip: table.game.config().allow_mosaic_flip,
                reward,
            })
        }
        _ => None,
    };
    // The mosaic chosen and being paid for stays in view: on the board and in the payment sheet.
    let placing = match (choice.piece, view.board.mosaic_top()) {
        (Some(Piece::Mosaic { placement }), Some(tile)) => placement.area(tile),
        _ => None,
    };
    let buildable: Vec<Category> = Category::ALL
        .into_iter()
        .filter(|&c| main && can_build(&legal, c))
        .collect();

    // The payment sheet of a build or a Sobek statue: the listed payments, the one chosen, cards
    // on top of it, and the action the chosen payment makes.
    let tainted_free = view.turn.played(FarArchitect::Greek);
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
    let payment_sheet = |payments: Vec<Payment>,
                         make: Rc<dyn Fn(Payment) -> Action>,
                         title: String,
                         reward: u32,
                         garden: Option<(Area, Area)>| {
        let chosen = choice.payment.min(payments.len().saturating_sub(1));
        let hand = view.players[view.active.index()].hand.unwrap_or_default();
        let extra = payments
            .get(chosen)
            .map_or(Cards::EMPTY, |p| on_top(p, &hand, &choice.extra));
        let confirm = {
            let play = play.clone();
            let payment = payments.get(chosen).map(|&p| overpaid(p, &hand, &extra));
            Callback::from(move |_| {
                if let Some(payment) = payment {
                    play.emit(make(payment));
                }
            })
        };
        let on_choose = change_choice(&choice_state, &now, |next, i| next.payment = i);
        let on_extra = change_choice(&choice_state, &now, |next, cards| next.extra = cards);
        let cancel = change_choice(&choice_state, &now, |next, ()| {
            next.piece = None;
            next.statue = None;
            next.extra = Cards::EMPTY;
        });
        html! {
            <PaymentPanel title={AttrValue::from(title)} {reward} {payments} {chosen} {garden}
                {on_choose} {hand} {extra} {on_extra} on_confirm={confirm} on_cancel={cancel} {tainted_free} />
        }
    };
    let dialog = match (&view.pending, choice.piece) {
        _ if thinking => html! {},
        (Pending::Turn, None) if choice.statue.is_some() => {
            let sanctuary = choice.statue.unwrap_or_default();
            // Statues earn nothing, unless the house rule gives them the Architect's bonus.
            let config = table.game.config();
            let reward = if config.expansions.statue_architect_bonus
                && view.turn.sobek == Some(SobekTile::Architect)
            {
                config.architect_bonus
            } else {
                0
            };
            payment_sheet(
                statue_payments(&legal, sanctuary),
                Rc::new(move |payment| Action::BuildStatue { sanctuary, payment }),
                lang.t("statue-pay-title"),
                reward,
                None,
            )
        }
        (Pending::Turn, Some(piece)) => payment_sheet(
            payments_for(&legal, &piece),
            Rc::new(move |payment| Action::Build { piece, payment }),
            words::payment_for(lang, &piece),
            table.game.reward(&piece),
            placing.map(|a| (view.board.mosaic_area(), a)),
        ),
        (Pending::Sanctuary { formed, reward }, _) => html! {
            <SanctuaryDialog formed={formed.clone()} reward={*reward} mosaics={view.board.mosaic_area()} moves={moves.clone()} />
        },
        (Pending::HandLimit { excess }, _) => html! {
            <HandLimitDialog key={format!("hand-limit-{at}")} hand={view.players[view.active.index()].hand.unwrap_or_default()}
                excess={*excess} limit={table.game.config().hand_limit} moves={moves.clone()} />
        },
        (Pending::Offering, _) => {
            let me = view.viewer.map(|s| &view.players[s.index()]);
            let bids = view.players.iter().filter(|p| p.has_bid).count() as u32;
            html! {
                <OfferingDialog key={format!("offering-{at}")} scarabs={me.and_then(|p| p.scarabs).unwrap_or(0)}
                    effects={table.game.config().offering_effects.iter().copied().take(view.players.len()).collect::<Vec<_>>()}
                    progress={(bids, view.players.len() as u32)} moves={moves.clone()} />
            }
        }
        (Pending::Auction, _) => {
            let me = view.viewer.map(|s| &view.players[s.index()]);
            let bids = view.players.iter().filter(|p| p.has_bid).count() as u32;
            html! {
                <OfferingDialog key={format!("auction-{at}")} scarabs={me.and_then(|p| p.scarabs).unwrap_or(0)}
                    effects={Vec::<i32>::new()} auction={Some(view.far_architects_left)}
                    progress={(bids, view.players.len() as u32)} moves={moves.clone()} />
            }
        }
        (Pending::CultCard { cards }, _) => html! {
            <CultCardDialog key={format!("cult-{at}")} cards={cards.clone()} moves={moves.clone()} />
        },
        (Pending::ArchitectPick { next, .. }, _) => match &view.far_architects {
            Some(cards) => html! {
                <ArchitectPickDialog key={format!("architects-{at}")} cards={cards.clone()}
                    next={next.iter().map(|s| names[s.index()].clone()).collect::<Vec<_>>()} moves={moves.clone()} />
            },
            None => html! {},
        },
        _ => html! {},
    };
    let help_sheet = (*help && !covered).then(|| {
        let help = help.clone();
        html! {
            <Sheet title={lang.t("help-title")} class="help-sheet"
                on_close={{ let help = help.clone(); Callback::from(move |_| help.set(false)) }}>
                <RulesReference expansions={table.game.config().expansions} />
                <div class="sheet-actions">
                    <button type="button" class="btn primary" onclick={move |_| help.set(false)}>{ lang.t("close") }</button>
                </div>
            </Sheet>
        }
    });

    let me = view.viewer.map(|s| view.players[s.index()].clone());
    let refill = match &view.pending {
        Pending::Refill { drawn, open } => Some((drawn.clone(), open.clone())),
        _ => None,
    };
    let shown_message = table
        .refusal
        .as_ref()
        .map(|e| words::refusal_in_turn(lang, e, vizier))
        .or_else(|| {
            table
                .undo_refusal
                .as_ref()
                .map(|e| words::undo_refusal(lang, e))
        })
        .or_else(|| {
            message
                .as_ref()
                .filter(|(m, _)| *m == at)
                .map(|(_, s)| s.clone())
        });
    // The Offering's bids, until the one looking at the screen has seen them.
    let reveal_sheet = view.viewer.and_then(|seat| {
        let at = table.log.iter().rposition(|e| matches!(e, Event::OfferingRevealed { .. }))?;
        let results = last_reveal(&table.log[at..])?;
        (at >= table.seen_by(seat)).then(|| {
            let seen = {
                let table = table.clone();
                Callback::from(move |_| table.dispatch(TableAction::Seen))
            };
            html! {
                <Sheet title={lang.t("offering-title")} class="reveal-sheet" on_close={seen.clone()}>
                    <OfferingReveal {results} names={names.clone()} colours={table.colours.clone()} />
                    <div class="sheet-actions">
                        <button type="button" class="btn primary" onclick={seen.reform(|_| ())}>{ lang.t("reveal-seen") }</button>
                    </div>
                </Sheet>
            }
        })
    });
    let config = table.game.config();
    // The top bar names who the game waits for: the bidder during the Offering, the player
    // handing the device on.
    let active = match (handover, &view.pending, table.game.to_act()) {
        (Some(seat), _, _) => seat.index(),
        (
            None,
            Pending::Offering | Pending::Auction | Pending::ArchitectPick { .. },
            Some(seat),
        ) => seat.index(),
        _ => view.active.index(),
    };
    let turn_label = match (handover, &view.pending) {
        (Some(_), _) => Some(lang.ta("turn-done", &[("name", text(names[active].clone()))])),
        (None, Pending::Offering) => {
            Some(lang.ta("offering-bidding", &[("name", text(names[active].clone()))]))
        }
        (None, Pending::Auction) => {
            Some(lang.ta("auction-bidding", &[("name", text(names[active].clone()))]))
        }
        (None, Pending::ArchitectPick { .. }) => Some(lang.ta(
            "architect-picking",
            &[("name", text(names[active].clone()))],
        )),
        _ => None,
    };
    let pass_on = handover.and_then(|_| {
        let next = table.game.to_act()?;
        let table = table.clone();
        Some((
            AttrValue::from(lang.ta("pass-to", &[("name", text(names[next.index()].clone()))])),
            Callback::from(move |_| table.dispatch(TableAction::Hide)),
        ))
    });
    let undo = {
        let allowed = undo_allowed;
        let table = table.clone();
        (
            allowed,
            Callback::from(move |_| table.dispatch(TableAction::Undo)),
        )
    };
    let cover = {
        let table = table.clone();
        Callback::from(move |_| table.dispatch(TableAction::Hide))
    };

    html! {
        <>
        { for curtain }
        <section class="game-screen">
            <div class="top-area">
            <TopBar active={(AttrValue::from(names[active].clone()), colour_of(active))} label={turn_label}
                alert={view.end_trigger.is_some().then(|| AttrValue::from(lang.t("last-round")))}
                progress={lang.ta("cleopatra-step", &[("step", num(view.board.cleopatra)), ("end", num(config.end_step))])}
                on_help={Callback::from({ let help = help.clone(); move |_| help.set(true) })}
                on_cover={table.lone_person().is_none().then_some(cover)} on_lang={props.on_lang.clone()} on_quit={props.on_quit.clone()}
                on_export={saves.open_export.clone()} />
            if !covered { { saves.notice.clone() } }
            </div>
            <div class="table-grid">
                <div class="area-board">
                    <BoardView board={view.board.clone()} layout={Layout::of(config)}
                        steps={(config.offering_step, config.end_step)} colours={table.colours.clone()}
                        {slots} {mosaic} on_pick={(*on_pick).clone()} on_ghost={(*on_ghost).clone()}
                        on_bad={(*on_bad).clone()} {placing} />
                </div>
                <div class="area-side">
                    <SobekBoard tiles={sobek_tiles} called={view.turn.sobek} moves={moves.clone()} />
                    // The market first: a turn's first choice is most often a stall.
                    <Market stalls={view.stalls.clone()} deck={(view.deck_size, view.deck_top)}
                        discard={view.discard_size} {refill} moves={moves.clone()} />
                    <QuarryPanel board={view.board.clone()} mosaics_left={view.mosaics_left}
                        costs={config.costs} {buildable} chosen={choice.category}
                        on_choose={on_category} on_why={on_why_category} />
                    <ExpansionsPanel expansions={config.expansions} view={Rc::new(view.clone())} legal={Rc::clone(&legal)}
                        moves={moves.clone()} on_statue={on_statue} />
                    <PlayersPanel players={view.players.clone()} colours={table.colours.clone()}
                        active={view.active} offering={matches!(view.pending, Pending::Offering | Pending::Auction)}
                        computers={table.computers.clone()} bastet={view.extras.bastet} />
                    <LogPanel groups={Rc::clone(&log)} />
                </div>
            </div>
                <Dock advice={match (handover, thinking) {
                        (Some(_), _) => lang.t("status-handover"),
                        (None, true) => String::new(),
                        (None, false) => advice(lang, &table, &choice),
                    }}
                    notice={shown_message.map(AttrValue::from)}
                    undo={undo}
                    actions={turn_buttons(lang, &moves, main, pass_on)}
                    hint_button={hint_button(lang, &computers, !thinking && table.game.to_act().is_some_and(|s| table.is_person(s)))}
                    hint={html! {
                        <>
                        { computer_bar(&computers, &names, table.computers.iter().any(Option::is_some)) }
                        { hint_line(lang, &computers, |action| hint_words(lang, &table, action)) }
                        </>
                    }}>
                <>{ for me.map(|me| html! { <HandPanel {me} colour={colour_of(view.viewer.map_or(0, |s| s.index()))} /> }) }</>
                </Dock>
            { dialog }
            <>{ for reveal_sheet }</>
            <>{ for help_sheet }</>
            { saves.export_sheet.clone() }
        </section>
        </>
    }
}
