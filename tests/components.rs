//! Browser tests for the components with logic of their own, mounted alone in headless Chromium.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use cleopatra::{Action, Card, Cards, Payment, Resource};
use nile_web::components::{
    CleopatraSetup, HandLimitDialog, HandLimitDialogProps, Moves, OfferingDialog,
    OfferingDialogProps, OptionButton, OptionButtonProps, PaymentPanel, PaymentPanelProps,
    RulesReference, RulesReferenceProps, UpdateBanner, UpdateBannerProps,
};
use nile_web::device::UNPAINTED_WAIT_MS;
use nile_web::games::cleopatra::CleopatraGame;
use nile_web::plugin::{AnyTable, SetupProps};
use table::TableDraft;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement};
use yew::{BaseComponent, Callback, Html};

wasm_bindgen_test_configure!(run_in_browser);

/// Lets timers due now fire, then waits until Yew has rendered and run every effect (a render
/// that takes over 16 ms, as on a busy machine, finishes in a later task).
async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(10)).await;
    yew::scheduler::flush().await;
}

/// Waits until the work left for after the next paint (a sheet taking the focus) has run: at the
/// latest [`UNPAINTED_WAIT_MS`] after it was left, by a timer due before this one.
async fn after_paint() {
    yew::platform::time::sleep(Duration::from_millis(u64::from(UNPAINTED_WAIT_MS) + 10)).await;
}

async fn mount<C: BaseComponent>(props: C::Properties) -> Element {
    nile_web::games::shelve();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<C>::with_root_and_props(root.clone(), props).render();
    settle().await;
    root
}

/// Clicks the first element matching `selector` whose text or aria-label contains `label`.
async fn click(root: &Element, selector: &str, label: &str) {
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

fn recorder<T: 'static>() -> (Rc<RefCell<Vec<T>>>, Callback<T>) {
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
async fn the_offering_bid_stays_between_zero_and_the_scarabs_held() {
    let (played, on_play) = recorder::<Action>();
    let legal: Vec<Action> = (0..=2).map(|scarabs| Action::Offer { scarabs }).collect();
    let root = mount::<OfferingDialog>(OfferingDialogProps {
        scarabs: 2,
        effects: vec![-3, 1, 2, 3],
        progress: (1, 3),
        auction: None,
        moves: Moves {
            allowed: Callback::from(move |a| legal.contains(&a)),
            play: on_play,
            why: Callback::noop(),
        },
    })
    .await;
    click(&root, "button", "−1").await;
    for _ in 0..5 {
        click(&root, "button", "+1").await;
    }
    let bid = || {
        root.query_selector("input.bid")
            .unwrap()
            .unwrap()
            .dyn_into::<web_sys::HtmlInputElement>()
            .unwrap()
    };
    assert_eq!(bid().value(), "2");
    click(&root, "button.opt", "Offer 2 scarabs").await;
    // A bid typed in: more than held is cut to what is held; a number in reach is taken as is.
    for (typed, kept) in [("7", "2"), ("1", "1")] {
        bid().set_value(typed);
        bid()
            .dispatch_event(&web_sys::InputEvent::new("input").unwrap())
            .unwrap();
        settle().await;
        assert_eq!(bid().value(), kept);
    }
    click(&root, "button.opt", "Offer 1 scarab").await;
    assert_eq!(
        *played.borrow(),
        [Action::Offer { scarabs: 2 }, Action::Offer { scarabs: 1 }]
    );
    assert!(root.text_content().unwrap().contains("1 of 3 have offered"));
}

#[wasm_bindgen_test]
async fn discarding_down_needs_exactly_the_extra_cards() {
    let wood = Card::Standard(Resource::Wood);
    let hand = Cards::from_cards([wood, wood, wood, Card::Artisan]);
    let (played, on_play) = recorder::<Action>();
    let (asked, on_why) = recorder::<Action>();
    let two_wood = Cards::from_cards([wood, wood]);
    let legal = [
        Action::KeepAllCards,
        Action::DiscardDown { cards: two_wood },
    ];
    let root = mount::<HandLimitDialog>(HandLimitDialogProps {
        hand,
        excess: 2,
        limit: 2,
        moves: Moves {
            allowed: Callback::from(move |a| legal.contains(&a)),
            play: on_play,
            why: on_why,
        },
    })
    .await;
    // One wood chosen: not the right count, so discarding asks why instead of playing.
    click(&root, ".discard-row button", "+1").await;
    click(&root, "button.opt", "Discard the chosen cards").await;
    assert!(played.borrow().is_empty());
    assert_eq!(asked.borrow().len(), 1);
    click(&root, ".discard-row button", "+1").await;
    click(&root, "button.opt", "Discard the chosen cards").await;
    assert_eq!(*played.borrow(), [Action::DiscardDown { cards: two_wood }]);
}

#[wasm_bindgen_test]
async fn a_payment_takes_cards_on_top_from_what_the_hand_holds_beside_it() {
    let stone = Card::Standard(Resource::Stone);
    let payment = Payment {
        cards: Cards::from_cards([Card::Artisan, stone, stone]),
        ..Payment::default()
    };
    let hand = Cards::from_cards([Card::Artisan, stone, stone, stone, Card::Cave]);
    let props = |extra: Cards, on_extra| PaymentPanelProps {
        title: "Pay for a sphinx".into(),
        reward: 3,
        tainted_free: false,
        payments: vec![payment],
        chosen: 0,
        on_choose: Callback::noop(),
        hand,
        extra,
        on_extra,
        on_confirm: Callback::noop(),
        on_cancel: Callback::noop(),
        garden: None,
    };
    let (asked, on_extra) = recorder::<Cards>();
    let root = mount::<PaymentPanel>(props(Cards::EMPTY, on_extra)).await;
    // Beside the payment the hand holds one stone and one cave: a row each.
    assert_eq!(
        root.query_selector_all(".overpay .discard-row")
            .unwrap()
            .length(),
        2
    );
    click(&root, ".overpay .discard-row button", "+1").await;
    assert_eq!(*asked.borrow(), [Cards::from_cards([stone])]);
    // With a tainted cave on top, the sheet says what it costs.
    let root =
        mount::<PaymentPanel>(props(Cards::from_cards([Card::Cave]), Callback::noop())).await;
    let text = root.text_content().unwrap();
    assert!(
        text.contains("+ 1 more card discarded for nothing"),
        "{text}"
    );
    assert!(text.contains("+1 amulet"), "{text}");
}

#[wasm_bindgen_test]
async fn the_reckoning_reveals_step_by_step_then_ranks() {
    use cleopatra::{reckon, ByPlayer, Reckoning};
    use nile_web::components::{EndScreen, EndScreenProps};
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
        start: 5,
        record: ("{}".into(), "record.json".into()),
        on_again: Callback::noop(),
        on_title: Callback::noop(),
        on_lang: Callback::noop(),
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

#[wasm_bindgen_test]
async fn a_mosaic_payment_shows_its_place_and_keeps_the_keyboard_off_the_table() {
    use cleopatra::{Area, Pentomino, Placement};
    let document = web_sys::window().unwrap().document().unwrap();
    // The sheets earlier tests left open leave the page: one sheet holds the keyboard at a time.
    let earlier = document.query_selector_all(".sheet-backdrop").unwrap();
    for i in 0..earlier.length() {
        let sheet: Element = earlier.item(i).unwrap().dyn_into().unwrap();
        sheet.remove();
    }
    // A Sobek tile's button on the table, outside the sheet.
    let table = document.create_element("div").unwrap();
    table.set_inner_html("<button class=\"sobek\">Vizier</button>");
    document.body().unwrap().append_child(&table).unwrap();
    let placement = Placement {
        orientation: 0,
        x: 2,
        y: 3,
    };
    let tile = placement.area(Pentomino::X).unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let handle = yew::Renderer::<PaymentPanel>::with_root_and_props(
        root.clone(),
        PaymentPanelProps {
            title: "Pay for a mosaic".into(),
            reward: 5,
            tainted_free: false,
            payments: vec![Payment::default()],
            chosen: 0,
            on_choose: Callback::noop(),
            hand: Cards::EMPTY,
            extra: Cards::EMPTY,
            on_extra: Callback::noop(),
            on_confirm: Callback::noop(),
            on_cancel: Callback::noop(),
            garden: Some((Area::EMPTY, tile)),
        },
    )
    .render();
    settle().await;
    let new = root.query_selector_all(".sanctuary-map .formed").unwrap();
    assert_eq!(new.length(), 5, "the new tile's five squares in small");
    // The sheet holds the focus: the table's button cannot take it while the sheet is open.
    let sheet = root.query_selector(".sheet").unwrap().unwrap();
    let holds_focus = |el: &Element| {
        document
            .active_element()
            .is_some_and(|f| el.contains(Some(&f)))
    };
    // Once painted, the sheet takes the focus.
    after_paint().await;
    assert!(holds_focus(&sheet), "the sheet takes the focus");
    let button: HtmlElement = table
        .query_selector(".sobek")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    button.focus().unwrap();
    assert!(
        holds_focus(&sheet),
        "the focus comes back to the sheet, off the table"
    );
    // Closed, the sheet gives the table back.
    handle.destroy();
    settle().await;
    button.focus().unwrap();
    assert!(holds_focus(&button), "the table takes the focus again");
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
