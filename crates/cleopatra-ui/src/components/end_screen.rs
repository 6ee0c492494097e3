//! The end of the game: the reckoning revealed step by step for every pyramid (hands, sanctuaries,
//! levelling, penalties, the crocodile), then every game's end screen (table-ui's `TableEnd`)
//! around the ranking, with where each player's scarabs came from.

use std::rc::Rc;

use cleopatra::{ledger, Category, FinalScore, Ledger, PlayerScore};
use yew::prelude::*;

use crate::text as words;
use table::PlayerColour;
use table_ui::components::{LangSwitch, SeatMarker, TableEnd};
use table_ui::hooks::use_lang;
use table_ui::i18n::{num, text};
use table_ui::words::LogGroup;

/// Properties of [`EndScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct EndScreenProps {
    /// Players' names.
    pub names: Vec<String>,
    /// Their colours.
    pub colours: Vec<PlayerColour>,
    /// The final score.
    pub score: FinalScore,
    /// Every event of the game, for the account table.
    pub log: Rc<Vec<cleopatra::Event>>,
    /// The log in words, by turns, under the ranking.
    pub groups: Rc<Vec<LogGroup>>,
    /// Starting scarabs.
    pub start: u32,
    /// The game record (the core's save) and its file name.
    pub record: (AttrValue, AttrValue),
    /// Play again with the same table.
    pub on_again: Callback<()>,
    /// Back to the title.
    pub on_title: Callback<()>,
    /// The game ended before this screen's table was opened (a reload): the ranking shows at
    /// once, without the tally.
    #[prop_or_default]
    pub told: bool,
    /// The final board, to look at under the ranking.
    #[prop_or_default]
    pub board: Html,
}

/// The reckoning's steps; the ranking comes after the last.
const STEPS: [&str; 5] = [
    "end-step-hands",
    "end-step-sanctuaries",
    "end-step-levelling",
    "end-step-penalties",
    "end-step-crocodile",
];

/// A loss in the account: "−4", or "0" for none.
fn minus(n: u32) -> String {
    if n == 0 {
        "0".into()
    } else {
        format!("−{n}")
    }
}

/// What a pyramid shows at reveal step `step`.
fn pyramid_line(lang: table_ui::i18n::Lang, p: &PlayerScore, step: usize) -> String {
    let amulets = |n: u32| lang.ta("amulets-n", &[("n", num(n))]);
    match step {
        0 => amulets(p.amulets_with_hand),
        1 => amulets(p.amulets_after_sanctuaries),
        2 => amulets(p.amulets_final),
        3 if p.eliminated => amulets(p.amulets_final),
        3 => format!(
            "{} − {} = {}",
            p.scarabs_before,
            p.penalty,
            lang.ta("scarabs-n", &[("n", num(p.scarabs))])
        ),
        _ if p.eliminated => lang.t("eliminated"),
        _ => lang.ta("scarabs-n", &[("n", num(p.scarabs))]),
    }
}

/// The end screen.
#[component]
pub fn EndScreen(props: &EndScreenProps) -> Html {
    let lang = use_lang();
    let last = STEPS.len();
    let step = use_state(|| if props.told { last } else { 0 });
    if *step == last {
        return ranking(lang, props);
    }
    let score = &props.score;
    let levelled = score.players.0.first().map_or(0, |p| p.levelled);
    let heading = if *step == 2 {
        lang.ta(STEPS[2], &[("n", num(levelled))])
    } else {
        lang.t(STEPS[*step])
    };
    let pyramids = score.players.iter().map(|(seat, p)| {
        let i = seat.index();
        let colour = props.colours.get(i).copied().unwrap_or_default();
        html! {
            <li class={classes!("pyramid", (p.eliminated && *step >= 4).then_some("eaten"), format!("colour-{}", colour.key()))}
                style={format!("--i: {i}")}>
                <SeatMarker {colour} />
                <span class="pyramid-name">{ lang.ta("end-pyramid", &[("name", text(props.names[i].clone()))]) }</span>
                <strong class="pyramid-value">{ pyramid_line(lang, p, *step) }</strong>
            </li>
        }
    });
    let next = {
        let step = step.clone();
        move |_: MouseEvent| step.set((*step + 1).min(last))
    };
    let skip = {
        let step = step.clone();
        move |_: MouseEvent| step.set(last)
    };
    html! {
        <section class="screen end-screen" aria-labelledby="end-h">
            <div class="panel">
                <header class="panel-head">
                    <h1 id="end-h">{ lang.t("end-title") }</h1>
                    <LangSwitch />
                </header>
                <div class="panel-body">
                    <h2 class="reveal-step" aria-live="polite">{ heading }</h2>
                    <ol class="pyramid-steps" key={*step}>{ for pyramids }</ol>
                    <div class="sheet-actions">
                        <button type="button" class="btn" onclick={skip}>{ lang.t("end-skip") }</button>
                        <button type="button" class="btn primary" onclick={next}>{ lang.t("end-next") }</button>
                    </div>
                </div>
            </div>
        </section>
    }
}

fn ranking(lang: table_ui::i18n::Lang, props: &EndScreenProps) -> Html {
    let score = &props.score;
    let accounts = ledger(&props.log, props.names.len(), props.start);
    let mut order: Vec<usize> = (0..props.names.len()).collect();
    tabletop::sort_small_by_key(&mut order, |&i| {
        let p = &score.players.0[i];
        (p.eliminated, std::cmp::Reverse(p.scarabs))
    });
    let winners: Vec<String> = score
        .winners
        .iter()
        .map(|s| props.names[s.index()].clone())
        .collect();
    let banner = if winners.is_empty() {
        lang.t("nobody-wins")
    } else {
        table_ui::words::winners(lang, &winners)
    };
    let rank_of = |i: usize| {
        let p = &score.players.0[i];
        1 + score
            .players
            .0
            .iter()
            .filter(|q| {
                (q.eliminated, std::cmp::Reverse(q.scarabs))
                    < (p.eliminated, std::cmp::Reverse(p.scarabs))
            })
            .count()
    };
    let players: Vec<(usize, &Ledger, &PlayerScore)> = order
        .iter()
        .map(|&i| (i, &accounts.0[i], &score.players.0[i]))
        .collect();
    let winner = |i: usize| score.winners.iter().any(|s| s.index() == i);
    let cell_class = |i: usize, p: &PlayerScore| {
        classes!(
            winner(i).then_some("winner"),
            p.eliminated.then_some("eaten")
        )
    };
    // The mini-expansions' lines, shown when they moved someone's scarabs.
    type Part = (&'static str, fn(&Ledger) -> u32);
    let gains: [Part; 4] = [
        ("score-bastet", |a| a.bastet),
        ("score-bonus-tiles", |a| a.bonus_tiles),
        ("score-statues", |a| a.statues),
        ("score-received", |a| a.received),
    ];
    let losses: [Part; 2] = [
        ("score-given", |a| a.given),
        ("score-auction", |a| a.auction),
    ];
    // One row per line of the account, one column per player: it fits a phone with four players.
    let line = |label: String, value: &dyn Fn(&Ledger) -> String| {
        html! {
            <tr>
                <th scope="row">{ label }</th>
                { for players.iter().map(|&(i, a, p)| html! { <td class={cell_class(i, p)}>{ value(a) }</td> }) }
            </tr>
        }
    };
    html! {
        <TableEnd class="reckoning" title={lang.t("end-title")} headline={banner}
            board_title={lang.t("end-final-board")} board={props.board.clone()} log={Rc::clone(&props.groups)}
            record={props.record.clone()} on_again={props.on_again.clone()} on_title={props.on_title.clone()}>
                <table class="score-table by-player">
                    <caption id="score-caption">{ lang.t("score-table") }</caption>
                    <thead><tr>
                        <td></td>
                        { for players.iter().map(|&(i, _, p)| {
                            let colour = props.colours.get(i).copied().unwrap_or_default();
                            html! {
                                <th scope="col" class={cell_class(i, p)}>
                                    <span class="rank">{ lang.ta("rank-n", &[("n", num(rank_of(i) as u32))]) }</span>
                                    <SeatMarker {colour} />
                                    <span class="score-name">{ props.names[i].clone() }</span>
                                </th>
                            }
                        }) }
                    </tr></thead>
                    <tbody>
                        { line(lang.t("score-start"), &|a| a.start.to_string()) }
                        { for Category::ALL.into_iter().enumerate().map(|(k, c)| line(words::category(lang, c), &move |a: &Ledger| format!("+{}", a.built[k]))) }
                        { for gains.iter().filter(|(_, f)| players.iter().any(|(_, a, _)| f(a) > 0)).map(|(key, f)| {
                            line(lang.t(key), &move |a: &Ledger| format!("+{}", f(a)))
                        }) }
                        { line(lang.t("score-sobek"), &|a| minus(a.sobek_scarabs)) }
                        { line(lang.t("score-offering"), &|a| minus(a.offered)) }
                        { for losses.iter().filter(|(_, f)| players.iter().any(|(_, a, _)| f(a) > 0)).map(|(key, f)| {
                            line(lang.t(key), &move |a: &Ledger| minus(f(a)))
                        }) }
                        { line(lang.t("score-penalty"), &|a| minus(a.penalty)) }
                    </tbody>
                    <tfoot>
                        <tr class="final">
                            <th scope="row">{ lang.t("score-final") }</th>
                            { for players.iter().map(|&(i, _, p)| html! {
                                // The eaten show a short word (drawn by CSS, so a phone's narrow
                                // column holds it); the full words stay for reading aloud.
                                <td class={cell_class(i, p)} title={p.eliminated.then(|| lang.t("eliminated"))}
                                    data-short={p.eliminated.then(|| lang.t("eaten-short"))}>
                                    if p.eliminated { <span class="visually-hidden">{ lang.t("eliminated") }</span> } else { <strong>{ p.scarabs }</strong> }
                                </td>
                            }) }
                        </tr>
                    </tfoot>
                </table>
        </TableEnd>
    }
}
