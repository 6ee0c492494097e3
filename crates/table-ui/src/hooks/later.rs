//! Words a page reads only when they are needed: a game's catalogues in a language it does not
//! carry (a page holds its game's English; its Portuguese is read when the page speaks it) and
//! what only one screen says (Cleopatra's rules help, in both languages); on a game's page, the
//! shared catalogue's Portuguese too. They are copied beside
//! the page as `later/<game>/<tag>/<name>.ftl` (the shared one's as `later/shell/…`), fetched once, then part of the page's words
//! ([`add_later`]). Offline, the service worker has them.

use std::cell::RefCell;
use std::collections::BTreeMap;

use yew::prelude::*;

use super::Later;
use crate::i18n::{add_later, Lang};

/// A catalogue read later: its game, its name and its language.
pub type Ask = (&'static str, &'static str, Lang);

thread_local! {
    /// Each catalogue asked for ("<game>/<tag>/<name>"), and how it stands.
    static ASKED: RefCell<BTreeMap<String, Later>> = const { RefCell::new(BTreeMap::new()) };
}

fn key(&(game, name, lang): &Ask) -> String {
    format!("{game}/{}/{name}", lang.tag())
}

/// How `asks` stand together: the first failure, else reading while any is, else ready.
fn standing(asks: &[Ask]) -> Later {
    ASKED.with_borrow(|asked| {
        let all: Vec<Later> = asks
            .iter()
            .map(|ask| asked.get(&key(ask)).cloned().unwrap_or(Later::Reading))
            .collect();
        all.iter()
            .find(|l| matches!(l, Later::Failed(_)))
            .or_else(|| all.iter().find(|l| **l == Later::Reading))
            .cloned()
            .unwrap_or(Later::Ready)
    })
}

/// The catalogues `asks`, read if they are not yet (again, if they failed before): the component
/// asking is drawn again as each one is read.
#[hook]
pub fn use_later_words(asks: Vec<Ask>) -> Later {
    let redraw = use_force_update();
    use_effect_with(asks.clone(), move |asks| {
        for ask in asks.iter().copied() {
            let k = key(&ask);
            let wanted = ASKED.with_borrow_mut(|asked| {
                let fresh = !matches!(asked.get(&k), Some(Later::Reading | Later::Ready));
                if fresh {
                    asked.insert(k.clone(), Later::Reading);
                }
                fresh
            });
            if wanted {
                let redraw = redraw.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let (game, name, lang) = ask;
                    let url = format!("later/{game}/{}/{name}.ftl", lang.tag());
                    let outcome = match crate::storage::fetch_text(&url).await {
                        Ok(text) => {
                            add_later(lang, text);
                            Later::Ready
                        }
                        Err(reason) => Later::Failed(reason),
                    };
                    ASKED.with_borrow_mut(|asked| asked.insert(k, outcome));
                    redraw.force_update();
                });
            }
        }
    });
    standing(&asks)
}

/// Catalogue `name` of game `game`, in every language (a screen's own words).
#[hook]
pub fn use_later(game: &'static str, name: &'static str) -> Later {
    use_later_words(Lang::ALL.map(|lang| (game, name, lang)).to_vec())
}

/// The catalogues this page reads from beside it to speak `lang`: its games' and, on a game's
/// page speaking Portuguese, the shared one's ([`crate::i18n::SHELL_LATER`]).
#[hook]
pub fn use_words(lang: Lang) -> Later {
    let shell = (crate::i18n::SHELL_LATER && lang == Lang::PtBr).then_some(SHELL);
    let asks = shell
        .into_iter()
        .chain(
            crate::shelf::entries()
                .iter()
                .filter_map(|entry| entry.here.map(|game| (entry.id, game)))
                .flat_map(|(id, game)| {
                    game.later_catalogue(lang)
                        .iter()
                        .map(move |&name| (id, name, lang))
                }),
        )
        .collect();
    use_later_words(asks)
}

/// The shared catalogue's Portuguese, as a game's page reads it.
const SHELL: Ask = ("shell", "shell", Lang::PtBr);

/// Catalogue `name` of game `game` given in these languages rather than read (a test has no files
/// beside its page); given again, nothing changes.
pub fn provide_later(game: &'static str, name: &'static str, texts: &[(Lang, &str)]) {
    for &(lang, text) in texts {
        let k = key(&(game, name, lang));
        if ASKED.with_borrow(|asked| asked.get(&k) == Some(&Later::Ready)) {
            continue;
        }
        add_later(lang, text.to_owned());
        ASKED.with_borrow_mut(|asked| asked.insert(k, Later::Ready));
    }
}
