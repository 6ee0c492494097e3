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

use gloo_events::EventListener;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsCast;

use crate::device;
use table::Record;
use table::{Table, TableGame};

/// Keys of saved games start with this, followed by the game's id.
pub const GAME_KEY: &str = "cleopatra.game.";
/// The id of the game on the table when the page was left, to resume it on reload.
pub const CURRENT_KEY: &str = "cleopatra.current";
/// A saved game its game's page could not open, with the reason in words, for the shelf's list
/// (which has no game's code to find out).
pub const UNREADABLE_KEY: &str = "cleopatra.unreadable.";
/// The interface language the player chose.
pub const LANG_KEY: &str = "cleopatra.lang";

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

fn describe(e: &wasm_bindgen::JsValue) -> String {
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

/// What one page carries to the next in the tab's `window.name`, which outlives a page load
/// without any storage: the memory's saves when the browser gives no storage (and no host page
/// keeps them), and the handed-over text.
#[derive(serde::Serialize, serde::Deserialize)]
struct Carried {
    nile: u32,
    memory: Option<BTreeMap<String, String>>,
    handover: Option<String>,
    #[serde(default)]
    notice: Option<String>,
}

/// Writes what the tab carries: the memory's saves when they live nowhere else, and what this
/// page hands the next one.
fn write_carried(handover: Option<String>, notice: Option<String>) {
    let memory = memory_only().then(|| MEMORY.with(|m| m.borrow().clone()));
    let text = if memory.is_none() && handover.is_none() && notice.is_none() {
        String::new()
    } else {
        let carried = Carried {
            nile: 1,
            memory,
            handover,
            notice,
        };
        serde_json::to_string(&carried).unwrap_or_default()
    };
    if let Some(window) = web_sys::window() {
        let _ = window.set_name(&text);
    }
}

/// Before this page leaves for another: carries the memory's saves (when they live nowhere
/// else), the handed-over text and the notice in the tab's name.
pub fn carry_memory() {
    let handover = HANDOVER.with(|h| h.borrow_mut().take());
    let notice = NOTICE.with(|n| n.borrow_mut().take());
    write_carried(handover, notice);
}

/// Whether what the tab carries can be taken as ours: the page was reached from a page of the app
/// itself (another site could name a tab or a frame as it likes), or it runs in a sandboxed
/// frame, whose pages send no referrer and whose only storage is that carried memory, which
/// nothing outside the frame sees.
fn came_from_the_app() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    if window.origin() == "null" {
        return true;
    }
    let referrer = window.document().map(|d| d.referrer()).unwrap_or_default();
    let origin = window.location().origin().unwrap_or_default();
    web_sys::Url::new(&referrer).is_ok_and(|url| url.origin() == origin)
}

/// As the page starts: takes what the last page of the app carried (see [`carry_memory`]). The
/// memory's saves stay carried, so the browser's Back and Forward and a reload keep them.
pub fn take_memory() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let carried = serde_json::from_str::<Carried>(&window.name().unwrap_or_default())
        .ok()
        .filter(|_| came_from_the_app());
    if let Some(carried) = carried {
        if let (Some(memory), Shelf::Memory) = (carried.memory, shelf()) {
            MEMORY.with(|m| m.borrow_mut().extend(memory));
        }
        HANDOVER.with(|h| *h.borrow_mut() = carried.handover);
        NOTICE.with(|n| *n.borrow_mut() = carried.notice);
    }
    write_carried(None, None);
}

/// Has the next page this one goes to say `notice` first (in words: it is said as it is).
pub fn say_next(notice: String) {
    NOTICE.with(|n| *n.borrow_mut() = Some(notice));
}

/// What the last page asked this one to say first, once.
pub fn said_before() -> Option<String> {
    NOTICE.with(|n| n.borrow_mut().take())
}

/// Hands `text` to the next page this one goes to.
pub fn hand_over(text: String) {
    HANDOVER.with(|h| *h.borrow_mut() = Some(text));
}

/// The text the last page handed over, once.
pub fn handed_over() -> Option<String> {
    HANDOVER.with(|h| h.borrow_mut().take())
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
pub const DRAFT_KEY: &str = "cleopatra.draft";

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

/// How the last autosave went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveStatus {
    /// Saved.
    Saved,
    /// Saving is off; the game goes on in memory.
    Off(StorageProblem),
    /// Another tab saved this game further: this tab must not overwrite it.
    Behind,
}

/// Autosaves one game, refusing to overwrite a copy that another tab moved further or that is
/// broken (a broken stored copy is kept, and this game continues under a new id).
///
/// Each saver signs its writes with a token of its own; the stored copy this tab last read or
/// wrote is known by its revision and signature, so even two tabs writing the same revision at the
/// same moment find out that the other one did.
#[derive(Debug, Clone, PartialEq)]
pub struct Saver {
    /// The game's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// When it was created.
    pub created: f64,
    /// The revision this tab last wrote or read.
    pub revision: u64,
    /// This saver's signature on its writes.
    pub writer: String,
    /// The signature of the copy this tab last wrote or read.
    pub seen_writer: String,
}

impl Saver {
    /// A saver for a new game.
    pub fn fresh() -> Saver {
        Saver {
            id: new_id(),
            name: String::new(),
            created: now(),
            revision: 0,
            writer: new_id(),
            seen_writer: String::new(),
        }
    }

    /// A saver for a stored game, at the revision read.
    pub fn resuming(record: &Record) -> Saver {
        Saver {
            id: record.id.clone(),
            name: record.name.clone(),
            created: record.created,
            revision: record.revision,
            writer: new_id(),
            seen_writer: record.writer.clone(),
        }
    }

    /// The same game continued under a new id (its name and creation date kept).
    pub fn forked(&self) -> Saver {
        Saver {
            name: self.name.clone(),
            created: self.created,
            ..Saver::fresh()
        }
    }

    /// Whether `stored` is a copy this tab has not seen: written later, or by another tab.
    fn is_newer(&self, stored: &Record) -> bool {
        stored.revision > self.revision
            || (stored.revision == self.revision && stored.writer != self.seen_writer)
    }

    /// Whether the stored copy moved past what this tab last wrote or read.
    pub fn is_behind(&self) -> bool {
        matches!(read(&self.id), Some(text)
            if Record::parse(&text).is_ok_and(|r| self.is_newer(&r)))
    }

    /// Saves `table` as the game on the table, to resume on reload.
    pub fn save<G: TableGame>(&mut self, table: &Table<G>) -> SaveStatus {
        let status = self.store(table);
        if status == SaveStatus::Saved {
            set_current(Some(&self.id));
        }
        status
    }

    /// Saves `table` without making it the game to resume (a rename or an import in the list).
    pub fn store<G: TableGame>(&mut self, table: &Table<G>) -> SaveStatus {
        if let Some(text) = read(&self.id) {
            match Record::parse(&text) {
                Ok(stored) if self.is_newer(&stored) => return SaveStatus::Behind,
                Ok(_) => {}
                // Never write over a stored copy that does not read: keep it, fork this game.
                Err(_) => *self = self.forked(),
            }
        }
        let mut record = Record::of(
            table,
            &self.id,
            &self.name,
            self.created,
            now(),
            self.revision + 1,
        );
        record.writer = self.writer.clone();
        match write(&self.id, &record.to_json()) {
            Ok(()) => {
                self.revision += 1;
                self.seen_writer = self.writer.clone();
                SaveStatus::Saved
            }
            Err(problem) => SaveStatus::Off(problem),
        }
    }
}

/// Gives stored game `id` a name; the game inside is not touched (nor replayed, so this works for
/// a game whose code is on another page). A record that does not read is left as it is.
pub fn rename(id: &str, name: &str) -> Result<(), StorageProblem> {
    let Some(Ok(mut record)) = read(id).map(|text| Record::parse(&text)) else {
        return Ok(());
    };
    record.name = name.to_owned();
    record.revision += 1;
    record.updated = now();
    record.writer = new_id();
    write(id, &record.to_json())
}

/// Forgets the game to resume if it is `id` (another tab's game stays).
pub fn leave_current(id: &str) {
    if current().as_deref() == Some(id) {
        set_current(None);
    }
}

/// Calls `changed` with the game id whenever another tab changes a saved game. Dropping the
/// returned guard stops listening.
pub fn watch(changed: impl Fn(String) + 'static) -> Option<Watch> {
    let window = web_sys::window()?;
    Some(EventListener::new(&window, "storage", move |e| {
        let key = e.unchecked_ref::<web_sys::StorageEvent>().key();
        if let Some(id) = key.and_then(|k| k.strip_prefix(GAME_KEY).map(str::to_owned)) {
            changed(id);
        }
    }))
}

/// Listening to other tabs' saves; stops when dropped.
pub type Watch = EventListener;

/// The seed for a new game: `?seed=N` in the address (for tests and replays), else random.
pub fn new_seed() -> u64 {
    let from_address = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|q| web_sys::UrlSearchParams::new_with_str(&q).ok())
        .and_then(|p| p.get("seed"))
        .and_then(|s| s.parse().ok());
    from_address.unwrap_or_else(random_u64)
}

/// 64 random bits from the system's generator (the browser's `crypto.getRandomValues`).
fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    // The Web Crypto API is in every browser this app runs in; without it, the clock will do.
    if getrandom::getrandom(&mut bytes).is_err() {
        return now().to_bits();
    }
    u64::from_le_bytes(bytes)
}

/// A `blob:` address holding `text` of the media type `kind`, made by this page.
pub fn blob_url(text: &str, kind: &str) -> Result<String, wasm_bindgen::JsValue> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(kind);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    web_sys::Url::create_object_url_with_blob(&blob)
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), wasm_bindgen::JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let url = blob_url(text, "application/json")?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}

/// Copies `text` to the clipboard, where the browser allows it.
pub fn copy(text: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.navigator().clipboard().write_text(text);
    }
}

/// Reads the file the player picked in a file input.
pub async fn read_file(file: web_sys::File) -> Result<String, String> {
    let text = wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .map_err(|e| describe(&e))?;
    text.as_string().ok_or_else(|| "not text".to_owned())
}

/// Scrolls `el` into view if it is not, as little as possible.
pub fn bring_into_view(el: &web_sys::Element) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    el.scroll_into_view_with_scroll_into_view_options(&options);
}

/// Lets go of the keyboard focus (it goes to the page) before a tap removes what holds it: the
/// browser then need not work out the page's styles in the middle of the update to move the focus
/// (measured: removing the curtain with its button focused cost about 6 ms a turn).
pub fn let_go_of_focus() {
    use wasm_bindgen::JsCast;
    let focused = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(el) = focused {
        let _ = el.blur();
    }
}

/// A date and time in the player's locale.
pub fn local_date(ms: f64, lang_tag: &str) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    date.to_locale_string(lang_tag, &wasm_bindgen::JsValue::UNDEFINED)
        .into()
}
