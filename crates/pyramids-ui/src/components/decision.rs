//! The deciding player's part of the table: the hand to keep 2 cards from at setup, the cards to
//! mark (a tap on a square chooses it, a drag chooses the squares it crosses) beside the revealed
//! shape, and the buttons that play what was chosen or say why it is not a mark: keep, mark, clear,
//! or take a blind card in a replacement.

use std::rc::Rc;

use pyramids::{Action, Awaiting, Cells, Pattern, PlayerView, Pyramids, Seat};
use yew::prelude::*;

use super::marks::{mark_action, marked_cells};
use super::{words, PyramidCard};
use table_ui::components::OptionButton;
use table_ui::i18n::{num, text, Lang};

/// What the deciding player has chosen so far, as of a moment (the number of actions played): the
/// cards to keep, or a card and its squares to mark. Changed only through [`Choose`], applied to
/// the choice as it is when the tap arrives, never as it was drawn: two taps quicker than a frame
/// both count.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Choice {
    pub(super) at: usize,
    pub(super) kept: Vec<u8>,
    pub(super) card: u8,
    pub(super) cells: Cells,
}

impl Default for Choice {
    fn default() -> Self {
        Choice {
            at: usize::MAX,
            kept: Vec::new(),
            card: 0,
            cells: 0,
        }
    }
}

impl Choice {
    /// The choice if it belongs to the moment `at`, else nothing chosen.
    pub(super) fn at(&self, at: usize) -> Choice {
        if self.at == at {
            self.clone()
        } else {
            Choice {
                at,
                ..Choice::default()
            }
        }
    }
}

/// A change of the deciding player's choice, at a moment.
pub(super) enum Choose {
    /// A card of the hand tapped: kept if fewer than 2 are, let go if it was kept.
    Keep(usize, u8),
    /// A square of a card tapped: chosen, or let go if it was chosen (a square of another card
    /// starts the choice again).
    Square(usize, u8, u8),
    /// A drag across squares of a card: exactly those.
    Squares(usize, u8, Cells),
    /// Nothing chosen.
    Clear(usize),
}

impl Reducible for Choice {
    type Action = Choose;

    fn reduce(self: Rc<Self>, change: Choose) -> Rc<Self> {
        let at = match change {
            Choose::Keep(at, _)
            | Choose::Square(at, ..)
            | Choose::Squares(at, ..)
            | Choose::Clear(at) => at,
        };
        let mut next = self.at(at);
        match change {
            Choose::Keep(_, card) => {
                if let Some(i) = next.kept.iter().position(|&c| c == card) {
                    next.kept.remove(i);
                } else if next.kept.len() < 2 {
                    next.kept.push(card);
                }
            }
            Choose::Square(_, card, cell) => {
                next.cells = if next.card == card { next.cells } else { 0 } ^ (1 << cell);
                next.card = card;
            }
            Choose::Squares(_, card, cells) => (next.card, next.cells) = (card, cells),
            Choose::Clear(_) => next = Choice::default().at(at),
        }
        Rc::new(next)
    }
}

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
    /// What is chosen at this moment.
    pub(super) choice: Choice,
    /// Plays an action.
    pub(super) play: Callback<Action>,
    /// Changes the choice.
    pub(super) choose: UseReducerDispatcher<Choice>,
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
        choice,
        play,
        choose,
        message,
    } = d;
    let Choice {
        kept,
        card: sel_card,
        cells: sel_cells,
        ..
    } = choice;
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
                                let choose = choose.clone();
                                Callback::from(move |_: MouseEvent| choose.dispatch(Choose::Keep(at, c)))
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
                    let choose = choose.clone();
                    Callback::from(move |cell: u8| choose.dispatch(Choose::Square(at, card, cell)))
                };
                // A drag across squares chooses exactly the squares it crossed.
                let on_drag = {
                    let choose = choose.clone();
                    Callback::from(move |cells: Cells| choose.dispatch(Choose::Squares(at, card, cells)))
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
                let on_mark = {
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
                    let choose = choose.clone();
                    Callback::from(move |_: MouseEvent| choose.dispatch(Choose::Clear(at)))
                };
                buttons.push(html! {
                    <span key="chosen" class="chosen-count">{ lang.ta("py-selected", &[("n", num(sel_cells.count_ones()))]) }</span>
                });
                buttons.push(html! {
                    <button key="clear" type="button" class="btn" onclick={clear}>{ lang.t("py-clear") }</button>
                });
                buttons.push(html! {
                    <OptionButton key="mark" legal={ok} class="btn primary" on_choose={on_mark} {on_why}>{ lang.t("py-mark") }</OptionButton>
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

#[cfg(test)]
mod tests {
    use super::*;

    fn after(changes: impl IntoIterator<Item = Choose>) -> Choice {
        let mut choice = Rc::new(Choice::default());
        for change in changes {
            choice = choice.reduce(change);
        }
        (*choice).clone()
    }

    #[test]
    fn taps_quicker_than_a_frame_all_count() {
        // Two hand cards tapped before the screen is drawn again: both kept; a third waits.
        let kept = after([Choose::Keep(0, 7), Choose::Keep(0, 12), Choose::Keep(0, 30)]);
        assert_eq!(kept.kept, vec![7, 12]);
        // A Clear then a tap on the square that was chosen: that square alone, not nothing.
        let marked = after([
            Choose::Square(3, 33, 2),
            Choose::Clear(3),
            Choose::Square(3, 33, 2),
        ]);
        assert_eq!((marked.card, marked.cells), (33, 1 << 2));
        // A second tap lets a square go; a square of another card starts again.
        let again = after([Choose::Square(3, 33, 2), Choose::Square(3, 33, 2)]);
        assert_eq!(again.cells, 0);
        let other = after([Choose::Square(3, 33, 2), Choose::Square(3, 40, 5)]);
        assert_eq!((other.card, other.cells), (40, 1 << 5));
        // A drag chooses exactly what it crossed.
        let dragged = after([Choose::Square(3, 33, 2), Choose::Squares(3, 33, 0b111 << 5)]);
        assert_eq!(dragged.cells, 0b111 << 5);
    }

    #[test]
    fn a_choice_belongs_to_its_moment() {
        let earlier = after([Choose::Keep(0, 7), Choose::Square(0, 33, 2)]);
        assert_eq!(earlier.at(1), Choice::default().at(1));
        let next = after([Choose::Square(0, 33, 2), Choose::Square(1, 33, 4)]);
        assert_eq!((next.at, next.cells), (1, 1 << 4));
    }
}
