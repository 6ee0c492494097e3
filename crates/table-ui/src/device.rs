//! The device and the page around the app: installed or in a browser tab or inside another site's
//! frame; the service worker that keeps it working offline and brings new versions; the offer to
//! install; keeping the screen awake during a game. The browser side lives in `device.js`; here
//! are its typed doors. Nothing here touches saved games (that is `storage`).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen(module = "/src/device.js")]
extern "C" {
    #[wasm_bindgen(js_name = inFrame)]
    fn in_frame() -> bool;
    #[wasm_bindgen(js_name = standalone)]
    fn js_standalone() -> bool;
    #[wasm_bindgen(js_name = watchInstall)]
    fn watch_install(changed: &Closure<dyn Fn(bool)>);
    #[wasm_bindgen(js_name = install)]
    fn js_install() -> js_sys::Promise;
    #[wasm_bindgen(js_name = watchUpdates)]
    fn watch_updates(ready: &Closure<dyn Fn()>) -> bool;
    /// Reloads into the new version (the game on the table is saved and opens again); false if
    /// no version waits.
    #[wasm_bindgen(js_name = applyUpdate)]
    pub fn update_now() -> bool;
    /// Keeps the screen awake while `on` (where the browser allows it); whether it can.
    #[wasm_bindgen(js_name = keepAwake)]
    pub fn stay_awake(on: bool) -> bool;
    #[wasm_bindgen(js_name = reportHeight)]
    fn report_height() -> bool;
    #[wasm_bindgen(js_name = linksInNewTabs)]
    fn links_in_new_tabs();
    /// Whether the page was reached with the browser's Back or Forward button.
    #[wasm_bindgen(js_name = cameBack)]
    pub fn came_back() -> bool;
    /// Keeps the page's `--status-bar` at the height of `bar` (the styles end the page above it);
    /// the function returned stops it.
    #[wasm_bindgen(js_name = trackStatusBar)]
    pub fn track_status_bar(bar: &web_sys::Element) -> js_sys::Function;
}

/// Where the app is running.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Setting {
    /// A browser tab of its own.
    #[default]
    Tab,
    /// Installed, in a window of its own.
    Installed,
    /// Inside another page's `<iframe>` (a blog post).
    Embedded,
}

impl Setting {
    /// The class `<html>` carries for it, so the styles can follow.
    pub fn class(self) -> &'static str {
        match self {
            Setting::Tab => "tab",
            Setting::Installed => "installed",
            Setting::Embedded => "embedded",
        }
    }

    /// Whether the app may offer to install itself here (never inside another page).
    pub fn may_offer_install(self) -> bool {
        self == Setting::Tab
    }
}

thread_local! {
    static SETTING: Cell<Option<Setting>> = const { Cell::new(None) };
}

/// Where the app is running, asked of the browser once.
pub fn setting() -> Setting {
    SETTING.with(|known| {
        known.get().unwrap_or_else(|| {
            let found = if in_frame() {
                Setting::Embedded
            } else if js_standalone() {
                Setting::Installed
            } else {
                Setting::Tab
            };
            known.set(Some(found));
            found
        })
    })
}

/// Prepares the page for where it runs, before the app first draws: the `<html>` class, and
/// inside a frame the height reports to the host page and links that open in new tabs.
pub fn prepare_page() {
    let setting = setting();
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.class_list().add_1(setting.class());
    }
    if setting == Setting::Embedded {
        report_height();
        links_in_new_tabs();
    }
}

/// Calls `ready` when a new version has been installed and waits for the player's word. Does
/// nothing in debug builds (a rebuild would prompt every time), in a frame, or without service
/// workers. The closure lives as long as the page.
pub fn on_new_version(ready: impl Fn() + 'static) {
    if cfg!(debug_assertions) || setting() == Setting::Embedded {
        return;
    }
    let ready = Closure::<dyn Fn()>::new(ready);
    watch_updates(&ready);
    ready.forget();
}

/// Calls `changed` whenever the browser starts or stops offering to install the app; never where
/// installing makes no sense. The closure lives as long as the page.
pub fn on_install_offer(changed: impl Fn(bool) + 'static) {
    if !setting().may_offer_install() {
        return;
    }
    let changed = Closure::<dyn Fn(bool)>::new(changed);
    watch_install(&changed);
    changed.forget();
}

/// Opens the browser's install dialog; whether the player accepted.
pub async fn install() -> bool {
    wasm_bindgen_futures::JsFuture::from(js_install())
        .await
        .is_ok_and(|accepted| accepted.as_bool() == Some(true))
}

/// The address of the app itself (no query, no fragment), to open it outside a frame.
pub fn own_address() -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    let end = href.find(['?', '#']).unwrap_or(href.len());
    Some(href[..end].to_owned())
}

/// Runs `job` just after the next frame is painted: in a task queued from that frame's animation
/// callbacks. Work a tap's answer need not wait for (saving, moving the focus) goes there, out of
/// the frame that shows the answer. A hidden page, which paints nothing, runs it at once; should no
/// frame come anyway, it runs after [`UNPAINTED_WAIT_MS`].
pub fn after_paint(job: impl FnOnce() + 'static) {
    let window = web_sys::window();
    if window
        .as_ref()
        .and_then(|w| w.document())
        .is_none_or(|d| d.hidden())
    {
        job();
        return;
    }
    let job = Rc::new(RefCell::new(Some(job)));
    let run = move || {
        if let Some(job) = job.borrow_mut().take() {
            job();
        }
    };
    Timeout::new(UNPAINTED_WAIT_MS, run.clone()).forget();
    let painted = Closure::once_into_js(move || Timeout::new(0, run).forget());
    if let Some(window) = window {
        let _ = window.request_animation_frame(painted.unchecked_ref());
    }
}

/// How long [`after_paint`] waits for a frame before it runs its job anyway, in milliseconds.
pub const UNPAINTED_WAIT_MS: u32 = 100;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_tab_offers_to_install() {
        assert!(Setting::Tab.may_offer_install());
        assert!(!Setting::Installed.may_offer_install());
        assert!(!Setting::Embedded.may_offer_install());
        assert_eq!(Setting::Embedded.class(), "embedded");
    }
}
