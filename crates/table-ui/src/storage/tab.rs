//! What one page of the app hands the next in the tab: the memory's saves where the browser gives
//! no storage, the text to import and what to say first.

use super::*;

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
pub(super) fn write_carried(handover: Option<String>, notice: Option<String>) {
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
