//! Browser tests: mount the app in a real page (headless Chromium) and use the title screen.
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use nile_web::{App, AppProps, Lang};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Lets Yew's scheduler render what was dispatched.
/// Lets timers due now fire, then waits until Yew has rendered and run every effect (a render
/// that takes over 16 ms, as on a busy machine, finishes in a later task).
async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(10)).await;
    yew::scheduler::flush().await;
}

/// Waits until `holds` is true, up to two seconds (an effect runs after its render, and a busy
/// machine may not have run it within one settle); returns whether it came true.
async fn until(holds: impl Fn() -> bool) -> bool {
    for _ in 0..200 {
        if holds() {
            return true;
        }
        settle().await;
    }
    holds()
}

thread_local! {
    /// The apps mounted by earlier tests, unmounted before the next one starts.
    static MOUNTED: std::cell::RefCell<Vec<yew::AppHandle<App>>> = Default::default();
}

/// Mounts the app in a fresh element of the test page, in a fixed language, with no saved games
/// and no app of an earlier test still running (a game left open would keep saving).
async fn mount(lang: Lang) -> Element {
    nile_web::games::shelve();
    // The games' Portuguese, which a page reads from beside it (this test has no files there).
    for (game, name, text) in [
        (
            "cleopatra",
            "cleopatra",
            include_str!("../crates/cleopatra-ui/locales/pt-BR/cleopatra.ftl"),
        ),
        (
            "cleopatra",
            "cleopatra-log",
            include_str!("../crates/cleopatra-ui/locales/pt-BR/cleopatra-log.ftl"),
        ),
        (
            "imhotep",
            "imhotep",
            include_str!("../crates/imhotep-ui/locales/pt-BR/imhotep.ftl"),
        ),
        (
            "pyramids",
            "pyramids",
            include_str!("../crates/pyramids-ui/locales/pt-BR/pyramids.ftl"),
        ),
        (
            "mausoleum",
            "mausoleum",
            include_str!("../crates/mausoleum-ui/locales/pt-BR/mausoleum.ftl"),
        ),
    ] {
        table_ui::hooks::provide_later(game, name, &[(Lang::PtBr, text)]);
    }
    MOUNTED.with(|m| m.borrow_mut().drain(..).for_each(|app| app.destroy()));
    settle().await;
    let window = web_sys::window().unwrap();
    window.local_storage().unwrap().unwrap().clear().unwrap();
    let document = window.document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let app =
        yew::Renderer::<App>::with_root_and_props(root.clone(), AppProps { lang: Some(lang) })
            .render();
    MOUNTED.with(|m| m.borrow_mut().push(app));
    settle().await;
    root
}

fn text(root: &Element, selector: &str) -> String {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
        .text_content()
        .unwrap_or_default()
}

/// The buttons' visible labels, in page order.
/// The labels of the buttons a player sees (the install button waits hidden until the browser
/// offers to install).
fn button_labels(root: &Element) -> Vec<String> {
    let buttons = root.query_selector_all("button:not([hidden])").unwrap();
    (0..buttons.length())
        .filter_map(|i| buttons.item(i))
        .map(|b| b.text_content().unwrap_or_default().trim().to_owned())
        .collect()
}

async fn click(root: &Element, label: &str) {
    let buttons = root.query_selector_all("button").unwrap();
    let button = (0..buttons.length())
        .filter_map(|i| buttons.item(i))
        .find(|b| b.text_content().unwrap_or_default().trim() == label)
        .unwrap_or_else(|| panic!("no button {label:?} in {:?}", button_labels(root)));
    button.dyn_into::<HtmlElement>().unwrap().click();
    settle().await;
}

#[wasm_bindgen_test]
async fn title_screen_shows_the_game_and_its_menu() {
    let root = mount(Lang::En).await;
    assert_eq!(text(&root, "h1"), "Builders of the Nile");
    // The shelf: each game with its picture, name and menu.
    let games: Vec<&str> = nile_web::games::SHELF.iter().map(|e| e.id).collect();
    assert_eq!(games.len(), 4);
    for game in games {
        let name = text(&root, &format!("[data-game={game}] h2"));
        assert!(
            name.contains(&Lang::En.t(&format!("{game}-name"))),
            "{name:?}"
        );
        assert!(
            name.contains(&Lang::En.t(&format!("{game}-subtitle"))),
            "{name:?}"
        );
        let art = format!("[data-game={game}] svg[role=img][aria-label]");
        assert!(root.query_selector(&art).unwrap().is_some(), "{art}");
    }
    assert_eq!(
        button_labels(&root),
        [
            "EN",
            "PT-BR",
            "New game",
            "Rules",
            "New game",
            "Rules",
            "New game",
            "Rules",
            "New game",
            "Rules",
            "Import a game",
            "Statistics"
        ]
    );
    let pressed = root
        .query_selector(".lang-switch [aria-pressed=true]")
        .unwrap()
        .unwrap();
    assert_eq!(pressed.text_content().unwrap(), "EN");
    // The install button is drawn, hidden, for the front door to show when the browser offers.
    let install = root.query_selector("button.install[hidden]").unwrap();
    assert_eq!(
        install.and_then(|b| b.text_content()).as_deref(),
        Some("Install the app")
    );
}

#[wasm_bindgen_test]
async fn language_switch_translates_the_title_screen() {
    let root = mount(Lang::En).await;
    click(&root, "PT-BR").await;
    assert_eq!(text(&root, "h1"), "Construtores do Nilo");
    let first = nile_web::games::SHELF[0].id;
    let name = text(&root, &format!("[data-game={first}] h2"));
    assert!(
        name.contains(&Lang::PtBr.t(&format!("{first}-name"))),
        "{name:?}"
    );
    assert_ne!(
        Lang::PtBr.t(&format!("{first}-pitch")),
        Lang::En.t(&format!("{first}-pitch"))
    );
    assert_eq!(
        button_labels(&root),
        [
            "EN",
            "PT-BR",
            "Novo jogo",
            "Regras",
            "Novo jogo",
            "Regras",
            "Novo jogo",
            "Regras",
            "Novo jogo",
            "Regras",
            "Importar uma partida",
            "Estatísticas"
        ]
    );
    let lang = web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .document_element()
        .unwrap();
    let is_pt = || lang.get_attribute("lang").as_deref() == Some("pt-BR");
    assert!(
        until(is_pt).await,
        "<html lang> is {:?}",
        lang.get_attribute("lang")
    );

    click(&root, "EN").await;
    assert_eq!(
        button_labels(&root)[2..],
        [
            "New game",
            "Rules",
            "New game",
            "Rules",
            "New game",
            "Rules",
            "New game",
            "Rules",
            "Import a game",
            "Statistics"
        ]
    );
}

#[wasm_bindgen_test]
async fn menu_buttons_open_their_screens_and_back_returns() {
    let root = mount(Lang::En).await;
    click(&root, "Statistics").await;
    assert_eq!(text(&root, "h1"), "Statistics");
    assert_eq!(text(&root, ".stats-none"), Lang::En.t("stats-none"));
    click(&root, "Back").await;
    assert_eq!(text(&root, "h1"), "Builders of the Nile");
    click(&root, "Rules").await;
    assert_eq!(text(&root, "h1"), "How to play");
    assert_eq!(root.query_selector_all(".rule").unwrap().length(), 6);
    click(&root, "Back").await;
    assert_eq!(text(&root, "h1"), "Builders of the Nile");

    click(&root, "New game").await;
    assert_eq!(text(&root, "h1"), "New game");
    assert_eq!(root.query_selector_all(".seat input").unwrap().length(), 2);
    click(&root, "4").await;
    assert_eq!(root.query_selector_all(".seat input").unwrap().length(), 4);
    click(&root, "Start").await;
    // The game opens behind the curtain: nothing private until the first player taps.
    let curtain = text(&root, ".curtain h1");
    assert!(
        curtain.starts_with("Pass the device to Player "),
        "{curtain:?}"
    );
    assert!(root.query_selector(".hand").unwrap().is_none());
    let name = curtain.trim_start_matches("Pass the device to ").to_owned();
    click(&root, &format!("I am {name}: show my hand")).await;
    assert!(root.query_selector_all(".hand .card").unwrap().length() > 0);
    assert!(text(&root, ".hand-panel h2").contains(&name));
}
