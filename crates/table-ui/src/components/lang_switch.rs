//! The language switch: one button per language, the current one pressed. A pick goes to the
//! shell's [`LangSetter`] (no screen passes it down); without a shell there is no switch.

use yew::prelude::*;

use crate::hooks::{use_lang, LangSetter};
use crate::i18n::Lang;

/// A small globe, drawn so the switch reads as "language" without words.
fn globe() -> Html {
    html! {
        <svg class="globe" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12 H21 M12 3 C8 7 8 17 12 21 M12 3 C16 7 16 17 12 21" />
        </svg>
    }
}

/// A segmented EN / PT-BR control.
#[component]
pub fn LangSwitch() -> Html {
    let current = use_lang();
    let Some(LangSetter(on_change)) = use_context::<LangSetter>() else {
        return Html::default();
    };
    html! {
        <div class="lang-switch" role="group" aria-label={current.t("language")}>
            { globe() }
            { for Lang::ALL.into_iter().map(|lang| {
                let on_change = on_change.clone();
                let pressed = lang == current;
                html! {
                    <button
                        type="button"
                        class={classes!("lang", pressed.then_some("on"))}
                        lang={lang.tag()}
                        title={lang.native_name()}
                        aria-pressed={if pressed { "true" } else { "false" }}
                        onclick={move |_| on_change.emit(lang)}
                    >
                        { lang.label() }
                    </button>
                }
            }) }
        </div>
    }
}
