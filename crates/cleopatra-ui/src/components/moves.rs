//! What the deciding player may do now and how to ask for it: the core's verdict on an action, with
//! the callbacks that play one or explain why one is refused. Passed to every panel that offers moves.

use cleopatra::Action;
use yew::prelude::*;

use table_ui::components::OptionButton;

/// The core's verdict and the two answers to a touch.
#[derive(Debug, Clone, PartialEq)]
pub struct Moves {
    /// Whether the core allows an action now (its check, as cheap as one action: no list).
    pub allowed: Callback<Action, bool>,
    /// Plays an action.
    pub play: Callback<Action>,
    /// Explains why an action is not possible now.
    pub why: Callback<Action>,
    /// The move shown (the lesson's, or the hint's): its button is lit.
    pub lit: Option<Action>,
}

impl Moves {
    /// Whether `action` is legal now.
    pub fn allows(&self, action: &Action) -> bool {
        self.allowed.emit(*action)
    }

    /// A button for `action`: lit and playing it when legal, dimmed and explaining otherwise.
    pub fn button(
        &self,
        action: Action,
        class: &'static str,
        label: Option<AttrValue>,
        content: Html,
    ) -> Html {
        let mut class = Classes::from(class);
        if self.lit == Some(action) {
            class.push("hinted");
        }
        html! {
            <OptionButton legal={self.allows(&action)} {class} {label}
                on_choose={self.play.reform(move |_| action)} on_why={self.why.reform(move |_| action)}>
                { content }
            </OptionButton>
        }
    }
}
