//! The rules help: the goal, setup, reveals, marking, symbols, completion, pyramid points and
//! scoring; solo, this edition's variant (the box is for 2–4); and a word that the cards are
//! generated stand-ins.

use pyramids::CellKind;
use yew::prelude::*;

use super::card::{kind_key, symbol};
use table_ui::components::{RulesScreen, RulesSheet};
use table_ui::hooks::use_lang;

/// The sections: heading and text ids.
pub const HELP_SECTIONS: [(&str, &str); 9] = [
    ("py-help-goal-title", "py-help-goal"),
    ("py-help-setup-title", "py-help-setup"),
    ("py-help-reveal-title", "py-help-reveal"),
    ("py-help-mark-title", "py-help-mark"),
    ("py-help-symbols-title", "py-help-symbols"),
    ("py-help-complete-title", "py-help-complete"),
    ("py-help-points-title", "py-help-points"),
    ("py-help-end-title", "py-help-end"),
    ("py-help-solo-title", "py-help-solo"),
];

/// The squares a pyramid card shows, in the order a path meets them.
const LEGEND: [CellKind; 9] = [
    CellKind::Entrance,
    CellKind::Tomb,
    CellKind::Wall,
    CellKind::Red,
    CellKind::Green,
    CellKind::Torch,
    CellKind::Skull,
    CellKind::Potion,
    CellKind::Cross,
];

/// What the squares of a card mean: each drawn as the table draws it, with its name.
#[component]
fn Legend() -> Html {
    let lang = use_lang();
    html! {
        <section class="py-legend">
            <h3>{ lang.t("py-help-legend-title") }</h3>
            <ul>
                { for LEGEND.iter().map(|&kind| html! {
                    <li>
                        <svg class="py-cell" viewBox="0 0 10 10" aria-hidden="true">
                            <g class={(kind == CellKind::Wall).then_some("wall")}>
                                <rect class="cell-bg" x="0" y="0" width="10" height="10" />
                                { symbol(kind, 5.0, 5.0) }
                            </g>
                        </svg>
                        <span>{ lang.t(kind_key(kind)) }</span>
                    </li>
                }) }
            </ul>
        </section>
    }
}

/// Properties of [`PyramidsHelp`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PyramidsHelpProps {
    /// Close the help.
    pub on_close: Callback<()>,
}

/// The rules help, as a sheet over the table.
#[component]
pub fn PyramidsHelp(props: &PyramidsHelpProps) -> Html {
    let lang = use_lang();
    html! {
        <RulesSheet title="py-help-title" sections={&HELP_SECTIONS[..]} class="pyramids-help" on_close={props.on_close.clone()}>
            <Legend />
            <p class="note">{ lang.t("py-help-standin") }</p>
        </RulesSheet>
    }
}

/// Properties of [`PyramidsRulesScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PyramidsRulesScreenProps {
    /// Back to the title screen.
    pub on_back: Callback<()>,
}

/// The rules from the shelf, as a screen of their own.
#[component]
pub fn PyramidsRulesScreen(props: &PyramidsRulesScreenProps) -> Html {
    let lang = use_lang();
    html! {
        <RulesScreen title="py-help-title" sections={&HELP_SECTIONS[..]} class="pyramids" on_back={props.on_back.clone()}>
            <Legend />
            <p class="note">{ lang.t("py-help-standin") }</p>
        </RulesScreen>
    }
}
