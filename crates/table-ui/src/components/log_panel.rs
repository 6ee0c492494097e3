//! The game log as the device holder may see it: turns newest first, each turn's lines in the
//! order they happened under its heading.

use std::rc::Rc;

use yew::prelude::*;

use crate::hooks::use_lang;
use crate::words::LogGroup;

/// How many lines the panel shows at most (the newest turns).
const SHOWN_LINES: usize = 80;

/// Properties of [`LogPanel`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct LogPanelProps {
    /// The log, oldest turn first, already in words and redacted (shared: worded once per change).
    pub groups: Rc<Vec<LogGroup>>,
}

/// The log.
#[component]
pub fn LogPanel(props: &LogPanelProps) -> Html {
    let lang = use_lang();
    let mut room = SHOWN_LINES;
    let shown = props.groups.iter().enumerate().rev().take_while(|(_, g)| {
        let fits = room > 0;
        room = room.saturating_sub(g.lines.len());
        fits
    });
    html! {
        // The whole panel scrolls and takes keyboard focus, so the log reads by keyboard too.
        <section class="panel-box log log-scroll" aria-labelledby="log-h" tabindex="0">
            <h2 id="log-h">{ lang.t("log") }</h2>
            <LogTurns groups={shown.map(|(i, g)| (i, g.clone())).collect::<Vec<_>>()} />
        </section>
    }
}

/// Properties of [`LogTurns`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct LogTurnsProps {
    /// The turns to show, in the order to show them, each with its number in the log (its key:
    /// a new turn on top is one more turn in the page, not every turn's text changed).
    pub groups: Vec<(usize, LogGroup)>,
}

/// Turns of the log, each under its heading: the log panel's, the curtain's news. A turn with
/// nothing in it yet says it is starting.
#[component]
pub fn LogTurns(props: &LogTurnsProps) -> Html {
    let lang = use_lang();
    html! {
        <ol class="log-turns">
            { for props.groups.iter().map(|(i, g)| html! {
                <li class="log-turn" key={*i}>
                    if let Some(title) = &g.title { <h3 class="log-turn-title">{ title.clone() }</h3> }
                    <ul class="log-lines">
                        if g.lines.is_empty() { <li class="now">{ lang.t("log-turn-now") }</li> }
                        <>{ for g.lines.iter().enumerate().map(|(j, l)| html! {
                            <li key={j} class={classes!(l.lit.then_some("lit"))}>{ l.text.clone() }</li>
                        }) }</>
                    </ul>
                </li>
            }) }
        </ol>
    }
}
