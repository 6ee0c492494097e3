//! The Burial Chamber: three rows filled column by column; on side B, the place points of a row.

use imhotep::BurialView;
use yew::prelude::*;

use super::Stone;
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
    let row = |row: &Vec<Option<tabletop::Seat>>| {
        html! {
            <li class="burial-row">
                { for row.iter().map(|cell| match cell {
                    Some(seat) => html! { <Stone colour={props.colours[seat.index()]} label={AttrValue::from(props.names[seat.index()].clone())} /> },
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
            <ol class="burial">{ for props.burial.rows.iter().map(row) }</ol>
            <p class="site-rule">{ rule }</p>
        </>
    }
}
