//! Silver & Gold: Pyramids at the table: its position recorded by [`Played`].

use pyramids::{Config, Event, Pyramids, Refusal};

use yew::prelude::*;

use table::PlayerColour;
use table::{Played, PlayedLoadError, Shelved, Table};
use table::{Progress, Summary};
use table_ui::hooks::TableScreenProps;
use table_ui::i18n::{text, Lang};
use table_ui::plugin::{PlayedUi, SetupProps};
use table_ui::shelf::GameId;

/// A Pyramids table.
pub type PyramidsTable = Table<Played<PyramidsGame>>;

/// Pyramids on the shelf: its rules at the table, through [`Played`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PyramidsGame;

impl PlayedUi for PyramidsGame {
    const ID: GameId = GameId::new(::pyramids::GAME_NAME);
    table_ui::catalogues!("pyramids");

    fn has_lesson() -> bool {
        true
    }

    fn screen(props: TableScreenProps<Played<Self>>, key: String) -> Html {
        html! { <crate::components::PyramidsScreen {key} ..props /> }
    }

    fn setup(props: SetupProps) -> Html {
        html! { <crate::components::PyramidsSetup ..props /> }
    }

    fn rules(on_back: Callback<()>) -> Html {
        html! { <crate::components::PyramidsRulesScreen {on_back} /> }
    }

    fn load_error(lang: Lang, e: &PlayedLoadError<PyramidsGame>) -> String {
        crate::components::load_error(lang, e)
    }

    fn event(lang: Lang, table: &PyramidsTable, event: &Event) -> Vec<String> {
        let mut lines = crate::components::words::event(lang, event, table.names());
        lines.retain(|l| !l.is_empty());
        lines
    }

    fn refusal(lang: Lang, table: &PyramidsTable, refusal: &Refusal) -> String {
        crate::components::words::refusal(lang, refusal, table.names())
    }

    fn curtain_words(lang: Lang, name: &str) -> (Option<String>, Option<String>) {
        let name = || [("name", text(name.to_string()))];
        (
            Some(lang.ta("py-curtain-ready", &name())),
            Some(lang.ta("py-curtain-hint", &name())),
        )
    }
}

impl Shelved for PyramidsGame {
    type Rules = Pyramids;

    fn names(config: &Config) -> &[String] {
        &config.players
    }

    fn summary(table: &PyramidsTable) -> Summary {
        summary(table)
    }

    /// An expedition card turned, the kept cards shown, a card taken blind or the display
    /// refilled: the table has seen it.
    fn reveals(events: &[Event]) -> bool {
        events.iter().any(|e| {
            matches!(
                e,
                Event::Revealed { .. }
                    | Event::Kept { .. }
                    | Event::Displayed { .. }
                    | Event::Took { blind: true, .. }
            )
        })
    }
}

/// A new Pyramids game for `names` in their colours, with `seed`.
pub fn new_table(
    names: Vec<String>,
    colours: Vec<PlayerColour>,
    seed: u64,
) -> Result<PyramidsTable, pyramids::ConfigError> {
    let config = Config {
        players: names,
        ..Config::default()
    };
    Ok(Table::around(Played::new(config, seed)?, colours))
}

/// What a list of saved games shows for a Pyramids table.
fn summary(table: &PyramidsTable) -> Summary {
    let position = &table.game.position;
    let view = position.view(None);
    let names = table.names().to_vec();
    let winners = tabletop::Rules::outcome(position).map(|o| {
        o.winners
            .into_iter()
            .map(|s| names[s.index()].clone())
            .collect()
    });
    Summary {
        game: ::pyramids::GAME_NAME.into(),
        progress: Some(Progress::new(
            "pyramids",
            &[("round", view.round.into()), ("reveal", view.reveal.into())],
        )),
        deciding: position
            .deciders()
            .first()
            .map(|s| names[s.index()].clone()),
        winners,
        names: names.clone(),
        colours: table.colours.clone(),
        expansions: Vec::new(),
        // The table fills them in from the rules' outcome.
        scores: Default::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use table::{TableAction, TableGame};

    /// A replay's step *k* is the game after the record's first *k* decisions, at every step of
    /// a finished game.
    #[test]
    fn a_replay_shows_every_step_of_a_finished_game() {
        table_ui::replay::check_every_step::<Played<PyramidsGame>>(include_str!(
            "../../pyramids/tests/data/golden-3p-greedy.json"
        ));
    }

    fn table(seed: u64) -> PyramidsTable {
        new_table(
            vec!["Ana".into(), "Bia".into()],
            PlayerColour::ALL[..2].to_vec(),
            seed,
        )
        .unwrap()
    }

    #[test]
    fn the_keep_is_behind_the_curtain_and_the_marks_are_not() {
        let mut t = table(3);
        assert_eq!(t.curtain(), Some(tabletop::Seat(0)));
        for _ in 0..2 {
            let seat = t.curtain().expect("a curtain for each keep");
            t.apply(TableAction::Reveal);
            assert_eq!(t.viewer(), Some(seat));
            assert!(t.view().players[seat.index()].hand.is_some());
            let keep = t.game.position.legal_actions(seat)[0];
            t.apply(TableAction::Play(keep));
            assert_eq!(t.refusal, None);
        }
        assert_eq!(t.curtain(), None, "ordinary marks are made in the open");
        assert!(t.game.to_act().is_some());
    }

    #[test]
    fn a_whole_game_replays_from_its_record() {
        let mut t = table(8);
        let mut rng = tabletop::GameRng::new(8);
        while let Some(seat) = t.game.to_act() {
            if t.curtain().is_some() {
                t.apply(TableAction::Reveal);
            }
            let actions = t.game.position.legal_actions(seat);
            let a = actions[rng.below(actions.len() as u32) as usize];
            t.apply(TableAction::Play(a));
            assert_eq!(t.refusal, None);
        }
        let again =
            PyramidsTable::from_save_json(&t.game.save.to_json(), t.colours.clone(), vec![0; 2])
                .unwrap();
        assert_eq!(again.game.position, t.game.position);
        assert!(summary(&t).winners.is_some());
    }

    /// The first game that teaches plays through to its hand-over, refusing every other move.
    #[test]
    fn the_lesson_plays_through_to_its_hand_over() {
        let done = table_ui::lesson::check(table(7), table_ui::lesson_files!());
        assert_eq!(done.game.decisions(), 12);
        // The person's first card holds the entrance, the L, the domino; the second its line.
        let me = &done.game.position.view(None).players[0].score_card;
        assert_eq!((me.red, me.green), (2, 2));
    }

    /// The hand-over ends the lesson: the opponent, whose red cross owes a square more, thinks
    /// as a computer of its own, and the game saves from then on (a change).
    #[test]
    fn the_hand_over_makes_a_normal_game_against_an_easy_computer() {
        let done = table_ui::lesson::check(table(7), table_ui::lesson_files!());
        assert!(done.coaching.is_some() && done.lesson_step().is_none());
        assert_eq!(done.thinker(), None, "nothing moves before the hand-over");
        let mut handed = done.clone();
        handed.apply(TableAction::HandOver);
        assert_eq!(handed.coaching, None);
        assert_eq!(
            handed.changes,
            done.changes + 1,
            "the hand-over saves the game"
        );
        assert_eq!(handed.game, done.game);
        let thinker = handed.thinker().map(|(seat, level)| (seat, level.key()));
        assert_eq!(thinker, Some((tabletop::Seat(1), "easy")));
    }

    /// Prints a lesson's raw material: `cargo test -p pyramids-ui draft_lesson -- --ignored
    /// --nocapture` (the seed in `LESSON_DRAFT_SEED`, else the lesson's).
    #[test]
    #[ignore]
    fn draft_lesson() {
        let seed = std::env::var("LESSON_DRAFT_SEED").map_or(7, |s| s.parse().unwrap());
        let t = table(seed);
        if std::env::var("LESSON_DRAFT_SEED").is_ok() {
            println!("{:#?}", t.game.position);
            table_ui::lesson::draft(t, 12);
        } else {
            table_ui::lesson::narrate(t, table_ui::lesson_files!(), 2);
        }
    }

    #[test]
    fn a_solo_table_plays_to_its_end_without_a_curtain() {
        let mut t = new_table(vec!["Ana".into()], PlayerColour::ALL[..1].to_vec(), 4).unwrap();
        let mut rng = tabletop::GameRng::new(4);
        while let Some(seat) = t.game.to_act() {
            assert_eq!(t.curtain(), None, "nobody to hide from");
            let actions = t.game.position.legal_actions(seat);
            let a = actions[rng.below(actions.len() as u32) as usize];
            t.apply(TableAction::Play(a));
            assert_eq!(t.refusal, None);
        }
        assert_eq!(summary(&t).winners, Some(vec!["Ana".to_string()]));
    }
}
