//! The rules help: the goal, setup, reveals, marking, symbols, completion, pyramid points and
//! scoring; solo, this edition's variant (the box is for 2–4); and a word that the cards are
//! generated stand-ins.

use yew::prelude::*;

use table_ui::components::{RulesScreen, RulesSheet};
use table_ui::hooks::use_lang;

/// The sections: heading and text ids.
pub const HELP_SECTIONS: [(&str, &str); 9] = [
    ("py-help-goal-title", "py-help-goal"),
    ("py-help-setup-title", "py-help-setup"),
    ("py-help-reveal-title", "py-help-reveal"),
    ("py-help-mark-title", "py-help-mark"),
    ("py-help-symbols-title", "py-help-symbols"),
    ("py-help-complete-title", "py-help-complete"),
    ("py-help-points-title", "py-help-points"),
    ("py-help-end-title", "py-help-end"),
    ("py-help-solo-title", "py-help-solo"),
];

/// Properties of [`PyramidsHelp`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PyramidsHelpProps {
    /// Close the help.
    pub on_close: Callback<()>,
}

/// The rules help, as a sheet over the table.
#[component]
pub fn PyramidsHelp(props: &PyramidsHelpProps) -> Html {
    let lang = use_lang();
    html! {
        <RulesSheet title="py-help-title" sections={&HELP_SECTIONS[..]} class="pyramids-help" on_close={props.on_close.clone()}>
            <p class="note">{ lang.t("py-help-standin") }</p>
        </RulesSheet>
    }
}

/// Properties of [`PyramidsRulesScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PyramidsRulesScreenProps {
    /// Back to the title screen.
    pub on_back: Callback<()>,
}

/// The rules from the shelf, as a screen of their own.
#[component]
pub fn PyramidsRulesScreen(props: &PyramidsRulesScreenProps) -> Html {
    let lang = use_lang();
    html! {
        <RulesScreen title="py-help-title" sections={&HELP_SECTIONS[..]} class="pyramids" on_back={props.on_back.clone()}>
            <p class="note">{ lang.t("py-help-standin") }</p>
        </RulesScreen>
    }
}
