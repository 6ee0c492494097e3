//! Cleopatra's screens: the reckoning at the end, the rules and their help, the new-game screen.

use std::rc::Rc;

use cleopatra_ui::components::{CleopatraSetup, RulesReference, RulesReferenceProps, RulesScreen};
use cleopatra_ui::game::CleopatraGame;
use table::TableDraft;
use table_ui::plugin::{AnyTable, SetupProps};
use table_ui::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::Element;
use yew::prelude::*;

use super::{click, mount, recorder, settle};

#[wasm_bindgen_test]
async fn the_reckoning_reveals_step_by_step_then_ranks() {
    use cleopatra::{reckon, ByPlayer, Reckoning};
    use cleopatra_ui::components::{EndScreen, EndScreenProps};
    use table::PlayerColour;
    // The rulebook's end-game example: 3, 5 and 10 amulets; levelling takes 3 from everyone.
    let r = |scarabs, amulets| Reckoning {
        scarabs,
        amulets,
        tainted_in_hand: 0,
        sanctuary_squares: 0,
    };
    let score = reckon(
        &ByPlayer(vec![r(20, 3), r(30, 5), r(40, 11)]),
        &[0, 1, 3, 6, 10, 15, 20, 25],
        8,
    );
    let props = EndScreenProps {
        names: vec!["Ana".into(), "Bia".into(), "Caio".into()],
        colours: PlayerColour::ALL[..3].to_vec(),
        score,
        log: Rc::new(Vec::new()),
        groups: Rc::new(Vec::new()),
        start: 5,
        record: ("{}".into(), "record.json".into()),
        on_again: Callback::noop(),
        on_title: Callback::noop(),
        told: false,
        board: Html::default(),
    };
    // A game that ended before it was opened (a reload) shows its ranking at once.
    let told = mount::<EndScreen>(EndScreenProps {
        told: true,
        ..props.clone()
    })
    .await;
    let text = told.text_content().unwrap();
    assert!(text.contains("Bia wins!"), "{text}");
    let root = mount::<EndScreen>(props).await;
    let heading = |root: &Element| {
        root.query_selector(".reveal-step")
            .unwrap()
            .unwrap()
            .text_content()
            .unwrap()
    };
    assert!(heading(&root).starts_with("Hands are emptied"));
    click(&root, "button", "Next").await;
    click(&root, "button", "Next").await;
    assert!(
        heading(&root).contains("the lowest count, 3,"),
        "{}",
        heading(&root)
    );
    let values: Vec<String> = {
        let all = root.query_selector_all(".pyramid-value").unwrap();
        (0..all.length())
            .map(|i| all.item(i).unwrap().text_content().unwrap())
            .collect()
    };
    assert_eq!(values, ["0 amulets", "2 amulets", "8 amulets"]);
    click(&root, "button", "Show everything").await;
    let text = root.text_content().unwrap();
    assert!(text.contains("Bia wins!"), "{text}");
    assert!(text.contains("fed to the crocodile"), "{text}");
}

#[wasm_bindgen_test]
async fn the_rules_help_explains_only_the_mini_expansions_in_play() {
    let root = mount::<RulesReference>(RulesReferenceProps::default()).await;
    assert!(root.query_selector(".expansions-help").unwrap().is_none());

    let expansions = cleopatra::Expansions {
        whims_of_cleopatra: true,
        whim_per_piece: true,
        ..Default::default()
    };
    let root = mount::<RulesReference>(RulesReferenceProps { expansions }).await;
    let sections = root
        .query_selector_all(".expansions-help .expansion")
        .unwrap();
    assert_eq!(sections.length(), 1);
    let whims = root
        .query_selector("[data-expansion=whims-of-cleopatra]")
        .unwrap()
        .unwrap();
    assert_eq!(whims.query_selector_all(".xitem").unwrap().length(), 7);
    // The house rule in play: a tile for each piece, not one per visit.
    let house = whims.query_selector(".house-rule").unwrap().unwrap();
    let house = house.text_content().unwrap();
    assert!(house.contains("each piece"), "{house:?}");
}

/// The input of `root` with id `id`.
fn input(root: &Element, id: &str) -> web_sys::HtmlInputElement {
    root.query_selector(&format!("#{id}"))
        .unwrap()
        .unwrap_or_else(|| panic!("no #{id}"))
        .dyn_into()
        .unwrap()
}

/// Types `value` into number field `id` and leaves it (its change event).
async fn type_in(root: &Element, id: &str, value: &str) {
    input(root, id).set_value(value);
    input(root, id)
        .dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    settle().await;
}

#[wasm_bindgen_test]
async fn the_new_game_takes_any_mix_of_mini_expansions_with_their_house_rules_only() {
    let (started, on_start) = recorder::<(TableDraft, AnyTable)>();
    let root = mount::<CleopatraSetup>(SetupProps {
        initial: TableDraft::default(),
        on_back: Callback::noop(),
        on_start,
    })
    .await;
    let boxes = [
        "exp-cult-of-sobek",
        "exp-whims-of-cleopatra",
        "exp-wisdom-of-bastet",
        "exp-architects-from-far-away",
    ];
    assert!(boxes.iter().all(|id| !input(&root, id).checked()));
    assert!(
        root.query_selector(".house-rules").unwrap().is_none(),
        "no house rules while no mini-expansion is in play"
    );
    input(&root, "exp-cult-of-sobek").click();
    settle().await;
    input(&root, "exp-architects-from-far-away").click();
    settle().await;
    // The house rules of those two, each tagged as one; none of the others'.
    let rules = root.query_selector_all(".house-value").unwrap();
    assert_eq!(rules.length(), 3);
    let tags = root.query_selector_all(".house-value .house-tag").unwrap();
    assert_eq!(tags.length(), 3);
    assert!(root
        .query_selector("#exp-bastet-scarabs")
        .unwrap()
        .is_none());
    assert!(root
        .query_selector("#exp-whim-per-piece")
        .unwrap()
        .is_none());
    input(&root, "exp-auction-ties-reversed").click();
    settle().await;
    // A refill after the Babylonian Architect stays between 0 and 3 cards.
    assert_eq!(input(&root, "exp-babylonian-refill").value(), "3");
    for (typed, kept) in [("7", "3"), ("-2", "0"), ("x", "0"), ("1", "1")] {
        type_in(&root, "exp-babylonian-refill", typed).await;
        assert_eq!(
            input(&root, "exp-babylonian-refill").value(),
            kept,
            "typed {typed}"
        );
    }
    click(&root, "button", "Start").await;
    let started = started.borrow();
    let [(_, table)] = started.as_slice() else {
        panic!("one start, not {}", started.len())
    };
    let table = table.of::<CleopatraGame>().expect("a Cleopatra table");
    let e = table.game.config().expansions;
    assert!(e.cult_of_sobek && e.architects_from_far_away);
    assert!(!e.whims_of_cleopatra && !e.wisdom_of_bastet);
    assert!(e.auction_ties_reversed && !e.statue_architect_bonus);
    assert_eq!(e.babylonian_refill, 1);
}

/// Properties of [`RulesIn`].
#[derive(Debug, PartialEq, Properties)]
struct RulesInProps {
    lang: Lang,
}

/// The rules screen in language `lang`, as the shell shows it.
#[component]
fn RulesIn(props: &RulesInProps) -> Html {
    html! {
        <ContextProvider<Lang> context={props.lang}>
            <RulesScreen on_back={Callback::noop()} />
        </ContextProvider<Lang>>
    }
}

fn text(root: &Element, selector: &str) -> String {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
        .text_content()
        .unwrap_or_default()
}

/// The text of every element matching `selector`, in page order.
fn texts(root: &Element, selector: &str) -> Vec<String> {
    let all = root.query_selector_all(selector).unwrap();
    (0..all.length())
        .filter_map(|i| all.item(i))
        .map(|n| n.text_content().unwrap_or_default().trim().to_owned())
        .collect()
}

#[wasm_bindgen_test]
async fn the_rules_explain_the_four_mini_expansions_in_both_languages() {
    for (lang, heading, sections) in [
        (
            Lang::En,
            "Mini-expansions",
            [
                "The Cult of Sobek",
                "The Whims of Cleopatra",
                "The Wisdom of Bastet",
                "Architects from Far Away",
            ],
        ),
        (
            Lang::PtBr,
            "Miniexpansões",
            [
                "O Culto de Sobek",
                "Os Caprichos de Cleópatra",
                "A Sabedoria de Bastet",
                "Arquitetos de Terras Distantes",
            ],
        ),
    ] {
        let root = mount::<RulesIn>(RulesInProps { lang }).await;
        assert_eq!(text(&root, ".expansions-help h2"), heading);
        assert_eq!(texts(&root, ".expansions-help .expansion h3"), sections);
        // Each section's house rules, with the values a new game starts with.
        for key in [
            "cult-of-sobek",
            "whims-of-cleopatra",
            "wisdom-of-bastet",
            "architects-from-far-away",
        ] {
            let selector = format!("[data-expansion={key}] .house-rule");
            assert!(!texts(&root, &selector).is_empty(), "{lang:?}: {key}");
        }
        // Every part is drawn and named in words, never by a catalogue id.
        let labels: Vec<String> = {
            let all = root
                .query_selector_all(".expansions-help [role=img]")
                .unwrap();
            (0..all.length())
                .filter_map(|i| all.item(i))
                .map(|n| {
                    n.dyn_into::<Element>()
                        .unwrap()
                        .get_attribute("aria-label")
                        .unwrap_or_default()
                })
                .collect()
        };
        // Statue and marker, 4 Sobek cards; the die, a tile's back and 7 faces; a Bastet card
        // and statue; an architect's back and 4 faces.
        assert_eq!(labels.len(), 2 + 4 + 2 + 7 + 2 + 1 + 4, "{labels:?}");
        for label in &labels {
            let looks_like_id = label
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            assert!(!label.is_empty() && !looks_like_id, "{lang:?}: {label:?}");
        }
        assert!(labels.iter().any(|l| l.contains('7')), "{labels:?}");
    }
}
