//! The shared part of the table: the display of face-up cards with the deck's count (in a
//! replacement, each card a tap takes) and the pyramid points, each value marked with who claimed
//! it.

use pyramids::{Action, Colour, View, PYRAMID_POINTS};
use yew::prelude::*;

use super::{words, PyramidCard};
use table_ui::i18n::{num, Lang};

/// The display: in a replacement, each card is taken by a tap.
pub(super) fn display(
    lang: Lang,
    view: &View,
    replacing: bool,
    legal: &[Action],
    hinted: Option<Action>,
    play: &Callback<Action>,
) -> Html {
    html! {
        <section class="py-display">
            // A card new in the display comes from the deck.
            <h2>{ lang.t("py-display") }{ " · " }<span data-fly="py-deck" data-fly-n={view.deck.to_string()}>{ lang.ta("py-deck", &[("n", num(view.deck))]) }</span></h2>
            <ul class="py-cards small">
                { for view.display.iter().flatten().map(|&c| {
                    let take = Action::Take { card: c };
                    if replacing && legal.contains(&take) {
                        let play = play.clone();
                        html! {
                            <li key={c.to_string()} data-fly={format!("py-d{c}")} data-fly-from="py-deck">
                                <button type="button" class={classes!("card-button", "take", (hinted == Some(take)).then_some("hinted"))}
                                    onclick={move |_: MouseEvent| play.emit(take)}
                                    aria-label={format!("{} #{c}", lang.t("py-take"))}>
                                    <PyramidCard card={c} />
                                </button>
                            </li>
                        }
                    } else {
                        html! { <li key={c.to_string()} data-fly={format!("py-d{c}")} data-fly-from="py-deck"><PyramidCard card={c} /></li> }
                    }
                }) }
            </ul>
            if view.display.iter().flatten().next().is_none() {
                <p class="hint">{ lang.t("py-display-empty") }</p>
            }
        </section>
    }
}

/// The pyramid points of each colour, and who claimed them.
pub(super) fn claims(lang: Lang, view: &View, names: &[String]) -> Html {
    html! {
        <section class="py-claims">
            <h2>{ lang.t("py-claims") }</h2>
            <p class="hint">{ lang.t("py-claims-hint") }</p>
            <table>
                <tbody>
                    { for Colour::ALL.iter().map(|&c| html! {
                        <tr class={c.name()}>
                            <th scope="row">{ words::colour(lang, c) }</th>
                            { for view.claims[c.index()].iter().zip(PYRAMID_POINTS).map(|(who, v)| html! {
                                <td class={classes!(who.is_some().then_some("taken"))}
                                    data-fly={format!("py-c{}-{v}", c.name())} data-fly-n={who.map(|s| s.index().to_string())}>
                                    { v }{ who.map(|s| format!(" · {}", names[s.index()])).unwrap_or_default() }
                                </td>
                            }) }
                        </tr>
                    }) }
                </tbody>
            </table>
        </section>
    }
}
