//! The app shell: which screen shows, in which language, and the game at the table. A game left
//! on the table when the page closed opens again at once, behind the curtain.
//!
//! Each page of the app is a build of this shell with some of its screens (see [`crate::pages`]):
//! going to a screen this build lacks loads the page that has it.

use std::rc::Rc;

use yew::prelude::*;

use crate::components::UpdateBanner;
#[cfg(feature = "shelf")]
use crate::components::{SavedGamesScreen, TitleScreen};
use crate::device;
#[cfg(feature = "shelf")]
use crate::device::Setting;
use crate::games::{here, import_here, open_stored, GameId, Imported, Opened};
use crate::i18n::Lang;
use crate::pages::{self, Ask, To};
#[cfg(feature = "table")]
use crate::plugin::{AnyTable, ScreenProps, SetupProps};
use crate::storage;
#[cfg(feature = "table")]
use crate::storage::Saver;
use table::TableDraft;

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

impl Screen {
    /// Whether this build shows it (else another page does).
    pub fn is_here(self) -> bool {
        match self {
            Screen::Title | Screen::Saves => cfg!(feature = "shelf"),
            Screen::NewGame(g) | Screen::Rules(g) => g.is_here(),
            Screen::Game => true,
        }
    }

    /// The page that shows it.
    fn page(self) -> To {
        match self {
            Screen::Title | Screen::Game => To::Title,
            Screen::Saves => To::Saves(None),
            Screen::NewGame(g) => To::New(g),
            Screen::Rules(g) => To::Rules(g),
        }
    }
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
    /// What the saved games say first (news from another page).
    pub notice: Option<String>,
    /// The page this one passes the player on to, as it opens (what was asked is another's).
    pub leaving: Option<To>,
}

/// Everything that can change the shell.
#[derive(Debug, Clone, PartialEq)]
pub enum ShellAction {
    /// Show another screen.
    Go(Screen),
    /// Speak another language.
    SetLang(Lang),
    /// Start a new game at this table, set up from this draft.
    Play(Opened, TableDraft),
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
            ShellAction::Play(opened, draft) => {
                next.game = Some((opened, false));
                next.draft = draft;
                next.screen = Screen::Game;
            }
            ShellAction::Open(opened) => next = next.at_table(opened),
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

impl ShellState {
    /// Shows `screen` if this page has it, else passes the player on to the page that does.
    fn show(mut self, screen: Screen) -> ShellState {
        if screen.is_here() {
            self.screen = screen;
        } else {
            self.leaving = Some(screen.page());
        }
        self
    }

    /// Opens a stored or imported game at the table.
    fn at_table(mut self, opened: Opened) -> ShellState {
        self.game = Some((opened, true));
        self.screen = Screen::Game;
        self
    }

    /// Shows the saved games saying `notice`, here or on the shelf.
    fn saves_saying(mut self, notice: String) -> ShellState {
        if Screen::Saves.is_here() {
            self.notice = Some(notice);
            self.screen = Screen::Saves;
        } else {
            self.leaving = Some(To::Saves(Some(notice)));
        }
        self
    }

    /// Opens stored game `id` at the table, on its game's page. One that does not replay is no
    /// longer the game to resume; the saved games say why, and keep it as it is.
    fn open(mut self, id: &str, resuming: bool) -> ShellState {
        let game = storage::read(id).map(|text| {
            table::Record::parse(&text).and_then(|record| crate::saves::game_of(&record))
        });
        match game {
            None => self.show(Screen::Title),
            Some(Ok(game)) if !game.is_here() => {
                // Stepping back from a game's page to the shelf stays on the shelf.
                if resuming && device::came_back() {
                    self.show(Screen::Title)
                } else {
                    self.leaving = Some(To::Open(game, id.to_owned()));
                    self
                }
            }
            // Not a record of any game this version knows: the saved games list it as broken.
            Some(Err(e)) => {
                storage::leave_current(id);
                let reason = crate::words::record_error(self.lang, &e);
                self.saves_saying(reason)
            }
            // Its game is here: it replays, or this page is the one to say it does not.
            Some(Ok(_)) => match open_stored(id) {
                Some(Ok(opened)) => {
                    storage::clear_unreadable(id);
                    self.at_table(opened)
                }
                Some(Err(e)) => {
                    storage::leave_current(id);
                    let reason = crate::words::record_error(self.lang, &e);
                    storage::mark_unreadable(id, &reason);
                    self.saves_saying(reason)
                }
                None => self.show(Screen::Title),
            },
        }
    }

    /// Imports the game another page handed over, as a new saved game; the saved games say how
    /// it went. If it cannot be stored, it opens at the table all the same.
    fn import(mut self, game: GameId) -> ShellState {
        let Some(handed) = storage::handed_over() else {
            return self.show(Screen::Title);
        };
        if !game.is_here() {
            storage::hand_over(handed);
            self.leaving = Some(To::Import(game));
            return self;
        }
        match import_here(self.lang, &handed) {
            Imported::Said(said) => self.saves_saying(said),
            Imported::Open(opened) => self.at_table(opened),
        }
    }
}

/// The shell as the page opens: what the address asks; else the game left on the table, if any;
/// else the title.
fn first_state(lang: Lang) -> ShellState {
    let state = ShellState {
        lang,
        draft: storage::recall(storage::DRAFT_KEY)
            .and_then(|text| TableDraft::from_json(&text))
            .unwrap_or_default(),
        ..ShellState::default()
    };
    match pages::ask() {
        Ask::Resume => match storage::current() {
            Some(id) => state.open(&id, true),
            None => state.show(Screen::Title),
        },
        Ask::Title => state.show(Screen::Title),
        Ask::Saves => match storage::said_before() {
            Some(notice) => state.saves_saying(notice),
            None => state.show(Screen::Saves),
        },
        Ask::New(game) => state.show(Screen::NewGame(game)),
        Ask::Rules(game) => state.show(Screen::Rules(game)),
        Ask::Open(id) => state.open(&id, false),
        Ask::Import(game) => state.import(game),
    }
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

    // What was asked is another page's: go there at once, in this page's stead.
    use_effect_with(state.leaving.clone(), |leaving| {
        if let Some(to) = leaving {
            pages::pass_on(to);
        }
    });
    // A game at the table is what a reload or the next visit brings back: it is the game to
    // resume, and the address stops asking for anything else. It opens at its top.
    {
        let at_table = match (&state.screen, &state.game) {
            (Screen::Game, Some((opened, _))) => Some(opened.saver.id.clone()),
            _ => None,
        };
        use_effect_with(at_table, |at_table| {
            if let Some(id) = at_table {
                storage::set_current(Some(id));
                pages::settle();
                if let Some(window) = web_sys::window() {
                    window.scroll_to_with_x_and_y(0.0, 0.0);
                }
            }
        });
    }

    // Keep `<html lang>` true so screen readers and hyphenation follow the switch, and the tab's
    // title in the same language: the game's name on its page.
    let game_here = GameId::ALL
        .iter()
        .copied()
        .find(|g| g.is_here())
        .filter(|_| !Screen::Title.is_here());
    use_effect_with(lang, move |lang| {
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            if let Some(root) = document.document_element() {
                let _ = root.set_attribute("lang", lang.tag());
            }
            let shelf = lang.t("shelf-title");
            document.set_title(&match game_here {
                Some(game) => format!("{} · {shelf}", lang.t(&game.name_key())),
                None => shelf,
            });
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

    // Another screen: here, or on the page that has it.
    let show: Rc<dyn Fn(Screen)> = {
        let state = state.clone();
        Rc::new(move |screen: Screen| {
            if screen.is_here() {
                state.dispatch(ShellAction::Go(screen));
            } else {
                pages::go(&screen.page());
            }
        })
    };
    let go = |screen: Screen| {
        let show = show.clone();
        Callback::from(move |_: ()| show(screen))
    };
    let on_lang = {
        let state = state.clone();
        Callback::from(move |lang: Lang| {
            storage::save_lang(lang.tag());
            state.dispatch(ShellAction::SetLang(lang))
        })
    };
    // A new game of any game, dealt by its new-game screen: open it at the table.
    #[cfg(feature = "table")]
    let on_start = {
        let state = state.clone();
        Callback::from(move |(draft, table): (TableDraft, AnyTable)| {
            storage::remember(storage::DRAFT_KEY, &draft.to_json());
            let opened = Opened {
                table,
                saver: Saver::fresh(),
            };
            state.dispatch(ShellAction::Play(opened, draft));
        })
    };
    #[cfg(feature = "table")]
    let leave = {
        let state = state.clone();
        Callback::from(move |_: ()| {
            if let Some((opened, _)) = &state.game {
                storage::leave_current(&opened.saver.id);
            }
            if Screen::Title.is_here() {
                state.dispatch(ShellAction::Leave);
            } else {
                pages::go(&To::Title);
            }
        })
    };
    #[cfg(feature = "table")]
    let again = {
        let (state, show) = (state.clone(), show.clone());
        Callback::from(move |_| {
            if let Some((opened, _)) = &state.game {
                storage::leave_current(&opened.saver.id);
            }
            let game = state
                .game
                .as_ref()
                .map_or_else(GameId::default, |(o, _)| o.table.game());
            show(Screen::NewGame(game));
        })
    };
    #[cfg(feature = "table")]
    let on_reload = {
        let state = state.clone();
        Callback::from(move |id: String| {
            if let Some(Ok(opened)) = open_stored(&id) {
                state.dispatch(ShellAction::Open(opened));
            }
        })
    };

    let screen = if state.leaving.is_some() {
        // Another page is on its way.
        Html::default()
    } else {
        match (state.screen, &state.game) {
            #[cfg(feature = "table")]
            (Screen::Game, Some((opened, resumed))) => {
                let key = format!("{}@{}", opened.saver.id, opened.saver.revision);
                let props = ScreenProps {
                    saver: opened.saver.clone(),
                    resumed: *resumed,
                    on_reload,
                    on_lang: on_lang.clone(),
                    on_quit: leave,
                    on_again: again,
                };
                opened.table.screen(props, key)
            }
            #[cfg(feature = "table")]
            (Screen::NewGame(game), _) if here(game).is_some() => {
                let props = SetupProps {
                    initial: state.draft.clone(),
                    on_back: go(Screen::Title),
                    on_start,
                };
                here(game).map(|g| g.setup(props)).unwrap_or_default()
            }
            (Screen::Rules(game), _) if here(game).is_some() => here(game)
                .map(|g| g.rules(go(Screen::Title)))
                .unwrap_or_default(),
            #[cfg(feature = "shelf")]
            (Screen::Saves, _) => {
                let on_open = {
                    let state = state.clone();
                    Callback::from(move |opened| state.dispatch(ShellAction::Open(opened)))
                };
                html! {
                    <SavedGamesScreen on_back={go(Screen::Title)} {on_open} notice={state.notice.clone()} />
                }
            }
            _ => title(&show, on_lang, on_install),
        }
    };

    html! {
        <ContextProvider<Lang> context={lang}>
            <main class="app">{ for update_banner }{ screen }</main>
        </ContextProvider<Lang>>
    }
}

/// The title screen: the shelf of games.
#[cfg(feature = "shelf")]
fn title(
    show: &Rc<dyn Fn(Screen)>,
    on_lang: Callback<Lang>,
    on_install: Option<Callback<()>>,
) -> Html {
    let go_to = |screen: fn(GameId) -> Screen| {
        let show = show.clone();
        Callback::from(move |game: GameId| show(screen(game)))
    };
    let go = |screen: Screen| {
        let show = show.clone();
        Callback::from(move |_: ()| show(screen))
    };
    html! {
        <TitleScreen
            on_new_game={go_to(Screen::NewGame)}
            on_rules={go_to(Screen::Rules)}
            on_saves={go(Screen::Saves)}
            has_saves={!storage::list().is_empty()}
            {on_lang}
            {on_install}
            open_in_tab={(device::setting() == Setting::Embedded).then(device::own_address).flatten()}
        />
    }
}

/// A page without the shelf never shows the title: it is on its way to the shelf.
#[cfg(not(feature = "shelf"))]
fn title(_: &Rc<dyn Fn(Screen)>, _: Callback<Lang>, _: Option<Callback<()>>) -> Html {
    Html::default()
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
