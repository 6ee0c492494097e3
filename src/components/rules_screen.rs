//! A short summary of the rules, with a way back.

use yew::prelude::*;

use super::ScreenFrame;
use crate::hooks::use_strings;

/// Properties of [`RulesScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct RulesScreenProps {
    /// Back to the title screen.
    pub on_back: Callback<()>,
}

/// The rules in six short sections.
#[component]
pub fn RulesScreen(props: &RulesScreenProps) -> Html {
    let s = use_strings();
    html! {
        <ScreenFrame title={s.rules_title} on_back={props.on_back.clone()} class="rules-screen">
            <ol class="rule-list">
                { for s.rule_sections.iter().enumerate().map(|(i, rule)| html! {
                    <li class="rule">
                        <span class="rule-number" aria-hidden="true">{ i + 1 }</span>
                        <div>
                            <h2>{ rule.heading }</h2>
                            <p>{ rule.text }</p>
                        </div>
                    </li>
                }) }
            </ol>
            <p class="note">{ s.house_values_note }</p>
        </ScreenFrame>
    }
}
