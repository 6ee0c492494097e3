//! Each game's picture on the shelf, drawn in code.

use yew::prelude::*;

use super::{Emblem, ImhotepArt, MausoleumArt, PyramidsArt};
use crate::games::GameId;

/// Properties of [`GameArt`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct GameArtProps {
    /// Whose picture.
    pub game: GameId,
    /// Extra CSS classes, e.g. to size it.
    #[prop_or_default]
    pub class: Classes,
}

/// The picture of `game`.
#[component]
pub fn GameArt(props: &GameArtProps) -> Html {
    match props.game {
        GameId::Cleopatra => html! { <Emblem class={props.class.clone()} /> },
        GameId::Imhotep => html! { <ImhotepArt class={props.class.clone()} /> },
        GameId::Pyramids => html! { <PyramidsArt class={props.class.clone()} /> },
        GameId::Mausoleum => html! { <MausoleumArt class={props.class.clone()} /> },
    }
}
