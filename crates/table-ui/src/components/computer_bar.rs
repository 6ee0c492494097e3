//! The computers at the table: who is thinking (or why they could not), and how fast they play;
//! and a person's hint button with what it found.

use std::rc::Rc;

use bot::Level;
use yew::prelude::*;

use super::{MotionSelect, WhySheet};
use crate::hooks::{turn_move, WordedWhy, WHY_KEPT};
use crate::hooks::{use_lang, Computers, Hint, Pace, Weighed, WhyLine};
use crate::i18n::{text, Lang};
use crate::motion::MotionSetting;

/// Properties of [`ComputerBar`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ComputerBarProps {
    /// The computer thinking now: its name and level.
    pub thinking: Option<(AttrValue, Level)>,
    /// Why it could not decide.
    pub failure: Option<AttrValue>,
    /// Ask again.
    pub on_retry: Callback<()>,
    /// How fast computers play.
    pub pace: Pace,
    /// Change it.
    pub on_pace: Callback<Pace>,
    /// How much the table moves.
    pub motion: MotionSetting,
}

/// The bar a table with computers shows above its status.
#[component]
pub fn ComputerBar(props: &ComputerBarProps) -> Html {
    let lang = use_lang();
    let status = match (&props.failure, &props.thinking) {
        (Some(reason), _) => html! {
            <>
            <p class="computer-failed">{ lang.ta("computer-failed", &[("reason", failure_words(lang, reason))]) }</p>
            <button type="button" class="btn" onclick={props.on_retry.reform(|_| ())}>{ lang.t("computer-retry") }</button>
            </>
        },
        (None, Some((name, _))) => html! {
            <p class="computer-thinking"><span class="thinking-dots" aria-hidden="true"></span>
                { lang.ta("computer-thinking", &[("name", text(name.to_string()))]) }</p>
        },
        (None, None) => html! {},
    };
    html! {
        <div class={classes!("computer-bar", props.thinking.is_some().then_some("busy"))} role="status" aria-live="polite">
            <div class="computer-status">{ status }</div>
            <label class="computer-pace">
                <span>{ lang.t("computer-speed") }</span>
                <select onchange={props.on_pace.reform(|e: Event| Pace::ALL[super::chosen_option(e, Pace::ALL.len() - 1)])}>
                    { for Pace::ALL.iter().enumerate().map(|(i, p)| html! {
                        <option value={i.to_string()} selected={*p == props.pace}>{ lang.t(&format!("computer-speed-{}", p.key())) }</option>
                    }) }
                </select>
            </label>
            <MotionSelect on_change={props.motion.on_change.clone()} />
        </div>
    }
}

/// The bar for a table's computers, if it has `any` (`names` are the seats' names), with the
/// animations setting beside their speed. (A table of people only keeps its room for the board:
/// the setting, remembered on the device, is in the rules sheet and on the title screen too.)
pub fn computer_bar<A>(
    computers: &Computers<A>,
    names: &[String],
    any: bool,
    motion: &MotionSetting,
) -> Html {
    if !any {
        return html! {};
    }
    let thinking = computers
        .thinking
        .map(|(seat, level)| (AttrValue::from(names[seat.index()].clone()), level));
    html! {
        <ComputerBar {thinking} failure={computers.failure.clone().map(AttrValue::from)}
            on_retry={computers.retry.clone()} pace={computers.pace}
            on_pace={computers.on_pace.clone()}
            motion={motion.clone()} />
    }
}

/// Why the computers could not answer, in the player's language where it is ours to say.
fn failure_words(lang: Lang, reason: &str) -> crate::i18n::Arg<'static> {
    match reason {
        crate::bots::WORKER_STOPPED => text(lang.t("worker-stopped")),
        _ => text(reason.to_owned()),
    }
}

/// The hint button for a person deciding now (nothing while a computer decides).
pub fn hint_button<A>(lang: Lang, computers: &Computers<A>, person_decides: bool) -> Html {
    if !person_decides || computers.thinking.is_some() {
        return html! {};
    }
    let waiting = matches!(computers.hint, Some(Hint::Waiting));
    html! {
        <button type="button" class="btn hint-button" disabled={waiting}
            onclick={computers.ask_hint.reform(|_| ())}>{ lang.t("hint") }</button>
    }
}

/// What the hint found, worded by `describe`, if one was asked for this decision; it can be put
/// away, or asked why. Then "Why that move?" after a computer's move, and the "Why?" sheet when
/// open. A computer's candidates are worded here while its move is still to be played: the
/// words read the position they were weighed in.
pub fn hint_line<A>(
    lang: Lang,
    computers: &Computers<A>,
    describe: impl Fn(&A) -> String,
    minor: impl Fn(&A) -> bool,
) -> Html {
    let worded = |candidates: &[Weighed<A>]| -> Rc<Vec<WhyLine>> {
        Rc::new(
            candidates
                .iter()
                .map(|c| WhyLine {
                    words: describe(&c.action),
                    share: c.share,
                    value: c.value,
                    searched: c.searched,
                    withheld: c.withheld,
                })
                .collect(),
        )
    };
    if let Some(candidates) = &computers.pending_candidates {
        let mut kept = computers.last_why.borrow_mut();
        if kept.last().map(|w| w.at) != Some(computers.log_len) {
            if kept.len() >= WHY_KEPT {
                kept.remove(0);
            }
            kept.push(WordedWhy {
                at: computers.log_len,
                lang,
                lines: worded(candidates),
                minor: candidates.first().is_some_and(|c| minor(&c.action)),
            });
        }
    }
    let hint = computers.hint.as_ref().map(|hint| {
        let (line, why) = match hint {
            Hint::Waiting => (lang.t("hint-thinking"), None),
            Hint::Ready(action) => (
                lang.ta("hint-says", &[("move", text(describe(action)))]),
                computers
                    .hint_candidates
                    .as_ref()
                    .filter(|c| !c.is_empty())
                    .map(|c| worded(c)),
            ),
            Hint::Failed(reason) => (
                lang.ta("hint-failed", &[("reason", failure_words(lang, reason))]),
                None,
            ),
        };
        let why = why.map(|lines| {
            let show = computers.show_why.clone();
            html! {
                <button type="button" class="btn why-button"
                    onclick={move |_| show.emit(Some(lines.clone()))}>{ lang.t("why") }</button>
            }
        });
        html! {
            <p class="hint-says" role="status">
                <span>{ line }</span>
                { for why }
                <button type="button" class="hint-close" aria-label={lang.t("hint-close")}
                    onclick={computers.dismiss_hint.reform(|_| ())}>{ "×" }</button>
            </p>
        }
    });
    // The last turn, a computer's: its main move's candidates (not a small step that closed the
    // turn), if they were worded before it was played. A hint asked for takes its place (the
    // log still says it): a phone's bar stays short.
    let turn_from = computers.log_len - computers.lit;
    let last_move = computers
        .last_mark
        .filter(|_| computers.lit > 0 && computers.hint.is_none())
        .and_then(|last| {
            turn_move(&computers.last_why.borrow(), turn_from, last)
                .filter(|w| w.lang == lang)
                .map(|w| w.lines.clone())
        })
        .map(|lines| {
            let show = computers.show_why.clone();
            // What it played, in the log's words (its first candidate is the one it chose): seen
            // in the bar at a glance, not only in the log.
            let played = lines.first().map(|l| l.words.clone()).unwrap_or_default();
            let why = !lines.iter().any(|l| l.withheld);
            html! {
                <p class="why-move">
                    <span class="computer-move">{ played }</span>
                    if why {
                        <button type="button" class="btn why-move-button"
                            onclick={move |_| show.emit(Some(lines.clone()))}>{ lang.t("why-move") }</button>
                    }
                </p>
            }
        });
    let sheet = computers.why.clone().map(|lines| {
        let sheet = html! {
            <WhySheet {lines} on_close={computers.show_why.reform(|()| None)} />
        };
        // Over the whole screen, not inside the fixed status bar (whose layer it would share).
        let host = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(".game-screen").ok().flatten());
        match host {
            Some(host) => yew::create_portal(sheet, host),
            None => sheet,
        }
    });
    html! {
        <>
        <>{ for hint }</>
        <>{ for last_move }</>
        <>{ for sheet }</>
        </>
    }
}

/// The badge beside a computer's name in a players panel: "Computer (hard)".
pub fn computer_badge(lang: Lang, level: Option<Level>) -> Html {
    let Some(level) = level else {
        return html! {};
    };
    let level = lang.t(&format!("computer-level-{}", level.key()));
    html! { <span class="computer-badge">{ lang.ta("computer-badge", &[("level", text(level))]) }</span> }
}
