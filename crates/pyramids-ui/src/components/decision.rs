//! The deciding player's part of the table: the hand to keep 2 cards from at setup, the cards to
//! mark (a tap on a square chooses it, a drag chooses the squares it crosses) beside the revealed
//! shape, and the buttons that play what was chosen or say why it is not a mark: keep, mark, clear,
//! or take a blind card in a replacement.

use pyramids::{Action, Awaiting, Cells, Pattern, PlayerView, Pyramids, Seat};
use yew::prelude::*;

use super::marks::{mark_action, marked_cells};
use super::{words, PyramidCard};
use table_ui::components::OptionButton;
use table_ui::hooks::Choosing;
use table_ui::i18n::{num, text, Lang};

/// What the deciding player has chosen so far: the cards to keep, or a card and its squares to
/// mark. The screen keeps it with `use_choosing`, so each tap changes the choice as it is when the
/// tap arrives: two taps quicker than a frame both count.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Choice {
    pub(super) kept: Vec<u8>,
    pub(super) card: u8,
    pub(super) cells: Cells,
}

impl Choice {
    /// A card of the hand tapped: kept if fewer than 2 are, let go if it was kept.
    fn keep(&mut self, card: u8) {
        if let Some(i) = self.kept.iter().position(|&c| c == card) {
            self.kept.remove(i);
        } else if self.kept.len() < 2 {
            self.kept.push(card);
        }
    }

    /// A square of a card tapped: chosen, or let go if it was chosen (a square of another card
    /// starts the choice again).
    fn square(&mut self, card: u8, cell: u8) {
        self.cells = if self.card == card { self.cells } else { 0 } ^ (1 << cell);
        self.card = card;
    }

    /// A drag across squares of a card: exactly those.
    fn squares(&mut self, card: u8, cells: Cells) {
        (self.card, self.cells) = (card, cells);
    }

    /// The keep the 2 cards kept make.
    fn keep_action(&self) -> Option<Action> {
        let &[a, b] = self.kept.as_slice() else {
            return None;
        };
        Some(Action::Keep {
            cards: [a.min(b), a.max(b)],
        })
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
    /// What is chosen at this moment, changed as of the latest render.
    pub(super) choosing: Choosing<Choice>,
    /// Plays an action.
    pub(super) play: Callback<Action>,
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
        choosing,
        play,
        message,
    } = d;
    let choice = choosing.get();
    let Choice {
        ref kept,
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
                    <p class="hint" aria-live="polite">{ lang.ta("py-kept", &[("n", num(kept.len() as u32))]) }</p>
                    <ul class="py-cards">
                        { for hand.iter().map(|&c| {
                            let on = kept.contains(&c);
                            let hint = matches!(hinted, Some(Action::Keep { cards }) if cards.contains(&c));
                            let onclick = choosing.on(move |choice, _: MouseEvent| choice.keep(c));
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
            if let Some(keep) = choice.keep_action().filter(|a| legal.contains(a)) {
                // The hint's cards chosen: its last part is this button.
                let class = classes!("btn", "primary", (hinted == Some(keep)).then_some("hinted"));
                // The cards kept when the tap arrives.
                let (play, choosing, legal) = (play.clone(), choosing.clone(), legal.to_vec());
                let onclick = move |_: MouseEvent| {
                    if let Some(a) = choosing.get().keep_action().filter(|a| legal.contains(a)) {
                        play.emit(a);
                    }
                };
                buttons.push(html! {
                    <button key="keep" type="button" {class} {onclick}>{ lang.t("py-keep") }</button>
                });
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
                let on_cell = choosing.on(move |choice, cell: u8| choice.square(card, cell));
                // A drag across squares chooses exactly the squares it crossed.
                let on_drag = choosing.on(move |choice, cells: Cells| choice.squares(card, cells));
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
                // The squares chosen when the tap arrives.
                let on_mark = {
                    let (play, choosing) = (play.clone(), choosing.clone());
                    Callback::from(move |_| {
                        let now = choosing.get();
                        if let Some(a) = mark_action(wanted, now.card, now.cells) {
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
                let clear = choosing.clear::<MouseEvent>();
                buttons.push(html! {
                    <span key="chosen" class="chosen-count">{ lang.ta("py-selected", &[("n", num(sel_cells.count_ones()))]) }</span>
                });
                buttons.push(html! {
                    <button key="clear" type="button" class="btn" onclick={clear}>{ lang.t("py-clear") }</button>
                });
                // The hint's squares chosen: its last part is this button.
                let class = classes!(
                    "btn",
                    "primary",
                    (ok && action == hinted).then_some("hinted")
                );
                buttons.push(html! {
                    <OptionButton key="mark" legal={ok} {class} on_choose={on_mark} {on_why}>{ lang.t("py-mark") }</OptionButton>
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

    fn after(changes: &[fn(&mut Choice)]) -> Choice {
        let mut choice = Choice::default();
        for change in changes {
            change(&mut choice);
        }
        choice
    }

    #[test]
    fn taps_quicker_than_a_frame_all_count() {
        // Two hand cards tapped before the screen is drawn again: both kept; a third waits.
        let kept = after(&[|c| c.keep(7), |c| c.keep(12), |c| c.keep(30)]);
        assert_eq!(kept.kept, vec![7, 12]);
        assert_eq!(kept.keep_action(), Some(Action::Keep { cards: [7, 12] }));
        // A kept card tapped again is let go.
        let let_go = after(&[|c| c.keep(12), |c| c.keep(7), |c| c.keep(12)]);
        assert_eq!((let_go.kept.clone(), let_go.keep_action()), (vec![7], None));
        // A Clear then a tap on the square that was chosen: that square alone, not nothing.
        let marked = after(&[
            |c| c.square(33, 2),
            |c| *c = Choice::default(),
            |c| c.square(33, 2),
        ]);
        assert_eq!((marked.card, marked.cells), (33, 1 << 2));
        // A second tap lets a square go; a square of another card starts again.
        let again = after(&[|c| c.square(33, 2), |c| c.square(33, 2)]);
        assert_eq!(again.cells, 0);
        let other = after(&[|c| c.square(33, 2), |c| c.square(40, 5)]);
        assert_eq!((other.card, other.cells), (40, 1 << 5));
        // A drag chooses exactly what it crossed.
        let dragged = after(&[|c| c.square(33, 2), |c| c.squares(33, 0b111 << 5)]);
        assert_eq!(dragged.cells, 0b111 << 5);
    }
}
