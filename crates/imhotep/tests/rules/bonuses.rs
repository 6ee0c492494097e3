//! The Pyramids B bonuses, each of which may be declined (the rulebook's "pode"), and the market
//! card when taking it is optional: declined and taken, unasked when nothing would come, refused
//! answers, and the rule of the saves written before the bonuses could be declined.

use imhotep::{
    Action, Card, CardSource, Config, Decision, DecisionKind, Event, Imhotep, Refusal, Seat, Side,
    Sides, Site, StoneGain,
};

use crate::{game_with, play, play_as, BK, W};

/// The left, middle and right pyramid (their default bonuses: card, stones, ship).
const LEFT: u8 = 0;
const MIDDLE: u8 = 1;
const RIGHT: u8 = 2;

/// Two players, Pyramids B, Black on turn; the bonuses optional or not.
fn pyramids_b(optional: bool) -> Imhotep {
    game_with(Config {
        sides: Sides {
            pyramid: Side::B,
            ..Sides::default()
        },
        pyramid_b_bonuses_optional: optional,
        ..Config::with_players(2)
    })
}

/// Black sails a 1-slot ship holding a White stone to `site` (the other ships: empty 1-slot ships).
fn sail_white_stone(g: &mut Imhotep, site: Site) -> Vec<Event> {
    g.setup_current(BK);
    g.setup_ships([1, 1, 1, 1]);
    g.setup_load(0, 0, W);
    play_as(g, BK.0, Action::Sail { ship: 0, site })
}

/// Black sails White's stone to the Pyramids and White puts it on `pyramid`.
fn white_stone_on(g: &mut Imhotep, pyramid: u8) -> Vec<Event> {
    let mut events = sail_white_stone(g, Site::Pyramid);
    assert_eq!(g.decision(), Some(Decision::Pyramid { seat: W }));
    events.extend(play_as(g, W.0, Action::ChoosePyramid { pyramid }));
    events
}

/// The stone on space `space` of small pyramid `pyramid`.
fn on_pyramid(g: &Imhotep, pyramid: u8, space: usize) -> Option<Seat> {
    match g.view(None).pyramid {
        imhotep::PyramidView::B { pyramids, .. } => {
            pyramids[usize::from(pyramid)].spaces[space].owner
        }
        imhotep::PyramidView::A { .. } => panic!("Pyramids B expected"),
    }
}

#[test]
fn the_left_pyramids_top_card_may_be_declined() {
    let mut g = pyramids_b(true);
    g.setup_deck_top(&[Card::Statue, Card::Lever]);
    let deck = g.view(None).deck;
    white_stone_on(&mut g, LEFT);
    assert_eq!(on_pyramid(&g, LEFT, 0), Some(W));
    assert_eq!(g.score(W), 1, "+1 for the level-1 space, before the bonus");
    assert_eq!(g.decision(), Some(Decision::CardBonus { seat: W }));
    assert_eq!(g.legal_actions(W), [Action::DrawCard, Action::Skip]);
    assert!(g.legal_actions(BK).is_empty());
    let before = g.clone();

    // Declined: no card, the Statue stays on top of the deck, the point stays.
    let events = play_as(&mut g, W.0, Action::Skip);
    assert_eq!(events, [Event::Skipped { seat: W }]);
    assert_eq!(g.cards(W).total(), 0);
    assert_eq!(g.view(None).deck, deck);
    assert_eq!(g.score(W), 1);
    assert_eq!(g.to_move(), Some(W), "the turn passed on from Black");
    // The next stone on the left pyramid is offered the same Statue.
    white_stone_on(&mut g, LEFT);
    assert_eq!(g.score(W), 2);
    let events = play_as(&mut g, W.0, Action::DrawCard);
    assert!(events.contains(&Event::CardTaken {
        seat: W,
        card: Card::Statue,
        from: CardSource::Deck
    }));
    assert_eq!(g.view(None).deck, deck - 1);

    // Taken: the Statue lies in front of White.
    let mut taken = before;
    play_as(&mut taken, W.0, Action::DrawCard);
    assert_eq!(taken.cards(W).get(Card::Statue), 1);
    assert_eq!(taken.cards(W).total(), 1);
    assert_eq!(taken.view(None).deck, deck - 1);
    assert_eq!(taken.score(W), 1);
}

#[test]
fn the_middle_pyramids_stones_may_be_declined() {
    let mut g = pyramids_b(true);
    g.setup_sled(W, 1);
    white_stone_on(&mut g, MIDDLE);
    let quarry = g.quarry(W);
    assert_eq!(on_pyramid(&g, MIDDLE, 0), Some(W));
    assert_eq!(g.score(W), 1);
    assert_eq!(g.decision(), Some(Decision::StonesBonus { seat: W }));
    assert_eq!(g.legal_actions(W), [Action::TakeStones, Action::Skip]);
    let before = g.clone();

    // Declined: the sled keeps its 1 stone, the quarry its stones.
    let events = play_as(&mut g, W.0, Action::Skip);
    assert_eq!(events, [Event::Skipped { seat: W }]);
    assert_eq!((g.sled(W), g.quarry(W)), (1, quarry));
    assert_eq!(g.score(W), 1);
    assert_eq!(g.to_move(), Some(W));

    // Taken: 3 stones move to the sled (1 + 3 = 4).
    let mut taken = before;
    let events = play_as(&mut taken, W.0, Action::TakeStones);
    assert_eq!(
        events[0],
        Event::StonesTaken {
            seat: W,
            count: 3,
            by: StoneGain::PyramidBonus
        }
    );
    assert_eq!((taken.sled(W), taken.quarry(W)), (4, quarry - 3));
    assert_eq!(taken.score(W), 1);
    // With room for 2 only, the bonus brings 2 (the sled's cap of 5).
    let mut g = pyramids_b(true);
    g.setup_sled(W, 3);
    white_stone_on(&mut g, MIDDLE);
    play_as(&mut g, W.0, Action::TakeStones);
    assert_eq!(g.sled(W), 5);
}

#[test]
fn the_right_pyramids_ship_bonus_may_be_declined() {
    let mut g = pyramids_b(true);
    g.setup_sled(W, 2);
    white_stone_on(&mut g, RIGHT);
    assert_eq!(on_pyramid(&g, RIGHT, 0), Some(W));
    assert_eq!(g.score(W), 1);
    assert_eq!(g.decision(), Some(Decision::ShipBonus { seat: W }));
    assert_eq!(
        g.legal_actions(W),
        [
            Action::PlaceStone { ship: 1, slot: 0 },
            Action::PlaceStone { ship: 2, slot: 0 },
            Action::PlaceStone { ship: 3, slot: 0 },
            Action::Skip
        ]
    );
    let before = g.clone();

    // Declined: every slot of the unsailed ships stays empty, the sled keeps 2.
    let events = play_as(&mut g, W.0, Action::Skip);
    assert_eq!(events, [Event::Skipped { seat: W }]);
    let ships = g.view(None).ships;
    assert!(ships[1..].iter().all(|s| s.slots == [None]));
    assert_eq!(g.sled(W), 2);
    assert_eq!(g.score(W), 1);

    // Taken: the stone goes from the sled to ship 2's slot.
    let mut taken = before;
    play_as(&mut taken, W.0, Action::PlaceStone { ship: 2, slot: 0 });
    assert_eq!(taken.view(None).ships[2].slots, [Some(W)]);
    assert_eq!(taken.sled(W), 1);
    assert_eq!(taken.score(W), 1);
}

#[test]
fn a_bonus_that_would_bring_nothing_is_not_asked() {
    // A full sled: the stones bonus brings none, so nobody is asked.
    let mut g = pyramids_b(true);
    g.setup_sled(W, 5);
    let events = white_stone_on(&mut g, MIDDLE);
    assert!(events.contains(&Event::StonesTaken {
        seat: W,
        count: 0,
        by: StoneGain::PyramidBonus
    }));
    assert!(matches!(g.decision(), Some(Decision::Turn { seat: W })));
    assert_eq!((g.sled(W), g.score(W)), (5, 1));
    // An empty sled: no stone for a ship.
    let mut g = pyramids_b(true);
    g.setup_sled(W, 0);
    white_stone_on(&mut g, RIGHT);
    assert!(matches!(g.decision(), Some(Decision::Turn { seat: W })));
    assert_eq!(g.score(W), 1);
}

#[test]
fn saves_from_before_take_the_card_and_the_stones_unasked() {
    // `pyramidBBonusesOptional` false, as every save written before it reads.
    let mut g = pyramids_b(false);
    g.setup_deck_top(&[Card::Statue]);
    g.setup_sled(W, 1);
    white_stone_on(&mut g, MIDDLE);
    assert_eq!(g.sled(W), 4, "the 3 stones came at once");
    assert!(matches!(g.decision(), Some(Decision::Turn { seat: W })));
    assert_eq!(
        g.check(W, &Action::Skip),
        Err(Refusal::NotNow {
            awaiting: DecisionKind::Turn
        })
    );
    let events = white_stone_on(&mut g, LEFT);
    assert!(events.contains(&Event::CardTaken {
        seat: W,
        card: Card::Statue,
        from: CardSource::Deck
    }));
    assert_eq!(g.cards(W).get(Card::Statue), 1, "the top card came at once");
    assert_eq!(g.score(W), 2);
    // The ship bonus was always optional.
    white_stone_on(&mut g, RIGHT);
    assert_eq!(g.decision(), Some(Decision::ShipBonus { seat: W }));
    assert!(g.legal_actions(W).contains(&Action::Skip));
    play(&mut g, Action::Skip);
    assert_eq!((g.sled(W), g.score(W)), (4, 3));
}

/// Applies `action` for `seat`, expecting `refusal` and the position unchanged.
fn refused(g: &mut Imhotep, seat: Seat, action: Action, refusal: Refusal) {
    let before = g.clone();
    assert_eq!(g.apply(seat, &action), Err(refusal), "{action} by {seat}");
    assert_eq!(*g, before, "a refused {action} changed the position");
}

#[test]
fn a_bonus_decision_refuses_other_answers_and_changes_nothing() {
    let mut g = pyramids_b(true);
    let on_turn = |kind| Refusal::NotNow { awaiting: kind };
    // On a turn, the answers to a bonus are refused.
    refused(&mut g, BK, Action::DrawCard, on_turn(DecisionKind::Turn));
    refused(&mut g, BK, Action::Skip, on_turn(DecisionKind::Turn));
    // Choosing a pyramid cannot be skipped.
    sail_white_stone(&mut g, Site::Pyramid);
    refused(&mut g, W, Action::Skip, on_turn(DecisionKind::Pyramid));
    refused(&mut g, W, Action::DrawCard, on_turn(DecisionKind::Pyramid));
    play_as(&mut g, W.0, Action::ChoosePyramid { pyramid: LEFT });
    // The card bonus takes the card or a skip, from White only.
    let not_yours = Refusal::NotYourDecision { decider: W };
    refused(&mut g, BK, Action::DrawCard, not_yours.clone());
    refused(&mut g, BK, Action::Skip, not_yours);
    let card_bonus = on_turn(DecisionKind::CardBonus);
    refused(&mut g, W, Action::TakeStones, card_bonus.clone());
    refused(&mut g, W, Action::TakeCard { slot: 0 }, card_bonus.clone());
    refused(
        &mut g,
        W,
        Action::PlaceStone { ship: 1, slot: 0 },
        card_bonus,
    );
    play_as(&mut g, W.0, Action::Skip);
    // The stones bonus takes the stones or a skip.
    g.setup_sled(W, 0);
    white_stone_on(&mut g, MIDDLE);
    let stones_bonus = on_turn(DecisionKind::StonesBonus);
    refused(&mut g, W, Action::DrawCard, stones_bonus.clone());
    refused(&mut g, W, Action::Pass, stones_bonus);
    play_as(&mut g, W.0, Action::Skip);
    assert_eq!((g.sled(W), g.score(W)), (0, 2));
}

#[test]
fn an_optional_market_card_is_offered_like_the_bonuses() {
    let market = |optional: bool| {
        let mut g = game_with(Config {
            market_take_optional: optional,
            ..Config::with_players(2)
        });
        g.setup_market([Some(Card::Statue), None, None, None], [None, None]);
        g
    };
    // Optional: asked even with one card left, and declined.
    let mut g = market(true);
    let quarry = g.quarry(W);
    sail_white_stone(&mut g, Site::Market);
    assert_eq!(g.decision(), Some(Decision::MarketCard { seat: W }));
    assert_eq!(
        g.legal_actions(W),
        [Action::TakeCard { slot: 0 }, Action::Skip]
    );
    refused(
        &mut g,
        W,
        Action::DrawCard,
        Refusal::NotNow {
            awaiting: DecisionKind::MarketCard,
        },
    );
    let events = play_as(&mut g, W.0, Action::Skip);
    assert_eq!(events, [Event::Skipped { seat: W }]);
    assert_eq!(g.cards(W).total(), 0);
    assert_eq!(g.view(None).market.slots[0], Some(Card::Statue));
    assert_eq!(g.quarry(W), quarry, "the stone went back to the quarry");
    // Mandatory (the default): the one card left is taken unasked.
    let mut g = market(false);
    sail_white_stone(&mut g, Site::Market);
    assert_eq!(g.cards(W).get(Card::Statue), 1);
    assert_eq!(g.quarry(W), quarry);
    // Mandatory with a choice: asked, and a skip is refused.
    let mut g = market(false);
    g.setup_market(
        [Some(Card::Statue), Some(Card::Lever), None, None],
        [None, None],
    );
    sail_white_stone(&mut g, Site::Market);
    assert_eq!(
        g.legal_actions(W),
        [Action::TakeCard { slot: 0 }, Action::TakeCard { slot: 1 }]
    );
    refused(&mut g, W, Action::Skip, Refusal::CannotSkip);
}
