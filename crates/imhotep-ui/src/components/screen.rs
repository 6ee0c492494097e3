//! An Imhotep game at the table: the harbour, the sites, the players and the log, the prompt of
//! who must decide and why, and the end. Every option lit comes from the core's legal actions;
//! touching anything else asks the core why not. A curtain falls only for the one secret of the
//! game: the cards of a Market B pair, seen by their taker.

use std::rc::Rc;

use imhotep::{Action, Decision};
use yew::prelude::*;

use super::choice::Mode;
use super::decisions::Decisions;
use super::end::imhotep_end;
use super::prompt::prompt;
use super::table_log::hint_words;
use super::touches::{lit, touches, why_not, Lit, Moment, Touches};
use super::{Harbour, ImhotepHelp, ImhotepPlayers, Sites};
use crate::game::ImhotepGame;
use table::Played;
use table_ui::frame::{use_table_frame, Frame, TableParts};
use table_ui::hooks::{use_choosing, TableScreenProps};
use table_ui::i18n::{num, text};
use table_ui::storage;

/// Properties of [`ImhotepScreen`].
pub type ImhotepScreenProps = TableScreenProps<Played<ImhotepGame>>;

/// The game screen.
#[component]
pub fn ImhotepScreen(props: &ImhotepScreenProps) -> Html {
    let frame = use_table_frame(props, None);
    // A choice under way belongs to the moment it began: any decision played resets it.
    let choosing = use_choosing::<Mode>(frame.at);
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
    let mode = choosing.get();
    // A choice that waits on the sites (a dock, a market card, a pyramid) is brought into view,
    // above the bar at the bottom: on a phone the sites lie below the ships. The site a hint (or
    // the lesson) lights comes first: the first site offered may be another.
    use_effect_with((at, mode), |_| {
        let document = web_sys::window().and_then(|w| w.document());
        let target = [
            ".dock-here.hinted, .site-body .btn.hinted",
            ".dock-here.primary, .site-body .btn.primary",
        ]
        .into_iter()
        .find_map(|css| document.as_ref()?.query_selector(css).ok().flatten());
        if let Some(el) = target {
            storage::bring_into_view(&el);
        }
    });
    let sides = table.game.save.config.sides;

    if table.game.position.is_over() {
        return imhotep_end(&frame);
    }

    let view = Rc::new(table.view());
    let deciding = view.decision.map(|d| d.seat());
    let legal: Rc<Vec<Action>> = Rc::new(
        deciding
            .filter(|_| !thinking)
            .map(|s| table.game.position.legal_actions(s))
            .unwrap_or_default(),
    );
    let moment = Moment {
        at,
        choosing,
        play: frame.play(),
        message: message.clone(),
    };
    let Touches {
        on_slot,
        on_sail,
        on_site,
        on_card,
        on_action,
        cancel,
    } = touches(lang, table, &view, &legal, names, &moment);

    // In a lesson only the coach's move is offered: lit on the board and in the bar.
    let offered = Rc::new(frame.offered(legal.to_vec(), PartialEq::eq));
    // What is lit now.
    let Lit {
        lit_slots,
        lit_sails,
        lit_sites,
        docking,
        playable,
        chosen,
        chosen_ship,
    } = lit(&view, mode, &offered);
    // What the hint (or the lesson's coach) would play, lit on the board at the step the choice
    // under way is at: its place, its ship's Sail button, its site, its card, its button in the bar.
    let hinted = frame.shown_move();
    let hint = lit(&view, mode, hinted.as_slice());

    // The buttons of the decision bar, and the Market B pair's sheet.
    let take_count = deciding.map_or(0, |s| table.game.position.stones_to_take(s));
    let why = |action: &Action| why_not(lang, table, names, action);
    let decisions = Decisions {
        lang,
        view: &view,
        names,
        legal: &offered,
        mode,
        take_count,
        at,
        hinted,
        why: &why,
        on_action: &on_action,
        cancel: &cancel,
        message,
    };
    let (actions, keep_sheet) = if thinking {
        (Vec::new(), None)
    } else {
        (decisions.buttons(), decisions.keep_sheet())
    };
    // The bar names whoever must decide now, on their turn or another's.
    let turn_seat = deciding.unwrap_or(view.current).index();

    let board = html! {
        // The columns scroll on their own on a wide screen: each takes the keyboard's focus.
        <div class="im-grid">
            <div class="im-harbour">
                <Harbour ships={view.ships.clone()} unloading={view.unloading} {sides}
                    colours={table.colours.clone()} names={names.clone()} {lit_slots} {lit_sails}
                    hinted_slots={hint.lit_slots} hinted_sails={hint.lit_sails} {chosen} {chosen_ship} {on_slot} {on_sail} />
            </div>
            <div class="im-players-area" tabindex="0" role="region" aria-label={lang.t("im-players-region")}>
                <ImhotepPlayers players={view.players.clone()} colours={table.colours.clone()}
                    {deciding} {playable} hinted_cards={hint.playable} {on_card} computers={table.computers.clone()} />
            </div>
            <div class="im-sites" tabindex="0" role="region" aria-label={lang.t("im-sites-region")}>
                <Sites view={view.clone()} colours={table.colours.clone()} names={names.clone()} {docking}
                    {lit_sites} hinted_sites={hint.lit_sites} {hinted} legal={offered.clone()} {on_site} on_action={on_action.clone()} />
            </div>
            <div class="im-log">
                <p class="deck-state">
                    // The market's cards are dealt from here at a round's start.
                    <span data-fly="im-deck" data-fly-n={view.deck.to_string()}>{ lang.ta("im-deck", &[("n", num(view.deck))]) }</span>{ " · " }{ lang.ta("im-discard", &[("n", num(view.discard_count))]) }
                </p>
                { frame.log_panel() }
            </div>
        </div>
    };
    frame.render(
        TableParts {
            class: classes!("one-table", "imhotep"),
            active: turn_seat,
            label: (!matches!(view.decision, Some(Decision::Turn { .. })))
                .then(|| lang.ta("im-decides", &[("name", text(names[turn_seat].clone()))])),
            progress: lang.ta(
                "im-round",
                &[("round", num(view.round)), ("rounds", num(view.rounds))],
            ),
            board,
            advice: prompt(lang, view.decision, mode, &legal, names, take_count),
            person_decides: !covered && deciding.is_some_and(|s| table.is_person(s)),
            actions: html! { <>{ for actions }</> },
            sheets: html! { <>{ for keep_sheet }</> },
            help: frame.help_sheet(|on_close| html! { <ImhotepHelp {on_close} /> }),
            ..TableParts::default()
        },
        |action| hint_words(lang, table, action, names),
    )
}
