//! The Offering revealed: every bid, its rank and the amulets it took or gave back, for the whole
//! table to see (on the curtain, or as a sheet when nobody passes the device).

use cleopatra::OfferingResult;
use yew::prelude::*;

use crate::text::signed;
use table::PlayerColour;
use table_ui::components::SeatMarker;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;

/// Properties of [`OfferingReveal`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct OfferingRevealProps {
    /// One result per seat.
    pub results: Vec<OfferingResult>,
    /// The players' names.
    pub names: Vec<String>,
    /// Their colours.
    pub colours: Vec<PlayerColour>,
}

/// The bids revealed, best rank first.
#[component]
pub fn OfferingReveal(props: &OfferingRevealProps) -> Html {
    let lang = use_lang();
    let mut results = props.results.clone();
    tabletop::sort_small_by_key(&mut results, |r| (r.rank, r.seat.index()));
    html! {
        <section class="offering-reveal" aria-labelledby="reveal-h">
            <h2 id="reveal-h">{ lang.t("reveal-title") }</h2>
            <table>
                <thead>
                    <tr>
                        <th scope="col">{ lang.t("reveal-rank") }</th>
                        <th scope="col">{ lang.t("reveal-player") }</th>
                        <th scope="col" class="num">{ lang.t("reveal-bid") }</th>
                        <th scope="col" class="num">{ lang.t("reveal-amulets") }</th>
                    </tr>
                </thead>
                <tbody>
                    { for results.iter().map(|r| {
                        let i = r.seat.index();
                        html! {
                            <tr class={classes!((r.rank == 1).then_some("first"))}>
                                <td>{ lang.ta("reveal-rank-n", &[("rank", num(r.rank))]) }</td>
                                <th scope="row">
                                    <SeatMarker colour={props.colours.get(i).copied().unwrap_or_default()} />
                                    { " " }{ props.names.get(i).cloned().unwrap_or_default() }
                                </th>
                                <td class="num">{ r.bid }</td>
                                <td class={classes!("num", (r.amulets > 0).then_some("bad"), (r.amulets < 0).then_some("good"))}>
                                    { signed(r.amulets) }
                                </td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        </section>
    }
}
