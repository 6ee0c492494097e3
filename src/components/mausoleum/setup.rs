//! Setting up a Mausoleum game: the players as for every game, then three of the house rules.

use yew::prelude::*;

use crate::components::NewGameScreen;
use crate::games::mausoleum::MausoleumOptions;
use crate::hooks::use_lang;
use crate::setup::TableDraft;

/// Properties of [`MausoleumSetup`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct MausoleumSetupProps {
    /// The table to start from.
    pub initial: TableDraft,
    /// The options to start from.
    pub options: MausoleumOptions,
    /// Back to the title screen.
    pub on_back: Callback<()>,
    /// Start the game.
    pub on_start: Callback<(TableDraft, MausoleumOptions)>,
}

/// The new-game screen of the Mausoleum.
#[component]
pub fn MausoleumSetup(props: &MausoleumSetupProps) -> Html {
    let lang = use_lang();
    let options = use_state({
        let initial = props.options;
        move || initial
    });
    let check =
        |key: &'static str, hint: &'static str, on: bool, flip: fn(&mut MausoleumOptions)| {
            let options = options.clone();
            let onchange = move |_: Event| {
                let mut next = *options;
                flip(&mut next);
                options.set(next);
            };
            html! {
                <>
                    <label class="check">
                        <input type="checkbox" checked={on} {onchange} />
                        { lang.t(key) }
                    </label>
                    <p class="hint">{ lang.t(hint) }</p>
                </>
            }
        };
    let on_start = {
        let (options, on_start) = (options.clone(), props.on_start.clone());
        Callback::from(move |draft: TableDraft| on_start.emit((draft, *options)))
    };
    html! {
        <NewGameScreen initial={props.initial.clone()} on_back={props.on_back.clone()} {on_start}>
            <fieldset class="field mau-options">
                <legend class="field-label">{ lang.t("mau-house-rules") }</legend>
                <p class="hint">{ lang.t("mau-house-rules-hint") }</p>
                { check("mau-opt-react", "mau-opt-react-hint", options.react_from_hand, |o| o.react_from_hand = !o.react_from_hand) }
                { check("mau-opt-permanent", "mau-opt-permanent-hint", options.permanent_shields, |o| o.permanent_shields = !o.permanent_shields) }
                { check("mau-opt-bonus", "mau-opt-bonus-hint", options.bonus_per_extra_set, |o| o.bonus_per_extra_set = !o.bonus_per_extra_set) }
            </fieldset>
        </NewGameScreen>
    }
}
