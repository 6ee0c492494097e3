//! The Mausoleum card game at the table: its position recorded by [`Played`].

use mausoleum::{Config, Event, FinalLap, Mausoleum, Refusal, StartPlayer};

use yew::prelude::*;

use table::PlayerColour;
use table::{Played, PlayedLoadError, Shelved, Table};
use table::{Progress, Summary};
use table_ui::hooks::TableScreenProps;
use table_ui::i18n::{text, Lang};
use table_ui::plugin::{PlayedUi, SetupProps};
use table_ui::shelf::GameId;

/// A Mausoleum table.
pub type MausoleumTable = Table<Played<MausoleumGame>>;

/// Mausoleum on the shelf: its rules at the table, through [`Played`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MausoleumGame;

impl PlayedUi for MausoleumGame {
    const ID: GameId = GameId::new(::mausoleum::GAME_NAME);
    table_ui::catalogues!("mausoleum");

    fn has_lesson() -> bool {
        true
    }

    fn screen(props: TableScreenProps<Played<Self>>, key: String) -> Html {
        html! { <crate::components::MausoleumScreen {key} ..props /> }
    }

    fn setup(props: SetupProps) -> Html {
        html! { <crate::components::MausoleumSetup ..props /> }
    }

    fn rules(on_back: Callback<()>) -> Html {
        html! { <crate::components::MausoleumRulesScreen {on_back} /> }
    }

    fn load_error(lang: Lang, e: &PlayedLoadError<MausoleumGame>) -> String {
        crate::components::words::load_error(lang, e)
    }

    fn event(lang: Lang, table: &MausoleumTable, event: &Event) -> Vec<String> {
        vec![crate::components::words::event(lang, event, table.names())]
    }

    /// A discard to the hand limit closes a turn: the bar names the card played before it.
    fn minor(action: &::mausoleum::Action) -> bool {
        matches!(action, ::mausoleum::Action::Discard { .. })
    }

    fn opens_turn(event: &Event) -> bool {
        matches!(
            event,
            Event::TurnBegan { .. } | Event::Drew { .. } | Event::PileEmptied { .. }
        )
    }

    fn refusal(lang: Lang, table: &MausoleumTable, refusal: &Refusal) -> String {
        crate::components::words::refusal(lang, refusal, table.names())
    }

    fn curtain_words(lang: Lang, name: &str) -> (Option<String>, Option<String>) {
        let name = || [("name", text(name.to_string()))];
        (
            Some(lang.ta("mau-curtain-ready", &name())),
            Some(lang.ta("mau-curtain-hint", &name())),
        )
    }
}

impl Shelved for MausoleumGame {
    type Rules = Mausoleum;

    fn names(config: &Config) -> &[String] {
        &config.players
    }

    fn summary(table: &MausoleumTable) -> Summary {
        summary(table)
    }

    /// A card drawn (Artemisia II) or taken at random from a hand during the decision's own turn:
    /// its player has seen it. The next turn's draw, after the turn began, is not seen until the
    /// next player lifts the curtain, so a player may still take back the card that ended their
    /// turn while the device is in their hands.
    fn reveals(events: &[Event]) -> bool {
        events
            .iter()
            .take_while(|e| !matches!(e, Event::TurnBegan { .. }))
            .any(|e| matches!(e, Event::Drew { .. } | Event::HandCard { .. }))
    }
}

/// The house rules of a new Mausoleum game a table may change (remembered on the device); the
/// others keep the spec's defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct MausoleumOptions {
    /// The target of an attack may play a matching defence from hand.
    pub react_from_hand: bool,
    /// Architects and Sculptors stay after a block.
    pub permanent_shields: bool,
    /// +4 for each complete set beyond the first, rather than +4 once.
    pub bonus_per_extra_set: bool,
    /// One Mausolus in the whole game, rather than one per area.
    pub mausolus_per_game: bool,
    /// An Invasion's card goes to the attacker's hand, rather than their area.
    pub invasion_to_hand: bool,
    /// Every player's hand limit is checked after every turn, rather than yours after your own.
    pub hand_limit_every_turn: bool,
    /// The end once the pile is empty: play on until nobody can act (the rules' letter), one
    /// more turn each, or at once.
    pub final_lap: FinalLap,
}

impl MausoleumOptions {
    /// The rules core's configuration for these options: the spec's defaults for the rest.
    pub fn config(self, players: Vec<String>, start: Option<usize>) -> Config {
        use mausoleum::{
            CharacterShield, HandLimitCheck, InvasionTo, MausolusLimit, MultiSetBonus,
        };
        fn pick<T>(on: bool, yes: T, no: T) -> T {
            if on {
                yes
            } else {
                no
            }
        }
        Config {
            players,
            react_from_hand: self.react_from_hand,
            character_shield: pick(
                self.permanent_shields,
                CharacterShield::Permanent,
                CharacterShield::OneShot,
            ),
            multi_set_bonus: if self.bonus_per_extra_set {
                MultiSetBonus::PerExtraSet(4)
            } else {
                MultiSetBonus::default()
            },
            mausolus_limit: pick(
                self.mausolus_per_game,
                MausolusLimit::PerGame,
                MausolusLimit::PerPlayer,
            ),
            invasion_to: pick(self.invasion_to_hand, InvasionTo::Hand, InvasionTo::Area),
            hand_limit_check: pick(
                self.hand_limit_every_turn,
                HandLimitCheck::EveryTurnEnd,
                HandLimitCheck::OwnTurnEnd,
            ),
            final_lap: self.final_lap,
            start_player: start.map_or(StartPlayer::Random, |s| StartPlayer::Seat(s as u8)),
            ..Config::default()
        }
    }

    /// The options a game was set up with, read back from its configuration (what the rules
    /// help says of the table).
    pub fn of(config: &Config) -> MausoleumOptions {
        use mausoleum::{CharacterShield, HandLimitCheck, InvasionTo, MausolusLimit};
        MausoleumOptions {
            react_from_hand: config.react_from_hand,
            permanent_shields: config.character_shield == CharacterShield::Permanent,
            bonus_per_extra_set: matches!(
                config.multi_set_bonus,
                mausoleum::MultiSetBonus::PerExtraSet(_)
            ),
            mausolus_per_game: config.mausolus_limit == MausolusLimit::PerGame,
            invasion_to_hand: config.invasion_to == InvasionTo::Hand,
            hand_limit_every_turn: config.hand_limit_check == HandLimitCheck::EveryTurnEnd,
            final_lap: config.final_lap,
        }
    }
}

/// A new Mausoleum game for `names` in their colours, with `seed` and an optional start seat.
pub fn new_table(
    names: Vec<String>,
    colours: Vec<PlayerColour>,
    start: Option<usize>,
    options: MausoleumOptions,
    seed: u64,
) -> Result<MausoleumTable, mausoleum::ConfigError> {
    let config = options.config(names, start);
    Ok(Table::around(Played::new(config, seed)?, colours))
}

/// What a list of saved games shows for a Mausoleum table.
fn summary(table: &MausoleumTable) -> Summary {
    let view = table.game.position.view(None);
    let names = table.names().to_vec();
    let over = table.game.position.is_over();
    Summary {
        game: ::mausoleum::GAME_NAME.into(),
        progress: Some(Progress::new("mausoleum", &[("pile", view.pile.into())])),
        deciding: view.decision.seat().map(|s| names[s.index()].clone()),
        winners: over.then(|| {
            view.winners
                .iter()
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
    use table::{TableAction, TableGame, UndoRefusal};

    /// A replay's step *k* is the game after the record's first *k* decisions, at every step of
    /// a finished game.
    #[test]
    fn a_replay_shows_every_step_of_a_finished_game() {
        table_ui::replay::check_every_step::<Played<MausoleumGame>>(include_str!(
            "../../mausoleum/tests/data/golden-4p.json"
        ));
    }

    /// A lesson's table: two players, the first starts.
    fn lesson_table(seed: u64) -> MausoleumTable {
        new_table(
            vec!["Ana".into(), "Bia".into()],
            PlayerColour::ALL[..2].to_vec(),
            Some(0),
            MausoleumOptions::default(),
            seed,
        )
        .unwrap()
    }

    /// The first game that teaches plays through to its hand-over, refusing every other move.
    #[test]
    fn the_lesson_plays_through_to_its_hand_over() {
        let done = table_ui::lesson::check(lesson_table(3), table_ui::lesson_files!());
        assert_eq!(done.game.decisions(), 12);
        let area = &done.game.position.view(None).players[0].area;
        assert!(
            area.has(mausoleum::Card::Mausolus),
            "the lesson ends with a set and Mausolus"
        );
        // Past the script the person's first move hands the game over by itself.
        let mut played = done.clone();
        let seat = played.game.to_act().unwrap();
        assert_eq!((seat, played.thinker()), (tabletop::Seat(0), None));
        let any = *played.game.position.legal_actions(seat).last().unwrap();
        played.apply(TableAction::Play(any));
        assert_eq!(
            (played.coaching.is_none(), played.refusal.is_none()),
            (true, true)
        );
        assert_eq!(played.game.decisions(), 13);
    }

    /// Prints a lesson's raw material: `cargo test -p mausoleum-ui draft_lesson -- --ignored
    /// --nocapture` (the seed in `LESSON_DRAFT_SEED`).
    #[test]
    #[ignore]
    fn draft_lesson() {
        let seed = std::env::var("LESSON_DRAFT_SEED").map_or(1, |s| s.parse().unwrap());
        let t = lesson_table(seed);
        println!("{:?}", t.game.position);
        table_ui::lesson::draft(t, 16);
    }

    fn table(seed: u64) -> MausoleumTable {
        let names = vec!["Ana".into(), "Bia".into(), "Caio".into()];
        new_table(
            names,
            PlayerColour::ALL[..3].to_vec(),
            Some(0),
            MausoleumOptions::default(),
            seed,
        )
        .unwrap()
    }

    /// A card played can be taken back while its player holds the device (the next player's draw
    /// is not seen yet); a Theft, which shows a card taken at random, cannot.
    #[test]
    fn undo_takes_back_a_card_but_not_a_theft() {
        let mut t = table(4);
        let seat = t.game.to_act().unwrap();
        t.apply(TableAction::Reveal);
        let legal = t.game.position.legal_actions(seat);
        t.apply(TableAction::Play(mausoleum::Action::Pass));
        assert!(t.can_undo().is_ok(), "a pass is taken back");
        t.apply(TableAction::Undo);
        assert_eq!(t.undo_refusal, None);
        assert!(t.game.save.actions.is_empty());
        assert!(!legal.is_empty());
        // A table whose first player can steal.
        let (mut t, theft) = (0..100)
            .find_map(|seed| {
                let t = table(seed);
                let seat = t.game.to_act().unwrap();
                let theft = t
                    .game
                    .position
                    .legal_actions(seat)
                    .into_iter()
                    .find(|a| matches!(a, mausoleum::Action::Theft { .. }))?;
                Some((t, theft))
            })
            .expect("a first player holding a Theft");
        t.apply(TableAction::Reveal);
        t.apply(TableAction::Play(theft));
        assert!(t.can_undo().is_err(), "the card taken was seen");
    }

    /// The next player, once they lift the curtain, may not take back the decision of the player
    /// before: it is refused with its reason and nothing changes. Its own player could, while
    /// still holding the device.
    #[test]
    fn the_next_player_may_not_undo_the_decision_before() {
        let mut t = table(4);
        let first = t.game.to_act().unwrap();
        t.apply(TableAction::Reveal);
        t.apply(TableAction::Play(mausoleum::Action::Pass));
        // A pass over the hand limit: the discard is the same player's.
        while t.game.to_act() == Some(first) {
            let discard = t.game.position.legal_actions(first)[0];
            t.apply(TableAction::Play(discard));
        }
        assert!(t.can_undo().is_ok(), "its player still holds the device");
        t.apply(TableAction::Hide);
        let next = t.curtain().expect("a curtain before the next player");
        assert_ne!(next, first);
        t.apply(TableAction::Reveal);
        assert_eq!(t.viewer(), Some(next));
        let before = t.game.save.clone();
        assert_eq!(t.can_undo(), Err(UndoRefusal::NotYours));
        t.apply(TableAction::Undo);
        assert_eq!(t.undo_refusal, Some(UndoRefusal::NotYours));
        assert_eq!(t.game.save, before);
    }

    /// Hands are secret: the curtain falls before every person's decision, the Earthquake's
    /// target's included, and a whole game plays through the table and replays from its save.
    #[test]
    fn the_curtain_falls_before_each_decision_and_the_save_replays() {
        let mut t = table(4);
        let mut rng = tabletop::GameRng::new(4);
        let mut curtains = 0;
        while let Some(seat) = t.game.to_act() {
            if let Some(waiting) = t.curtain() {
                assert_eq!(waiting, seat);
                curtains += 1;
                t.apply(TableAction::Reveal);
            }
            assert_eq!(t.viewer(), Some(seat));
            let legal = t.game.position.legal_actions(seat);
            t.apply(TableAction::Play(
                legal[rng.below(legal.len() as u32) as usize],
            ));
            assert_eq!(t.refusal, None);
        }
        assert!(curtains > 10);
        let back =
            MausoleumTable::from_save_json(&t.game.save_json(), t.colours.clone(), Vec::new())
                .unwrap();
        assert_eq!(back.game.position, t.game.position);
        let summary = TableGame::summary(&back);
        assert!(summary.winners.is_some());
        // The statistics read each seat's final score from it, as the rules counted them.
        let scores = tabletop::Rules::outcome(&back.game.position)
            .unwrap()
            .scores;
        let expected: Vec<Option<i64>> = scores.0.iter().map(|&s| Some(s)).collect();
        assert_eq!(summary.scores.to_vec(), expected);
        assert!(
            TableGame::summary(&table(4)).scores.is_empty(),
            "none before the end"
        );
    }

    /// Each house rule of the new-game screen sets its own configuration value, and the help
    /// reads the same options back from a game's configuration.
    #[test]
    fn each_house_rule_reaches_the_configuration_and_back() {
        let none = MausoleumOptions::default();
        assert_eq!(none.config(vec!["A".into(), "B".into()], None), {
            let mut c = Config::with_players(2);
            c.players = vec!["A".into(), "B".into()];
            c
        });
        let flips: [fn(&mut MausoleumOptions); 8] = [
            |o| o.react_from_hand = true,
            |o| o.permanent_shields = true,
            |o| o.bonus_per_extra_set = true,
            |o| o.mausolus_per_game = true,
            |o| o.invasion_to_hand = true,
            |o| o.hand_limit_every_turn = true,
            |o| o.final_lap = FinalLap::OneTurnEach,
            |o| o.final_lap = FinalLap::EndAtOnce,
        ];
        let default_config = none.config(vec!["A".into(), "B".into()], Some(1));
        assert_eq!(default_config.start_player, StartPlayer::Seat(1));
        for flip in flips {
            let mut o = none;
            flip(&mut o);
            let config = o.config(vec!["A".into(), "B".into()], Some(1));
            assert_ne!(config, default_config, "{o:?} changes the configuration");
            assert_eq!(MausoleumOptions::of(&config), o);
        }
    }
}
