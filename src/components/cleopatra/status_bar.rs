//! What to do now, why the last touch did nothing, and the buttons that close a visit or a turn.

use cleopatra::Action;
use yew::prelude::*;

use crate::components::{Moves, OptionButton};
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
    /// What may be played now.
    pub moves: Moves,
    /// Whether undo is possible now, and the undo request (refused with a reason when not).
    pub undo: (bool, Callback<()>),
    /// The hint button, where a person decides.
    #[prop_or_default]
    pub hint_button: Html,
    /// What the hint found.
    #[prop_or_default]
    pub hint: Html,
    /// While a player hands the device on: the button that does it, with its words.
    #[prop_or_default]
    pub pass_on: Option<(AttrValue, Callback<()>)>,
}

/// The status bar.
#[component]
pub fn StatusBar(props: &StatusBarProps) -> Html {
    let lang = use_lang();
    let button = |action: Action, id: &str, primary: bool| {
        props.moves.button(
            action,
            classes!("btn", primary.then_some("primary")),
            None,
            html! { lang.t(id) },
        )
    };
    let visit_open = props.moves.allows(&Action::EndQuarryVisit);
    let can_pass = props.moves.allows(&Action::Pass);
    html! {
        <div class="status-bar">
            <div class="status-text">
                <p class="advice">{ props.advice.clone() }</p>
                <p class="why" role="status" aria-live="polite">{ props.message.clone().unwrap_or_default() }</p>
                { props.hint.clone() }
            </div>
            <div class="status-actions">
                { props.hint_button.clone() }
                <OptionButton legal={props.undo.0} class="btn undo" on_choose={props.undo.1.clone()}
                    on_why={props.undo.1.clone()}>{ lang.t("undo") }</OptionButton>
                if let Some((label, pass)) = &props.pass_on {
                    <button type="button" class="btn primary pass-on" onclick={pass.reform(|_| ())}>{ label.clone() }</button>
                } else if !props.main {
                } else if visit_open {
                    // The Whims of Cleopatra: a bonus tile to draw before leaving.
                    if props.moves.allows(&Action::DrawWhim) { { button(Action::DrawWhim, "whim-draw", false) } }
                    { button(Action::EndQuarryVisit, "end-visit", true) }
                } else if can_pass {
                    { button(Action::Pass, "pass", true) }
                } else {
                    { button(Action::EndTurn, "end-turn", props.moves.allows(&Action::EndTurn)) }
                }
            </div>
        </div>
    }
}
