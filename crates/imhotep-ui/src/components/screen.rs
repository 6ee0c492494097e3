//! An Imhotep game at the table: the harbour, the sites, the players and the log, the prompt of
//! who must decide and why, and the end. Every option lit comes from the core's legal actions;
//! touching anything else asks the core why not. A curtain falls only for the one secret of the
//! game: the cards of a Market B pair, seen by their taker.

use std::rc::Rc;

use imhotep::{Action, Decision, Imhotep, Rules};
use yew::prelude::*;

use super::choice::Mode;
use super::decisions::Decisions;
use super::prompt::prompt;
use super::table_log::{hint_words, worded_log};
use super::touches::{lit, touches, why_not, Lit, Moment, Touches};
use super::{words, Harbour, ImhotepEnd, ImhotepHelp, ImhotepPlayers, Sites};
use crate::game::ImhotepGame;
use table::{Played, TableAction};
use table_ui::components::{computer_bar, hint_button, hint_line, Curtain, Dock, LogPanel, TopBar};
use table_ui::hooks::{
    use_computers, use_lang, use_log_groups, use_table_screen, TableScreen, TableScreenProps,
};
use table_ui::i18n::{num, text};
use table_ui::storage;
use table_ui::words::LogGroup;

/// Properties of [`ImhotepScreen`].
pub type ImhotepScreenProps = TableScreenProps<Played<ImhotepGame>>;

/// The game screen.
#[component]
pub fn ImhotepScreen(props: &ImhotepScreenProps) -> Html {
    let lang = use_lang();
    let TableScreen {
        table,
        undo_allowed,
        saves,
    } = use_table_screen(props, None);
    let computers = use_computers(&table);
    // A choice under way belongs to the moment it began: any decision played resets it.
    let mode_state = use_state(|| (0usize, Mode::Idle));
    let message = use_state(|| None::<(usize, String)>);
    let help = use_state(|| false);
    let at = table.game.save.actions.len();
    let mode = if mode_state.0 == at {
        mode_state.1
    } else {
        Mode::Idle
    };
    // A choice that waits on the sites (a dock, a market card, a pyramid) is brought into view,
    // above the bar at the bottom: on a phone the sites lie below the ships.
    use_effect_with((at, mode), |_| {
        let target = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| {
                d.query_selector(".dock-here.primary, .site-body .btn.primary")
                    .ok()
            })
            .flatten();
        if let Some(el) = target {
            storage::bring_into_view(&el);
        }
    });
    let names = table.names().to_vec();
    let log = use_log_groups(&table, lang, computers.lit, worded_log);
    let sides = table.game.save.config.sides;
    let help_sheet = (*help).then(|| {
        let help = help.clone();
        html! { <ImhotepHelp on_close={Callback::from(move |_| help.set(false))} /> }
    });

    if table.game.position.is_over() {
        let view = table.game.position.view(None);
        let log = worded_log(lang, &table, &names);
        return html! {
            <>
            { saves.notice.clone() }
            { saves.export_sheet.clone() }
            <ImhotepEnd view={Rc::new(view)} colours={table.colours.clone()} lines={log}
                record={(AttrValue::from(table.game.save.to_json()), AttrValue::from(format!("imhotep-{}.json", table.game.save.seed)))}
                on_again={props.on_again.clone()} on_title={props.on_quit.clone()}
                on_lang={props.on_lang.clone()} />
            </>
        };
    }
    // The curtain lies over the table, which stays in place showing only what everyone may see:
    // lifting it draws only the pair.
    let curtain = table.curtain().map(|seat| {
        // The table saw everything but the pair as it happened: the news is the decision that
        // brought the curtain down.
        let last = table
            .marks
            .last()
            .copied()
            .unwrap_or(0)
            .min(table.log.len());
        let news = LogGroup::untitled(
            table.log[last..]
                .iter()
                .map(|e| words::event(lang, &Imhotep::redact(e, None), &names, &sides))
                .collect(),
            0,
        );
        let table = table.clone();
        html! {
            <Curtain name={names[seat.index()].clone()} colour={table.colours[seat.index()]} {news}
                ready={lang.ta("im-curtain-ready", &[("name", text(names[seat.index()].clone()))])}
                hint={lang.ta("im-curtain-hint", &[("name", text(names[seat.index()].clone()))])}
                on_reveal={Callback::from(move |_| table.dispatch(TableAction::Reveal))}
                on_lang={props.on_lang.clone()} banner={saves.notice.clone()} />
        }
    });
    let covered = curtain.is_some();

    let view = Rc::new(table.view());
    let deciding = view.decision.map(|d| d.seat());
    // Nothing on screen plays while a computer decides or the curtain is down.
    let thinking = computers.thinking.is_some() || covered;
    let legal: Rc<Vec<Action>> = Rc::new(
        deciding
            .filter(|_| !thinking)
            .map(|s| table.game.position.legal_actions(s))
            .unwrap_or_default(),
    );
    let moment = Moment {
        at,
        mode,
        mode_state: mode_state.clone(),
        message: message.clone(),
    };
    let Touches {
        on_slot,
        on_sail,
        on_site,
        on_card,
        on_action,
        cancel,
    } = touches(lang, &table, &view, &legal, &names, &moment);

    // What is lit now.
    let Lit {
        lit_slots,
        lit_sails,
        lit_sites,
        docking,
        playable,
        chosen,
        chosen_ship,
    } = lit(&view, mode, &legal);

    // The buttons of the decision bar, and the Market B pair's sheet.
    let take_count = deciding.map_or(0, |s| table.game.position.stones_to_take(s));
    let why = |action: &Action| why_not(lang, &table, &names, action);
    let decisions = Decisions {
        lang,
        view: &view,
        names: &names,
        legal: &legal,
        mode,
        take_count,
        at,
        why: &why,
        on_action: &on_action,
        cancel: &cancel,
        message: &message,
    };
    let (actions, keep_sheet) = if thinking {
        (Vec::new(), None)
    } else {
        (decisions.buttons(), decisions.keep_sheet())
    };

    let shown_message = table
        .undo_refusal
        .as_ref()
        .map(|e| table_ui::words::undo_refusal(lang, imhotep::GAME_NAME, e))
        .or_else(|| {
            table
                .refusal
                .as_ref()
                .map(|r| words::refusal(lang, r, &names, &sides))
        })
        .or_else(|| {
            message
                .as_ref()
                .filter(|(m, _)| *m == at)
                .map(|(_, s)| s.clone())
        });
    // The bar names whoever must decide now, on their turn or another's.
    let turn_seat = deciding.unwrap_or(view.current).index();
    let undo = {
        let table = table.clone();
        Callback::from(move |_| table.dispatch(TableAction::Undo))
    };

    html! {
        <>
        { for curtain }
        <section class="game-screen one-table imhotep">
            <div class="top-area">
                <TopBar active={(AttrValue::from(names[turn_seat].clone()), table.colours[turn_seat])}
                    label={(!matches!(view.decision, Some(Decision::Turn { .. })))
                        .then(|| lang.ta("im-decides", &[("name", text(names[turn_seat].clone()))]))}
                    progress={lang.ta("im-round", &[("round", num(view.round)), ("rounds", num(view.rounds))])}
                    on_help={Callback::from({ let help = help.clone(); move |_| help.set(true) })}
                    on_lang={props.on_lang.clone()} on_quit={props.on_quit.clone()}
                    on_export={saves.open_export.clone()} />
                if !covered { { saves.notice.clone() } }
            </div>
            // The columns scroll on their own on a wide screen: each takes the keyboard's focus.
            <div class="im-grid">
                <div class="im-harbour">
                    <Harbour ships={view.ships.clone()} unloading={view.unloading} {sides}
                        colours={table.colours.clone()} names={names.clone()} {lit_slots} {lit_sails}
                        {chosen} {chosen_ship} {on_slot} {on_sail} />
                </div>
                <div class="im-players-area" tabindex="0" role="region" aria-label={lang.t("im-players-region")}>
                    <ImhotepPlayers players={view.players.clone()} colours={table.colours.clone()}
                        {deciding} {playable} {on_card} computers={table.computers.clone()} />
                </div>
                <div class="im-sites" tabindex="0" role="region" aria-label={lang.t("im-sites-region")}>
                    <Sites view={view.clone()} colours={table.colours.clone()} names={names.clone()} {docking}
                        {lit_sites} legal={legal.clone()} {on_site} on_action={on_action.clone()} />
                </div>
                <div class="im-log">
                    <p class="deck-state">
                        { lang.ta("im-deck", &[("n", num(view.deck))]) }{ " · " }{ lang.ta("im-discard", &[("n", num(view.discard_count))]) }
                    </p>
                    <LogPanel groups={log} />
                </div>
            </div>
            <Dock advice={if thinking { String::new() } else { prompt(lang, view.decision, mode, &legal, &names, take_count) }}
                notice={shown_message.map(AttrValue::from)}
                hint={html! {
                    <>
                    { computer_bar(&computers, &names, table.computers.iter().any(Option::is_some)) }
                    { hint_line(lang, &computers, |action| hint_words(lang, &table, action, &names)) }
                    </>
                }}
                hint_button={hint_button(lang, &computers, !covered && deciding.is_some_and(|s| table.is_person(s)))}
                undo={(undo_allowed, undo)}
                actions={html! { <>{ for actions }</> }} />
            <>{ for keep_sheet }</>
            <>{ for help_sheet.filter(|_| !covered) }</>
            { saves.export_sheet.clone() }
        </section>
        </>
    }
}
