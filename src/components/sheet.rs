//! A panel that rises over the table for one decision: payment, sanctuary, hand limit, offering.

use yew::prelude::*;

/// Properties of [`Sheet`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SheetProps {
    /// The decision's heading.
    pub title: AttrValue,
    /// Extra classes.
    #[prop_or_default]
    pub class: Classes,
    /// The content.
    #[prop_or_default]
    pub children: Html,
}

/// A dialog sheet, labelled by its heading.
#[component]
pub fn Sheet(props: &SheetProps) -> Html {
    html! {
        <div class="sheet-backdrop">
            <div class={classes!("sheet", props.class.clone())} role="dialog" aria-modal="true"
                aria-labelledby="sheet-h">
                <h2 id="sheet-h">{ props.title.clone() }</h2>
                { props.children.clone() }
            </div>
        </div>
    }
}
