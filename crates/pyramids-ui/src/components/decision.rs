//! The deciding player's part of the table: the hand to keep 2 cards from at setup, the cards to
//! mark (a tap on a square chooses it, a drag chooses the squares it crosses) beside the revealed
//! shape, and the buttons that play what was chosen or say why it is not a mark: keep, mark, clear,
//! or take a blind card in a replacement.

use pyramids::{Action, Awaiting, Cells, Pattern, PlayerView, Pyramids, Seat};
use yew::prelude::*;

use super::marks::{mark_action, marked_cells};
use super::{words, PyramidCard};
use table_ui::components::OptionButton;
use table_ui::i18n::{num, text, Lang};

/// What the deciding player's part is drawn from: the moment, what they may do, and what they
/// have chosen so far.
pub(super) struct Deciding<'a> {
    pub(super) lang: Lang,
    /// The deciding player, a person at the device.
    pub(super) seat: Seat,
    /// Their cards and hand.
    pub(super) me: &'a PlayerView,
    pub(super) position: &'a Pyramids,
    pub(super) names: &'a [String],
    pub(super) legal: &'a [Action],
    pub(super) awaiting: Option<Awaiting>,
    /// The revealed expedition shape.
    pub(super) pattern: Option<Pattern>,
    /// What the computer's hint would play.
    pub(super) hinted: Option<Action>,
    /// The moment: the number of actions played.
    pub(super) at: usize,
    /// The cards chosen to keep.
    pub(super) kept: Vec<u8>,
    /// The card and squares chosen for a mark.
    pub(super) sel_card: u8,
    pub(super) sel_cells: Cells,
    /// Plays an action.
    pub(super) play: Callback<Action>,
    /// The cards chosen to keep, as of a moment.
    pub(super) keeping: UseStateHandle<(usize, Vec<u8>)>,
    /// The card and squares chosen for a mark, as of a moment.
    pub(super) chosen: UseStateHandle<(usize, u8, Cells)>,
    /// Why an option was refused, as of a moment.
    pub(super) message: UseStateHandle<Option<(usize, String)>>,
}

/// The deciding player's part, drawn.
pub(super) struct Decision {
    /// What they decide with.
    pub(super) area: Vec<Html>,
    /// The buttons of the decision bar.
    pub(super) buttons: Vec<Html>,
    /// Squares chosen that Mark cannot mark: why, shown without a tap on the dimmed button.
    pub(super) not_a_mark: Option<String>,
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

/// The deciding player's area and buttons.
pub(super) fn decision(d: Deciding) -> Decision {
    let Deciding {
        lang,
        seat,
        me,
        position,
        names,
        legal,
        awaiting,
        pattern,
        hinted,
        at,
        kept,
        sel_card,
        sel_cells,
        play,
        keeping,
        chosen,
        message,
    } = d;
    let mut area: Vec<Html> = Vec::new();
    let mut buttons: Vec<Html> = Vec::new();
    let mut not_a_mark: Option<String> = None;
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
            // Keyed by place, not by card: when the device passes, the next player's cards are
            // patched into the same four places instead of being taken down and built again.
            let cards = me.cards.iter().flatten().enumerate().map(|(place, cv)| {
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
                    <li key={place} data-fly={format!("py-b{card}")} data-fly-from={format!("py-d{card}")}>
                        <PyramidCard {card} fly={AttrValue::from(format!("py-b{card}"))} marks={cv.marks} chosen={if sel_card == card { sel_cells } else { 0 }}
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
                        Err(r) => words::refusal(lang, &r, names),
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
    Decision {
        area,
        buttons,
        not_a_mark,
    }
}
