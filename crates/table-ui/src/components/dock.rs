//! The dock under every game's table, written once: what to do now, the one notice (why the last
//! touch did nothing, why there is no undo, what the game says), the computers' progress and the
//! hint, then the hint button, Undo (dimmed when not possible, and saying why when touched) and
//! the game's own buttons for the moment. Below it, whatever the game keeps in reach (a hand).

use yew::prelude::*;

use super::OptionButton;
use crate::hooks::use_lang;

/// Properties of [`Dock`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct DockProps {
    /// What to do now (empty while a computer thinks).
    pub advice: AttrValue,
    /// The notice: why the last touch did nothing, or what the game says.
    #[prop_or_default]
    pub notice: Option<AttrValue>,
    /// The computers' progress and what the hint found.
    #[prop_or_default]
    pub hint: Html,
    /// The hint button, where a person decides.
    #[prop_or_default]
    pub hint_button: Html,
    /// Whether undo is possible now, and the undo request: touched while not possible, the table
    /// refuses it and the notice says why.
    pub undo: (bool, Callback<()>),
    /// The coach of a first game that teaches, the bar's first row.
    #[prop_or_default]
    pub coach: Html,
    /// The game's own buttons for the moment.
    #[prop_or_default]
    pub actions: Html,
    /// What the game keeps in reach below the bar.
    #[prop_or_default]
    pub children: Html,
}

/// The dock.
#[component]
pub fn Dock(props: &DockProps) -> Html {
    let lang = use_lang();
    let (undo_allowed, on_undo) = props.undo.clone();
    // Pinned to the bottom of a phone's or a portrait tablet's screen, the bar is as tall as what
    // it says: the page keeps room for it below the table.
    let bar = use_node_ref();
    {
        let bar = bar.clone();
        use_effect_with((), move |_| {
            let stop = bar
                .cast::<web_sys::Element>()
                .map(|bar| crate::device::track_status_bar(&bar));
            move || {
                if let Some(stop) = stop {
                    let _ = stop.call0(&wasm_bindgen::JsValue::NULL);
                }
            }
        });
    }
    html! {
        <div class="dock">
            <div class="status-bar" ref={bar}>
                { props.coach.clone() }
                <div class="status-text">
                    <p class="advice">{ props.advice.clone() }</p>
                    <p class="why" role="status" aria-live="polite">{ props.notice.clone().unwrap_or_default() }</p>
                    { props.hint.clone() }
                </div>
                <div class="status-actions">
                    { props.hint_button.clone() }
                    <OptionButton legal={undo_allowed} class="btn undo" on_choose={on_undo.clone()}
                        on_why={on_undo}>{ lang.t("undo") }</OptionButton>
                    { props.actions.clone() }
                </div>
            </div>
            { props.children.clone() }
        </div>
    }
}
