//! What to do now, why the last touch did nothing, and the buttons that close a visit or a turn.

use std::rc::Rc;

use cleopatra::Action;
use yew::prelude::*;

use super::OptionButton;
use crate::hooks::use_lang;

/// Properties of [`StatusBar`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct StatusBarProps {
    /// The advice for the moment.
    pub advice: AttrValue,
    /// Why the last touch did nothing, if it did nothing.
    pub message: Option<AttrValue>,
    /// Whether the turn's main decisions are on screen (not a dialog).
    pub main: bool,
    /// The legal actions now.
    pub legal: Rc<Vec<Action>>,
    /// Play an action.
    pub on_play: Callback<Action>,
    /// Explain why an action is not possible.
    pub on_why: Callback<Action>,
}

/// The status bar.
#[component]
pub fn StatusBar(props: &StatusBarProps) -> Html {
    let lang = use_lang();
    let button = |action: Action, id: &str, primary: bool| {
        html! {
            <OptionButton legal={props.legal.contains(&action)} class={classes!("btn", primary.then_some("primary"))}
                on_choose={props.on_play.reform(move |_| action)} on_why={props.on_why.reform(move |_| action)}>
                { lang.t(id) }
            </OptionButton>
        }
    };
    let visit_open = props.legal.contains(&Action::EndQuarryVisit);
    let can_pass = props.legal.contains(&Action::Pass);
    html! {
        <div class="status-bar">
            <div class="status-text">
                <p class="advice">{ props.advice.clone() }</p>
                <p class="why" role="status" aria-live="polite">{ props.message.clone().unwrap_or_default() }</p>
            </div>
            if props.main {
                <div class="status-actions">
                    if visit_open {
                        { button(Action::EndQuarryVisit, "end-visit", true) }
                    } else if can_pass {
                        { button(Action::Pass, "pass", true) }
                    } else {
                        { button(Action::EndTurn, "end-turn", props.legal.contains(&Action::EndTurn)) }
                    }
                </div>
            }
        </div>
    }
}
