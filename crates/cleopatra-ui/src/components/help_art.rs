//! Small pictures of the pieces for the rules help, drawn with the board's own shapes and classes
//! (the crate's style.css), so a sphinx in the help looks like a sphinx on the plaza. Each is
//! decorative: the words beside it name the piece.

use cleopatra::Category;
use yew::prelude::*;

/// An icon in a 32×32 box.
fn icon(body: Html) -> Html {
    html! { <svg class="piece-icon" viewBox="0 0 32 32" aria-hidden="true">{ body }</svg> }
}

/// A sphinx as the plaza draws it, scaled into the box.
fn sphinx() -> Html {
    html! {
        <g class="sphinx" transform="translate(16 3) scale(0.7)">
            <rect x="-19" y="30" width="38" height="7" rx="2" />
            <path d="M-17 30 L-17 21 Q-17 15 -9 15 L1 15 L1 6 Q1 -2 7 -2 Q13 -2 13 6 L13 15 Q18 17 18 23 L18 30 Z" />
            <path class="nemes" d="M0 4 L-3 16 L17 16 L14 4 Q7 -1 0 4 Z" />
        </g>
    }
}

/// The pedestal on the throne space.
fn pedestal() -> Html {
    html! { <rect class="throne-space pedestal" x="4" y="23" width="24" height="7" rx="1" /> }
}

/// The picture of a category's pieces.
pub fn category_icon(c: Category) -> Html {
    icon(match c {
        Category::Sphinxes => sphinx(),
        Category::Obelisks => {
            html! { <path class="obelisk" d="M16 2 L19.5 8 L21 30 L11 30 L12.5 8 Z" /> }
        }
        Category::Doors => {
            html! { <path class="door built" d="M6 30 V13 Q16 1 26 13 V30 H20.5 V16 Q16 10 11.5 16 V30 Z" /> }
        }
        Category::Walls => html! {
            <g class="wall built">
                <rect x="3" y="4" width="26" height="5" />
                <rect x="5" y="9" width="5" height="16" />
                <rect x="13.5" y="9" width="5" height="16" />
                <rect x="22" y="9" width="5" height="16" />
                <rect x="3" y="25" width="26" height="5" />
            </g>
        },
        Category::Mosaics => html! {
            <g class="mosaic">
                { for [(12, 2), (2, 12), (12, 12), (22, 12), (12, 22)].map(|(x, y)| html! {
                    <rect x={x.to_string()} y={y.to_string()} width="9" height="9" />
                }) }
            </g>
        },
        Category::Throne => {
            html! { <>{ pedestal() }<path class="throne" d="M10 23 V9 L16 3 L22 9 V23 Z" /></> }
        }
    })
}

/// The pedestal alone: what the throne category builds first.
pub fn pedestal_icon() -> Html {
    icon(pedestal())
}

/// An Anubis figure, as it stands in a claimed sanctuary.
pub fn anubis_icon() -> Html {
    icon(html! {
        <path class="anubis-icon" transform="translate(15 16.5) scale(0.95)"
            d="M-8 14 L-8 0 Q-8 -6 -3 -8 L-6 -16 L-1 -10 L3 -10 L6 -16 L4 -7 Q10 -4 8 4 L8 14 Z" />
    })
}
