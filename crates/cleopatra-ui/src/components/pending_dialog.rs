//! The dialog of the decision pending, over the table: the payment sheet of a build or a Sobek
//! statue, the sanctuary formed, the hand limit, a bid in the Offering or the architects'
//! auction, and the Sobek card or the architect to pick.

use std::rc::Rc;

use cleopatra::{Action, Area, Cards, FarArchitect, Layout, Payment, Pending, SobekTile, View};
use yew::prelude::*;

use crate::choice::{beside, on_top, overpaid, payments_for, statue_payments, Choice};
use crate::components::{
    ArchitectPickDialog, CultCardDialog, GardenBase, HandLimitDialog, Moves, OfferingDialog,
    PaymentPanel, Pick, SanctuaryDialog,
};
use crate::game::CleopatraTable as Table;
use crate::text as words;
use table_ui::hooks::Choosing;
use table_ui::i18n::Lang;

/// What the dialog of the moment is drawn from: the game screen's state at this render.
pub(super) struct Deciding<'a> {
    pub lang: Lang,
    pub table: &'a Table,
    pub view: &'a View,
    pub choice: &'a Choice,
    /// The options listed now (none while nothing on screen plays).
    pub legal: &'a [Action],
    pub names: &'a [String],
    /// The moment of this render: the length of the game's history.
    pub at: usize,
    /// Whether nothing on screen plays now: a computer deciding, the device handed on, the curtain.
    pub thinking: bool,
    pub moves: &'a Moves,
    pub play: &'a Callback<Action>,
    /// The choice under way, changed as of the latest render.
    pub choosing: &'a Choosing<Choice>,
    /// Where the mosaic being paid for goes.
    pub placing: Option<Area>,
}

/// The payment sheet of a build or a Sobek statue: the listed payments, the one chosen, cards
/// on top of it, and the action the chosen payment makes.
fn payment_sheet(
    d: &Deciding,
    payments: Vec<Payment>,
    hinted: Option<Payment>,
    make: Rc<dyn Fn(Payment) -> Action>,
    title: String,
    reward: u32,
    garden: Option<(GardenBase, Area)>,
) -> Html {
    let Deciding {
        view,
        choice,
        play,
        choosing,
        ..
    } = *d;
    let tainted_free = view.turn.played(FarArchitect::Greek);
    let chosen = choice.payment.min(payments.len().saturating_sub(1));
    let hand = view.players[view.active.index()].hand.unwrap_or_default();
    let extra = payments
        .get(chosen)
        .map_or(Cards::EMPTY, |p| on_top(p, &hand, &choice.extra));
    // The payment as chosen when the tap arrives (a tap on a card may not be drawn yet).
    let confirm = {
        let (play, choosing, payments) = (play.clone(), choosing.clone(), payments.clone());
        Callback::from(move |_| {
            let choice = choosing.get();
            let chosen = choice.payment.min(payments.len().saturating_sub(1));
            if let Some(&p) = payments.get(chosen) {
                play.emit(make(overpaid(p, &hand, &on_top(&p, &hand, &choice.extra))));
            }
        })
    };
    let on_choose = choosing.on(|next, i| next.payment = i);
    let left = payments
        .get(chosen)
        .map_or(Cards::EMPTY, |p| beside(&hand, p));
    let on_extra = choosing.on(move |next, pick: Pick| {
        next.extra = pick.apply(next.extra, left, None);
    });
    let cancel = choosing.on(|next, ()| {
        next.piece = None;
        next.statue = None;
        next.extra = Cards::EMPTY;
    });
    html! {
        <PaymentPanel title={AttrValue::from(title)} {reward} {payments} {chosen} {garden}
            {on_choose} {hand} {extra} {on_extra} on_confirm={confirm} on_cancel={cancel} {tainted_free} {hinted} />
    }
}

/// The dialog of the decision pending, if the screen shows one now.
pub(super) fn pending_dialog(d: &Deciding) -> Html {
    let Deciding {
        lang,
        table,
        view,
        choice,
        legal,
        names,
        at,
        moves,
        placing,
        ..
    } = *d;
    let garden = GardenBase::of(&view.board, &Layout::of(table.game.config()));
    match (&view.pending, choice.piece) {
        _ if d.thinking => html! {},
        (Pending::Turn, None) if choice.statue.is_some() => {
            let sanctuary = choice.statue.unwrap_or_default();
            // Statues earn nothing, unless the house rule gives them the Architect's bonus.
            let config = table.game.config();
            let reward = if config.expansions.statue_architect_bonus
                && view.turn.sobek == Some(SobekTile::Architect)
            {
                config.architect_bonus
            } else {
                0
            };
            payment_sheet(
                d,
                statue_payments(legal, sanctuary),
                match moves.lit {
                    Some(Action::BuildStatue {
                        sanctuary: s,
                        payment,
                    }) if s == sanctuary => Some(payment),
                    _ => None,
                },
                Rc::new(move |payment| Action::BuildStatue { sanctuary, payment }),
                lang.t("statue-pay-title"),
                reward,
                None,
            )
        }
        (Pending::Turn, Some(piece)) => payment_sheet(
            d,
            payments_for(legal, &piece),
            match moves.lit {
                Some(Action::Build { piece: p, payment }) if p == piece => Some(payment),
                _ => None,
            },
            Rc::new(move |payment| Action::Build { piece, payment }),
            words::payment_for(lang, &piece),
            table.game.reward(&piece),
            placing.map(|a| (garden, a)),
        ),
        (Pending::Sanctuary { formed, reward }, _) => html! {
            <SanctuaryDialog formed={formed.clone()} reward={*reward} {garden} moves={moves.clone()} />
        },
        (Pending::HandLimit { excess }, _) => html! {
            <HandLimitDialog key={format!("hand-limit-{at}")} hand={view.players[view.active.index()].hand.unwrap_or_default()}
                excess={*excess} limit={table.game.config().hand_limit} moves={moves.clone()} />
        },
        (Pending::Offering, _) => {
            let me = view.viewer.map(|s| &view.players[s.index()]);
            let bids = view.players.iter().filter(|p| p.has_bid).count() as u32;
            html! {
                <OfferingDialog key={format!("offering-{at}")} scarabs={me.and_then(|p| p.scarabs).unwrap_or(0)}
                    effects={table.game.config().offering_effects.iter().copied().take(view.players.len()).collect::<Vec<_>>()}
                    progress={(bids, view.players.len() as u32)} moves={moves.clone()} />
            }
        }
        (Pending::Auction, _) => {
            let me = view.viewer.map(|s| &view.players[s.index()]);
            let bids = view.players.iter().filter(|p| p.has_bid).count() as u32;
            html! {
                <OfferingDialog key={format!("auction-{at}")} scarabs={me.and_then(|p| p.scarabs).unwrap_or(0)}
                    effects={Vec::<i32>::new()} auction={Some(view.far_architects_left)}
                    progress={(bids, view.players.len() as u32)} moves={moves.clone()} />
            }
        }
        (Pending::CultCard { cards }, _) => html! {
            <CultCardDialog key={format!("cult-{at}")} cards={cards.clone()} moves={moves.clone()} />
        },
        (Pending::ArchitectPick { next, .. }, _) => match &view.far_architects {
            Some(cards) => html! {
                <ArchitectPickDialog key={format!("architects-{at}")} cards={cards.clone()}
                    next={next.iter().map(|s| names[s.index()].clone()).collect::<Vec<_>>()} moves={moves.clone()} />
            },
            None => html! {},
        },
        _ => html! {},
    }
}
