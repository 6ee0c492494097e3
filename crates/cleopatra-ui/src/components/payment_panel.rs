//! Paying for the chosen piece: the core's legal payments, cheapest first and preselected; the
//! player may pick another, add more cards on top (the rulebook lets a player overpay, say to empty
//! a hand before the hand limit), then confirms the build. The cheapest few are shown at first;
//! the others (there may be two dozen) one tap away.

use cleopatra::{Area, Card, Cards, Payment, Resource, SeenCard};
use yew::prelude::*;

use crate::choice::beside;
use crate::components::{CardFace, CardPicker, Pick};
use crate::text as words;
use table_ui::components::Sheet;
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, text};

/// Properties of [`PaymentPanel`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PaymentPanelProps {
    /// The sheet's title: what is paid for.
    pub title: AttrValue,
    /// Scarabs it earns.
    pub reward: u32,
    /// Legal payments, cheapest first.
    pub payments: Vec<Payment>,
    /// The payment picked.
    pub chosen: usize,
    /// Another payment was picked.
    pub on_choose: Callback<usize>,
    /// The player's hand.
    pub hand: Cards,
    /// Cards added on top of the picked payment (within the hand beside it).
    pub extra: Cards,
    /// The cards added on top changed.
    pub on_extra: Callback<Pick>,
    /// Build with the picked payment.
    pub on_confirm: Callback<()>,
    /// Choose another piece.
    pub on_cancel: Callback<()>,
    /// For a mosaic: the garden and the new tile's squares, drawn small so the player sees where
    /// it lands while paying (the sheet may cover the board).
    #[prop_or_default]
    pub garden: Option<(super::sanctuary_dialog::GardenBase, Area)>,
    /// Tainted cards cost no amulets now (the Greek Architect).
    #[prop_or_default]
    pub tainted_free: bool,
    /// The payment of the build shown (the hint's, or the lesson's): ringed until picked, then
    /// the build button is.
    #[prop_or_default]
    pub hinted: Option<Payment>,
}

fn payment_cards(p: &Payment) -> Html {
    Card::ALL
        .into_iter()
        .filter(|&c| p.cards[c] > 0)
        .map(|c| html! { <CardFace card={SeenCard { face_up: true, card: Some(c) }} count={p.cards[c]} /> })
        .collect()
}

/// "with the Merchant" on a payment using a discount; "without" on the others, when some do.
fn discount_note(
    lang: table_ui::i18n::Lang,
    used: bool,
    offered: bool,
    with: &str,
    without: &str,
) -> Option<String> {
    match (used, offered) {
        (true, _) => Some(lang.t(with)),
        (false, true) => Some(lang.t(without)),
        (false, false) => None,
    }
}

/// How many payments the sheet shows before "more ways to pay": the cheapest, where the choice
/// almost always lies. (A long list is a wall to read, and a sheet to draw.)
const FIRST_SHOWN: usize = 6;

/// The payment panel.
#[component]
pub fn PaymentPanel(props: &PaymentPanelProps) -> Html {
    let lang = use_lang();
    let all_shown = use_state(|| false);
    let shown = if *all_shown {
        props.payments.len()
    } else {
        // The payment picked and the one shown by a hint are never folded away.
        let hinted_at = props
            .hinted
            .and_then(|h| props.payments.iter().position(|p| *p == h));
        FIRST_SHOWN
            .max(props.chosen + 1)
            .max(hinted_at.map_or(0, |i| i + 1))
            .min(props.payments.len())
    };
    let more = (shown < props.payments.len()).then(|| {
        let all_shown = all_shown.clone();
        let n = (props.payments.len() - shown) as u32;
        html! {
            <button type="button" class="btn small more-payments" onclick={move |_: MouseEvent| { table_ui::storage::let_go_of_focus(); all_shown.set(true) }}>
                { lang.ta("payment-more", &[("n", num(n))]) }
            </button>
        }
    });
    let any_merchant = props.payments.iter().any(|p| p.merchant);
    let any_foreman = props.payments.iter().any(|p| p.foreman);
    let any_artisan_tile = props.payments.iter().any(|p| p.artisan_whim);
    let any_resource_tile = props.payments.iter().any(|p| p.resource_whim);
    let amulets = |cards: &Cards| {
        if props.tainted_free {
            0
        } else {
            cards.tainted()
        }
    };
    let options = props.payments.iter().take(shown).enumerate().map(|(i, p)| {
        let on = i == props.chosen;
        let hinted = !on && props.hinted == Some(*p);
        let choose = props.on_choose.reform(move |_: MouseEvent| i);
        let extras = Resource::ALL
            .into_iter()
            .filter(|r| p.credit[r.index()] > 0)
            .map(|r| lang.ta("payment-spare", &[("n", num(p.credit[r.index()])), ("res", text(words::resource(lang, r)))]))
            .chain(discount_note(lang, p.merchant, any_merchant, "with-merchant", "without-merchant"))
            .chain(discount_note(lang, p.foreman, any_foreman, "with-foreman", "without-foreman"))
            .chain(discount_note(lang, p.artisan_whim, any_artisan_tile, "with-artisans-tile", "without-artisans-tile"))
            .chain(discount_note(lang, p.resource_whim, any_resource_tile, "with-resources-tile", "without-resources-tile"));
        html! {
            <li>
                <button type="button" class={match (on, hinted) {
                    (true, _) => "payment on",
                    (false, true) => "payment hinted",
                    (false, false) => "payment",
                }}
                    aria-pressed={if on { "true" } else { "false" }} onclick={choose}>
                    <span class="visually-hidden">{ lang.ta("payment-option", &[("n", num(i as u32 + 1))]) }{ ": " }</span>
                    <span class="payment-cards">{ payment_cards(p) }</span>{ " " }
                    <span class="payment-notes">
                        { for extras.map(|e| html! { <><span>{ e }</span>{ " " }</> }) }
                        <span class={classes!((amulets(&p.cards) > 0).then_some("warn"))}>
                            { lang.ta("payment-amulets", &[("n", num(amulets(&p.cards)))]) }
                        </span>{ " " }
                        if i == 0 { <span class="tag">{ lang.t("payment-cheapest") }</span> }
                    </span>
                </button>
            </li>
        }
    });
    let left = props
        .payments
        .get(props.chosen)
        .map_or(Cards::EMPTY, |p| beside(&props.hand, p));
    let extra = props.extra;
    let build_hinted = extra.total() == 0
        && props.hinted.is_some()
        && props.payments.get(props.chosen) == props.hinted.as_ref();
    let on_top = (left.total() > 0).then(|| {
        html! {
            <details class="overpay" open={extra.total() > 0}>
                <summary>{ lang.t("payment-add") }</summary>
                <p class="hint">{ lang.t("payment-add-hint") }</p>
                <CardPicker from={left} picked={extra} on_change={props.on_extra.clone()} />
                if extra.total() > 0 {
                    <p class="payment-notes">
                        <span>{ lang.ta("payment-extra", &[("n", num(extra.total()))]) }</span>{ " " }
                        <span class={classes!((amulets(&extra) > 0).then_some("warn"))}>
                            { lang.ta("payment-amulets", &[("n", num(amulets(&extra)))]) }
                        </span>
                    </p>
                }
            </details>
        }
    });
    html! {
        <Sheet title={props.title.clone()} class="payment-sheet" on_close={props.on_cancel.clone()}>
            <div class="payment-head">
                { for props.garden.map(|(base, tile)| super::sanctuary_dialog::garden_map(base, &[(tile, false)], false)) }
                if props.reward > 0 { <p class="earns">{ lang.ta("earns", &[("n", num(props.reward))]) }</p> }
            </div>
            <ul class="payments">{ for options }</ul>
            <>{ for more }</>
            <>{ for on_top }</>
            <div class="sheet-actions">
                <button type="button" class="btn" onclick={props.on_cancel.reform(|_| ())}>{ lang.t("cancel") }</button>
                <button type="button" class={if build_hinted { "btn primary hinted" } else { "btn primary" }} onclick={props.on_confirm.reform(|_| ())}>{ lang.t("build") }</button>
            </div>
        </Sheet>
    }
}
