//! The players: score, sled, stones left in the quarry and the cards in front of each; the deciding
//! player's blue cards can be played from here.

use imhotep::{Card, CardColor, PlayerView};
use tabletop::Seat;
use yew::prelude::*;

use super::{words, CardAction, CardButton, Stone};
use table::PlayerColour;
use table_ui::components::SeatMarker;
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, text};

/// Where a card taken comes from, for the table's motion: the market's slots and its pair.
const MARKET_SLOTS: &str = "im-m0 im-m1 im-m2 im-m3 im-m4 im-m-pair";

/// Properties of [`ImhotepPlayers`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ImhotepPlayersProps {
    /// The players.
    pub players: Vec<PlayerView>,
    /// Each seat's colour.
    pub colours: Vec<PlayerColour>,
    /// The seat that decides now.
    pub deciding: Option<Seat>,
    /// The blue cards that can be played now, by the deciding seat.
    pub playable: Vec<Card>,
    /// The blue card the hint would play.
    #[prop_or_default]
    pub hinted_cards: Vec<Card>,
    /// A blue card was touched.
    pub on_card: Callback<Card>,
    /// The computers' levels by seat (`None`: a person).
    #[prop_or_default]
    pub computers: Vec<Option<bot::Level>>,
}

/// The players panel.
#[component]
pub fn ImhotepPlayers(props: &ImhotepPlayersProps) -> Html {
    let lang = use_lang();
    let player = |(i, p): (usize, &PlayerView)| {
        let seat = Seat(i as u8);
        let colour = props.colours[i];
        let deciding = props.deciding == Some(seat);
        let cards: Vec<(Card, u8)> = p.cards.iter().filter(|(_, n)| *n > 0).collect();
        let card = |&(card, count): &(Card, u8)| {
            let blue = card.color() == CardColor::Blue;
            let playable = deciding && blue && props.playable.contains(&card);
            let action = playable.then(|| CardAction {
                label: lang.t("im-play").into(),
                on: props.on_card.reform(move |()| card),
            });
            html! {
                // A card taken flies in from the market (its slot, or the face-down pair).
                <li class="held-card" data-fly={format!("im-h{i}-{card:?}")} data-fly-n={count.to_string()}
                    data-fly-from={MARKET_SLOTS}>
                    <CardButton {card} {count} {action} />
                    if deciding && blue {
                        <button type="button" class={classes!("btn", "small", "play-card", playable.then_some("lit"), (playable && props.hinted_cards.contains(&card)).then_some("hinted"))}
                            aria-disabled={(!playable).then_some("true")}
                            aria-label={lang.ta("im-play-card", &[("card", text(words::card(lang, card)))])}
                            onclick={props.on_card.reform(move |_: MouseEvent| card)}>{ lang.t("im-play") }</button>
                    }
                </li>
            }
        };
        let summary = lang.ta(
            "im-score-of",
            &[
                ("name", text(p.name.clone())),
                ("points", num(p.score)),
                ("sled", num(p.sled)),
                ("quarry", num(p.quarry)),
            ],
        );
        html! {
            <li class={classes!("im-player", deciding.then_some("deciding"))} aria-label={summary}>
                <div class="player-line">
                    <SeatMarker {colour} />
                    <span class="player-name">{ p.name.clone() }</span>
                { table_ui::components::computer_badge(lang, props.computers.get(i).copied().flatten()) }
                    <span class="player-score" title={lang.t("im-points")}>{ p.score }</span>
                </div>
                <div class="player-stones">
                    <span class="sled" title={lang.t("im-sled")}>
                        <span class="stat-label">{ lang.t("im-sled") }</span>
                        // A stone taken comes from the player's quarry.
                        { for (0..p.sled).map(|k| html! {
                            <Stone {colour} fly={AttrValue::from(format!("im-sl{i}-{k}"))} from={AttrValue::from(format!("im-q{i}"))} />
                        }) }
                        { for (p.sled..5).map(|_| html! { <span class="sled-gap" aria-hidden="true"></span> }) }
                    </span>
                    <span class="quarry" title={lang.t("im-quarry")} data-fly={format!("im-q{i}")} data-fly-n={p.quarry.to_string()}>
                        <span class="stat-label">{ lang.t("im-quarry") }</span>{ p.quarry }
                    </span>
                </div>
                if cards.is_empty() {
                    <p class="no-cards">{ lang.t("im-no-cards") }</p>
                } else {
                    <ul class="held-cards">{ for cards.iter().map(card) }</ul>
                }
            </li>
        }
    };
    html! {
        <section class="panel-box im-players" aria-labelledby="im-players-h">
            <h2 id="im-players-h">{ lang.t("im-players") }</h2>
            <ol>{ for props.players.iter().enumerate().map(player) }</ol>
        </section>
    }
}
