//! Every string the player reads, in English and Brazilian Portuguese, from Fluent catalogues.
//!
//! The catalogues live in `locales/<tag>/*.ftl` and are compiled into the app. A test checks that
//! both languages hold the same messages and that every message id the code names exists. This
//! module has no Yew imports: components read it through [`crate::hooks::use_lang`].

use std::cell::OnceCell;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

/// A language the interface speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Brazilian Portuguese.
    PtBr,
}

/// The catalogue files of one language compiled into this page, in load order: `shell.ftl` on
/// every page (the shelf, the table around any game, the saved games), each game's own files on
/// its page only. A test checks that every page holds every message its code names.
macro_rules! catalogue {
    ($dir:literal) => {{
        const GAMES: &[&str] = &crate::games::game_catalogues!($dir);
        const ALL: [&str; 1 + GAMES.len()] = {
            let mut all =
                [include_str!(concat!("../locales/", $dir, "/shell.ftl")); 1 + GAMES.len()];
            let mut i = 0;
            while i < GAMES.len() {
                all[i + 1] = GAMES[i];
                i += 1;
            }
            all
        };
        &ALL
    }};
}

const EN_FTL: &[&str] = catalogue!("en");
const PT_BR_FTL: &[&str] = catalogue!("pt-BR");

thread_local! {
    static BUNDLES: [OnceCell<FluentBundle<FluentResource>>; 2] = const { [OnceCell::new(), OnceCell::new()] };
}

/// A value for a message argument.
pub type Arg<'a> = FluentValue<'a>;

impl Lang {
    /// Every language, in the order the language switch shows them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::PtBr];

    /// The BCP 47 tag, for `<html lang>`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::PtBr => "pt-BR",
        }
    }

    /// The short label on the language switch.
    pub fn label(self) -> &'static str {
        match self {
            Lang::En => "EN",
            Lang::PtBr => "PT-BR",
        }
    }

    /// The language's own name, for screen readers.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::PtBr => "Português (Brasil)",
        }
    }

    /// Picks a language from a browser tag such as `navigator.language`: any Portuguese
    /// becomes pt-BR, anything else English.
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        if primary.eq_ignore_ascii_case("pt") {
            Lang::PtBr
        } else {
            Lang::En
        }
    }

    /// The Fluent sources of this language.
    pub fn sources(self) -> &'static [&'static str] {
        match self {
            Lang::En => EN_FTL,
            Lang::PtBr => PT_BR_FTL,
        }
    }

    fn with_bundle<R>(self, f: impl FnOnce(&FluentBundle<FluentResource>) -> R) -> R {
        BUNDLES.with(|bundles| {
            let bundle = bundles[self as usize].get_or_init(|| self.build_bundle());
            f(bundle)
        })
    }

    fn build_bundle(self) -> FluentBundle<FluentResource> {
        let id = self.tag().parse().expect("a valid language tag");
        let mut bundle = FluentBundle::new(vec![id]);
        // No invisible isolation marks around arguments: names read and copy cleanly.
        bundle.set_use_isolating(false);
        for source in self.sources() {
            let resource = FluentResource::try_new((*source).to_owned())
                .unwrap_or_else(|(resource, _)| resource);
            bundle.add_resource_overriding(resource);
        }
        bundle
    }

    /// Whether the catalogue has a message `id`.
    pub fn has(self, id: &str) -> bool {
        self.with_bundle(|b| b.has_message(id))
    }

    /// The message `id` with no arguments.
    pub fn t(self, id: &str) -> String {
        self.ta(id, &[])
    }

    /// The message `id` with named arguments. A missing message shows its id, so a gap is visible
    /// instead of silent (and a test keeps the catalogues complete).
    pub fn ta(self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.with_bundle(|bundle| {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                return id.to_owned();
            };
            let mut fluent_args = FluentArgs::new();
            for (name, value) in args {
                fluent_args.set(*name, value.clone());
            }
            let mut errors = Vec::new();
            bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned()
        })
    }
}

/// A number argument.
pub fn num(n: impl Into<f64>) -> Arg<'static> {
    FluentValue::from(n.into())
}

/// A text argument.
pub fn text(s: impl Into<String>) -> Arg<'static> {
    FluentValue::from(s.into())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// The message ids of Fluent `sources`, failing on any syntax error or id defined twice.
    fn message_ids(what: &str, sources: impl IntoIterator<Item = String>) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        for source in sources {
            let resource = FluentResource::try_new(source)
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

    /// The message ids of a language's catalogues as compiled in.
    fn ids(lang: Lang) -> BTreeSet<String> {
        message_ids(
            &format!("{lang:?}"),
            lang.sources().iter().map(|s| (*s).to_owned()),
        )
    }

    /// Every source file of the app with its text.
    fn source_files() -> Vec<(std::path::PathBuf, String)> {
        let mut out = Vec::new();
        let mut stack = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
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

    /// Every `t("…")` / `ta("…"` message id written in `code`.
    fn ids_in(code: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        // `.t(…)` and `.ta(…)` name ids directly; match arms, the rules sections, status buttons
        // and list items name them as hyphenated literals.
        let markers = [
            (".t(\"", false),
            (".ta(\"", false),
            ("=> \"", true),
            ("section(\"", true),
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

    /// Every message id written in the app's source files.
    fn ids_in_source() -> BTreeSet<String> {
        source_files()
            .iter()
            .flat_map(|(_, code)| ids_in(code))
            .collect()
    }

    #[test]
    fn browser_tags_pick_a_language() {
        assert_eq!(Lang::from_tag("pt-BR"), Lang::PtBr);
        assert_eq!(Lang::from_tag("pt"), Lang::PtBr);
        assert_eq!(Lang::from_tag("PT_pt"), Lang::PtBr);
        assert_eq!(Lang::from_tag("en-US"), Lang::En);
        assert_eq!(Lang::from_tag("fr"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }

    #[test]
    fn both_catalogues_hold_the_same_messages() {
        let (en, pt) = (ids(Lang::En), ids(Lang::PtBr));
        let only_en: Vec<_> = en.difference(&pt).collect();
        let only_pt: Vec<_> = pt.difference(&en).collect();
        assert!(only_en.is_empty(), "missing in pt-BR: {only_en:?}");
        assert!(only_pt.is_empty(), "missing in English: {only_pt:?}");
        assert!(en.len() > 100, "only {} messages", en.len());
    }

    #[test]
    fn every_id_the_code_names_exists() {
        let named = ids_in_source();
        assert!(
            named.len() > 50,
            "only {} ids found in the source",
            named.len()
        );
        for id in &named {
            for lang in Lang::ALL {
                assert!(lang.has(id), "{lang:?} lacks `{id}`");
            }
        }
    }

    /// The catalogue files every page has: the shelf, the table around any game, the saved games.
    const SHELL_FILES: &[&str] = &["shell.ftl"];

    /// Catalogue file `file` of language directory `dir`, as it is on disk.
    fn catalogue_file(dir: &str, file: &str) -> String {
        std::fs::read_to_string(format!(
            "{}/locales/{dir}/{file}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap()
    }

    /// The message ids in catalogue files `files` of language directory `dir`.
    fn ids_in_files(dir: &str, files: &[&str]) -> BTreeSet<String> {
        message_ids(dir, files.iter().map(|f| catalogue_file(dir, f)))
    }

    /// The Cargo feature each module is compiled under, read from the `#[cfg(feature = "…")]`
    /// line above its `mod` line (a module inside a gated one inherits it).
    fn module_features() -> Vec<(std::path::PathBuf, String)> {
        let mut out = Vec::new();
        for (path, code) in source_files() {
            let folder = if path.ends_with("lib.rs") || path.ends_with("mod.rs") {
                path.parent().unwrap().to_owned()
            } else {
                path.with_extension("")
            };
            let lines: Vec<&str> = code.lines().collect();
            for pair in lines.windows(2) {
                let feature = pair[0]
                    .strip_prefix("#[cfg(feature = \"")
                    .and_then(|f| f.strip_suffix("\")]"));
                let module = pair[1]
                    .trim_start_matches("pub ")
                    .trim_start_matches("pub(crate) ")
                    .strip_prefix("mod ")
                    .and_then(|m| m.strip_suffix(';'));
                if let (Some(feature), Some(module)) = (feature, module) {
                    out.push((folder.join(module), feature.to_owned()));
                }
            }
        }
        out
    }

    /// Every page holds every message its code names: the shelf only `shell.ftl`, a game's page
    /// that and the game's own catalogue. Which page compiles a file comes from the modules'
    /// `cfg` lines, so a message a game's table and the shelf share cannot hide in one game's
    /// catalogue.
    #[test]
    fn every_page_holds_the_messages_its_code_names() {
        use crate::games::GameId;
        let gated = module_features();
        assert!(
            gated.len() >= 10,
            "only {} gated modules found",
            gated.len()
        );
        let mut checked = 0;
        for (path, code) in source_files() {
            let feature = gated
                .iter()
                .find(|(module, _)| path.with_extension("") == *module || path.starts_with(module))
                .map(|(_, f)| f.as_str());
            // The pages that compile this file: the shelf (None) and the games.
            let pages: Vec<Option<GameId>> = match feature {
                Some("shelf") => vec![None],
                Some(game) if game.ends_with("-game") => {
                    let id = game.trim_end_matches("-game");
                    vec![Some(GameId::from_id(id).expect("a game of the shelf"))]
                }
                Some("table") => GameId::ALL.iter().copied().map(Some).collect(),
                Some(other) => panic!("{path:?}: unknown feature {other}"),
                None => [None]
                    .into_iter()
                    .chain(GameId::ALL.iter().copied().map(Some))
                    .collect(),
            };
            for dir in ["en", "pt-BR"] {
                for page in &pages {
                    let mut files = SHELL_FILES.to_vec();
                    if let Some(game) = page {
                        files.extend(game.catalogues());
                    }
                    let held = ids_in_files(dir, &files);
                    for id in ids_in(&code) {
                        assert!(
                            held.contains(&id),
                            "{dir}: `{id}` ({path:?}) is missing on the page of {page:?}"
                        );
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 500, "only {checked} messages checked");
    }

    /// The catalogue lists above are the files the app compiles in (every one, by default).
    #[test]
    fn the_catalogue_lists_name_every_file() {
        let mut listed: Vec<&str> = SHELL_FILES.to_vec();
        listed.extend(
            crate::games::GameId::ALL
                .iter()
                .flat_map(|g| g.catalogues().iter().copied()),
        );
        for (lang, dir) in [(Lang::En, "en"), (Lang::PtBr, "pt-BR")] {
            let sources: Vec<String> = listed.iter().map(|f| catalogue_file(dir, f)).collect();
            assert_eq!(lang.sources(), sources, "{dir}");
        }
    }

    /// The shelf's player counts: Pyramids' solo says so in Portuguese.
    #[test]
    fn the_shelf_counts_players_from_one_or_two() {
        let range =
            |lang: Lang, min: u32| lang.ta("seats-range", &[("min", num(min)), ("max", num(4))]);
        assert_eq!(range(Lang::En, 1), "1–4 players");
        assert_eq!(range(Lang::En, 2), "2–4 players");
        assert_eq!(range(Lang::PtBr, 1), "1–4 jogadores, solo incluído");
        assert_eq!(range(Lang::PtBr, 2), "2 a 4 jogadores");
    }

    #[test]
    fn portuguese_is_really_translated_and_arguments_fill_in() {
        assert_eq!(Lang::PtBr.t("new-game"), "Novo jogo");
        assert_ne!(
            Lang::En.t("cleopatra-pitch"),
            Lang::PtBr.t("cleopatra-pitch")
        );
        assert_eq!(Lang::En.ta("player-n", &[("n", num(3))]), "Player 3");
        assert_eq!(Lang::PtBr.ta("player-n", &[("n", num(3))]), "Jogador 3");
        let missing = "no-such-message";
        assert_eq!(Lang::En.t(missing), missing);
        for lang in Lang::ALL {
            for id in ids(lang) {
                let text = lang.t(&id);
                assert!(!text.trim().is_empty(), "{lang:?}: {id} is empty");
                assert!(!text.contains("  "), "{lang:?}: stray double space in {id}");
            }
        }
    }
}
