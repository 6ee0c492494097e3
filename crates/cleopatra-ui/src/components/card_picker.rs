//! Picking how many of each card to give: a row per kind held, with − and + (the hand limit's
//! discard, the cards a payment adds on top).

use cleopatra::{Card, Cards, SeenCard};
use yew::prelude::*;

use crate::components::CardFace;

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
    /// The picked cards changed.
    pub on_change: Callback<Cards>,
}

/// The card picker.
#[component]
pub fn CardPicker(props: &CardPickerProps) -> Html {
    let full = props.most.is_some_and(|most| props.picked.total() >= most);
    let rows = Card::ALL.into_iter().filter(|&c| props.from[c] > 0).map(|c| {
        let n = props.picked[c];
        let step = |delta: i8| {
            let (picked, max, on_change) = (props.picked, props.from[c], props.on_change.clone());
            move |_: MouseEvent| {
                let mut next = picked;
                next[c] = (n as i8 + delta).clamp(0, max as i8) as u8;
                on_change.emit(next);
            }
        };
        let card = SeenCard { face_up: true, card: Some(c) };
        html! {
            <li class="discard-row">
                <CardFace {card} count={props.from[c]} />
                <button type="button" class="btn small" aria-label="−1" disabled={n == 0} onclick={step(-1)}>{ "−" }</button>
                <output aria-live="polite">{ n }</output>
                <button type="button" class="btn small" aria-label="+1" disabled={full || n >= props.from[c]} onclick={step(1)}>{ "+" }</button>
            </li>
        }
    });
    html! { <ul class="discard-rows">{ for rows }</ul> }
}
