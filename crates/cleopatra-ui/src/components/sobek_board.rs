//! The Worshippers of Sobek: five tiles left to right, each with the cost of its position.

use cleopatra::{Action, SobekCost, SobekTile};
use yew::prelude::*;

use crate::components::Moves;
use crate::text;
use table_ui::hooks::use_lang;

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

/// How far each tile moved at the last change of order while shown (old place minus new), and
/// that change's number: its parity picks one of two identical animations, so each change
/// starts the slide afresh.
#[hook]
fn use_slides(order: Vec<SobekTile>) -> (Vec<i32>, usize) {
    let seen = use_mut_ref(|| (order.clone(), vec![0; order.len()], 0));
    let mut seen = seen.borrow_mut();
    if seen.0 != order {
        let moved = order
            .iter()
            .enumerate()
            .map(|(i, t)| {
                seen.0
                    .iter()
                    .position(|o| o == t)
                    .map_or(0, |was| was as i32 - i as i32)
            })
            .collect();
        *seen = (order, moved, seen.2 + 1);
    }
    (seen.1.clone(), seen.2)
}

/// The Sobek board.
#[component]
pub fn SobekBoard(props: &SobekBoardProps) -> Html {
    let lang = use_lang();
    let (moved, change) = use_slides(props.tiles.iter().map(|&(t, _)| t).collect());
    let tiles = props.tiles.iter().enumerate().map(|(i, &(tile, cost))| {
        let action = Action::ActivateSobek { tile };
        let name = text::sobek(lang, tile);
        let price = text::sobek_cost(lang, cost);
        let power = lang.t(&format!("{}-power", text::sobek_id(tile)));
        // Positions 0, 1, 2 and 4 are house values; position 3's cost is in the rulebook.
        let house = i != 3;
        let called = props.called == Some(tile);
        let by = moved.get(i).copied().unwrap_or(0);
        let slide = (by != 0).then(|| format!("slide-{}", change % 2));
        html! {
            <li key={text::sobek_id(tile)} class={classes!("sobek-tile", called.then_some("called"), slide)}
                style={(by != 0).then(|| format!("--by:{by}"))}>
                { props.moves.button(action, "", Some(format!("{name}: {power}. {price}").into()), html! { <>
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
