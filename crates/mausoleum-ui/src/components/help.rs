//! The Mausoleum's rules help: the goal, a turn, attacks and shields, the end, and every card. It
//! says which rules are house rules, added to make the short original playable.

use mausoleum::Card;
use yew::prelude::*;

use super::setup::{HouseRule, END_CHOICES, HOUSE_RULES};
use super::{words, CardFace};
use crate::game::MausoleumOptions;
use table_ui::components::{RulesScreen, RulesSheet};
use table_ui::hooks::use_lang;
use table_ui::i18n::Lang;

/// Properties of [`MausoleumHelp`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct MausoleumHelpProps {
    /// The house rules of the table the help is opened at.
    pub rules: MausoleumOptions,
    /// Close the help.
    pub on_close: Callback<()>,
}

/// The sections: heading and text ids.
pub const HELP_SECTIONS: [(&str, &str); 6] = [
    ("mau-help-goal-title", "mau-help-goal"),
    ("mau-help-turn-title", "mau-help-turn"),
    ("mau-help-attacks-title", "mau-help-attacks"),
    ("mau-help-score-title", "mau-help-score"),
    ("mau-help-end-title", "mau-help-end"),
    ("mau-help-house-title", "mau-help-house"),
];

/// The house rules this table changed (label and meaning), or that it plays the defaults.
fn table_rules(lang: Lang, rules: MausoleumOptions) -> Html {
    let end = END_CHOICES
        .iter()
        .find(|(lap, ..)| *lap == rules.final_lap && *lap != mausoleum::FinalLap::default())
        .map(|&(_, label, hint)| (label, hint));
    let changed: Vec<(&str, &str)> = HOUSE_RULES
        .iter()
        .filter(|r| (r.on)(&rules))
        .map(|r: &HouseRule| (r.label, r.hint))
        .chain(end)
        .collect();
    html! {
        <section class="help-section mau-table-rules">
            <h3>{ lang.t("mau-help-table-title") }</h3>
            if changed.is_empty() {
                <p>{ lang.t("mau-help-table-defaults") }</p>
            } else {
                <p>{ lang.t("mau-help-table-changed") }</p>
                <ul>
                    { for changed.iter().map(|(label, hint)| html! {
                        <li><strong>{ lang.t(label) }</strong>{ ": " }{ lang.t(hint) }</li>
                    }) }
                </ul>
            }
        </section>
    }
}

/// Every card with what it does (under `rules`): on a touch screen there is no tooltip to hover.
fn card_list(lang: Lang, rules: MausoleumOptions) -> Html {
    html! {
        <section class="help-section">
            <h3>{ lang.t("mau-help-card-list") }</h3>
            <p>{ lang.t("mau-help-groups") }</p>
            <ul class="mau-card-effects">
                { for Card::ALL.into_iter().map(|card| html! {
                    <li><CardFace {card} small=true /><span class="card-effect">{ words::card_text(lang, card, rules) }</span></li>
                }) }
            </ul>
        </section>
    }
}

/// The rules help, as a sheet over the table.
#[component]
pub fn MausoleumHelp(props: &MausoleumHelpProps) -> Html {
    let lang = use_lang();
    html! {
        <RulesSheet title="mau-help-title" sections={&HELP_SECTIONS[..]} class="mausoleum-help" on_close={props.on_close.clone()}>
            { table_rules(lang, props.rules) }
            { card_list(lang, props.rules) }
        </RulesSheet>
    }
}

/// Properties of [`MausoleumRulesScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct MausoleumRulesScreenProps {
    /// Back to the title screen.
    pub on_back: Callback<()>,
}

/// The rules from the shelf, as a screen of their own.
#[component]
pub fn MausoleumRulesScreen(props: &MausoleumRulesScreenProps) -> Html {
    let lang = use_lang();
    html! {
        <RulesScreen title="mau-help-title" sections={&HELP_SECTIONS[..]} class="mausoleum" on_back={props.on_back.clone()}>
            { card_list(lang, MausoleumOptions::default()) }
        </RulesScreen>
    }
}
