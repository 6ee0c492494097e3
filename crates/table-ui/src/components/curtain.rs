//! The curtain between seats: nothing private shows until the named player taps. It tells them
//! what happened since their last look (public news only).

use yew::prelude::*;

use super::{LangSwitch, LogTurns, SeatMarker};
use crate::hooks::{use_focus_trap, use_lang};
use crate::i18n::text;
use crate::words::LogGroup;
use table::PlayerColour;

/// Properties of [`Curtain`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct CurtainProps {
    /// The player to pass the device to.
    pub name: AttrValue,
    /// Their colour.
    pub colour: PlayerColour,
    /// Public news since this player last looked, turn by turn, oldest first.
    pub news: Vec<LogGroup>,
    /// The player is ready.
    pub on_reveal: Callback<()>,
    /// The ready button's words, when not the usual "show my hand".
    #[prop_or_default]
    pub ready: Option<String>,
    /// The line under the heading, when not the usual one.
    #[prop_or_default]
    pub hint: Option<String>,
    /// Leave the game for the shelf (it stays saved), without anyone's hand showing.
    pub on_quit: Callback<()>,
    /// What the whole table should see first (the Offering's bids revealed).
    #[prop_or_default]
    pub children: Html,
    /// A notice above the card (how saving goes), which the table would show.
    #[prop_or_default]
    pub banner: Html,
}

/// The curtain.
#[component]
pub fn Curtain(props: &CurtainProps) -> Html {
    let lang = use_lang();
    let name = text(props.name.to_string());
    // The table stays in place beneath, laid out and drawn with only what everyone may see: the
    // curtain lies over it (lifting it redraws only what changed, the holder's things), covers it
    // from taps, and holds the keyboard, a modal dialog.
    let node = use_node_ref();
    use_focus_trap(node.clone(), true, None);
    // The table beneath opens at its top for the next player, as a page of its own would.
    use_effect_with((), |_| {
        if let Some(window) = web_sys::window() {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    html! {
        <section ref={node} class="curtain" aria-labelledby="curtain-h" role="dialog" aria-modal="true">
            { props.banner.clone() }
            <div class="curtain-bar">
                <button type="button" class="btn small curtain-leave"
                    onclick={props.on_quit.reform(|_| ())}>{ lang.t("quit") }</button>
                <LangSwitch />
            </div>
            <div class="curtain-card">
                <SeatMarker colour={props.colour} />
                <h1 id="curtain-h">{ lang.ta("pass-device", &[("name", name.clone())]) }</h1>
                <p>{ props.hint.clone().unwrap_or_else(|| lang.ta("curtain-hint", &[("name", name.clone())])) }</p>
                <button type="button" class="btn primary big" onclick={props.on_reveal.reform(|_| crate::storage::let_go_of_focus())}>
                    { props.ready.clone().unwrap_or_else(|| lang.ta("curtain-ready", &[("name", name)])) }
                </button>
                { props.children.clone() }
                if !props.news.is_empty() {
                    <div class="news">
                        <h2>{ lang.t("curtain-news") }</h2>
                        <LogTurns groups={props.news.iter().cloned().enumerate().collect::<Vec<_>>()} />
                    </div>
                }
            </div>
        </section>
    }
}
