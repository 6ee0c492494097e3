//! Who the game waits for, as the top bar names them: the active player, the bidder during the
//! Offering or the architects' auction, the one picking an architect, or the player handing the
//! device on, with the button that passes it to the next.

use cleopatra::{Pending, View};
use yew::prelude::*;

use crate::game::CleopatraTable as Table;
use table::TableAction;
use table_ui::hooks::Live;
use table_ui::i18n::{text, Lang};

/// Who the game waits for, and what they do.
pub(super) struct WaitingFor {
    /// The seat the top bar names.
    pub active: usize,
    /// What they do, when it is not the active player's turn as usual.
    pub label: Option<String>,
    /// "Pass to …" and what it does, while the player whose turn ended holds the device.
    pub pass_on: Option<(AttrValue, Callback<()>)>,
}

/// Who the game waits for at `table`, as `view` shows it.
pub(super) fn waiting_for(
    lang: Lang,
    table: &UseReducerHandle<Live<Table>>,
    view: &View,
    names: &[String],
) -> WaitingFor {
    let handover = table.handover;
    // The top bar names who the game waits for: the bidder during the Offering, the player
    // handing the device on.
    let active = match (handover, &view.pending, table.game.to_act()) {
        (Some(seat), _, _) => seat.index(),
        (
            None,
            Pending::Offering | Pending::Auction | Pending::ArchitectPick { .. },
            Some(seat),
        ) => seat.index(),
        _ => view.active.index(),
    };
    let turn_label = match (handover, &view.pending) {
        (Some(_), _) => Some(lang.ta("turn-done", &[("name", text(names[active].clone()))])),
        (None, Pending::Offering) => {
            Some(lang.ta("offering-bidding", &[("name", text(names[active].clone()))]))
        }
        (None, Pending::Auction) => {
            Some(lang.ta("auction-bidding", &[("name", text(names[active].clone()))]))
        }
        (None, Pending::ArchitectPick { .. }) => Some(lang.ta(
            "architect-picking",
            &[("name", text(names[active].clone()))],
        )),
        _ => None,
    };
    let pass_on = handover.and_then(|_| {
        let next = table.game.to_act()?;
        let table = table.clone();
        Some((
            AttrValue::from(lang.ta("pass-to", &[("name", text(names[next.index()].clone()))])),
            Callback::from(move |_| table.dispatch(TableAction::Hide)),
        ))
    });
    WaitingFor {
        active,
        label: turn_label,
        pass_on,
    }
}
