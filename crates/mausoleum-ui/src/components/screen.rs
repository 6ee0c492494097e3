//! A Mausoleum game at the table: every player's area (the four parts with their counts, the
//! Mausolus, the shields), the draw pile's count and the face-up discard pile, the hand of the
//! seat holding the device (behind the curtain), the log, and the decision bar. Every option lit
//! comes from the core's legal actions: touching a card of the hand shows what it may do (its
//! targets, each with the shields that would meet it), and a card with nothing to do says why.

use std::rc::Rc;

use mausoleum::{Action, Card, Decision, Lap, Seat};
use yew::prelude::*;

use super::areas::{area, hand_traffic, piles};
use super::buttons::Buttons;
use super::end::mausoleum_end;
use super::hand::{hand, on_pick, played_card, Picking};
use super::prompt::{hint_words, prompt};
use super::MausoleumHelp;
use crate::game::{MausoleumGame, MausoleumOptions};
use table::Played;
use table_ui::frame::{use_table_frame, Frame, TableParts};
use table_ui::hooks::{use_choosing, TableScreenProps};
use table_ui::i18n::{num, text};

/// Properties of [`MausoleumScreen`].
pub type MausoleumScreenProps = TableScreenProps<Played<MausoleumGame>>;

/// The game screen.
#[component]
pub fn MausoleumScreen(props: &MausoleumScreenProps) -> Html {
    let frame = use_table_frame(props, None);
    // A card chosen belongs to the moment it was chosen: any decision played resets it.
    let choosing = use_choosing::<Option<Card>>(frame.at);
    let Frame {
        lang,
        ref table,
        ref names,
        ref message,
        at,
        covered,
        thinking,
        ..
    } = frame;
    let chosen = choosing.get();
    let rules = MausoleumOptions::of(&table.game.save.config);

    if table.game.position.is_over() {
        return mausoleum_end(&frame);
    }

    let view = Rc::new(table.view());
    let deciding = view.decision.seat();
    let legal: Rc<Vec<Action>> = Rc::new(
        deciding
            .filter(|_| !thinking)
            .map(|s| table.game.position.legal_actions(s))
            .unwrap_or_default(),
    );
    let on_action = {
        let (play, choosing) = (frame.play(), choosing.clone());
        Callback::from(move |action: Action| {
            choosing.change(|chosen| *chosen = None);
            play.emit(action);
        })
    };
    // Touching a card of the hand: its options, or why it has none.
    let picking = Picking {
        at,
        chosen: choosing.clone(),
        message: message.clone(),
    };
    let on_pick = on_pick(
        lang,
        table,
        view.decision,
        &legal,
        names,
        &picking,
        &on_action,
    );
    let cancel = choosing.clear::<MouseEvent>();

    // What the hint (or the lesson's coach) would play, lit on the hand and in the options.
    let shown = frame.shown_move();
    // The hand of the seat holding the device.
    let viewer = table.viewer();
    let held = viewer.and_then(|v| view.players[v.index()].hand);
    let my_turn = viewer.is_some() && viewer == deciding && !thinking;
    let hand_html = held.map(|cards| {
        let seat = viewer.unwrap_or(Seat(0)).index();
        hand(
            lang,
            cards,
            (seat, names[seat].clone(), view.players.len()),
            &legal,
            my_turn,
            (chosen, shown.as_ref().and_then(played_card)),
            &on_pick,
        )
    });

    // The buttons of the decision bar.
    let buttons = Buttons {
        lang,
        view: &view,
        names,
        legal: &legal,
        on_action: &on_action,
        shown,
    };
    // A chosen card's options (its targets, the cards it may take or give) in a sheet: there may
    // be a dozen of them, too many for the bar.
    let options_sheet = chosen.filter(|_| !thinking).map(|card| {
        let close = choosing.clear::<()>();
        buttons.options_sheet(card, rules, close, cancel.clone())
    });
    let actions = if thinking || chosen.is_some() {
        Vec::new()
    } else {
        buttons.answers()
    };
    let turn_seat = deciding.unwrap_or(view.current).index();
    let progress = match view.lap {
        None => lang.ta("mau-pile", &[("n", num(view.pile))]),
        Some(Lap::TurnsLeft { turns }) => lang.ta("mau-turns-left", &[("n", num(turns))]),
        Some(Lap::Passed { .. }) => lang.t("mau-play-on"),
    };

    let board = html! {
        <div class="mau-grid">
            <div class="mau-table" tabindex="0" role="region" aria-label={lang.t("mau-areas-region")}>
                { piles(lang, &view) }
                { for view.players.iter().enumerate().map(|(i, p)| area(lang, (i, view.players.len()), hand_traffic(table.visible_log(), Seat(i as u8)), p, table.colours[i], deciding == Some(Seat(i as u8)), !table.is_person(Seat(i as u8)), view.lap.is_some_and(|l| l.has_passed(Seat(i as u8))))) }
            </div>
            <div class="mau-side">
                { for hand_html }
                { frame.log_panel() }
            </div>
        </div>
    };
    frame.render(
        TableParts {
            class: classes!("one-table", "mausoleum"),
            active: turn_seat,
            label: (!matches!(view.decision, Decision::Play { .. }))
                .then(|| lang.ta("mau-decides", &[("name", text(names[turn_seat].clone()))])),
            progress,
            board,
            advice: prompt(
                lang,
                view.decision,
                view.lap,
                chosen,
                names,
                (
                    table.game.save.config.hand_limit,
                    view.players[turn_seat].hand_size,
                ),
            ),
            person_decides: !covered && deciding.is_some_and(|s| table.is_person(s)),
            actions: html! { <>{ for actions }</> },
            sheets: html! { <>{ for options_sheet }</> },
            help: frame.help_sheet(|on_close| html! { <MausoleumHelp {rules} {on_close} /> }),
            ..TableParts::default()
        },
        |action| hint_words(lang, table, action, names),
    )
}
