//! The app shell: which screen shows, in which language, and the game at the table. A game left
//! on the table when the page closed opens again at once, behind the curtain.

use std::rc::Rc;

use yew::prelude::*;

use crate::components::imhotep::{ImhotepRulesScreen, ImhotepScreen, ImhotepSetup};
use crate::components::{
    open_stored, GameScreen, NewGameScreen, Opened, RulesScreen, SavedGamesScreen, TitleScreen,
    UpdateBanner,
};
use crate::device::{self, Setting};
use crate::games::imhotep::ImhotepOptions;
use crate::games::{AnyTable, GameId};
use crate::i18n::Lang;
use crate::setup::TableDraft;
use crate::storage::{self, Saver};

/// The screens of the shell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Screen {
    /// The title screen with the main menu.
    #[default]
    Title,
    /// Choosing the players of a new game of one game.
    NewGame(GameId),
    /// The rules summary of one game.
    Rules(GameId),
    /// The saved games and imports.
    Saves,
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
    /// The game at the table, once one is open, and whether it was read from storage.
    pub game: Option<(Opened, bool)>,
    /// The last table set up, offered again for the next game.
    pub draft: TableDraft,
    /// The last Imhotep options chosen, offered again.
    pub imhotep: ImhotepOptions,
}

/// Everything that can change the shell.
#[derive(Debug, Clone, PartialEq)]
pub enum ShellAction {
    /// Show another screen.
    Go(Screen),
    /// Speak another language.
    SetLang(Lang),
    /// Start a new game at this table, set up from this draft (and Imhotep's options).
    Play(Opened, TableDraft, Option<ImhotepOptions>),
    /// Open a stored or imported game.
    Open(Opened),
    /// Leave the game for the title screen.
    Leave,
}

impl Reducible for ShellState {
    type Action = ShellAction;

    fn reduce(self: Rc<Self>, action: ShellAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            ShellAction::Go(screen) => next.screen = screen,
            ShellAction::SetLang(lang) => next.lang = lang,
            ShellAction::Play(opened, draft, imhotep) => {
                next.game = Some((opened, false));
                next.draft = draft;
                if let Some(options) = imhotep {
                    next.imhotep = options;
                }
                next.screen = Screen::Game;
            }
            ShellAction::Open(opened) => {
                next.game = Some((opened, true));
                next.screen = Screen::Game;
            }
            ShellAction::Leave => {
                next.game = None;
                next.screen = Screen::Title;
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

/// The shell as the page opens: the game left on the table, if any, else the title. A stored game
/// that no longer reads opens the saved games, where it is shown with the reason.
fn first_state(lang: Lang) -> ShellState {
    let mut state = ShellState {
        lang,
        ..ShellState::default()
    };
    match storage::current().and_then(|id| open_stored(&id)) {
        Some(Ok(opened)) => {
            state.game = Some((opened, true));
            state.screen = Screen::Game;
        }
        Some(Err(_)) => state.screen = Screen::Saves,
        None => {}
    }
    state
}

/// The root component.
#[component]
pub fn App(props: &AppProps) -> Html {
    let initial = props.lang;
    let state = use_reducer(move || {
        let chosen = storage::saved_lang().map(|tag| Lang::from_tag(&tag));
        first_state(initial.or(chosen).unwrap_or_else(browser_lang))
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

    // The app around the game: a new version waiting for the player's word, and the browser's
    // offer to install the app (never inside another page).
    let update_ready = use_state(|| false);
    let install_offered = use_state(|| false);
    {
        let (update_ready, install_offered) = (update_ready.clone(), install_offered.clone());
        use_effect_with((), move |_| {
            device::on_new_version(move || update_ready.set(true));
            device::on_install_offer(move |offered| install_offered.set(offered));
        });
    }
    let update_banner = (*update_ready).then(|| {
        let update_ready = update_ready.clone();
        html! {
            <UpdateBanner on_reload={Callback::from(|_| { device::update_now(); })}
                on_later={Callback::from(move |_| update_ready.set(false))} />
        }
    });
    let on_install = (*install_offered).then(|| {
        Callback::from(|_: ()| {
            wasm_bindgen_futures::spawn_local(async {
                device::install().await;
            })
        })
    });

    let go = |screen| {
        let state = state.clone();
        Callback::from(move |_: ()| state.dispatch(ShellAction::Go(screen)))
    };
    let go_to = |screen: fn(GameId) -> Screen| {
        let state = state.clone();
        Callback::from(move |game: GameId| state.dispatch(ShellAction::Go(screen(game))))
    };
    let on_lang = {
        let state = state.clone();
        Callback::from(move |lang: Lang| {
            storage::save_lang(lang.tag());
            state.dispatch(ShellAction::SetLang(lang))
        })
    };
    // A new game of any game: deal it from a fresh seed and open it at the table.
    let start_game = {
        let state = state.clone();
        move |draft: TableDraft,
              options: Option<ImhotepOptions>,
              deal: &dyn Fn(Vec<String>, u64) -> Result<AnyTable, String>| {
            match deal(draft.names(state.lang), storage::new_seed()) {
                Ok(table) => {
                    let opened = Opened {
                        table,
                        saver: Saver::fresh(),
                    };
                    state.dispatch(ShellAction::Play(opened, draft, options));
                }
                Err(e) => web_sys::console::error_1(&e.into()),
            }
        }
    };
    let on_start = {
        let start_game = start_game.clone();
        Callback::from(move |draft: TableDraft| {
            let (colours, start) = (draft.seat_colours(), draft.start);
            start_game(draft, None, &|names, seed| {
                crate::games::cleopatra::new_table(names, colours.clone(), start, seed)
                    .map(|t| AnyTable::Cleopatra(Rc::new(t)))
                    .map_err(|e| format!("{e:?}"))
            })
        })
    };
    let on_start_imhotep = Callback::from(move |(draft, options): (TableDraft, ImhotepOptions)| {
        let (colours, start) = (draft.seat_colours(), draft.start);
        start_game(draft, Some(options), &|names, seed| {
            crate::games::imhotep::new_table(names, colours.clone(), start, options, seed)
                .map(|t| AnyTable::Imhotep(Rc::new(t)))
                .map_err(|e| format!("{e:?}"))
        })
    });
    let on_open = {
        let state = state.clone();
        Callback::from(move |opened| state.dispatch(ShellAction::Open(opened)))
    };
    let leave = {
        let state = state.clone();
        Callback::from(move |_| {
            if let Some((opened, _)) = &state.game {
                storage::leave_current(&opened.saver.id);
            }
            state.dispatch(ShellAction::Leave);
        })
    };
    let again = {
        let state = state.clone();
        Callback::from(move |_| {
            if let Some((opened, _)) = &state.game {
                storage::leave_current(&opened.saver.id);
            }
            let game = state
                .game
                .as_ref()
                .map_or_else(GameId::default, |(o, _)| o.table.game());
            state.dispatch(ShellAction::Go(Screen::NewGame(game)));
        })
    };
    let on_reload = {
        let state = state.clone();
        Callback::from(move |id: String| {
            if let Some(Ok(opened)) = open_stored(&id) {
                state.dispatch(ShellAction::Open(opened));
            }
        })
    };

    let screen = match (state.screen, &state.game) {
        (Screen::Game, Some((opened, resumed))) => match &opened.table {
            AnyTable::Cleopatra(table) => html! {
                <GameScreen key={format!("{}@{}", opened.saver.id, opened.saver.revision)}
                    table={table.clone()} saver={opened.saver.clone()} resumed={*resumed}
                    on_lang={on_lang.clone()} on_quit={leave} on_again={again} {on_reload} />
            },
            AnyTable::Imhotep(table) => html! {
                <ImhotepScreen key={format!("{}@{}", opened.saver.id, opened.saver.revision)}
                    table={table.clone()} saver={opened.saver.clone()} resumed={*resumed}
                    on_lang={on_lang.clone()} on_quit={leave} on_again={again} {on_reload} />
            },
        },
        (Screen::NewGame(GameId::Cleopatra), _) => html! {
            <NewGameScreen initial={state.draft.clone()} on_back={go(Screen::Title)} {on_start} />
        },
        (Screen::NewGame(GameId::Imhotep), _) => html! {
            <ImhotepSetup initial={state.draft.clone()} options={state.imhotep} on_back={go(Screen::Title)}
                on_start={on_start_imhotep} />
        },
        (Screen::Rules(GameId::Cleopatra), _) => {
            html! { <RulesScreen on_back={go(Screen::Title)} /> }
        }
        (Screen::Rules(GameId::Imhotep), _) => {
            html! { <ImhotepRulesScreen on_back={go(Screen::Title)} /> }
        }
        (Screen::Saves, _) => html! { <SavedGamesScreen on_back={go(Screen::Title)} {on_open} /> },
        _ => html! {
            <TitleScreen
                on_new_game={go_to(Screen::NewGame)}
                on_rules={go_to(Screen::Rules)}
                on_saves={go(Screen::Saves)}
                has_saves={!storage::list().is_empty()}
                {on_lang}
                {on_install}
                open_in_tab={(device::setting() == Setting::Embedded).then(device::own_address).flatten()}
            />
        },
    };

    html! {
        <ContextProvider<Lang> context={lang}>
            <main class="app">{ for update_banner }{ screen }</main>
        </ContextProvider<Lang>>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_change_only_what_they_name() {
        let start = Rc::new(ShellState::default());
        let rules = start
            .clone()
            .reduce(ShellAction::Go(Screen::Rules(GameId::Cleopatra)));
        assert_eq!(rules.screen, Screen::Rules(GameId::Cleopatra));
        assert_eq!(rules.lang, Lang::En);

        let pt = rules.reduce(ShellAction::SetLang(Lang::PtBr));
        assert_eq!(pt.screen, Screen::Rules(GameId::Cleopatra));
        assert_eq!(pt.lang, Lang::PtBr);
        assert_eq!(pt.game, None);
    }
}
