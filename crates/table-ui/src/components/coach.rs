//! The coach of a first game that teaches, written once for every game: the step it is at, what
//! to do and why (the game's words), the place to tap lit on the board, and at the end the
//! hand-over to a real game.

use yew::prelude::*;

use crate::hooks::use_lang;
use crate::i18n::num;

/// Properties of [`Coach`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct CoachProps {
    /// What the coach says now.
    pub line: AttrValue,
    /// The step (from 1) and how many there are; `None` once they have run out.
    pub step: Option<(usize, usize)>,
    /// Where to tap, lit on the board (a CSS selector), if anywhere.
    #[prop_or_default]
    pub lit: Option<AttrValue>,
    /// Hands the game over (shown once the steps have run out).
    pub on_play_on: Callback<()>,
    /// Plays the opponent's move the coach has just told of (once it is read).
    #[prop_or_default]
    pub on_next: Option<Callback<()>>,
    /// The decision the lesson is at (its step's index in the script), for the page's tests.
    pub at: usize,
    /// Who moves now: "you", "next" (the opponent, after Next), "them" (the opponent, on its
    /// own) or "done" (the steps have run out), for the page's tests and styles.
    pub who: &'static str,
}

/// What a lit place looks like: a ring that breathes, drawn over whatever the board draws there.
const LIT_STYLE: &str = "{outline:4px solid var(--coach-lit);outline-offset:2px;\
animation:coach-lit 1.2s ease-in-out infinite;position:relative;z-index:2}";

/// Where the move lit by the board (the hint's or the lesson's) is drawn.
const HINTED: &str = ".game-screen .hinted, .sheet .hinted";

/// Brings the move lit by the board (the hint's, say) into view, if it is drawn: on a phone it
/// may lie below the fold or under the bar.
pub fn look_at_hinted() {
    let found = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(HINTED).ok().flatten());
    if let Some(el) = found {
        crate::storage::bring_into_view(&el);
    }
}

/// Where the eye should go at a step: the move lit by the board, else the step's own place, else
/// whatever the board lights.
fn look_at(lit: Option<&str>) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let places = [Some(HINTED), lit, Some(".game-screen .lit")];
    let found = places
        .into_iter()
        .flatten()
        .find_map(|selector| document.query_selector(selector).ok().flatten());
    if let Some(el) = found {
        crate::storage::bring_into_middle_of_view(&el);
    }
}

/// The coach's bubble, above the dock's line. At each step the place to tap is brought into view
/// (on a phone it may lie below the fold).
#[component]
pub fn Coach(props: &CoachProps) -> Html {
    let lang = use_lang();
    use_effect_with((props.line.clone(), props.lit.clone()), |(_, lit)| {
        let lit = lit.clone();
        crate::device::after_paint(move || {
            crate::motion::when_still(move || look_at(lit.as_deref()))
        });
    });
    let label = match props.step {
        Some((n, of)) => lang.ta(
            "lesson-step",
            &[("n", num(n as u32)), ("of", num(of as u32))],
        ),
        None => lang.t("lesson-last"),
    };
    html! {
        <aside class="coach" aria-label={lang.t("lesson-coach")} data-who={props.who} data-step={props.at.to_string()}>
            <p class="coach-step">{ label }</p>
            <p class="coach-line" role="status" aria-live="polite">{ props.line.clone() }</p>
            if let Some(on_next) = &props.on_next {
                <button type="button" class="btn primary coach-next"
                    onclick={on_next.reform(|_| ())}>{ lang.t("lesson-next") }</button>
            }
            if props.step.is_none() {
                <button type="button" class="btn primary coach-play-on"
                    onclick={props.on_play_on.reform(|_| ())}>{ lang.t("lesson-play-on") }</button>
            }
            if let Some(lit) = &props.lit {
                <style>{ format!("{lit}{LIT_STYLE}") }</style>
            }
        </aside>
    }
}
