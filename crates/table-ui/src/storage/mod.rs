//! The app's input and output with the browser: saved games in `localStorage`, the autosave that
//! never overwrites a newer or a broken copy, file downloads, the clipboard, and the seed of a new
//! game. Everything that touches browser storage or files lives here.
//!
//! Where the browser gives no storage at all (a private window, a sandboxed or blocked frame in
//! someone's blog), saves go to this page's memory instead: the game, "Continue" and the language
//! work as long as the tab stays open (the memory travels between the app's pages in the tab's
//! name), and the table is told to export what it wants to keep.
//! Inside a frame whose host page offers to keep the games (`cleopatra:storage` messages, see
//! `examples/embed/index.html`), the memory starts from what the host kept and every change is
//! sent back to it, so games outlive the page after all.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsCast;

use crate::device;

mod browser;
mod results;
mod saver;
mod tab;

pub use browser::*;
pub use results::*;
pub use saver::*;
pub use tab::*;

/// Key `$key` of what the app stores. Every key starts `cleopatra.`, from the days the shelf held
/// Cleopatra alone: kept, so everything stored since still reads.
#[macro_export]
macro_rules! stored_key {
    ($key:literal) => {
        concat!("cleopatra.", $key)
    };
}
pub use stored_key;

/// Keys of saved games start with this, followed by the game's id.
pub const GAME_KEY: &str = stored_key!("game.");
/// The id of the game on the table when the page was left, to resume it on reload.
pub const CURRENT_KEY: &str = stored_key!("current");
/// A saved game its game's page could not open, with the reason in words, for the shelf's list
/// (which has no game's code to find out).
pub const UNREADABLE_KEY: &str = stored_key!("unreadable.");
/// The interface language the player chose.
pub const LANG_KEY: &str = stored_key!("lang");

/// Why saving does not work.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StorageProblem {
    /// The browser gives no storage here (private mode, a sandboxed or partitioned iframe).
    Blocked,
    /// The storage is full.
    Full,
    /// Anything else the browser reported.
    Failed(String),
}

pub(crate) fn describe(e: &wasm_bindgen::JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}

#[wasm_bindgen(module = "/src/device.js")]
extern "C" {
    #[wasm_bindgen(js_name = askHostForSaves)]
    fn ask_host_for_saves(wait_ms: u32) -> js_sys::Promise;
    #[wasm_bindgen(js_name = tellHost)]
    fn tell_host(key: &str, text: Option<&str>);
}

thread_local! {
    /// The saves of this page when the browser gives no storage: key to text, as `localStorage`.
    static MEMORY: RefCell<BTreeMap<String, String>> = const { RefCell::new(BTreeMap::new()) };
    /// Whether the host page around the frame keeps the memory's saves.
    static HOST_KEEPS: Cell<bool> = const { Cell::new(false) };
    /// Text to hand to the next page (an import it reads), or handed over by the last page.
    static HANDOVER: RefCell<Option<String>> = const { RefCell::new(None) };
    /// What the next page says first (how an import went), or what the last page asked to say.
    static NOTICE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// How long the app waits, at start, for the host page to hand over the games it keeps.
const HOST_WAIT_MS: u32 = 400;

/// Inside a frame with no storage of its own, asks the host page for the games it keeps for this
/// app; if it answers, they fill the memory and every later save goes back to it. Elsewhere it
/// returns at once.
pub async fn borrow_host_shelf() {
    if !matches!(shelf(), Shelf::Memory) || device::setting() != device::Setting::Embedded {
        return;
    }
    let Ok(entries) = wasm_bindgen_futures::JsFuture::from(ask_host_for_saves(HOST_WAIT_MS)).await
    else {
        return;
    };
    if entries.is_null() || entries.is_undefined() {
        return;
    }
    let Ok(pairs) = js_sys::Object::entries(entries.unchecked_ref()).dyn_into::<js_sys::Array>()
    else {
        return;
    };
    MEMORY.with(|m| {
        let mut memory = m.borrow_mut();
        for pair in pairs.iter() {
            let pair: js_sys::Array = pair.unchecked_into();
            if let (Some(key), Some(text)) = (pair.get(0).as_string(), pair.get(1).as_string()) {
                memory.insert(key, text);
            }
        }
    });
    HOST_KEEPS.set(true);
}

/// Where saves go: the browser's storage, or this page's memory when the browser gives none.
enum Shelf {
    Browser(web_sys::Storage),
    Memory,
}

fn shelf() -> Shelf {
    match web_sys::window().map(|w| w.local_storage()) {
        Some(Ok(Some(s))) => Shelf::Browser(s),
        _ => Shelf::Memory,
    }
}

impl Shelf {
    fn keys(&self) -> Vec<String> {
        match self {
            Shelf::Browser(s) => {
                let n = s.length().unwrap_or(0);
                (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
            }
            Shelf::Memory => MEMORY.with(|m| m.borrow().keys().cloned().collect()),
        }
    }

    fn get(&self, key: &str) -> Option<String> {
        match self {
            Shelf::Browser(s) => s.get_item(key).ok().flatten(),
            Shelf::Memory => MEMORY.with(|m| m.borrow().get(key).cloned()),
        }
    }

    fn set(&self, key: &str, text: &str) -> Result<(), StorageProblem> {
        match self {
            Shelf::Browser(s) => s.set_item(key, text).map_err(write_problem),
            Shelf::Memory => {
                MEMORY.with(|m| m.borrow_mut().insert(key.to_owned(), text.to_owned()));
                if HOST_KEEPS.get() {
                    tell_host(key, Some(text));
                } else {
                    write_carried(None, None);
                }
                Ok(())
            }
        }
    }

    fn remove(&self, key: &str) -> Result<(), StorageProblem> {
        match self {
            Shelf::Browser(s) => s.remove_item(key).map_err(write_problem),
            Shelf::Memory => {
                MEMORY.with(|m| m.borrow_mut().remove(key));
                if HOST_KEEPS.get() {
                    tell_host(key, None);
                } else {
                    write_carried(None, None);
                }
                Ok(())
            }
        }
    }
}

/// Whether saves live only in this page's memory: the browser gives no storage here, and no host
/// page keeps them.
pub fn memory_only() -> bool {
    matches!(shelf(), Shelf::Memory) && !HOST_KEEPS.get()
}

fn write_problem(e: wasm_bindgen::JsValue) -> StorageProblem {
    let name = e
        .dyn_ref::<web_sys::DomException>()
        .map(|d| d.name())
        .unwrap_or_default();
    if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" {
        StorageProblem::Full
    } else if name == "SecurityError" {
        StorageProblem::Blocked
    } else {
        StorageProblem::Failed(describe(&e))
    }
}

/// A stored game as text, exactly as found.
#[derive(Debug, Clone, PartialEq)]
pub struct Stored {
    /// Its id.
    pub id: String,
    /// Its text.
    pub text: String,
}

/// Every saved game on this device (or in this page's memory), as stored.
pub fn list() -> Vec<Stored> {
    let shelf = shelf();
    shelf
        .keys()
        .into_iter()
        .filter_map(|key| {
            let id = key.strip_prefix(GAME_KEY)?.to_owned();
            let text = shelf.get(&key)?;
            Some(Stored { id, text })
        })
        .collect()
}

/// The stored text of game `id`.
pub fn read(id: &str) -> Option<String> {
    shelf().get(&format!("{GAME_KEY}{id}"))
}

/// Stores `text` as game `id`.
pub fn write(id: &str, text: &str) -> Result<(), StorageProblem> {
    shelf().set(&format!("{GAME_KEY}{id}"), text)
}

/// Deletes game `id`.
pub fn remove(id: &str) -> Result<(), StorageProblem> {
    let shelf = shelf();
    let _ = shelf.remove(&format!("{UNREADABLE_KEY}{id}"));
    shelf.remove(&format!("{GAME_KEY}{id}"))
}

/// Notes that game `id` does not open on its game's page, and why (in words).
pub fn mark_unreadable(id: &str, reason: &str) {
    let _ = shelf().set(&format!("{UNREADABLE_KEY}{id}"), reason);
}

/// Forgets that game `id` did not open (it just did: a newer version reads it).
pub fn clear_unreadable(id: &str) {
    let shelf = shelf();
    let key = format!("{UNREADABLE_KEY}{id}");
    if shelf.get(&key).is_some() {
        let _ = shelf.remove(&key);
    }
}

/// Why game `id` did not open on its game's page, if it did not.
pub fn unreadable(id: &str) -> Option<String> {
    shelf().get(&format!("{UNREADABLE_KEY}{id}"))
}

/// Remembers the game on the table, or forgets it when the table is left.
pub fn set_current(id: Option<&str>) {
    let shelf = shelf();
    let _ = match id {
        Some(id) => shelf.set(CURRENT_KEY, id),
        None => shelf.remove(CURRENT_KEY),
    };
}

/// The game that was on the table when the page was left.
pub fn current() -> Option<String> {
    shelf().get(CURRENT_KEY)
}

/// The interface language the player chose last, as a tag.
pub fn saved_lang() -> Option<String> {
    shelf().get(LANG_KEY)
}

/// Remembers the interface language the player chose.
pub fn save_lang(tag: &str) {
    let _ = shelf().set(LANG_KEY, tag);
}

/// Where the last table set up is remembered ([`table::TableDraft`]), and the last
/// options of each game (`cleopatra.options.<game>`).
pub const DRAFT_KEY: &str = stored_key!("draft");

/// Remembers a choice of the player's under `key` (a draft, a game's options).
pub fn remember(key: &str, text: &str) {
    let _ = shelf().set(key, text);
}

/// A choice remembered under `key`.
pub fn recall(key: &str) -> Option<String> {
    shelf().get(key)
}

/// Milliseconds since 1970.
pub fn now() -> f64 {
    js_sys::Date::now()
}

/// A new game id: the time and a random part, in base 36.
pub fn new_id() -> String {
    format!(
        "{}-{}",
        base36(now() as u64),
        base36(random_u64() % 2_176_782_336)
    )
}

fn base36(mut n: u64) -> String {
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(digits[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).expect("ascii digits")
}
