//! The web app of the shelf of Egyptian builder games: *Cleopatra and the Society of Architects*
//! (Deluxe), *Imhotep*, *Silver & Gold: Pyramids* and the *Mausoleum* card game.
//!
//! A thin Yew layer: it turns clicks into actions and state into DOM. The rules live in each
//! game's crate and the table in `table`; this crate only shows them. Games plug in through
//! [`plugin::GameUi`] and are listed once, in [`games`]. The app is a library so that browser tests can
//! mount [`App`] exactly as the page does.

pub mod app;
#[cfg(feature = "table")]
pub mod bots;
#[cfg(feature = "cleopatra-game")]
pub mod choice;
#[cfg(feature = "cleopatra-game")]
pub mod codes;
pub mod components;
pub mod device;
pub mod games;
pub mod hooks;
pub mod i18n;
pub mod pages;
pub mod plugin;
pub mod saves;
pub mod storage;
#[cfg(feature = "cleopatra-game")]
pub mod text;
pub mod words;

pub use app::{App, AppProps, Screen};
pub use i18n::Lang;

/// Mounts the app into the page body. Called once by `main`.
pub fn start() {
    device::prepare_page();
    storage::take_memory();
    // In a frame with no storage, the host page may hand over the games it keeps first.
    wasm_bindgen_futures::spawn_local(async {
        storage::borrow_host_shelf().await;
        yew::Renderer::<App>::new().render();
    });
}
