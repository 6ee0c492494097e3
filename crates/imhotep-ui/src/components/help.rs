//! Imhotep's rules help: the goal, a turn, ships, both sides of the sites, and the cards.

use yew::prelude::*;

use imhotep::Card;

use super::{words, CardTile};
use table_ui::components::{RulesScreen, RulesSheet};
use table_ui::hooks::use_lang;
use table_ui::i18n::Lang;

/// Properties of [`ImhotepHelp`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ImhotepHelpProps {
    /// Close the help.
    pub on_close: Callback<()>,
}

/// The sections: heading and text ids.
pub const HELP_SECTIONS: [(&str, &str); 6] = [
    ("im-help-goal-title", "im-help-goal"),
    ("im-help-turn-title", "im-help-turn"),
    ("im-help-ships-title", "im-help-ships"),
    ("im-help-sites-title", "im-help-sites"),
    ("im-help-b-title", "im-help-b"),
    ("im-help-cards-title", "im-help-cards"),
];

/// Every kind of market card with what it does: on a touch screen there is no tooltip to hover.
fn card_list(lang: Lang) -> Html {
    html! {
        <section class="help-section">
            <h3>{ lang.t("im-help-card-list") }</h3>
            <ul class="card-effects">
                { for Card::ALL.into_iter().map(|card| html! {
                    <li><CardTile {card} /><span class="card-effect">{ words::card_text(lang, card) }</span></li>
                }) }
            </ul>
        </section>
    }
}

/// The rules help, as a sheet over the table (or the whole rules screen from the shelf).
#[component]
pub fn ImhotepHelp(props: &ImhotepHelpProps) -> Html {
    let lang = use_lang();
    html! {
        <RulesSheet title="im-help-title" sections={&HELP_SECTIONS[..]} class="imhotep-help" on_close={props.on_close.clone()}>
            { card_list(lang) }
            <p class="note">{ lang.t("im-help-house") }</p>
        </RulesSheet>
    }
}

/// Properties of [`ImhotepRulesScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ImhotepRulesScreenProps {
    /// Back to the title screen.
    pub on_back: Callback<()>,
}

/// The rules from the shelf, as a screen of their own.
#[component]
pub fn ImhotepRulesScreen(props: &ImhotepRulesScreenProps) -> Html {
    let lang = use_lang();
    html! {
        <RulesScreen title="im-help-title" sections={&HELP_SECTIONS[..]} class="imhotep" on_back={props.on_back.clone()}>
            { card_list(lang) }
            <p class="note">{ lang.t("im-help-house") }</p>
        </RulesScreen>
    }
}
