//! Checks of the catalogues for the tests of every crate that words a game: both languages hold
//! the same messages, and every message id a crate's code names is in the catalogues its page
//! compiles in. Read from the files on disk, so it runs natively.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use fluent_bundle::FluentResource;

use crate::i18n::Lang;

/// The message ids of Fluent `sources`, failing on any syntax error or id defined twice.
pub fn message_ids<'a>(what: &str, sources: impl IntoIterator<Item = &'a str>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for source in sources {
        let resource = FluentResource::try_new(source.to_owned())
            .unwrap_or_else(|(_, errors)| panic!("{what}: syntax errors {errors:?}"));
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                assert!(
                    out.insert(m.id.name.to_owned()),
                    "{what}: {} defined twice",
                    m.id.name
                );
            }
        }
    }
    out
}

/// Every Rust source file under `dir`, with its text.
pub fn source_files(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_owned()];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let code = std::fs::read_to_string(&path).unwrap();
            out.push((path, code));
        }
    }
    out
}

/// Every message id written in `code`: `.t("…")` and `.ta("…"` name ids directly; match arms,
/// the rules sections, status buttons and list items name them as hyphenated literals.
pub fn ids_in(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let markers = [
        (".t(\"", false),
        (".ta(\"", false),
        ("=> \"", true),
        ("section(\"", true),
        ("title=\"", true),
        ("para(\"", true),
        ("Action::EndTurn, \"", true),
        ("Action::Pass, \"", true),
        ("Action::EndQuarryVisit, \"", true),
        ("\n    \"", true),
    ];
    for (marker, hyphenated) in markers {
        for (i, _) in code.match_indices(marker) {
            let rest = &code[i + marker.len()..];
            let id = &rest[..rest.find('"').unwrap()];
            let looks_like_id = !id.is_empty()
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if looks_like_id && (!hyphenated || id.contains('-')) {
                out.insert(id.to_owned());
            }
        }
    }
    out
}

/// Checks that the catalogues `sources` gives for each language hold the same messages, and
/// every message id the code under `src` names; returns how many ids it checked.
pub fn every_message_is_held(src: &str, sources: impl Fn(Lang) -> Vec<&'static str>) -> usize {
    let en = message_ids("en", sources(Lang::En));
    let pt = message_ids("pt-BR", sources(Lang::PtBr));
    let only_en: Vec<_> = en.difference(&pt).collect();
    let only_pt: Vec<_> = pt.difference(&en).collect();
    assert!(only_en.is_empty(), "missing in pt-BR: {only_en:?}");
    assert!(only_pt.is_empty(), "missing in English: {only_pt:?}");
    let mut checked = 0;
    for (path, code) in source_files(Path::new(src)) {
        for id in ids_in(&code) {
            assert!(
                en.contains(&id),
                "`{id}` ({path:?}) is in no catalogue of its page"
            );
            checked += 1;
        }
    }
    checked
}

/// A saved game's line in a list of saves says how far it has come in words, in both languages:
/// no argument of the game's message left unfilled (the counts its summary gives are the ones the
/// message reads), and whose turn it is.
pub fn progress_is_worded(summary: &table::Summary) {
    for lang in Lang::ALL {
        let line = crate::words::saved_progress(lang, summary);
        assert!(!line.is_empty(), "{lang:?}: no progress for {summary:?}");
        assert!(
            !line.contains('{'),
            "{lang:?}: an unfilled argument in {line:?}"
        );
        if let Some(name) = &summary.deciding {
            assert!(
                line.contains(name.as_str()),
                "{lang:?}: {line:?} names nobody"
            );
        }
    }
}
