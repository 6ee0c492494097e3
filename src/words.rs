//! Words every page shares: why a saved game does not open or import. Each game words its own
//! refusals.

use crate::i18n::{text, Lang};
use crate::saves::RecordError;

/// Why a stored or imported game cannot be opened, naming the problem.
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    match e {
        RecordError::Corrupt(detail) => {
            lang.ta("load-corrupt", &[("detail", text(detail.clone()))])
        }
        RecordError::Foreign => lang.t("load-foreign"),
        RecordError::Newer(_) => lang.t("load-newer"),
        RecordError::UnknownGame(g) => lang.ta("load-other-game", &[("game", text(g.clone()))]),
        RecordError::Refused(reason) => reason.clone(),
        #[cfg(feature = "cleopatra-game")]
        RecordError::Game(e) => crate::text::load_error(lang, e),
        #[cfg(feature = "imhotep-game")]
        RecordError::Imhotep(e) => crate::components::imhotep::words::load_error(lang, e),
    }
}

/// Why an import was refused.
pub fn import_failed(lang: Lang, e: &RecordError) -> String {
    lang.ta("import-failed", &[("reason", text(record_error(lang, e)))])
}
