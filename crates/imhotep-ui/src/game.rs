//! Imhotep at the table: its position recorded by [`Played`].

use imhotep::{
    CardSource, Config, Event, Imhotep, Refusal, Rules, ScoreCategory, Seat, Sides, StartPlayer,
};

use yew::prelude::*;

use table::PlayerColour;
use table::{Played, PlayedLoadError, Shelved, Table};
use table::{Progress, Summary};
use table_ui::hooks::TableScreenProps;
use table_ui::i18n::{text, Lang};
use table_ui::plugin::{PlayedUi, SetupProps};
use table_ui::shelf::GameId;

/// An Imhotep table.
pub type ImhotepTable = Table<Played<ImhotepGame>>;

/// Imhotep on the shelf: its rules at the table, through [`Played`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImhotepGame;

impl PlayedUi for ImhotepGame {
    const ID: GameId = GameId::new(::imhotep::GAME_NAME);
    table_ui::catalogues!("imhotep");

    fn has_lesson() -> bool {
        true
    }

    fn screen(props: TableScreenProps<Played<Self>>, key: String) -> Html {
        html! { <crate::components::ImhotepScreen {key} ..props /> }
    }

    fn setup(props: SetupProps) -> Html {
        html! { <crate::components::ImhotepSetup ..props /> }
    }

    fn rules(on_back: Callback<()>) -> Html {
        html! { <crate::components::ImhotepRulesScreen {on_back} /> }
    }

    fn load_error(lang: Lang, e: &PlayedLoadError<ImhotepGame>) -> String {
        crate::components::words::load_error(lang, e)
    }

    /// The Wrath of the Pharaoh's scoring is not shown in a game without the variant.
    fn event(lang: Lang, table: &ImhotepTable, event: &Event) -> Vec<String> {
        let config = &table.game.save.config;
        let wrath = matches!(
            event,
            Event::FinalScored {
                category: ScoreCategory::Wrath,
                ..
            }
        );
        if wrath && !config.wrath_of_pharaoh {
            return Vec::new();
        }
        let words = crate::components::words::event(lang, event, table.names(), &config.sides);
        vec![words]
    }

    fn refusal(lang: Lang, table: &ImhotepTable, refusal: &Refusal) -> String {
        let sides = &table.game.save.config.sides;
        crate::components::words::refusal(lang, refusal, table.names(), sides)
    }

    fn curtain_words(lang: Lang, name: &str) -> (Option<String>, Option<String>) {
        let name = || [("name", text(name.to_string()))];
        (
            Some(lang.ta("im-curtain-ready", &name())),
            Some(lang.ta("im-curtain-hint", &name())),
        )
    }

    /// The table saw everything but the pair as it happened: the news is the decision that
    /// brought the curtain down.
    fn curtain_news(table: &ImhotepTable, _seat: Seat) -> Vec<Event> {
        let last = table
            .marks
            .last()
            .copied()
            .unwrap_or(0)
            .min(table.log.len());
        table.log[last..]
            .iter()
            .map(|e| Imhotep::redact(e, None))
            .collect()
    }
}

impl Shelved for ImhotepGame {
    type Rules = Imhotep;

    fn names(config: &Config) -> &[String] {
        &config.players
    }

    fn summary(table: &ImhotepTable) -> Summary {
        summary(table)
    }

    /// A new round card or market, a reshuffle, a card from the top of the deck, or a look at the
    /// Market B pair: the table has seen it.
    fn reveals(events: &[Event]) -> bool {
        events.iter().any(|e| {
            matches!(
                e,
                Event::RoundBegan { .. }
                    | Event::MarketDealt { .. }
                    | Event::DeckReshuffled { .. }
                    | Event::PairTaken { .. }
                    | Event::CardTaken {
                        from: CardSource::Deck,
                        ..
                    }
            )
        })
    }
}

/// The choices of a new Imhotep game besides its players (remembered on the device).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct ImhotepOptions {
    /// The side of each site.
    pub sides: Sides,
    /// The Wrath of the Pharaoh variant.
    pub wrath: bool,
}

/// A new Imhotep game for `names` in their colours, with `seed` and an optional start seat.
pub fn new_table(
    names: Vec<String>,
    colours: Vec<PlayerColour>,
    start: Option<usize>,
    options: ImhotepOptions,
    seed: u64,
) -> Result<ImhotepTable, imhotep::ConfigError> {
    let config = Config {
        players: names,
        sides: options.sides,
        wrath_of_pharaoh: options.wrath,
        start_player: start.map_or(StartPlayer::Random, |s| StartPlayer::Seat(s as u8)),
        ..Config::default()
    };
    Ok(Table::around(Played::new(config, seed)?, colours))
}

/// What a list of saved games shows for an Imhotep table.
fn summary(table: &ImhotepTable) -> Summary {
    let view = table.game.position.view(None);
    let names = table.names().to_vec();
    Summary {
        game: ::imhotep::GAME_NAME.into(),
        progress: Some(Progress::new("imhotep", &[("round", view.round.into())])),
        deciding: view.decision.map(|d| names[d.seat().index()].clone()),
        winners: view.result.map(|r| {
            r.winners
                .into_iter()
                .map(|s| names[s.index()].clone())
                .collect()
        }),
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
    use imhotep::Action;
    use table::{TableAction, TableGame, UndoRefusal};

    /// A replay's step *k* is the game after the record's first *k* decisions, at every step of
    /// a finished game.
    #[test]
    fn a_replay_shows_every_step_of_a_finished_game() {
        table_ui::replay::check_every_step::<Played<ImhotepGame>>(include_str!(
            "../../imhotep/tests/data/golden-4p-mixed.json"
        ));
    }

    fn table(seed: u64) -> ImhotepTable {
        let names = vec!["Ana".into(), "Bia".into()];
        new_table(
            names,
            PlayerColour::ALL[..2].to_vec(),
            Some(0),
            ImhotepOptions::default(),
            seed,
        )
        .unwrap()
    }

    /// The first game that teaches plays through to its hand-over, refusing every other move:
    /// the person's stones reach the Pyramid, the market and the obelisks, Nefertari's the temple
    /// and the burial chamber.
    #[test]
    fn the_lesson_plays_through_to_its_hand_over() {
        let done = table_ui::lesson::check(table(1), table_ui::lesson_files!());
        assert_eq!(done.game.decisions(), 19);
        assert_eq!(done.game.position.view(None).round, 2);
    }

    /// Prints a lesson's raw material: `cargo test -p imhotep-ui draft_lesson -- --ignored
    /// --nocapture` (the seed in `LESSON_DRAFT_SEED`).
    #[test]
    #[ignore]
    fn draft_lesson() {
        let seed = std::env::var("LESSON_DRAFT_SEED").map_or(1, |s| s.parse().unwrap());
        let t = table(seed);
        println!("{:?}", t.game.position.view(None));
        if std::env::var("LESSON_DRAFT_SEED").is_ok() {
            table_ui::lesson::draft(t, 40);
        } else {
            table_ui::lesson::narrate(t, table_ui::lesson_files!(), 4);
        }
    }

    /// Plays the first listed action that places a stone (it reveals nothing).
    fn place(t: &mut ImhotepTable) {
        let seat = t.game.to_act().unwrap();
        let action = t
            .game
            .position
            .legal_actions(seat)
            .into_iter()
            .find(|a| matches!(a, Action::PlaceStone { .. }))
            .expect("a place for a stone");
        t.apply(TableAction::Play(action));
        assert_eq!(t.refusal, None);
    }

    #[test]
    fn the_deal_opens_the_log_and_no_curtain_falls() {
        let t = table(3);
        assert!(
            !t.log.is_empty(),
            "the first round and market are in the log"
        );
        assert_eq!(
            t.curtain(),
            None,
            "Imhotep has nothing to hide at the start"
        );
        assert_eq!(t.viewer(), Some(tabletop::Seat(0)));
    }

    #[test]
    fn undo_takes_back_one_decision_at_a_time() {
        let mut t = table(5);
        let start = t.clone();
        place(&mut t);
        place(&mut t);
        let after_two = t.clone();
        t.apply(TableAction::Undo);
        assert_eq!(t.undo_refusal, None);
        assert_eq!(
            t.undid_replies, 0,
            "among people an undo takes back one decision"
        );
        assert_eq!(t.game.save.actions.len(), 1);
        assert_eq!(
            t.log.len(),
            after_two.marks[1],
            "the undone decision's lines are gone"
        );
        t.apply(TableAction::Undo);
        assert_eq!(t.undo_refusal, Some(UndoRefusal::Once));
        assert_eq!(
            t.game.save.actions.len(),
            1,
            "a refused undo changes nothing"
        );
        // A new decision can be taken back again, but not the one before it.
        place(&mut t);
        t.apply(TableAction::Undo);
        assert_eq!(t.undo_refusal, None);
        assert!(start.game.save.actions.is_empty());
        assert_eq!(t.game.save.actions, after_two.game.save.actions[..1]);
    }

    /// A play chosen on a screen drawn before the table last changed is dropped: a late tap never
    /// plays for the seat deciding now, nor after an undo.
    #[test]
    fn a_play_drawn_before_the_table_moved_is_dropped() {
        let mut t = table(5);
        let first = t.game.to_act();
        let drawn = t.changes;
        let stone = |t: &ImhotepTable| {
            let seat = t.game.to_act().unwrap();
            t.game
                .position
                .legal_actions(seat)
                .into_iter()
                .rfind(|a| matches!(a, Action::PlaceStone { .. }))
                .unwrap()
        };
        let late = stone(&t);
        place(&mut t);
        assert_ne!(t.game.to_act(), first, "the turn has passed");
        let before = t.clone();
        // Legal for the seat deciding now, but drawn for the one before.
        assert_eq!(t.game.position.check(t.game.decider(), &late), Ok(()));
        t.apply(TableAction::PlayAt(drawn, late));
        assert_eq!(t, before, "a play of an earlier screen changes nothing");
        // After an undo the game is back at the same decision count, but not the same table.
        t.apply(TableAction::Undo);
        let drawn_after_undo = t.changes;
        assert_ne!(drawn_after_undo, drawn);
        let undone = t.clone();
        t.apply(TableAction::PlayAt(drawn, late));
        assert_eq!(t, undone, "a play drawn before the undo changes nothing");
        // Drawn now, it plays.
        t.apply(TableAction::PlayAt(drawn_after_undo, late));
        assert_eq!(t.game.save.actions.len(), 1);
        assert_eq!(t.refusal, None);
    }

    /// Every time a seat takes the face-down pair, the curtain falls before its cards show, even
    /// for the seat that held the device for the last pair.
    #[test]
    fn the_curtain_falls_for_every_look_at_the_pair() {
        let mut looks = 0;
        for seed in 0..40 {
            let names = vec!["Ana".into(), "Bia".into()];
            let options = ImhotepOptions {
                sides: imhotep::Sides::ALL_B,
                wrath: false,
            };
            let mut t =
                new_table(names, PlayerColour::ALL[..2].to_vec(), None, options, seed).unwrap();
            let mut rng = tabletop::GameRng::new(seed);
            while let Some(seat) = t.game.to_act() {
                if t.game.has_secrets(seat) {
                    looks += 1;
                    assert_eq!(
                        t.curtain(),
                        Some(seat),
                        "seed {seed}: the pair shows without a curtain"
                    );
                    assert!(t.view().market.pair.unwrap().cards.is_none());
                    t.apply(TableAction::Reveal);
                    assert_eq!(t.viewer(), Some(seat));
                    assert!(t.view().market.pair.unwrap().cards.is_some());
                }
                let legal = t.game.position.legal_actions(seat);
                let action = legal[rng.below(legal.len() as u32) as usize];
                t.apply(TableAction::Play(action));
                assert_eq!(t.refusal, None);
            }
        }
        assert!(looks > 20, "only {looks} looks at a pair in 40 games");
    }

    #[test]
    fn a_saved_table_replays_to_the_same_position_and_log() {
        let mut t = table(8);
        for _ in 0..30 {
            let seat = t.game.to_act().unwrap();
            let action = t.game.position.legal_actions(seat)[0];
            t.apply(TableAction::Play(action));
        }
        let back = ImhotepTable::from_save_json(&t.game.save_json(), t.colours.clone(), Vec::new())
            .unwrap();
        assert_eq!(back.game.position, t.game.position);
        assert_eq!(back.log, t.log);
        assert_eq!(back.marks, t.marks);
        let mut tampered = t.game.save.clone();
        tampered.actions[3] = Action::Pass;
        let err = ImhotepTable::from_save_json(&tampered.to_json(), t.colours.clone(), Vec::new());
        assert!(matches!(
            err,
            Err(table::PlayedLoadError::Action { number: 4, .. })
        ));
    }

    /// Ana plays against two computers. Her undo after their replies takes back their stones and
    /// her own, to her last decision; a refused undo changes nothing.
    #[test]
    fn a_persons_undo_takes_back_the_computers_replies_with_their_own_move() {
        use bot::Level;
        let names = vec!["Ana".into(), "Bot".into(), "Cyb".into()];
        let mut t = new_table(
            names,
            PlayerColour::ALL[..3].to_vec(),
            Some(0),
            ImhotepOptions::default(),
            11,
        )
        .unwrap()
        .with_computers(vec![None, Some(Level::Easy), Some(Level::Hard)]);
        assert_eq!(t.lone_person(), Some(tabletop::Seat(0)));
        assert_eq!(t.thinker(), None, "Ana starts");
        place(&mut t);
        assert_eq!(t.thinker(), Some((tabletop::Seat(1), Level::Easy)));
        assert_eq!(t.viewer(), Some(tabletop::Seat(0)), "Ana keeps her view");
        assert_eq!(t.curtain(), None);
        let before_ana = t.game.save.actions.len() - 1;
        let log_before_ana = t.marks[before_ana];
        place(&mut t);
        assert_eq!(t.last_mover(), Some(tabletop::Seat(1)));
        place(&mut t);
        assert_eq!(t.game.to_act(), Some(tabletop::Seat(0)));
        assert!(t.can_undo().is_ok());
        t.apply(TableAction::Undo);
        assert_eq!(t.undo_refusal, None);
        assert_eq!(
            t.game.save.actions.len(),
            before_ana,
            "three decisions taken back"
        );
        assert_eq!(t.undid_replies, 2, "the table says two were the computers'");
        assert_eq!(t.game.to_act(), Some(tabletop::Seat(0)));
        assert_eq!(t.log.len(), log_before_ana);
        assert_eq!(t.marks.len(), before_ana);
        // Nothing before it can be taken back (an undo takes back one decision of hers).
        let after = t.clone();
        t.apply(TableAction::Undo);
        assert!(t.undo_refusal.is_some());
        assert_eq!(t.undid_replies, 0, "said once, by the undo that did it");
        assert_eq!(t.game, after.game);
    }

    /// Two people and a computer: the curtain falls between the people, never for the computer,
    /// and whoever held the device keeps their view while the computer plays.
    #[test]
    fn the_curtain_falls_only_between_people() {
        use bot::Level;
        let names = vec!["Ana".into(), "Bot".into(), "Caio".into()];
        let options = ImhotepOptions {
            sides: imhotep::Sides::ALL_B,
            wrath: false,
        };
        let mut curtains = 0;
        for seed in 0..30 {
            let mut t = new_table(
                names.clone(),
                PlayerColour::ALL[..3].to_vec(),
                None,
                options,
                seed,
            )
            .unwrap()
            .with_computers(vec![None, Some(Level::Normal), None]);
            assert_eq!(t.lone_person(), None);
            let mut rng = tabletop::GameRng::new(seed);
            while let Some(seat) = t.game.to_act() {
                if let Some(waiting) = t.curtain() {
                    assert!(
                        t.is_person(waiting),
                        "seed {seed}: a curtain for the computer"
                    );
                    curtains += 1;
                    t.apply(TableAction::Reveal);
                }
                if !t.is_person(seat) {
                    assert_eq!(t.thinker().map(|(s, _)| s), Some(seat));
                    assert_ne!(t.viewer(), Some(seat), "the computer's secrets never show");
                }
                let legal = t.game.position.legal_actions(seat);
                t.apply(TableAction::Play(
                    legal[rng.below(legal.len() as u32) as usize],
                ));
            }
        }
        assert!(
            curtains > 5,
            "only {curtains} curtains for the people's secrets"
        );
    }
}
