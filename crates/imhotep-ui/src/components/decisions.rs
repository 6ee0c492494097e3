//! The decisions not made by a touch on the table: the decision bar's buttons (take stones, the
//! answers to a pyramid's bonus, a card skipped or a Temple B reward, a Lever's unloading order, or
//! leaving a choice under way), and the Market B pair's sheet, seen by its taker only.

use imhotep::{Action, Decision, View};
use yew::prelude::*;

use super::choice::Mode;
use super::prompt::{answers, prompt};
use super::{words, CardTile};
use table_ui::components::{OptionButton, Sheet};
use table_ui::i18n::{num, text, Lang};

/// What the decisions are drawn from, while a person at the device decides.
pub(super) struct Decisions<'a> {
    pub(super) lang: Lang,
    pub(super) view: &'a View,
    pub(super) names: &'a [String],
    pub(super) legal: &'a [Action],
    /// The choice under way.
    pub(super) mode: Mode,
    /// The stones a player would take now.
    pub(super) take_count: u8,
    /// The moment: the number of actions played.
    pub(super) at: usize,
    /// What the hint (or the lesson's coach) would play, lit among the buttons.
    pub(super) hinted: Option<Action>,
    /// Why an action cannot be played, in the core's own terms.
    pub(super) why: &'a dyn Fn(&Action) -> String,
    /// Plays an action.
    pub(super) on_action: &'a Callback<Action>,
    /// Leaves the choice under way.
    pub(super) cancel: &'a Callback<MouseEvent>,
    /// Why an option was refused, as of a moment.
    pub(super) message: &'a UseStateHandle<Option<(usize, String)>>,
}

impl Decisions<'_> {
    /// The buttons of the decision bar.
    pub(super) fn buttons(&self) -> Vec<Html> {
        let Decisions {
            lang,
            view,
            names,
            legal,
            mode,
            take_count,
            at,
            hinted,
            why,
            on_action,
            message,
            ..
        } = *self;
        let hint = |action: Action| (hinted == Some(action)).then_some("hinted");
        let cancel = self.cancel.clone();
        // The buttons of the decision bar.
        // Keyed by the action, so a button never stands in for another one after a re-render.
        let button = |action: Action, label: String, primary: bool| {
            let on_action = on_action.clone();
            html! {
                <button key={action.to_string()} type="button" class={classes!("btn", primary.then_some("primary"), hint(action))}
                    onclick={move |_: MouseEvent| on_action.emit(action)}>{ label }</button>
            }
        };
        let mut actions: Vec<Html> = Vec::new();
        if mode != Mode::Idle {
            actions.push(html! { <button key="cancel" type="button" class="btn cancel-choice" onclick={cancel}>{ lang.t("im-cancel-choice") }</button> });
        } else {
            if matches!(view.decision, Some(Decision::Turn { .. })) {
                let allowed = legal.contains(&Action::TakeStones);
                let label = if allowed {
                    lang.ta("im-take-stones", &[("n", num(take_count))])
                } else {
                    lang.t("im-take-none")
                };
                let why_take = why(&Action::TakeStones);
                let (on_action, message) = (on_action.clone(), message.clone());
                actions.push(html! {
                    <OptionButton key="take" legal={allowed} class={classes!("btn", "primary", "take-stones", hint(Action::TakeStones))}
                        on_choose={Callback::from(move |_| on_action.emit(Action::TakeStones))}
                        on_why={Callback::from(move |_| message.set(Some((at, why_take.clone()))))}>{ label }</OptionButton>
                });
            }
            for (action, label, primary) in answers(lang, view.decision, legal, take_count) {
                actions.push(button(action, label, primary));
            }
            if let Some(Decision::LeverOrder { ship, .. }) = view.decision {
                for (slot, owner) in view.ships[usize::from(ship)].slots.iter().enumerate() {
                    let unload = Action::Unload { slot: slot as u8 };
                    if let (Some(owner), true) = (owner, legal.contains(&unload)) {
                        let label = lang.ta(
                            "im-unload-of",
                            &[
                                ("name", text(names[owner.index()].clone())),
                                ("slot", num(slot as u32 + 1)),
                            ],
                        );
                        actions.push(button(unload, label, false));
                    }
                }
            }
        }
        actions
    }

    /// The Market B pair, seen by its taker only (behind the curtain).
    pub(super) fn keep_sheet(&self) -> Option<Html> {
        let Decisions {
            lang,
            view,
            names,
            legal,
            take_count,
            on_action,
            hinted,
            ..
        } = *self;
        match (
            view.decision,
            view.market.pair.as_ref().and_then(|p| p.cards.clone()),
        ) {
            (Some(Decision::KeepCard { .. }), Some(cards)) => Some(html! {
                <Sheet title={lang.t("im-pair")} class="keep-sheet">
                    <p>{ prompt(lang, view.decision, Mode::Idle, legal, names, take_count) }</p>
                    <ul class="keep-cards ends-sheet">
                        { for cards.iter().map(|&card| {
                            let keep = Action::KeepCard { card };
                            let on_action = on_action.clone();
                            html! {
                                <li>
                                    <CardTile {card} />
                                    <span class="card-effect">{ words::card_text(lang, card) }</span>
                                    <button type="button" class={classes!("btn", "primary", (hinted == Some(keep)).then_some("hinted"))} onclick={move |_: MouseEvent| on_action.emit(keep)}
                                        aria-label={lang.ta("im-keep-card", &[("card", text(words::card(lang, card)))])}>
                                        { lang.t("im-keep") }
                                    </button>
                                </li>
                            }
                        }) }
                    </ul>
                </Sheet>
            }),
            _ => None,
        }
    }
}
