//! Refusals in words: why an action, an undo or a save is refused, saying what to do.

use cleopatra::RuleError;

use super::{cult_card, far_architect, far_architect_effect, sobek, sobek_cost, whim};
use table_ui::i18n::{num, text, Lang};

/// Why a Cleopatra save does not replay, naming the problem.
pub fn load_error(lang: Lang, e: &cleopatra::LoadError) -> String {
    use cleopatra::LoadError;
    match e {
        LoadError::Json(detail) => lang.ta("load-corrupt", &[("detail", text(detail.clone()))]),
        LoadError::Format(_) => lang.t("load-newer"),
        LoadError::OtherGame(g) => lang.ta("load-other-game", &[("game", text(g.clone()))]),
        LoadError::StartPosition => lang.t("load-puzzle"),
        LoadError::Config(c) => lang.ta("load-config", &[("detail", text(format!("{c:?}")))]),
        LoadError::Action { number, error, .. } => lang.ta(
            "load-tampered",
            &[
                ("n", num(*number as u32)),
                ("reason", text(refusal(lang, error))),
            ],
        ),
        _ => lang.t("load-foreign"),
    }
}

/// Why an action was refused in a turn: a closed market or quarry names the Vizier only when he
/// was called.
pub fn refusal_in_turn(lang: Lang, e: &RuleError, vizier_called: bool) -> String {
    match e {
        RuleError::MarketClosed if !vizier_called => lang.t("err-market-closed-main"),
        RuleError::QuarryClosed if !vizier_called => lang.t("err-quarry-closed-main"),
        e => refusal(lang, e),
    }
}

/// Why an action was refused, in words that say what to do.
pub fn refusal(lang: Lang, e: &RuleError) -> String {
    match e {
        RuleError::GameOver => lang.t("err-game-over"),
        RuleError::SobekTooLate => lang.t("err-sobek-too-late"),
        RuleError::SobekUnaffordable {
            tile,
            cost,
            scarabs,
        } => lang.ta(
            "err-sobek-unaffordable",
            &[
                ("tile", text(sobek(lang, *tile))),
                ("cost", text(sobek_cost(lang, *cost))),
                ("scarabs", num(*scarabs)),
            ],
        ),
        RuleError::MarketClosed => lang.t("err-market-closed"),
        RuleError::QuarryClosed => lang.t("err-quarry-closed"),
        RuleError::EmptyStall { stall } => lang.ta("err-empty-stall", &[("stall", num(stall + 1))]),
        RuleError::SphinxRowFull(_)
        | RuleError::ObeliskBuilt(_)
        | RuleError::DoorBuilt(_)
        | RuleError::WallBuilt(_)
        | RuleError::ThroneSpaceTaken => lang.t("err-built"),
        RuleError::PedestalFirst => lang.t("err-pedestal-first"),
        RuleError::NoMosaicLeft => lang.t("err-no-mosaic"),
        RuleError::MosaicDoesNotFit { .. } => lang.t("err-mosaic-fit"),
        RuleError::MosaicFlipNotAllowed => lang.t("err-no-flip"),
        RuleError::CannotPass => lang.t("err-cannot-pass"),
        RuleError::MainActionFirst => lang.t("err-main-first"),
        RuleError::NoAnubisLeft => lang.t("err-no-anubis"),
        RuleError::BidTooHigh { scarabs, .. } => {
            lang.ta("err-bid-too-high", &[("scarabs", num(*scarabs))])
        }
        RuleError::Payment(_)
        | RuleError::NotInHand { .. }
        | RuleError::NoSuchCredit
        | RuleError::DiscountUnavailable { .. }
        | RuleError::DiscountRequired { .. } => lang.t("err-payment"),
        RuleError::NoStatueLeft => lang.t("err-no-statue-left"),
        RuleError::NoStatueSite(_) => lang.t("err-statue-site"),
        RuleError::CultCardTaken(card) => lang.ta(
            "err-cult-card-taken",
            &[("card", text(cult_card(lang, *card)))],
        ),
        RuleError::NoWhimToDraw => lang.t("err-no-whim"),
        RuleError::WhimUnavailable(w) => {
            lang.ta("err-whim-unavailable", &[("tile", text(whim(lang, *w)))])
        }
        RuleError::ArchitectNotHeld(a) => lang.ta(
            "err-architect-not-held",
            &[("architect", text(far_architect(lang, *a)))],
        ),
        RuleError::ArchitectNotNow(a) => lang.ta(
            "err-architect-not-now",
            &[
                ("architect", text(far_architect(lang, *a))),
                ("effect", text(far_architect_effect(lang, *a))),
            ],
        ),
        RuleError::ArchitectNotLeft(a) => lang.ta(
            "err-architect-not-left",
            &[("architect", text(far_architect(lang, *a)))],
        ),
        RuleError::BabylonianStalls { .. } => lang.t("err-babylonian-stalls"),
        RuleError::TwoStallsToTake => lang.t("err-two-stalls"),
        RuleError::NotSmallestStall(s) => lang.ta("err-not-smallest", &[("stall", num(s + 1))]),
        _ => lang.t("err-not-now"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_say_what_to_do_in_both_languages() {
        crate::shelve();
        let e = RuleError::BidTooHigh { bid: 9, scarabs: 4 };
        assert!(refusal(Lang::En, &e).contains('4'));
        assert_ne!(refusal(Lang::En, &e), refusal(Lang::PtBr, &e));
        assert_ne!(
            refusal(Lang::PtBr, &RuleError::MarketClosed),
            refusal(Lang::PtBr, &RuleError::QuarryClosed)
        );
    }
}
