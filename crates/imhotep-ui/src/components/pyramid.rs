//! The Pyramid (side A, one pyramid of 14 spaces) or the Pyramids (side B, three small ones with
//! bonuses), drawn from the front as a stepped pyramid: each level is a row of its spaces in fill
//! order, the higher levels stacked above, narrower, so no space ever covers another. An empty
//! space shows its points; the next one to fill is outlined.

use std::rc::Rc;

use imhotep::{Action, PyramidBonus, PyramidView, SpaceView};
use yew::prelude::*;

use super::stone::landed;
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
    /// What the hint would play.
    #[prop_or_default]
    pub hinted: Option<Action>,
    /// An action was chosen.
    pub on_action: Callback<Action>,
}

/// One pyramid of `spaces` (in fill order), as steps: the top level first, each level one row.
/// `n` names it for the table's motion (0 for side A's, 1 to 3 for side B's).
fn pyramid(
    lang: Lang,
    n: usize,
    spaces: &[SpaceView],
    colours: &[PlayerColour],
    names: &[String],
) -> Html {
    let levels = spaces.iter().map(|s| s.level).max().map_or(0, |l| l + 1);
    let next = spaces.iter().position(|s| s.owner.is_none());
    let space = |(k, s): (usize, &SpaceView)| {
        let label = match s.owner {
            Some(seat) => format!(
                "{} ({})",
                names[seat.index()],
                lang.ta("im-pyramid-space", &[("points", num(s.points))])
            ),
            None => lang.ta("im-pyramid-space", &[("points", num(s.points))]),
        };
        html! {
            <span class={classes!("space", s.owner.is_some().then_some("filled"), (next == Some(k)).then_some("next"))}
                role="img" aria-label={label}>
                { match s.owner {
                    Some(seat) => landed(colours[seat.index()], None, format!("im-p{n}-{k}"), k),
                    None => html! { <span class="points" aria-hidden="true">{ s.points }</span> },
                } }
            </span>
        }
    };
    let step = |level: u8| {
        html! {
            <div class={classes!("step", format!("level-{level}"))}>
                <span class="visually-hidden">{ lang.ta("im-pyramid-level", &[("level", num(level + 1))]) }</span>
                { for spaces.iter().enumerate().filter(|(_, s)| s.level == level).map(&space) }
            </div>
        }
    };
    html! {
        <div class="im-pyramid">{ for (0..levels).rev().map(step) }</div>
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
                { pyramid(lang, 0, spaces, &props.colours, &props.names) }
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
                        { pyramid(lang, i + 1, &p.spaces, &props.colours, &props.names) }
                        <span class="bonus">{ lang.t(bonus) }</span>
                        if legal {
                            <button type="button" class={classes!("btn", "small", "primary", (props.hinted == Some(choose)).then_some("hinted"))} aria-label={lang.t(name)}
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
