//! A small drawing of a mosaic tile's shape, for the top of the stack.

use cleopatra::{Pentomino, Placement};
use yew::prelude::*;

use table_ui::hooks::use_lang;

/// Properties of [`MosaicTileIcon`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct MosaicTileIconProps {
    /// The tile.
    pub tile: Pentomino,
}

/// The tile's five squares, unturned.
#[component]
pub fn MosaicTileIcon(props: &MosaicTileIconProps) -> Html {
    let lang = use_lang();
    let area = Placement {
        orientation: 0,
        x: 0,
        y: 0,
    }
    .area(props.tile)
    .unwrap_or_default();
    let height = area.squares().map(|s| s.y).max().unwrap_or(0);
    html! {
        <svg class="tile-icon" viewBox="0 0 50 50" role="img" aria-label={lang.t("mosaic-top")}>
            { for area.squares().map(|s| html! {
                <rect x={(f32::from(s.x) * 10.0).to_string()} y={(f32::from(height - s.y) * 10.0).to_string()}
                    width="9" height="9" rx="1.5" />
            }) }
        </svg>
    }
}
