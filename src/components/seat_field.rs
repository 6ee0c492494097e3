//! One seat of the table: its colour and a name field.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::SeatMarker;
use crate::hooks::use_lang;
use crate::i18n::{num, text};
use crate::setup::PlayerColour;

/// Longest name a seat takes, in characters.
pub const MAX_NAME: usize = 20;

/// Properties of [`SeatField`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SeatFieldProps {
    /// Seat number, from 0.
    pub seat: usize,
    /// The name typed so far.
    pub name: AttrValue,
    /// The seat's colour.
    pub colour: PlayerColour,
    /// Called with the new text on every keystroke.
    pub on_input: Callback<String>,
    /// Called with the colour picked.
    pub on_colour: Callback<PlayerColour>,
}

/// A labelled name field and colour picker for one seat.
#[component]
pub fn SeatField(props: &SeatFieldProps) -> Html {
    let lang = use_lang();
    let n = props.seat + 1;
    let id = format!("seat-name-{}", props.seat);
    let label = lang.ta("name-of-player", &[("n", num(n as u32))]);
    let shown = if props.name.is_empty() {
        lang.ta("player-n", &[("n", num(n as u32))])
    } else {
        props.name.to_string()
    };
    let on_input = props
        .on_input
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value());
    let on_colour = props.on_colour.reform(|e: Event| {
        let i: usize = e
            .target_unchecked_into::<HtmlSelectElement>()
            .value()
            .parse()
            .unwrap_or(0);
        PlayerColour::ALL[i.min(3)]
    });
    html! {
        <li class="seat">
            <SeatMarker colour={props.colour} />
            <label for={id.clone()} class="visually-hidden">{ label }</label>
            <input
                {id}
                type="text"
                autocomplete="off"
                maxlength={MAX_NAME.to_string()}
                placeholder={lang.ta("player-n", &[("n", num(n as u32))])}
                value={props.name.clone()}
                oninput={on_input}
            />
            <select class="colour-pick" onchange={on_colour}
                aria-label={lang.ta("colour-of", &[("name", text(shown))])}>
                { for PlayerColour::ALL.iter().enumerate().map(|(i, c)| html! {
                    <option value={i.to_string()} selected={*c == props.colour}>{ c.name(lang) }</option>
                }) }
            </select>
        </li>
    }
}
