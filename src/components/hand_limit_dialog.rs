//! Over the hand limit at the end of the turn: pick the cards to discard, or keep them all and
//! take an amulet per extra card.

use cleopatra::{Action, Card, Cards, SeenCard};
use yew::prelude::*;

use super::{CardFace, Moves, Sheet};
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
    /// What may be played now.
    pub moves: Moves,
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
                { props.moves.button(keep, classes!("btn"), None, html! { lang.ta("hand-limit-keep", &[("n", num(props.excess))]) }) }
                { props.moves.button(discard, classes!("btn", "primary"), None, html! { lang.t("hand-limit-discard") }) }
            </div>
        </Sheet>
    }
}
