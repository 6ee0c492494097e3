//! Setting up a Pyramids game: the players as for every game, or solo: the first player alone,
//! chasing the best score kept on this device.

use yew::prelude::*;

use crate::components::NewGameScreen;
use crate::hooks::use_lang;
use crate::i18n::num;
use table::TableDraft;

/// Where the best solo score is kept on the device.
pub const BEST_SOLO_KEY: &str = "cleopatra.pyramids.best-solo";

/// The best solo score kept on this device, if any.
pub fn best_solo() -> Option<i32> {
    crate::storage::recall(BEST_SOLO_KEY).and_then(|t| t.trim().parse().ok())
}

/// Keeps `score` as the best solo score if it beats the one kept; whether it did.
pub fn record_solo(score: i32) -> bool {
    if best_solo().is_some_and(|b| b >= score) {
        return false;
    }
    crate::storage::remember(BEST_SOLO_KEY, &score.to_string());
    true
}

/// Properties of [`PyramidsSetup`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PyramidsSetupProps {
    /// The table to start from.
    pub initial: TableDraft,
    /// Back to the title screen.
    pub on_back: Callback<()>,
    /// Start the game: the table, and whether the first player plays solo.
    pub on_start: Callback<(TableDraft, bool)>,
}

/// The new-game screen of Pyramids.
#[component]
pub fn PyramidsSetup(props: &PyramidsSetupProps) -> Html {
    let lang = use_lang();
    let solo = use_state(|| false);
    let on_solo = {
        let solo = solo.clone();
        move |_: Event| solo.set(!*solo)
    };
    let on_start = {
        let (solo, on_start) = (solo.clone(), props.on_start.clone());
        Callback::from(move |draft: TableDraft| on_start.emit((draft, *solo)))
    };
    html! {
        <NewGameScreen initial={props.initial.clone()} on_back={props.on_back.clone()} {on_start} solo={*solo}>
            <fieldset class="field py-options">
                <label class="check">
                    <input type="checkbox" checked={*solo} onchange={on_solo} />
                    { lang.t("py-solo") }
                </label>
                <p class="hint">{ lang.t("py-solo-hint") }</p>
                { for best_solo().map(|b| html! { <p class="hint">{ lang.ta("py-best-solo", &[("n", num(b))]) }</p> }) }
            </fieldset>
        </NewGameScreen>
    }
}
