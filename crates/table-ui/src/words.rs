//! Words every page shares: why a saved game does not open or import. Each game words its own
//! refusals.

use crate::i18n::{num, text, Lang};
use table::{
    GameError, PlayedLoadError, PlayerColour, RecordError, Shelved, Summary, TableDraft,
    UndoRefusal,
};

use crate::shelf::GameId;

/// Who won, in words: "Ana wins!", "Ana & Bia share the win!".
pub fn winners(lang: Lang, names: &[String]) -> String {
    let key = if names.len() > 1 {
        "win-shared"
    } else {
        "wins"
    };
    lang.ta(key, &[("names", text(names.join(" & ")))])
}

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
        RecordError::Game(e) => game_error(lang, e),
    }
}

/// Why a game inside a record does not replay, in its game's words (in the rules' plain words
/// if this page lacks the game's).
fn game_error(lang: Lang, e: &GameError) -> String {
    GameId::from_id(e.game())
        .and_then(GameId::here)
        .and_then(|game| game.load_error(lang, e))
        .unwrap_or_else(|| e.to_string())
}

/// Why a decision of a game played through [`table::Played`] cannot be taken back: the same
/// words in every game, but for what the decision showed, which game `game` words.
pub fn undo_refusal(lang: Lang, game: &str, refusal: &UndoRefusal) -> String {
    match refusal {
        UndoRefusal::Nothing => lang.t("undo-nothing"),
        UndoRefusal::Revealed => lang.t(&format!("{game}-undo-revealed")),
        UndoRefusal::Once => lang.t("undo-once"),
        UndoRefusal::Over => lang.t("undo-over"),
        UndoRefusal::NotYours => lang.t("undo-not-yours"),
    }
}

/// Why a save of a game played through [`table::Played`] does not replay: the same words in
/// every game, but for a refused decision, which its game words with `refusal`.
pub fn played_load_error<S: Shelved>(
    lang: Lang,
    e: &PlayedLoadError<S>,
    refusal: impl Fn(&<S::Rules as tabletop::Rules>::Refusal) -> String,
) -> String {
    use tabletop::EnvelopeError;
    match e {
        PlayedLoadError::Envelope(EnvelopeError::Json(detail)) => {
            lang.ta("load-corrupt", &[("detail", text(detail.clone()))])
        }
        PlayedLoadError::Envelope(EnvelopeError::OtherGame(g)) => {
            lang.ta("load-other-game", &[("game", text(g.clone()))])
        }
        PlayedLoadError::Envelope(EnvelopeError::Format(_)) => lang.t("load-newer"),
        PlayedLoadError::Config(c) => lang.ta("load-config", &[("detail", text(c.to_string()))]),
        PlayedLoadError::Action {
            number,
            refusal: why,
        } => lang.ta(
            "load-tampered",
            &[("n", num(*number as u32)), ("reason", text(refusal(why)))],
        ),
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
    /// whose log has no turns to group by).
    pub fn untitled(lines: impl IntoIterator<Item = LogLine>) -> Vec<LogGroup> {
        lines
            .into_iter()
            .map(|line| LogGroup {
                title: None,
                lines: vec![line],
            })
            .collect()
    }

    /// How many lines all `groups` hold.
    pub fn count(groups: &[LogGroup]) -> usize {
        groups.iter().map(|g| g.lines.len()).sum()
    }
}

/// A saved game's title in a list of saves: the name it was given, or its players'.
pub fn saved_title(name: &str, summary: &Summary) -> String {
    if name.is_empty() {
        summary.names.join(" · ")
    } else {
        name.to_owned()
    }
}

/// How far a saved game has come, for its line in a list of saves: who won, or the game's own
/// words from its counts (the round, the pile) and whose turn it is.
pub fn saved_progress(lang: Lang, summary: &Summary) -> String {
    match &summary.winners {
        Some(w) if w.is_empty() => lang.t("saved-finished-none"),
        Some(w) => lang.ta("saved-finished", &[("winners", text(winners(lang, w)))]),
        None => match &summary.progress {
            None => String::new(),
            Some(progress) => {
                let mut args: Vec<(&str, crate::i18n::Arg)> =
                    progress.counts().map(|(k, v)| (k, num(v))).collect();
                args.push(("name", text(summary.deciding.clone().unwrap_or_default())));
                lang.ta(&format!("{}-saved-progress", summary.game), &args)
            }
        },
    }
}

/// Lines of the log told as one text (a hint, a computer's move), a sentence each: the log's
/// lines end without a full stop, so one goes between two, unless a line ends its own sentence.
pub fn sentences(lines: impl IntoIterator<Item = String>) -> Option<String> {
    lines.into_iter().reduce(|said, line| {
        if said.ends_with(['.', '!', '?', '…', ':']) {
            format!("{said} {line}")
        } else {
            format!("{said}. {line}")
        }
    })
}

/// A seat colour's name.
pub fn colour_name(lang: Lang, colour: PlayerColour) -> String {
    lang.t(&format!("colour-{}", colour.key()))
}

/// The names a table set up from `draft` plays with: what was typed, or "Player N" (a computer's:
/// "Computer N") where nothing was.
pub fn seat_names(lang: Lang, draft: &TableDraft) -> Vec<String> {
    draft.names(|seat, computer| {
        let key = if computer { "computer-n" } else { "player-n" };
        lang.ta(key, &[("n", num(seat as u32 + 1))])
    })
}
