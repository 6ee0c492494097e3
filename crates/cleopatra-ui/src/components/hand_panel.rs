//! The holder's own things: the hand grouped by kind (tainted cards marked), the Anubis figures
//! left, and scarabs and amulets behind a press-to-reveal button (shown from the start to a person
//! alone with computers).

use cleopatra::{Board, Card, PlayerView, Seat, SeenCard};
use yew::prelude::*;

use crate::components::CardFace;
use table::PlayerColour;
use table_ui::components::SeatMarker;
use table_ui::hooks::use_lang;
use table_ui::i18n::num;

/// Properties of [`HandPanel`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct HandPanelProps {
    /// The holder as they see themselves.
    pub me: PlayerView,
    /// Their colour.
    pub colour: PlayerColour,
    /// Whether scarabs and amulets show from the start (nobody else looks at the screen).
    #[prop_or_default]
    pub open: bool,
    /// How close the holder is to the crocodile, when close (see [`crocodile`]).
    #[prop_or_default]
    pub crocodile: Option<Crocodile>,
}

/// How close a player is to the crocodile: the amulets they would keep if the game ended now (their
/// pyramid's and their hand's tainted cards, less what their claimed sanctuaries wash away, less
/// the lowest count at the table, which is cancelled for everyone; sanctuaries still to come left
/// out), and the count that feeds them to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Crocodile {
    /// The amulets kept after the sanctuaries and the lowest count.
    pub kept: u32,
    /// The count that feeds a player to the crocodile.
    pub limit: u32,
}

/// Within this many amulets of the limit, the hand panel warns.
const CROCODILE_WARNING: u32 = 2;

/// The danger from the crocodile of the holder, seat `seat` of `players`, when within
/// [`CROCODILE_WARNING`] of `limit`, reckoned as the end of the game would ([`Board::washed`] for
/// the sanctuaries). Everyone's pyramid and sanctuaries are counted in plain sight; only the
/// holder's own tainted cards in hand are known.
pub fn crocodile(
    seat: usize,
    players: &[PlayerView],
    board: &Board,
    limit: u32,
) -> Option<Crocodile> {
    let me = players.get(seat)?;
    let tainted: u32 = me.hand.map_or(0, |hand| {
        Card::ALL
            .into_iter()
            .filter(|c| c.is_tainted())
            .map(|c| u32::from(hand[c]))
            .sum()
    });
    let washed = |i: usize| board.washed(Seat(i as u8));
    let mine = (me.amulets.unwrap_or(me.amulets_counted) + tainted).saturating_sub(washed(seat));
    let lowest = players
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != seat)
        .map(|(i, p)| p.amulets_counted.saturating_sub(washed(i)))
        .fold(mine, u32::min);
    let kept = mine - lowest;
    (kept + CROCODILE_WARNING >= limit).then_some(Crocodile { kept, limit })
}

/// Where taken cards come from, for the table's motion: the market's stalls.
pub(crate) const STALLS: &str = "cl-stall0 cl-stall1 cl-stall2 cl-stall3 cl-stall4";

/// The hand panel.
#[component]
pub fn HandPanel(props: &HandPanelProps) -> Html {
    let lang = use_lang();
    let shown = use_state(|| props.open);
    let me = &props.me;
    let cards = me.hand.map(|hand| {
        Card::ALL
            .into_iter()
            .filter(|&c| hand[c] > 0)
            .map(|c| {
                let card = SeenCard {
                    face_up: true,
                    card: Some(c),
                };
                // A card taken flies in from the stall it lay in.
                html! {
                    <li data-fly={format!("cl-h-{c:?}")} data-fly-n={hand[c].to_string()} data-fly-from={STALLS}>
                        <CardFace {card} count={hand[c]} />
                    </li>
                }
            })
            .collect::<Html>()
    });
    let toggle = {
        let shown = shown.clone();
        move |_: MouseEvent| shown.set(!*shown)
    };
    let secret = |v: Option<u32>| {
        if *shown {
            v.map_or_else(|| "?".to_owned(), |n| n.to_string())
        } else {
            "•••".to_owned()
        }
    };
    html! {
        <section class="panel-box hand-panel" aria-labelledby="hand-h" data-fly={format!("cl-hand-{}", me.name)}>
            <div class="hand-head">
                <SeatMarker colour={props.colour} />
                <h2 id="hand-h">{ me.name.clone() }{ " · " }{ lang.t("hand") }
                    { " " }<span class="fine">{ lang.ta("cards-n", &[("n", num(me.hand_size))]) }</span></h2>
            </div>
            <div class="hand-body">
            if me.hand_size == 0 {
                <p class="hint">{ lang.t("no-cards") }</p>
            } else {
                <ul class="hand">{ for cards }</ul>
            }
            <div class="secrets">
                <span class="anubis-left">{ lang.ta("anubis-left", &[("n", num(me.anubis))]) }</span>
                <span class="secret" aria-live="polite">
                    { lang.t("scarabs") }{ ": " }<strong class="scarab-count">{ secret(me.scarabs) }</strong>
                </span>
                <span class="secret">
                    { lang.t("amulets") }{ ": " }<strong class="amulet-count">{ secret(me.amulets) }</strong>
                </span>
                if let (true, Some(c)) = (*shown, props.crocodile) {
                    // The reason opens with a touch (a tooltip never shows on a phone).
                    <details class="crocodile-warning">
                        <summary>{ lang.ta(if c.kept >= c.limit { "crocodile-now" } else { "crocodile-near" }, &[("kept", num(c.kept)), ("limit", num(c.limit))]) }</summary>
                        <p class="crocodile-why">{ lang.ta("crocodile-why", &[("limit", num(c.limit))]) }</p>
                    </details>
                }
                <button type="button" class="btn small reveal" aria-pressed={if *shown { "true" } else { "false" }}
                    title={lang.t("reveal-secrets")} onclick={toggle}>
                    { if *shown { lang.t("hide-secrets") } else { lang.t("reveal-short") } }
                </button>
            </div>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cleopatra::{Config, Game, Seat};

    /// Ana (seat 0) as she sees the table: `amulets` in each pyramid, `tainted` cards in her hand.
    fn seen(amulets: [u32; 3], tainted: u8) -> Vec<PlayerView> {
        let game = Game::new(Config::with_players(3), 1).unwrap();
        let mut players = game.view(Some(Seat(0))).players;
        for (p, n) in players.iter_mut().zip(amulets) {
            p.amulets_counted = n;
        }
        players[0].amulets = Some(amulets[0]);
        let mut hand = cleopatra::Cards::default();
        hand[Card::Cave] = tainted;
        players[0].hand = Some(hand);
        players
    }

    #[test]
    fn the_crocodile_warns_two_amulets_ahead_counting_the_hand_and_the_lowest_count() {
        // 5 in the pyramid, 1 tainted card, the lowest count 0: 6 kept, two short of 8.
        assert_eq!(
            crocodile(0, &seen([5, 0, 3], 1), &Board::default(), 8),
            Some(Crocodile { kept: 6, limit: 8 })
        );
        // The lowest count (2) is cancelled for everyone: 4 kept, no warning.
        assert_eq!(
            crocodile(0, &seen([5, 2, 3], 1), &Board::default(), 8),
            None
        );
        // 9 with the hand and nobody lower than 1: 8 kept, eaten if it ended now.
        assert_eq!(
            crocodile(0, &seen([7, 1, 4], 2), &Board::default(), 8),
            Some(Crocodile { kept: 8, limit: 8 })
        );
        // Ana lowest of all: her count is cancelled, nothing kept.
        assert_eq!(
            crocodile(0, &seen([1, 6, 7], 0), &Board::default(), 8),
            None
        );
    }

    /// A sanctuary of `squares` squares (the first ones of the garden) claimed by `owner`.
    fn sanctuary(owner: u8, squares: &[&str], marker: bool) -> cleopatra::Sanctuary {
        let squares: Vec<_> = squares
            .iter()
            .map(|n| cleopatra::Square::from_name(n).expect("a square"))
            .collect();
        cleopatra::Sanctuary {
            area: cleopatra::Area::from_squares(&squares),
            owner: Some(Seat(owner)),
            statue: marker,
            marker,
        }
    }

    #[test]
    fn the_crocodile_counts_the_sanctuaries_as_the_end_will() {
        // 9 in Ana's pyramid, nobody below 0: eaten if it ended now...
        assert_eq!(
            crocodile(0, &seen([9, 0, 0], 0), &Board::default(), 8),
            Some(Crocodile { kept: 9, limit: 8 })
        );
        // ...but her two squares under the Sobek marker wash 4 away: 5 kept, no warning.
        let mut board = Board::default();
        board.sanctuaries.push(sanctuary(0, &["a1", "a2"], true));
        assert_eq!(crocodile(0, &seen([9, 0, 0], 0), &board, 8), None);
        // Another's sanctuary lowers the lowest count: 3 less 3 washed is 0, so Ana keeps all 7.
        let mut board = Board::default();
        board
            .sanctuaries
            .push(sanctuary(1, &["a1", "a2", "a3"], false));
        assert_eq!(
            crocodile(0, &seen([7, 3, 5], 0), &Board::default(), 8),
            None
        );
        assert_eq!(
            crocodile(0, &seen([7, 3, 5], 0), &board, 8),
            Some(Crocodile { kept: 7, limit: 8 })
        );
    }
}
