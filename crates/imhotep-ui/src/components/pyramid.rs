//! The Pyramid (side A, one pyramid of 14 spaces) or the Pyramids (side B, three small ones with
//! bonuses), seen from above: each level sits centred on the one below. An empty space shows its
//! points.

use std::rc::Rc;

use imhotep::{Action, PyramidBonus, PyramidView, SpaceView};
use yew::prelude::*;

use super::Stone;
use table::PlayerColour;
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, text, Lang};

/// Properties of [`PyramidSite`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PyramidSiteProps {
    /// The pyramid(s).
    pub pyramid: PyramidView,
    /// Each seat's colour.
    pub colours: Vec<PlayerColour>,
    /// The players' names.
    pub names: Vec<String>,
    /// The actions legal now.
    pub legal: Rc<Vec<Action>>,
    /// An action was chosen.
    pub on_action: Callback<Action>,
}

/// One pyramid of `spaces`, levels stacked and centred.
fn pyramid(lang: Lang, spaces: &[SpaceView], colours: &[PlayerColour], names: &[String]) -> Html {
    let base = spaces
        .iter()
        .filter(|s| s.level == 0)
        .map(|s| s.column.max(s.row) + 1)
        .max()
        .unwrap_or(1);
    let space = |s: &SpaceView| {
        let style = format!("--row:{};--col:{};--level:{}", s.row, s.column, s.level);
        let label = match s.owner {
            Some(seat) => format!(
                "{} ({})",
                names[seat.index()],
                lang.ta("im-pyramid-space", &[("points", num(s.points))])
            ),
            None => lang.ta("im-pyramid-space", &[("points", num(s.points))]),
        };
        html! {
            <span class={classes!("space", format!("level-{}", s.level), s.owner.is_some().then_some("filled"))}
                style={style} role="img" aria-label={label}>
                { match s.owner {
                    Some(seat) => html! { <Stone colour={colours[seat.index()]} /> },
                    None => html! { <span class="points" aria-hidden="true">{ s.points }</span> },
                } }
            </span>
        }
    };
    html! {
        <div class="pyramid" style={format!("--base:{base}")}>{ for spaces.iter().map(space) }</div>
    }
}

/// Stones set beside the full pyramid(s), per seat.
fn beside(lang: Lang, beside: &[u8], names: &[String]) -> Html {
    let parts: Vec<String> = beside
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(i, n)| format!("{} {n}", names[i]))
        .collect();
    if parts.is_empty() {
        return html! {};
    }
    html! { <p class="beside">{ lang.ta("im-beside", &[("stones", text(parts.join(", ")))]) }</p> }
}

/// The pyramid site.
#[component]
pub fn PyramidSite(props: &PyramidSiteProps) -> Html {
    let lang = use_lang();
    match &props.pyramid {
        PyramidView::A { spaces, beside: b } => html! {
            <>
                { pyramid(lang, spaces, &props.colours, &props.names) }
                { beside(lang, b, &props.names) }
            </>
        },
        PyramidView::B {
            pyramids,
            beside: b,
        } => {
            let small = pyramids.iter().enumerate().map(|(i, p)| {
                let choose = Action::ChoosePyramid { pyramid: i as u8 };
                let legal = props.legal.contains(&choose);
                let name = ["im-small-pyramid-left", "im-small-pyramid-middle", "im-small-pyramid-right"][i.min(2)];
                let bonus = match p.bonus {
                    PyramidBonus::Card => "im-bonus-card",
                    PyramidBonus::Stones => "im-bonus-stones",
                    PyramidBonus::Ship => "im-bonus-ship",
                };
                html! {
                    <li class="small-pyramid">
                        <span class="visually-hidden">{ lang.t(name) }</span>
                        { pyramid(lang, &p.spaces, &props.colours, &props.names) }
                        <span class="bonus">{ lang.t(bonus) }</span>
                        if legal {
                            <button type="button" class="btn small primary" aria-label={lang.t(name)}
                                onclick={props.on_action.reform(move |_: MouseEvent| choose)}>{ lang.t("im-pyramid-here") }</button>
                        }
                    </li>
                }
            });
            html! {
                <>
                    <ol class="small-pyramids">{ for small }</ol>
                    { beside(lang, b, &props.names) }
                </>
            }
        }
    }
}
