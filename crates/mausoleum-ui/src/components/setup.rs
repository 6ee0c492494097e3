//! Setting up a Mausoleum game: the players as for every game, then the house rules (the three a
//! table most often changes at hand, the rest folded under "More house rules", with the end of the
//! game).

use mausoleum::FinalLap;
use yew::prelude::*;

use crate::game::MausoleumOptions;
use table::TableDraft;
use table_ui::components::NewGameScreen;
use table_ui::hooks::{remember_options, use_lang, use_options};
use table_ui::plugin::SetupProps;

/// One house rule a table may change: its words and its switch in [`MausoleumOptions`].
pub struct HouseRule {
    /// The check box's label.
    pub label: &'static str,
    /// What it changes.
    pub hint: &'static str,
    /// Whether it is on.
    pub on: fn(&MausoleumOptions) -> bool,
    /// Turns it on or off.
    pub flip: fn(&mut MausoleumOptions),
}

/// Every house rule the new-game screen offers, in its order; the first [`AT_HAND`] are shown
/// open.
pub const HOUSE_RULES: [HouseRule; 6] = [
    HouseRule {
        label: "mau-opt-react",
        hint: "mau-opt-react-hint",
        on: |o| o.react_from_hand,
        flip: |o| o.react_from_hand = !o.react_from_hand,
    },
    HouseRule {
        label: "mau-opt-permanent",
        hint: "mau-opt-permanent-hint",
        on: |o| o.permanent_shields,
        flip: |o| o.permanent_shields = !o.permanent_shields,
    },
    HouseRule {
        label: "mau-opt-bonus",
        hint: "mau-opt-bonus-hint",
        on: |o| o.bonus_per_extra_set,
        flip: |o| o.bonus_per_extra_set = !o.bonus_per_extra_set,
    },
    HouseRule {
        label: "mau-opt-mausolus",
        hint: "mau-opt-mausolus-hint",
        on: |o| o.mausolus_per_game,
        flip: |o| o.mausolus_per_game = !o.mausolus_per_game,
    },
    HouseRule {
        label: "mau-opt-invasion",
        hint: "mau-opt-invasion-hint",
        on: |o| o.invasion_to_hand,
        flip: |o| o.invasion_to_hand = !o.invasion_to_hand,
    },
    HouseRule {
        label: "mau-opt-hand-limit",
        hint: "mau-opt-hand-limit-hint",
        on: |o| o.hand_limit_every_turn,
        flip: |o| o.hand_limit_every_turn = !o.hand_limit_every_turn,
    },
];

/// The ends a table may choose once the draw pile is empty, each with its label and what it
/// means: the rules' letter first (the default), then the house values.
pub const END_CHOICES: [(FinalLap, &str, &str); 3] = [
    (
        FinalLap::UntilNoneCanAct,
        "mau-opt-end-play-on",
        "mau-opt-end-play-on-hint",
    ),
    (
        FinalLap::OneTurnEach,
        "mau-opt-end-one-turn",
        "mau-opt-end-one-turn-hint",
    ),
    (FinalLap::EndAtOnce, "mau-opt-end", "mau-opt-end-hint"),
];

/// The end of the game: one choice of [`END_CHOICES`].
fn end_choice(lang: table_ui::i18n::Lang, options: &UseStateHandle<MausoleumOptions>) -> Html {
    let choice = |&(lap, label, hint): &(FinalLap, &str, &str)| {
        let onchange = {
            let options = options.clone();
            move |_: Event| {
                options.set(MausoleumOptions {
                    final_lap: lap,
                    ..*options
                })
            }
        };
        html! {
            <>
                <label class="check">
                    <input type="radio" name="mau-end" checked={options.final_lap == lap} {onchange} />
                    { lang.t(label) }
                </label>
                <p class="hint">{ lang.t(hint) }</p>
            </>
        }
    };
    html! {
        <fieldset class="mau-end-choice">
            <legend>{ lang.t("mau-opt-end-title") }</legend>
            { for END_CHOICES.iter().map(choice) }
        </fieldset>
    }
}

/// How many house rules the new-game screen shows before "More house rules".
pub const AT_HAND: usize = 3;

/// The new-game screen of the Mausoleum.
#[component]
pub fn MausoleumSetup(props: &SetupProps) -> Html {
    let lang = use_lang();
    let options = use_options::<MausoleumOptions>(mausoleum::GAME_NAME);
    let check = |rule: &HouseRule| {
        let flip = rule.flip;
        let onchange = {
            let options = options.clone();
            move |_: Event| {
                let mut next = *options;
                flip(&mut next);
                options.set(next);
            }
        };
        html! {
            <>
                <label class="check">
                    <input type="checkbox" checked={(rule.on)(&options)} {onchange} />
                    { lang.t(rule.label) }
                </label>
                <p class="hint">{ lang.t(rule.hint) }</p>
            </>
        }
    };
    let (at_hand, more) = HOUSE_RULES.split_at(AT_HAND);
    // Folded unless one of them was on last time, so a table sees what it chose then.
    let more_open =
        more.iter().any(|rule| (rule.on)(&options)) || options.final_lap != FinalLap::default();
    let on_start = {
        let (options, props) = (options.clone(), props.clone());
        Callback::from(move |draft: TableDraft| {
            let options = *options;
            remember_options(mausoleum::GAME_NAME, &options);
            props.start(lang, draft, |d, names, seed| {
                crate::game::new_table(names, d.seat_colours(), d.start, options, seed)
            });
        })
    };
    // The lesson plays the house rules as they come.
    let on_learn =
        props.learn::<table::Played<crate::game::MausoleumGame>, _>(lang, |d, names, seed| {
            crate::game::new_table(
                names,
                d.seat_colours(),
                d.start,
                MausoleumOptions::default(),
                seed,
            )
        });
    html! {
        <NewGameScreen initial={props.initial.clone()} on_back={props.on_back.clone()} {on_start} {on_learn}>
            <fieldset class="field mau-options">
                <legend class="field-label">{ lang.t("mau-house-rules") }</legend>
                <p class="hint">{ lang.t("mau-house-rules-hint") }</p>
                { for at_hand.iter().map(check) }
                <details class="mau-more-rules" open={more_open}>
                    <summary>{ lang.t("mau-more-house-rules") }</summary>
                    { for more.iter().map(check) }
                    { end_choice(lang, &options) }
                </details>
            </fieldset>
        </NewGameScreen>
    }
}
