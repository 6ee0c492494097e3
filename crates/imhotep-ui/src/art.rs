//! Imhotep's picture on the shelf: a cargo ship on the Nile carrying building stones in the four
//! player colours, an obelisk and a stepped pyramid on the far bank. Drawn in code.

use yew::prelude::*;

use table_ui::hooks::use_lang;

/// Properties of [`ImhotepArt`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ImhotepArtProps {
    /// Extra CSS classes, e.g. to size it.
    #[prop_or_default]
    pub class: Classes,
}

/// The picture, as an inline SVG with an accessible name.
#[component]
pub fn ImhotepArt(props: &ImhotepArtProps) -> Html {
    let lang = use_lang();
    // The stones on deck: x position and seat colour class.
    let stones = [(64, "s0"), (88, "s1"), (112, "s2"), (136, "s3")];
    html! {
        <svg class={classes!("imhotep-art", props.class.clone())} viewBox="0 0 200 200"
            role="img" aria-label={lang.t("imhotep-art-alt")}>
            <defs>
                <linearGradient id="imhotep-sky" x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stop-color="#f7c873" />
                    <stop offset="100%" stop-color="#f3e2b5" />
                </linearGradient>
                <clipPath id="imhotep-disc"><circle cx="100" cy="100" r="90" /></clipPath>
            </defs>
            <circle cx="100" cy="100" r="95" class="rim" />
            <circle cx="100" cy="100" r="90" fill="url(#imhotep-sky)" />
            <g clip-path="url(#imhotep-disc)">
                <circle class="sun" cx="142" cy="58" r="16" />
                <polygon class="far-pyramid" points="34,112 70,70 106,112" />
                <path class="far-steps" d="M52 91 H88 M43 102 H97 M61 80 H79" />
                <polygon class="obelisk" points="124,112 126,56 131,50 136,56 138,112" />
                <rect class="bank" x="0" y="110" width="200" height="8" />
                <rect class="river" x="0" y="118" width="200" height="82" />
                <path class="ripple" d="M14 160 q8 -4 16 0 t16 0 M150 170 q8 -4 16 0 t16 0 M30 184 q8 -4 16 0 t16 0" />
                <line class="mast" x1="100" y1="62" x2="100" y2="128" />
                <path class="sail" d="M100 66 L134 96 L100 100 Z" />
                { for stones.iter().map(|&(x, colour)| html! {
                    <rect class={classes!("stone", colour)} x={x.to_string()} y="114" width="20" height="16" rx="2" />
                }) }
                <path class="hull" d="M40 128 H160 L150 146 Q100 154 50 146 Z" />
                <path class="hull-line" d="M46 136 H154" />
            </g>
        </svg>
    }
}
