//! The decision bar's buttons: passing, allowing an attack or losing a card to it; and a chosen
//! card's options (its targets, the cards it may take or give) in a sheet, each attack said with
//! the target's shield that would meet it. Every button is one of the core's legal actions.

use mausoleum::{Action, Card, View};
use yew::prelude::*;

use super::hand::played_card;
use super::{words, CardFace};
use crate::game::MausoleumOptions;
use table_ui::components::Sheet;
use table_ui::i18n::{text, Lang};

/// What the buttons are drawn from.
pub(super) struct Buttons<'a> {
    pub(super) lang: Lang,
    pub(super) view: &'a View,
    pub(super) names: &'a [String],
    /// The deciding player's legal actions (none while nobody at the device may play).
    pub(super) legal: &'a [Action],
    /// Plays an action.
    pub(super) on_action: &'a Callback<Action>,
    /// What the hint (or the lesson's coach) would play: its button is lit.
    pub(super) shown: Option<Action>,
}

impl Buttons<'_> {
    /// The button that plays `action`.
    pub(super) fn button(&self, action: Action, primary: bool) -> Html {
        let Buttons {
            lang, view, names, ..
        } = *self;
        let on_action = self.on_action.clone();
        let label = words::action(lang, &action, names);
        // The target's shields, said beside an attack.
        let shield = match action {
            Action::Earthquake { target }
            | Action::Invasion { target, .. }
            | Action::Exchange { target, .. }
            | Action::Theft { target } => {
                let area = &view.players[target.index()].area;
                let card = played_card(&action).unwrap_or(Card::Theft);
                [Card::Architects, Card::Sculptors, Card::Protection]
                    .into_iter()
                    .find(|&s| area.has(s) && s.blocks(card))
            }
            _ => None,
        };
        let label = match shield {
            Some(s) => lang.ta(
                "mau-with-shield",
                &[
                    ("label", text(label)),
                    ("shield", text(words::card(lang, s))),
                ],
            ),
            None => label,
        };
        html! {
            <button key={action.to_string()} type="button" class={classes!("btn", primary.then_some("primary"), (self.shown == Some(action)).then_some("hinted"))}
                onclick={move |_: MouseEvent| on_action.emit(action)}>{ label }</button>
        }
    }

    /// The answers to a decision that are not a card of the hand: pass, allow, lose.
    pub(super) fn answers(&self) -> Vec<Html> {
        let mut actions: Vec<Html> = Vec::new();
        for a in self.legal {
            match a {
                Action::Pass | Action::Allow => actions.push(self.button(*a, false)),
                Action::Lose { .. } => actions.push(self.button(*a, true)),
                _ => {}
            }
        }
        actions
    }

    /// A chosen card's options (its targets, the cards it may take or give) in a sheet: there may
    /// be a dozen of them, too many for the bar.
    pub(super) fn options_sheet(
        &self,
        card: Card,
        rules: MausoleumOptions,
        close: Callback<()>,
        cancel: Callback<MouseEvent>,
    ) -> Html {
        let (lang, legal) = (self.lang, self.legal);
        html! {
            <Sheet title={words::card(lang, card)} class="mau-options-sheet" on_close={close}>
                <div class="mau-chosen">
                    <CardFace {card} />
                    <p class="card-effect">{ words::card_text(lang, card, rules) }</p>
                </div>
                <div class="mau-option-list ends-sheet">
                    { for legal.iter().filter(|a| played_card(a) == Some(card)).map(|a| self.button(*a, true)) }
                </div>
                <div class="sheet-actions">
                    <button type="button" class="btn cancel-choice" onclick={cancel}>{ lang.t("mau-cancel") }</button>
                </div>
            </Sheet>
        }
    }
}
