//! The Temple: its columns from the left, each showing the stone seen from above and how many lie
//! under it; on side B, each column's bonus.

use imhotep::{TempleBonus, TempleView};
use yew::prelude::*;

use super::stone::landed;
use table::PlayerColour;
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, Lang};

/// Properties of [`TempleSite`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct TempleSiteProps {
    /// The temple.
    pub temple: TempleView,
    /// Each seat's colour.
    pub colours: Vec<PlayerColour>,
    /// The players' names.
    pub names: Vec<String>,
}

/// A Temple B column's bonus in words.
fn bonus(lang: Lang, b: &TempleBonus) -> String {
    let mut parts = Vec::new();
    if b.point_or_stones {
        parts.push(lang.t("im-temple-choice"));
    }
    if b.points > 0 {
        parts.push(lang.ta("im-temple-points", &[("n", num(b.points))]));
    }
    if b.card {
        parts.push(lang.t("im-temple-card"));
    }
    parts.join(" ")
}

/// The temple.
#[component]
pub fn TempleSite(props: &TempleSiteProps) -> Html {
    let lang = use_lang();
    let column = |(i, stones): (usize, &Vec<tabletop::Seat>)| {
        let top = stones.last().copied();
        let label = lang.ta("im-temple-column", &[("n", num(i as u32 + 1))]);
        html! {
            <li class="temple-column" aria-label={label}>
                <span class="temple-top">
                    { match top {
                        Some(seat) => landed(props.colours[seat.index()], Some(props.names[seat.index()].clone()), format!("im-t{i}-{}", stones.len()), i),
                        None => html! { <span class="empty-top" aria-hidden="true"></span> },
                    } }
                </span>
                // In a narrow column of side B's rows, the height shrinks to a number on the stone.
                if stones.len() > 1 {
                    <span class="layers">
                        <span class="layers-words">{ lang.ta("im-temple-height", &[("n", num(stones.len() as u32))]) }</span>
                        <span class="layers-count" aria-hidden="true">{ stones.len() }</span>
                    </span>
                }
                if let Some(b) = props.temple.bonuses.as_ref().and_then(|b| b.get(i)) {
                    <span class="bonus">{ bonus(lang, b) }</span>
                }
            </li>
        }
    };
    html! {
        <>
            <ol class="temple">{ for props.temple.columns.iter().enumerate().map(column) }</ol>
            if props.temple.bonuses.is_none() { <p class="site-rule">{ lang.t("im-temple-scores") }</p> }
        </>
    }
}
