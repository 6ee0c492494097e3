//! Picking how many of each card to give: a row per kind held, with − and + (the hand limit's
//! discard, the cards a payment adds on top).

use std::rc::Rc;

use cleopatra::{Card, Cards, SeenCard};
use yew::prelude::*;

use crate::components::CardFace;
use table_ui::hooks::use_lang;
use table_ui::i18n::text;

/// Properties of [`CardPicker`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct CardPickerProps {
    /// The cards that may be picked.
    pub from: Cards,
    /// The cards picked so far (within `from`).
    pub picked: Cards,
    /// The most cards that may be picked in all, if any.
    #[prop_or_default]
    pub most: Option<u32>,
    /// A − or + tapped. The owner applies it to the cards picked as they are when the tap
    /// arrives ([`Pick::apply`]), so two taps quicker than a frame both count.
    pub on_change: Callback<Pick>,
}

/// One more or one fewer of a card.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pick {
    pub card: Card,
    pub delta: i8,
}

impl Pick {
    /// `picked` (what `from` still holds of it) after this step, within `from` and at most
    /// `most` cards in all.
    pub fn apply(self, picked: Cards, from: Cards, most: Option<u32>) -> Cards {
        let mut next = picked;
        for (n, have) in next.0.iter_mut().zip(from.0) {
            *n = (*n).min(have);
        }
        let n = next[self.card];
        let stepped = n.saturating_add_signed(self.delta).min(from[self.card]);
        if stepped < n || most.is_none_or(|most| next.total() < most) {
            next[self.card] = stepped;
        }
        next
    }
}

/// Cards picked with a [`CardPicker`], kept by its owner: each step applies to the cards as they
/// are (`from` and `most` come with it).
#[derive(Debug, Default, PartialEq)]
pub struct Picked(pub Cards);

/// A change to the cards [`Picked`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PickedChange {
    /// A − or + of the picker, within `from` and at most `most` cards.
    Step(Pick, Cards, Option<u32>),
    /// The cards a hint picks, taken whole.
    Hinted(Cards),
}

impl Reducible for Picked {
    type Action = PickedChange;

    fn reduce(self: Rc<Self>, change: PickedChange) -> Rc<Self> {
        Rc::new(Picked(match change {
            PickedChange::Step(pick, from, most) => pick.apply(self.0, from, most),
            PickedChange::Hinted(cards) => cards,
        }))
    }
}

/// The card picker.
#[component]
pub fn CardPicker(props: &CardPickerProps) -> Html {
    let lang = use_lang();
    let full = props.most.is_some_and(|most| props.picked.total() >= most);
    let rows = Card::ALL.into_iter().filter(|&c| props.from[c] > 0).map(|c| {
        let n = props.picked[c];
        let step = |delta: i8| {
            let on_change = props.on_change.clone();
            move |_: MouseEvent| on_change.emit(Pick { card: c, delta })
        };
        let card = SeenCard { face_up: true, card: Some(c) };
        let name = || text(crate::text::card(lang, c));
        html! {
            <li class="discard-row">
                <CardFace {card} count={props.from[c]} />
                <button type="button" class="btn small" aria-label={lang.ta("pick-fewer", &[("card", name())])}
                    disabled={n == 0} onclick={step(-1)}>{ "−" }</button>
                <output aria-live="polite">{ n }</output>
                <button type="button" class="btn small" aria-label={lang.ta("pick-more", &[("card", name())])}
                    disabled={full || n >= props.from[c]} onclick={step(1)}>{ "+" }</button>
            </li>
        }
    });
    html! { <ul class="discard-rows">{ for rows }</ul> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cleopatra::Resource;

    #[test]
    fn steps_count_from_the_cards_as_they_are() {
        let mut from = Cards::EMPTY;
        from[Card::Standard(Resource::Marble)] = 2;
        from[Card::Standard(Resource::Wood)] = 1;
        let plus = |card| Pick { card, delta: 1 };
        // Two quick + on marble, then a third: two, all the hand holds.
        let mut picked = Cards::EMPTY;
        for _ in 0..3 {
            picked = plus(Card::Standard(Resource::Marble)).apply(picked, from, None);
        }
        assert_eq!(picked[Card::Standard(Resource::Marble)], 2);
        // At most 2 in all: a + on wood waits, a − still counts.
        assert_eq!(
            plus(Card::Standard(Resource::Wood)).apply(picked, from, Some(2)),
            picked
        );
        let minus = Pick {
            card: Card::Standard(Resource::Marble),
            delta: -1,
        }
        .apply(picked, from, Some(2));
        assert_eq!(minus[Card::Standard(Resource::Marble)], 1);
        // Never below none; never more than the hand still holds of what was picked before.
        assert_eq!(
            Pick {
                card: Card::Standard(Resource::Wood),
                delta: -1
            }
            .apply(Cards::EMPTY, from, None),
            Cards::EMPTY
        );
        let mut stale = Cards::EMPTY;
        stale[Card::Standard(Resource::Marble)] = 5;
        assert_eq!(
            plus(Card::Standard(Resource::Wood)).apply(stale, from, None)
                [Card::Standard(Resource::Marble)],
            2
        );
    }
}
