//! Browser tests for the components with logic of their own, mounted alone in headless Chromium:
//! Cleopatra's dialogs and screens, and the shared buttons they are made of.
#![cfg(target_arch = "wasm32")]

mod dialogs;
mod screens;

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use table_ui::components::{OptionButton, OptionButtonProps, UpdateBanner, UpdateBannerProps};
use table_ui::device::UNPAINTED_WAIT_MS;
use table_ui::shelf::Entry;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement};
use yew::{BaseComponent, Callback, Html};

wasm_bindgen_test_configure!(run_in_browser);

/// Lays out a shelf of Cleopatra alone, as its page does.
pub fn shelve() {
    static ALONE: [&Entry; 1] = [&cleopatra_ui::ENTRY];
    table_ui::shelf::register(&ALONE);
    // The words the page reads from beside it: the rules help's, and the game's Portuguese.
    table_ui::hooks::provide_later(
        cleopatra::GAME_NAME,
        "cleopatra-help",
        &[
            (
                table_ui::Lang::En,
                include_str!("../../locales/en/cleopatra-help.ftl"),
            ),
            (
                table_ui::Lang::PtBr,
                include_str!("../../locales/pt-BR/cleopatra-help.ftl"),
            ),
        ],
    );
    for (name, text) in [
        (
            "cleopatra",
            include_str!("../../locales/pt-BR/cleopatra.ftl"),
        ),
        (
            "cleopatra-log",
            include_str!("../../locales/pt-BR/cleopatra-log.ftl"),
        ),
    ] {
        table_ui::hooks::provide_later(cleopatra::GAME_NAME, name, &[(table_ui::Lang::PtBr, text)]);
    }
}

/// Lets timers due now fire, then waits until Yew has rendered and run every effect (a render
/// that takes over 16 ms, as on a busy machine, finishes in a later task).
pub async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(10)).await;
    yew::scheduler::flush().await;
}

/// Waits until the work left for after the next paint (a sheet taking the focus) has run: at the
/// latest [`UNPAINTED_WAIT_MS`] after it was left, by a timer due before this one.
pub async fn after_paint() {
    yew::platform::time::sleep(Duration::from_millis(u64::from(UNPAINTED_WAIT_MS) + 10)).await;
}

pub async fn mount<C: BaseComponent>(props: C::Properties) -> Element {
    shelve();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<C>::with_root_and_props(root.clone(), props).render();
    settle().await;
    root
}

/// Clicks the first element matching `selector` whose text or aria-label contains `label`.
pub async fn click(root: &Element, selector: &str, label: &str) {
    let all = root.query_selector_all(selector).unwrap();
    let found = (0..all.length())
        .filter_map(|i| all.item(i))
        .map(|n| n.dyn_into::<Element>().unwrap())
        .find(|e| {
            e.text_content().unwrap_or_default().contains(label)
                || e.get_attribute("aria-label").unwrap_or_default() == label
        })
        .unwrap_or_else(|| panic!("no {selector} labelled {label:?}"));
    found.dyn_into::<HtmlElement>().unwrap().click();
    settle().await;
}

pub fn recorder<T: 'static>() -> (Rc<RefCell<Vec<T>>>, Callback<T>) {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let cb = {
        let seen = seen.clone();
        Callback::from(move |v| seen.borrow_mut().push(v))
    };
    (seen, cb)
}

#[wasm_bindgen_test]
async fn an_option_chooses_when_legal_and_asks_why_when_not() {
    for legal in [true, false] {
        let (chosen, on_choose) = recorder::<()>();
        let (asked, on_why) = recorder::<()>();
        let root = mount::<OptionButton>(OptionButtonProps {
            legal,
            on_choose,
            on_why,
            class: Default::default(),
            label: None,
            pressed: None,
            children: Html::from("Take"),
        })
        .await;
        let button = root.query_selector("button").unwrap().unwrap();
        assert_eq!(
            button.get_attribute("aria-disabled").as_deref(),
            (!legal).then_some("true")
        );
        click(&root, "button", "Take").await;
        assert_eq!(chosen.borrow().len(), usize::from(legal));
        assert_eq!(asked.borrow().len(), usize::from(!legal));
    }
}

#[wasm_bindgen_test]
async fn the_new_version_waits_for_reload_now_or_later() {
    for (button, reloads, later) in [("Reload now", 1, 0), ("Later", 0, 1)] {
        let (reloaded, on_reload) = recorder::<()>();
        let (postponed, on_later) = recorder::<()>();
        let root = mount::<UpdateBanner>(UpdateBannerProps {
            on_reload,
            on_later,
        })
        .await;
        assert!(root
            .text_content()
            .unwrap_or_default()
            .contains("A new version of the game is ready"));
        click(&root, "button", button).await;
        assert_eq!(reloaded.borrow().len(), reloads);
        assert_eq!(postponed.borrow().len(), later);
    }
}

/// A screen's choice in progress, shared by every game ([`table_ui::hooks::use_choosing`]): taps
/// on numbers add them to the choice; "next" moves the game on.
mod picks {
    use table_ui::hooks::use_choosing;
    use yew::prelude::*;

    #[component]
    pub fn Picks() -> Html {
        let at = use_state(|| 0usize);
        let choosing = use_choosing::<Vec<u8>>(*at);
        let pick = |n: u8| choosing.on(move |chosen: &mut Vec<u8>, _: MouseEvent| chosen.push(n));
        let next = {
            let at = at.clone();
            Callback::from(move |_: MouseEvent| at.set(*at + 1))
        };
        html! {
            <div>
                <p class="chosen">{ format!("{:?}", choosing.get()) }</p>
                <button class="one" onclick={pick(1)}>{ "1" }</button>
                <button class="two" onclick={pick(2)}>{ "2" }</button>
                <button class="next" onclick={next}>{ "next" }</button>
            </div>
        }
    }
}

#[wasm_bindgen_test]
async fn taps_quicker_than_a_frame_all_change_the_choice_and_a_move_drops_it() {
    let root = mount::<picks::Picks>(()).await;
    let button = |class: &str| -> HtmlElement {
        root.query_selector(&format!("button.{class}"))
            .unwrap()
            .unwrap()
            .dyn_into()
            .unwrap()
    };
    let chosen = || {
        root.query_selector(".chosen")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap()
    };
    // Three taps before the screen is drawn again: each changes the choice as it is.
    button("one").click();
    button("two").click();
    button("one").click();
    settle().await;
    assert_eq!(chosen(), "[1, 2, 1]");
    // The game moves on: nothing is chosen, and a tap starts a new choice.
    button("next").click();
    settle().await;
    assert_eq!(chosen(), "[]");
    button("two").click();
    settle().await;
    assert_eq!(chosen(), "[2]");
}
