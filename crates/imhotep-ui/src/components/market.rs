//! The Market: its face-up cards (and side B's face-down pair), with a Take button on each card
//! the stone's owner may take now. Each card shows what it does when there is room, and opens
//! large at a tap (with its Take, when it may be taken).

use std::rc::Rc;

use imhotep::{Action, Card, MarketView};
use yew::prelude::*;

use super::{words, CardAction, CardButton, Stone};
use table::PlayerColour;
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, text};

/// Properties of [`MarketSite`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct MarketSiteProps {
    /// The market.
    pub market: MarketView,
    /// The round: the cards dealt at its start are new even when one is as before.
    #[prop_or_default]
    pub round: u8,
    /// Each seat's colour.
    pub colours: Vec<PlayerColour>,
    /// The players' names.
    pub names: Vec<String>,
    /// The actions legal now.
    pub legal: Rc<Vec<Action>>,
    /// What the hint would play.
    #[prop_or_default]
    pub hinted: Option<Action>,
    /// An action was chosen.
    pub on_action: Callback<Action>,
}

/// The market's cards.
#[component]
pub fn MarketSite(props: &MarketSiteProps) -> Html {
    let lang = use_lang();
    let slot = |(i, card): (usize, &Option<Card>)| {
        let take = Action::TakeCard { slot: i as u8 };
        let legal = props.legal.contains(&take);
        html! {
            // A card dealt at a round's start comes from the deck.
            <li class="market-slot" data-fly={format!("im-m{i}")} data-fly-n={card.map(|c| format!("{c:?} {}", props.round))}
                data-fly-from={card.map(|_| "im-deck")}>
                { match card {
                    Some(card) => {
                        let action = legal.then(|| CardAction {
                            label: lang.t("im-market-take").into(),
                            on: props.on_action.reform(move |()| take),
                        });
                        html! { <CardButton card={*card} effect=true {action} /> }
                    }
                    None => html! { <span class="card-gap" aria-hidden="true"></span> },
                } }
                if let (true, Some(card)) = (legal, card) {
                    <button type="button" class={classes!("btn", "small", "primary", (props.hinted == Some(take)).then_some("hinted"))} onclick={props.on_action.reform(move |_: MouseEvent| take)}
                        aria-label={lang.ta("im-take-card", &[("card", text(words::card(lang, *card)))])}>
                        { lang.t("im-market-take") }
                    </button>
                }
            </li>
        }
    };
    let pair = props.market.pair.as_ref().filter(|p| p.count > 0).map(|pair| {
        let legal = props.legal.contains(&Action::TakePair);
        html! {
            <li class="market-slot pair" data-fly="im-m-pair" data-fly-n={format!("{} {}", pair.count, props.round)} data-fly-from="im-deck">
                <span class="card-back" role="img" aria-label={lang.ta("im-pair-count", &[("n", num(pair.count))])}>
                    <span class="back-count">{ pair.count }</span>
                </span>
                <span class="pair-label">{ lang.t("im-pair") }</span>
                if legal {
                    <button type="button" class={classes!("btn", "small", "primary", (props.hinted == Some(Action::TakePair)).then_some("hinted"))} onclick={props.on_action.reform(|_: MouseEvent| Action::TakePair)}>
                        { lang.t("im-pair-take") }
                    </button>
                }
            </li>
        }
    });
    html! {
        <>
            <ol class="market-cards">
                { for props.market.slots.iter().enumerate().map(slot) }
                <>{ for pair }</>
            </ol>
            if let Some(seat) = props.market.stone {
                <p class="market-stone">
                    <Stone colour={props.colours[seat.index()]} />
                    { lang.ta("im-market-stone", &[("name", text(props.names[seat.index()].clone()))]) }
                </p>
            }
        </>
    }
}
