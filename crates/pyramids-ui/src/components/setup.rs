//! Setting up a Pyramids game: the players as for every game, or solo: the first player alone,
//! chasing the best score kept on this device.

use yew::prelude::*;

use table::TableDraft;
use table_ui::components::NewGameScreen;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;
use table_ui::plugin::SetupProps;

/// Where the best solo score is kept on the device.
pub const BEST_SOLO_KEY: &str = table_ui::stored_key!("pyramids.best-solo");

/// The best solo score kept on this device, if any.
pub fn best_solo() -> Option<i32> {
    table_ui::storage::recall(BEST_SOLO_KEY).and_then(|t| t.trim().parse().ok())
}

/// Keeps `score` as the best solo score if it beats the one kept; whether it did.
pub fn record_solo(score: i32) -> bool {
    if best_solo().is_some_and(|b| b >= score) {
        return false;
    }
    table_ui::storage::remember(BEST_SOLO_KEY, &score.to_string());
    true
}

/// The new-game screen of Pyramids.
#[component]
pub fn PyramidsSetup(props: &SetupProps) -> Html {
    let lang = use_lang();
    let solo = use_state(|| false);
    let on_solo = {
        let solo = solo.clone();
        Callback::from(move |alone: bool| solo.set(alone))
    };
    // Solo: the first player alone.
    let on_start = {
        let (solo, props) = (*solo, props.clone());
        Callback::from(move |draft: TableDraft| {
            props.start(lang, draft, |d, mut names, seed| {
                let mut colours = d.seat_colours();
                if solo {
                    names.truncate(1);
                    colours.truncate(1);
                }
                crate::game::new_table(names, colours, seed)
            });
        })
    };
    let on_learn = props
        .learn::<table::Played<crate::game::PyramidsGame>, _>(lang, |d, names, seed| {
            crate::game::new_table(names, d.seat_colours(), seed)
        });
    html! {
        <NewGameScreen initial={props.initial.clone()} on_back={props.on_back.clone()} {on_start} solo={*solo} {on_solo} {on_learn}>
            if *solo {
                <div class="field py-options">
                    <p class="hint">{ lang.t("py-solo-hint") }</p>
                    { for best_solo().map(|b| html! { <p class="hint">{ lang.ta("py-best-solo", &[("n", num(b))]) }</p> }) }
                </div>
            }
        </NewGameScreen>
    }
}
