//! The five sites, top to bottom as on the table: each with its side, the ship docked there this
//! round, and what lies on it. While a ship is being sailed, each site offers "Dock here".

use std::rc::Rc;

use imhotep::{Action, Side, Site, View};
use yew::prelude::*;

use super::{words, BurialSite, MarketSite, ObeliskSite, PyramidSite, TempleSite};
use table::PlayerColour;
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, text};

/// Properties of [`Sites`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SitesProps {
    /// The view.
    pub view: Rc<View>,
    /// Each seat's colour.
    pub colours: Vec<PlayerColour>,
    /// The players' names.
    pub names: Vec<String>,
    /// Whether a ship is being sailed (then each site says whether it can be docked at).
    pub docking: bool,
    /// The sites a ship may dock at now.
    pub lit_sites: Vec<Site>,
    /// The site the hint would dock at.
    #[prop_or_default]
    pub hinted_sites: Vec<Site>,
    /// What the hint would play (a market card, a pyramid).
    #[prop_or_default]
    pub hinted: Option<Action>,
    /// The actions legal now (market cards, pyramids).
    pub legal: Rc<Vec<Action>>,
    /// A site was chosen.
    pub on_site: Callback<Site>,
    /// An action was chosen on a site.
    pub on_action: Callback<Action>,
}

/// The sites.
#[component]
pub fn Sites(props: &SitesProps) -> Html {
    let lang = use_lang();
    let view = &props.view;
    let site_card = |site: Site| {
        let side = view.sides.of(site);
        let name = words::site(lang, site, side);
        let docked = view.ships.iter().position(|s| s.docked == Some(site));
        let lit = props.lit_sites.contains(&site);
        let body = match site {
            Site::Market => html! {
                <MarketSite market={view.market.clone()} round={view.round} colours={props.colours.clone()} names={props.names.clone()}
                    legal={props.legal.clone()} hinted={props.hinted} on_action={props.on_action.clone()} />
            },
            Site::Pyramid => html! {
                <PyramidSite pyramid={view.pyramid.clone()} colours={props.colours.clone()} names={props.names.clone()}
                    legal={props.legal.clone()} hinted={props.hinted} on_action={props.on_action.clone()} />
            },
            Site::Temple => html! {
                <TempleSite temple={view.temple.clone()} colours={props.colours.clone()} names={props.names.clone()} />
            },
            Site::BurialChamber => html! {
                <BurialSite burial={view.burial_chamber.clone()} colours={props.colours.clone()} names={props.names.clone()} />
            },
            Site::Obelisks => html! {
                <ObeliskSite obelisks={view.obelisks.clone()} colours={props.colours.clone()} names={props.names.clone()} />
            },
        };
        let heading = format!("im-site-{}", site.short());
        let on_dock = props.on_site.reform(move |_: MouseEvent| site);
        html! {
            <section class={classes!("site", format!("site-{}", site.short()), (side == Side::B).then_some("side-b"), lit.then_some("lit"))}
                aria-labelledby={heading.clone()}>
                <header class="site-head">
                    // The name, side and state wrap beside the "Dock here" button rather than push it
                    // onto a line of its own.
                    <div class="site-title">
                        <h3 id={heading}>{ name.clone() }</h3>
                        <span class="side-tag">{ lang.ta("im-side-tag", &[("side", text(if side == Side::A { "A" } else { "B" }))]) }</span>
                        { match docked {
                            // The ship docked here sailed from the harbour; its stones unload after it.
                            Some(n) => html! {
                                <span class="dock-state docked-ship">
                                    <svg class="mini-ship" viewBox="0 0 32 14" aria-hidden="true" data-fly={format!("im-ship{n}")}
                                        data-fly-from={format!("im-hull{n}")} data-fly-lead="">
                                        <path d="M1 4 H25 Q31 4 31 9 Q29 13 24 13 H4 Q1 13 1 9 Z" />
                                    </svg>
                                    { lang.ta("im-site-taken", &[("n", num(n as u32 + 1))]) }
                                </span>
                            },
                            // While a ship is sailed, a free site's lit "Dock here" says it is free.
                            None if props.docking => html! {},
                            None => html! { <span class="dock-state">{ lang.t("im-site-free") }</span> },
                        } }
                    </div>
                    // A site another ship took says so; only the others offer the button.
                    if props.docking && docked.is_none() {
                        <button type="button" class={classes!("btn", "small", "dock-here", lit.then_some("primary"), props.hinted_sites.contains(&site).then_some("hinted"))}
                            aria-disabled={(!lit).then_some("true")} onclick={on_dock}
                            aria-label={lang.ta("im-dock-at", &[("site", text(name.clone()))])}>{ lang.t("im-sail-here") }</button>
                    }
                </header>
                <div class="site-body">{ body }</div>
            </section>
        }
    };
    html! {
        <div class="sites">{ for Site::ALL.into_iter().map(site_card) }</div>
    }
}
