//! A panel that rises over the table for one decision: payment, sanctuary, hand limit, offering,
//! help. It takes the keyboard focus when it opens; Escape closes the ones that can be closed.
//! While it is open everything else on the page is inert: no click, tap or key reaches the table
//! behind it (a Sobek tile, a stall), whatever the layout does with the backdrop.

use yew::prelude::*;

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

/// Makes every element beside `el` and beside each of its ancestors inert, up to the body;
/// returns those it changed (not those already inert, say by an older sheet) to undo later.
fn make_rest_inert(el: &web_sys::Element) -> Vec<web_sys::Element> {
    let mut changed = Vec::new();
    let mut at = el.clone();
    while let Some(parent) = at.parent_element() {
        let mut next = parent.first_element_child();
        while let Some(sibling) = next {
            if sibling != at && !sibling.has_attribute("inert") {
                let _ = sibling.set_attribute("inert", "");
                changed.push(sibling.clone());
            }
            next = sibling.next_element_sibling();
        }
        if parent.tag_name().eq_ignore_ascii_case("body") {
            break;
        }
        at = parent;
    }
    changed
}

/// A dialog sheet, labelled by its heading.
#[component]
pub fn Sheet(props: &SheetProps) -> Html {
    let node = use_node_ref();
    let backdrop = use_node_ref();
    {
        let (node, backdrop) = (node.clone(), backdrop.clone());
        use_effect_with((), move |_| {
            // The rest of the page goes inert before the sheet takes the focus: focusing works out
            // the page's styles at once, and then does so once, inertness included, instead of
            // again at the next frame.
            let inert = backdrop
                .cast::<web_sys::Element>()
                .map(|b| make_rest_inert(&b))
                .unwrap_or_default();
            if let Some(el) = node.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
            move || {
                for el in inert {
                    let _ = el.remove_attribute("inert");
                }
            }
        });
    }
    let keys = props.on_close.clone().map(|close| {
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                crate::storage::let_go_of_focus();
                close.emit(());
            }
        })
    });
    // A button of the sheet's actions (the last row: confirm, cancel, close) ends the decision and
    // the sheet with it: the focus goes before the sheet does.
    let actions = Callback::from(|e: MouseEvent| {
        let in_actions = e
            .target_dyn_into::<web_sys::Element>()
            .and_then(|el| el.closest(".sheet-actions button").ok().flatten())
            .is_some();
        if in_actions {
            crate::storage::let_go_of_focus();
        }
    });
    html! {
        <div class="sheet-backdrop" ref={backdrop}>
            <div ref={node} class={classes!("sheet", props.class.clone())} role="dialog" aria-modal="true"
                aria-labelledby="sheet-h" tabindex="-1" onkeydown={keys} onclick={actions}>
                <h2 id="sheet-h">{ props.title.clone() }</h2>
                { props.children.clone() }
            </div>
        </div>
    }
}
