//! Everyone at the table as the others see them: colour, name, hand size and Anubis figures left;
//! whose turn it is and who has made their offering.

use cleopatra::{PlayerView, Seat};
use yew::prelude::*;

use table::PlayerColour;
use table_ui::components::SeatMarker;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;

/// Properties of [`PlayersPanel`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct PlayersPanelProps {
    /// Players in seat order.
    pub players: Vec<PlayerView>,
    /// Their colours.
    pub colours: Vec<PlayerColour>,
    /// Whose turn it is.
    pub active: Seat,
    /// Whether the Offering is under way.
    pub offering: bool,
    /// The computers' levels by seat (`None`: a person).
    #[prop_or_default]
    pub computers: Vec<Option<bot::Level>>,
    /// Who holds the Bastet statue (the Wisdom of Bastet).
    #[prop_or_default]
    pub bastet: Option<Seat>,
}

/// Each seat's last gain of scarabs seen while shown (only a count its viewer knows) and the
/// change's number, whose parity starts the little "+N" afresh.
#[hook]
fn use_gains(scarabs: Vec<Option<u32>>) -> Vec<Option<(u32, usize)>> {
    let seen = use_mut_ref(|| (scarabs.clone(), vec![None; scarabs.len()], 0));
    let mut seen = seen.borrow_mut();
    if seen.0 != scarabs {
        seen.2 += 1;
        let change = seen.2;
        let gains = scarabs
            .iter()
            .zip(&seen.0)
            .zip(&seen.1)
            .map(|((now, was), last)| match (now, was) {
                (Some(n), Some(w)) if n > w => Some((n - w, change)),
                (n, w) if n == w => *last,
                _ => None,
            })
            .collect();
        *seen = (scarabs, gains, change);
    }
    seen.1.clone()
}

/// The players panel.
#[component]
pub fn PlayersPanel(props: &PlayersPanelProps) -> Html {
    let lang = use_lang();
    let gains = use_gains(props.players.iter().map(|p| p.scarabs).collect());
    let rows = props.players.iter().enumerate().map(|(i, p)| {
        let active = props.active.index() == i;
        let colour = props.colours.get(i).copied().unwrap_or_default();
        html! {
            <li class={classes!("player-row", active.then_some("active"))}
                aria-current={active.then_some("true")}>
                <SeatMarker {colour} />
                <span class="player-name">{ p.name.clone() }</span>
                if let Some((n, change)) = gains.get(i).copied().flatten() {
                    // Drawn from the attribute by CSS: a passing sign, not part of the row's text.
                    <span class={classes!("scarab-gain", format!("pop-{}", change % 2))} aria-hidden="true"
                        data-gain={format!("+{}", lang.ta("cost-scarabs", &[("n", num(n))]))} />
                }
                { table_ui::components::computer_badge(lang, props.computers.get(i).copied().flatten()) }
                <span class="player-cards" data-fly={format!("cl-pc{i}")} data-fly-n={p.hand_size.to_string()}
                    data-fly-from={super::hand_panel::STALLS}>{ lang.ta("cards-n", &[("n", num(p.hand_size))]) }</span>
                <span class="player-anubis">{ lang.ta("anubis-left", &[("n", num(p.anubis))]) }</span>
                if props.offering && p.has_bid { <span class="bid-made">{ "☥" }</span> }
                { super::player_extras(lang, p, props.bastet == Some(Seat(i as u8))) }
            </li>
        }
    });
    html! {
        <section class="panel-box players" aria-labelledby="players-h">
            <h2 id="players-h">{ lang.t("players-panel") }</h2>
            <ol class="player-rows">{ for rows }</ol>
        </section>
    }
}
