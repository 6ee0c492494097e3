//! Setting up an Imhotep game: the players as for every game, then the side of each site board
//! and the Wrath of the Pharaoh variant.

use imhotep::{Side, Site};
use yew::prelude::*;

use super::words;
use crate::game::ImhotepOptions;
use table::TableDraft;
use table_ui::components::NewGameScreen;
use table_ui::hooks::{remember_options, use_lang, use_options};
use table_ui::plugin::SetupProps;

/// The new-game screen of Imhotep.
#[component]
pub fn ImhotepSetup(props: &SetupProps) -> Html {
    let lang = use_lang();
    let options = use_options::<ImhotepOptions>(imhotep::GAME_NAME);
    let side_row = |site: Site| {
        let side = options.sides.of(site);
        let set = |to: Side| {
            let options = options.clone();
            move |_: MouseEvent| {
                let mut next = *options;
                *match site {
                    Site::Market => &mut next.sides.market,
                    Site::Pyramid => &mut next.sides.pyramid,
                    Site::Temple => &mut next.sides.temple,
                    Site::BurialChamber => &mut next.sides.burial_chamber,
                    Site::Obelisks => &mut next.sides.obelisks,
                } = to;
                options.set(next);
            }
        };
        let label = words::site(lang, site, Side::A);
        let id = format!("side-{}", site.short());
        html! {
            <li class="side-row">
                <span class="side-site" id={id.clone()}>{ label }</span>
                <span class="sides" role="group" aria-labelledby={id}>
                    { for [(Side::A, "im-side-a"), (Side::B, "im-side-b")].map(|(s, key)| html! {
                        <button type="button" class={classes!("count", (side == s).then_some("on"))}
                            aria-pressed={if side == s { "true" } else { "false" }} onclick={set(s)}>
                            { lang.t(key) }
                        </button>
                    }) }
                </span>
            </li>
        }
    };
    let on_wrath = {
        let options = options.clone();
        move |_: Event| {
            let mut next = *options;
            next.wrath = !next.wrath;
            options.set(next);
        }
    };
    let on_start = {
        let (options, props) = (options.clone(), props.clone());
        Callback::from(move |draft: TableDraft| {
            let options = *options;
            remember_options(imhotep::GAME_NAME, &options);
            props.start(lang, draft, |d, names, seed| {
                crate::game::new_table(names, d.seat_colours(), d.start, options, seed)
            });
        })
    };
    // The lesson plays the A sides.
    let on_learn =
        props.learn::<table::Played<crate::game::ImhotepGame>, _>(lang, |d, names, seed| {
            crate::game::new_table(
                names,
                d.seat_colours(),
                d.start,
                ImhotepOptions::default(),
                seed,
            )
        });
    html! {
        <NewGameScreen initial={props.initial.clone()} on_back={props.on_back.clone()} {on_start} {on_learn}>
            <fieldset class="field im-options">
                <legend class="field-label">{ lang.t("im-sides") }</legend>
                <p class="hint">{ lang.t("im-sides-hint") }</p>
                <ul class="side-rows">{ for Site::ALL.into_iter().map(side_row) }</ul>
                <label class="check">
                    <input type="checkbox" checked={options.wrath} onchange={on_wrath} />
                    { lang.t("im-wrath") }
                </label>
                <p class="hint">{ lang.t("im-wrath-hint") }</p>
            </fieldset>
        </NewGameScreen>
    }
}
