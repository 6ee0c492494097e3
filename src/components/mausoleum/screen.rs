//! A Mausoleum game at the table: every player's area (the four parts with their counts, the
//! Mausolus, the shields), the draw pile's count and the face-up discard pile, the hand of the
//! seat holding the device (behind the curtain), the log, and the decision bar. Every option lit
//! comes from the core's legal actions: touching a card of the hand shows what it may do (its
//! targets, each with the shields that would meet it), and a card with nothing to do says why.

use std::rc::Rc;

use mausoleum::{Action, Card, Decision, Lap, Mausoleum, PlayerView, Rules, Seat};
use yew::prelude::*;

use super::{words, CardFace, MausoleumEnd, MausoleumHelp};
use crate::components::{
    computer_bar, hint_button, hint_line, Curtain, Dock, LogPanel, SeatMarker, Sheet, TopBar,
};
use crate::games::mausoleum::{MausoleumGame, MausoleumOptions, MausoleumTable};
use crate::hooks::{
    use_computers, use_lang, use_log_groups, use_table_screen, TableScreen, TableScreenProps,
};
use crate::i18n::{num, text, Lang};
use crate::words::LogGroup;
use table::PlayerColour;
use table::{Played, Shelved, TableAction, TableGame};

/// Properties of [`MausoleumScreen`].
pub type MausoleumScreenProps = TableScreenProps<Played<MausoleumGame>>;

/// The card of the hand an action plays, if it plays one.
fn played_card(action: &Action) -> Option<Card> {
    match *action {
        Action::Play { card } => Some(card),
        Action::Earthquake { .. } => Some(Card::Earthquake),
        Action::Invasion { .. } => Some(Card::Invasion),
        Action::Discovery { .. } => Some(Card::Discovery),
        Action::Exchange { .. } => Some(Card::Exchange),
        Action::Theft { .. } => Some(Card::Theft),
        Action::Discard { card } | Action::Defend { card } => Some(card),
        _ => None,
    }
}

/// The line that says who must decide what.
fn prompt(
    lang: Lang,
    decision: Decision,
    lap: Option<Lap>,
    chosen: Option<Card>,
    names: &[String],
) -> String {
    let name = |s: Seat| text(names[s.index()].clone());
    match (decision, chosen) {
        (Decision::Play { seat }, None) if matches!(lap, Some(Lap::Passed { .. })) => {
            lang.ta("mau-prompt-play-on", &[("name", name(seat))])
        }
        (Decision::Over, _) => lang.t("mau-over"),
        (Decision::Play { .. }, Some(card)) => lang.ta(
            "mau-prompt-card",
            &[("card", text(words::card(lang, card)))],
        ),
        (Decision::Play { seat }, None) => lang.ta("mau-prompt-play", &[("name", name(seat))]),
        (Decision::Lose { seat, attacker }, _) => lang.ta(
            "mau-prompt-lose",
            &[("name", name(seat)), ("attacker", name(attacker))],
        ),
        (Decision::React { seat, attack }, _) => lang.ta(
            "mau-prompt-react",
            &[
                ("name", name(seat)),
                ("attacker", name(attack.attacker)),
                ("card", text(words::card(lang, attack.card))),
            ],
        ),
        (Decision::Discard { seat }, _) => lang.ta("mau-prompt-discard", &[("name", name(seat))]),
    }
}

/// The log as the screen's viewer may see it, in words.
fn worded_log(lang: Lang, table: &MausoleumTable, names: &[String]) -> Vec<String> {
    table
        .visible_log()
        .map(|e| words::event(lang, &e, names))
        .collect()
}

/// The log lines `action` would write, as the deciding player may see them before playing it,
/// stopping before anything nobody knows yet (a card drawn or taken at random).
fn hint_words(lang: Lang, table: &MausoleumTable, action: &Action, names: &[String]) -> String {
    let mut game = table.game.clone();
    match TableGame::play(&mut game, *action) {
        Ok(events) => events
            .iter()
            .take_while(|e| !<MausoleumGame as Shelved>::reveals(std::slice::from_ref(e)))
            .map(|e| {
                words::event(
                    lang,
                    &<Mausoleum as Rules>::redact(e, table.viewer()),
                    names,
                )
            })
            .next()
            .unwrap_or_else(|| lang.t("hint-hidden")),
        Err(refusal) => words::refusal(lang, &refusal, names),
    }
}

/// One player's area: name, hand size, score, the four parts, the Mausolus and the shields.
fn area(
    lang: Lang,
    seat: usize,
    player: &PlayerView,
    colour: PlayerColour,
    deciding: bool,
    computer: bool,
    passed: bool,
) -> Html {
    let area = &player.area;
    let parts = Card::CONSTRUCTION.map(|card| {
        html! {
            <li class={classes!("mau-part", (area.get(card) == 0).then_some("none"))}>
                <CardFace {card} small=true />
                <span class="mau-part-count">{ area.get(card) }</span>
            </li>
        }
    });
    let extras: Vec<Card> = [
        Card::Mausolus,
        Card::Architects,
        Card::Sculptors,
        Card::Protection,
    ]
    .into_iter()
    .filter(|&c| area.has(c))
    .collect();
    let used = player
        .used
        .iter()
        .map(|&c| words::card(lang, c))
        .collect::<Vec<_>>()
        .join(", ");
    html! {
        <section class={classes!("mau-area", deciding.then_some("deciding"))} aria-label={player.name.clone()}
            data-seat={seat.to_string()}>
            <h2 class="mau-area-name">
                <SeatMarker {colour} />{ " " }{ player.name.clone() }
                if computer { <span class="hint">{ " · " }{ lang.t("mau-computer") }</span> }
                if passed { <span class="mau-passed">{ lang.t("mau-passed") }</span> }
            </h2>
            <p class="mau-area-facts">
                <span class="mau-hand-size">{ lang.ta("mau-hand-size", &[("n", num(player.hand_size))]) }</span>
                { " · " }
                <span class="mau-score">{ lang.ta("mau-score", &[("points", num(player.score.points)), ("sets", num(player.score.sets))]) }</span>
            </p>
            <ul class="mau-parts">{ for parts }</ul>
            if !extras.is_empty() {
                <div class="mau-row mau-shields" aria-label={lang.t("mau-shields")}>
                    { for extras.into_iter().map(|card| html! { <CardFace {card} count={area.get(card)} small=true /> }) }
                </div>
            }
            if !used.is_empty() {
                <p class="hint mau-used">{ lang.ta("mau-used", &[("cards", text(used))]) }</p>
            }
        </section>
    }
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
    let on_pick = {
        let (chosen_state, message, legal, names) = (
            chosen_state.clone(),
            message.clone(),
            legal.clone(),
            names.clone(),
        );
        let (table, decision) = (table.clone(), view.decision);
        let on_action = on_action.clone();
        Callback::from(move |card: Card| {
            let options: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| played_card(a) == Some(card))
                .collect();
            match (decision, options.as_slice()) {
                // A discard or a defence is the card itself: one touch.
                (Decision::Discard { .. } | Decision::React { .. }, [one]) => on_action.emit(*one),
                (_, []) => {
                    let probe = match card {
                        Card::Earthquake => Action::Earthquake { target: Seat(0) },
                        Card::Theft => Action::Theft { target: Seat(0) },
                        Card::Discovery => Action::Discovery {
                            card: Card::Discovery,
                        },
                        Card::Invasion => Action::Invasion {
                            target: Seat(0),
                            card: Card::Base,
                        },
                        Card::Exchange => Action::Exchange {
                            target: Seat(0),
                            give: Card::Exchange,
                        },
                        _ => Action::Play { card },
                    };
                    let why = match table.game.position.check(table.game.decider(), &probe) {
                        Err(r) => words::refusal(lang, &r, &names),
                        Ok(()) => String::new(),
                    };
                    let why = if why.is_empty()
                        || matches!(decision, Decision::Play { .. }) && card.is_attack()
                    {
                        lang.ta(
                            "mau-why-no-effect",
                            &[("card", text(words::card(lang, card)))],
                        )
                    } else {
                        why
                    };
                    message.set(Some((at, why)));
                }
                _ => {
                    message.set(None);
                    chosen_state.set((
                        at,
                        if chosen == Some(card) {
                            None
                        } else {
                            Some(card)
                        },
                    ));
                }
            }
        })
    };
    let cancel = {
        let chosen_state = chosen_state.clone();
        Callback::from(move |_: MouseEvent| chosen_state.set((at, None)))
    };

    // The hand of the seat holding the device.
    let viewer = table.viewer();
    let hand = viewer.and_then(|v| view.players[v.index()].hand);
    let my_turn = viewer.is_some() && viewer == deciding && !thinking;
    let hand_html = hand.map(|hand| {
        let cards = hand.kinds().map(|card| {
            let lit = my_turn && legal.iter().any(|a| played_card(a) == Some(card));
            let on_pick = my_turn.then(|| on_pick.clone());
            html! { <li key={format!("{card:?}")}><CardFace {card} count={hand.get(card)} {lit} chosen={chosen == Some(card)} {on_pick} /></li> }
        });
        html! {
            <section class="mau-hand" aria-label={lang.t("mau-your-hand")}>
                <h2>{ lang.ta("mau-hand-of", &[("name", text(names[viewer.unwrap_or(Seat(0)).index()].clone()))]) }</h2>
                if hand.total() == 0 { <p class="hint">{ lang.t("mau-hand-empty") }</p> }
                <ul class="mau-hand-cards">{ for cards }</ul>
            </section>
        }
    });

    // The buttons of the decision bar.
    let button = |action: Action, primary: bool| {
        let on_action = on_action.clone();
        let label = words::action(lang, &action, &names);
        // The target's shields, said beside an attack.
        let shield = match action {
            Action::Earthquake { target }
            | Action::Invasion { target, .. }
            | Action::Exchange { target, .. }
            | Action::Theft { target } => {
                let area = &view.players[target.index()].area;
                let card = played_card(&action).unwrap_or(Card::Theft);
                [Card::Architects, Card::Sculptors, Card::Protection]
                    .into_iter()
                    .find(|&s| area.has(s) && s.blocks(card))
            }
            _ => None,
        };
        let label = match shield {
            Some(s) => lang.ta(
                "mau-with-shield",
                &[
                    ("label", text(label)),
                    ("shield", text(words::card(lang, s))),
                ],
            ),
            None => label,
        };
        html! {
            <button key={action.to_string()} type="button" class={classes!("btn", primary.then_some("primary"))}
                onclick={move |_: MouseEvent| on_action.emit(action)}>{ label }</button>
        }
    };
    let mut actions: Vec<Html> = Vec::new();
    // A chosen card's options (its targets, the cards it may take or give) in a sheet: there may
    // be a dozen of them, too many for the bar.
    let options_sheet = chosen.filter(|_| !thinking).map(|card| {
        let close = {
            let chosen_state = chosen_state.clone();
            Callback::from(move |_: ()| chosen_state.set((at, None)))
        };
        html! {
            <Sheet title={words::card(lang, card)} class="mau-options-sheet" on_close={close}>
                <div class="mau-chosen">
                    <CardFace {card} />
                    <p class="card-effect">{ words::card_text(lang, card, MausoleumOptions::of(&table.game.save.config)) }</p>
                </div>
                <div class="mau-option-list ends-sheet">
                    { for legal.iter().filter(|a| played_card(a) == Some(card)).map(|a| button(*a, true)) }
                </div>
                <div class="sheet-actions">
                    <button type="button" class="btn cancel-choice" onclick={cancel.clone()}>{ lang.t("mau-cancel") }</button>
                </div>
            </Sheet>
        }
    });
    if thinking || chosen.is_some() {
    } else {
        for a in legal.iter() {
            match a {
                Action::Pass | Action::Allow => actions.push(button(*a, false)),
                Action::Lose { .. } => actions.push(button(*a, true)),
                _ => {}
            }
        }
    }

    let shown_message = table
        .undo_refusal
        .as_ref()
        .map(|e| crate::words::undo_refusal(lang, mausoleum::GAME_NAME, e))
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
    let discard = &view.discard;

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
                    <div class="mau-piles">
                        <div class="mau-pile" aria-label={lang.ta("mau-pile", &[("n", num(view.pile))])}>
                            <svg class="mau-back" viewBox="0 0 40 48" aria-hidden="true">
                                <rect x="1" y="1" width="38" height="46" rx="4" />
                                <path d="M8 34 L32 34 L28 28 L12 28 Z M12 28 L28 28 L24 22 L16 22 Z" />
                            </svg>
                            <span>{ lang.ta("mau-pile", &[("n", num(view.pile))]) }</span>
                        </div>
                        <details class="mau-discard">
                            <summary>{ lang.ta("mau-discard", &[("n", num(discard.total()))]) }</summary>
                            <div class="mau-row">
                                { for discard.kinds().map(|card| html! { <CardFace {card} count={discard.get(card)} small=true /> }) }
                            </div>
                        </details>
                    </div>
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
