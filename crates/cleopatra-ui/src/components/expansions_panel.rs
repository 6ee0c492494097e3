//! The mini-expansions at the table: what everyone sees of them (the whims' die and the bonus
//! tiles left, the Sobek statues and cards left, who holds Bastet, the architects face down), and
//! what the deciding player may do with them now (draw a bonus tile, build a statue, play an
//! architect, take the Babylonian's two stalls). Also the two picks they ask for: a Cult of
//! Sobek card after a statue, an architect after the auction.

use std::rc::Rc;

use cleopatra::{Action, CultCard, Expansions, FarArchitect, PlayerView, Sanctuary, Seat, View};
use yew::prelude::*;

use super::expansion_art::{architect_card, bastet_statue, cult_card, whim_die, whim_tile};
use crate::components::Moves;
use crate::text as words;
use table_ui::components::Sheet;
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, text};

/// Properties of [`ExpansionsPanel`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ExpansionsPanelProps {
    /// The expansions in play.
    pub expansions: Expansions,
    /// The table as the one looking sees it.
    pub view: Rc<View>,
    /// The deciding player's options now (empty while nobody here may act).
    pub legal: Rc<Vec<Action>>,
    /// What may be played now.
    pub moves: Moves,
    /// A statue's site was chosen: pay for it.
    pub on_statue: Callback<u8>,
}

/// The sanctuaries where the deciding player may build a statue now.
pub fn statue_sites(legal: &[Action]) -> Vec<u8> {
    let mut sites: Vec<u8> = legal
        .iter()
        .filter_map(|a| match a {
            Action::BuildStatue { sanctuary, .. } => Some(*sanctuary),
            _ => None,
        })
        .collect();
    sites.dedup();
    sites
}

/// The expansions panel.
#[component]
pub fn ExpansionsPanel(props: &ExpansionsPanelProps) -> Html {
    let lang = use_lang();
    let e = &props.expansions;
    if !e.any() {
        return html! {};
    }
    let view = &props.view;
    let extras = &view.extras;
    let name = |s: Seat| text(view.players[s.index()].name.clone());
    let me = view.viewer.map(|s| &view.players[s.index()]);

    let whims = e.whims_of_cleopatra.then(|| {
        let die = extras.die.map(whim_die);
        let back = (view.whims_left > 0).then(|| whim_tile(None));
        let draw = props
            .legal
            .contains(&Action::DrawWhim)
            .then(|| props.moves.button(Action::DrawWhim, "btn primary draw-whim", None, html! { lang.t("whim-draw") }));
        html! {
            <li class="x-whims">
                <>{ for die }</>
                <>{ for back }</>
                <span>{ lang.ta("whim-status", &[
                    ("category", text(extras.die.map(|c| words::category(lang, c)).unwrap_or_default())),
                    ("n", num(view.whims_left)),
                ]) }</span>
                <>{ for draw }</>
            </li>
        }
    });

    let cult = e.cult_of_sobek.then(|| {
        let sites = statue_sites(&props.legal);
        let builds = sites.into_iter().map(|i| {
            let squares = view
                .board
                .sanctuaries
                .get(usize::from(i))
                .map_or(0, |s: &Sanctuary| s.area.len());
            let on = props.on_statue.reform(move |_: MouseEvent| i);
            html! {
                <button type="button" class="btn primary build-statue" onclick={on}>
                    { lang.ta("statue-build", &[("n", num(squares))]) }
                </button>
            }
        });
        html! {
            <li class="x-cult">
                <span>{ lang.ta("statue-left", &[("n", num(extras.statues_left))]) }</span>
                if extras.statues_left > 0 {
                    <span class="x-cards">{ for extras.cult_cards.iter().map(|&c| cult_card(c)) }</span>
                }
                <>{ for builds }</>
            </li>
        }
    });

    let bastet = e.wisdom_of_bastet.then(|| {
        html! {
            <li class="x-bastet">
                { bastet_statue() }
                { match extras.bastet {
                    Some(s) => lang.ta("bastet-held", &[("name", name(s))]),
                    None => lang.t("bastet-free"),
                } }
            </li>
        }
    });

    let architects = e.architects_from_far_away.then(|| {
        let plays = me.into_iter().flat_map(|p| p.architects.clone().unwrap_or_default()).map(|a| {
            let action = Action::PlayArchitect { architect: a };
            html! {
                <li class="architect-card">
                    { architect_card(Some(a)) }
                    <span class="fine">{ words::far_architect_effect(lang, a) }</span>
                    { props.moves.button(action, "btn play-architect", None, html! { lang.t("architect-play") }) }
                </li>
            }
        });
        let pairs = props.legal.iter().filter_map(|a| match *a {
            Action::TakeStalls { first, second } => Some(html! {
                { props.moves.button(*a, "btn primary take-two", None,
                    html! { lang.ta("take-two-stalls", &[("first", num(first + 1)), ("second", num(second + 1))]) }) }
            }),
            _ => None,
        });
        html! {
            <li class="x-architects">
                <>{ for (view.far_architects_left > 0).then(|| architect_card(None)) }</>
                <span>{ if extras.auction_held {
                    lang.ta("architects-after", &[("n", num(view.far_architects_left))])
                } else {
                    lang.ta("architects-before", &[("n", num(view.far_architects_left))])
                } }</span>
                <ul class="architect-cards">{ for plays }</ul>
                <>{ for pairs }</>
            </li>
        }
    });

    html! {
        <section class="panel-box expansions" aria-labelledby="expansions-h">
            <h2 id="expansions-h">{ lang.t("expansions-panel") }</h2>
            <ul class="x-rows">
                { for whims }
                { for cult }
                { for bastet }
                { for architects }
            </ul>
        </section>
    }
}

/// Properties of [`CultCardDialog`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct CultCardDialogProps {
    /// The cards left to pick from.
    pub cards: Vec<CultCard>,
    /// What may be played now.
    pub moves: Moves,
}

/// After building a Sobek statue: keep one of the cards left.
#[component]
pub fn CultCardDialog(props: &CultCardDialogProps) -> Html {
    let lang = use_lang();
    let options = props.cards.iter().map(|&card| {
        let action = Action::ChooseCultCard { card };
        html! {
            <li>
                { props.moves.button(action, "pick-card", None, html! {
                    <>
                        { cult_card(card) }
                        <span class="fine">{ words::cult_card_effect(lang, card) }</span>
                    </>
                }) }
            </li>
        }
    });
    html! {
        <Sheet title={lang.t("cult-pick-title")} class="cult-sheet">
            <p>{ lang.t("cult-pick-text") }</p>
            <ul class="pick-cards ends-sheet">{ for options }</ul>
        </Sheet>
    }
}

/// Properties of [`ArchitectPickDialog`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ArchitectPickDialogProps {
    /// The cards left, as the picker sees them.
    pub cards: Vec<FarArchitect>,
    /// Who picks after, in order.
    pub next: Vec<String>,
    /// What may be played now.
    pub moves: Moves,
}

/// A winner of the architects' auction keeps one of the cards left (the others do not see which).
#[component]
pub fn ArchitectPickDialog(props: &ArchitectPickDialogProps) -> Html {
    let lang = use_lang();
    let options = props.cards.iter().map(|&architect| {
        let action = Action::ChooseArchitect { architect };
        html! {
            <li>
                { props.moves.button(action, "pick-card", None, html! {
                    <>
                        { architect_card(Some(architect)) }
                        <span class="fine">{ words::far_architect_effect(lang, architect) }</span>
                    </>
                }) }
            </li>
        }
    });
    html! {
        <Sheet title={lang.t("architect-pick-title")} class="architect-sheet">
            <p>{ lang.t("architect-pick-text") }</p>
            <ul class="pick-cards ends-sheet">{ for options }</ul>
            if !props.next.is_empty() {
                <p class="hint">{ lang.ta("architect-pick-next", &[("names", text(props.next.join(", ")))]) }</p>
            }
        </Sheet>
    }
}

/// What a player shows of the expansions in the players panel: Bastet, cult cards, kept bonus
/// tiles, how many architects.
pub fn player_extras(lang: table_ui::i18n::Lang, p: &PlayerView, bastet: bool) -> Html {
    let cult: Vec<String> = p.cult.iter().map(|&c| words::cult_card(lang, c)).collect();
    html! {
        <>
            if bastet { <span class="player-bastet">{ bastet_statue() }</span> }
            if !cult.is_empty() { <span class="player-cult">{ cult.join(", ") }</span> }
            if !p.whims.is_empty() {
                <span class="player-whims" title={lang.t("whims-kept-title")}>{ for p.whims.iter().map(|&w| whim_tile(Some(w))) }</span>
            }
            if p.architect_count > 0 { <span class="player-architects">{ lang.ta("architects-held", &[("n", num(p.architect_count))]) }</span> }
        </>
    }
}
