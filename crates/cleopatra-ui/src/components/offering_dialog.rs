//! The secret Offering to the High Priest, entered by one seat behind the curtain.

use cleopatra::Action;
use yew::prelude::*;

use crate::components::Moves;
use crate::text::signed;
use table_ui::components::Sheet;
use table_ui::hooks::{use_hinted, use_lang};
use table_ui::i18n::{num, text};
use web_sys::HtmlInputElement;

/// Properties of [`OfferingDialog`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct OfferingDialogProps {
    /// The bidder's scarabs.
    pub scarabs: u32,
    /// Amulet effects per rank, best first.
    pub effects: Vec<i32>,
    /// Bids made so far, and players.
    pub progress: (u32, u32),
    /// What may be played now.
    pub moves: Moves,
    /// The architects' auction (the same secret bids): cards face down, picked by the highest.
    #[prop_or_default]
    pub auction: Option<u32>,
}

/// The bid entry.
#[component]
pub fn OfferingDialog(props: &OfferingDialogProps) -> Html {
    let lang = use_lang();
    // A hint's bid is entered for the player when it comes, and the player may still change it;
    // its going (dismissed) keeps the bid as it stands.
    let hinted = match props.moves.lit {
        Some(Action::Offer { scarabs }) => Some(scarabs),
        _ => None,
    };
    let bid = use_state_eq(|| hinted.unwrap_or(0));
    let adopt = bid.setter();
    use_hinted(hinted, move |scarabs| adopt.set(scarabs));
    let step = |delta: i64| {
        let (bid, max) = (bid.clone(), i64::from(props.scarabs));
        move |_: MouseEvent| bid.set((i64::from(*bid) + delta).clamp(0, max) as u32)
    };
    let effect = |i: usize| text(props.effects.get(i).map(|&e| signed(e)).unwrap_or_default());
    // Typed bids: digits only, kept within what the bidder has.
    let typed = {
        let (bid, max) = (bid.clone(), props.scarabs);
        move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let digits: String = input.value().chars().filter(char::is_ascii_digit).collect();
            let n = digits.parse::<u32>().map_or(0, |n| n.min(max));
            bid.set(n);
            if input.value() != n.to_string() && !digits.is_empty() {
                input.set_value(&n.to_string());
            }
        }
    };
    let offer = Action::Offer { scarabs: *bid };
    html! {
        <Sheet title={lang.t(if props.auction.is_some() { "auction-title" } else { "offering-title" })} class="offering-sheet">
            if let Some(cards) = props.auction {
                <p>{ lang.ta("auction-text", &[("n", num(cards))]) }</p>
            } else {
                <p>{ lang.t("offering-text") }</p>
                <p class="fine">
                    { lang.ta(if props.effects.len() > 3 { "offering-effects-4" } else if props.effects.len() > 2 { "offering-effects-3" } else { "offering-effects-2" },
                        &[("first", effect(0)), ("second", effect(1)), ("third", effect(2)), ("fourth", effect(3))]) }
                </p>
            }
            <p>{ lang.ta("offering-have", &[("n", num(props.scarabs))]) }</p>
            <div class="stepper">
                <button type="button" class="btn" aria-label={lang.t("offering-fewer")} onclick={step(-1)}>{ "−" }</button>
                <input class="bid" type="number" inputmode="numeric" min="0" max={props.scarabs.to_string()}
                    aria-label={lang.t("offering-amount")} value={bid.to_string()} oninput={typed} />
                <button type="button" class="btn" aria-label={lang.t("offering-more")} onclick={step(1)}>{ "+" }</button>
            </div>
            <p class="hint">{ lang.ta("offering-waiting", &[("n", num(props.progress.0)), ("total", num(props.progress.1))]) }</p>
            <div class="sheet-actions">
                { props.moves.button(offer, "btn primary", None, html! { lang.ta("offering-bid", &[("n", num(*bid))]) }) }
            </div>
        </Sheet>
    }
}
