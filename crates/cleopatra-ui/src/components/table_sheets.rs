//! The sheets over the table: the rules help, and the Offering's bids until the one looking at
//! the screen has seen them (the curtain shows them too, with the news).

use cleopatra::{Event, Expansions, OfferingResult, Seat};
use yew::prelude::*;

use crate::components::{OfferingReveal, RulesReference};
use crate::game::CleopatraTable as Table;
use table::TableAction;
use table_ui::components::Sheet;
use table_ui::hooks::Live;
use table_ui::i18n::Lang;

/// The bids of the last Offering revealed among `events`, if one was.
pub(super) fn last_reveal(events: &[Event]) -> Option<Vec<OfferingResult>> {
    events.iter().rev().find_map(|e| match e {
        Event::OfferingRevealed { results } => Some(results.clone()),
        _ => None,
    })
}

/// The rules help, with the mini-expansions in play; closing it sets `help` off.
pub(super) fn rules_help_sheet(lang: Lang, close: Callback<()>, expansions: Expansions) -> Html {
    html! {
        <Sheet title={lang.t("help-title")} class="help-sheet" on_close={close.clone()}>
            <RulesReference {expansions} />
            <div class="sheet-actions">
                // The device's animations, reachable at a table of people only too.
                <table_ui::components::MotionSelect />
                <button type="button" class="btn primary" onclick={close.reform(|_| ())}>{ lang.t("close") }</button>
            </div>
        </Sheet>
    }
}

/// The Offering's bids, until `viewer`, the one looking at the screen, has seen them (the
/// computers wait for them meanwhile: [`table::Table::held_for`]).
pub(super) fn bids_sheet(
    lang: Lang,
    table: &UseReducerHandle<Live<Table>>,
    viewer: Option<Seat>,
    names: &[String],
) -> Option<Html> {
    viewer.and_then(|seat| {
        let at = table.held_for(seat)?;
        let results = last_reveal(&table.log[at..])?;
        let seen = {
            let table = table.clone();
            Callback::from(move |_| table.dispatch(TableAction::Seen))
        };
        Some(html! {
            <Sheet title={lang.t("offering-title")} class="reveal-sheet" on_close={seen.clone()}>
                <OfferingReveal {results} names={names.to_vec()} colours={table.colours.clone()} />
                <div class="sheet-actions">
                    <button type="button" class="btn primary" onclick={seen.reform(|_| ())}>{ lang.t("reveal-seen") }</button>
                </div>
            </Sheet>
        })
    })
}
