//! Cleopatra at the table: its record (the core's [`Game`]) is the table's game.

use cleopatra::{
    Config, ConfigError, Event, Expansions, Game, LoadError, Pending, RuleError, Save, Seat,
    UndoError, View,
};

use yew::prelude::*;

use crate::games::{GameId, MiniExpansion};
use crate::hooks::TableScreenProps;
use crate::i18n::Lang;
use crate::plugin::{GameUi, SetupProps};
use table::PlayerColour;
use table::RecordError;
use table::{Progress, Summary};
use table::{Table, TableGame};

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
    table_ui::catalogues!("cleopatra", "cleopatra-log", "cleopatra-help");

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
        Save::from_json(text)?.replay_each(each).map(CleopatraGame)
    }
}

/// What a list of saved games shows for a Cleopatra table.
fn summary(table: &CleopatraTable) -> Summary {
    let view = table.game.view(None);
    let names = table.names().to_vec();
    let name = |s: Seat| names[s.index()].clone();
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
        winners: (view.pending == Pending::Finished)
            .then(|| {
                view.result
                    .map(|r| r.winners.into_iter().map(name).collect())
            })
            .flatten(),
        names: names.clone(),
        colours: table.colours.clone(),
        expansions: MiniExpansion::in_play(&table.game.config().expansions)
            .into_iter()
            .map(|m| m.id().to_owned())
            .collect(),
    }
}

impl MiniExpansion {
    /// Whether it is switched on in `expansions`.
    pub fn is_on(self, expansions: &Expansions) -> bool {
        match self {
            MiniExpansion::CultOfSobek => expansions.cult_of_sobek,
            MiniExpansion::WhimsOfCleopatra => expansions.whims_of_cleopatra,
            MiniExpansion::WisdomOfBastet => expansions.wisdom_of_bastet,
            MiniExpansion::ArchitectsFromFarAway => expansions.architects_from_far_away,
        }
    }

    /// Switches it on or off in `expansions`, leaving its house values as they are.
    pub fn switch(self, expansions: &mut Expansions, on: bool) {
        *match self {
            MiniExpansion::CultOfSobek => &mut expansions.cult_of_sobek,
            MiniExpansion::WhimsOfCleopatra => &mut expansions.whims_of_cleopatra,
            MiniExpansion::WisdomOfBastet => &mut expansions.wisdom_of_bastet,
            MiniExpansion::ArchitectsFromFarAway => &mut expansions.architects_from_far_away,
        } = on;
    }

    /// The ones switched on in `expansions`, in their usual order.
    pub fn in_play(expansions: &Expansions) -> Vec<MiniExpansion> {
        MiniExpansion::ALL
            .into_iter()
            .filter(|m| m.is_on(expansions))
            .collect()
    }
}

/// The most Bastet may give (the new-game screen's bound, not the rules').
pub const MAX_BASTET_SCARABS: u32 = 10;
/// The most cards a refill after the Babylonian Architect may draw (one per stall).
pub const MAX_BABYLONIAN_REFILL: u8 = 3;

/// The choices of a new Cleopatra game besides its players (remembered on the device).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct CleopatraOptions {
    /// The mini-expansions switched on, and the house values of each (kept while it is off, so
    /// switching it back on brings them back).
    pub expansions: Expansions,
}

impl CleopatraOptions {
    /// The expansions as the game's configuration takes them: the house values of one not in play
    /// take their defaults (a record says only what matters), every value within the screen's
    /// bounds.
    pub fn expansions_in_play(&self) -> Expansions {
        let usual = Expansions::default();
        let mut e = self.expansions;
        if !e.cult_of_sobek {
            e.statue_architect_bonus = usual.statue_architect_bonus;
        }
        if !e.whims_of_cleopatra {
            e.whim_per_piece = usual.whim_per_piece;
        }
        if !e.wisdom_of_bastet {
            e.bastet_per_card = usual.bastet_per_card;
            e.bastet_scarabs = usual.bastet_scarabs;
        }
        if !e.architects_from_far_away {
            e.auction_ties_reversed = usual.auction_ties_reversed;
            e.babylonian_refill = usual.babylonian_refill;
        }
        e.bastet_scarabs = e.bastet_scarabs.min(MAX_BASTET_SCARABS);
        e.babylonian_refill = e.babylonian_refill.min(MAX_BABYLONIAN_REFILL);
        e
    }
}

/// A new Cleopatra game for `names` in their colours, with `seed`, an optional start seat and the
/// mini-expansions of `options`.
pub fn new_table(
    names: Vec<String>,
    colours: Vec<PlayerColour>,
    start: Option<usize>,
    options: CleopatraOptions,
    seed: u64,
) -> Result<CleopatraTable, ConfigError> {
    let mut config = Config {
        players: names,
        expansions: options.expansions_in_play(),
        ..Config::default()
    };
    config.fixed.start_player = start.map(|s| s as u8);
    Ok(Table::around(
        CleopatraGame(Game::new(config, seed)?),
        colours,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use cleopatra::Action;
    use std::collections::BTreeSet;
    use table::TableAction;

    fn table() -> CleopatraTable {
        new_table(
            vec!["Ana".into(), "Bia".into()],
            vec![PlayerColour::Blue, PlayerColour::Green],
            Some(0),
            CleopatraOptions::default(),
            11,
        )
        .unwrap()
    }

    /// Two mini-expansions switched on at the new-game screen, with a house rule of each, are the
    /// game's configuration, and the saved games name them.
    #[test]
    fn the_mini_expansions_chosen_are_the_games_config() {
        let mut options = CleopatraOptions::default();
        MiniExpansion::CultOfSobek.switch(&mut options.expansions, true);
        MiniExpansion::WisdomOfBastet.switch(&mut options.expansions, true);
        options.expansions.statue_architect_bonus = true;
        options.expansions.bastet_scarabs = 4;
        let t = new_table(
            vec!["Ana".into(), "Bia".into(), "Caio".into()],
            vec![
                PlayerColour::Blue,
                PlayerColour::Green,
                PlayerColour::Orange,
            ],
            None,
            options,
            21,
        )
        .expect("any mix of mini-expansions makes a game");
        let config = &t.game.config().expansions;
        assert_eq!(*config, options.expansions);
        assert!(config.cult_of_sobek && config.wisdom_of_bastet);
        assert!(!config.whims_of_cleopatra && !config.architects_from_far_away);
        let summary = summary(&t);
        assert_eq!(
            summary.expansions,
            [
                MiniExpansion::CultOfSobek.id(),
                MiniExpansion::WisdomOfBastet.id()
            ]
        );
        // The record keeps them, and so does its replay.
        let record = table::Record::of(&t, "g", "", 1.0, 2.0, 1);
        let back = table::Record::parse(&record.to_json()).unwrap();
        assert_eq!(back.save["config"]["expansions"]["cultOfSobek"], true);
        assert_eq!(back.save["config"]["expansions"]["bastetScarabs"], 4);
        assert_eq!(back.summary.clone().unwrap().expansions, summary.expansions);
        assert_eq!(
            crate::saves::listed(&back).unwrap().expansions,
            summary.expansions
        );
    }

    /// The house values of a mini-expansion switched off are kept on the screen (switching it back
    /// on brings them back) but never reach the game: its record says only what is in play.
    #[test]
    fn house_values_of_expansions_out_of_play_take_their_defaults() {
        let mut options = CleopatraOptions::default();
        options.expansions.statue_architect_bonus = true;
        options.expansions.whim_per_piece = true;
        options.expansions.bastet_per_card = true;
        options.expansions.bastet_scarabs = 7;
        options.expansions.auction_ties_reversed = true;
        options.expansions.babylonian_refill = 1;
        assert_eq!(options.expansions_in_play(), Expansions::default());
        let t = new_table(
            vec!["Ana".into(), "Bia".into()],
            vec![PlayerColour::Blue, PlayerColour::Green],
            Some(1),
            options,
            3,
        )
        .unwrap();
        assert_eq!(t.game.config().expansions, Expansions::default());
        assert!(summary(&t).expansions.is_empty());
        assert!(!table::Record::of(&t, "g", "", 1.0, 2.0, 1)
            .to_json()
            .contains("\"expansions\":[\""));

        // In play, they go through, held within the screen's bounds.
        MiniExpansion::WisdomOfBastet.switch(&mut options.expansions, true);
        MiniExpansion::ArchitectsFromFarAway.switch(&mut options.expansions, true);
        options.expansions.bastet_scarabs = 99;
        options.expansions.babylonian_refill = 9;
        let e = options.expansions_in_play();
        assert!(e.bastet_per_card && e.auction_ties_reversed);
        assert_eq!((e.bastet_scarabs, e.babylonian_refill), (10, 3));
        assert!(!e.statue_architect_bonus && !e.whim_per_piece);
    }

    /// What the device remembers reads back; a remembered text from before a house value existed
    /// takes its default, and one that does not read is no choice at all.
    #[test]
    fn remembered_options_read_back() {
        let mut options = CleopatraOptions::default();
        MiniExpansion::WhimsOfCleopatra.switch(&mut options.expansions, true);
        options.expansions.whim_per_piece = true;
        let text = serde_json::to_string(&options).unwrap();
        assert_eq!(
            serde_json::from_str::<CleopatraOptions>(&text).unwrap(),
            options
        );
        let old: CleopatraOptions =
            serde_json::from_str(r#"{"expansions":{"cultOfSobek":true}}"#).unwrap();
        assert!(old.expansions.cult_of_sobek);
        assert_eq!(old.expansions.bastet_scarabs, 3);
        assert_eq!(
            serde_json::from_str::<CleopatraOptions>("{}").unwrap(),
            CleopatraOptions::default()
        );
        assert!(serde_json::from_str::<CleopatraOptions>(r#"{"expansions":{"cult":1}}"#).is_err());
        for m in MiniExpansion::ALL {
            let mut e = Expansions::default();
            m.switch(&mut e, true);
            assert_eq!(MiniExpansion::in_play(&e), [m]);
            assert!(e.any());
        }
    }

    #[test]
    fn the_curtain_is_up_until_the_deciding_seat_reveals() {
        let mut t = table();
        assert_eq!(t.curtain(), Some(Seat(0)));
        assert_eq!(t.viewer(), None);
        assert!(t.view().players.iter().all(|p| p.hand.is_none()));
        t.apply(TableAction::Reveal);
        assert_eq!(t.curtain(), None);
        assert_eq!(t.viewer(), Some(Seat(0)));
        assert!(t.view().players[0].hand.is_some());
        assert!(t.view().players[1].hand.is_none());
    }

    /// Plays the first listed decision that takes a stall or refills one (never an "End turn"),
    /// keeping every card at the hand limit, until `seat`'s turn is over.
    fn market_turn(t: &mut CleopatraTable, seat: Seat) {
        while t.game.to_act() == Some(seat) {
            let action = t
                .game
                .legal_actions()
                .into_iter()
                .find(|a| {
                    matches!(
                        a,
                        Action::TakeStall { .. }
                            | Action::RefillStall { .. }
                            | Action::KeepAllCards
                    )
                })
                .expect("a stall to take or refill");
            t.apply(TableAction::Play(action));
            assert_eq!(t.refusal, None);
        }
    }

    /// A piece other than a mosaic (so no sanctuary to claim) the deciding player may build now.
    fn quarry_build(t: &CleopatraTable) -> Option<Action> {
        t.game.legal_actions().into_iter().find(|a| {
            matches!(a, Action::Build { piece, .. } if !matches!(piece, cleopatra::Piece::Mosaic { .. }))
        })
    }

    /// Plays market turns (people behind the curtain, computers straight on) until `seat`'s turn
    /// begins with a piece to build, that player holding the device if a curtain fell for them.
    fn until_a_build(t: &mut CleopatraTable, seat: Seat) {
        for _ in 0..60 {
            if t.handover.is_some() {
                t.apply(TableAction::Hide);
            }
            if t.curtain().is_some() {
                t.apply(TableAction::Reveal);
            }
            let to_act = t.game.to_act().expect("the game goes on");
            if to_act == seat && quarry_build(t).is_some() {
                return;
            }
            market_turn(t, to_act);
        }
        panic!("{seat:?} never had a piece to build");
    }

    /// `seat` builds a piece, then leaves the quarry, which ends the turn.
    fn quarry_turn(t: &mut CleopatraTable, seat: Seat) {
        t.apply(TableAction::Play(
            quarry_build(t).expect("a piece to build"),
        ));
        t.apply(TableAction::Play(Action::EndQuarryVisit));
        assert_eq!(t.refusal, None);
        assert_ne!(
            t.game.to_act(),
            Some(seat),
            "leaving the quarry ended the turn"
        );
    }

    /// A table of people and computers (`None` a person), Ana starting.
    fn seated(computers: Vec<Option<bot::Level>>) -> CleopatraTable {
        let names = ["Ana", "Bia", "Caio"][..computers.len()].iter();
        let colours = [
            PlayerColour::Blue,
            PlayerColour::Green,
            PlayerColour::Orange,
        ];
        new_table(
            names.map(|n| n.to_string()).collect(),
            colours[..computers.len()].to_vec(),
            Some(0),
            CleopatraOptions::default(),
            11,
        )
        .unwrap()
        .with_computers(computers)
    }

    /// Leaving the quarry ends a turn as the market visit does: the player keeps the device for a
    /// last look, with an undo (leaving showed nothing new), before passing it on; against
    /// computers, and for the last person before a computer, the same as after a market visit.
    #[test]
    fn leaving_the_quarry_ends_a_turn_as_a_market_visit_does() {
        use bot::Level::Easy;
        for (computers, seat, last_look) in [
            (vec![None, None], Seat(0), true),
            (vec![None, None, Some(Easy)], Seat(0), true),
            (vec![None, Some(Easy)], Seat(0), false),
            // The last person before a computer.
            (vec![None, None, Some(Easy)], Seat(1), false),
        ] {
            let case = format!("{computers:?}, {seat:?}");
            let mut t = seated(computers);
            until_a_build(&mut t, seat);
            let mut market = t.clone();
            market_turn(&mut market, seat);
            quarry_turn(&mut t, seat);
            assert_eq!(t.handover, market.handover, "{case}");
            assert_eq!(t.handover, last_look.then_some(seat), "{case}");
            assert_eq!(t.curtain(), market.curtain(), "{case}");
            assert_eq!(t.viewer(), market.viewer(), "{case}");
            if !last_look {
                continue;
            }
            let next = t.game.to_act().unwrap();
            assert_eq!(t.curtain(), None, "{case}: no curtain yet");
            assert_eq!(t.viewer(), Some(seat), "{case}");
            assert!(t.view().players[next.index()].hand.is_none(), "{case}");
            // Undo takes back the leaving, as the last refill card: back in the quarry.
            assert_eq!(t.can_undo(), Ok(()), "{case}");
            t.apply(TableAction::Undo);
            assert_eq!(t.undo_refusal, None, "{case}");
            assert_eq!(t.game.to_act(), Some(seat), "{case}");
            assert_eq!(t.handover, None, "{case}");
            assert_eq!(t.viewer(), Some(seat), "{case}");
            assert!(t.game.legal_actions().contains(&Action::EndQuarryVisit));
            t.apply(TableAction::Play(Action::EndQuarryVisit));
            assert_eq!(t.handover, Some(seat), "{case}");
            // "Pass to …": the curtain falls for the next player, who hears of the build.
            t.apply(TableAction::Hide);
            assert_eq!(t.curtain(), Some(next), "{case}");
            assert_eq!(t.viewer(), None, "{case}");
            assert!(t
                .news_for(next)
                .any(|e| matches!(e, Event::Built { seat: s, .. } if s == seat)));
        }
    }

    #[test]
    fn the_curtain_falls_when_the_turn_passes() {
        let mut t = table();
        t.apply(TableAction::Reveal);
        market_turn(&mut t, Seat(0));
        // The last refill card ended Ana's turn: she keeps the device for a last look, and
        // nothing of Bia's shows.
        assert_eq!(t.handover, Some(Seat(0)));
        assert_eq!(t.curtain(), None);
        assert_eq!(t.viewer(), Some(Seat(0)));
        assert!(t.view().players[1].hand.is_none());
        t.apply(TableAction::Hide);
        assert_eq!(t.curtain(), Some(Seat(1)));
        assert_eq!(t.viewer(), None, "nothing private shows for Ana or Bia");
        assert!(t.news_for(Seat(1)).count() > 0, "Bia is told what Ana did");
        t.apply(TableAction::Reveal);
        assert_eq!(t.viewer(), Some(Seat(1)));
        assert_eq!(t.news_for(Seat(1)).count(), 0);
    }

    /// Whole games of three people with every mini-expansion, decisions picked at random: every
    /// decision of the holder that hands the device to another person leaves them a last look,
    /// unless it is a bid or a pick made in another player's turn (the Offering, the architects'
    /// auction), which goes round at once. Leaving the quarry, the market's last refill card and
    /// the hand limit are among the turns' ends seen; during a last look only its maker sees
    /// their hand, and an undo there takes back exactly the decision that ended the turn.
    #[test]
    fn every_turn_ends_with_a_last_look_and_only_bids_go_round_at_once() {
        let mut options = CleopatraOptions::default();
        for m in MiniExpansion::ALL {
            m.switch(&mut options.expansions, true);
        }
        let names: Vec<String> = ["Ana", "Bia", "Caio"].map(String::from).to_vec();
        let colours = vec![
            PlayerColour::Blue,
            PlayerColour::Green,
            PlayerColour::Orange,
        ];
        let kind = |a: &Action| {
            format!("{a:?}")
                .split([' ', '{'])
                .next()
                .unwrap()
                .to_owned()
        };
        let (mut last_looks, mut at_once) = (BTreeSet::new(), BTreeSet::new());
        let mut undone = 0;
        for seed in [3, 8] {
            let mut t = new_table(names.clone(), colours.clone(), None, options, seed).unwrap();
            let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let mut pick = |n: usize| {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                (rng % n as u64) as usize
            };
            while !t.game.is_over() {
                if t.curtain().is_some() {
                    t.apply(TableAction::Reveal);
                }
                let mover = t.game.to_act().unwrap();
                let active = t.game.active();
                assert_eq!(t.holder, Some(mover));
                let options = t.game.options();
                // Building most of the time, so Cleopatra walks and the game ends.
                let builds: Vec<Action> = options
                    .iter()
                    .copied()
                    .filter(|a| matches!(a, Action::PayFor { .. } | Action::Place { .. }))
                    .collect();
                let action = if !builds.is_empty() && pick(10) < 8 {
                    builds[pick(builds.len())]
                } else {
                    options[pick(options.len())]
                };
                let before = t.clone();
                t.apply(TableAction::Play(action));
                assert_eq!(t.refusal, None, "{action:?}");
                let handed_on = t.game.to_act().is_some_and(|s| s != mover);
                match t.handover {
                    Some(seat) => {
                        assert_eq!(seat, mover);
                        assert!(handed_on);
                        last_looks.insert(kind(&action));
                        let next = t.game.to_act().unwrap();
                        assert_eq!(t.viewer(), Some(mover));
                        assert!(t.view().players[mover.index()].hand.is_some());
                        assert!(t.view().players[next.index()].hand.is_none());
                        if t.can_undo().is_ok() && pick(4) == 0 {
                            let mut back = t.clone();
                            back.apply(TableAction::Undo);
                            assert_eq!(back.game, before.game, "{action:?} taken back");
                            assert_eq!(back.log, before.log);
                            assert_eq!(back.handover, None);
                            undone += 1;
                        }
                        t.apply(TableAction::Hide);
                    }
                    None if handed_on && t.curtain().is_some() => {
                        assert!(
                            matches!(
                                action,
                                Action::Offer { .. } | Action::ChooseArchitect { .. }
                            ),
                            "{action:?} handed the device on at once"
                        );
                        assert!(
                            mover != active || t.game.active() == active,
                            "{action:?} ended its maker's own turn, and the curtain fell at once"
                        );
                        at_once.insert(kind(&action));
                    }
                    None => {}
                }
            }
        }
        for end in ["EndQuarryVisit", "RefillStall"] {
            assert!(last_looks.contains(end), "{end} in {last_looks:?}");
        }
        assert!(
            last_looks.contains("KeepAllCards") || last_looks.contains("DiscardOne"),
            "the hand limit in {last_looks:?}"
        );
        assert!(at_once.contains("Offer"), "{at_once:?}");
        assert!(undone > 0);
    }

    #[test]
    fn the_player_handing_over_may_take_back_the_last_refill_card() {
        let mut t = table();
        t.apply(TableAction::Reveal);
        market_turn(&mut t, Seat(0));
        let last = *t.game.history().last().unwrap();
        assert!(matches!(last, Action::RefillStall { .. }));
        assert_eq!(t.can_undo(), Ok(()));
        t.apply(TableAction::Undo);
        assert_eq!(t.game.to_act(), Some(Seat(0)), "Ana places the card again");
        assert_eq!(t.handover, None);
        assert_eq!(t.viewer(), Some(Seat(0)));
    }

    #[test]
    fn each_player_is_told_everything_since_they_last_looked() {
        let mut t = new_table(
            vec!["Ana".into(), "Bruno".into(), "Carla".into()],
            vec![
                PlayerColour::Blue,
                PlayerColour::Green,
                PlayerColour::Orange,
            ],
            Some(0),
            CleopatraOptions::default(),
            5,
        )
        .unwrap();
        let turns = |events: Vec<Event>| -> Vec<Seat> {
            events
                .iter()
                .filter_map(|e| match e {
                    Event::TurnStarted { seat } => Some(*seat),
                    _ => None,
                })
                .collect()
        };
        for seat in [Seat(0), Seat(1), Seat(2)] {
            assert_eq!(t.curtain(), Some(seat));
            t.apply(TableAction::Reveal);
            market_turn(&mut t, seat);
            t.apply(TableAction::Hide);
        }
        // Back to Ana after a full round: she hears of Bruno's and Carla's turns, not her own.
        assert_eq!(t.curtain(), Some(Seat(0)));
        let news: Vec<Event> = t.news_for(Seat(0)).collect();
        assert_eq!(turns(news.clone()), vec![Seat(1), Seat(2), Seat(0)]);
        assert!(news
            .iter()
            .any(|e| matches!(e, Event::StallTaken { seat, .. } if *seat == Seat(1))));
        assert!(!news
            .iter()
            .any(|e| matches!(e, Event::StallTaken { seat, .. } if *seat == Seat(0))));
        // Bruno, next, has not yet heard of Carla's turn nor of Ana's coming one.
        let bruno: Vec<Event> = t.news_for(Seat(1)).collect();
        assert_eq!(turns(bruno), vec![Seat(2), Seat(0)]);
        // What each has seen travels with the save.
        let back = CleopatraTable::from_save_json(
            &t.game.save().to_json(),
            t.colours.clone(),
            t.seen.clone(),
        )
        .unwrap();
        assert_eq!(back.news_for(Seat(0)).count(), t.news_for(Seat(0)).count());
        assert_eq!(back.news_for(Seat(1)).count(), t.news_for(Seat(1)).count());
    }

    #[test]
    fn undo_drops_the_decision_and_its_log_lines() {
        let mut t = table();
        t.apply(TableAction::Reveal);
        let before = t.clone();
        // The first legal Sobek call that draws nothing can be taken back.
        let call = t
            .game
            .legal_actions()
            .into_iter()
            .find(|a| {
                matches!(a, Action::ActivateSobek { tile } if *tile != cleopatra::SobekTile::Beggar)
            })
            .expect("an affordable Sobek tile");
        t.apply(TableAction::Play(call));
        assert!(t.log.len() > before.log.len());
        assert_eq!(t.can_undo(), Ok(()));
        t.apply(TableAction::Undo);
        assert_eq!(t.game, before.game);
        assert_eq!(t.log, before.log);
        t.apply(TableAction::Undo);
        assert_eq!(t.undo_refusal, Some(UndoError::TurnStart));
        assert_eq!(t.game, before.game);
    }

    #[test]
    fn a_saved_table_replays_to_the_same_game_and_log() {
        let mut t = table();
        for _ in 0..40 {
            let a = t.game.legal_actions()[0];
            t.apply(TableAction::Play(a));
        }
        let back = CleopatraTable::from_save_json(
            &t.game.save().to_json(),
            t.colours.clone(),
            t.seen.clone(),
        )
        .unwrap();
        assert_eq!(back.game, t.game);
        assert_eq!(back.log, t.log);
        assert_eq!(back.marks, t.marks);
        assert_eq!(
            back.curtain(),
            t.game.to_act(),
            "the curtain comes up first"
        );
        let mut tampered = t.game.save();
        tampered.actions[10] = Action::Offer { scarabs: 2 };
        assert!(matches!(
            CleopatraTable::from_save_json(&tampered.to_json(), t.colours.clone(), Vec::new()),
            Err(LoadError::Action { number: 11, .. })
        ));
    }

    #[test]
    fn a_refused_action_is_kept_with_its_reason_and_changes_nothing() {
        let mut t = table();
        t.apply(TableAction::Reveal);
        let before = t.game.clone();
        t.apply(TableAction::Play(Action::Offer { scarabs: 1 }));
        assert!(t.refusal.is_some());
        assert_eq!(t.game, before);
        assert!(t.log.is_empty());
    }
}
