//! The title screen is the shelf: every game with its picture, a line on what it is about and how
//! many play, and the menu of the whole app (saved games of every game, install, open in a tab).
//!
//! It is also the front door's picture (`index.html`, a page without the app's code: see
//! `static/front-door.js`): each button that leaves for another screen names the page it goes to
//! in `data-go`, and the install button is always drawn, hidden until the browser offers to
//! install, so the picture works as drawn before any code arrives.

use yew::prelude::*;

use super::{GameArt, LangSwitch, MotionSelect};
use crate::hooks::use_lang;
use crate::i18n::{num, text, Lang};
use crate::pages::To;
use crate::shelf::GameId;

/// The address `data-go` names for a button that leaves for `to` (the front door adds the seed).
fn goes(to: &To) -> String {
    to.address(None, str::to_owned)
}

/// The saved game played last that is not over, offered first on the shelf: back to it in one
/// tap, without looking for it in the list of saves below the games.
#[derive(Debug, Clone, PartialEq)]
pub struct LatestGame {
    /// Its game.
    pub game: GameId,
    /// Its id among the saves.
    pub id: String,
    /// Its name, or its players'.
    pub title: String,
    /// How far it has come.
    pub summary: table::Summary,
}

/// Properties of [`TitleScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct TitleScreenProps {
    /// "New game" was pressed on a game.
    pub on_new_game: Callback<GameId>,
    /// "Rules" was pressed on a game.
    pub on_rules: Callback<GameId>,
    /// "Continue" (or "Import a game", with no saved game yet) was pressed.
    pub on_saves: Callback<()>,
    /// "Statistics" was pressed.
    pub on_statistics: Callback<()>,
    /// Whether saved games exist.
    #[prop_or_default]
    pub has_saves: bool,
    /// The game to go back to, offered first.
    #[prop_or_default]
    pub latest: Option<LatestGame>,
    /// Its Continue was pressed.
    #[prop_or_default]
    pub on_continue: Callback<LatestGame>,
    /// "Install the app", when the browser offers it.
    #[prop_or_default]
    pub on_install: Option<Callback<()>>,
    /// The app's own address, offered as a link to a tab of its own (inside another page).
    #[prop_or_default]
    pub open_in_tab: Option<AttrValue>,
}

/// One game on the shelf.
fn shelf_game(lang: Lang, game: GameId, props: &TitleScreenProps) -> Html {
    let key = game.id();
    let heading = format!("game-{key}");
    let seats = game.seats();
    let on_new_game = props.on_new_game.reform(move |_: MouseEvent| game);
    let on_rules = props.on_rules.reform(move |_: MouseEvent| game);
    html! {
        <article class={classes!("shelf-game", key)} data-game={key} aria-labelledby={heading.clone()}>
            <GameArt {game} class="shelf-art" />
            <div class="shelf-text">
                <h2 id={heading} class="shelf-name">
                    <span class="game-name">{ lang.t(&game.name_key()) }</span>
                    <span class="game-subtitle">{ lang.t(&game.subtitle_key()) }</span>
                </h2>
                <p class="tagline">{ lang.t(&game.pitch_key()) }</p>
                <p class="seats">{ lang.ta("seats-range", &[("min", num(*seats.start() as u32)), ("max", num(*seats.end() as u32))]) }</p>
                <div class="shelf-buttons">
                    <button type="button" class="btn primary" data-go={goes(&To::New(game))} onclick={on_new_game}>{ lang.t("new-game") }</button>
                    <button type="button" class="btn" data-go={goes(&To::Rules(game))} onclick={on_rules}>{ lang.t("rules") }</button>
                </div>
            </div>
        </article>
    }
}

/// The game to go back to, above the shelf.
fn latest_game(lang: Lang, latest: &LatestGame, on_continue: &Callback<LatestGame>) -> Html {
    let game = latest.game;
    let on_click = {
        let (latest, on_continue) = (latest.clone(), on_continue.clone());
        move |_: MouseEvent| on_continue.emit(latest.clone())
    };
    let name = lang.t(&game.name_key());
    html! {
        <section class={classes!("latest-game", game.id())} aria-labelledby="latest-h">
            <GameArt {game} class="latest-art" />
            <div class="latest-text">
                <h2 id="latest-h" class="latest-name">{ lang.ta("latest-game", &[("game", text(name))]) }</h2>
                <p class="latest-players">{ latest.title.clone() }</p>
                <p class="latest-progress">{ crate::words::saved_progress(lang, &latest.summary) }</p>
            </div>
            <button type="button" class="btn primary" onclick={on_click}>{ lang.t("continue-game") }</button>
        </section>
    }
}

/// The first screen a player sees.
#[component]
pub fn TitleScreen(props: &TitleScreenProps) -> Html {
    let lang = use_lang();
    html! {
        <section class="screen title-screen" aria-labelledby="shelf-title">
            <div class="title-bar">
                <h1 id="shelf-title" class="shelf-title">{ lang.t("shelf-title") }</h1>
                <LangSwitch />
            </div>
            if let Some(latest) = &props.latest {
                { latest_game(lang, latest, &props.on_continue) }
            }
            <div class="shelf">
                { for GameId::all().map(|game| shelf_game(lang, game, props)) }
            </div>
            <nav class="menu" aria-label={lang.t("shelf-menu")}>
                <button type="button" class="btn" data-go={goes(&To::Saves(None))} onclick={props.on_saves.reform(|_| ())}>
                    { lang.t(match (props.has_saves, &props.latest) {
                        (false, _) => "import-game",
                        (true, None) => "continue-game",
                        (true, Some(_)) => "saved-games",
                    }) }
                </button>
                <button type="button" class="btn" data-go={goes(&To::Statistics)} onclick={props.on_statistics.reform(|_| ())}>{ lang.t("stats") }</button>
                <button type="button" class="btn install" hidden={props.on_install.is_none()} onclick={props.on_install.clone().unwrap_or_default().reform(|_| ())}>
                    { lang.t("install-app") }
                </button>
                if let Some(address) = &props.open_in_tab {
                    <a class="btn open-in-tab" href={address.clone()} target="_blank" rel="noopener">
                        { lang.t("open-in-tab") }
                    </a>
                }
            </nav>
            // The device's animations, for every game (a table of people only has no computers' bar).
            <div class="title-motion"><MotionSelect /></div>
            <p class="footer-note">{ lang.t("footer") }</p>
        </section>
    }
}
