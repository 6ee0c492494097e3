//! The statistics of this device: for each game, how each person fared (games played and won,
//! best and average score, their record against each computer level, their scores over time);
//! names merged and separated; the results exported and imported. Read from the results kept
//! beside the saves, brought up to date with the saved games.

use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::ScreenFrame;
use crate::hooks::use_lang;
use crate::i18n::{num, text, Lang};
use crate::shelf::GameId;
use crate::storage;
use crate::words;
use table::{PlayerStats, RecordError, Results};

/// Properties of [`StatisticsScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct StatisticsScreenProps {
    /// Back to the title.
    pub on_back: Callback<()>,
}

/// The statistics screen.
#[component]
pub fn StatisticsScreen(props: &StatisticsScreenProps) -> Html {
    let lang = use_lang();
    // The results as read when the screen opened, then as this screen changed them.
    let results = use_state(|| {
        let (results, broken) = storage::results();
        (Rc::new(results), broken)
    });
    let message = use_state(|| {
        results.1.as_ref().map(|e| {
            lang.ta(
                "stats-broken",
                &[("reason", text(words::record_error(lang, e)))],
            )
        })
    });
    let games: Vec<GameId> = GameId::all()
        .filter(|g| results.0.games.iter().any(|r| r.game == g.id()))
        .collect();
    let chosen = use_state(|| games.first().copied());
    let game = chosen
        .filter(|g| games.contains(g))
        .or(games.first().copied());

    // Every change is kept at once, then shown with what to say (none: only said).
    let change: Change = {
        let (results, message) = (results.clone(), message.clone());
        Rc::new(move |next: Option<Results>, said: Option<String>| {
            let Some(next) = next else {
                return message.set(said);
            };
            let failed = storage::keep_results(&next).is_err();
            message.set(if failed {
                Some(lang.t("stats-not-kept"))
            } else {
                said
            });
            results.set((Rc::new(next), None));
        })
    };

    let tabs = html! {
        <div class="stats-games" role="group" aria-label={lang.t("stats-game")}>
            { for games.iter().map(|&g| {
                let chosen = chosen.clone();
                html! {
                    <button type="button" class="btn small" aria-pressed={(Some(g) == game).to_string()}
                        onclick={move |_| chosen.set(Some(g))}>{ lang.t(&g.name_key()) }</button>
                }
            }) }
        </div>
    };
    let body = match game {
        None => html! { <p class="hint stats-none">{ lang.t("stats-none") }</p> },
        Some(game) => html! {
            <>
                // One game needs no choice of game.
                if games.len() > 1 { { tabs } }
                <h2 class="stats-game">{ lang.t(&game.name_key()) }</h2>
                <ul class="stats-players">
                    { for results.0.standings(game.id()).iter().map(|p| player_card(lang, p)) }
                </ul>
            </>
        },
    };
    html! {
        <ScreenFrame title={lang.t("stats")} on_back={props.on_back.clone()} class="stats-screen">
            <p class="import-message" role="status" aria-live="polite">{ (*message).clone().unwrap_or_default() }</p>
            { body }
            <MergeNames results={results.0.clone()} on_change={{ let c = change.clone(); Callback::from(move |r| c(Some(r), None)) }} />
            { transfer(lang, &results.0, change) }
        </ScreenFrame>
    }
}

/// One person's figures at one game.
fn player_card(lang: Lang, p: &PlayerStats) -> Html {
    let figure = |key: &str, value: String| {
        html! {
            <div class="stat"><dt>{ lang.t(key) }</dt><dd>{ value }</dd></div>
        }
    };
    let dash = || "–".to_owned();
    let average = p.average_tenths().map_or_else(dash, |a| tenths(lang, a));
    let against: Vec<Html> = bot::Level::ALL
        .into_iter()
        .zip(p.against)
        .filter(|(_, t)| t.played > 0)
        .map(|(level, t)| {
            figure(
                &format!("stats-level-{}", level.key()),
                lang.ta(
                    "stats-tally",
                    &[("won", num(t.won)), ("played", num(t.played))],
                ),
            )
        })
        .collect();
    html! {
        <li class="stats-player">
            <h3>{ p.name.clone() }</h3>
            <dl class="stats-figures">
                { figure("stats-played", p.played.to_string()) }
                { figure("stats-won", p.won.to_string()) }
                { figure("stats-win-rate", format!("{}%", p.win_rate())) }
                { figure("stats-best", p.best().map_or_else(dash, |b| b.to_string())) }
                { figure("stats-average", average) }
            </dl>
            if !against.is_empty() {
                <p class="stats-against-title">{ lang.t("stats-against") }</p>
                <dl class="stats-figures stats-against">{ for against }</dl>
            }
            { score_chart(lang, &p.scores) }
        </li>
    }
}

/// A number given in tenths, with its one decimal as the language writes it (whole-number
/// arithmetic: the shelf carries no code to write fractions).
fn tenths(lang: Lang, n: i64) -> String {
    let sign = if n < 0 { "-" } else { "" };
    let separator = match lang {
        Lang::PtBr => ',',
        Lang::En => '.',
    };
    let n = n.unsigned_abs();
    format!("{sign}{}{separator}{}", n / 10, n % 10)
}

/// The scores over time, oldest on the left, under its title: a line through a dot per game, the
/// best and the lowest marked at the side (one mark at the line's height when every score is the
/// same). Nothing for fewer than two games: one dot tells nothing the figures do not.
fn score_chart(lang: Lang, scores: &[i64]) -> Html {
    // In whole units of the drawing: the shelf carries no code to write fractions.
    const W: i64 = 240;
    const H: i64 = 56;
    const PAD: i64 = 6;
    const LABELS: i64 = 28;
    let (Some(&low), Some(&high)) = (scores.iter().min(), scores.iter().max()) else {
        return Html::default();
    };
    if scores.len() < 2 {
        return Html::default();
    }
    let span = (high - low).max(1);
    let gaps = (scores.len() as i64 - 1).max(1);
    let points: Vec<(i64, i64)> = scores
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            let x = LABELS + PAD + (W - LABELS - 2 * PAD) * i as i64 / gaps;
            let y = if high == low {
                H / 2
            } else {
                PAD + (H - 2 * PAD) * (high - s) / span
            };
            (x, y)
        })
        .collect();
    let line = points
        .iter()
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ");
    let listed = scores
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let label = lang.ta("stats-chart", &[("scores", text(listed))]);
    let tick_x = (LABELS - 4).to_string();
    let high_y = if high == low { H / 2 + 4 } else { PAD + 4 };
    html! {
        <figure class="stats-chart-box">
            <figcaption class="stats-chart-title">{ lang.t("stats-chart-title") }</figcaption>
            <svg class="stats-chart" viewBox={format!("0 0 {W} {H}")} role="img" aria-label={label}>
                <line class="axis" x1={LABELS.to_string()} y1={PAD.to_string()} x2={LABELS.to_string()} y2={(H - PAD).to_string()} />
                <text class="tick" x={tick_x.clone()} y={high_y.to_string()}>{ high }</text>
                if high != low {
                    <text class="tick" x={tick_x} y={(H - PAD).to_string()}>{ low }</text>
                }
                <polyline class="trend" points={line} />
                { for points.iter().map(|(x, y)| html! { <circle cx={x.to_string()} cy={y.to_string()} r="3" /> }) }
            </svg>
        </figure>
    }
}

/// Properties of [`MergeNames`].
#[derive(Debug, Clone, PartialEq, Properties)]
struct MergeNamesProps {
    results: Rc<Results>,
    on_change: Callback<Results>,
}

/// One person who played under two names: one name made to count as the other, and undone.
#[component]
fn MergeNames(props: &MergeNamesProps) -> Html {
    let lang = use_lang();
    let names: Vec<String> = props
        .results
        .names()
        .into_iter()
        .map(str::to_owned)
        .collect();
    let from = use_state(String::new);
    let into = use_state(String::new);
    if names.len() < 2 {
        return Html::default();
    }
    // A choice left alone is the list's first name (the second, for "into").
    let pick = |chosen: &str, default: usize| {
        if names.iter().any(|n| n == chosen) {
            chosen.to_owned()
        } else {
            names[default].clone()
        }
    };
    let (from_name, into_name) = (pick(&from, 0), pick(&into, 1));
    let select = |id: &'static str, value: &str, state: UseStateHandle<String>| {
        let onchange =
            move |e: Event| state.set(e.target_unchecked_into::<HtmlSelectElement>().value());
        html! {
            <select {id} {onchange}>
                { for names.iter().map(|n| html! { <option value={n.clone()} selected={n == value}>{ n.clone() }</option> }) }
            </select>
        }
    };
    let merge = {
        let (results, on_change) = (props.results.clone(), props.on_change.clone());
        let (from_name, into_name) = (from_name.clone(), into_name.clone());
        move |_: MouseEvent| {
            let mut next = (*results).clone();
            next.merge(&from_name, &into_name);
            on_change.emit(next);
        }
    };
    html! {
        <section class="stats-merge" aria-labelledby="stats-merge-h">
            <h2 id="stats-merge-h">{ lang.t("stats-merge-title") }</h2>
            <p class="hint">{ lang.t("stats-merge-hint") }</p>
            <div class="merge-form">
                <label for="merge-from">{ lang.t("stats-merge-from") }</label>
                { select("merge-from", &from_name, from.clone()) }
                <label for="merge-into">{ lang.t("stats-merge-into") }</label>
                { select("merge-into", &into_name, into.clone()) }
                <button type="button" class="btn small" disabled={from_name == into_name} onclick={merge}>{ lang.t("stats-merge") }</button>
            </div>
            <ul class="merged">
                { for props.results.merged.iter().map(|(from, into)| {
                    let separate = {
                        let (results, on_change, from) = (props.results.clone(), props.on_change.clone(), from.clone());
                        move |_: MouseEvent| {
                            let mut next = (*results).clone();
                            next.separate(&from);
                            on_change.emit(next);
                        }
                    };
                    html! {
                        <li>
                            { lang.ta("stats-merged", &[("from", text(from.clone())), ("into", text(into.clone()))]) }
                            { " " }
                            <button type="button" class="btn small" onclick={separate}>{ lang.t("stats-separate") }</button>
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}

/// What changes the results (`None`: nothing) and what is said of it.
type Change = Rc<dyn Fn(Option<Results>, Option<String>)>;

/// The results taken away as a file, and brought back from one.
fn transfer(lang: Lang, results: &Rc<Results>, change: Change) -> Html {
    let export = {
        let results = results.clone();
        move |_: MouseEvent| {
            let _ = storage::download("statistics.json", &results.to_json());
        }
    };
    let on_file = {
        let results = results.clone();
        move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            input.set_value("");
            let (results, change) = (results.clone(), change.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let read = storage::read_file(file)
                    .await
                    .map_err(RecordError::Corrupt)
                    .and_then(|t| Results::parse(&t));
                match read {
                    Ok(other) => {
                        let mut next = (*results).clone();
                        let absorbed = next.absorb(other);
                        let said = lang.ta(
                            "stats-imported",
                            &[
                                ("added", num(absorbed.added as u32)),
                                ("known", num(absorbed.known as u32)),
                            ],
                        );
                        change(Some(next), Some(said));
                    }
                    // Nothing changes: the results stay as they were.
                    Err(e) => {
                        let reason = text(words::record_error(lang, &e));
                        change(
                            None,
                            Some(lang.ta("stats-import-failed", &[("reason", reason)])),
                        );
                    }
                }
            });
        }
    };
    html! {
        <section class="import stats-transfer" aria-labelledby="stats-transfer-h">
            <h2 id="stats-transfer-h">{ lang.t("stats-transfer") }</h2>
            <p class="hint">{ lang.t("stats-transfer-hint") }</p>
            <div class="row-actions">
                <button type="button" class="btn" onclick={export}>{ lang.t("stats-export") }</button>
                <label class="btn file-pick">
                    { lang.t("stats-import") }
                    <input type="file" accept=".json,application/json" class="visually-hidden" onchange={on_file} />
                </label>
            </div>
        </section>
    }
}
