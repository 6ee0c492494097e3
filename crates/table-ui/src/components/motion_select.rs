//! The device's "animations" setting as a menu, written once for every place a player may change
//! it: beside the computers' speed, in a game's rules sheet (so a table of people only can reach
//! it without a bar over the board) and on the title screen beside the language.

use yew::prelude::*;

use crate::hooks::use_lang;
use crate::motion::{remembered, Motion, MOTION_KEY};
use crate::storage;

/// Properties of [`MotionSelect`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct MotionSelectProps {
    /// Told the new setting once the device remembers it (a table follows it at once).
    #[prop_or_default]
    pub on_change: Option<Callback<Motion>>,
}

/// The animations menu: on, quick or off, as the device remembers it. Each option names its key
/// (`data-key`) for the front door, which keeps the setting without the app's code.
#[component]
pub fn MotionSelect(props: &MotionSelectProps) -> Html {
    let lang = use_lang();
    let update = use_force_update();
    let motion = remembered();
    let on_change = {
        let told = props.on_change.clone();
        Callback::from(move |e: Event| {
            let m = Motion::ALL[super::chosen_option(e, Motion::ALL.len() - 1)];
            storage::remember(MOTION_KEY, m.key());
            update.force_update();
            if let Some(told) = &told {
                told.emit(m);
            }
        })
    };
    html! {
        <label class="motion-setting">
            <span>{ lang.t("motion") }</span>
            <select onchange={on_change}>
                { for Motion::ALL.iter().enumerate().map(|(i, m)| html! {
                    <option value={i.to_string()} data-key={m.key()} selected={*m == motion}>{ lang.t(&format!("motion-{}", m.key())) }</option>
                }) }
            </select>
        </label>
    }
}
