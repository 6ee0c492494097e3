//! A player's colour as a small shape: pyramid, disc, square or diamond, so colour is never the
//! only cue.

use yew::prelude::*;

use crate::hooks::use_lang;
use table::PlayerColour;

/// Properties of [`SeatMarker`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SeatMarkerProps {
    /// The colour.
    pub colour: PlayerColour,
    /// Show the colour's name beside the shape.
    #[prop_or_default]
    pub named: bool,
}

/// The shape of a colour, in a 20×20 box.
pub fn shape(colour: PlayerColour) -> Html {
    match colour {
        PlayerColour::Blue => html! { <polygon points="10,1 19,18 1,18" /> },
        PlayerColour::Green => html! { <circle cx="10" cy="10" r="8.5" /> },
        PlayerColour::Orange => html! { <rect x="2" y="2" width="16" height="16" rx="2" /> },
        PlayerColour::Purple => html! { <polygon points="10,0.5 19.5,10 10,19.5 0.5,10" /> },
    }
}

/// A player colour's marker.
#[component]
pub fn SeatMarker(props: &SeatMarkerProps) -> Html {
    let lang = use_lang();
    let name = crate::words::colour_name(lang, props.colour);
    html! {
        <span class={classes!("seat-marker", format!("colour-{}", props.colour.key()))}>
            <svg viewBox="0 0 20 20" role="img" aria-label={name.clone()}>{ shape(props.colour) }</svg>
            if props.named { <span class="seat-colour">{ name }</span> }
        </span>
    }
}
