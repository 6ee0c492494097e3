//! The rules in our own words, with pictures of the cards and pieces, the turn step by step, the
//! cost and reward table and what each Offering rank does; house values flagged as such. Shown on
//! the rules screen and from the game's Help button.

use cleopatra::{Card, Category, Config, Expansions, Resource, SeenCard};
use yew::prelude::*;

use super::expansion_help::expansions_help;
use super::help_art::{anubis_icon, category_icon, pedestal_icon};
use crate::components::CardFace;
use crate::text as words;
use table_ui::hooks::{use_lang, use_later, Later};
use table_ui::i18n::{num, text, Lang};

/// The steps of a turn: `help-turn-N` in the catalogues.
const TURN_STEPS: usize = 4;

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

/// One of each kind of card, face up.
pub(super) fn card_row(cards: &[Card]) -> Html {
    html! {
        <div class="help-cards">
            { for cards.iter().map(|&c| html! { <CardFace card={SeenCard { face_up: true, card: Some(c) }} /> }) }
        </div>
    }
}

/// What each Offering rank does, from the game's own table of effects.
fn offering_ranks(lang: Lang, effects: &[i32]) -> Html {
    let effect = |n: i32| match n {
        0 => lang.t("help-offering-nothing"),
        n if n < 0 => lang.ta("help-offering-return", &[("n", num(n.unsigned_abs()))]),
        n => lang.ta("help-offering-take", &[("n", num(n.unsigned_abs()))]),
    };
    html! {
        <ul class="offering-ranks">
            { for effects.iter().enumerate().map(|(i, &n)| html! {
                <li>{ lang.ta("help-offering-rank", &[("rank", num(i as u32 + 1)), ("effect", text(effect(n)))]) }</li>
            }) }
        </ul>
    }
}

/// Properties of [`RulesReference`].
#[derive(Debug, Clone, PartialEq, Default, Properties)]
pub struct RulesReferenceProps {
    /// The mini-expansions in play, with their house values: each one switched on gets a section
    /// (all off by default: none).
    #[prop_or_default]
    pub expansions: Expansions,
}

/// The reference.
#[component]
pub fn RulesReference(props: &RulesReferenceProps) -> Html {
    let lang = use_lang();
    // Its words are read when it first opens (no page carries them until then).
    match use_later(::cleopatra::GAME_NAME, "cleopatra-help") {
        Later::Ready => {}
        Later::Reading => {
            return html! { <p class="hint" role="status">{ lang.t("rules-reading") }</p> }
        }
        Later::Failed(reason) => {
            return html! { <p class="warn" role="alert">{ lang.ta("rules-unread", &[("reason", text(reason))]) }</p> }
        }
    }
    let config = Config::default();
    let rows = Category::ALL.into_iter().map(|cat| {
        html! {
            <tr>
                <th scope="row"><span class="cat">{ category_icon(cat) }{ words::category(lang, cat) }</span></th>
                <td>{ words::cost(lang, config.costs.of(cat)) }</td>
                <td>{ lang.t(reward_id(cat)) }</td>
            </tr>
        }
    });
    let sobek_costs: Vec<String> = config
        .sobek_costs
        .iter()
        .enumerate()
        .map(|(i, &cost)| {
            let house = if i == 3 { "" } else { "*" };
            format!("{}{house}", words::sobek_cost(lang, cost))
        })
        .collect();
    let section = |title: &str, body: Html| {
        html! {
            <section class="help-section"><h2>{ lang.t(title) }</h2>{ body }</section>
        }
    };
    let para = |id: &str| html! { <p>{ lang.t(id) }</p> };
    let standard = [
        Card::Standard(Resource::Wood),
        Card::Standard(Resource::Stone),
        Card::Standard(Resource::Marble),
        Card::Standard(Resource::Lapis),
        Card::Artisan,
    ];
    let tainted = [
        Card::Tainted(Resource::Wood),
        Card::Tainted(Resource::Lapis),
        Card::Cave,
    ];
    html! {
        <div class="rules-reference">
            { section("help-turn-title", html! {
                <ol class="help-steps">
                    { for (1..=TURN_STEPS).map(|i| html! { <li>{ lang.t(&format!("help-turn-{i}")) }</li> }) }
                </ol>
            }) }
            { section("help-cards-title", html! { <>{ card_row(&standard) }{ card_row(&tainted) }{ para("help-cards") }</> }) }
            { section("help-market-title", para("help-market")) }
            { section("help-costs-title", html! { <>
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
                <ul class="help-notes">
                    <li>{ lang.t("help-identical") }</li>
                    <li>{ lang.t("help-different") }</li>
                    <li>{ lang.t("help-split") }</li>
                    <li>{ lang.t("help-overpay") }</li>
                </ul>
                <p class="help-figure">
                    { pedestal_icon() }<span aria-hidden="true">{ "→" }</span>{ category_icon(Category::Throne) }
                    <span>{ lang.t("help-throne-order") }</span>
                </p>
            </> }) }
            { section("help-sobek-title", html! { <>
                <ul class="sobek-help">
                    { for cleopatra::SobekTile::ALL.into_iter().map(|t| html! {
                        <li><strong>{ words::sobek(lang, t) }</strong>{ ": " }{ lang.t(&format!("{}-power", words::sobek_id(t))) }</li>
                    }) }
                </ul>
                <p>{ lang.ta("help-sobek-costs", &[("costs", text(sobek_costs.join(", ")))]) }</p>
            </> }) }
            { section("help-anubis-title", html! {
                <p class="help-figure top">{ anubis_icon() }<span>{ lang.t("help-anubis") }</span></p>
            }) }
            { section("help-path-title", para("help-path")) }
            { section("help-offering-title", html! { <>
                { para("help-offering") }
                { offering_ranks(lang, &config.offering_effects) }
                { para("help-offering-ties") }
            </> }) }
            { section("help-end-title", para("help-end")) }
            <p class="note house">{ "* " }{ lang.t("help-house") }</p>
            { expansions_help(lang, &props.expansions) }
        </div>
    }
}
