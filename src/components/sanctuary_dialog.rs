//! A mosaic closed off part of the garden: claim the sanctuaries with Anubis figures, or take
//! the mosaic's scarabs.

use cleopatra::{Action, Area};
use yew::prelude::*;

use super::{Moves, Sheet};
use crate::hooks::use_lang;
use crate::i18n::num;

/// Properties of [`SanctuaryDialog`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SanctuaryDialogProps {
    /// The areas formed and whether each is claimed.
    pub formed: Vec<(Area, bool)>,
    /// The mosaic's scarabs.
    pub reward: u32,
    /// What may be played now.
    pub moves: Moves,
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
                classes!("btn"),
                None,
                html! { lang.ta("sanctuary-claim", &[("n", num(area.len()))]) },
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
            <div class="sheet-actions column">
                { for claims }
                { props.moves.button(decline, classes!("btn"), None, html! { decline_label }) }
            </div>
        </Sheet>
    }
}
