//! The Worshippers of Sobek: five tiles left to right, each with the cost of its position.

use cleopatra::{Action, SobekCost, SobekTile};
use yew::prelude::*;

use super::OptionButton;
use crate::hooks::use_lang;
use crate::text;

/// Properties of [`SobekBoard`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SobekBoardProps {
    /// Tiles left to right with their position costs.
    pub tiles: Vec<(SobekTile, SobekCost)>,
    /// The tile called this turn.
    pub called: Option<SobekTile>,
    /// The legal actions now.
    pub legal: std::rc::Rc<Vec<Action>>,
    /// Play an action.
    pub on_play: Callback<Action>,
    /// Explain why an action is not possible.
    pub on_why: Callback<Action>,
}

/// The Sobek board.
#[component]
pub fn SobekBoard(props: &SobekBoardProps) -> Html {
    let lang = use_lang();
    let tiles = props.tiles.iter().enumerate().map(|(i, &(tile, cost))| {
        let action = Action::ActivateSobek { tile };
        let legal = props.legal.contains(&action);
        let name = text::sobek(lang, tile);
        let price = text::sobek_cost(lang, cost);
        let power = lang.t(&format!("{}-power", text::sobek_id(tile)));
        // Positions 0, 1, 2 and 4 are house values; position 3's cost is in the rulebook.
        let house = i != 3;
        let called = props.called == Some(tile);
        html! {
            <li class={classes!("sobek-tile", called.then_some("called"))}>
                <OptionButton {legal} on_choose={props.on_play.reform(move |_| action)}
                    on_why={props.on_why.reform(move |_| action)}
                    label={AttrValue::from(format!("{name}: {power}. {price}"))}>
                    <span class="tile-name">{ name }</span>
                    <span class="tile-power">{ power }</span>
                    <span class={classes!("tile-cost", house.then_some("house"))}
                        title={house.then(|| lang.t("house-value"))}>
                        { price }{ if house { "*" } else { "" } }
                    </span>
                    if called { <span class="tile-called">{ lang.t("called") }</span> }
                </OptionButton>
            </li>
        }
    });
    html! {
        <section class="panel-box sobek-board" aria-labelledby="sobek-h">
            <div class="box-head">
                <h2 id="sobek-h">{ lang.t("sobek-board") }</h2>
                <span class="fine">{ "* " }{ lang.t("house-value") }</span>
            </div>
            <ol class="sobek-tiles">{ for tiles }</ol>
        </section>
    }
}
