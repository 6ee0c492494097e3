//! What a touch on the table does, wired to the screen's state: a slot, a ship's Sail button, a
//! site or a blue card plays its action, starts a choice of several steps, or says why not in the
//! core's own terms; and what is lit for the choice under way.

use std::rc::Rc;

use imhotep::{Action, Card, Site, SlotRef, View};
use yew::prelude::*;

use super::choice::{self, Mode, Step};
use super::words;
use crate::game::ImhotepTable;
use table_ui::hooks::{Choosing, Live};
use table_ui::i18n::{text, Lang};

/// Why `action` cannot be played, in the core's own terms.
pub(super) fn why_not(
    lang: Lang,
    table: &ImhotepTable,
    names: &[String],
    action: &Action,
) -> String {
    let sides = table.game.save.config.sides;
    match table.game.position.check(table.game.decider(), action) {
        Err(refusal) => words::refusal(lang, &refusal, names, &sides),
        Ok(()) => lang.t("im-why-other"),
    }
}

/// The choice under way as of a moment, and why a touch was refused.
pub(super) struct Moment {
    /// The moment: the number of actions played.
    pub(super) at: usize,
    /// The choice under way, read and changed as it is when a touch arrives.
    pub(super) choosing: Choosing<Mode>,
    /// Plays an action (only at the moment it was drawn at).
    pub(super) play: Callback<Action>,
    /// Why a touch was refused, and the moment it was refused at.
    pub(super) message: UseStateHandle<Option<(usize, String)>>,
}

/// What each touch on the table does.
pub(super) struct Touches {
    pub(super) on_slot: Callback<SlotRef>,
    pub(super) on_sail: Callback<u8>,
    pub(super) on_site: Callback<Site>,
    pub(super) on_card: Callback<Card>,
    /// Plays an action at once.
    pub(super) on_action: Callback<Action>,
    /// Leaves the choice under way.
    pub(super) cancel: Callback<MouseEvent>,
}

/// What each touch on the table does now.
pub(super) fn touches(
    lang: Lang,
    table: &UseReducerHandle<Live<ImhotepTable>>,
    view: &View,
    legal: &Rc<Vec<Action>>,
    names: &[String],
    moment: &Moment,
) -> Touches {
    let at = moment.at;
    let (choosing, message) = (&moment.choosing, &moment.message);
    // Says why an action cannot be played, in the core's own terms.
    let why = {
        let (table, names) = (table.clone(), names.to_vec());
        move |action: &Action| -> String { why_not(lang, &table, &names, action) }
    };
    let take = {
        let (play, choosing, message) = (moment.play.clone(), choosing.clone(), message.clone());
        Rc::new(move |step: Option<Step>, refused: String| match step {
            Some(Step::Play(action)) => {
                choosing.change(|mode| *mode = Mode::Idle);
                message.set(None);
                play.emit(action);
            }
            Some(Step::Enter(mode)) => {
                message.set(None);
                choosing.change(|now| *now = mode);
            }
            None => message.set(Some((at, refused))),
        })
    };
    let on_slot = {
        let (take, legal, why, choosing) =
            (take.clone(), legal.clone(), why.clone(), choosing.clone());
        Callback::from(move |r: SlotRef| {
            let mode = choosing.get();
            take(
                choice::on_slot(mode, &legal, r),
                why(&choice::probe_slot(mode, r)),
            )
        })
    };
    let on_sail = {
        let (take, legal, why, choosing) =
            (take.clone(), legal.clone(), why.clone(), choosing.clone());
        // Ask the core about a site still free, so the reason given is the ship's own.
        let free = Site::ALL
            .into_iter()
            .find(|&site| view.ships.iter().all(|s| s.docked != Some(site)))
            .unwrap_or(Site::Market);
        Callback::from(move |ship: u8| {
            let mode = choosing.get();
            let probe = Action::Sail { ship, site: free };
            take(choice::on_sail(mode, &legal, ship), why(&probe))
        })
    };
    let on_site = {
        let (take, legal, why, choosing) =
            (take.clone(), legal.clone(), why.clone(), choosing.clone());
        Callback::from(move |site: Site| {
            let mode = choosing.get();
            let refused = choice::probe_site(mode, site)
                .map(|a| why(&a))
                .unwrap_or_default();
            take(choice::on_site(mode, &legal, site), refused)
        })
    };
    let on_card = {
        let (take, legal) = (take.clone(), legal.clone());
        Callback::from(move |card: Card| {
            let refused = lang.ta(
                "im-why-no-effect",
                &[("card", text(words::card(lang, card)))],
            );
            take(choice::on_card(&legal, card), refused)
        })
    };
    let on_action = {
        let take = take.clone();
        Callback::from(move |action: Action| take(Some(Step::Play(action)), String::new()))
    };
    let cancel = choosing.clear::<MouseEvent>();
    Touches {
        on_slot,
        on_sail,
        on_site,
        on_card,
        on_action,
        cancel,
    }
}

/// What is lit for the choice under way.
pub(super) struct Lit {
    /// The ships' places a touch does something with.
    pub(super) lit_slots: Vec<SlotRef>,
    /// The ships whose Sail button does something.
    pub(super) lit_sails: Vec<u8>,
    /// The sites a touch does something with.
    pub(super) lit_sites: Vec<Site>,
    /// Whether a ship is about to dock: the sites are where it may go.
    pub(super) docking: bool,
    /// The blue cards that may be played.
    pub(super) playable: Vec<Card>,
    /// The place chosen first.
    pub(super) chosen: Option<SlotRef>,
    /// The ship chosen.
    pub(super) chosen_ship: Option<u8>,
}

/// What is lit now.
pub(super) fn lit(view: &View, mode: Mode, legal: &[Action]) -> Lit {
    let lit_slots: Vec<SlotRef> = view
        .ships
        .iter()
        .enumerate()
        .flat_map(|(i, s)| {
            (0..s.size).map(move |k| SlotRef {
                ship: i as u8,
                slot: k,
            })
        })
        .filter(|&r| choice::on_slot(mode, legal, r).is_some())
        .collect();
    let lit_sails: Vec<u8> = (0..view.ships.len() as u8)
        .filter(|&s| choice::on_sail(mode, legal, s).is_some())
        .collect();
    let lit_sites: Vec<Site> = Site::ALL
        .into_iter()
        .filter(|&s| choice::on_site(mode, legal, s).is_some())
        .collect();
    let docking = matches!(
        mode,
        Mode::Sail { .. } | Mode::Lever { ship: Some(_) } | Mode::SailCard { slot: Some(_) }
    );
    let playable: Vec<Card> = if mode == Mode::Idle {
        Card::BLUE
            .into_iter()
            .filter(|&c| choice::on_card(legal, c).is_some())
            .collect()
    } else {
        Vec::new()
    };
    let (chosen, chosen_ship) = match mode {
        Mode::Chisel { first } => (first, None),
        Mode::SailCard { slot } => (slot, slot.map(|r| r.ship)),
        Mode::Sail { ship } | Mode::Lever { ship: Some(ship) } => (None, Some(ship)),
        _ => (None, None),
    };
    Lit {
        lit_slots,
        lit_sails,
        lit_sites,
        docking,
        playable,
        chosen,
        chosen_ship,
    }
}
