//! Cleopatra at the table: its record (the core's [`Game`]) is the table's game.

mod new_game;
#[cfg(test)]
mod tests;

use cleopatra::{Event, Game, LoadError, Pending, RuleError, Save, Seat, UndoError, View};

use yew::prelude::*;

use crate::MiniExpansion;
use table::RecordError;
use table::{Progress, Scores, Summary};
use table::{Table, TableGame};
use table_ui::hooks::TableScreenProps;
use table_ui::i18n::Lang;
use table_ui::plugin::{GameUi, SetupProps};
use table_ui::shelf::GameId;
use table_ui::words::LogGroup;

pub use new_game::{new_table, CleopatraOptions, MAX_BABYLONIAN_REFILL, MAX_BASTET_SCARABS};

/// A Cleopatra table.
pub type CleopatraTable = Table<CleopatraGame>;

/// Cleopatra on the shelf: the core's record of the game ([`Game`], with its own undo policy and
/// save), at the table.
#[derive(Debug, Clone, PartialEq)]
pub struct CleopatraGame(pub Game);

impl std::ops::Deref for CleopatraGame {
    type Target = Game;

    fn deref(&self) -> &Game {
        &self.0
    }
}

impl std::ops::DerefMut for CleopatraGame {
    fn deref_mut(&mut self) -> &mut Game {
        &mut self.0
    }
}

impl GameUi for CleopatraGame {
    const ID: GameId = GameId::new(::cleopatra::GAME_NAME);
    table_ui::catalogues!("cleopatra", "cleopatra-log");

    fn has_lesson() -> bool {
        true
    }

    /// A stall's refill, a sanctuary declined, leaving the quarry, ending the turn and the hand
    /// limit close a turn: the bar names the stall taken or the piece built before them.
    fn minor(action: &::cleopatra::Action) -> bool {
        use ::cleopatra::Action::*;
        matches!(
            action,
            RefillStall { .. }
                | DeclineSanctuary
                | EndQuarryVisit
                | EndTurn
                | DiscardDown { .. }
                | DiscardOne { .. }
                | KeepAllCards
        )
    }

    fn screen(props: TableScreenProps<Self>, key: String) -> Html {
        html! { <crate::components::GameScreen {key} ..props /> }
    }

    fn setup(props: SetupProps) -> Html {
        html! { <crate::components::CleopatraSetup ..props /> }
    }

    fn rules(on_back: Callback<()>) -> Html {
        html! { <crate::components::RulesScreen {on_back} /> }
    }

    fn load_error(lang: Lang, e: &LoadError) -> String {
        crate::text::load_error(lang, e)
    }

    /// In groups, one per turn, titled by whose turn it was.
    fn log_groups(
        lang: Lang,
        table: &CleopatraTable,
        events: Vec<Event>,
        lit_from: usize,
    ) -> Vec<LogGroup> {
        crate::text::log_groups(lang, events, table.names(), lit_from)
    }

    /// A closed market or quarry names the Vizier only when he was called.
    fn refusal(lang: Lang, table: &CleopatraTable, refusal: &RuleError) -> String {
        let vizier = crate::components::vizier_called(table);
        crate::text::refusal_in_turn(lang, refusal, vizier)
    }

    /// Cleopatra's own undo policy says what the last decision showed.
    fn undo_words(lang: Lang, e: &UndoError) -> String {
        use cleopatra::Revealed;
        match e {
            UndoError::TurnStart => lang.t("undo-turn-start"),
            UndoError::Revealed(Revealed::CardsDrawn) => lang.t("undo-cards-drawn"),
            UndoError::Revealed(Revealed::DeckShuffled) => lang.t("undo-shuffled"),
            UndoError::Revealed(Revealed::NextMosaic) => lang.t("undo-next-mosaic"),
            UndoError::Revealed(Revealed::Offerings) => lang.t("undo-offerings"),
            UndoError::Revealed(Revealed::BonusTile) => lang.t("undo-bonus-tile"),
            _ => lang.t("undo-not-now"),
        }
    }

    /// Cleopatra travels as a short code too (`CLEO1-…`).
    fn from_code(text: &str) -> Option<Result<CleopatraTable, RecordError>> {
        let is_code = [crate::codes::CODE_PREFIX, crate::codes::CODE_PREFIX_2]
            .iter()
            .any(|prefix| text.starts_with(prefix));
        is_code.then(|| crate::codes::from_code(text))
    }
}

impl TableGame for CleopatraGame {
    const GAME: &'static str = cleopatra::GAME_NAME;
    type Action = cleopatra::Action;
    type Event = Event;
    type Refusal = RuleError;
    type UndoRefusal = UndoError;
    type View = View;
    type LoadError = LoadError;

    fn to_act(&self) -> Option<Seat> {
        Game::to_act(self)
    }

    fn play(&mut self, action: cleopatra::Action) -> Result<Vec<Event>, RuleError> {
        self.0.apply(action)
    }

    fn undo(&self) -> Result<CleopatraGame, UndoError> {
        Game::undo(self).map(CleopatraGame)
    }

    fn take_back(&self, count: usize) -> Result<CleopatraGame, UndoError> {
        Game::take_back(self, count).map(CleopatraGame)
    }

    fn seed(&self) -> u64 {
        Game::seed(self)
    }

    fn undo_floor_refusal() -> UndoError {
        UndoError::TurnStart
    }

    /// The holder's part has just begun: what came before it is another player's.
    fn not_yours_refusal() -> UndoError {
        UndoError::TurnStart
    }

    fn view(&self, viewer: Option<Seat>) -> View {
        Game::view(self, viewer)
    }

    fn redact(event: &Event, viewer: Option<Seat>) -> Event {
        event.for_viewer(viewer)
    }

    /// Every Cleopatra player holds a secret hand.
    fn has_secrets(&self, _seat: Seat) -> bool {
        true
    }

    fn names(&self) -> &[String] {
        &self.config().players
    }

    /// The active player's. Whatever decision of theirs ends their turn (the last refill card,
    /// leaving the quarry, "End the turn" after the Vizier's second visit, a pass, the hand-limit
    /// choice, the architect they pick last) leaves them the same last look. A bid or a pick made
    /// in another player's turn (the Offering, the architects' auction) hands the device on at
    /// once, even the one that ends that turn.
    fn whose_turn(&self) -> Option<Seat> {
        (!Game::is_over(self)).then(|| self.active())
    }

    fn chance(event: &Event) -> bool {
        matches!(event, Event::WhimDrawn { .. })
    }

    fn held_until_seen(event: &Event) -> bool {
        matches!(event, Event::OfferingRevealed { .. })
    }

    fn news_to_its_maker(event: &Event) -> bool {
        matches!(
            event,
            Event::TurnStarted { .. }
                | Event::OfferingRevealed { .. }
                | Event::AuctionRevealed { .. }
                | Event::FinalTurns { .. }
                | Event::GameEnded { .. }
        )
    }

    fn decisions(&self) -> usize {
        self.history().len()
    }

    fn is_over(&self) -> bool {
        Game::is_over(self)
    }

    fn save_json(&self) -> String {
        self.save().to_json()
    }

    fn summary(table: &CleopatraTable) -> Summary {
        summary(table)
    }

    fn replay_json(text: &str, each: &mut dyn FnMut(&[Event])) -> Result<CleopatraGame, LoadError> {
        // Only games dealt from their seed: a puzzle's start position has no reader on the page.
        Save::dealt_from_json(text)?
            .replay_each(each)
            .map(CleopatraGame)
    }
}

/// What a list of saved games shows for a Cleopatra table.
fn summary(table: &CleopatraTable) -> Summary {
    let view = table.game.view(None);
    let names = table.names().to_vec();
    let name = |s: Seat| names[s.index()].clone();
    let finished = (view.pending == Pending::Finished)
        .then_some(view.result.as_ref())
        .flatten();
    Summary {
        game: ::cleopatra::GAME_NAME.into(),
        progress: Some(Progress::new(
            "cleopatra",
            &[
                (
                    "turn",
                    1 + table
                        .log
                        .iter()
                        .filter(|e| matches!(e, Event::TurnStarted { .. }))
                        .count() as u32,
                ),
                ("step", view.board.cleopatra.into()),
            ],
        )),
        deciding: view.to_act.map(name),
        winners: finished.map(|r| r.winners.iter().copied().map(name).collect()),
        // An eaten player is out of the running: no score.
        scores: finished.map_or_else(Scores::default, |r| {
            Scores::new(
                r.players
                    .0
                    .iter()
                    .map(|p| (!p.eliminated).then_some(i64::from(p.scarabs))),
            )
        }),
        names: names.clone(),
        colours: table.colours.clone(),
        expansions: MiniExpansion::in_play(&table.game.config().expansions)
            .into_iter()
            .map(|m| m.id().to_owned())
            .collect(),
    }
}
