//! Setting up a Pyramids game: the players as for every game (the rules need no other option).

use yew::prelude::*;

use crate::components::NewGameScreen;
use crate::setup::TableDraft;

/// Properties of [`PyramidsSetup`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PyramidsSetupProps {
    /// The table to start from.
    pub initial: TableDraft,
    /// Back to the title screen.
    pub on_back: Callback<()>,
    /// Start the game.
    pub on_start: Callback<TableDraft>,
}

/// The new-game screen of Pyramids.
#[component]
pub fn PyramidsSetup(props: &PyramidsSetupProps) -> Html {
    html! {
        <NewGameScreen initial={props.initial.clone()} on_back={props.on_back.clone()}
            on_start={props.on_start.clone()} />
    }
}
