//! The Worshippers of Sobek: five tiles left to right, each with the cost of its position.

use cleopatra::{Action, SobekCost, SobekTile};
use yew::prelude::*;

use crate::components::Moves;
use crate::hooks::use_lang;
use crate::text;

/// Properties of [`SobekBoard`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SobekBoardProps {
    /// Tiles left to right with their position costs.
    pub tiles: Vec<(SobekTile, SobekCost)>,
    /// The tile called this turn.
    pub called: Option<SobekTile>,
    /// What may be played now.
    pub moves: Moves,
}

/// The Sobek board.
#[component]
pub fn SobekBoard(props: &SobekBoardProps) -> Html {
    let lang = use_lang();
    let tiles = props.tiles.iter().enumerate().map(|(i, &(tile, cost))| {
        let action = Action::ActivateSobek { tile };
        let name = text::sobek(lang, tile);
        let price = text::sobek_cost(lang, cost);
        let power = lang.t(&format!("{}-power", text::sobek_id(tile)));
        // Positions 0, 1, 2 and 4 are house values; position 3's cost is in the rulebook.
        let house = i != 3;
        let called = props.called == Some(tile);
        html! {
            <li class={classes!("sobek-tile", called.then_some("called"))}>
                { props.moves.button(action, classes!(), Some(format!("{name}: {power}. {price}").into()), html! { <>
                    <span class="tile-name">{ name }</span>{ " " }
                    <span class="tile-power">{ power }</span>{ " " }
                    <span class={classes!("tile-cost", house.then_some("house"))}
                        title={house.then(|| lang.t("house-value"))}>
                        { price }{ if house { "*" } else { "" } }
                    </span>
                    if called { <span class="tile-called">{ lang.t("called") }</span> }
                </> }) }
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
