//! Why the core refuses an action, in words: the reason a touch does nothing, or a save does not
//! replay. No Yew here.

use imhotep::Refusal;

use super::words::{card, site};
use table_ui::i18n::{num, text, Lang};

/// Why an action was refused, in words.
pub fn refusal(lang: Lang, refusal: &Refusal, names: &[String], sides: &imhotep::Sides) -> String {
    match refusal {
        Refusal::GameOver => lang.t("im-why-game-over"),
        Refusal::NotYourDecision { decider } => lang.ta(
            "im-why-not-yours",
            &[(
                "name",
                text(names.get(decider.index()).cloned().unwrap_or_default()),
            )],
        ),
        Refusal::NotNow { .. } => lang.t("im-why-not-now"),
        Refusal::NoSuchShip { .. } | Refusal::NoSuchSlot { .. } => lang.t("im-why-other"),
        Refusal::ShipSailed { ship } => lang.ta("im-why-ship-sailed", &[("ship", num(ship + 1))]),
        Refusal::SlotTaken { .. } => lang.t("im-why-slot-taken"),
        Refusal::SlotEmpty { .. } => lang.t("im-why-slot-empty"),
        Refusal::SledTooSmall { needed, sled } => lang.ta(
            "im-why-sled",
            &[("needed", num(*needed)), ("sled", num(*sled))],
        ),
        Refusal::NothingToTake { .. } => lang.t("im-why-nothing-to-take"),
        Refusal::TooFewStones {
            ship,
            load,
            minimum,
        } => lang.ta(
            "im-why-too-few",
            &[
                ("ship", num(ship + 1)),
                ("load", num(*load)),
                ("minimum", num(*minimum)),
            ],
        ),
        Refusal::SiteTaken { site: s } => lang.ta(
            "im-why-site-taken",
            &[("site", text(site(lang, *s, sides.of(*s))))],
        ),
        Refusal::NoCard { card: c } => lang.ta("im-why-no-card", &[("card", text(card(lang, *c)))]),
        Refusal::NoEffect { card: c } => {
            lang.ta("im-why-no-effect", &[("card", text(card(lang, *c)))])
        }
        Refusal::MustPlace => lang.t("im-why-must-place"),
        Refusal::CannotPlace => lang.t("im-why-cannot-place"),
        Refusal::SameSlot | Refusal::SlotOrder => lang.t("im-why-same-slot"),
        Refusal::CannotPass => lang.t("im-why-cannot-pass"),
        Refusal::EmptyMarketSlot { .. } => lang.t("im-why-empty-slot"),
        Refusal::NoPair => lang.t("im-why-no-pair"),
        Refusal::NotInPair { .. } => lang.t("im-why-not-in-pair"),
        Refusal::PyramidUnavailable { .. } => lang.t("im-why-pyramid-full"),
        Refusal::CannotSkip => lang.t("im-why-cannot-skip"),
    }
}

/// Why an Imhotep save does not replay.
pub fn load_error(lang: Lang, e: &table::PlayedLoadError<crate::game::ImhotepGame>) -> String {
    table_ui::words::played_load_error(lang, e, |why| {
        refusal(lang, why, &[], &imhotep::Sides::default())
    })
}
