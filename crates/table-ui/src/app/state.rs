//! What the shell keeps: the screen, the language, the game at the table and what to say, and the
//! actions that change them.

use std::rc::Rc;

use yew::prelude::*;

use super::*;

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
    /// The statistics of every game.
    Statistics,
    /// A game at the table.
    Game,
    /// The replay of a saved game ([`ShellState::replay`]).
    Replay,
}

impl Screen {
    /// Whether this build shows it (else another page does).
    pub fn is_here(self) -> bool {
        match self {
            Screen::Title | Screen::Saves => cfg!(feature = "shelf"),
            Screen::Statistics => cfg!(feature = "statistics"),
            Screen::NewGame(g) | Screen::Rules(g) => g.is_here(),
            Screen::Game | Screen::Replay => true,
        }
    }

    /// The page that shows it.
    pub(super) fn page(self) -> To {
        match self {
            Screen::Title | Screen::Game | Screen::Replay => To::Title,
            Screen::Statistics => To::Statistics,
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
    /// The saved game replayed, and its game.
    pub replay: Option<(GameId, Rc<table::Record>)>,
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
pub(super) fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map_or(Lang::En, |tag| Lang::from_tag(&tag))
}

impl ShellState {
    /// The class of the game whose screen shows, `game-<id>`: each game's stylesheet is scoped
    /// under it, so one game's rules never reach another's screens.
    pub fn game_class(&self) -> Option<String> {
        let game = match (self.screen, &self.game) {
            (Screen::NewGame(game) | Screen::Rules(game), _) => game,
            (Screen::Game, Some((opened, _))) => opened.table.game(),
            (Screen::Replay, _) => self.replay.as_ref()?.0,
            _ => return None,
        };
        Some(format!("game-{}", game.id()))
    }

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

    /// Opens the replay of stored game `id`, on its game's page; one that does not read or
    /// replay goes back to the saved games, saying why.
    fn replaying(mut self, id: &str) -> ShellState {
        let Some(text) = storage::read(id) else {
            return self.show(Screen::Saves);
        };
        let read = table::Record::parse(&text)
            .and_then(|record| Ok((crate::saves::game_of(&record)?, record)));
        match read {
            Ok((game, _)) if !game.is_here() => {
                self.leaving = Some(To::Replay(game, id.to_owned()));
                self
            }
            Ok((game, record)) => match crate::saves::table_of(&record) {
                Ok(_) => {
                    self.replay = Some((game, Rc::new(record)));
                    self.screen = Screen::Replay;
                    self
                }
                Err(e) => {
                    let reason = crate::words::record_error(self.lang, &e);
                    self.saves_saying(reason)
                }
            },
            Err(e) => {
                let reason = crate::words::record_error(self.lang, &e);
                self.saves_saying(reason)
            }
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
pub(super) fn first_state(lang: Lang) -> ShellState {
    let state = ShellState {
        lang,
        draft: storage::recall(storage::DRAFT_KEY)
            .and_then(|text| TableDraft::from_json(&text))
            .unwrap_or_default(),
        ..ShellState::default()
    };
    match pages::ask() {
        // The statistics' page asked nothing (a bookmark): its statistics.
        Ask::Resume if Screen::Statistics.is_here() && !Screen::Title.is_here() => {
            state.show(Screen::Statistics)
        }
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
        Ask::Replay(id) => state.replaying(&id),
        Ask::Statistics => state.show(Screen::Statistics),
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
            .reduce(ShellAction::Go(Screen::Rules(GameId::new("alpha"))));
        assert_eq!(rules.screen, Screen::Rules(GameId::new("alpha")));
        assert_eq!(rules.lang, Lang::En);

        let pt = rules.reduce(ShellAction::SetLang(Lang::PtBr));
        assert_eq!(pt.screen, Screen::Rules(GameId::new("alpha")));
        assert_eq!(pt.lang, Lang::PtBr);
        assert_eq!(pt.game, None);
    }
}
