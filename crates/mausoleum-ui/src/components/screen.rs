//! A Mausoleum game at the table: every player's area (the four parts with their counts, the
//! Mausolus, the shields), the draw pile's count and the face-up discard pile, the hand of the
//! seat holding the device (behind the curtain), the log, and the decision bar. Every option lit
//! comes from the core's legal actions: touching a card of the hand shows what it may do (its
//! targets, each with the shields that would meet it), and a card with nothing to do says why.

use std::rc::Rc;

use mausoleum::{Action, Card, Decision, Lap, Mausoleum, Rules, Seat};
use yew::prelude::*;

use super::areas::{area, piles};
use super::buttons::Buttons;
use super::hand::{hand, on_pick, Choosing};
use super::prompt::{hint_words, prompt};
use super::{words, MausoleumEnd, MausoleumHelp};
use crate::game::{MausoleumGame, MausoleumOptions, MausoleumTable};
use table::{Played, TableAction};
use table_ui::components::{computer_bar, hint_button, hint_line, Curtain, Dock, LogPanel, TopBar};
use table_ui::hooks::{
    use_computers, use_lang, use_log_groups, use_table_screen, TableScreen, TableScreenProps,
};
use table_ui::i18n::{num, text, Lang};
use table_ui::words::LogGroup;

/// Properties of [`MausoleumScreen`].
pub type MausoleumScreenProps = TableScreenProps<Played<MausoleumGame>>;

/// The log as the screen's viewer may see it, in words.
fn worded_log(lang: Lang, table: &MausoleumTable, names: &[String]) -> Vec<String> {
    table
        .visible_log()
        .map(|e| words::event(lang, &e, names))
        .collect()
}

/// The game screen.
#[component]
pub fn MausoleumScreen(props: &MausoleumScreenProps) -> Html {
    let lang = use_lang();
    let TableScreen {
        table,
        undo_allowed,
        saves,
    } = use_table_screen(props, None);
    let computers = use_computers(&table);
    // A card chosen belongs to the moment it was chosen: any decision played resets it.
    let chosen_state = use_state(|| (0usize, None::<Card>));
    let message = use_state(|| None::<(usize, String)>);
    let help = use_state(|| false);
    let at = table.game.save.actions.len();
    let chosen = if chosen_state.0 == at {
        chosen_state.1
    } else {
        None
    };
    let names = table.names().to_vec();
    let log = use_log_groups(&table, lang, computers.lit, worded_log);
    let help_sheet = (*help).then(|| {
        let help = help.clone();
        let rules = MausoleumOptions::of(&table.game.save.config);
        html! { <MausoleumHelp {rules} on_close={Callback::from(move |_| help.set(false))} /> }
    });

    if table.game.position.is_over() {
        let view = table.game.position.view(None);
        let log = worded_log(lang, &table, &names);
        return html! {
            <>
            { saves.notice.clone() }
            { saves.export_sheet.clone() }
            <MausoleumEnd view={Rc::new(view)} colours={table.colours.clone()} lines={log}
                record={(AttrValue::from(table.game.save.to_json()), AttrValue::from(format!("mausoleum-{}.json", table.game.save.seed)))}
                on_again={props.on_again.clone()} on_title={props.on_quit.clone()}
                on_lang={props.on_lang.clone()} />
            </>
        };
    }
    // The curtain lies over the table, which stays in place showing only what everyone may see:
    // lifting it draws only the holder's hand.
    let curtain = table.curtain().map(|seat| {
        let last = table
            .marks
            .last()
            .copied()
            .unwrap_or(0)
            .min(table.log.len());
        let news = LogGroup::untitled(
            table.log[last..]
                .iter()
                .map(|e| words::event(lang, &Mausoleum::redact(e, None), &names))
                .collect(),
            0,
        );
        let who = names[seat.index()].clone();
        let table = table.clone();
        html! {
            <Curtain name={who.clone()} colour={table.colours[seat.index()]} {news}
                ready={lang.ta("mau-curtain-ready", &[("name", text(who.clone()))])}
                hint={lang.ta("mau-curtain-hint", &[("name", text(who))])}
                on_reveal={Callback::from(move |_| table.dispatch(TableAction::Reveal))}
                on_lang={props.on_lang.clone()} banner={saves.notice.clone()} />
        }
    });
    let covered = curtain.is_some();

    let view = Rc::new(table.view());
    let deciding = view.decision.seat();
    // Nothing on screen plays while a computer decides or the curtain is down.
    let thinking = computers.thinking.is_some() || covered;
    let legal: Rc<Vec<Action>> = Rc::new(
        deciding
            .filter(|_| !thinking)
            .map(|s| table.game.position.legal_actions(s))
            .unwrap_or_default(),
    );
    let on_action = {
        let (table, chosen_state, message) = (table.clone(), chosen_state.clone(), message.clone());
        Callback::from(move |action: Action| {
            chosen_state.set((at, None));
            message.set(None);
            table.dispatch(TableAction::Play(action));
        })
    };
    // Touching a card of the hand: its options, or why it has none.
    let choosing = Choosing {
        at,
        chosen,
        chosen_state: chosen_state.clone(),
        message: message.clone(),
    };
    let on_pick = on_pick(
        lang,
        &table,
        view.decision,
        &legal,
        &names,
        &choosing,
        &on_action,
    );
    let cancel = {
        let chosen_state = chosen_state.clone();
        Callback::from(move |_: MouseEvent| chosen_state.set((at, None)))
    };

    // The hand of the seat holding the device.
    let viewer = table.viewer();
    let held = viewer.and_then(|v| view.players[v.index()].hand);
    let my_turn = viewer.is_some() && viewer == deciding && !thinking;
    let hand_html = held.map(|cards| {
        let name = names[viewer.unwrap_or(Seat(0)).index()].clone();
        hand(lang, cards, name, &legal, my_turn, chosen, &on_pick)
    });

    // The buttons of the decision bar.
    let buttons = Buttons {
        lang,
        view: &view,
        names: &names,
        legal: &legal,
        on_action: &on_action,
    };
    // A chosen card's options (its targets, the cards it may take or give) in a sheet: there may
    // be a dozen of them, too many for the bar.
    let options_sheet = chosen.filter(|_| !thinking).map(|card| {
        let close = {
            let chosen_state = chosen_state.clone();
            Callback::from(move |_: ()| chosen_state.set((at, None)))
        };
        let rules = MausoleumOptions::of(&table.game.save.config);
        buttons.options_sheet(card, rules, close, cancel.clone())
    });
    let actions = if thinking || chosen.is_some() {
        Vec::new()
    } else {
        buttons.answers()
    };

    let shown_message = table
        .undo_refusal
        .as_ref()
        .map(|e| table_ui::words::undo_refusal(lang, mausoleum::GAME_NAME, e))
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
        });
    let turn_seat = deciding.unwrap_or(view.current).index();
    let undo = {
        let table = table.clone();
        Callback::from(move |_| table.dispatch(TableAction::Undo))
    };
    let progress = match view.lap {
        None => lang.ta("mau-pile", &[("n", num(view.pile))]),
        Some(Lap::TurnsLeft { turns }) => lang.ta("mau-turns-left", &[("n", num(turns))]),
        Some(Lap::Passed { .. }) => lang.t("mau-play-on"),
    };

    html! {
        <>
        { for curtain }
        <section class="game-screen one-table mausoleum">
            <div class="top-area">
                <TopBar active={(AttrValue::from(names[turn_seat].clone()), table.colours[turn_seat])}
                    label={(!matches!(view.decision, Decision::Play { .. }))
                        .then(|| lang.ta("mau-decides", &[("name", text(names[turn_seat].clone()))]))}
                    {progress}
                    on_help={Callback::from({ let help = help.clone(); move |_| help.set(true) })}
                    on_lang={props.on_lang.clone()} on_quit={props.on_quit.clone()}
                    on_export={saves.open_export.clone()} />
                if !covered { { saves.notice.clone() } }
            </div>
            <div class="mau-grid">
                <div class="mau-table" tabindex="0" role="region" aria-label={lang.t("mau-areas-region")}>
                    { piles(lang, &view) }
                    { for view.players.iter().enumerate().map(|(i, p)| area(lang, i, p, table.colours[i], deciding == Some(Seat(i as u8)), !table.is_person(Seat(i as u8)), view.lap.is_some_and(|l| l.has_passed(Seat(i as u8))))) }
                </div>
                <div class="mau-side">
                    { for hand_html }
                    <LogPanel groups={log} />
                </div>
            </div>
            <Dock advice={if thinking { String::new() } else { prompt(lang, view.decision, view.lap, chosen, &names) }}
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
            <>{ for options_sheet }</>
            <>{ for help_sheet.filter(|_| !covered) }</>
            { saves.export_sheet.clone() }
        </section>
        </>
    }
}
