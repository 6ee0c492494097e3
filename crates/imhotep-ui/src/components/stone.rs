//! A stone in its player's colour, with the colour's shape on it so colour is never the only cue.

use yew::prelude::*;

use table::PlayerColour;
use table_ui::components::seat_marker::shape;

/// Properties of [`Stone`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct StoneProps {
    /// The owner's colour.
    pub colour: PlayerColour,
    /// What a screen reader says ("Ana's stone"); none inside a labelled control.
    #[prop_or_default]
    pub label: Option<AttrValue>,
}

/// One stone.
#[component]
pub fn Stone(props: &StoneProps) -> Html {
    let (role, hidden) = match &props.label {
        Some(_) => (Some("img"), None),
        None => (None, Some("true")),
    };
    html! {
        <svg class={classes!("stone", format!("colour-{}", props.colour.key()))} viewBox="0 0 20 20"
            role={role} aria-label={props.label.clone()} aria-hidden={hidden}>
            <rect class="stone-body" x="0.5" y="0.5" width="19" height="19" rx="3" />
            <g class="stone-mark" transform="translate(5 5) scale(0.5)">{ shape(props.colour) }</g>
        </svg>
    }
}
