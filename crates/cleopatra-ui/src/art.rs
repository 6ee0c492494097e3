//! The game's emblem: a winged scarab before a stepped pyramid under the sun, on lapis.
//!
//! Drawn in code so the page fetches no images; the colours come from the CSS palette.

use yew::prelude::*;

use table_ui::hooks::use_lang;

/// Properties of [`Emblem`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct EmblemProps {
    /// Extra CSS classes, e.g. to size it.
    #[prop_or_default]
    pub class: Classes,
}

/// One wing in three bands of colour, drawn for the left side; the right wing mirrors it.
fn wing() -> Html {
    html! {
        <g class="wing">
            <path class="wing-top" d="M90 156 C74 140 46 132 16 136 C40 146 64 154 90 164 Z" />
            <path class="wing-mid" d="M90 164 C64 154 40 146 16 136 C28 150 52 162 90 172 Z" />
            <path class="wing-low" d="M90 172 C52 162 28 150 16 136 C20 156 44 176 90 180 Z" />
            <path class="wing-feathers"
                d="M84 178 L72 168 M74 176 L60 164 M64 173 L48 158 M54 168 L38 152 M44 162 L28 146" />
        </g>
    }
}

/// The emblem, as an inline SVG with an accessible name.
#[component]
pub fn Emblem(props: &EmblemProps) -> Html {
    let lang = use_lang();
    // Pyrite flecks in the lapis sky.
    let flecks = [
        (52, 58),
        (70, 40),
        (134, 42),
        (150, 64),
        (42, 90),
        (160, 96),
        (118, 30),
    ];
    html! {
        <svg class={classes!("emblem", props.class.clone())} viewBox="0 0 200 200"
            role="img" aria-label={lang.t("emblem-alt")}>
            <defs>
                <radialGradient id="emblem-sky" cx="50%" cy="38%" r="65%">
                    <stop offset="0%" stop-color="#3566c4" />
                    <stop offset="100%" stop-color="#132a63" />
                </radialGradient>
                <radialGradient id="emblem-sun" cx="45%" cy="40%" r="60%">
                    <stop offset="0%" stop-color="#ffe08a" />
                    <stop offset="100%" stop-color="#e59a2b" />
                </radialGradient>
                <clipPath id="emblem-disc"><circle cx="100" cy="100" r="90" /></clipPath>
            </defs>
            <circle cx="100" cy="100" r="95" class="rim" />
            <circle cx="100" cy="100" r="90" fill="url(#emblem-sky)" />
            <g clip-path="url(#emblem-disc)">
                { for flecks.iter().map(|&(x, y)| html! {
                    <circle class="fleck" cx={x.to_string()} cy={y.to_string()} r="1.4" />
                }) }
                <circle cx="100" cy="60" r="24" fill="url(#emblem-sun)" />
                <path class="dune"
                    d="M0 128 C40 120 70 124 100 127 C130 124 160 120 200 128 V200 H0 Z" />
                <polygon class="pyramid-lit" points="100,50 38,128 100,128" />
                <polygon class="pyramid-shade" points="100,50 100,128 162,128" />
                <path class="pyramid-steps" d="M84 70 H116 M68 90 H132 M52 110 H148" />
                <polygon class="capstone" points="100,50 92,60 108,60" />
                <rect class="ground" x="0" y="127" width="200" height="3" />
            </g>
            <g class="scarab">
                { wing() }
                <g transform="translate(200 0) scale(-1 1)">{ wing() }</g>
                <circle class="scarab-sun" cx="100" cy="136" r="8" />
                <path class="scarab-legs"
                    d="M91 170 L82 182 M109 170 L118 182 M90 160 L78 166 M110 160 L122 166 \
                       M93 151 L86 144 M107 151 L114 144" />
                <ellipse class="scarab-head" cx="100" cy="150" rx="8" ry="5" />
                <path class="scarab-body"
                    d="M100 154 C88 154 86 166 88 172 C90 180 96 184 100 184 C104 184 110 180 \
                       112 172 C114 166 112 154 100 154 Z" />
                <path class="scarab-line" d="M100 156 V183 M89 162 Q100 166 111 162" />
            </g>
            <circle cx="100" cy="100" r="84" class="inner-ring" />
        </svg>
    }
}
