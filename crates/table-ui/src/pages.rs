//! The pages of the app and the addresses between them. The front door (`index.html`: the title
//! as a picture that works without the app's code, for a device with no saved games yet), the
//! shelf (`shelf.html`: the title and the saved games), each game's page (`<game>.html`: its new-game screen, rules and table) and
//! the statistics' (`statistics.html`) are separate builds, so a page loads only the code of what it shows. A screen this build does
//! not hold is another page's: going there loads it.
//!
//! What a page is asked to show travels in its address: `?title`, `?new=<game>`, `?rules=<game>`,
//! `?open=<saved game id>`, `?replay=<saved game id>`, `?import=<game>`, `?saves` and `?stats`. What one
//! page hands the next (the text to import, how the import went) travels in the tab, never in
//! the address (see
//! [`storage::carry_memory`]), so no link can make the app say something. A seed in the address
//! (`?seed=N`, for tests and replays) goes along to the next page.

use crate::shelf::GameId;
use crate::storage;

/// What the address asks the page to show.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Ask {
    /// Nothing: resume the game left on the table, if any.
    #[default]
    Resume,
    /// The shelf's title, whatever game is on the table (the way back from a game's page).
    Title,
    /// The saved games.
    Saves,
    /// A new game of this game.
    New(GameId),
    /// The rules of this game.
    Rules(GameId),
    /// The saved game with this id.
    Open(String),
    /// The game handed over to be imported.
    Import(GameId),
    /// The replay of the saved game with this id.
    Replay(String),
    /// The statistics.
    Statistics,
}

/// A page to go to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum To {
    /// The shelf's title.
    Title,
    /// The saved games, saying this first (carried in the tab, see [`storage::say_next`]).
    Saves(Option<String>),
    /// A new game of this game.
    New(GameId),
    /// The rules of this game.
    Rules(GameId),
    /// The saved game with this id, of this game.
    Open(GameId, String),
    /// The handed-over text, to import as a game of this game.
    Import(GameId),
    /// The replay of the saved game with this id, of this game.
    Replay(GameId, String),
    /// The statistics' page.
    Statistics,
}

impl Ask {
    /// Reads what a query string (`?a=b&c`, its values URI-encoded) asks.
    pub fn from_query(query: &str, decode: impl Fn(&str) -> String) -> Ask {
        let pairs: Vec<(&str, String)> = query
            .trim_start_matches('?')
            .split('&')
            .filter(|p| !p.is_empty())
            .map(|p| match p.split_once('=') {
                Some((k, v)) => (k, decode(v)),
                None => (p, String::new()),
            })
            .collect();
        let get = |key: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| v.clone())
        };
        let game = |key: &str| get(key).and_then(|g| GameId::from_id(&g));
        if let Some(g) = game("new") {
            Ask::New(g)
        } else if let Some(g) = game("rules") {
            Ask::Rules(g)
        } else if let Some(g) = game("import") {
            Ask::Import(g)
        } else if let Some(id) = get("open").filter(|id| !id.is_empty()) {
            Ask::Open(id)
        } else if let Some(id) = get("replay").filter(|id| !id.is_empty()) {
            Ask::Replay(id)
        } else if get("stats").is_some() {
            Ask::Statistics
        } else if get("saves").is_some() {
            Ask::Saves
        } else if get("title").is_some() {
            Ask::Title
        } else {
            Ask::Resume
        }
    }
}

/// The shelf's page: the title and the saved games, with the app's code. The front door
/// (`index.html`, the same title without the code) passes on to it whatever it cannot show.
pub const SHELF_PAGE: &str = "shelf.html";

impl To {
    /// The address of the page, relative to this one (every page sits beside `index.html`),
    /// with `seed` carried along. `encode` URI-encodes a value.
    pub fn address(&self, seed: Option<&str>, encode: impl Fn(&str) -> String) -> String {
        self.address_from(true, seed, encode)
    }

    /// The address of this page, the title's being the front door's only where `front_door` (a
    /// device the front door would show the title on, not pass on to the shelf's page).
    fn address_from(
        &self,
        front_door: bool,
        seed: Option<&str>,
        encode: impl Fn(&str) -> String,
    ) -> String {
        let mut query = match self {
            To::Title => vec!["title".to_owned()],
            To::Saves(_) => vec!["saves".to_owned()],
            To::New(g) => vec![format!("new={}", g.id())],
            To::Rules(g) => vec![format!("rules={}", g.id())],
            To::Open(_, id) => vec![format!("open={}", encode(id))],
            To::Import(g) => vec![format!("import={}", g.id())],
            To::Replay(_, id) => vec![format!("replay={}", encode(id))],
            To::Statistics => vec!["stats".to_owned()],
        };
        if let Some(seed) = seed {
            query.push(format!("seed={}", encode(seed)));
        }
        let page = match self {
            // The front door: the title drawn, without the app's code (it passes anything else on
            // to the shelf's page, as it does a device with saved games).
            To::Title if front_door => "./",
            To::Title | To::Saves(_) => SHELF_PAGE,
            To::Statistics => "statistics.html",
            To::New(g) | To::Rules(g) | To::Open(g, _) | To::Import(g) | To::Replay(g, _) => {
                &g.page()
            }
        };
        format!("{page}?{}", query.join("&"))
    }
}

fn encode(value: &str) -> String {
    js_sys::encode_uri_component(value).into()
}

fn decode(value: &str) -> String {
    js_sys::decode_uri_component(value).map_or_else(|_| value.to_owned(), String::from)
}

fn query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// What this page's address asks.
pub fn ask() -> Ask {
    Ask::from_query(&query(), decode)
}

/// The seed in this page's address, if any.
fn seed() -> Option<String> {
    web_sys::UrlSearchParams::new_with_str(&query())
        .ok()
        .and_then(|p| p.get("seed"))
}

/// The address of page `to` from here. The title is the front door's only on a device without
/// saved games: with one, the front door would pass the visit on to the shelf's page, a second
/// page load, so the way back to the title goes there at once.
pub fn address(to: &To) -> String {
    let front_door = storage::current().is_none() && storage::list().is_empty();
    to.address_from(front_door, seed().as_deref(), encode)
}

/// Loads page `to`: a step forward the browser's Back button returns from, or the way back to
/// the shelf, in place of this page (so Back does not return to a game page that was left).
pub fn go(to: &To) {
    leave_for(to, matches!(to, To::Title | To::Saves(_)));
}

/// Loads page `to` instead of this one (the address asked for something this page passes on).
pub fn pass_on(to: &To) {
    leave_for(to, true);
}

/// Leaves for page `to`, with what the tab carries to it (and the notice it is to say).
fn leave_for(to: &To, replace: bool) {
    if let To::Saves(Some(notice)) = to {
        storage::say_next(notice.clone());
    }
    storage::carry_memory();
    let url = address(to);
    if let Some(location) = web_sys::window().map(|w| w.location()) {
        let _ = if replace {
            location.replace(&url)
        } else {
            location.assign(&url)
        };
    }
}

/// Drops what the address asked once it is done, so a reload resumes the game at the table
/// instead of asking again (the seed stays).
pub fn settle() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let url = match seed() {
        Some(seed) => format!("{path}?seed={}", encode(&seed)),
        None => path,
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(s: &str) -> String {
        s.replace(' ', "%20")
    }

    fn unplain(s: &str) -> String {
        s.replace("%20", " ")
    }

    #[test]
    fn every_page_reads_back_what_it_was_sent() {
        crate::shelf::tests::shelve();
        let cases = [
            (To::Title, Ask::Title),
            (To::Saves(None), Ask::Saves),
            (To::Saves(Some("Imported: Ana".into())), Ask::Saves),
            (To::New(GameId::new("beta")), Ask::New(GameId::new("beta"))),
            (
                To::Rules(GameId::new("alpha")),
                Ask::Rules(GameId::new("alpha")),
            ),
            (
                To::Open(GameId::new("beta"), "k3 j2".into()),
                Ask::Open("k3 j2".into()),
            ),
            (
                To::Import(GameId::new("alpha")),
                Ask::Import(GameId::new("alpha")),
            ),
            (
                To::Replay(GameId::new("beta"), "k3 j2".into()),
                Ask::Replay("k3 j2".into()),
            ),
            (To::Statistics, Ask::Statistics),
        ];
        for (to, ask) in cases {
            for seed in [None, Some("42")] {
                let address = to.address(seed, plain);
                let query = address.split_once('?').map_or("", |(_, q)| q);
                assert_eq!(Ask::from_query(query, unplain), ask, "{address}");
                assert_eq!(query.contains("seed=42"), seed.is_some(), "{address}");
            }
        }
        assert_eq!(To::Title.address(None, plain), "./?title");
        assert_eq!(
            To::Open(GameId::new("beta"), "x".into()).address(None, plain),
            "beta.html?open=x"
        );
        assert_eq!(
            To::New(GameId::new("alpha")).address(None, plain),
            "alpha.html?new=alpha"
        );
    }

    /// Every game's page starts with static/game-page.js, which goes to the shelf's title before
    /// the page's code loads when the address asks nothing and no game is on the table: it must
    /// know every question an address can ask, and where the table's game is kept.
    #[test]
    fn the_game_pages_first_script_knows_the_questions_and_the_table() {
        crate::shelf::tests::shelve();
        let script = include_str!("../../../static/game-page.js");
        assert!(script.contains(&format!("\"{}\"", storage::CURRENT_KEY)));
        let game = GameId::new("alpha");
        for to in [
            To::Title,
            To::Saves(None),
            To::New(game),
            To::Rules(game),
            To::Open(game, "x".into()),
            To::Replay(game, "x".into()),
            To::Import(game),
            To::Statistics,
        ] {
            // Every kind of page is in the list above: a new one fails to compile here until it
            // is added there (and to the script).
            match &to {
                To::Title
                | To::Saves(_)
                | To::New(_)
                | To::Rules(_)
                | To::Open(..)
                | To::Replay(..)
                | To::Import(_)
                | To::Statistics => {}
            }
            let address = to.address(None, plain);
            let question = address.split_once('?').unwrap().1;
            let key = question.split('=').next().unwrap();
            assert!(
                script.contains(&format!("\"{key}\"")),
                "{key} is not in the script"
            );
            assert_ne!(Ask::from_query(question, unplain), Ask::Resume);
        }
        assert!(script.contains(r#"location.replace("./?title""#));
    }

    /// A release page's first paint (static/shell.js) shows its first screen in the language the
    /// app will speak: it reads the language kept on the device where the app keeps it, and the
    /// addresses of the first screens are the ones the app writes.
    #[test]
    fn the_first_paint_knows_the_kept_language_and_the_first_screens() {
        use crate::i18n::Lang;
        crate::shelf::tests::shelve();
        let script = include_str!("../../../static/shell.js");
        assert!(script.contains(&format!("\"{}\"", storage::LANG_KEY)));
        assert_eq!(To::Title.address(None, plain), "./?title");
        assert!(script.contains(r#"/^title(&|$)/"#));
        // A game page's shell is asked for as `new=<game>` (scripts/prerender.mjs writes it).
        let new = To::New(GameId::new("alpha")).address(None, plain);
        assert_eq!(new.split_once('?').unwrap().1, "new=alpha");
        for tag in ["pt", "pt-BR", "pt_PT", "en", "en-US", "fr"] {
            let portuguese = tag.starts_with("pt");
            assert_eq!(Lang::from_tag(tag) == Lang::PtBr, portuguese, "{tag}");
        }
        assert!(script.contains(r#"/^pt([-_]|$)/i"#));
    }

    /// The front door (static/front-door.js, the title without the app's code) reads what the app
    /// keeps, where the app keeps it, and passes on to the shelf's page what it cannot show.
    #[test]
    fn the_front_door_reads_and_keeps_what_the_app_does() {
        let script = include_str!("../../../static/front-door.js");
        for key in [
            storage::LANG_KEY,
            storage::CURRENT_KEY,
            storage::GAME_KEY,
            crate::motion::MOTION_KEY,
        ] {
            assert!(script.contains(&format!("\"{key}\"")), "{key}");
        }
        assert!(script.contains(&format!("\"{SHELF_PAGE}\"")));
        // The saved games are the shelf's page's, the title the front door's.
        assert!(To::Saves(None).address(None, plain).starts_with(SHELF_PAGE));
        assert!(To::Title.address(None, plain).starts_with("./?"));
        // A device with saved games goes back to the shelf's page at once, as the front door
        // would send it.
        assert_eq!(
            To::Title.address_from(false, Some("4"), plain),
            format!("{SHELF_PAGE}?title&seed=4")
        );
        assert!(script.contains(r#"query.has("title")"#));
    }

    #[test]
    fn an_address_that_names_no_game_of_the_shelf_asks_nothing() {
        crate::shelf::tests::shelve();
        assert_eq!(Ask::from_query("?new=chess", unplain), Ask::Resume);
        assert_eq!(Ask::from_query("?open=", unplain), Ask::Resume);
        assert_eq!(Ask::from_query("?seed=7", unplain), Ask::Resume);
        assert_eq!(Ask::from_query("", unplain), Ask::Resume);
    }
}
