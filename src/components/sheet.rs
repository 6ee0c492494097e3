//! A panel that rises over the table for one decision: payment, sanctuary, hand limit, offering,
//! help. It takes the keyboard focus when it opens; Escape closes the ones that can be closed.

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

/// A dialog sheet, labelled by its heading.
#[component]
pub fn Sheet(props: &SheetProps) -> Html {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = node.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let keys = props.on_close.clone().map(|close| {
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                close.emit(());
            }
        })
    });
    html! {
        <div class="sheet-backdrop">
            <div ref={node} class={classes!("sheet", props.class.clone())} role="dialog" aria-modal="true"
                aria-labelledby="sheet-h" tabindex="-1" onkeydown={keys}>
                <h2 id="sheet-h">{ props.title.clone() }</h2>
                { props.children.clone() }
            </div>
        </div>
    }
}
