//! A panel that rises over the table for one decision: payment, sanctuary, hand limit, offering,
//! help. It takes the keyboard focus once it shows; Escape closes the ones that can be closed.
//! While it is open nothing else on the page answers: its backdrop covers the table (a Sobek tile,
//! a stall) from taps, and the keyboard stays inside it (see [`use_focus_trap`]).

use yew::prelude::*;

use crate::hooks::use_focus_trap;

/// Properties of [`Sheet`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SheetProps {
    /// The decision's heading.
    pub title: AttrValue,
    /// Extra classes.
    #[prop_or_default]
    pub class: Classes,
    /// Closes the sheet (Escape); `None` for decisions that must be made.
    #[prop_or_default]
    pub on_close: Option<Callback<()>>,
    /// The content.
    #[prop_or_default]
    pub children: Html,
}

/// What a lesson's coach says now, given to the sheets of its table: a sheet rises over the bar
/// the coach stands in (on a phone it covers it), so it says the coach's words under its heading.
#[derive(Debug, Clone, PartialEq)]
pub struct CoachSays(pub AttrValue);

/// A dialog sheet, labelled by its heading (and, in a lesson, saying what the coach says).
#[component]
pub fn Sheet(props: &SheetProps) -> Html {
    let node = use_node_ref();
    let coach = use_context::<CoachSays>();
    // The keyboard stays in the sheet (taps meet its backdrop) before the sheet takes the focus.
    // Escape closes the ones that can be closed, wherever the focus is.
    use_focus_trap(node.clone(), true, props.on_close.clone());
    {
        let node = node.clone();
        // Just after the paint that shows the sheet: focusing makes the browser work out the
        // page's style and layout at once, which would delay that very frame. (Tab meanwhile
        // already goes into the sheet; a focus already inside it stays where it is.)
        use_effect_with((), move |_| {
            crate::device::after_paint(move || {
                let Some(el) = node.cast::<web_sys::HtmlElement>() else {
                    return;
                };
                let inside = el
                    .owner_document()
                    .and_then(|d| d.active_element())
                    .is_some_and(|a| el.contains(Some(&a)));
                if el.is_connected() && !inside {
                    let _ = el.focus();
                }
            });
        });
    }
    // A button of the sheet's actions (the last row: confirm, cancel, close), or a legal one of a
    // list of choices marked `ends-sheet`, ends the decision and the sheet with it: the focus goes
    // before the sheet does, while the page is still as it was. (Removing the button that holds
    // the focus makes the browser move it in the middle of the update: 1.5 ms.)
    let actions = Callback::from(|e: MouseEvent| {
        let in_actions = e
            .target_dyn_into::<web_sys::Element>()
            .and_then(|el| {
                el.closest(".sheet-actions button, .ends-sheet button:not(.off)")
                    .ok()
                    .flatten()
            })
            .is_some();
        if in_actions {
            crate::storage::let_go_of_focus();
        }
    });
    html! {
        <div class="sheet-backdrop">
            <div ref={node} class={classes!("sheet", props.class.clone())} role="dialog" aria-modal="true"
                aria-labelledby="sheet-h" tabindex="-1" onclick={actions}>
                <h2 id="sheet-h">{ props.title.clone() }</h2>
                if let Some(CoachSays(line)) = coach {
                    <p class="sheet-coach">{ line }</p>
                }
                { props.children.clone() }
            </div>
        </div>
    }
}
