//! Setting up a table: how many players and their names. The game itself comes later.

use std::rc::Rc;

use yew::prelude::*;

use super::{ScreenFrame, SeatField, SeatMarker};
use crate::hooks::use_strings;
use crate::setup::{DraftAction, TableDraft, SEATS};

impl Reducible for TableDraft {
    type Action = DraftAction;

    fn reduce(self: Rc<Self>, action: DraftAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}

/// Properties of [`NewGameScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct NewGameScreenProps {
    /// Back to the title screen.
    pub on_back: Callback<()>,
}

/// Pick a player count and names, then confirm the table.
#[component]
pub fn NewGameScreen(props: &NewGameScreenProps) -> Html {
    let s = use_strings();
    let draft = use_reducer(TableDraft::default);
    let send = |action: DraftAction| {
        let draft = draft.clone();
        move |_: MouseEvent| draft.dispatch(action.clone())
    };

    let body = if draft.ready {
        let seats = draft.names(s).into_iter().enumerate().map(|(seat, name)| {
            html! { <li class="seat"><SeatMarker {seat} /><strong>{ name }</strong></li> }
        });
        html! {
            <div class="table-ready" aria-live="polite">
                <h2>{ s.table_ready }</h2>
                <ol class="seat-list">{ for seats }</ol>
                <p class="note">{ s.board_coming }</p>
                <button type="button" class="btn" onclick={send(DraftAction::Ready(false))}>
                    { s.edit_table }
                </button>
            </div>
        }
    } else {
        let counts = SEATS.map(|n| {
            let on = draft.count == n;
            html! {
                <button type="button" class={classes!("count", on.then_some("on"))}
                    aria-pressed={if on { "true" } else { "false" }}
                    onclick={send(DraftAction::Count(n))}>
                    { n }
                </button>
            }
        });
        let fields = (0..draft.count).map(|seat| {
            let name = AttrValue::from(draft.typed[seat].clone());
            let draft = draft.clone();
            let on_input =
                Callback::from(move |text| draft.dispatch(DraftAction::Name(seat, text)));
            html! { <SeatField {seat} {name} {on_input} /> }
        });
        html! {
            <div class="new-game-form">
                <div class="field">
                    <span class="field-label" id="player-count">{ s.players }</span>
                    <div class="counts" role="group" aria-labelledby="player-count">
                        { for counts }
                    </div>
                    <p class="hint">{ s.hot_seat_hint }</p>
                </div>
                <ol class="seat-list">{ for fields }</ol>
                <button type="button" class="btn primary" onclick={send(DraftAction::Ready(true))}>
                    { s.start }
                </button>
            </div>
        }
    };

    html! {
        <ScreenFrame title={s.new_game} on_back={props.on_back.clone()} class="new-game-screen">
            { body }
        </ScreenFrame>
    }
}
