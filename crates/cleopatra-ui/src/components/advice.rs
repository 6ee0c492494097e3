//! The table's words of the moment: the advice line, a hint's log lines before the action is
//! played, and why a category cannot be chosen, each naming the Vizier only when he was called.

use cleopatra::{
    revealed_by, Action, Category, Event, FarArchitect, Pending, Piece, QuarryVisit, RuleError,
    SobekTile,
};

use crate::choice::Choice;
use crate::game::CleopatraTable as Table;
use crate::text as words;
use table_ui::i18n::{text, Lang};

/// The advice line for the moment.
pub(super) fn advice(lang: Lang, table: &Table, choice: &Choice) -> String {
    let view = table.view();
    let turn = view.turn;
    let deciding = || {
        text(
            table
                .game
                .to_act()
                .and_then(|s| table.names().get(s.index()).cloned())
                .unwrap_or_default(),
        )
    };
    match (&view.pending, choice.category) {
        (Pending::Refill { .. }, _) => lang.t("status-refill"),
        (Pending::Offering, _) => lang.ta("status-offering", &[("name", deciding())]),
        (Pending::Auction, _) => lang.ta("status-auction", &[("name", deciding())]),
        (Pending::ArchitectPick { .. }, _) => {
            lang.ta("status-architect-pick", &[("name", deciding())])
        }
        (Pending::CultCard { .. }, _) => lang.t("status-cult-card"),
        (Pending::WhimStall { .. }, _) => lang.t("status-whim-stall"),
        (Pending::Turn, None) if choice.statue.is_some() => lang.t("status-pay"),
        (Pending::Turn, None) if turn.played(FarArchitect::Babylonian) && turn.market_open() => {
            lang.t("status-babylonian")
        }
        (Pending::Turn, None) if turn.played(FarArchitect::Roman) && turn.sobek.is_none() => {
            lang.t("status-roman")
        }
        (Pending::Turn, None)
            if turn.played(FarArchitect::Greek) && turn.quarry == QuarryVisit::NotYet =>
        {
            lang.t("status-greek")
        }
        (Pending::Turn, None) if table.game.check(&Action::DrawWhim).is_ok() => {
            lang.t("status-whim-draw")
        }
        (Pending::Turn, None)
            if !turn.started()
                && FarArchitect::ALL.iter().any(|&architect| {
                    table
                        .game
                        .check(&Action::PlayArchitect { architect })
                        .is_ok()
                }) =>
        {
            lang.t("status-architect-held")
        }
        (Pending::Turn, Some(_)) if choice.piece.is_some() => lang.t("status-pay"),
        (Pending::Turn, Some(Category::Mosaics)) => lang.t("status-preview-mosaic"),
        (Pending::Turn, Some(_)) => lang.t("status-pick-slot"),
        (Pending::Turn, None) if matches!(turn.quarry, QuarryVisit::Open { .. }) => {
            lang.t("status-building")
        }
        (Pending::Turn, None) if turn.started() => lang.t("status-vizier-more"),
        (Pending::Turn, None) if turn.sobek == Some(SobekTile::Vizier) => lang.t("status-vizier"),
        (Pending::Turn, None) if turn.sobek.is_some() => lang.t("status-after-sobek"),
        (Pending::Turn, None) => lang.t("status-start"),
        _ => String::new(),
    }
}

/// The log lines `action` would write, as the deciding player may see them before playing it: a
/// hint in the table's own words. It stops before anything the action would show that nobody
/// knows yet (cards drawn, the deck reshuffled, a mosaic removed, the offerings revealed), and a
/// stall's face-down cards stay face down, so a hint never tells more than the table knows.
pub(super) fn hint_words(lang: Lang, table: &Table, action: &Action) -> String {
    let names = table.names();
    let mut game = table.game.clone();
    match game.apply(*action) {
        Ok(events) => events
            .iter()
            .take_while(|e| {
                matches!(e, Event::StallTaken { .. } | Event::Built { .. })
                    || revealed_by(std::slice::from_ref(e)).is_none()
            })
            .map(|e| {
                let seen_by = match e {
                    Event::StallTaken { .. } => None,
                    _ => table.viewer(),
                };
                words::event(lang, &e.for_viewer(seen_by), names)
            })
            .reduce(|said, line| format!("{said} {line}"))
            .unwrap_or_else(|| lang.t("hint-hidden")),
        Err(e) => words::refusal_in_turn(lang, &e, vizier_called(table)),
    }
}

/// Whether the deciding player called the Vizier this turn (refusals of a second visit name him
/// only then).
pub(crate) fn vizier_called(table: &Table) -> bool {
    table.game.turn().sobek == Some(SobekTile::Vizier)
}

/// Why a category cannot be chosen now.
pub(super) fn why_category(lang: Lang, table: &Table, category: Category) -> String {
    let probe = Action::Build {
        piece: Piece::Pedestal,
        payment: Default::default(),
    };
    match table.game.check(&probe) {
        Err(e @ (RuleError::QuarryClosed | RuleError::NotNow { .. } | RuleError::GameOver)) => {
            words::refusal_in_turn(lang, &e, vizier_called(table))
        }
        _ if table.game.board().is_complete(category) => lang.t("nothing-left"),
        _ => lang.ta(
            "cannot-afford",
            &[
                ("what", text(words::category(lang, category))),
                (
                    "cost",
                    text(words::cost(lang, table.game.config().costs.of(category))),
                ),
            ],
        ),
    }
}
