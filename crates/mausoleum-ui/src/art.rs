//! The Mausoleum card game's picture on the shelf: the stepped roof and columns of the Mausoleum
//! of Halicarnassus behind a fan of three cards. Drawn in code.

use yew::prelude::*;

use table_ui::hooks::use_lang;

/// Properties of [`MausoleumArt`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct MausoleumArtProps {
    /// Extra CSS classes, e.g. to size it.
    #[prop_or_default]
    pub class: Classes,
}

/// The picture, as an inline SVG with an accessible name.
#[component]
pub fn MausoleumArt(props: &MausoleumArtProps) -> Html {
    let lang = use_lang();
    let columns = [58, 78, 98, 118, 138];
    let cards = [(-18, "#2f6f5e"), (0, "#8a3b2e"), (18, "#2d4f8f")];
    html! {
        <svg class={classes!("mausoleum-art", props.class.clone())} viewBox="0 0 200 200"
            role="img" aria-label={lang.t("mausoleum-art-alt")}>
            // A rim, as every game's picture on the shelf has.
            <circle cx="100" cy="100" r="95" fill="#8c6a36" />
            <circle cx="100" cy="100" r="90" fill="#efe0bd" />
            // The stepped pyramid roof and its quadriga.
            <path d="M50 78 L150 78 L140 70 L60 70 Z M62 70 L138 70 L128 62 L72 62 Z M74 62 L126 62 L116 54 L84 54 Z" fill="#b08a4e" />
            <rect x="92" y="44" width="16" height="10" fill="#8c6a36" />
            <rect x="48" y="78" width="104" height="6" fill="#8c6a36" />
            { for columns.iter().map(|&x| html! { <rect x={x.to_string()} y="84" width="6" height="34" fill="#d8c291" stroke="#8c6a36" /> }) }
            <rect x="44" y="118" width="112" height="12" fill="#b08a4e" />
            // A fan of cards.
            { for cards.iter().map(|&(angle, colour)| html! {
                <g transform={format!("rotate({angle} 100 170)")}>
                    <rect x="82" y="112" width="36" height="54" rx="4" fill="#fbf6ea" stroke={colour} stroke-width="3" />
                    <rect x="88" y="118" width="24" height="24" rx="2" fill={colour} />
                </g>
            }) }
        </svg>
    }
}
