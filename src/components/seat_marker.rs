//! A seat's colour, shown as a small pyramid beside the colour's name.

use yew::prelude::*;

use crate::hooks::use_strings;

/// Properties of [`SeatMarker`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SeatMarkerProps {
    /// Seat number, from 0.
    pub seat: usize,
}

/// The player colour of a seat as a small pyramid, so colour is never the only cue.
#[component]
pub fn SeatMarker(props: &SeatMarkerProps) -> Html {
    let s = use_strings();
    let colour = s.colours[props.seat % s.colours.len()];
    html! {
        <span class={classes!("seat-marker", format!("seat-{}", props.seat))}>
            <svg viewBox="0 0 20 18" aria-hidden="true">
                <polygon points="10,1 19,17 1,17" />
                <polygon class="shade" points="10,1 19,17 10,17" />
            </svg>
            <span class="seat-colour">{ colour }</span>
        </span>
    }
}
