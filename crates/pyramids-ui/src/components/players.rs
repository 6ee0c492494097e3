//! Everyone at the table: each player's name and points, whether they are choosing or have
//! chosen, their cards with the marks made, and their score card (gems, torches, skulls and the
//! cards completed).

use pyramids::{PlayerView, Seat, View};
use table::PlayerColour;
use yew::prelude::*;

use super::PyramidCard;
use table_ui::i18n::{num, Lang};

/// A player's score card.
fn score_card(lang: Lang, view: &PlayerView) -> Html {
    let s = view.score_card;
    let boxes = |n: u8, of: u8, class: &'static str| {
        html! {
            <span class={classes!("boxes", class)} aria-hidden="true">
                { for (0..of).map(|i| html! { <span class={classes!("box", (i < n).then_some("on"))}></span> }) }
            </span>
        }
    };
    html! {
        <dl class="score-card">
            <dt>{ lang.t("py-red") }</dt><dd>{ boxes(s.red, 10, "red") }{ format!(" {}", s.red) }</dd>
            <dt>{ lang.t("py-green") }</dt><dd>{ boxes(s.green, 10, "green") }{ format!(" {}", s.green) }</dd>
            <dt>{ lang.t("py-torches") }</dt>
            <dd>
                <span class="boxes torch" aria-hidden="true">
                    { for view.torches.iter().map(|&on| html! { <span class={classes!("box", on.then_some("on"))}></span> }) }
                </span>
                { format!(" {}", s.torches) }
            </dd>
            <dt>{ lang.t("py-skulls") }</dt><dd>{ boxes(s.skulls, 10, "skull") }{ format!(" {}", s.skulls) }</dd>
            <dt>{ lang.t("py-completed") }</dt>
            <dd>{ view.completed.iter().map(|c| format!("#{c}")).collect::<Vec<_>>().join(" ") }</dd>
        </dl>
    }
}

/// Every player, the deciding one marked.
pub(super) fn players(
    lang: Lang,
    view: &View,
    colours: &[PlayerColour],
    decider: Option<Seat>,
) -> Vec<Html> {
    view.players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let colour = colours[i];
            let state = if p.choosing {
                lang.t("py-choosing")
            } else if p.chosen {
                lang.t("py-chosen")
            } else {
                String::new()
            };
            html! {
                <li class={classes!("py-player", (decider == Some(Seat(i as u8))).then_some("deciding"))} data-fly={format!("py-player{i}")}
                    data-colour={colour.key()}>
                    <h3>{ p.name.clone() }<span class="py-score">{ lang.ta("py-points", &[("n", num(p.score))]) }</span></h3>
                    <p class="py-state">{ state }</p>
                    <ul class="py-cards small">
                        { for p.cards.iter().flatten().map(|cv| html! {
                            // A card taken flies from the display; a mark drawn on it draws in.
                            <li key={cv.card.to_string()} data-fly={format!("py-p{i}-{}", cv.card)} data-fly-from={format!("py-d{}", cv.card)}>
                                <PyramidCard card={cv.card} marks={cv.marks} fly={AttrValue::from(format!("py-p{i}-{}", cv.card))} />
                            </li>
                        }) }
                    </ul>
                    { score_card(lang, p) }
                </li>
            }
        })
        .collect()
}
