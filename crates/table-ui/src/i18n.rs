//! Every string the player reads, in English and Brazilian Portuguese, from Fluent catalogues.
//!
//! The catalogues live in `locales/<tag>/*.ftl` and are compiled into the app. A test checks that
//! both languages hold the same messages and that every message id the code names exists. This
//! module has no Yew imports: components read it through [`crate::hooks::use_lang`].

use std::cell::RefCell;
use std::rc::Rc;

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

/// The shared catalogue of each language (`locales/<tag>/shell.ftl`): the shelf, the table around
/// any game, the saved games. Each game on this page adds its own ([`crate::plugin::GameUi`]).
const SHELL_EN: &str = include_str!("../locales/en/shell.ftl");
/// Its Portuguese: compiled into a page with the shelf (and natively, for the tests); a game's page
/// reads it from beside it with its game's words when it speaks Portuguese ([`SHELL_LATER`]).
#[cfg(not(all(target_arch = "wasm32", feature = "table", not(feature = "shelf"))))]
const SHELL_PT_BR: &str = include_str!("../locales/pt-BR/shell.ftl");
#[cfg(all(target_arch = "wasm32", feature = "table", not(feature = "shelf")))]
const SHELL_PT_BR: &str = "";

/// The shelf's and the statistics' own words (`locales/<tag>/shelf.ftl`), each language's, in the
/// pages that show them (and natively, for the tests): a game's page never shows them, so it
/// carries none of them.
#[cfg(any(feature = "shelf", feature = "statistics", not(target_arch = "wasm32")))]
const SHELF: [&str; 2] = [
    include_str!("../locales/en/shelf.ftl"),
    include_str!("../locales/pt-BR/shelf.ftl"),
];
#[cfg(not(any(feature = "shelf", feature = "statistics", not(target_arch = "wasm32"))))]
const SHELF: [&str; 2] = ["", ""];

/// Whether this page reads the shared catalogue's Portuguese from beside it, as
/// `later/shell/pt-BR/shell.ftl` (`crate::hooks::use_words`), rather than carrying it.
pub const SHELL_LATER: bool = cfg!(all(
    target_arch = "wasm32",
    feature = "table",
    not(feature = "shelf")
));

/// A language's bundle of catalogues.
type Bundle = Rc<FluentBundle<FluentResource>>;

/// Each language's bundle, built the first time it is read.
type Bundles = [Option<Bundle>; 2];

thread_local! {
    static BUNDLES: RefCell<Bundles> = const { RefCell::new([None, None]) };
    /// Catalogues read after the page opened ([`add_later`]), by language.
    static LATER: RefCell<[Vec<&'static str>; 2]> = const { RefCell::new([Vec::new(), Vec::new()]) };
    /// The last catalogue read apart from the page's ([`Lang::ta_in`]): its text's address, its
    /// language and its bundle.
    static APART: RefCell<Option<(usize, Lang, Bundle)>> =
        const { RefCell::new(None) };
}

/// Forgets the bundles built so far: the shelf changed, and with it the games' catalogues.
pub(crate) fn forget_bundles() {
    BUNDLES.set([None, None]);
}

/// Adds `text`, a catalogue of language `lang` read after the page opened (a game's rules help),
/// to the page's: its messages are there from the next one read on.
pub fn add_later(lang: Lang, text: String) {
    let text: &'static str = Box::leak(text.into_boxed_str());
    LATER.with_borrow_mut(|later| later[lang.index()].push(text));
    forget_bundles();
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

    /// The shared catalogue of this language.
    pub fn shell_catalogue(self) -> &'static str {
        match self {
            Lang::En => SHELL_EN,
            Lang::PtBr => SHELL_PT_BR,
        }
    }

    /// The Fluent sources of this language on this page, in load order: the shared catalogue,
    /// then what the shelf says of each game, then the own catalogue of each game whose code is here.
    pub fn sources(self) -> Vec<&'static str> {
        let shell = self.shell_catalogue();
        let shelf = crate::shelf::entries();
        let here = shelf.iter().filter_map(|e| e.here);
        let later = LATER.with_borrow(|later| later[self.index()].clone());
        std::iter::once(shell)
            .chain(Some(SHELF[self.index()]).filter(|s| !s.is_empty()))
            .chain(shelf.iter().map(|e| (e.words)(self)))
            .chain(here.flat_map(|game| game.catalogue(self).iter().copied()))
            .chain(later)
            .collect()
    }

    /// Its place in [`Lang::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    fn new_bundle(self, sources: &[&str]) -> FluentBundle<FluentResource> {
        let id = self.tag().parse().expect("a valid language tag");
        let mut bundle = FluentBundle::new(vec![id]);
        // No invisible isolation marks around arguments: names read and copy cleanly.
        bundle.set_use_isolating(false);
        for source in sources {
            let resource = FluentResource::try_new((*source).to_owned())
                .unwrap_or_else(|(resource, _)| resource);
            bundle.add_resource_overriding(resource);
        }
        bundle
    }

    /// The message `id` of `source`, a catalogue apart from the page's (a lesson's, loaded when
    /// asked for), with named arguments; a missing message shows its id.
    pub fn ta_in(self, source: &str, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let key = source.as_ptr() as usize ^ (source.len() << 20);
        let bundle = APART.with_borrow_mut(|apart| match apart {
            Some((k, lang, bundle)) if *k == key && *lang == self => bundle.clone(),
            _ => {
                let bundle = Rc::new(self.new_bundle(&[source]));
                *apart = Some((key, self, bundle.clone()));
                bundle
            }
        });
        format(&bundle, id, args)
    }

    fn with_bundle<R>(self, f: impl FnOnce(&FluentBundle<FluentResource>) -> R) -> R {
        let bundle = BUNDLES.with_borrow_mut(|bundles| {
            bundles[self as usize]
                .get_or_insert_with(|| Rc::new(self.build_bundle()))
                .clone()
        });
        f(&bundle)
    }

    fn build_bundle(self) -> FluentBundle<FluentResource> {
        self.new_bundle(&self.sources())
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
        self.with_bundle(|bundle| format(bundle, id, args))
    }
}

impl Lang {
    /// Choices in a sentence: "a", "a or b", "a, b, or c" ("a, b ou c").
    pub fn or_list(self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [first, last] => self.ta(
                "list-or-two",
                &[("first", text(first.clone())), ("last", text(last.clone()))],
            ),
            [rest @ .., last] => self.ta(
                "list-or-more",
                &[
                    ("rest", text(rest.join(", "))),
                    ("last", text(last.clone())),
                ],
            ),
        }
    }
}

/// Message `id` of `bundle` with named arguments, or its id if it has none.
fn format(bundle: &FluentBundle<FluentResource>, id: &str, args: &[(&str, Arg<'_>)]) -> String {
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
    use super::*;
    use crate::catalogue_check;

    /// The message ids of a language's catalogues on this page.
    fn ids(lang: Lang) -> std::collections::BTreeSet<String> {
        catalogue_check::message_ids(&format!("{lang:?}"), lang.sources())
    }

    /// The shared catalogues of both languages hold the same messages, and every message the
    /// shared layer's code names.
    #[test]
    fn the_shared_catalogue_holds_every_message_its_code_names() {
        crate::shelf::tests::shelve();
        let checked = catalogue_check::every_message_is_held(
            concat!(env!("CARGO_MANIFEST_DIR"), "/src"),
            |lang| lang.sources(),
        );
        assert!(checked > 100, "only {checked} messages checked");
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

    /// The shelf's player counts, worded alike for every game in both languages.
    #[test]
    fn the_shelf_counts_players_from_one_or_two() {
        let range =
            |lang: Lang, min: u32| lang.ta("seats-range", &[("min", num(min)), ("max", num(4))]);
        assert_eq!(range(Lang::En, 1), "1–4 players");
        assert_eq!(range(Lang::En, 2), "2–4 players");
        assert_eq!(range(Lang::PtBr, 1), "1–4 jogadores");
        assert_eq!(range(Lang::PtBr, 2), "2–4 jogadores");
    }

    #[test]
    fn choices_read_as_a_sentence_in_each_language() {
        let items = |words: &[&str]| words.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        assert_eq!(Lang::En.or_list(&items(&[])), "");
        assert_eq!(Lang::En.or_list(&items(&["sail"])), "sail");
        assert_eq!(Lang::En.or_list(&items(&["take", "sail"])), "take or sail");
        assert_eq!(
            Lang::En.or_list(&items(&["take", "place", "sail"])),
            "take, place, or sail"
        );
        assert_eq!(
            Lang::PtBr.or_list(&items(&["pegue", "ponha", "navegue"])),
            "pegue, ponha ou navegue"
        );
    }

    #[test]
    fn portuguese_is_really_translated_and_arguments_fill_in() {
        assert_eq!(Lang::PtBr.t("new-game"), "Novo jogo");
        assert_ne!(Lang::En.t("quit"), Lang::PtBr.t("quit"));
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
