//! The game log, newest first, as the device holder may see it.

use yew::prelude::*;

use crate::hooks::use_lang;

/// Properties of [`LogPanel`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct LogPanelProps {
    /// Lines, oldest first, already in words and redacted.
    pub lines: Vec<String>,
    /// How many of the newest lines to light (a computer's move, just played).
    #[prop_or_default]
    pub lit: usize,
}

/// The log.
#[component]
pub fn LogPanel(props: &LogPanelProps) -> Html {
    let lang = use_lang();
    html! {
        // The whole panel scrolls and takes keyboard focus, so the log reads by keyboard too.
        <section class="panel-box log log-scroll" aria-labelledby="log-h" tabindex="0">
            <h2 id="log-h">{ lang.t("log") }</h2>
            <ol class="log-lines" reversed=true>
                { for props.lines.iter().rev().take(60).enumerate().map(|(i, line)| html! {
                    <li class={classes!((i < props.lit).then_some("lit"))}>{ line.clone() }</li>
                }) }
            </ol>
        </section>
    }
}
