//! A mosaic closed off part of the garden: claim the sanctuaries with Anubis figures, or take
//! the mosaic's scarabs.

use cleopatra::{Action, Area};
use yew::prelude::*;

use crate::components::Moves;
use table_ui::components::Sheet;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;

/// Properties of [`SanctuaryDialog`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SanctuaryDialogProps {
    /// The areas formed and whether each is claimed.
    pub formed: Vec<(Area, bool)>,
    /// The mosaic's scarabs.
    pub reward: u32,
    /// Garden squares covered by mosaics, for the little map.
    pub mosaics: Area,
    /// What may be played now.
    pub moves: Moves,
}

/// The garden in small: mosaics, and each sanctuary just formed (numbered when `numbered`; the
/// payment sheet draws a mosaic about to be laid the same way, unnumbered).
pub(super) fn garden_map(mosaics: Area, formed: &[(Area, bool)], numbered: bool) -> Html {
    let cell = |s: cleopatra::Square, class: &'static str| {
        let (x, y) = (f32::from(s.x) * 20.0, f32::from(8 - s.y) * 20.0);
        html! { <rect {class} x={x.to_string()} y={y.to_string()} width="19" height="19" rx="2" /> }
    };
    let labels = formed.iter().enumerate().filter(|_| numbered).filter_map(|(i, (area, _))| {
        let s = area.squares().next()?;
        let (x, y) = (f32::from(s.x) * 20.0 + 9.5, f32::from(8 - s.y) * 20.0 + 14.0);
        Some(html! { <text x={x.to_string()} y={y.to_string()} text-anchor="middle">{ i + 1 }</text> })
    });
    html! {
        <svg class="sanctuary-map" viewBox="0 0 180 180" aria-hidden="true">
            { for Area::ALL.squares().map(|s| cell(s, "free")) }
            { for mosaics.squares().map(|s| cell(s, "tile")) }
            { for formed.iter().flat_map(|(a, claimed)| {
                let class = if *claimed { "claimed" } else { "formed" };
                a.squares().map(move |s| cell(s, class))
            }) }
            { for labels }
        </svg>
    }
}

/// The sanctuary decision.
#[component]
pub fn SanctuaryDialog(props: &SanctuaryDialogProps) -> Html {
    let lang = use_lang();
    let any_claimed = props.formed.iter().any(|(_, c)| *c);
    let claims = props
        .formed
        .iter()
        .enumerate()
        .filter(|(_, (_, c))| !c)
        .map(|(i, (area, _))| {
            let a = Action::ClaimSanctuary { sanctuary: i as u8 };
            props.moves.button(
                a,
                "btn",
                None,
                html! { lang.ta("sanctuary-claim", &[("i", num(i as u32 + 1)), ("n", num(area.len()))]) },
            )
        });
    let decline = Action::DeclineSanctuary;
    let decline_label = if any_claimed {
        lang.t("sanctuary-done")
    } else {
        lang.ta("sanctuary-decline", &[("reward", num(props.reward))])
    };
    html! {
        <Sheet title={lang.t("sanctuary-title")} class="sanctuary-sheet">
            <p>{ lang.ta("sanctuary-text", &[("n", num(props.formed.len() as u32)), ("reward", num(props.reward))]) }</p>
            { garden_map(props.mosaics, &props.formed, true) }
            <div class="sheet-actions column">
                { for claims }
                { props.moves.button(decline, "btn", None, html! { decline_label }) }
            </div>
        </Sheet>
    }
}
