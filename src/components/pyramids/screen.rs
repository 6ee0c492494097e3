//! A Pyramids game at the table: the revealed expedition shape, the deciding player's cards to
//! mark by tapping squares or dragging across them (the screen finds the placement: turned,
//! mirrored or a single square), everyone's cards and score cards, the display, the pyramid points,
//! the log, and the end. Every option comes from the core's legal actions; anything else is asked
//! of the core for its reason. A curtain falls only for the secret keep of 2 cards at setup, with
//! the news since the player last looked; ordinary marks are made in the open, seat by seat.

use std::rc::Rc;

use pyramids::{
    Action, Awaiting, Cells, Colour, Pattern, Rules, Seat, CARD_POINTS, PAIR_POINTS,
    PYRAMID_POINTS, TORCH_POINTS,
};
use yew::prelude::*;

use super::{words, PyramidCard, PyramidsHelp};
use crate::components::{
    computer_bar, hint_button, hint_line, Curtain, Dock, LogPanel, OptionButton, SeatMarker, TopBar,
};
use crate::games::pyramids::{PyramidsGame, PyramidsTable};
use crate::hooks::{
    use_computers, use_lang, use_log_groups, use_table_screen, Hint, TableScreen, TableScreenProps,
};
use crate::i18n::{num, text, Lang};
use crate::words::LogGroup;
use table::{Played, TableAction, TableGame};

/// Properties of [`PyramidsScreen`].
pub type PyramidsScreenProps = TableScreenProps<Played<PyramidsGame>>;

/// The log as the screen's viewer may see it, in words.
fn worded_log(lang: Lang, table: &PyramidsTable, names: &[String]) -> Vec<String> {
    table
        .visible_log()
        .flat_map(|e| words::event(lang, &e, names))
        .collect()
}

/// The mark action covering exactly `cells` of `card`: a single square, or the revealed pattern in
/// whichever turn and place matches (listed or not: the core says whether it is legal).
fn mark_action(pattern: Option<Pattern>, card: u8, cells: Cells) -> Option<Action> {
    if cells.count_ones() == 1 {
        return Some(Action::Single {
            card,
            cell: cells.trailing_zeros() as u8,
        });
    }
    let pattern = pattern?;
    for (i, o) in pattern.orientations().iter().enumerate() {
        for row in 0..=(5 - o.height) {
            for col in 0..=(5 - o.width) {
                if o.at(row, col) == Some(cells) {
                    return Some(Action::Pattern {
                        card,
                        orientation: i as u8,
                        row,
                        col,
                    });
                }
            }
        }
    }
    None
}

/// The squares of `card` that `action` marks (the revealed `pattern` placed as it says), if it
/// marks that card.
fn marked_cells(pattern: Option<Pattern>, card: u8, action: Action) -> Option<Cells> {
    match action {
        Action::Single { card: c, cell } if c == card => Some(1 << cell),
        Action::Pattern {
            card: c,
            orientation,
            row,
            col,
        } if c == card => pattern?
            .orientations()
            .get(usize::from(orientation))?
            .at(row, col),
        _ => None,
    }
}

/// The line that says who must decide what.
fn prompt(
    lang: Lang,
    awaiting: Option<Awaiting>,
    pattern: Option<Pattern>,
    name: String,
) -> String {
    let name = ("name", text(name));
    match awaiting {
        None => lang.t("py-over"),
        Some(Awaiting::Keep) => lang.ta("py-prompt-keep", &[name]),
        Some(Awaiting::Mark) => lang.ta(
            "py-prompt-mark",
            &[
                name,
                (
                    "pattern",
                    text(pattern.map(|p| words::pattern(lang, p)).unwrap_or_default()),
                ),
            ],
        ),
        Some(Awaiting::Extra) => lang.ta("py-prompt-extra", &[name]),
        Some(Awaiting::Replace) => lang.ta("py-prompt-replace", &[name]),
    }
}

/// The revealed expedition shape, drawn in its first turn.
fn pattern_art(pattern: Pattern) -> Html {
    let o = pattern.orientations()[0];
    let cells = (0..25u32).filter(|i| o.cells & (1 << i) != 0).map(|i| {
        let (x, y) = ((i % 5) * 10, (i / 5) * 10);
        html! { <rect class="pattern-cell" x={x.to_string()} y={y.to_string()} width="9" height="9" rx="1.5" /> }
    });
    let (w, h) = (u32::from(o.width) * 10, u32::from(o.height) * 10);
    html! {
        <svg class="pattern-art" viewBox={format!("-1 -1 {} {}", w + 1, h + 1)} aria-hidden="true">{ for cells }</svg>
    }
}

/// A player's score card.
fn score_card(lang: Lang, view: &pyramids::PlayerView) -> Html {
    let s = view.score_card;
    let boxes = |n: u8, of: u8, class: &'static str| {
        html! {
            <span class={classes!("boxes", class)} aria-hidden="true">
                { for (0..of).map(|i| html! { <span class={classes!("box", (i < n).then_some("on"))}></span> }) }
            </span>
        }
    };
    html! {
        <dl class="score-card">
            <dt>{ lang.t("py-red") }</dt><dd>{ boxes(s.red, 10, "red") }{ format!(" {}", s.red) }</dd>
            <dt>{ lang.t("py-green") }</dt><dd>{ boxes(s.green, 10, "green") }{ format!(" {}", s.green) }</dd>
            <dt>{ lang.t("py-torches") }</dt>
            <dd>
                <span class="boxes torch" aria-hidden="true">
                    { for view.torches.iter().map(|&on| html! { <span class={classes!("box", on.then_some("on"))}></span> }) }
                </span>
                { format!(" {}", s.torches) }
            </dd>
            <dt>{ lang.t("py-skulls") }</dt><dd>{ boxes(s.skulls, 10, "skull") }{ format!(" {}", s.skulls) }</dd>
            <dt>{ lang.t("py-completed") }</dt>
            <dd>{ view.completed.iter().map(|c| format!("#{c}")).collect::<Vec<_>>().join(" ") }</dd>
        </dl>
    }
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
        let view = position.view(None);
        let outcome = position.outcome().expect("over");
        let winners = outcome
            .winners
            .iter()
            .map(|s| names[s.index()].clone())
            .collect::<Vec<_>>()
            .join(" & ");
        let skulls = position.config().skull_values;
        // Each player's score card and its points, item by item: a column per player.
        let cards: Vec<_> = (0..view.players.len())
            .map(|i| position.score_card(Seat(i as u8)))
            .collect();
        let points: Vec<_> = cards.iter().map(|c| c.breakdown(&skulls)).collect();
        // The pyramid values each player claimed, highest first.
        let claimed: Vec<Vec<u32>> = (0..view.players.len())
            .map(|i| {
                let mut v: Vec<u32> = view
                    .claims
                    .iter()
                    .flat_map(|row| row.iter().zip(PYRAMID_POINTS))
                    .filter(|(who, _)| **who == Some(Seat(i as u8)))
                    .map(|(_, v)| u32::from(v))
                    .collect();
                v.sort_unstable_by(|a, b| b.cmp(a));
                v
            })
            .collect();
        let cell = |pts: i32, how: String| {
            html! {
                <td>
                    <span class="py-pts">{ pts }</span>
                    if !how.is_empty() { <span class="py-how">{ how }</span> }
                </td>
            }
        };
        let row = |label: String, cells: Vec<Html>| {
            html! { <tr><th scope="row">{ label }</th>{ for cells }</tr> }
        };
        let rows = vec![
            row(
                lang.ta("py-end-cards-rule", &[("each", num(CARD_POINTS))]),
                cards
                    .iter()
                    .zip(&points)
                    .map(|(c, b)| cell(b.cards, format!("{} × {CARD_POINTS}", c.completed)))
                    .collect(),
            ),
            row(
                lang.ta("py-end-torches-rule", &[("each", num(TORCH_POINTS))]),
                cards
                    .iter()
                    .zip(&points)
                    .map(|(c, b)| cell(b.torches, format!("{} × {TORCH_POINTS}", c.torches)))
                    .collect(),
            ),
            row(
                lang.t("py-end-pyramids-rule"),
                claimed
                    .iter()
                    .zip(&points)
                    .map(|(v, b)| {
                        let how = v.iter().map(u32::to_string).collect::<Vec<_>>().join(" + ");
                        cell(b.pyramids, how)
                    })
                    .collect(),
            ),
            row(
                lang.ta("py-end-gems-rule", &[("each", num(PAIR_POINTS))]),
                cards
                    .iter()
                    .zip(&points)
                    .map(|(c, b)| {
                        let pairs = c.red.min(c.green);
                        let singles = c.red + c.green - 2 * pairs;
                        let how = lang.ta(
                            "py-end-gems-how",
                            &[
                                ("pairs", num(pairs)),
                                ("singles", num(singles)),
                                ("each", num(PAIR_POINTS)),
                            ],
                        );
                        cell(b.gems, how)
                    })
                    .collect(),
            ),
            row(
                lang.t("py-end-skulls-rule"),
                cards
                    .iter()
                    .zip(&points)
                    .map(|(c, b)| {
                        let how = if c.skulls == 0 {
                            String::new()
                        } else {
                            lang.ta("py-end-skulls-how", &[("n", num(c.skulls))])
                        };
                        cell(b.skulls, how)
                    })
                    .collect(),
            ),
        ];
        // The total is the core's own score: the breakdown adds up to it.
        let totals = view.players.iter().zip(&points).map(|(p, b)| {
            debug_assert_eq!(p.score, b.total);
            html! { <td class="total">{ p.score }</td> }
        });
        let log = worded_log(lang, &table, &names);
        // Solo: the best score kept on this device (the score is in the log for good, so keeping
        // it again on a later render changes nothing).
        let solo = (view.players.len() == 1).then(|| {
            let score = view.players[0].score;
            let best = super::setup::best_solo();
            super::setup::record_solo(score);
            match best {
                Some(b) if b >= score => lang.ta("py-best-solo", &[("n", num(b))]),
                _ => lang.ta("py-new-best", &[("n", num(score))]),
            }
        });
        let download = {
            let json = table.game.save.to_json();
            let name = format!("pyramids-{}.json", table.game.save.seed);
            move |_: MouseEvent| {
                let _ = crate::storage::download(&name, &json);
            }
        };
        return html! {
            <section class="pyramids-end">
                { saves.notice.clone() }
                <h1>{ lang.t("py-end-title") }</h1>
                <p class="winner">{ solo.clone().unwrap_or_else(|| lang.ta("py-end-winner", &[("names", text(winners))])) }</p>
                <div class="py-scores-wrap"><table class="py-scores">
                    <thead><tr>
                        <th scope="col"><span class="visually-hidden">{ lang.t("py-end-item") }</span></th>
                        { for view.players.iter().enumerate().map(|(i, p)| html! {
                            <th scope="col" class="py-name"><SeatMarker colour={table.colours[i]} />{ " " }{ p.name.clone() }</th>
                        }) }
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                    <tfoot><tr><th scope="row">{ lang.t("py-end-total") }</th>{ for totals }</tr></tfoot>
                </table></div>
                <div class="end-actions">
                    <button type="button" class="btn primary" onclick={props.on_again.reform(|_| ())}>{ lang.t("py-again") }</button>
                    <button type="button" class="btn" onclick={download}>{ lang.t("download-record") }</button>
                    <button type="button" class="btn" onclick={props.on_quit.reform(|_| ())}>{ lang.t("py-title") }</button>
                </div>
                <div class="py-log"><LogPanel groups={Rc::new(LogGroup::untitled(log, 0))} /></div>
                { saves.export_sheet.clone() }
            </section>
        };
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
    let mut area: Vec<Html> = Vec::new();
    let mut buttons: Vec<Html> = Vec::new();
    // Squares chosen that Mark cannot mark: why, shown without a tap on the dimmed button.
    let mut not_a_mark: Option<String> = None;
    if let Some(seat) = person {
        let me = &view.players[seat.index()];
        match awaiting {
            Some(Awaiting::Keep) => {
                let hand = me.hand.unwrap_or_default();
                area.push(html! {
                    <div class="py-hand">
                        <h2>{ lang.t("py-hand") }</h2>
                        <ul class="py-cards">
                            { for hand.iter().map(|&c| {
                                let on = kept.contains(&c);
                                let hint = matches!(hinted, Some(Action::Keep { cards }) if cards.contains(&c));
                                let onclick = {
                                    let (keeping, kept) = (keeping.clone(), kept.clone());
                                    Callback::from(move |_: MouseEvent| {
                                        let mut next = kept.clone();
                                        if let Some(i) = next.iter().position(|&x| x == c) {
                                            next.remove(i);
                                        } else if next.len() < 2 {
                                            next.push(c);
                                        }
                                        keeping.set((at, next));
                                    })
                                };
                                html! {
                                    <li>
                                        <button type="button" class={classes!("card-button", on.then_some("on"), hint.then_some("hinted"))}
                                            aria-pressed={if on { "true" } else { "false" }} {onclick}>
                                            <PyramidCard card={c} selected={on} />
                                        </button>
                                    </li>
                                }
                            }) }
                        </ul>
                    </div>
                });
                if kept.len() == 2 {
                    let mut pair = [kept[0], kept[1]];
                    pair.sort_unstable();
                    let action = Action::Keep { cards: pair };
                    if legal.contains(&action) {
                        let play = play.clone();
                        buttons.push(html! {
                            <button key="keep" type="button" class="btn primary"
                                onclick={move |_: MouseEvent| play.emit(action)}>{ lang.t("py-keep") }</button>
                        });
                    }
                }
            }
            Some(Awaiting::Mark) | Some(Awaiting::Extra) => {
                let cards = me.cards.iter().flatten().map(|cv| {
                    let card = cv.card;
                    let open = legal
                        .iter()
                        .filter_map(|a| match a {
                            Action::Single { card: c, cell } if *c == card => Some(1u32 << cell),
                            _ => None,
                        })
                        .fold(0, |m, b| m | b);
                    let on_cell = {
                        let chosen = chosen.clone();
                        Callback::from(move |cell: u8| {
                            let cells = if chosen.0 == at && chosen.1 == card {
                                chosen.2 ^ (1 << cell)
                            } else {
                                1 << cell
                            };
                            chosen.set((at, card, cells));
                        })
                    };
                    // A drag across squares chooses exactly the squares it crossed.
                    let on_drag = {
                        let chosen = chosen.clone();
                        Callback::from(move |cells: Cells| chosen.set((at, card, cells)))
                    };
                    let hinted = hinted.and_then(|a| marked_cells(pattern, card, a)).unwrap_or(0);
                    html! {
                        <li key={card.to_string()}>
                            <PyramidCard {card} marks={cv.marks} chosen={if sel_card == card { sel_cells } else { 0 }}
                                {open} {hinted} on_cell={Some(on_cell)} on_drag={Some(on_drag)} />
                        </li>
                    }
                });
                area.push(html! {
                    <div class="py-marking">
                        <div class="py-reveal">
                            { for pattern.filter(|_| awaiting == Some(Awaiting::Mark)).map(pattern_art) }
                            <p class="hint">{ lang.t("py-select-hint") }</p>
                        </div>
                        <ul class="py-cards big">{ for cards }</ul>
                    </div>
                });
                if sel_cells != 0 {
                    let wanted = if awaiting == Some(Awaiting::Mark) {
                        pattern
                    } else {
                        None
                    };
                    let action = mark_action(wanted, sel_card, sel_cells);
                    let ok = action.is_some_and(|a| legal.contains(&a));
                    let why = match action {
                        Some(a) if !ok => match position.clone().apply(seat, &a) {
                            Err(r) => words::refusal(lang, &r, &names),
                            Ok(_) => String::new(),
                        },
                        Some(_) => String::new(),
                        None => lang.t("py-why-shape"),
                    };
                    let choose = {
                        let play = play.clone();
                        Callback::from(move |_| {
                            if let Some(a) = action {
                                play.emit(a);
                            }
                        })
                    };
                    let why = lang.ta("py-not-a-mark", &[("reason", text(why))]);
                    if !ok {
                        not_a_mark = Some(why.clone());
                    }
                    let on_why = {
                        let message = message.clone();
                        Callback::from(move |_| message.set(Some((at, why.clone()))))
                    };
                    let clear = {
                        let chosen = chosen.clone();
                        Callback::from(move |_: MouseEvent| chosen.set((at, 0, 0)))
                    };
                    buttons.push(html! {
                        <span key="chosen" class="chosen-count">{ lang.ta("py-selected", &[("n", num(sel_cells.count_ones()))]) }</span>
                    });
                    buttons.push(html! {
                        <button key="clear" type="button" class="btn" onclick={clear}>{ lang.t("py-clear") }</button>
                    });
                    buttons.push(html! {
                        <OptionButton key="mark" legal={ok} class="btn primary" on_choose={choose} {on_why}>{ lang.t("py-mark") }</OptionButton>
                    });
                }
            }
            Some(Awaiting::Replace) if legal.contains(&Action::TakeBlind) => {
                let play = play.clone();
                buttons.push(html! {
                    <button key="blind" type="button" class={classes!("btn", (hinted == Some(Action::TakeBlind)).then_some("hinted"))}
                        onclick={move |_: MouseEvent| play.emit(Action::TakeBlind)}>
                        { lang.t("py-take-blind") }
                    </button>
                });
            }
            Some(Awaiting::Replace) | None => {}
        }
    }

    // The display: in a replacement, each card is taken by a tap.
    let replacing = person.is_some() && awaiting == Some(Awaiting::Replace);
    let display = html! {
        <section class="py-display">
            <h2>{ lang.t("py-display") }{ " · " }{ lang.ta("py-deck", &[("n", num(view.deck))]) }</h2>
            <ul class="py-cards small">
                { for view.display.iter().flatten().map(|&c| {
                    let take = Action::Take { card: c };
                    if replacing && legal.contains(&take) {
                        let play = play.clone();
                        html! {
                            <li key={c.to_string()}>
                                <button type="button" class={classes!("card-button", "take", (hinted == Some(take)).then_some("hinted"))}
                                    onclick={move |_: MouseEvent| play.emit(take)}
                                    aria-label={format!("{} #{c}", lang.t("py-take"))}>
                                    <PyramidCard card={c} />
                                </button>
                            </li>
                        }
                    } else {
                        html! { <li key={c.to_string()}><PyramidCard card={c} /></li> }
                    }
                }) }
            </ul>
        </section>
    };

    let claims = html! {
        <section class="py-claims">
            <h2>{ lang.t("py-claims") }</h2>
            <table>
                <tbody>
                    { for Colour::ALL.iter().map(|&c| html! {
                        <tr class={c.name()}>
                            <th scope="row">{ words::colour(lang, c) }</th>
                            { for view.claims[c.index()].iter().zip(PYRAMID_POINTS).map(|(who, v)| html! {
                                <td class={classes!(who.is_some().then_some("taken"))}>
                                    { v }{ who.map(|s| format!(" · {}", names[s.index()])).unwrap_or_default() }
                                </td>
                            }) }
                        </tr>
                    }) }
                </tbody>
            </table>
        </section>
    };

    let players = view.players.iter().enumerate().map(|(i, p)| {
        let colour = table.colours[i];
        let state = if p.choosing {
            lang.t("py-choosing")
        } else if p.chosen {
            lang.t("py-chosen")
        } else {
            String::new()
        };
        html! {
            <li class={classes!("py-player", (decider == Some(Seat(i as u8))).then_some("deciding"))}
                data-colour={colour.key()}>
                <h3>{ p.name.clone() }<span class="py-score">{ lang.ta("py-points", &[("n", num(p.score))]) }</span></h3>
                <p class="py-state">{ state }</p>
                <ul class="py-cards small">
                    { for p.cards.iter().flatten().map(|cv| html! {
                        <li key={cv.card.to_string()}><PyramidCard card={cv.card} marks={cv.marks} /></li>
                    }) }
                </ul>
                { score_card(lang, p) }
            </li>
        }
    });

    let shown_message = table
        .undo_refusal
        .as_ref()
        .map(|e| crate::words::undo_refusal(lang, pyramids::GAME_NAME, e))
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
    // The hint in the log's words, as the log will say it once everyone has chosen (until then
    // the log says only that the player has chosen); a blind take in the button's words (the
    // card is unknown).
    let hint_describe = |a: &Action| {
        let who = ("name", text(names[turn_seat].clone()));
        match *a {
            Action::Keep { cards: [x, y] } => {
                lang.ta("py-log-kept", &[who, ("a", num(x)), ("b", num(y))])
            }
            Action::Single { card, .. } if awaiting == Some(Awaiting::Extra) => {
                lang.ta("py-log-marked-extra", &[who, ("card", num(card))])
            }
            Action::Single { card, .. } | Action::Pattern { card, .. } => {
                let n = marked_cells(pattern, card, *a).unwrap_or(0).count_ones();
                lang.ta("py-log-marked", &[who, ("n", num(n)), ("card", num(card))])
            }
            Action::Take { card } => lang.ta("py-log-took", &[who, ("card", num(card))]),
            Action::TakeBlind => lang.t("py-take-blind"),
        }
    };

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
