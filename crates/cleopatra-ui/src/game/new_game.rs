//! A new Cleopatra game: the mini-expansions switched on at the new-game screen, their house
//! values within the screen's bounds, and the table dealt for the players.

use cleopatra::{Config, ConfigError, Expansions, Game};

use super::{CleopatraGame, CleopatraTable};
use crate::MiniExpansion;
use table::PlayerColour;
use table::Table;

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
    use super::super::summary;
    use super::*;

    /// Two mini-expansions switched on at the new-game screen, with a house rule of each, are the
    /// game's configuration, and the saved games name them.
    #[test]
    fn the_mini_expansions_chosen_are_the_games_config() {
        crate::shelve();
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
            table_ui::saves::listed(&back).unwrap().expansions,
            summary.expansions
        );
    }

    /// The house values of a mini-expansion switched off are kept on the screen (switching it back
    /// on brings them back) but never reach the game: its record says only what is in play.
    #[test]
    fn house_values_of_expansions_out_of_play_take_their_defaults() {
        crate::shelve();
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
        crate::shelve();
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
}
