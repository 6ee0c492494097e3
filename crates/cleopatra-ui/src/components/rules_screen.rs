//! A short summary of the rules, with a way back.

use cleopatra::{Card, Category, Expansions, Resource};
use yew::prelude::*;

use super::help_art::category_icon;
use super::rules_reference::card_row;
use crate::components::RulesReference;
use table_ui::components::ScreenFrame;
use table_ui::hooks::use_lang;

/// Sections of the summary: `rule-N-heading` and `rule-N-text` in the catalogues.
pub const RULE_SECTIONS: usize = 6;

/// Properties of [`RulesScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct RulesScreenProps {
    /// Back to the title screen.
    pub on_back: Callback<()>,
}

/// The picture beside section `i`, if it has one: the pieces to build, a card and its tainted twin.
fn picture(i: usize) -> Html {
    match i {
        3 => html! { <div class="rule-pieces">{ for Category::ALL.map(category_icon) }</div> },
        4 => card_row(&[
            Card::Standard(Resource::Wood),
            Card::Tainted(Resource::Wood),
        ]),
        _ => html! {},
    }
}

/// The rules in six short sections, then the reference with every mini-expansion.
#[component]
pub fn RulesScreen(props: &RulesScreenProps) -> Html {
    let lang = use_lang();
    html! {
        <ScreenFrame title={lang.t("rules-title")} on_back={props.on_back.clone()} class="rules-screen">
            <ol class="rule-list">
                { for (1..=RULE_SECTIONS).map(|i| html! {
                    <li class="rule">
                        <span class="rule-number" aria-hidden="true">{ i }</span>
                        <div>
                            <h2>{ lang.t(&format!("rule-{i}-heading")) }</h2>
                            <p>{ lang.t(&format!("rule-{i}-text")) }</p>
                            { picture(i) }
                        </div>
                    </li>
                }) }
            </ol>
            <p class="note">{ lang.t("house-values-note") }</p>
            <RulesReference expansions={Expansions::all()} />
        </ScreenFrame>
    }
}
