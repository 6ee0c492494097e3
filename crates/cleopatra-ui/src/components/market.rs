//! The market: three stalls of overlapping cards, the deck with the visible side of its top card,
//! the discard pile, and the refill after a stall was taken.

use cleopatra::{Action, SeenCard};
use yew::prelude::*;

use crate::components::{CardFace, Moves};
use crate::text;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;

/// Properties of [`Market`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct MarketProps {
    /// The stalls, oldest card first.
    pub stalls: Vec<Vec<SeenCard>>,
    /// Cards in the deck and its top card's visible side.
    pub deck: (u32, Option<SeenCard>),
    /// Cards in the discard pile.
    pub discard: u32,
    /// While refilling: the drawn cards and the stalls still waiting.
    pub refill: Option<(Vec<SeenCard>, Vec<u8>)>,
    /// What may be played now.
    pub moves: Moves,
}

/// The market.
#[component]
pub fn Market(props: &MarketProps) -> Html {
    let lang = use_lang();
    let picked = use_state(|| 0u8);
    let drawn_count = props.refill.as_ref().map_or(0, |(d, _)| d.len() as u8);
    let card_index = (*picked).min(drawn_count.saturating_sub(1));
    let drawn_ids = AttrValue::from(
        (0..drawn_count.max(5))
            .map(|i| format!("cl-drawn{i}"))
            .chain(["cl-deck".to_owned()])
            .collect::<Vec<_>>()
            .join(" "),
    );
    let stalls = props.stalls.iter().enumerate().map(|(i, cards)| {
        let stall = i as u8;
        let take = Action::TakeStall { stall };
        let button = match &props.refill {
            Some((_, open)) if open.contains(&stall) => {
                let put = Action::RefillStall {
                    card: card_index,
                    stall,
                };
                props.moves.button(
                    put,
                    "put",
                    None,
                    html! { lang.ta("refill-to", &[("n", num(stall + 1))]) },
                )
            }
            Some(_) => html! {},
            None => {
                let label = format!(
                    "{} {}",
                    lang.t("take-stall"),
                    lang.ta("stall-n", &[("n", num(stall + 1))])
                );
                props.moves.button(
                    take,
                    "",
                    Some(label.into()),
                    html! { lang.t("take-stall") },
                )
            }
        };
        html! {
            <li class="stall" data-fly={format!("cl-stall{stall}")} data-fly-n={cards.len().to_string()}>
                <h3>{ lang.ta("stall-n", &[("n", num(stall + 1))]) }</h3>
                <div class="fan">
                    // A card put here flies from the drawn cards (the first that went), or the deck.
                    { for cards.iter().enumerate().map(|(k, &card)| html! {
                        <CardFace {card} fly={AttrValue::from(format!("cl-st{stall}-{k}"))} from={drawn_ids.clone()} />
                    }) }
                </div>
                { button }
            </li>
        }
    });
    // While refilling, the drawn cards and the stalls' "To stall" buttons below them come into
    // view together: the whole market. A hint's refill rings the card to pick, then its stall's
    // button: each comes into view (a stall of many cards pushes its button below the fold).
    let hinted_card = match props.moves.lit {
        Some(Action::RefillStall { card, .. }) => Some(card),
        _ => None,
    };
    let refill_ref = table_ui::hooks::use_into_view_when_lit(
        props.refill.is_some(),
        hinted_card.is_some(),
        card_index,
    );
    let refill = props.refill.as_ref().map(|(drawn, _)| {
        html! {
            <div class="refill" role="group" aria-labelledby="refill-h">
                <h3 id="refill-h">{ lang.t("refill-title") }</h3>
                <p class="hint">{ lang.t("status-refill") }</p>
                <div class="drawn">
                    { for drawn.iter().enumerate().map(|(i, &card)| {
                        // Drawn from the deck; one left when another went slides into its place.
                        let on = i as u8 == card_index;
                        // The hint's card is ringed until picked; then its stall's button is.
                        let class = match (on, hinted_card == Some(i as u8)) {
                            (true, _) => "pick on",
                            (false, true) => "pick hinted",
                            (false, false) => "pick",
                        };
                        let picked = picked.clone();
                        html! {
                            <button type="button" {class}
                                aria-pressed={if on { "true" } else { "false" }}
                                aria-label={format!("{}: {}", lang.ta("refill-card", &[("n", num(i as u32 + 1))]), text::seen_card(lang, card))}
                                onclick={move |_| picked.set(i as u8)}>
                                <CardFace {card} fly={AttrValue::from(format!("cl-drawn{i}"))} from={AttrValue::from(format!("cl-deck cl-drawn{}", i + 1))} />
                            </button>
                        }
                    }) }
                </div>
            </div>
        }
    });
    let (deck_size, top) = props.deck;
    html! {
        <section class="panel-box market" aria-labelledby="market-h" ref={refill_ref}>
            <div class="box-head">
                <h2 id="market-h">{ lang.t("market") }</h2>
                <div class="piles">
                    <span class="pile" data-fly="cl-deck" data-fly-n={deck_size.to_string()}>
                        <span class="pile-name">{ lang.t("deck") }</span>
                        <span class="pile-count">{ lang.ta("cards-n", &[("n", num(deck_size))]) }</span>
                        { for top.map(|card| html! {
                            <span class="deck-top" title={lang.t("deck-top")}><CardFace {card} /></span>
                        }) }
                    </span>
                    <span class="pile">
                        <span class="pile-name">{ lang.t("discard") }</span>
                        <span class="pile-count">{ lang.ta("cards-n", &[("n", num(props.discard))]) }</span>
                    </span>
                </div>
            </div>
            <>{ for refill }</>
            <ol class="stalls">{ for stalls }</ol>
        </section>
    }
}
