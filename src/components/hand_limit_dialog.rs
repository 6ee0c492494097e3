//! Over the hand limit at the end of the turn: pick the cards to discard, or keep them all and
//! take an amulet per extra card.

use std::rc::Rc;

use cleopatra::{Action, Card, Cards, SeenCard};
use yew::prelude::*;

use super::{CardFace, OptionButton, Sheet};
use crate::hooks::use_lang;
use crate::i18n::num;

/// Properties of [`HandLimitDialog`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct HandLimitDialogProps {
    /// The hand.
    pub hand: Cards,
    /// Cards over the limit.
    pub excess: u32,
    /// The limit.
    pub limit: u8,
    /// The legal actions now.
    pub legal: Rc<Vec<Action>>,
    /// Play an action.
    pub on_play: Callback<Action>,
    /// Explain why an action is not possible.
    pub on_why: Callback<Action>,
}

/// The hand-limit choice.
#[component]
pub fn HandLimitDialog(props: &HandLimitDialogProps) -> Html {
    let lang = use_lang();
    let chosen = use_state(|| Cards::EMPTY);
    let rows = Card::ALL.into_iter().filter(|&c| props.hand[c] > 0).map(|c| {
        let n = chosen[c];
        let step = |delta: i8| {
            let (chosen, max) = (chosen.clone(), props.hand[c]);
            move |_: MouseEvent| {
                let mut next = *chosen;
                next[c] = (n as i8 + delta).clamp(0, max as i8) as u8;
                chosen.set(next);
            }
        };
        let card = SeenCard { face_up: true, card: Some(c) };
        html! {
            <li class="discard-row">
                <CardFace {card} count={props.hand[c]} />
                <button type="button" class="btn small" aria-label="−1" onclick={step(-1)}>{ "−" }</button>
                <output aria-live="polite">{ n }</output>
                <button type="button" class="btn small" aria-label="+1" onclick={step(1)}>{ "+" }</button>
            </li>
        }
    });
    let keep = Action::KeepAllCards;
    let discard = Action::DiscardDown { cards: *chosen };
    html! {
        <Sheet title={lang.t("hand-limit-title")} class="hand-limit-sheet">
            <p>{ lang.ta("hand-limit-text", &[("n", num(props.excess)), ("limit", num(props.limit))]) }</p>
            <ul class="discard-rows">{ for rows }</ul>
            <p class="hint">{ lang.ta("hand-limit-chosen", &[("chosen", num(chosen.total())), ("n", num(props.excess))]) }</p>
            <div class="sheet-actions">
                <OptionButton legal={props.legal.contains(&keep)} class="btn"
                    on_choose={props.on_play.reform(move |_| keep)} on_why={props.on_why.reform(move |_| keep)}>
                    { lang.ta("hand-limit-keep", &[("n", num(props.excess))]) }
                </OptionButton>
                <OptionButton legal={props.legal.contains(&discard)} class="btn primary"
                    on_choose={props.on_play.reform(move |_| discard)} on_why={props.on_why.reform(move |_| discard)}>
                    { lang.t("hand-limit-discard") }
                </OptionButton>
            </div>
        </Sheet>
    }
}
