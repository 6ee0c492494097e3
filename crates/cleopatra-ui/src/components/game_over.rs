//! The game over: the end screen in place of the table, the final board drawn for it, with the
//! record to keep and the way to a new game.

use std::rc::Rc;

use cleopatra::{FinalScore, Layout};
use yew::prelude::*;

use super::{BoardView, EndScreen, MosaicMode};
use crate::game::CleopatraGame;
use table_ui::frame::Frame;

/// The end screen of the frame's table, over at `score`.
pub(super) fn game_over(frame: &Frame<CleopatraGame>, score: &FinalScore) -> Html {
    let (table, props) = (&frame.table, frame.props());
    let names = table.names().to_vec();
    let config = table.game.config();
    let view = table.view();
    let board = html! {
        <BoardView board={view.board.clone()} layout={Layout::of(config)}
            steps={(config.offering_step, config.end_step)} colours={table.colours.clone()}
            slots={Vec::new()} mosaic={None::<MosaicMode>} on_pick={Callback::noop()}
            on_ghost={Callback::noop()} on_bad={Callback::noop()} />
    };
    frame.end(html! {
        <EndScreen {names} colours={table.colours.clone()} score={score.clone()}
            log={Rc::new(table.log.clone())} groups={Rc::clone(&frame.log)} start={config.starting_scarabs}
            record={frame.record()}
            told={table.last_mover().is_none()} {board}
            on_again={props.on_again.clone()} on_title={props.on_quit.clone()} />
    })
}
