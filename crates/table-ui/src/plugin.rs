//! How a game plugs into the app: it implements [`GameUi`] once (its table screen, new-game
//! screen, rules and words for a save that does not replay), and the shell reaches it through its
//! place on the shelf ([`crate::shelf`]), never by name. A table of any game is an [`AnyTable`].

use std::any::Any;
use std::fmt;
use std::marker::PhantomData;
use std::rc::Rc;

use table::{
    Event, GameError, Played, PlayedLoadError, Record, RecordError, Refusal, Shelved, Summary,
    Table, TableDraft, TableGame, UndoRefusal,
};
use tabletop::Seat;
use yew::prelude::*;

use crate::hooks::TableScreenProps;
use crate::i18n::Lang;
use crate::replay::{ReplayProps, ReplayScreen};
use crate::shelf::GameId;
use crate::storage::{self, SaveStatus, Saver};
use crate::words::{LogGroup, LogLine};

/// What the shell asks of a game whose code is on this page.
pub trait GameUi: TableGame {
    /// Its place on the shelf.
    const ID: GameId;
    /// Its table screen.
    fn screen(props: TableScreenProps<Self>, key: String) -> Html;
    /// Its new-game screen.
    fn setup(props: SetupProps) -> Html;
    /// Its rules screen.
    fn rules(on_back: Callback<()>) -> Html;
    /// Why a record of it does not replay, in words.
    fn load_error(lang: Lang, e: &Self::LoadError) -> String;
    /// Its own catalogue files in language `lang`, in load order (see [`catalogues!`]).
    fn catalogue(lang: Lang) -> &'static [&'static str];
    /// The names of its catalogue files in language `lang` the page reads from beside it (see
    /// [`catalogues!`]): the page speaks that language once they are read.
    fn later_catalogue(_lang: Lang) -> &'static [&'static str] {
        &[]
    }
    /// The table of an imported text that is no record but the game's own short code, if it is
    /// one.
    fn from_code(_text: &str) -> Option<Result<Table<Self>, RecordError>> {
        None
    }
    /// The log panel's groups of lines: `events` in words (as the screen's viewer may see them),
    /// the ones from `lit_from` on lit (a computer's move just made).
    fn log_groups(
        lang: Lang,
        table: &Table<Self>,
        events: Vec<Self::Event>,
        lit_from: usize,
    ) -> Vec<LogGroup>;
    /// Why a decision was refused, in words that say what to do.
    fn refusal(lang: Lang, table: &Table<Self>, refusal: &Self::Refusal) -> String;
    /// Why the last decision cannot be taken back.
    fn undo_words(lang: Lang, refusal: &Self::UndoRefusal) -> String;
    /// What the curtain before `name` says on its button and under it, where the game words it
    /// (the shared words otherwise).
    fn curtain_words(_lang: Lang, _name: &str) -> (Option<String>, Option<String>) {
        (None, None)
    }
    /// The news the curtain shows `seat`: by default, all since that player last looked.
    fn curtain_news(table: &Table<Self>, seat: Seat) -> Vec<Self::Event> {
        table.news_for(seat).collect()
    }
    /// Whether it has a first game that teaches (see [`table::lesson`]): its script and words,
    /// `crates/<game>-ui/lesson/`, are copied beside the page as `lessons/<game>/` and read when
    /// asked for.
    fn has_lesson() -> bool {
        false
    }
    /// Whether `action` is a small step that closes a turn (leaving the quarry, a discard to the
    /// hand limit): the bar names a computer's turn by its main move, not by such a step.
    fn minor(_action: &Self::Action) -> bool {
        false
    }
}

/// [`GameUi`] for a game recorded by [`Played`]: its crate implements this on its own marker type
/// `S` (the one that is [`Shelved`]), and `Played<S>` is then a [`GameUi`].
pub trait PlayedUi: Shelved {
    /// Its place on the shelf.
    const ID: GameId;
    /// Its table screen.
    fn screen(props: TableScreenProps<Played<Self>>, key: String) -> Html;
    /// Its new-game screen.
    fn setup(props: SetupProps) -> Html;
    /// Its rules screen.
    fn rules(on_back: Callback<()>) -> Html;
    /// Why a record of it does not replay, in words.
    fn load_error(lang: Lang, e: &PlayedLoadError<Self>) -> String;
    /// Its own catalogue files in language `lang`, in load order (see [`catalogues!`]).
    fn catalogue(lang: Lang) -> &'static [&'static str];
    /// See [`GameUi::later_catalogue`].
    fn later_catalogue(_lang: Lang) -> &'static [&'static str] {
        &[]
    }
    /// One event of the log in words: its lines, none for an event the log does not show.
    fn event(lang: Lang, table: &Table<Played<Self>>, event: &Event<Self>) -> Vec<String>;
    /// Whether `event` opens a turn on its own (the turn's start, its draw): written by the
    /// decision before it, it belongs to the turn it opens, lit with that turn's computer move
    /// and not with the one before.
    fn opens_turn(_event: &Event<Self>) -> bool {
        false
    }
    /// Why a decision was refused, in words that say what to do.
    fn refusal(lang: Lang, table: &Table<Played<Self>>, refusal: &Refusal<Self>) -> String;
    /// See [`GameUi::curtain_words`].
    fn curtain_words(_lang: Lang, _name: &str) -> (Option<String>, Option<String>) {
        (None, None)
    }
    /// See [`GameUi::curtain_news`].
    fn curtain_news(table: &Table<Played<Self>>, seat: Seat) -> Vec<Event<Self>> {
        table.news_for(seat).collect()
    }
    /// See [`GameUi::has_lesson`].
    fn has_lesson() -> bool {
        false
    }
    /// See [`GameUi::minor`].
    fn minor(_action: &table::Action<Self>) -> bool {
        false
    }
}

/// The events lit for a move whose events begin at `from`: back over the opening of its turn
/// just before it, and up to the next turn's opening that it ends with (nothing when `from` is
/// past the end).
fn lit_span<E>(
    events: &[E],
    from: usize,
    opens_turn: impl Fn(&E) -> bool,
) -> std::ops::Range<usize> {
    if from >= events.len() {
        return 0..0;
    }
    let mut start = from;
    while start > 0 && opens_turn(&events[start - 1]) {
        start -= 1;
    }
    let mut end = events.len();
    while end > from + 1 && opens_turn(&events[end - 1]) {
        end -= 1;
    }
    start..end
}

impl<S: PlayedUi> GameUi for Played<S> {
    const ID: GameId = S::ID;

    fn screen(props: TableScreenProps<Self>, key: String) -> Html {
        S::screen(props, key)
    }

    fn setup(props: SetupProps) -> Html {
        S::setup(props)
    }

    fn rules(on_back: Callback<()>) -> Html {
        S::rules(on_back)
    }

    fn load_error(lang: Lang, e: &PlayedLoadError<S>) -> String {
        S::load_error(lang, e)
    }

    fn catalogue(lang: Lang) -> &'static [&'static str] {
        S::catalogue(lang)
    }

    fn later_catalogue(lang: Lang) -> &'static [&'static str] {
        S::later_catalogue(lang)
    }

    /// Untitled lines, one group each: a line's events' words lit when the event is, the
    /// turn's opening with the move (see [`PlayedUi::opens_turn`]).
    fn log_groups(
        lang: Lang,
        table: &Table<Self>,
        events: Vec<Event<S>>,
        lit_from: usize,
    ) -> Vec<LogGroup> {
        let lit = lit_span(&events, lit_from, S::opens_turn);
        LogGroup::untitled(events.iter().enumerate().flat_map(|(i, event)| {
            let on = lit.contains(&i);
            S::event(lang, table, event)
                .into_iter()
                .map(move |text| LogLine { text, lit: on })
        }))
    }

    fn refusal(lang: Lang, table: &Table<Self>, refusal: &Refusal<S>) -> String {
        S::refusal(lang, table, refusal)
    }

    fn undo_words(lang: Lang, refusal: &UndoRefusal) -> String {
        crate::words::undo_refusal(lang, Self::GAME, refusal)
    }

    fn curtain_words(lang: Lang, name: &str) -> (Option<String>, Option<String>) {
        S::curtain_words(lang, name)
    }

    fn curtain_news(table: &Table<Self>, seat: Seat) -> Vec<Event<S>> {
        S::curtain_news(table, seat)
    }

    fn has_lesson() -> bool {
        S::has_lesson()
    }

    fn minor(action: &table::Action<S>) -> bool {
        S::minor(action)
    }
}

/// Properties of every game's new-game screen.
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct SetupProps {
    /// The table to start from (the last one set up).
    pub initial: TableDraft,
    /// Back to the title screen.
    pub on_back: Callback<()>,
    /// Start the game dealt: the table as set up, and the game at it.
    pub on_start: Callback<(TableDraft, AnyTable)>,
}

impl SetupProps {
    /// Deals a new game from `draft` with `deal` (names, colours, start seat and seed), with the
    /// computers the draft seats, and starts it; a game that cannot be dealt says why in the
    /// console and starts nothing.
    pub fn start<G: GameUi, E: fmt::Debug>(
        &self,
        lang: Lang,
        draft: TableDraft,
        deal: impl FnOnce(&TableDraft, Vec<String>, u64) -> Result<Table<G>, E>,
    ) {
        let names = crate::words::seat_names(lang, &draft);
        match deal(&draft, names, storage::new_seed()) {
            Ok(table) => {
                let table = AnyTable::new(table.with_computers(draft.seat_computers()));
                self.on_start.emit((draft, table));
            }
            Err(e) => web_sys::console::error_1(&format!("{e:?}").into()),
        }
    }

    /// "Learn to play" for game `G`, if it has a lesson: its script and words are read from
    /// beside the page, then its first game is dealt with `deal` (as [`SetupProps::start`] deals)
    /// for the first seat's person against the scripted opponent, who plays on as an *easy*
    /// computer once the lesson hands the game over. A lesson that cannot be read says why to the
    /// callback it is given.
    pub fn learn<G: GameUi, E: fmt::Debug + 'static>(
        &self,
        lang: Lang,
        deal: impl Fn(&TableDraft, Vec<String>, u64) -> Result<Table<G>, E> + 'static,
    ) -> Option<Callback<Callback<String>>> {
        if !G::has_lesson() {
            return None;
        }
        let (initial, on_start) = (self.initial.clone(), self.on_start.clone());
        let deal = Rc::new(deal);
        Some(Callback::from(move |failed: Callback<String>| {
            let (initial, on_start, deal) = (initial.clone(), on_start.clone(), deal.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let lesson = match read_lesson::<G::Action>(G::GAME).await {
                    Ok(lesson) => lesson,
                    Err(reason) => return failed.emit(reason),
                };
                let mut draft = initial;
                draft.count = 2;
                draft.start = Some(0);
                draft.computers[0] = None;
                draft.computers[1] = Some(bot::Level::Easy);
                let mut names = crate::words::seat_names(lang, &draft);
                names[1] = lang.t("lesson-rival");
                match deal(&draft, names, lesson.seed) {
                    Ok(table) => {
                        let table = table
                            .with_computers(draft.seat_computers())
                            .with_lesson(lesson);
                        on_start.emit((draft, AnyTable::new(table)));
                    }
                    Err(e) => failed.emit(format!("{e:?}")),
                }
            });
        }))
    }
}

/// Game `game`'s lesson, read from beside the page: its script and its words in every language.
async fn read_lesson<A: serde::de::DeserializeOwned>(
    game: &str,
) -> Result<table::lesson::Lesson<A>, String> {
    let file = |name: &str| format!("lessons/{game}/{name}");
    let script = storage::fetch_text(&file("script.txt")).await?;
    let mut lesson = table::lesson::Lesson::read(&script).map_err(|e| e.to_string())?;
    for lang in Lang::ALL {
        let words = storage::fetch_text(&file(&format!("{}.ftl", lang.tag()))).await?;
        lesson.words.push(words);
    }
    Ok(lesson)
}

/// What the shell and the saved games ask of a table, whatever its game.
trait Seated: Any {
    fn game(&self) -> GameId;
    fn names(&self) -> &[String];
    fn summary(&self) -> Summary;
    fn store(&self, saver: &mut Saver) -> SaveStatus;
    fn screen(self: Rc<Self>, props: ScreenProps, key: String) -> Html;
    fn as_any(self: Rc<Self>) -> Rc<dyn Any>;
}

impl<G: GameUi> Seated for Table<G> {
    fn game(&self) -> GameId {
        G::ID
    }

    fn names(&self) -> &[String] {
        Table::names(self)
    }

    fn summary(&self) -> Summary {
        G::summary(self)
    }

    fn store(&self, saver: &mut Saver) -> SaveStatus {
        saver.store(self)
    }

    fn screen(self: Rc<Self>, props: ScreenProps, key: String) -> Html {
        let ScreenProps {
            saver,
            resumed,
            on_reload,
            on_quit,
            on_again,
        } = props;
        G::screen(
            TableScreenProps {
                table: self,
                saver,
                resumed,
                on_reload,
                on_quit,
                on_again,
            },
            key,
        )
    }

    fn as_any(self: Rc<Self>) -> Rc<dyn Any> {
        self
    }
}

/// What the shell hands any table screen besides its table.
#[derive(Debug, Clone, PartialEq)]
pub struct ScreenProps {
    /// Its autosave.
    pub saver: Saver,
    /// Whether it was read from storage.
    pub resumed: bool,
    /// Another tab saved this game further: open the stored moment.
    pub on_reload: Callback<String>,
    /// Leave the game.
    pub on_quit: Callback<()>,
    /// Set up a new game with the same players.
    pub on_again: Callback<()>,
}

/// A table of any game on this page.
#[derive(Clone)]
pub struct AnyTable(Rc<dyn Seated>);

impl AnyTable {
    /// A table of game `G`.
    pub fn new<G: GameUi>(table: Table<G>) -> AnyTable {
        AnyTable(Rc::new(table))
    }

    /// The table of a record of game `G`, replayed by its rules.
    pub fn replay<G: GameUi>(record: &Record) -> Result<AnyTable, RecordError> {
        record.replay::<G>().map(AnyTable::new)
    }

    /// Which game it is.
    pub fn game(&self) -> GameId {
        self.0.game()
    }

    /// The players' names.
    pub fn names(&self) -> &[String] {
        self.0.names()
    }

    /// What a list of saved games shows for it.
    pub fn summary(&self) -> Summary {
        self.0.summary()
    }

    /// Stores it without making it the game to resume.
    pub fn store(&self, saver: &mut Saver) -> SaveStatus {
        self.0.store(saver)
    }

    /// Its game's table screen, keyed by `key`.
    pub fn screen(&self, props: ScreenProps, key: String) -> Html {
        self.0.clone().screen(props, key)
    }

    /// The table inside, if it is of game `G`.
    pub fn of<G: GameUi>(&self) -> Option<Rc<Table<G>>> {
        self.0.clone().as_any().downcast().ok()
    }
}

/// Tables are the same table when they are one.
impl PartialEq for AnyTable {
    fn eq(&self, other: &AnyTable) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for AnyTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "AnyTable({:?}: {:?})", self.game(), self.names())
    }
}

/// A game whose code is on this page, as the shell reaches it from its place on the shelf.
pub trait HereGame {
    /// The table of a record of it.
    fn open(&self, record: &Record) -> Result<AnyTable, RecordError>;
    /// Its new-game screen.
    fn setup(&self, props: SetupProps) -> Html;
    /// Its rules screen.
    fn rules(&self, on_back: Callback<()>) -> Html;
    /// Why a record of it does not replay, in words, if `e` is its reason.
    fn load_error(&self, lang: Lang, e: &GameError) -> Option<String>;
    /// The table of its short code, if `text` is one.
    fn read_code(&self, text: &str) -> Option<Result<AnyTable, RecordError>>;
    /// Its own catalogue files in language `lang`.
    fn catalogue(&self, lang: Lang) -> &'static [&'static str];
    /// The names of its catalogue files in language `lang` read from beside the page.
    fn later_catalogue(&self, lang: Lang) -> &'static [&'static str];
    /// The replay of a saved game of it (see [`crate::replay`]).
    fn replay(&self, props: ReplayProps) -> Html;
}

/// Game `G` as [`HereGame`]: `Here::<G>::GAME` is what its shelf entry holds.
pub struct Here<G>(PhantomData<fn() -> G>);

impl<G: GameUi> Here<G> {
    /// Game `G`, for its entry on the shelf.
    pub const GAME: Here<G> = Here(PhantomData);
}

impl<G: GameUi> HereGame for Here<G> {
    fn open(&self, record: &Record) -> Result<AnyTable, RecordError> {
        AnyTable::replay::<G>(record)
    }

    fn setup(&self, props: SetupProps) -> Html {
        G::setup(props)
    }

    fn rules(&self, on_back: Callback<()>) -> Html {
        G::rules(on_back)
    }

    fn load_error(&self, lang: Lang, e: &GameError) -> Option<String> {
        e.reason().map(|reason| G::load_error(lang, reason))
    }

    fn read_code(&self, text: &str) -> Option<Result<AnyTable, RecordError>> {
        G::from_code(text).map(|read| read.map(AnyTable::new))
    }

    fn catalogue(&self, lang: Lang) -> &'static [&'static str] {
        G::catalogue(lang)
    }

    fn later_catalogue(&self, lang: Lang) -> &'static [&'static str] {
        G::later_catalogue(lang)
    }

    fn replay(&self, props: ReplayProps) -> Html {
        html! { <ReplayScreen<G> ..props /> }
    }
}

/// A game's [`GameUi::catalogue`]: its files `locales/<tag>/<name>.ftl` in its crate, compiled in.
#[macro_export]
macro_rules! catalogues {
    ($($file:literal),+ $(,)?) => {
        fn catalogue(lang: $crate::Lang) -> &'static [&'static str] {
            match lang {
                $crate::Lang::En => &[$(include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"), "/locales/en/", $file, ".ftl"
                ))),+],
                // A page reads its game's Portuguese from beside it when it speaks it (see
                // `hooks::use_words`); a native build (the tests) holds it.
                #[cfg(not(target_arch = "wasm32"))]
                $crate::Lang::PtBr => &[$(include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"), "/locales/pt-BR/", $file, ".ftl"
                ))),+],
                #[cfg(target_arch = "wasm32")]
                $crate::Lang::PtBr => &[],
            }
        }

        fn later_catalogue(lang: $crate::Lang) -> &'static [&'static str] {
            match lang {
                #[cfg(target_arch = "wasm32")]
                $crate::Lang::PtBr => &[$($file),+],
                _ => &[],
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::lit_span;

    /// A Mausoleum-like log: "T" a turn's start, "D" its draw, "P" a play.
    #[test]
    fn a_computer_move_lights_its_turn_not_the_next() {
        let opens = |e: &&str| matches!(*e, "T" | "D");
        // The person's turn, then the computer's: its opening came with the person's move.
        let log = ["T", "D", "P", "T", "D", "P", "T", "D"];
        assert_eq!(
            lit_span(&log, 5, opens),
            3..6,
            "its start, draw and play; not the next turn's"
        );
        assert_eq!(
            lit_span(&log, 8, opens),
            0..0,
            "a person's move lights nothing"
        );
        // A move with no opening around it (an answer to an attack) lights only itself.
        assert_eq!(lit_span(&["P", "P"], 1, opens), 1..2);
        // A game without turn openings lights the move's events to the end.
        assert_eq!(lit_span(&log, 5, |_: &&str| false), 5..8);
    }
}
