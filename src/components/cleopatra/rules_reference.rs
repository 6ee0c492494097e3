//! The rules in our own words, with the cost and reward table; house values flagged as such.
//! Shown on the rules screen and from the game's Help button.

use cleopatra::{Category, Config};
use yew::prelude::*;

use crate::hooks::use_lang;
use crate::i18n::text;
use crate::text as words;

fn reward_id(c: Category) -> &'static str {
    match c {
        Category::Sphinxes => "help-reward-sphinx",
        Category::Obelisks => "help-reward-obelisk",
        Category::Doors => "help-reward-door",
        Category::Walls => "help-reward-wall",
        Category::Mosaics => "help-reward-mosaic",
        Category::Throne => "help-reward-throne",
    }
}

/// The reference.
#[component]
pub fn RulesReference() -> Html {
    let lang = use_lang();
    let config = Config::default();
    let c = &config.costs;
    let rows = Category::ALL.into_iter().map(|cat| {
        let cost = c.of(cat);
        html! {
            <tr>
                <th scope="row">{ words::category(lang, cat) }</th>
                <td>{ words::cost(lang, cost) }</td>
                <td>{ lang.t(reward_id(cat)) }</td>
            </tr>
        }
    });
    let sobek_costs: Vec<String> = config
        .sobek_costs
        .iter()
        .enumerate()
        .map(|(i, &cost)| {
            format!(
                "{}{}",
                words::sobek_cost(lang, cost),
                if i == 3 { "" } else { "*" }
            )
        })
        .collect();
    let section = |title: &str, body: Html| {
        html! {
            <section class="help-section"><h2>{ lang.t(title) }</h2>{ body }</section>
        }
    };
    let para = |id: &str| html! { <p>{ lang.t(id) }</p> };
    html! {
        <div class="rules-reference">
            { section("help-turn-title", para("help-turn")) }
            { section("help-cards-title", para("help-cards")) }
            { section("help-market-title", para("help-market")) }
            { section("help-costs-title", html! {
                <div class="table-wrap" tabindex="0" role="region" aria-labelledby="cost-caption">
                    <table class="cost-table">
                        <caption id="cost-caption" class="visually-hidden">{ lang.t("help-costs-title") }</caption>
                        <thead><tr>
                            <th scope="col">{ lang.t("help-col-piece") }</th>
                            <th scope="col">{ lang.t("help-col-cost") }</th>
                            <th scope="col">{ lang.t("help-col-reward") }</th>
                        </tr></thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                </div>
            }) }
            { section("help-sobek-title", html! { <>
                <ul class="sobek-help">
                    { for cleopatra::SobekTile::ALL.into_iter().map(|t| html! {
                        <li><strong>{ words::sobek(lang, t) }</strong>{ ": " }{ lang.t(&format!("{}-power", words::sobek_id(t))) }</li>
                    }) }
                </ul>
                <p>{ lang.ta("help-sobek-costs", &[("costs", text(sobek_costs.join(", ")))]) }</p>
            </> }) }
            { section("help-anubis-title", para("help-anubis")) }
            { section("help-path-title", para("help-path")) }
            { section("help-end-title", para("help-end")) }
            <p class="note house">{ "* " }{ lang.t("help-house") }</p>
        </div>
    }
}
