//! A mosaic closed off part of the garden: claim the sanctuaries with Anubis figures, or take
//! the mosaic's scarabs.

use cleopatra::{Action, Area, Board, Layout};
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
    /// The garden as it lies, for the little map.
    pub garden: GardenBase,
    /// What may be played now.
    pub moves: Moves,
}

/// What the little map of the garden draws under what is new: the throne's space, the mosaics
/// laid, and the sanctuaries formed before (claimed, or lost), which no mosaic may cover either,
/// so a player sees why an area is closed off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GardenBase {
    /// The throne's space.
    pub throne: Area,
    /// Squares covered by mosaics.
    pub mosaics: Area,
    /// Sanctuaries claimed before.
    pub claimed: Area,
    /// Sanctuaries left unclaimed before.
    pub lost: Area,
}

impl GardenBase {
    /// The garden of `board`, laid out as `layout`.
    pub fn of(board: &Board, layout: &Layout) -> GardenBase {
        let sanctuaries = |owned: bool| {
            board
                .sanctuaries
                .iter()
                .filter(|s| s.owner.is_some() == owned)
                .fold(Area::EMPTY, |a, s| a.or(s.area))
        };
        GardenBase {
            throne: layout.throne,
            mosaics: board.mosaic_area(),
            claimed: sanctuaries(true),
            lost: sanctuaries(false),
        }
    }
}

/// The garden in small: the throne, mosaics, earlier sanctuaries, and each sanctuary just formed
/// (numbered when `numbered`; the payment sheet draws a mosaic about to be laid the same way,
/// unnumbered).
pub(super) fn garden_map(base: GardenBase, formed: &[(Area, bool)], numbered: bool) -> Html {
    let cell = |s: cleopatra::Square, class: &'static str| {
        let (x, y) = (f32::from(s.x) * 20.0, f32::from(8 - s.y) * 20.0);
        html! { <rect {class} x={x.to_string()} y={y.to_string()} width="19" height="19" rx="2" /> }
    };
    let labels = formed.iter().enumerate().filter(|_| numbered).filter_map(|(i, (area, _))| {
        let s = area.squares().next()?;
        let (x, y) = (f32::from(s.x) * 20.0 + 9.5, f32::from(8 - s.y) * 20.0 + 14.0);
        Some(html! { <text x={x.to_string()} y={y.to_string()} text-anchor="middle">{ i + 1 }</text> })
    });
    let layers = [
        (Area::ALL, "free"),
        (base.throne, "throne"),
        (base.lost, "lost"),
        (base.claimed, "earlier"),
        (base.mosaics, "tile"),
    ];
    html! {
        <svg class="sanctuary-map" viewBox="0 0 180 180" aria-hidden="true">
            { for layers.into_iter().flat_map(|(area, class)| area.squares().map(move |s| cell(s, class))) }
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
            { garden_map(props.garden, &props.formed, true) }
            <div class="sheet-actions column">
                { for claims }
                { props.moves.button(decline, "btn", None, html! { decline_label }) }
            </div>
        </Sheet>
    }
}
