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
    /// Where it lies, for the table's motion (`data-fly`): a stone new there flies in.
    #[prop_or_default]
    pub fly: Option<AttrValue>,
    /// Where a stone new there comes from (`data-fly-from`): the sled, or the ships.
    #[prop_or_default]
    pub from: Option<AttrValue>,
    /// Its place in the order stones arrive in (unloaded one by one).
    #[prop_or_default]
    pub order: Option<usize>,
}

/// Every place on the ships, where stones unloaded at a site come from.
pub const SHIP_PLACES: &str = "im-s0-0 im-s0-1 im-s0-2 im-s0-3 im-s1-0 im-s1-1 im-s1-2 im-s1-3 \
    im-s2-0 im-s2-1 im-s2-2 im-s2-3 im-s3-0 im-s3-1 im-s3-2 im-s3-3";

/// A stone unloaded at a site, at `place` (its name for the motion) and `order`.
pub fn landed(colour: PlayerColour, label: Option<String>, place: String, order: usize) -> Html {
    html! {
        <Stone {colour} label={label.map(AttrValue::from)} fly={AttrValue::from(place)}
            from={AttrValue::from(SHIP_PLACES)} order={Some(order)} />
    }
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
            role={role} aria-label={props.label.clone()} aria-hidden={hidden}
            data-fly={props.fly.clone()} data-fly-n={props.fly.as_ref().map(|_| props.colour.key())}
            data-fly-from={props.from.clone()} data-fly-order={props.order.map(|o| o.to_string())}>
            <rect class="stone-body" x="0.5" y="0.5" width="19" height="19" rx="3" />
            <g class="stone-mark" transform="translate(5 5) scale(0.5)">{ shape(props.colour) }</g>
        </svg>
    }
}
