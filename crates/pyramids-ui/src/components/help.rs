//! The rules help: the goal, setup, reveals, marking, symbols, completion, pyramid points and
//! scoring; solo, this edition's variant (the box is for 2–4); and a word that the cards are
//! generated stand-ins.

use yew::prelude::*;

use table_ui::components::{ScreenFrame, Sheet};
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
        <Sheet title={lang.t("py-help-title")} class="help-sheet pyramids-help" on_close={props.on_close.clone()}>
            { for HELP_SECTIONS.iter().map(|(title, body)| html! {
                <section class="help-section">
                    <h3>{ lang.t(title) }</h3>
                    <p>{ lang.t(body) }</p>
                </section>
            }) }
            <p class="note">{ lang.t("py-help-standin") }</p>
            <div class="sheet-actions">
                <button type="button" class="btn primary" onclick={props.on_close.reform(|_| ())}>{ lang.t("close") }</button>
            </div>
        </Sheet>
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
        <ScreenFrame title={lang.t("py-help-title")} on_back={props.on_back.clone()} class="rules-screen pyramids">
            <ol class="rule-list">
                { for HELP_SECTIONS.iter().enumerate().map(|(i, (title, body))| html! {
                    <li class="rule">
                        <span class="rule-number" aria-hidden="true">{ i + 1 }</span>
                        <div>
                            <h2>{ lang.t(title) }</h2>
                            <p>{ lang.t(body) }</p>
                        </div>
                    </li>
                }) }
            </ol>
            <p class="note">{ lang.t("py-help-standin") }</p>
        </ScreenFrame>
    }
}
