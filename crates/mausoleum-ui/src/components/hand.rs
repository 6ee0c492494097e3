//! The hand of the seat holding the device (behind the curtain), and what touching one of its
//! cards does: a discard or a defence is played at once, a card with options is chosen (its options
//! open in a sheet), and a card with nothing to do says why, in the core's terms where it has them.

use std::rc::Rc;

use mausoleum::{Action, Card, CardCounts, Decision, Seat};
use yew::prelude::*;

use super::areas::into_hand;
use super::{words, CardFace};
use crate::game::MausoleumTable;
use table_ui::hooks::{Choosing, Live};
use table_ui::i18n::{text, Lang};

/// The card of the hand an action plays, if it plays one.
pub(super) fn played_card(action: &Action) -> Option<Card> {
    match *action {
        Action::Play { card } => Some(card),
        Action::Earthquake { .. } => Some(Card::Earthquake),
        Action::Invasion { .. } => Some(Card::Invasion),
        Action::Discovery { .. } => Some(Card::Discovery),
        Action::Exchange { .. } => Some(Card::Exchange),
        Action::Theft { .. } => Some(Card::Theft),
        Action::Discard { card } | Action::Defend { card } => Some(card),
        _ => None,
    }
}

/// The card chosen from the hand, as of the moment it was chosen, and why a card was refused.
pub(super) struct Picking {
    /// The moment: the number of actions played.
    pub(super) at: usize,
    /// The card chosen, read and changed as it is when a touch arrives.
    pub(super) chosen: Choosing<Option<Card>>,
    /// Why a card was refused, and the moment it was refused at.
    pub(super) message: UseStateHandle<Option<(usize, String)>>,
}

/// Touching a card of the hand: its options, or why it has none.
pub(super) fn on_pick(
    lang: Lang,
    table: &UseReducerHandle<Live<MausoleumTable>>,
    decision: Decision,
    legal: &Rc<Vec<Action>>,
    names: &[String],
    picking: &Picking,
    on_action: &Callback<Action>,
) -> Callback<Card> {
    let (chosen, message, legal, names) = (
        picking.chosen.clone(),
        picking.message.clone(),
        legal.clone(),
        names.to_vec(),
    );
    let at = picking.at;
    let table = table.clone();
    let on_action = on_action.clone();
    Callback::from(move |card: Card| {
        let options: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| played_card(a) == Some(card))
            .collect();
        match (decision, options.as_slice()) {
            // A discard or a defence is the card itself: one touch.
            (Decision::Discard { .. } | Decision::React { .. }, [one]) => on_action.emit(*one),
            (_, []) => {
                let probe = match card {
                    Card::Earthquake => Action::Earthquake { target: Seat(0) },
                    Card::Theft => Action::Theft { target: Seat(0) },
                    Card::Discovery => Action::Discovery {
                        card: Card::Discovery,
                    },
                    Card::Invasion => Action::Invasion {
                        target: Seat(0),
                        card: Card::Base,
                    },
                    Card::Exchange => Action::Exchange {
                        target: Seat(0),
                        give: Card::Exchange,
                    },
                    _ => Action::Play { card },
                };
                let why = match table.game.position.check(table.game.decider(), &probe) {
                    Err(r) => words::refusal(lang, &r, &names),
                    Ok(()) => String::new(),
                };
                let why = if why.is_empty()
                    || matches!(decision, Decision::Play { .. }) && card.is_attack()
                {
                    lang.ta(
                        "mau-why-no-effect",
                        &[("card", text(words::card(lang, card)))],
                    )
                } else {
                    why
                };
                message.set(Some((at, why)));
            }
            _ => {
                message.set(None);
                // A second touch on the chosen card lets it go.
                chosen.change(|chosen| {
                    *chosen = if *chosen == Some(card) {
                        None
                    } else {
                        Some(card)
                    }
                });
            }
        }
    })
}

/// The hand, its cards lit when they may do something on the holder's turn.
pub(super) fn hand(
    lang: Lang,
    hand: CardCounts,
    (seat, name, seats): (usize, String, usize),
    legal: &[Action],
    my_turn: bool,
    (chosen, shown): (Option<Card>, Option<Card>),
    on_pick: &Callback<Card>,
) -> Html {
    let cards = hand.kinds().map(|card| {
        let lit = my_turn && legal.iter().any(|a| played_card(a) == Some(card));
        let on_pick = my_turn.then(|| on_pick.clone());
        // A card drawn flies in from the draw pile (or the discard pile, or an area it was taken from).
        html! {
            <li key={format!("{card:?}")} class={classes!((my_turn && shown == Some(card)).then_some("hinted"))} data-fly={format!("mau-h-{card:?}")} data-fly-n={hand.get(card).to_string()}
                data-fly-from={into_hand(seat, seats, card)}>
                <CardFace {card} count={hand.get(card)} {lit} chosen={chosen == Some(card)} {on_pick} />
            </li>
        }
    });
    html! {
        <section class="mau-hand" aria-label={lang.t("mau-your-hand")} data-fly={format!("mau-hand-{seat}")}>
            <h2>{ lang.ta("mau-hand-of", &[("name", text(name))]) }</h2>
            if hand.total() == 0 { <p class="hint">{ lang.t("mau-hand-empty") }</p> }
            <ul class="mau-hand-cards">{ for cards }</ul>
            // What the letters on the cards' bands stand for, where the cards are played from.
            if hand.total() > 0 { <p class="hint mau-groups">{ lang.t("mau-help-groups") }</p> }
        </section>
    }
}
