//! "A new version is ready": the service worker has the next version of the app and waits for the
//! player's word, so nothing changes under a game in progress. Reloading opens the saved game
//! again at the same moment.

use yew::prelude::*;

use crate::hooks::use_lang;

/// Properties of [`UpdateBanner`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct UpdateBannerProps {
    /// "Reload now" was pressed.
    pub on_reload: Callback<()>,
    /// "Later" was pressed.
    pub on_later: Callback<()>,
}

/// The banner offering the new version.
#[component]
pub fn UpdateBanner(props: &UpdateBannerProps) -> Html {
    let lang = use_lang();
    html! {
        <div class="update-banner" role="status" aria-live="polite">
            <p>
                <strong>{ lang.t("update-ready") }</strong>
                { " " }{ lang.t("update-safe") }
            </p>
            <div class="update-actions">
                <button type="button" class="btn small primary" onclick={props.on_reload.reform(|_| ())}>
                    { lang.t("update-reload") }
                </button>
                <button type="button" class="btn small" onclick={props.on_later.reform(|_| ())}>
                    { lang.t("update-later") }
                </button>
            </div>
        </div>
    }
}
