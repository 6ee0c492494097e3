//! The title screen: emblem, the game's name, and the main menu.

use yew::prelude::*;

use super::{Emblem, LangSwitch};
use crate::hooks::use_lang;
use crate::i18n::Lang;

/// Properties of [`TitleScreen`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct TitleScreenProps {
    /// "New game" was pressed.
    pub on_new_game: Callback<()>,
    /// "Rules" was pressed.
    pub on_rules: Callback<()>,
    /// "Continue" (or "Import a game", with no saved game yet) was pressed.
    pub on_saves: Callback<()>,
    /// Whether saved games exist.
    #[prop_or_default]
    pub has_saves: bool,
    /// A language was picked.
    pub on_lang: Callback<Lang>,
    /// "Install the app", when the browser offers it.
    #[prop_or_default]
    pub on_install: Option<Callback<()>>,
    /// The app's own address, offered as a link to a tab of its own (inside another page).
    #[prop_or_default]
    pub open_in_tab: Option<AttrValue>,
}

/// The first screen a player sees.
#[component]
pub fn TitleScreen(props: &TitleScreenProps) -> Html {
    let lang = use_lang();
    let on_new_game = props.on_new_game.reform(|_: MouseEvent| ());
    let on_rules = props.on_rules.reform(|_: MouseEvent| ());
    html! {
        <section class="screen title-screen" aria-labelledby="game-title">
            <div class="title-bar">
                <LangSwitch on_change={props.on_lang.clone()} />
            </div>
            <div class="title-body">
                <Emblem class="title-emblem" />
                <div class="title-menu">
                    <h1 id="game-title" class="game-title">
                        <span class="game-name">{ lang.t("title") }</span>
                        <span class="game-subtitle">{ lang.t("subtitle") }</span>
                    </h1>
                    <p class="edition">{ lang.t("edition") }</p>
                    <p class="tagline">{ lang.t("tagline") }</p>
                    <nav class="menu">
                        <button type="button" class="btn primary" onclick={on_new_game}>
                            { lang.t("new-game") }
                        </button>
                        <button type="button" class="btn" onclick={props.on_saves.reform(|_| ())}>
                            { if props.has_saves { lang.t("continue-game") } else { lang.t("import-game") } }
                        </button>
                        <button type="button" class="btn" onclick={on_rules}>
                            { lang.t("rules") }
                        </button>
                        if let Some(on_install) = &props.on_install {
                            <button type="button" class="btn install" onclick={on_install.reform(|_| ())}>
                                { lang.t("install-app") }
                            </button>
                        }
                        if let Some(address) = &props.open_in_tab {
                            <a class="btn open-in-tab" href={address.clone()} target="_blank" rel="noopener">
                                { lang.t("open-in-tab") }
                            </a>
                        }
                    </nav>
                </div>
            </div>
            <p class="footer-note">{ lang.t("footer") }</p>
        </section>
    }
}
