//! Setting up a table: how many players, who plays each seat (a person or the computer), their
//! names and colours, and who starts.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::{ScreenFrame, SeatField};
use crate::hooks::use_lang;
use table::{DraftAction, TableDraft, SEATS};

/// Properties of [`NewGameScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct NewGameScreenProps {
    /// The table to start from: the last one set up, or the default.
    #[prop_or_default]
    pub initial: TableDraft,
    /// Back to the title screen.
    pub on_back: Callback<()>,
    /// The table is set: start the game.
    pub on_start: Callback<TableDraft>,
    /// Only the first seat plays, a person (a solo game): the other seats and the start player
    /// are not asked.
    #[prop_or_default]
    pub solo: bool,
    /// The game plays solo too: the player count offers 1, which asks for a solo game (`true`);
    /// any other count asks for a table (`false`).
    #[prop_or_default]
    pub on_solo: Option<Callback<bool>>,
    /// The game's first game that teaches, if it has one ("Learn to play"): told where to say
    /// why it could not start.
    #[prop_or_default]
    pub on_learn: Option<Callback<Callback<String>>>,
    /// The game's own options, shown under the seats.
    #[prop_or_default]
    pub children: Html,
}

/// Pick a player count, names, colours and the start player, then start.
#[component]
pub fn NewGameScreen(props: &NewGameScreenProps) -> Html {
    let lang = use_lang();
    // The lesson asked for: loading (`None`), or why it could not start.
    let learning = use_state(|| None::<Option<String>>);
    let draft = use_reducer({
        let initial = props.initial.clone();
        move || crate::hooks::Live(initial)
    });
    let count_button = |n: usize, on: bool, onclick: Callback<MouseEvent>| {
        html! {
            <button type="button" class={classes!("count", on.then_some("on"))}
                aria-pressed={if on { "true" } else { "false" }}
                {onclick}>
                { n }
            </button>
        }
    };
    let solo_count = props
        .on_solo
        .as_ref()
        .map(|on_solo| count_button(1, props.solo, on_solo.reform(|_: MouseEvent| true)));
    let counts = SEATS.map(|n| {
        let on = !props.solo && draft.count == n;
        let (draft, on_solo) = (draft.clone(), props.on_solo.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            draft.dispatch(DraftAction::Count(n));
            if let Some(on_solo) = &on_solo {
                on_solo.emit(false);
            }
        });
        count_button(n, on, onclick)
    });
    let seats = if props.solo { 1 } else { draft.count };
    let fields = (0..seats).map(|seat| {
        let name = AttrValue::from(draft.typed[seat].clone());
        let on_input = {
            let draft = draft.clone();
            Callback::from(move |text| draft.dispatch(DraftAction::Name(seat, text)))
        };
        let on_colour = {
            let draft = draft.clone();
            Callback::from(move |c| draft.dispatch(DraftAction::Colour(seat, c)))
        };
        let on_player = {
            let draft = draft.clone();
            Callback::from(move |p| draft.dispatch(DraftAction::Player(seat, p)))
        };
        html! {
            <SeatField key={seat} {seat} {name} colour={draft.colours[seat]} {on_input} {on_colour}
                player={if props.solo { None } else { draft.computers[seat] }} {on_player}
                computer_allowed={!props.solo} />
        }
    });
    let names = crate::words::seat_names(lang, &draft);
    let on_start_player = {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            draft.dispatch(DraftAction::Start(value.parse().ok()));
        })
    };
    let start = {
        let (draft, on_start, solo) = (draft.clone(), props.on_start.clone(), props.solo);
        move |_: MouseEvent| {
            let mut table = draft.0.clone();
            // A solo seat is a person's, whatever an earlier table gave it.
            if solo {
                table.computers[0] = None;
            }
            on_start.emit(table)
        }
    };

    html! {
        <ScreenFrame title={lang.t("new-game")} on_back={props.on_back.clone()} class="new-game-screen">
            <div class="new-game-form">
                if let Some(on_learn) = props.on_learn.clone() {
                    <div class="field learn">
                        <p class="hint">{ lang.t("lesson-offer") }</p>
                        <button type="button" class="btn learn-button" disabled={*learning == Some(None)}
                            onclick={{
                                let learning = learning.clone();
                                move |_: MouseEvent| {
                                    learning.set(Some(None));
                                    let failed = learning.clone();
                                    on_learn.emit(Callback::from(move |why| failed.set(Some(Some(why)))));
                                }
                            }}>
                            { lang.t(if *learning == Some(None) { "lesson-loading" } else { "lesson-learn" }) }
                        </button>
                        if let Some(Some(why)) = &*learning {
                            <p class="warn" role="alert">{ lang.ta("lesson-failed", &[("reason", crate::i18n::text(why.clone()))]) }</p>
                        }
                    </div>
                }
                <div class="field" hidden={props.solo && props.on_solo.is_none()}>
                    <span class="field-label" id="player-count">{ lang.t("players") }</span>
                    <div class="counts" role="group" aria-labelledby="player-count">
                        { for solo_count }
                        { for counts }
                    </div>
                    if !props.solo {
                        <p class="hint">{ lang.t(if draft.seat_computers().iter().any(Option::is_some) { "hot-seat-computers" } else { "hot-seat-hint" }) }</p>
                        <button type="button" class="btn against-computers"
                            onclick={{ let (draft, on_solo) = (draft.clone(), props.on_solo.clone()); move |_: MouseEvent| {
                                draft.dispatch(DraftAction::AgainstComputers);
                                if let Some(on_solo) = &on_solo {
                                    on_solo.emit(false);
                                }
                            } }}>
                            { lang.ta("against-computers", &[("n", crate::i18n::num(draft.count.saturating_sub(1) as u32))]) }
                        </button>
                    }
                </div>
                <ol class="seat-list">{ for fields }</ol>
                <div class="field start-player" hidden={props.solo}>
                    <label for="start-player" class="field-label">{ lang.t("start-player") }</label>
                    <select id="start-player" onchange={on_start_player}>
                        <option value="" selected={draft.start.is_none()}>{ lang.t("start-random") }</option>
                        <>{ for names.iter().enumerate().map(|(i, name)| html! {
                            <option key={i} value={i.to_string()} selected={draft.start == Some(i)}>{ name.clone() }</option>
                        }) }</>
                    </select>
                </div>
                { props.children.clone() }
                <button type="button" class="btn primary" onclick={start}>{ lang.t("start") }</button>
            </div>
        </ScreenFrame>
    }
}
