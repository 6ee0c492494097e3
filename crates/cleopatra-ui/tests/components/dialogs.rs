//! Cleopatra's dialogs: the Offering's bid, discarding down, a payment and its overpayment.

use cleopatra::{Action, Card, Cards, Payment, Resource};
use cleopatra_ui::components::{
    HandLimitDialog, HandLimitDialogProps, Moves, OfferingDialog, OfferingDialogProps,
    PaymentPanel, PaymentPanelProps, Pick,
};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Element, HtmlElement};
use yew::Callback;

use super::{after_paint, click, mount, recorder, settle};

/// The moves of a dialog that allows `legal`, played to `play`, refused ones asked of `why`.
fn moves(legal: Vec<Action>, play: Callback<Action>, why: Callback<Action>) -> Moves {
    Moves {
        allowed: Callback::from(move |a| legal.contains(&a)),
        play,
        why,
        lit: None,
    }
}

/// The Offering sheet's bid field.
fn bid_input(root: &Element) -> web_sys::HtmlInputElement {
    root.query_selector("input.bid")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap()
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
        moves: moves(legal.to_vec(), on_play, Callback::noop()),
    })
    .await;
    click(&root, "button", "One scarab fewer").await;
    for _ in 0..5 {
        click(&root, "button", "One scarab more").await;
    }
    let bid = || bid_input(&root);
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
        moves: moves(legal.to_vec(), on_play, on_why),
    })
    .await;
    // One wood chosen: not the right count, so discarding asks why instead of playing.
    click(&root, ".discard-row button", "One more: wood").await;
    click(&root, "button.opt", "Discard the chosen cards").await;
    assert!(played.borrow().is_empty());
    assert_eq!(asked.borrow().len(), 1);
    click(&root, ".discard-row button", "One more: wood").await;
    click(&root, "button.opt", "Discard the chosen cards").await;
    assert_eq!(*played.borrow(), [Action::DiscardDown { cards: two_wood }]);
}

#[wasm_bindgen_test]
async fn taps_on_plus_quicker_than_a_frame_all_count_up_to_the_limit() {
    let wood = Card::Standard(Resource::Wood);
    let two_wood = Cards::from_cards([wood, wood]);
    let (played, on_play) = recorder::<Action>();
    let legal = [Action::DiscardDown { cards: two_wood }];
    let root = mount::<HandLimitDialog>(HandLimitDialogProps {
        hand: Cards::from_cards([wood, wood, wood, Card::Artisan]),
        excess: 2,
        limit: 2,
        moves: moves(legal.to_vec(), on_play, Callback::noop()),
    })
    .await;
    // Three taps on wood's + before the dialog is drawn again: two count, the limit.
    let plus: HtmlElement = root
        .query_selector(".discard-row button[aria-label='One more: wood']")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    for _ in 0..3 {
        plus.click();
    }
    settle().await;
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
        hinted: None,
    };
    let (asked, on_extra) = recorder::<Pick>();
    let root = mount::<PaymentPanel>(props(Cards::EMPTY, on_extra)).await;
    // Beside the payment the hand holds one stone and one cave: a row each.
    assert_eq!(
        root.query_selector_all(".overpay .discard-row")
            .unwrap()
            .length(),
        2
    );
    click(&root, ".overpay .discard-row button", "One more: stone").await;
    assert_eq!(
        *asked.borrow(),
        [Pick {
            card: stone,
            delta: 1
        }]
    );
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

/// The labels of the elements `selector` finds with class `hinted` (the ring of a hint).
fn ringed(root: &Element, selector: &str) -> Vec<String> {
    let all = root
        .query_selector_all(&format!("{selector}.hinted"))
        .unwrap();
    (0..all.length())
        .filter_map(|i| all.item(i))
        .map(|n| n.dyn_into::<Element>().unwrap())
        .map(|e| {
            e.get_attribute("aria-label")
                .unwrap_or_else(|| e.text_content().unwrap_or_default())
        })
        .collect()
}

#[wasm_bindgen_test]
async fn a_hint_to_discard_picks_its_cards_and_a_hint_to_bid_enters_the_bid() {
    let wood = Card::Standard(Resource::Wood);
    let wood_and_artisan = Cards::from_cards([wood, Card::Artisan]);
    let discard = Action::DiscardDown {
        cards: wood_and_artisan,
    };
    let (played, on_play) = recorder::<Action>();
    let root = mount::<HandLimitDialog>(HandLimitDialogProps {
        hand: Cards::from_cards([wood, wood, wood, Card::Artisan]),
        excess: 2,
        limit: 2,
        moves: Moves {
            lit: Some(discard),
            ..moves(
                vec![discard, Action::KeepAllCards],
                on_play,
                Callback::noop(),
            )
        },
    })
    .await;
    assert!(root.text_content().unwrap().contains("2 of 2 chosen"));
    assert_eq!(ringed(&root, "button"), ["Discard the chosen cards"]);
    click(&root, "button.opt", "Discard the chosen cards").await;
    assert_eq!(*played.borrow(), [discard]);

    let (played, on_play) = recorder::<Action>();
    let offer = Action::Offer { scarabs: 3 };
    let root = mount::<OfferingDialog>(OfferingDialogProps {
        scarabs: 5,
        effects: vec![-3, 1, 2],
        progress: (0, 3),
        auction: None,
        moves: Moves {
            lit: Some(offer),
            ..moves(
                (0..=5).map(|scarabs| Action::Offer { scarabs }).collect(),
                on_play,
                Callback::noop(),
            )
        },
    })
    .await;
    assert_eq!(ringed(&root, "button"), ["Offer 3 scarabs"]);
    click(&root, "button.opt", "Offer 3 scarabs").await;
    assert_eq!(*played.borrow(), [offer]);
}

/// A hand-limit sheet (or the Offering's, with `scarabs`) open before its hint arrives (the hint
/// is asked as the decision comes), and open still when the hint is dismissed, as the table keeps
/// it (its key names only the moment).
#[derive(yew::Properties, PartialEq)]
struct LateHintProps {
    hand: Cards,
    hint: Action,
    on_play: Callback<Action>,
    #[prop_or_default]
    scarabs: Option<u32>,
}

#[yew::component]
fn LateHint(props: &LateHintProps) -> yew::Html {
    let lit = yew::use_state(|| None);
    let lit_as = |shown: Option<Action>| {
        let lit = lit.clone();
        move |_| lit.set(shown)
    };
    let legal = vec![
        Action::DiscardDown {
            cards: Cards::from_cards([Card::Cave]),
        },
        Action::DiscardDown {
            cards: Cards::from_cards([Card::Artisan]),
        },
    ];
    let moves = Moves {
        lit: *lit,
        ..moves(legal, props.on_play.clone(), Callback::noop())
    };
    let sheet = match props.scarabs {
        Some(scarabs) => yew::html! {
            <OfferingDialog key="offering" {scarabs} effects={vec![-3, 1, 2]} progress={(0, 3)} auction={None::<u32>} {moves} />
        },
        None => yew::html! {
            <HandLimitDialog key="hand-limit" hand={props.hand} excess={1} limit={3} {moves} />
        },
    };
    yew::html! {
        <>
            <button class="show-hint" onclick={lit_as(Some(props.hint))}>{ "Show the hint" }</button>
            <button class="hide-hint" onclick={lit_as(None)}>{ "Hide the hint" }</button>
            { sheet }
        </>
    }
}

#[wasm_bindgen_test]
async fn a_hint_that_arrives_with_the_sheet_open_picks_its_cards() {
    // One card over: the computers' search names the one step, a card.
    let hint = Action::DiscardOne { card: Card::Cave };
    let discard = Action::DiscardDown {
        cards: Cards::from_cards([Card::Cave]),
    };
    let (played, on_play) = recorder::<Action>();
    let hand = Cards::from_cards([
        Card::Standard(Resource::Wood),
        Card::Artisan,
        Card::Cave,
        Card::Artisan,
    ]);
    let root = mount::<LateHint>(LateHintProps {
        hand,
        hint,
        on_play,
        scarabs: None,
    })
    .await;
    assert!(root.text_content().unwrap().contains("0 of 1 chosen"));
    click(&root, "button.show-hint", "Show the hint").await;
    assert!(root.text_content().unwrap().contains("1 of 1 chosen"));
    assert_eq!(ringed(&root, "button"), ["Discard the chosen cards"]);
    // The player changes the pick (the Cave back, an Artisan instead) and dismisses the hint:
    // the sheet keeps what the player picked.
    click(&root, "button", "One fewer: cave").await;
    click(&root, "button", "One more: artisan").await;
    click(&root, "button.hide-hint", "Hide the hint").await;
    assert!(root.text_content().unwrap().contains("1 of 1 chosen"));
    assert!(ringed(&root, "button").is_empty());
    click(&root, "button.opt", "Discard the chosen cards").await;
    assert_eq!(
        *played.borrow(),
        [Action::DiscardDown {
            cards: Cards::from_cards([Card::Artisan])
        }]
    );
    // The hint again: it picks its card anew.
    click(&root, "button.show-hint", "Show the hint").await;
    click(&root, "button.opt", "Discard the chosen cards").await;
    assert_eq!(played.borrow().last(), Some(&discard));
}

#[wasm_bindgen_test]
async fn a_bid_changed_after_its_hint_stays_when_the_hint_is_dismissed() {
    let (played, on_play) = recorder::<Action>();
    let root = mount::<LateHint>(LateHintProps {
        hand: Cards::EMPTY,
        hint: Action::Offer { scarabs: 3 },
        on_play,
        scarabs: Some(5),
    })
    .await;
    let bid = || bid_input(&root).value();
    assert_eq!(bid(), "0");
    click(&root, "button.show-hint", "Show the hint").await;
    assert_eq!(bid(), "3");
    click(&root, "button", "One scarab more").await;
    click(&root, "button.hide-hint", "Hide the hint").await;
    assert_eq!(bid(), "4");
    assert!(played.borrow().is_empty());
}

#[wasm_bindgen_test]
async fn a_hinted_payment_is_ringed_until_picked_then_the_build_is() {
    let stone = Card::Standard(Resource::Stone);
    let cheap = Payment {
        cards: Cards::from_cards([Card::Artisan, stone]),
        ..Payment::default()
    };
    let dear = Payment {
        cards: Cards::from_cards([Card::Artisan, stone, stone]),
        ..Payment::default()
    };
    let props = |chosen| PaymentPanelProps {
        title: "Pay for a wall".into(),
        reward: 1,
        tainted_free: false,
        payments: vec![cheap, dear],
        chosen,
        on_choose: Callback::noop(),
        hand: Cards::from_cards([Card::Artisan, stone, stone]),
        extra: Cards::EMPTY,
        on_extra: Callback::noop(),
        on_confirm: Callback::noop(),
        on_cancel: Callback::noop(),
        garden: None,
        hinted: Some(dear),
    };
    let root = mount::<PaymentPanel>(props(0)).await;
    let payment = ringed(&root, "button");
    assert_eq!(payment.len(), 1);
    assert!(payment[0].contains("Option 2"), "{payment:?}");
    let root = mount::<PaymentPanel>(props(1)).await;
    assert_eq!(ringed(&root, "button"), ["Build"]);
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
            garden: Some((
                cleopatra_ui::components::GardenBase {
                    throne: Area::EMPTY,
                    mosaics: Area::EMPTY,
                    claimed: Area::EMPTY,
                    lost: Area::EMPTY,
                },
                tile,
            )),
            hinted: None,
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

/// The sanctuary sheet's little map shows why an area is closed off: the throne's space and the
/// sanctuaries formed before, under the new ones (numbered) and the mosaics.
#[wasm_bindgen_test]
async fn the_sanctuary_map_draws_the_throne_and_earlier_sanctuaries() {
    use cleopatra::{Area, Config, Layout, Sanctuary, Seat, Square};
    use cleopatra_ui::components::{GardenBase, SanctuaryDialog, SanctuaryDialogProps};
    let area = |names: &[&str]| {
        let squares: Vec<Square> = names
            .iter()
            .map(|n| Square::from_name(n).unwrap())
            .collect();
        Area::from_squares(&squares)
    };
    let mut board = cleopatra::Board::default();
    board.sanctuaries.push(Sanctuary {
        area: area(&["a1", "a2"]),
        owner: Some(Seat(1)),
        statue: false,
        marker: false,
    });
    board.sanctuaries.push(Sanctuary {
        area: area(&["i1"]),
        owner: None,
        statue: false,
        marker: false,
    });
    let layout = Layout::of(&Config::with_players(2));
    let root = mount::<SanctuaryDialog>(SanctuaryDialogProps {
        formed: vec![(area(&["e1", "f1"]), false)],
        reward: 5,
        garden: GardenBase::of(&board, &layout),
        moves: moves(vec![], Callback::noop(), Callback::noop()),
    })
    .await;
    let count = |class: &str| {
        root.query_selector_all(&format!(".sanctuary-map rect.{class}"))
            .unwrap()
            .length()
    };
    assert_eq!(count("throne"), layout.throne.len());
    assert_eq!(
        (count("earlier"), count("lost"), count("formed")),
        (2, 1, 2)
    );
    assert_eq!(count("free"), 81);
}
