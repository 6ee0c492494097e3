//! The table around any game of the shelf, in Yew: the shell ([`App`]: which screen shows, in
//! which language, the game at the table), the shelf's screens, the widgets and hooks every table
//! shares, storage and the device, and the words every page shares.
//!
//! It names no game. Games plug in through [`plugin::GameUi`], and the app that lists them
//! registers them on the [`shelf`] before it mounts [`App`].

pub mod app;
#[cfg(feature = "table")]
pub mod bots;
pub mod catalogue_check;
pub mod components;
pub mod device;
#[cfg(feature = "table")]
pub mod frame;
pub mod hooks;
pub mod i18n;
#[cfg(feature = "table")]
pub mod lesson;
pub mod motion;
pub mod pages;
pub mod plugin;
pub mod replay;
pub mod saves;
pub mod shelf;
pub mod storage;
pub mod words;

pub use app::{App, AppProps, Screen};
pub use i18n::Lang;

/// Mounts the app into the page (its own root, `#app`, at the end of the body), with `games` on
/// the shelf. Called once by the page's `main`.
pub fn start(games: &'static [&'static shelf::Entry]) {
    shelf::register(games);
    device::prepare_page();
    storage::take_memory();
    // In a frame with no storage, the host page may hand over the games it keeps first.
    wasm_bindgen_futures::spawn_local(async {
        storage::borrow_host_shelf().await;
        // Into a root of its own, not the body: Yew empties its root as it mounts, and the page's
        // still picture of its first screen (#shell, scripts/prerender.mjs) stays until the app
        // draws a screen in its place.
        let root = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| Some((d.create_element("div").ok()?, d.body()?)));
        match root {
            Some((root, body)) => {
                root.set_id("app");
                let _ = body.append_child(&root);
                yew::Renderer::<App>::with_root(root).render();
            }
            None => {
                yew::Renderer::<App>::new().render();
            }
        }
    });
}
