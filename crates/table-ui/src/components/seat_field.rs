//! One seat of the table: its colour and a name field.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use bot::Level;

use super::SeatMarker;
use crate::hooks::use_lang;
use crate::i18n::{num, text};
use table::PlayerColour;

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
    /// Who plays the seat: a person (`None`) or the computer at a level.
    pub player: Option<Level>,
    /// Called with who plays it now.
    pub on_player: Callback<Option<Level>>,
    /// Whether the seat may be given to the computer (not in a solo game: a person plays it).
    #[prop_or(true)]
    pub computer_allowed: bool,
}

/// The catalogue id of what a seat's player picker says of `player`.
pub fn player_key(player: Option<Level>) -> &'static str {
    match player {
        None => "seat-person",
        Some(Level::Easy) => "seat-computer-easy",
        Some(Level::Normal) => "seat-computer-normal",
        Some(Level::Hard) => "seat-computer-hard",
    }
}

/// A labelled name field and colour picker for one seat.
#[component]
pub fn SeatField(props: &SeatFieldProps) -> Html {
    let lang = use_lang();
    let n = props.seat + 1;
    let id = format!("seat-name-{}", props.seat);
    let label = lang.ta("name-of-player", &[("n", num(n as u32))]);
    let blank = if props.player.is_some() {
        "computer-n"
    } else {
        "player-n"
    };
    let placeholder = lang.ta(blank, &[("n", num(n as u32))]);
    let shown = if props.name.is_empty() {
        placeholder.clone()
    } else {
        props.name.to_string()
    };
    let players: [Option<Level>; 4] = [
        None,
        Some(Level::Easy),
        Some(Level::Normal),
        Some(Level::Hard),
    ];
    let on_player = props
        .on_player
        .reform(move |e: Event| players[super::chosen_option(e, players.len() - 1)]);
    let on_input = props
        .on_input
        .reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value());
    let on_colour = props
        .on_colour
        .reform(|e: Event| PlayerColour::ALL[super::chosen_option(e, PlayerColour::ALL.len() - 1)]);
    html! {
        <li class={classes!("seat", props.player.is_some().then_some("computer"))}>
            <SeatMarker colour={props.colour} />
            <label for={id.clone()} class="visually-hidden">{ label }</label>
            <input
                {id}
                type="text"
                autocomplete="off"
                maxlength={MAX_NAME.to_string()}
                {placeholder}
                value={props.name.clone()}
                oninput={on_input}
            />
            if props.computer_allowed {
                <select class="player-pick" onchange={on_player}
                    aria-label={lang.ta("player-of", &[("name", text(shown.clone()))])}>
                    { for players.iter().enumerate().map(|(i, p)| html! {
                        <option value={i.to_string()} selected={*p == props.player}>{ lang.t(player_key(*p)) }</option>
                    }) }
                </select>
            }
            <select class="colour-pick" onchange={on_colour}
                aria-label={lang.ta("colour-of", &[("name", text(shown))])}>
                { for PlayerColour::ALL.iter().enumerate().map(|(i, c)| html! {
                    <option value={i.to_string()} selected={*c == props.colour}>{ crate::words::colour_name(lang, *c) }</option>
                }) }
            </select>
        </li>
    }
}
