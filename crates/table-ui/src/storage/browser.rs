//! The browser's own input and output besides storage: the seed of a new game, files, the
//! clipboard, focus and dates.

use wasm_bindgen::JsCast;

use super::{describe, now};

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
pub(super) fn random_u64() -> u64 {
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

/// The text of a file of the app's own (beside the page: offline, the service worker has it).
pub async fn fetch_text(url: &str) -> Result<String, String> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window().ok_or("no window")?;
    let response = wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|e| describe(&e))?
        .dyn_into::<web_sys::Response>()
        .map_err(|e| describe(&e))?;
    if !response.ok() {
        return Err(format!("{url}: {}", response.status()));
    }
    let text = response.text().map_err(|e| describe(&e))?;
    let text = wasm_bindgen_futures::JsFuture::from(text)
        .await
        .map_err(|e| describe(&e))?;
    text.as_string().ok_or_else(|| format!("{url}: not text"))
}

/// Whether `el` is on a replay's board, which is only looked at: stepping through it never
/// scrolls the page.
fn in_replay(el: &web_sys::Element) -> bool {
    el.closest(".replay-view").ok().flatten().is_some()
}

/// Scrolls `el` into view if it is not, as little as possible.
pub fn bring_into_view(el: &web_sys::Element) {
    if in_replay(el) {
        return;
    }
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    el.scroll_into_view_with_scroll_into_view_options(&options);
}

/// Scrolls `el` to the middle of the screen's room for it (between the page's scroll paddings:
/// under the screen's top edge, above the fixed bar) if any of it lies outside that room: a
/// lesson's lit move, which a small shift of the page after the scroll (a line more or less
/// above it) then leaves in view, its ring too. Brought in as little as possible, it stopped at
/// the very edge, and such a shift put its ring, or the move itself, off the top of a phone.
pub fn bring_into_middle_of_view(el: &web_sys::Element) {
    if in_replay(el) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    let padding = |side: &str| -> f64 {
        let root = window.document().and_then(|d| d.document_element());
        root.and_then(|r| window.get_computed_style(&r).ok().flatten())
            .and_then(|style| style.get_property_value(side).ok())
            .and_then(|v| v.trim_end_matches("px").parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    let rect = el.get_bounding_client_rect();
    let room = (
        padding("scroll-padding-top"),
        height - padding("scroll-padding-bottom"),
    );
    if rect.top() >= room.0 && rect.bottom() <= room.1 {
        return;
    }
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Center);
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
