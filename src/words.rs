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
        #[cfg(feature = "pyramids-game")]
        RecordError::Pyramids(e) => crate::components::pyramids::load_error(lang, e),
        #[cfg(feature = "mausoleum-game")]
        RecordError::Mausoleum(e) => crate::components::mausoleum::words::load_error(lang, e),
    }
}

/// Why an import was refused.
pub fn import_failed(lang: Lang, e: &RecordError) -> String {
    lang.ta("import-failed", &[("reason", text(record_error(lang, e)))])
}

/// One line of the log in words; `lit` when it is part of a computer's move just played.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LogLine {
    /// The words.
    pub text: String,
    /// Lit for a moment: the computer's move just played.
    pub lit: bool,
}

/// A stretch of the log under one heading (a player's turn), its lines oldest first.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LogGroup {
    /// The heading ("Ana's turn"), `None` for what came before any turn.
    pub title: Option<String>,
    /// Its lines, oldest first.
    pub lines: Vec<LogLine>,
}

impl LogGroup {
    /// Lines with no heading, each a group of its own, so a log shows them newest first (a game
    /// whose log has no turns to group by); the newest `lit` of them lit.
    pub fn untitled(lines: Vec<String>, lit: usize) -> Vec<LogGroup> {
        let from = lines.len().saturating_sub(lit);
        lines
            .into_iter()
            .enumerate()
            .map(|(i, text)| LogGroup {
                title: None,
                lines: vec![LogLine {
                    text,
                    lit: i >= from,
                }],
            })
            .collect()
    }

    /// How many lines all `groups` hold.
    pub fn count(groups: &[LogGroup]) -> usize {
        groups.iter().map(|g| g.lines.len()).sum()
    }
}
