//! The app shell: which screen shows, in which language, and the game at the table.

use std::rc::Rc;

use yew::prelude::*;

use crate::components::{GameScreen, NewGameScreen, RulesScreen, TitleScreen};
use crate::i18n::Lang;
use crate::setup::TableDraft;
use crate::table::Table;

/// The screens of the shell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Screen {
    /// The title screen with the main menu.
    #[default]
    Title,
    /// Choosing the players of a new game.
    NewGame,
    /// The rules summary.
    Rules,
    /// A game at the table.
    Game,
}

/// What the shell remembers between renders.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ShellState {
    /// The screen on display.
    pub screen: Screen,
    /// The interface language.
    pub lang: Lang,
    /// The game at the table, once one started.
    pub table: Option<Rc<Table>>,
    /// The last table set up, offered again for the next game.
    pub draft: TableDraft,
}

/// Everything that can change the shell.
#[derive(Debug, Clone, PartialEq)]
pub enum ShellAction {
    /// Show another screen.
    Go(Screen),
    /// Speak another language.
    SetLang(Lang),
    /// Start a game at this table, set up from this draft.
    Play(Rc<Table>, TableDraft),
}

impl Reducible for ShellState {
    type Action = ShellAction;

    fn reduce(self: Rc<Self>, action: ShellAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            ShellAction::Go(screen) => next.screen = screen,
            ShellAction::SetLang(lang) => next.lang = lang,
            ShellAction::Play(table, draft) => {
                next.table = Some(table);
                next.draft = draft;
                next.screen = Screen::Game;
            }
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
        lang: initial.unwrap_or_else(browser_lang),
        ..ShellState::default()
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
    let on_start = {
        let state = state.clone();
        Callback::from(move |draft: TableDraft| {
            let names = draft.names(state.lang);
            let seed = crate::storage::new_seed();
            match Table::new(names, draft.seat_colours(), draft.start, seed) {
                Ok(table) => state.dispatch(ShellAction::Play(Rc::new(table), draft)),
                Err(e) => web_sys::console::error_1(&e.to_string().into()),
            }
        })
    };

    let screen = match (state.screen, &state.table) {
        (Screen::Game, Some(table)) => html! {
            <GameScreen key={table.game.seed().to_string()} table={table.clone()} on_lang={on_lang.clone()}
                on_quit={go(Screen::Title)} on_again={go(Screen::NewGame)} />
        },
        (Screen::NewGame, _) => html! {
            <NewGameScreen initial={state.draft.clone()} on_back={go(Screen::Title)} {on_start} />
        },
        (Screen::Rules, _) => html! { <RulesScreen on_back={go(Screen::Title)} /> },
        _ => html! {
            <TitleScreen
                on_new_game={go(Screen::NewGame)}
                on_rules={go(Screen::Rules)}
                {on_lang}
            />
        },
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
        assert_eq!(pt.table, None);
    }
}
