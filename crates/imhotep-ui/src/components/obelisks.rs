//! The Obelisks: each player's stack (side A), or each player's held stones and the towers raised
//! so far (side B).

use imhotep::ObeliskView;
use yew::prelude::*;

use super::stone::landed;
use table::PlayerColour;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;

/// Properties of [`ObeliskSite`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ObeliskSiteProps {
    /// The obelisks.
    pub obelisks: ObeliskView,
    /// Each seat's colour.
    pub colours: Vec<PlayerColour>,
    /// The players' names.
    pub names: Vec<String>,
}

/// The obelisks.
#[component]
pub fn ObeliskSite(props: &ObeliskSiteProps) -> Html {
    let lang = use_lang();
    match &props.obelisks {
        ObeliskView::A { heights } => html! {
            <>
                <ol class="obelisks">
                    { for heights.iter().enumerate().map(|(i, &h)| html! {
                        <li class="obelisk" style={format!("--height:{h}")}>
                            <span class="obelisk-shaft" aria-hidden="true">
                                { for (0..h.min(12)).map(|k| landed(props.colours[i], None, format!("im-o{i}-{k}"), usize::from(k))) }
                            </span>
                            // The height apart from the name, which may end in a number ("Computer 2").
                            <span class="obelisk-label">{ props.names[i].clone() }{ ": " }<strong>{ h }</strong></span>
                        </li>
                    }) }
                </ol>
                <p class="site-rule">{ lang.t("im-obelisk-heights") }</p>
            </>
        },
        ObeliskView::B {
            holding,
            capacity,
            towers,
        } => html! {
            <>
                // Drawn compactly (a label, then short chips that wrap) so the site stays short
                // beside the others on a tablet.
                <div class="obelisk-row">
                    <span class="row-label" aria-hidden="true">{ lang.t("im-obelisk-waiting") }</span>
                    <ol class="obelisk-holding">
                        // A name, then its stones waiting and the places left till a tower (as on a sled).
                        { for holding.iter().enumerate().map(|(i, &held)| html! {
                            <li>
                                <span class="holder" aria-hidden="true">{ props.names[i].clone() }</span>
                                <span class="held" aria-hidden="true">
                                    { for (0..held).map(|k| landed(props.colours[i], None, format!("im-oh{i}-{k}"), usize::from(k))) }
                                    { for (held..*capacity).map(|_| html! { <span class="held-gap"></span> }) }
                                </span>
                                <span class="visually-hidden">{ format!("{}: ", props.names[i]) }{ lang.ta("im-obelisk-holding", &[("held", num(held)), ("capacity", num(*capacity))]) }</span>
                            </li>
                        }) }
                    </ol>
                </div>
                <p class="site-rule">{ lang.ta("im-obelisk-b-rule", &[("n", num(*capacity + 1))]) }</p>
                <div class="obelisk-row">
                    <span class="row-label" aria-hidden="true">{ lang.t("im-towers") }</span>
                    <ol class="towers">
                        { for towers.iter().enumerate().map(|(j, t)| html! {
                            <li class={classes!("tower", t.owner.is_some().then_some("built"))}>
                                <span class="visually-hidden">{ lang.ta("im-tower", &[("value", num(t.value))]) }</span>
                                <span class="tower-value" aria-hidden="true">{ t.value }</span>
                                { for t.owner.map(|seat| landed(props.colours[seat.index()], Some(props.names[seat.index()].clone()), format!("im-ot{j}"), j)) }
                            </li>
                        }) }
                    </ol>
                </div>
            </>
        },
    }
}
