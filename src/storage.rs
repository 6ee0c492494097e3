//! The app's input and output with the browser: the seed of a new game and the game record
//! download. Everything that touches browser APIs for data lives here.

use wasm_bindgen::JsCast;

/// The seed for a new game: `?seed=N` in the address (for tests and replays), else random.
pub fn new_seed() -> u64 {
    let from_address = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|q| web_sys::UrlSearchParams::new_with_str(&q).ok())
        .and_then(|p| p.get("seed"))
        .and_then(|s| s.parse().ok());
    from_address.unwrap_or_else(|| {
        let hi = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        let lo = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        hi << 32 | lo
    })
}

/// Offers `text` as a file download named `name`.
pub fn download(name: &str, text: &str) -> Result<(), wasm_bindgen::JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}
