//! The frame shared by the inner screens: a heading, a back button and the content.

use yew::prelude::*;

use super::LangSwitch;
use crate::hooks::use_lang;

/// Properties of [`ScreenFrame`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ScreenFrameProps {
    /// The screen's heading.
    pub title: AttrValue,
    /// The back button was pressed.
    pub on_back: Callback<()>,
    /// Extra CSS class for the screen.
    #[prop_or_default]
    pub class: Classes,
    /// The screen's content.
    #[prop_or_default]
    pub children: Html,
}

/// A parchment panel with a header bar: back, the heading, and the language switch inside the
/// shell.
#[component]
pub fn ScreenFrame(props: &ScreenFrameProps) -> Html {
    let lang = use_lang();
    let on_back = props.on_back.reform(|_: MouseEvent| ());
    html! {
        <section class={classes!("screen", "framed", props.class.clone())}>
            <div class="panel">
                <header class="panel-head">
                    <button type="button" class="btn back" onclick={on_back}>{ lang.t("back") }</button>
                    <h1>{ props.title.clone() }</h1>
                    <LangSwitch />
                </header>
                <div class="panel-body">{ props.children.clone() }</div>
            </div>
        </section>
    }
}
