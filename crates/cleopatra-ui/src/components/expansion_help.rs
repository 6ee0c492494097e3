//! The mini-expansions in the rules help: a section for each one in play, with its parts drawn,
//! each effect in a sentence or two, and the house rules it is played with, their values taken
//! from the game's [`Expansions`].

use cleopatra::{Card, Category, Config, CultCard, Expansions, FarArchitect, SeenCard, Whim};
use yew::prelude::*;

use super::expansion_art::{
    architect_card, bastet_statue, capitalized, cult_card, sobek_marker, sobek_statue, whim_die,
    whim_tile,
};
use crate::components::CardFace;
use crate::text as words;
use table_ui::i18n::{num, Lang};

/// A part with its name under it (the picture names itself to screen readers).
fn part(picture: Html, name: String) -> Html {
    html! {
        <figure class="xpart">
            { picture }
            <figcaption aria-hidden="true">{ name }</figcaption>
        </figure>
    }
}

/// A card or tile beside its name and what it does (the catalogue words the effect as a phrase
/// to follow the name).
fn item(picture: Html, name: &str, effect: &str) -> Html {
    html! {
        <li class="xitem">
            { picture }
            <span><strong>{ capitalized(name) }</strong>{ ": " }{ effect }{ "." }</span>
        </li>
    }
}

/// A house rule: a value the rules leave open, as this game plays it.
fn house(lang: Lang, rule: String) -> Html {
    html! {
        <p class="house-rule">
            <strong>{ lang.t("help-house-rule") }</strong>{ " " }{ rule }
        </p>
    }
}

/// One expansion's section.
fn expansion(key: &'static str, title: String, body: Html) -> Html {
    let id = format!("help-x-{key}");
    html! {
        <section class="expansion" data-expansion={key} aria-labelledby={id.clone()}>
            <h3 {id}>{ title }</h3>
            { body }
        </section>
    }
}

fn cult_of_sobek(lang: Lang, e: &Expansions) -> Html {
    let bonus = if e.statue_architect_bonus {
        lang.t("help-cult-house-bonus")
    } else {
        lang.t("help-cult-house-no-bonus")
    };
    expansion(
        "cult-of-sobek",
        lang.t("help-cult-title"),
        html! { <>
            <div class="xparts">
                { part(sobek_statue(), lang.t("sobek-statue")) }
                { part(sobek_marker(), lang.t("sobek-marker")) }
            </div>
            <p>{ lang.t("help-cult-build") }</p>
            <p>{ lang.t("help-cult-statues") }</p>
            <ul class="xitems">
                { for CultCard::ALL.map(|c| item(
                    cult_card(c),
                    &words::cult_card(lang, c),
                    &words::cult_card_effect(lang, c),
                )) }
            </ul>
            { house(lang, bonus) }
        </> },
    )
}

fn whims_of_cleopatra(lang: Lang, e: &Expansions) -> Html {
    let draws = if e.whim_per_piece {
        lang.t("help-whims-house-piece")
    } else {
        lang.t("help-whims-house-visit")
    };
    expansion(
        "whims-of-cleopatra",
        lang.t("help-whims-title"),
        html! { <>
            <div class="xparts">
                { part(whim_die(Category::Sphinxes), lang.t("whim-die")) }
                { part(whim_tile(None), lang.t("whim-tiles")) }
            </div>
            <p>{ lang.t("help-whims-setup") }{ " " }{ lang.t("help-whims-draw") }</p>
            <p>{ lang.t("help-whims-reroll") }</p>
            <ol class="xitems whims">
                { for Whim::ALL.map(|w| item(
                    whim_tile(Some(w)),
                    &words::whim(lang, w),
                    &words::whim_effect(lang, w),
                )) }
            </ol>
            { house(lang, draws) }
        </> },
    )
}

fn wisdom_of_bastet(lang: Lang, e: &Expansions) -> Html {
    let n = || [("n", num(e.bastet_scarabs))];
    let cards = Config::default().deck.bastets;
    let stall = if e.bastet_per_card {
        lang.ta("help-bastet-house-each", &n())
    } else {
        lang.t("help-bastet-house-once")
    };
    let bastet = SeenCard {
        face_up: true,
        card: Some(Card::Bastet),
    };
    expansion(
        "wisdom-of-bastet",
        lang.t("help-bastet-title"),
        html! { <>
            <div class="xparts">
                { part(html! { <CardFace card={bastet} /> }, lang.t("card-bastet")) }
                { part(bastet_statue(), lang.t("bastet-statue")) }
            </div>
            <p>
                { lang.ta("help-bastet-cards", &[("n", num(cards))]) }{ " " }
                { lang.ta("help-bastet-take", &n()) }
            </p>
            <p>{ lang.ta("help-bastet-turn", &n()) }</p>
            { house(lang, lang.t("help-bastet-house-discard")) }
            { house(lang, stall) }
        </> },
    )
}

fn architects_from_far_away(lang: Lang, e: &Expansions) -> Html {
    let ties = if e.auction_ties_reversed {
        lang.t("help-far-house-ties-reversed")
    } else {
        lang.t("help-far-house-ties-order")
    };
    let refill = lang.ta("help-far-house-refill", &[("n", num(e.babylonian_refill))]);
    expansion(
        "architects-from-far-away",
        lang.t("help-far-title"),
        html! { <>
            <div class="xparts">
                { part(architect_card(None), lang.t("far-architect-back")) }
            </div>
            <p>{ lang.t("help-far-setup") }{ " " }{ lang.t("help-far-auction") }</p>
            <p>{ lang.t("help-far-use") }</p>
            <ul class="xitems">
                { for FarArchitect::ALL.map(|a| item(
                    architect_card(Some(a)),
                    &words::far_architect(lang, a),
                    &words::far_architect_effect(lang, a),
                )) }
            </ul>
            { house(lang, ties) }
            { house(lang, refill) }
        </> },
    )
}

/// The section of the mini-expansions switched on in `e` (nothing when none is).
pub(super) fn expansions_help(lang: Lang, e: &Expansions) -> Html {
    if !e.any() {
        return html! {};
    }
    html! {
        <section class="help-section expansions-help" aria-labelledby="help-expansions-h">
            <h2 id="help-expansions-h">{ lang.t("help-expansions-title") }</h2>
            <p>{ lang.t("help-expansions-intro") }</p>
            if e.cult_of_sobek { { cult_of_sobek(lang, e) } }
            if e.whims_of_cleopatra { { whims_of_cleopatra(lang, e) } }
            if e.wisdom_of_bastet { { wisdom_of_bastet(lang, e) } }
            if e.architects_from_far_away { { architects_from_far_away(lang, e) } }
        </section>
    }
}
