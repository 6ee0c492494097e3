//! The buttons that close a visit or a turn, or hand the device on, for the dock.

use cleopatra::Action;
use yew::prelude::*;

use crate::components::Moves;
use table_ui::i18n::Lang;

/// The buttons of the moment: handing the device on (with its words) after a turn ended, or,
/// while the turn's main decisions are on screen (not a dialog), ending a quarry visit (after the
/// Whims of Cleopatra's bonus tile), passing or ending the turn.
pub fn turn_buttons(
    lang: Lang,
    moves: &Moves,
    main: bool,
    pass_on: Option<(AttrValue, Callback<()>)>,
) -> Html {
    let button = |action: Action, id: &str, primary: bool| {
        moves.button(
            action,
            if primary { "btn primary" } else { "btn" },
            None,
            html! { lang.t(id) },
        )
    };
    if let Some((label, pass)) = pass_on {
        return html! {
            <button type="button" class="btn primary pass-on" onclick={pass.reform(|_| ())}>{ label }</button>
        };
    }
    if !main {
        return Html::default();
    }
    if moves.allows(&Action::EndQuarryVisit) {
        return html! {
            <>
            // The Whims of Cleopatra: a bonus tile to draw before leaving.
            if moves.allows(&Action::DrawWhim) { { button(Action::DrawWhim, "whim-draw", false) } }
            { button(Action::EndQuarryVisit, "end-visit", true) }
            </>
        };
    }
    if moves.allows(&Action::Pass) {
        return button(Action::Pass, "pass", true);
    }
    button(Action::EndTurn, "end-turn", moves.allows(&Action::EndTurn))
}
