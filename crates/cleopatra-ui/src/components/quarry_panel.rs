//! The quarry: the six kinds of piece, what each costs and how many are left. Choosing one lights
//! its legal places on the board.

use cleopatra::{Board, Category, Costs, Pentomino};
use yew::prelude::*;

use crate::components::MosaicTileIcon;
use crate::text;
use table_ui::components::OptionButton;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;

/// Properties of [`QuarryPanel`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct QuarryPanelProps {
    /// The board.
    pub board: Board,
    /// Tiles left in the mosaic stack.
    pub mosaics_left: u32,
    /// Building costs.
    pub costs: Costs,
    /// Categories with a legal build now.
    pub buildable: Vec<Category>,
    /// The category chosen.
    pub chosen: Option<Category>,
    /// The category of the build shown (the hint's, or the lesson's), ringed until chosen.
    #[prop_or_default]
    pub hinted: Option<Category>,
    /// A category was chosen (again: unchosen).
    pub on_choose: Callback<Category>,
    /// Why a category cannot be built.
    pub on_why: Callback<Category>,
}

fn left(b: &Board, mosaics_left: u32, c: Category) -> u32 {
    let count = |v: &[bool]| v.iter().filter(|&&x| !x).count() as u32;
    match c {
        Category::Sphinxes => b.sphinxes.iter().map(|&n| 3 - u32::from(n.min(3))).sum(),
        Category::Obelisks => count(&b.obelisks),
        Category::Doors => count(&b.doors),
        Category::Walls => count(&b.walls),
        Category::Mosaics => mosaics_left,
        Category::Throne => count(&[b.pedestal, b.throne]),
    }
}

/// The quarry panel.
#[component]
pub fn QuarryPanel(props: &QuarryPanelProps) -> Html {
    let lang = use_lang();
    let top: Option<Pentomino> = props.board.mosaic_top();
    let items = Category::ALL.into_iter().map(|c| {
        let legal = props.buildable.contains(&c);
        let chosen = props.chosen == Some(c);
        let hinted = !chosen && props.hinted == Some(c);
        let n = left(&props.board, props.mosaics_left, c);
        let icon = (c == Category::Mosaics).then(|| top.map(|tile| html! { <MosaicTileIcon {tile} /> }));
        html! {
            <li>
                <OptionButton {legal} pressed={Some(chosen)} class={match (chosen, hinted) {
                        (true, _) => "category chosen",
                        (false, true) => "category hinted",
                        (false, false) => "category",
                    }}
                    on_choose={props.on_choose.reform(move |_| c)} on_why={props.on_why.reform(move |_| c)}>
                    <span class="cat-name">{ text::category(lang, c) }</span>
                    <span class="cat-cost">{ text::cost(lang, props.costs.of(c)) }</span>
                    <span class="cat-left">{ lang.ta("pieces-left", &[("n", num(n))]) }</span>
                    <>{ for icon.flatten() }</>
                </OptionButton>
            </li>
        }
    });
    html! {
        <section class="panel-box quarry" aria-labelledby="quarry-h">
            <h2 id="quarry-h">{ lang.t("quarry") }</h2>
            <ul class="categories">{ for items }</ul>
        </section>
    }
}
