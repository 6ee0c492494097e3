//! "Why?": the three candidates a computer's search weighed most, in the game's words, the chosen
//! one first and marked, each with how much of the search explored it and the chance to win the
//! search estimated after it. Opened from a hint or from a computer's last move.

use std::rc::Rc;

use yew::prelude::*;

use super::Sheet;
use crate::hooks::{use_lang, WhyLine};
use crate::i18n::num;

/// Properties of [`WhySheet`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct WhySheetProps {
    /// The candidates, the chosen one first.
    pub lines: Rc<Vec<WhyLine>>,
    /// Closes the sheet.
    pub on_close: Callback<()>,
}

/// A percentage, rounded, from a share of 0 to 1.
fn percent(share: f64) -> f64 {
    (share.clamp(0.0, 1.0) * 100.0).round()
}

/// The "Why?" sheet.
#[component]
pub fn WhySheet(props: &WhySheetProps) -> Html {
    let lang = use_lang();
    let close = props.on_close.reform(|_: MouseEvent| ());
    html! {
        <Sheet title={lang.t("why-title")} class="why-sheet" on_close={props.on_close.clone()}>
            <p class="why-intro">{ lang.t("why-intro") }</p>
            <ol class="why-list">
                { for props.lines.iter().enumerate().map(|(i, line)| {
                    let figures = if line.searched {
                        html! {
                            <>
                            <span>{ lang.ta("why-explored", &[("share", num(percent(line.share)))]) }</span>
                            <span>{ lang.ta("why-chance", &[("chance", num(percent(line.value)))]) }</span>
                            </>
                        }
                    } else {
                        html! { <span>{ lang.t("why-only") }</span> }
                    };
                    html! {
                        <li class={classes!("why-candidate", (i == 0).then_some("chosen"))}>
                            if i == 0 { <span class="why-chosen">{ lang.t("why-chosen") }</span> }
                            <p class="why-words">{ line.words.clone() }</p>
                            <p class="why-figures">{ figures }</p>
                        </li>
                    }
                }) }
            </ol>
            <div class="sheet-actions">
                <button type="button" class="btn" onclick={close}>{ lang.t("close") }</button>
            </div>
        </Sheet>
    }
}
