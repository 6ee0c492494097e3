//! Setting up a Cleopatra game: the players as for every game, then the Kickstarter
//! mini-expansions, any mix of them, with the house rules of those in play.

use cleopatra::Expansions;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::game::{CleopatraOptions, MAX_BABYLONIAN_REFILL, MAX_BASTET_SCARABS};
use crate::MiniExpansion;
use table::TableDraft;
use table_ui::components::NewGameScreen;
use table_ui::hooks::{remember_options, use_lang, use_options};
use table_ui::i18n::Lang;
use table_ui::plugin::SetupProps;

/// The catalogue id of a mini-expansion's name.
fn name_key(m: MiniExpansion) -> &'static str {
    match m {
        MiniExpansion::CultOfSobek => "exp-cult-of-sobek",
        MiniExpansion::WhimsOfCleopatra => "exp-whims-of-cleopatra",
        MiniExpansion::WisdomOfBastet => "exp-wisdom-of-bastet",
        MiniExpansion::ArchitectsFromFarAway => "exp-architects-from-far-away",
    }
}

/// The catalogue id of the line saying what a mini-expansion adds.
fn hint_key(m: MiniExpansion) -> &'static str {
    match m {
        MiniExpansion::CultOfSobek => "exp-cult-of-sobek-hint",
        MiniExpansion::WhimsOfCleopatra => "exp-whims-of-cleopatra-hint",
        MiniExpansion::WisdomOfBastet => "exp-wisdom-of-bastet-hint",
        MiniExpansion::ArchitectsFromFarAway => "exp-architects-from-far-away-hint",
    }
}

/// A value the rules of a mini-expansion leave open: a house rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum HouseRule {
    StatueArchitectBonus,
    WhimPerPiece,
    BastetPerCard,
    BastetScarabs,
    AuctionTiesReversed,
    BabylonianRefill,
}

impl HouseRule {
    /// The house rules of mini-expansion `m`.
    fn of(m: MiniExpansion) -> &'static [HouseRule] {
        match m {
            MiniExpansion::CultOfSobek => &[HouseRule::StatueArchitectBonus],
            MiniExpansion::WhimsOfCleopatra => &[HouseRule::WhimPerPiece],
            MiniExpansion::WisdomOfBastet => &[HouseRule::BastetPerCard, HouseRule::BastetScarabs],
            MiniExpansion::ArchitectsFromFarAway => {
                &[HouseRule::AuctionTiesReversed, HouseRule::BabylonianRefill]
            }
        }
    }

    /// Its catalogue id, also its field's id.
    fn key(self) -> &'static str {
        match self {
            HouseRule::StatueArchitectBonus => "exp-statue-architect-bonus",
            HouseRule::WhimPerPiece => "exp-whim-per-piece",
            HouseRule::BastetPerCard => "exp-bastet-per-card",
            HouseRule::BastetScarabs => "exp-bastet-scarabs",
            HouseRule::AuctionTiesReversed => "exp-auction-ties-reversed",
            HouseRule::BabylonianRefill => "exp-babylonian-refill",
        }
    }

    /// The largest value of a number; `None` for a yes or no.
    fn max(self) -> Option<u32> {
        match self {
            HouseRule::BastetScarabs => Some(MAX_BASTET_SCARABS),
            HouseRule::BabylonianRefill => Some(MAX_BABYLONIAN_REFILL.into()),
            _ => None,
        }
    }

    /// Its value in `e` (a yes or no as 1 or 0).
    fn get(self, e: &Expansions) -> u32 {
        match self {
            HouseRule::StatueArchitectBonus => e.statue_architect_bonus.into(),
            HouseRule::WhimPerPiece => e.whim_per_piece.into(),
            HouseRule::BastetPerCard => e.bastet_per_card.into(),
            HouseRule::BastetScarabs => e.bastet_scarabs,
            HouseRule::AuctionTiesReversed => e.auction_ties_reversed.into(),
            HouseRule::BabylonianRefill => e.babylonian_refill.into(),
        }
    }

    /// Sets it in `e` to `value`, within its bounds.
    fn set(self, e: &mut Expansions, value: u32) {
        let value = value.min(self.max().unwrap_or(1));
        match self {
            HouseRule::StatueArchitectBonus => e.statue_architect_bonus = value == 1,
            HouseRule::WhimPerPiece => e.whim_per_piece = value == 1,
            HouseRule::BastetPerCard => e.bastet_per_card = value == 1,
            HouseRule::BastetScarabs => e.bastet_scarabs = value,
            HouseRule::AuctionTiesReversed => e.auction_ties_reversed = value == 1,
            HouseRule::BabylonianRefill => e.babylonian_refill = value as u8,
        }
    }
}

/// One house rule's row: a checkbox, or a small number field, each tagged as a house rule.
fn house_row(lang: Lang, options: &UseStateHandle<CleopatraOptions>, rule: HouseRule) -> Html {
    let key = rule.key();
    let tag = html! { <span class="house-tag">{ lang.t("house-rule") }</span> };
    let change = {
        let options = options.clone();
        move |e: Event| {
            let input = e.target_unchecked_into::<HtmlInputElement>();
            let mut next = *options;
            let value = match rule.max() {
                None => u32::from(input.checked()),
                // Not a number: the value before; out of bounds: the nearest bound.
                Some(max) => {
                    let typed = input.value().trim().parse::<i64>().ok();
                    let value = typed.map_or(rule.get(&next.expansions), |v| {
                        v.clamp(0, max.into()) as u32
                    });
                    input.set_value(&value.to_string());
                    value
                }
            };
            rule.set(&mut next.expansions, value);
            options.set(next);
        }
    };
    let value = rule.get(&options.expansions);
    match rule.max() {
        None => html! {
            <li class="house-value">
                <label class="check">
                    <input type="checkbox" id={key} checked={value == 1} onchange={change} />
                    <span>{ lang.t(key) }{ " " }{ tag }</span>
                </label>
            </li>
        },
        Some(max) => html! {
            <li class="house-value number">
                <label for={key}>{ lang.t(key) }{ " " }{ tag }</label>
                <input type="number" id={key} min="0" max={max.to_string()} step="1"
                    inputmode="numeric" value={value.to_string()} onchange={change} />
            </li>
        },
    }
}

/// The new-game screen of Cleopatra.
#[component]
pub fn CleopatraSetup(props: &SetupProps) -> Html {
    let lang = use_lang();
    let options = use_options::<CleopatraOptions>(cleopatra::GAME_NAME);
    let expansion_row = |m: MiniExpansion| {
        let (name, hint) = (name_key(m), hint_key(m));
        let on = m.is_on(&options.expansions);
        let toggle = {
            let options = options.clone();
            move |_: Event| {
                let mut next = *options;
                m.switch(&mut next.expansions, !on);
                options.set(next);
            }
        };
        html! {
            <li class="expansion-choice">
                <label class="check">
                    <input type="checkbox" id={name} checked={on} onchange={toggle} aria-describedby={hint} />
                    { lang.t(name) }
                </label>
                <p class="hint" id={hint}>{ lang.t(hint) }</p>
            </li>
        }
    };
    let in_play = MiniExpansion::in_play(&options.expansions);
    let rules = in_play
        .iter()
        .flat_map(|&m| HouseRule::of(m))
        .map(|&rule| house_row(lang, &options, rule));
    let on_start = {
        let (options, props) = (options.clone(), props.clone());
        Callback::from(move |draft: TableDraft| {
            let options = *options;
            remember_options(cleopatra::GAME_NAME, &options);
            props.start(lang, draft, |d, names, seed| {
                crate::game::new_table(names, d.seat_colours(), d.start, options, seed)
            });
        })
    };
    // The lesson plays the base game.
    let on_learn = props.learn::<crate::game::CleopatraGame, _>(lang, |d, names, seed| {
        crate::game::new_table(
            names,
            d.seat_colours(),
            d.start,
            CleopatraOptions::default(),
            seed,
        )
    });
    html! {
        <NewGameScreen initial={props.initial.clone()} on_back={props.on_back.clone()} {on_start} {on_learn}>
            <fieldset class="field cleo-options">
                <legend class="field-label">{ lang.t("exp-legend") }</legend>
                <p class="hint">{ lang.t("exp-intro") }</p>
                <ul class="expansion-list">{ for MiniExpansion::ALL.into_iter().map(expansion_row) }</ul>
                if !in_play.is_empty() {
                    <details class="house-rules">
                        <summary>{ lang.t("exp-house-rules") }</summary>
                        <p class="hint">{ lang.t("exp-house-rules-hint") }</p>
                        <ul>{ for rules }</ul>
                    </details>
                }
            </fieldset>
        </NewGameScreen>
    }
}
