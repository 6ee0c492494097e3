//! Silver & Gold: Pyramids' picture on the shelf: a pyramid card's grid with a marked path from the
//! entrance to the golden tomb, a red and a green gem. Drawn in code, its colours inline (the
//! shelf's page does not load the game's styles).

use yew::prelude::*;

use table_ui::hooks::use_lang;

/// Properties of [`PyramidsArt`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PyramidsArtProps {
    /// Extra CSS classes, e.g. to size it.
    #[prop_or_default]
    pub class: Classes,
}

/// The picture, as an inline SVG with an accessible name.
#[component]
pub fn PyramidsArt(props: &PyramidsArtProps) -> Html {
    let lang = use_lang();
    // The marked path: (column, row) on a 5×5 grid.
    let path = [
        (0, 0),
        (0, 1),
        (1, 1),
        (2, 1),
        (2, 2),
        (2, 3),
        (3, 3),
        (4, 3),
        (4, 4),
    ];
    let walls = [(1, 0), (3, 1), (1, 3), (0, 4), (3, 2)];
    let cell = |(c, r): (i32, i32), fill: &'static str| {
        html! { <rect x={(40 + c * 24).to_string()} y={(40 + r * 24).to_string()} width="22" height="22" rx="3" fill={fill} /> }
    };
    html! {
        <svg class={classes!("pyramids-art", props.class.clone())} viewBox="0 0 200 200"
            role="img" aria-label={lang.t("pyramids-art-alt")}>
            <circle cx="100" cy="100" r="95" fill="#7a5a2a" />
            <circle cx="100" cy="100" r="90" fill="#f3e2b5" />
            { for (0..5).flat_map(|r| (0..5).map(move |c| (c, r))).map(|p| cell(p, "#fff7e0")) }
            { for walls.into_iter().map(|p| cell(p, "#8a6a3a")) }
            { for path.into_iter().map(|p| cell(p, "#d9c08a")) }
            <path d="M51 51 L51 75 L99 75 L99 123 L147 123 L147 147" fill="none" stroke="#3b2a12" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" />
            <polygon points="147,137 155,153 139,153" fill="#e2b23a" stroke="#3b2a12" stroke-width="1.5" />
            <polygon points="123,56 130,63 123,70 116,63" fill="#c8372d" />
            <rect x="67" y="135" width="12" height="12" rx="3" fill="#2f8f46" />
        </svg>
    }
}
