//! The Burial Chamber: three rows filled column by column; on side B, the place points of a row.

use imhotep::BurialView;
use yew::prelude::*;

use super::stone::landed;
use table::PlayerColour;
use table_ui::hooks::use_lang;
use table_ui::i18n::text;

/// Properties of [`BurialSite`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct BurialSiteProps {
    /// The burial chamber.
    pub burial: BurialView,
    /// Each seat's colour.
    pub colours: Vec<PlayerColour>,
    /// The players' names.
    pub names: Vec<String>,
}

/// The burial chamber.
#[component]
pub fn BurialSite(props: &BurialSiteProps) -> Html {
    let lang = use_lang();
    let row = |(r, row): (usize, &Vec<Option<tabletop::Seat>>)| {
        html! {
            <li class="burial-row">
                { for row.iter().enumerate().map(|(c, cell)| match cell {
                    Some(seat) => landed(props.colours[seat.index()], Some(props.names[seat.index()].clone()), format!("im-b{r}-{c}"), c * 8 + r),
                    None => html! { <span class="burial-gap" aria-hidden="true"></span> },
                }) }
                <span class="burial-next" aria-hidden="true"></span>
            </li>
        }
    };
    let rule = match &props.burial.places {
        Some(places) => {
            let list: Vec<String> = places.iter().map(u8::to_string).collect();
            lang.ta("im-burial-places", &[("places", text(list.join("/")))])
        }
        None => lang.t("im-burial-groups"),
    };
    html! {
        <>
            <ol class="burial">{ for props.burial.rows.iter().enumerate().map(row) }</ol>
            <p class="site-rule">{ rule }</p>
        </>
    }
}
