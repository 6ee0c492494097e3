//! Over the hand limit at the end of the turn: pick the cards to discard, or keep them all and
//! take an amulet per extra card.

use cleopatra::{Action, Cards};
use yew::prelude::*;

use crate::components::{CardPicker, Moves, Picked, PickedChange};
use table_ui::components::Sheet;
use table_ui::hooks::{use_hinted, use_lang};
use table_ui::i18n::num;

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
    // A hint to discard picks its cards when it comes, and the player may still change them; its
    // going (dismissed) keeps what is picked. One card over is discarded in one step: the hint
    // names that card alone.
    let hinted = match props.moves.lit {
        Some(Action::DiscardDown { cards }) => Some(cards),
        Some(Action::DiscardOne { card }) if props.excess == 1 => Some(Cards::from_cards([card])),
        _ => None,
    };
    let chosen = use_reducer_eq(|| Picked(hinted.unwrap_or_default()));
    let adopt = chosen.dispatcher();
    use_hinted(hinted, move |cards| {
        adopt.dispatch(PickedChange::Hinted(cards))
    });
    let on_change = {
        let (chosen, from, most) = (chosen.dispatcher(), props.hand, props.excess);
        Callback::from(move |pick| chosen.dispatch(PickedChange::Step(pick, from, Some(most))))
    };
    let moves = Moves {
        lit: hinted
            .map(|cards| Action::DiscardDown { cards })
            .or(props.moves.lit),
        ..props.moves.clone()
    };
    // A choice never outgrows what the hand holds and the limit asks (a hand that changed under
    // it starts afresh).
    let picked = if chosen.0.total() <= props.excess && props.hand.contains(&chosen.0) {
        chosen.0
    } else {
        Cards::EMPTY
    };
    let keep = Action::KeepAllCards;
    let discard = Action::DiscardDown { cards: picked };
    html! {
        <Sheet title={lang.t("hand-limit-title")} class="hand-limit-sheet">
            <p>{ lang.ta("hand-limit-text", &[("n", num(props.excess)), ("limit", num(props.limit))]) }</p>
            <CardPicker from={props.hand} {picked} most={props.excess} {on_change} />
            <p class="hint">{ lang.ta("hand-limit-chosen", &[("chosen", num(picked.total())), ("n", num(props.excess))]) }</p>
            <div class="sheet-actions">
                { moves.button(keep, "btn", None, html! { lang.ta("hand-limit-keep", &[("n", num(props.excess))]) }) }
                { moves.button(discard, "btn primary", None, html! { lang.t("hand-limit-discard") }) }
            </div>
        </Sheet>
    }
}
