//! A short summary of the rules, with a way back.

use yew::prelude::*;

use crate::components::RulesReference;
use crate::components::ScreenFrame;
use crate::hooks::use_lang;

/// Sections of the summary: `rule-N-heading` and `rule-N-text` in the catalogues.
pub const RULE_SECTIONS: usize = 6;

/// Properties of [`RulesScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct RulesScreenProps {
    /// Back to the title screen.
    pub on_back: Callback<()>,
}

/// The rules in six short sections.
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
                        </div>
                    </li>
                }) }
            </ol>
            <p class="note">{ lang.t("house-values-note") }</p>
            <RulesReference />
        </ScreenFrame>
    }
}
