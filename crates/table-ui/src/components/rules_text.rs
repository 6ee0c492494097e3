//! A game's rules in words: sections of a heading and a paragraph (catalogue ids), as a sheet
//! over the table ([`RulesSheet`]) and as a numbered list on the rules screen from the shelf
//! ([`RulesScreen`]). Each game gives its sections and what it shows after them.

use yew::prelude::*;

use super::{MotionSelect, ScreenFrame, Sheet};
use crate::hooks::use_lang;

/// A game's rules: each section's heading and text, as catalogue ids.
pub type RuleSections = &'static [(&'static str, &'static str)];

/// Properties of [`RulesSheet`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct RulesSheetProps {
    /// The catalogue id of the title.
    pub title: &'static str,
    /// The sections.
    pub sections: RuleSections,
    /// The game's own class for the sheet.
    #[prop_or_default]
    pub class: Classes,
    /// Close the help.
    pub on_close: Callback<()>,
    /// What follows the sections (a card list, a note).
    #[prop_or_default]
    pub children: Html,
}

/// The rules help, as a sheet over the table.
#[component]
pub fn RulesSheet(props: &RulesSheetProps) -> Html {
    let lang = use_lang();
    html! {
        <Sheet title={lang.t(props.title)} class={classes!("help-sheet", props.class.clone())} on_close={props.on_close.clone()}>
            { for props.sections.iter().map(|(title, body)| html! {
                <section class="help-section">
                    <h3>{ lang.t(title) }</h3>
                    <p>{ lang.t(body) }</p>
                </section>
            }) }
            { props.children.clone() }
            <div class="sheet-actions">
                // The device's animations, reachable at a table of people only too.
                <MotionSelect />
                <button type="button" class="btn primary" onclick={props.on_close.reform(|_| ())}>{ lang.t("close") }</button>
            </div>
        </Sheet>
    }
}

/// Properties of [`RulesScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct RulesScreenProps {
    /// The catalogue id of the title.
    pub title: &'static str,
    /// The sections.
    pub sections: RuleSections,
    /// The game's own class for the screen.
    #[prop_or_default]
    pub class: Classes,
    /// Back to the title screen.
    pub on_back: Callback<()>,
    /// What follows the sections.
    #[prop_or_default]
    pub children: Html,
}

/// The rules from the shelf, as a screen of their own: the sections numbered.
#[component]
pub fn RulesScreen(props: &RulesScreenProps) -> Html {
    let lang = use_lang();
    html! {
        <ScreenFrame title={lang.t(props.title)} on_back={props.on_back.clone()} class={classes!("rules-screen", props.class.clone())}>
            <ol class="rule-list">
                { for props.sections.iter().enumerate().map(|(i, (title, body))| html! {
                    <li class="rule">
                        <span class="rule-number" aria-hidden="true">{ i + 1 }</span>
                        <div>
                            <h2>{ lang.t(title) }</h2>
                            <p>{ lang.t(body) }</p>
                        </div>
                    </li>
                }) }
            </ol>
            { props.children.clone() }
        </ScreenFrame>
    }
}
