//! Each game's picture on the shelf, as its game draws it.

use yew::prelude::*;

use crate::shelf::GameId;

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
    props.game.art(props.class.clone())
}
