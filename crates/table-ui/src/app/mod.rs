//! The app shell: which screen shows, in which language, and the game at the table. A game left
//! on the table when the page closed opens again at once, behind the curtain.
//!
//! Each page of the app is a build of this shell with some of its screens (see [`crate::pages`]):
//! going to a screen this build lacks loads the page that has it.

use std::rc::Rc;

use yew::prelude::*;

#[cfg(feature = "statistics")]
use crate::components::StatisticsScreen;
use crate::components::UpdateBanner;
#[cfg(feature = "shelf")]
use crate::components::{LatestGame, SavedGamesScreen, TitleScreen};
use crate::device;
#[cfg(feature = "shelf")]
use crate::device::Setting;
use crate::hooks::LangSetter;
use crate::i18n::Lang;
use crate::pages::{self, Ask, To};
#[cfg(feature = "table")]
use crate::plugin::{AnyTable, ScreenProps, SetupProps};
#[cfg(feature = "table")]
use crate::replay::ReplayProps;
use crate::shelf::{import_here, open_stored, GameId, Imported, Opened};
use crate::storage;
#[cfg(feature = "table")]
use crate::storage::Saver;
use table::TableDraft;

mod state;

use state::{browser_lang, first_state};
pub use state::{AppProps, Screen, ShellAction, ShellState};

/// The root component.
#[component]
pub fn App(props: &AppProps) -> Html {
    let initial = props.lang;
    let state = use_reducer(move || {
        let chosen = storage::saved_lang().map(|tag| Lang::from_tag(&tag));
        first_state(initial.or(chosen).unwrap_or_else(browser_lang))
    });
    // The page speaks its game's Portuguese once it has read it from beside it (meanwhile the
    // language it spoke, so a table is never taken down; at the very start, nothing yet); if it
    // cannot (offline before it was ever kept), English.
    #[cfg(feature = "table")]
    let words = crate::hooks::use_words(state.lang);
    // A page with no game's code carries every word it says (the shelf's, the statistics').
    #[cfg(not(feature = "table"))]
    let words = crate::hooks::Later::Ready;
    let spoken = use_mut_ref(|| None::<Lang>);
    let before = *spoken.borrow();
    let lang = match (&words, before) {
        (crate::hooks::Later::Ready, _) => state.lang,
        (crate::hooks::Later::Failed(_), _) => Lang::En,
        (crate::hooks::Later::Reading, before) => before.unwrap_or(state.lang),
    };
    let unspoken = words == crate::hooks::Later::Reading && before.is_none();
    if !unspoken {
        *spoken.borrow_mut() = Some(lang);
    }

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
    let game_here = GameId::all()
        .find(|g| g.is_here())
        .filter(|_| !Screen::Title.is_here());
    // Once it draws a screen (not while its words are still on their way), the app takes the
    // place of the page's still picture of its first screen (scripts/prerender.mjs). In the
    // render itself, not in an effect: Yew may hand the browser a turn between a render and its
    // effects, and the page must never hold the picture and the app's screen side by side.
    let drawn = state.leaving.is_none() && !unspoken;
    let shell_up = use_mut_ref(|| true);
    if drawn && std::mem::take(&mut *shell_up.borrow_mut()) {
        if let Some(shell) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id("shell"))
        {
            shell.remove();
        }
    }
    // Again once the words read from beside the page arrive: the title's words may be among them.
    use_effect_with((lang, words.clone()), move |(lang, _)| {
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

    let set_lang = LangSetter(on_lang);
    let screen = if !drawn {
        // Another page is on its way, or the words to draw this one with.
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
                    on_quit: leave,
                    on_again: again,
                };
                opened.table.screen(props, key)
            }
            #[cfg(feature = "table")]
            (Screen::NewGame(game), _) if game.is_here() => {
                let props = SetupProps {
                    initial: state.draft.clone(),
                    on_back: go(Screen::Title),
                    on_start,
                };
                game.here().map(|g| g.setup(props)).unwrap_or_default()
            }
            #[cfg(feature = "table")]
            (Screen::Replay, _) => match &state.replay {
                Some((game, record)) => {
                    let props = ReplayProps {
                        record: record.clone(),
                        on_leave: go(Screen::Saves),
                    };
                    game.here().map(|g| g.replay(props)).unwrap_or_default()
                }
                None => Html::default(),
            },
            (Screen::Rules(game), _) if game.is_here() => game
                .here()
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
            #[cfg(feature = "statistics")]
            (Screen::Statistics, _) => html! { <StatisticsScreen on_back={go(Screen::Title)} /> },
            _ => title(&show, on_install),
        }
    };

    html! {
        <ContextProvider<Lang> context={lang}>
            <ContextProvider<LangSetter> context={set_lang}>
                <main class={classes!("app", state.game_class())}>{ for update_banner }{ screen }</main>
            </ContextProvider<LangSetter>>
        </ContextProvider<Lang>>
    }
}

/// The title screen: the shelf of games.
#[cfg(feature = "shelf")]
fn title(show: &Rc<dyn Fn(Screen)>, on_install: Option<Callback<()>>) -> Html {
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
            on_statistics={go(Screen::Statistics)}
            has_saves={!storage::list().is_empty()}
            latest={crate::components::latest_unfinished()}
            on_continue={Callback::from(|latest: LatestGame| pages::go(&To::Open(latest.game, latest.id)))}
            {on_install}
            open_in_tab={(device::setting() == Setting::Embedded).then(device::own_address).flatten()}
        />
    }
}

/// A page without the shelf never shows the title: it is on its way to the shelf.
#[cfg(not(feature = "shelf"))]
fn title(_: &Rc<dyn Fn(Screen)>, _: Option<Callback<()>>) -> Html {
    Html::default()
}
