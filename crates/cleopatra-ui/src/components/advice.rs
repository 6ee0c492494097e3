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
/// stall's face-down cards stay face down, so a hint never tells more than the table knows. The
/// next player's turn, which an end of turn starts, is left out.
pub(super) fn hint_words(lang: Lang, table: &Table, action: &Action) -> String {
    let names = table.names();
    let mut game = table.game.clone();
    match game.apply(*action) {
        Ok(events) => table_ui::words::sentences(
            events
                .iter()
                // Up to the next player's turn, and what it brings them (Bastet's blessing), which
                // is not part of the move (an end of turn says it as itself).
                .take_while(|e| {
                    !matches!(e, Event::TurnStarted { .. })
                        && (matches!(e, Event::StallTaken { .. } | Event::Built { .. })
                            || revealed_by(std::slice::from_ref(e)).is_none())
                })
                .map(|e| {
                    let seen_by = match e {
                        Event::StallTaken { .. } => None,
                        _ => table.viewer(),
                    };
                    words::event(lang, &e.for_viewer(seen_by), names)
                }),
        )
        .unwrap_or_else(|| {
            // A move that only ends the visit or the turn says so, naming who (a computer's
            // move is told in these words too).
            let name = table
                .game
                .to_act()
                .and_then(|s| names.get(s.index()).cloned())
                .unwrap_or_default();
            match action {
                Action::EndQuarryVisit => lang.ta("hint-end-visit", &[("name", text(name))]),
                Action::EndTurn => lang.ta("hint-end-turn", &[("name", text(name))]),
                // The tile is nobody's to know before it is drawn.
                Action::DrawWhim => lang.ta("hint-draw-whim", &[("name", text(name))]),
                _ => lang.t("hint-hidden"),
            }
        }),
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

#[cfg(test)]
mod tests {
    use super::*;
    use table::{PlayerColour, TableAction};

    /// A hint says the move, never the next player's turn it starts: ending the quarry visit or
    /// the turn says so, naming who.
    #[test]
    fn a_hint_stops_at_the_move_and_names_an_end_of_turn() {
        crate::shelve();
        let mut t = crate::game::new_table(
            vec!["Ana".into(), "Bruno".into()],
            vec![PlayerColour::Orange, PlayerColour::Blue],
            Some(0),
            crate::game::CleopatraOptions::default(),
            77,
        )
        .unwrap();
        let (mut ends, mut i) = (0, 0);
        while t.game.history().len() < 200 && !t.game.is_over() {
            let legal = t.game.legal_actions();
            for action in &legal {
                let words = hint_words(Lang::En, &t, action);
                assert!(!words.contains("—"), "{action:?}: {words}");
                // What the end sets off (a category completed) is said; with nothing, the end.
                let who = ["Ana", "Bruno"][t.game.to_act().unwrap().index()];
                let end = match action {
                    Action::EndQuarryVisit => format!("{who} leaves the quarry."),
                    Action::EndTurn => format!("{who} ends the turn."),
                    Action::DrawWhim => format!("{who} draws a bonus tile."),
                    _ => continue,
                };
                assert_ne!(words, Lang::En.t("hint-hidden"), "{action:?}");
                ends += usize::from(words == end);
            }
            t.apply(TableAction::Play(legal[i % legal.len()]));
            i += 7;
        }
        assert!(ends >= 10, "only {ends} ends said with who ends");
    }

    /// With every mini-expansion, no hint is left wordless (a bonus tile's draw says so, naming
    /// who), and none tells what the next player's turn brings them (Bastet's blessing).
    #[test]
    fn every_hint_says_its_move_and_stops_at_the_next_turn() {
        crate::shelve();
        let options = crate::game::CleopatraOptions {
            expansions: cleopatra::Expansions::all(),
        };
        let (mut whims, mut blessings) = (0, 0);
        for seed in 0..3 {
            let mut t = crate::game::new_table(
                vec!["Ana".into(), "Bruno".into(), "Cid".into()],
                vec![
                    PlayerColour::Orange,
                    PlayerColour::Blue,
                    PlayerColour::Green,
                ],
                Some(0),
                options,
                seed,
            )
            .unwrap();
            let mut rng = tabletop::GameRng::new(seed);
            while !t.game.is_over() {
                let legal = t.game.legal_actions();
                let who = ["Ana", "Bruno", "Cid"][t.game.to_act().unwrap().index()];
                for action in &legal {
                    let words = hint_words(Lang::En, &t, action);
                    assert_ne!(words, Lang::En.t("hint-hidden"), "{action:?}");
                    let mut after = t.game.clone();
                    let events = after.apply(*action).expect("a legal action");
                    if events
                        .iter()
                        .any(|e| matches!(e, Event::BastetBlessing { .. }))
                    {
                        assert!(!words.contains("Bastet blesses"), "{action:?}: {words}");
                        blessings += 1;
                    }
                    if *action == Action::DrawWhim {
                        assert_eq!(words, format!("{who} draws a bonus tile."));
                        whims += 1;
                    }
                }
                let action = legal[rng.below(legal.len() as u32) as usize];
                t.apply(TableAction::Play(action));
            }
        }
        // Moves that hand the turn to the statue's holder, whose blessing the hint leaves out.
        assert!(
            whims > 0 && blessings > 0,
            "{whims} bonus tiles, {blessings} blessings"
        );
    }
}
