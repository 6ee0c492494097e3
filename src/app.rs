//! The app shell: which screen shows, in which language.

use std::rc::Rc;

use yew::prelude::*;

use crate::components::{NewGameScreen, RulesScreen, TitleScreen};
use crate::i18n::Lang;

/// The screens of the shell. Games will add their own screens behind `NewGame`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Screen {
    /// The title screen with the main menu.
    #[default]
    Title,
    /// Choosing the players of a new game.
    NewGame,
    /// The rules summary.
    Rules,
}

/// What the shell remembers between renders.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ShellState {
    /// The screen on display.
    pub screen: Screen,
    /// The interface language.
    pub lang: Lang,
}

/// Everything that can change the shell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShellAction {
    /// Show another screen.
    Go(Screen),
    /// Speak another language.
    SetLang(Lang),
}

impl Reducible for ShellState {
    type Action = ShellAction;

    fn reduce(self: Rc<Self>, action: ShellAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            ShellAction::Go(screen) => next.screen = screen,
            ShellAction::SetLang(lang) => next.lang = lang,
        }
        Rc::new(next)
    }
}

/// Properties of [`App`]; the page mounts it with the defaults.
#[derive(Debug, Clone, PartialEq, Default, Properties)]
pub struct AppProps {
    /// Start in this language instead of the browser's.
    #[prop_or_default]
    pub lang: Option<Lang>,
}

/// The browser's preferred language, or English outside a browser.
fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map_or(Lang::En, |tag| Lang::from_tag(&tag))
}

/// The root component.
#[component]
pub fn App(props: &AppProps) -> Html {
    let initial = props.lang;
    let state = use_reducer(move || ShellState {
        screen: Screen::Title,
        lang: initial.unwrap_or_else(browser_lang),
    });
    let lang = state.lang;

    // Keep `<html lang>` true so screen readers and hyphenation follow the switch.
    use_effect_with(lang, |lang| {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", lang.tag());
        }
    });

    let go = |screen| {
        let state = state.clone();
        Callback::from(move |_: ()| state.dispatch(ShellAction::Go(screen)))
    };
    let on_lang = {
        let state = state.clone();
        Callback::from(move |lang| state.dispatch(ShellAction::SetLang(lang)))
    };

    let screen = match state.screen {
        Screen::Title => html! {
            <TitleScreen
                on_new_game={go(Screen::NewGame)}
                on_rules={go(Screen::Rules)}
                {on_lang}
            />
        },
        Screen::NewGame => html! { <NewGameScreen on_back={go(Screen::Title)} /> },
        Screen::Rules => html! { <RulesScreen on_back={go(Screen::Title)} /> },
    };

    html! {
        <ContextProvider<Lang> context={lang}>
            <main class="app">{ screen }</main>
        </ContextProvider<Lang>>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_change_only_what_they_name() {
        let start = Rc::new(ShellState::default());
        let rules = start.clone().reduce(ShellAction::Go(Screen::Rules));
        assert_eq!(rules.screen, Screen::Rules);
        assert_eq!(rules.lang, Lang::En);

        let pt = rules.reduce(ShellAction::SetLang(Lang::PtBr));
        assert_eq!(pt.screen, Screen::Rules);
        assert_eq!(pt.lang, Lang::PtBr);
    }
}
