//! One seat of the table: its colour marker and a name field.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::SeatMarker;
use crate::hooks::use_strings;

/// Longest name a seat takes, in characters.
pub const MAX_NAME: usize = 20;

/// Properties of [`SeatField`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SeatFieldProps {
    /// Seat number, from 0.
    pub seat: usize,
    /// The name typed so far.
    pub name: AttrValue,
    /// Called with the new text on every keystroke.
    pub on_input: Callback<String>,
}

/// A labelled name field for one seat.
#[component]
pub fn SeatField(props: &SeatFieldProps) -> Html {
    let s = use_strings();
    let id = format!("seat-name-{}", props.seat);
    let on_input = props
        .on_input
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value());
    html! {
        <li class="seat">
            <label for={id.clone()}>
                <SeatMarker seat={props.seat} />
                <span class="visually-hidden">
                    { format!("{} {}", s.name_of_player, props.seat + 1) }
                </span>
            </label>
            <input
                {id}
                type="text"
                autocomplete="off"
                maxlength={MAX_NAME.to_string()}
                placeholder={format!("{} {}", s.player, props.seat + 1)}
                value={props.name.clone()}
                oninput={on_input}
            />
        </li>
    }
}
