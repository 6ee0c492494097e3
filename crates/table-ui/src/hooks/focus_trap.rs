//! Keeping the keyboard inside what lies over the page: a sheet, the curtain.
//!
//! Taps never reach the page beneath: the sheet's backdrop or the opaque curtain covers it, and
//! `aria-modal` keeps screen readers inside too. The keyboard is kept here: Tab past the last
//! control comes back to the first (Shift+Tab the other way round), and the focus, should it land
//! beneath anyway (a script, a click on the backdrop and then Tab), comes back inside. Escape
//! closes what can be closed (a sheet with a way out) wherever the focus is.
//!
//! This is what `inert` on the rest of the page did, without its price: every toggle of `inert`
//! makes Chromium work out the style of every element on the page again, 2 to 5 ms on a tablet,
//! in the very frame that should show the sheet or the player's hand.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions, EventListenerPhase};
use wasm_bindgen::{closure::Closure, JsCast};
use yew::prelude::*;

/// What Tab stops at.
const TABBABLE: &str =
    "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), \
     textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

thread_local! {
    /// The traps set, the latest last: only the latest holds the keyboard (a sheet opened over the
    /// curtain holds it until it closes).
    static TRAPS: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
    static NEXT: Cell<u32> = const { Cell::new(0) };
}

/// Whether trap `id` holds the keyboard: it is the latest set, and what it keeps is on the page.
fn holds(id: u32, el: &web_sys::Element) -> bool {
    el.is_connected() && TRAPS.with(|t| t.borrow().last() == Some(&id))
}

/// The controls inside `el` that Tab stops at and that show, in the page's order.
fn tabbable(el: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = el.query_selector_all(TABBABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|e| e.offset_parent().is_some())
        .collect()
}

/// Focuses the first (or last) control inside `el`, or `el` itself when it has none.
fn focus_edge(el: &web_sys::Element, last: bool) {
    let items = tabbable(el);
    let target = if last { items.last() } else { items.first() };
    match target {
        Some(item) => {
            let _ = item.focus();
        }
        None => {
            if let Some(el) = el.dyn_ref::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        }
    }
}

/// A `focusin` listener on the document that brings a stray focus back inside; removed when
/// dropped. Focusing inside fires `focusin` again within the very call: the closure must take
/// being entered again (`Fn`), which gloo's listeners (`FnMut`) do not.
struct StrayGuard {
    document: web_sys::Document,
    listener: Closure<dyn Fn(web_sys::Event)>,
}

impl StrayGuard {
    fn new(document: &web_sys::Document, node: NodeRef, id: u32) -> Self {
        let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
            let Some(el) = node.cast::<web_sys::Element>() else {
                return;
            };
            let target = e.target().and_then(|t| t.dyn_into::<web_sys::Node>().ok());
            if holds(id, &el) && !el.contains(target.as_ref()) {
                focus_edge(&el, false);
            }
        });
        let _ =
            document.add_event_listener_with_callback("focusin", listener.as_ref().unchecked_ref());
        Self {
            document: document.clone(),
            listener,
        }
    }
}

impl Drop for StrayGuard {
    fn drop(&mut self) {
        let _ = self
            .document
            .remove_event_listener_with_callback("focusin", self.listener.as_ref().unchecked_ref());
    }
}

/// Tab and Shift+Tab go round the controls inside `node`, from wherever the focus is; Escape
/// calls `escape`'s callback, if it holds one.
fn keys(
    document: &web_sys::Document,
    node: NodeRef,
    id: u32,
    escape: Rc<RefCell<Option<Callback<()>>>>,
) -> EventListener {
    let options = EventListenerOptions {
        phase: EventListenerPhase::Capture,
        passive: false,
    };
    let doc = document.clone();
    EventListener::new_with_options(document, "keydown", options, move |e| {
        let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
            return;
        };
        let Some(el) = node.cast::<web_sys::Element>() else {
            return;
        };
        if !holds(id, &el) {
            return;
        }
        if e.key() == "Escape" {
            if let Some(close) = escape.borrow().clone() {
                e.prevent_default();
                crate::storage::let_go_of_focus();
                close.emit(());
            }
            return;
        }
        if e.key() != "Tab" {
            return;
        }
        let items = tabbable(&el);
        let active = doc.active_element();
        let inside = active
            .as_ref()
            .is_some_and(|a| a != &el && el.contains(Some(a)));
        let at = |item: Option<&web_sys::HtmlElement>| {
            item.is_some_and(|i| active.as_ref() == Some(i.unchecked_ref()))
        };
        let leaving = if e.shift_key() {
            at(items.first())
        } else {
            at(items.last())
        };
        if !inside || leaving || items.is_empty() {
            e.prevent_default();
            focus_edge(&el, e.shift_key());
        }
    })
}

/// Keeps the keyboard's focus inside `node` while `active` and mounted (see the module); Escape
/// calls `on_escape`, where there is one, wherever the focus is.
#[hook]
pub fn use_focus_trap(node: NodeRef, active: bool, on_escape: Option<Callback<()>>) {
    // The latest render's callback.
    let escape = use_mut_ref(|| None);
    *escape.borrow_mut() = on_escape;
    use_effect_with(active, move |&active| {
        let id = NEXT.with(|n| {
            n.set(n.get() + 1);
            n.get()
        });
        let document = web_sys::window()
            .and_then(|w| w.document())
            .filter(|_| active);
        let held = document.map(|document| {
            TRAPS.with(|t| t.borrow_mut().push(id));
            (
                keys(&document, node.clone(), id, escape),
                StrayGuard::new(&document, node, id),
            )
        });
        move || {
            drop(held);
            TRAPS.with(|t| t.borrow_mut().retain(|&t| t != id));
        }
    });
}
