//! The holder's own things: the hand grouped by kind (tainted cards marked), the Anubis figures
//! left, and scarabs and amulets behind a press-to-reveal button (shown from the start to a person
//! alone with computers).

use cleopatra::{Card, PlayerView, SeenCard};
use yew::prelude::*;

use crate::components::CardFace;
use table::PlayerColour;
use table_ui::components::SeatMarker;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;

/// Properties of [`HandPanel`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct HandPanelProps {
    /// The holder as they see themselves.
    pub me: PlayerView,
    /// Their colour.
    pub colour: PlayerColour,
    /// Whether scarabs and amulets show from the start (nobody else looks at the screen).
    #[prop_or_default]
    pub open: bool,
}

/// Where taken cards come from, for the table's motion: the market's stalls.
pub(crate) const STALLS: &str = "cl-stall0 cl-stall1 cl-stall2 cl-stall3 cl-stall4";

/// The hand panel.
#[component]
pub fn HandPanel(props: &HandPanelProps) -> Html {
    let lang = use_lang();
    let shown = use_state(|| props.open);
    let me = &props.me;
    let cards = me.hand.map(|hand| {
        Card::ALL
            .into_iter()
            .filter(|&c| hand[c] > 0)
            .map(|c| {
                let card = SeenCard {
                    face_up: true,
                    card: Some(c),
                };
                // A card taken flies in from the stall it lay in.
                html! {
                    <li data-fly={format!("cl-h-{c:?}")} data-fly-n={hand[c].to_string()} data-fly-from={STALLS}>
                        <CardFace {card} count={hand[c]} />
                    </li>
                }
            })
            .collect::<Html>()
    });
    let toggle = {
        let shown = shown.clone();
        move |_: MouseEvent| shown.set(!*shown)
    };
    let secret = |v: Option<u32>| {
        if *shown {
            v.map_or_else(|| "?".to_owned(), |n| n.to_string())
        } else {
            "•••".to_owned()
        }
    };
    html! {
        <section class="panel-box hand-panel" aria-labelledby="hand-h" data-fly={format!("cl-hand-{}", me.name)}>
            <div class="hand-head">
                <SeatMarker colour={props.colour} />
                <h2 id="hand-h">{ me.name.clone() }{ " · " }{ lang.t("hand") }
                    { " " }<span class="fine">{ lang.ta("cards-n", &[("n", num(me.hand_size))]) }</span></h2>
            </div>
            <div class="hand-body">
            if me.hand_size == 0 {
                <p class="hint">{ lang.t("no-cards") }</p>
            } else {
                <ul class="hand">{ for cards }</ul>
            }
            <div class="secrets">
                <span class="anubis-left">{ lang.ta("anubis-left", &[("n", num(me.anubis))]) }</span>
                <span class="secret" aria-live="polite">
                    { lang.t("scarabs") }{ ": " }<strong class="scarab-count">{ secret(me.scarabs) }</strong>
                </span>
                <span class="secret">
                    { lang.t("amulets") }{ ": " }<strong class="amulet-count">{ secret(me.amulets) }</strong>
                </span>
                <button type="button" class="btn small reveal" aria-pressed={if *shown { "true" } else { "false" }}
                    title={lang.t("reveal-secrets")} onclick={toggle}>
                    { if *shown { lang.t("hide-secrets") } else { lang.t("reveal-short") } }
                </button>
            </div>
            </div>
        </section>
    }
}
