//! An Imhotep game at the table: the harbour, the sites, the players and the log, the prompt of
//! who must decide and why, and the end. Every option lit comes from the core's legal actions;
//! touching anything else asks the core why not. A curtain falls only for the one secret of the
//! game: the cards of a Market B pair, seen by their taker.

use std::rc::Rc;

use imhotep::{Action, Card, Decision, Event, Imhotep, Rules, ScoreCategory, Site, SlotRef};
use yew::prelude::*;

use super::choice::{self, Mode, Step};
use super::prompt::{answers, prompt};
use super::{words, CardTile, Harbour, ImhotepEnd, ImhotepHelp, ImhotepPlayers, Sites};
use crate::components::{
    computer_bar, hint_button, hint_line, Curtain, Dock, LogPanel, OptionButton, Sheet, TopBar,
};
use crate::games::imhotep::{ImhotepGame, ImhotepTable};
use crate::hooks::{
    use_computers, use_lang, use_log_groups, use_table_screen, TableScreen, TableScreenProps,
};
use crate::i18n::{num, text, Lang};
use crate::storage;
use crate::words::LogGroup;
use table::{Played, Shelved, TableAction, TableGame};

/// Properties of [`ImhotepScreen`].
pub type ImhotepScreenProps = TableScreenProps<Played<ImhotepGame>>;

/// The log as the screen's viewer may see it, in words; without the Wrath of the Pharaoh's line
/// when the variant is off.
fn worded_log(lang: Lang, table: &ImhotepTable, names: &[String]) -> Vec<String> {
    let config = &table.game.save.config;
    table
        .visible_log()
        .filter(|e| {
            config.wrath_of_pharaoh
                || !matches!(
                    e,
                    Event::FinalScored {
                        category: ScoreCategory::Wrath,
                        ..
                    }
                )
        })
        .map(|e| words::event(lang, &e, names, &config.sides))
        .collect()
}

/// The log lines `action` would write, as the deciding player may see them before playing it: a
/// hint in the table's own words, stopping before anything it would show that nobody knows yet (a
/// card from the deck, the face-down pair, the next round).
fn hint_words(lang: Lang, table: &ImhotepTable, action: &Action, names: &[String]) -> String {
    let sides = table.game.save.config.sides;
    let mut game = table.game.clone();
    match TableGame::play(&mut game, *action) {
        Ok(events) => events
            .iter()
            .take_while(|e| !<ImhotepGame as Shelved>::reveals(std::slice::from_ref(e)))
            .map(|e| {
                words::event(
                    lang,
                    &<Imhotep as Rules>::redact(e, table.viewer()),
                    names,
                    &sides,
                )
            })
            .next()
            .unwrap_or_else(|| lang.t("hint-hidden")),
        Err(refusal) => words::refusal(lang, &refusal, names, &sides),
    }
}

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
    // Says why an action cannot be played, in the core's own terms.
    let why = {
        let (table, names) = (table.clone(), names.clone());
        move |action: &Action| -> String {
            match table.game.position.check(table.game.decider(), action) {
                Err(refusal) => words::refusal(lang, &refusal, &names, &sides),
                Ok(()) => lang.t("im-why-other"),
            }
        }
    };
    let take = {
        let (table, mode_state, message) = (table.clone(), mode_state.clone(), message.clone());
        Rc::new(move |step: Option<Step>, refused: String| match step {
            Some(Step::Play(action)) => {
                mode_state.set((at, Mode::Idle));
                message.set(None);
                table.dispatch(TableAction::Play(action));
            }
            Some(Step::Enter(mode)) => {
                message.set(None);
                mode_state.set((at, mode));
            }
            None => message.set(Some((at, refused))),
        })
    };
    let on_slot = {
        let (take, legal, why) = (take.clone(), legal.clone(), why.clone());
        Callback::from(move |r: SlotRef| {
            take(
                choice::on_slot(mode, &legal, r),
                why(&choice::probe_slot(mode, r)),
            )
        })
    };
    let on_sail = {
        let (take, legal, why) = (take.clone(), legal.clone(), why.clone());
        // Ask the core about a site still free, so the reason given is the ship's own.
        let free = Site::ALL
            .into_iter()
            .find(|&site| view.ships.iter().all(|s| s.docked != Some(site)))
            .unwrap_or(Site::Market);
        Callback::from(move |ship: u8| {
            let probe = Action::Sail { ship, site: free };
            take(choice::on_sail(mode, &legal, ship), why(&probe))
        })
    };
    let on_site = {
        let (take, legal, why) = (take.clone(), legal.clone(), why.clone());
        Callback::from(move |site: Site| {
            let refused = choice::probe_site(mode, site)
                .map(|a| why(&a))
                .unwrap_or_default();
            take(choice::on_site(mode, &legal, site), refused)
        })
    };
    let on_card = {
        let (take, legal) = (take.clone(), legal.clone());
        Callback::from(move |card: Card| {
            let refused = lang.ta(
                "im-why-no-effect",
                &[("card", text(words::card(lang, card)))],
            );
            take(choice::on_card(&legal, card), refused)
        })
    };
    let on_action = {
        let take = take.clone();
        Callback::from(move |action: Action| take(Some(Step::Play(action)), String::new()))
    };
    let cancel = {
        let mode_state = mode_state.clone();
        Callback::from(move |_: MouseEvent| mode_state.set((at, Mode::Idle)))
    };

    // What is lit now.
    let lit_slots: Vec<SlotRef> = view
        .ships
        .iter()
        .enumerate()
        .flat_map(|(i, s)| {
            (0..s.size).map(move |k| SlotRef {
                ship: i as u8,
                slot: k,
            })
        })
        .filter(|&r| choice::on_slot(mode, &legal, r).is_some())
        .collect();
    let lit_sails: Vec<u8> = (0..view.ships.len() as u8)
        .filter(|&s| choice::on_sail(mode, &legal, s).is_some())
        .collect();
    let lit_sites: Vec<Site> = Site::ALL
        .into_iter()
        .filter(|&s| choice::on_site(mode, &legal, s).is_some())
        .collect();
    let docking = matches!(
        mode,
        Mode::Sail { .. } | Mode::Lever { ship: Some(_) } | Mode::SailCard { slot: Some(_) }
    );
    let playable: Vec<Card> = if mode == Mode::Idle {
        Card::BLUE
            .into_iter()
            .filter(|&c| choice::on_card(&legal, c).is_some())
            .collect()
    } else {
        Vec::new()
    };
    let (chosen, chosen_ship) = match mode {
        Mode::Chisel { first } => (first, None),
        Mode::SailCard { slot } => (slot, slot.map(|r| r.ship)),
        Mode::Sail { ship } | Mode::Lever { ship: Some(ship) } => (None, Some(ship)),
        _ => (None, None),
    };

    // The buttons of the decision bar.
    // Keyed by the action, so a button never stands in for another one after a re-render.
    let button = |action: Action, label: String, primary: bool| {
        let on_action = on_action.clone();
        html! {
            <button key={action.to_string()} type="button" class={classes!("btn", primary.then_some("primary"))}
                onclick={move |_: MouseEvent| on_action.emit(action)}>{ label }</button>
        }
    };
    let take_count = deciding.map_or(0, |s| table.game.position.stones_to_take(s));
    let mut actions: Vec<Html> = Vec::new();
    if thinking {
    } else if mode != Mode::Idle {
        actions.push(html! { <button key="cancel" type="button" class="btn cancel-choice" onclick={cancel}>{ lang.t("im-cancel-choice") }</button> });
    } else {
        if matches!(view.decision, Some(Decision::Turn { .. })) {
            let allowed = legal.contains(&Action::TakeStones);
            let label = if allowed {
                lang.ta("im-take-stones", &[("n", num(take_count))])
            } else {
                lang.t("im-take-none")
            };
            let why_take = why(&Action::TakeStones);
            let (on_action, message) = (on_action.clone(), message.clone());
            actions.push(html! {
                <OptionButton key="take" legal={allowed} class="btn primary take-stones"
                    on_choose={Callback::from(move |_| on_action.emit(Action::TakeStones))}
                    on_why={Callback::from(move |_| message.set(Some((at, why_take.clone()))))}>{ label }</OptionButton>
            });
        }
        for (action, label, primary) in answers(lang, view.decision, &legal, take_count) {
            actions.push(button(action, label, primary));
        }
        if let Some(Decision::LeverOrder { ship, .. }) = view.decision {
            for (slot, owner) in view.ships[usize::from(ship)].slots.iter().enumerate() {
                let unload = Action::Unload { slot: slot as u8 };
                if let (Some(owner), true) = (owner, legal.contains(&unload)) {
                    let label = lang.ta(
                        "im-unload-of",
                        &[
                            ("name", text(names[owner.index()].clone())),
                            ("slot", num(slot as u32 + 1)),
                        ],
                    );
                    actions.push(button(unload, label, false));
                }
            }
        }
    }
    // The Market B pair, seen by its taker only (behind the curtain).
    let keep_sheet = match (
        view.decision,
        view.market.pair.as_ref().and_then(|p| p.cards.clone()),
    ) {
        (Some(Decision::KeepCard { .. }), Some(cards)) if !thinking => Some(html! {
            <Sheet title={lang.t("im-pair")} class="keep-sheet">
                <p>{ prompt(lang, view.decision, Mode::Idle, &legal, &names, take_count) }</p>
                <ul class="keep-cards ends-sheet">
                    { for cards.iter().map(|&card| {
                        let keep = Action::KeepCard { card };
                        let on_action = on_action.clone();
                        html! {
                            <li>
                                <CardTile {card} />
                                <span class="card-effect">{ words::card_text(lang, card) }</span>
                                <button type="button" class="btn primary" onclick={move |_: MouseEvent| on_action.emit(keep)}
                                    aria-label={lang.ta("im-keep-card", &[("card", text(words::card(lang, card)))])}>
                                    { lang.t("im-keep") }
                                </button>
                            </li>
                        }
                    }) }
                </ul>
            </Sheet>
        }),
        _ => None,
    };

    let shown_message = table
        .undo_refusal
        .as_ref()
        .map(|e| crate::words::undo_refusal(lang, imhotep::GAME_NAME, e))
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
