//! Words a page reads only when they are needed (a game's rules help): its catalogues in every
//! language, copied beside the page as `later/<game>/<tag>/<name>.ftl`, fetched once on the first
//! screen that asks, then part of the page's words. Offline, the service worker has them.

use std::cell::RefCell;
use std::collections::BTreeMap;

use yew::prelude::*;

use crate::i18n::{add_later, Lang};

/// How the catalogues asked for stand.
#[derive(Debug, Clone, PartialEq)]
pub enum Later {
    /// Being read.
    Reading,
    /// Read: their words are the page's.
    Ready,
    /// Why they could not be read.
    Failed(String),
}

thread_local! {
    /// Each catalogue asked for ("<game>/<name>"), and how it stands.
    static ASKED: RefCell<BTreeMap<String, Later>> = const { RefCell::new(BTreeMap::new()) };
}

/// Catalogue `name` of game `game`, read if it is not yet: the component asking is drawn again
/// once it is (or once it failed).
#[hook]
pub fn use_later(game: &'static str, name: &'static str) -> Later {
    let key = format!("{game}/{name}");
    let known = ASKED.with_borrow(|asked| asked.get(&key).cloned());
    let state = use_state(|| known.clone().unwrap_or(Later::Reading));
    {
        let state = state.clone();
        use_effect_with(key, move |key| {
            // Never asked, or failed before (offline, say): read it now.
            if !matches!(known, Some(Later::Reading | Later::Ready)) {
                ASKED.with_borrow_mut(|asked| asked.insert(key.clone(), Later::Reading));
                let key = key.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let outcome = read(game, name).await;
                    ASKED.with_borrow_mut(|asked| asked.insert(key, outcome.clone()));
                    state.set(outcome);
                });
            }
        });
    }
    // Read meanwhile for another screen, or asked again after a failure: as it stands now.
    ASKED
        .with_borrow(|asked| asked.get(&format!("{game}/{name}")).cloned())
        .filter(|now| *now != Later::Reading)
        .unwrap_or_else(|| (*state).clone())
}

/// Reads catalogue `name` of `game` in every language and adds it to the page's words.
async fn read(game: &str, name: &str) -> Later {
    let mut texts = Vec::new();
    for lang in Lang::ALL {
        let url = format!("later/{game}/{}/{name}.ftl", lang.tag());
        match crate::storage::fetch_text(&url).await {
            Ok(text) => texts.push((lang, text)),
            Err(reason) => return Later::Failed(reason),
        }
    }
    for (lang, text) in texts {
        add_later(lang, text);
    }
    Later::Ready
}

/// Catalogue `name` of game `game` given in every language rather than read (a test has no files
/// beside its page); given again, nothing changes.
pub fn provide_later(game: &str, name: &str, texts: [(Lang, &str); 2]) {
    let key = format!("{game}/{name}");
    if ASKED.with_borrow(|asked| asked.get(&key) == Some(&Later::Ready)) {
        return;
    }
    for (lang, text) in texts {
        add_later(lang, text.to_owned());
    }
    ASKED.with_borrow_mut(|asked| asked.insert(key, Later::Ready));
}
