//! Imhotep at the table: its position recorded by [`Played`].

use imhotep::{CardSource, Config, Event, Imhotep, Sides, StartPlayer};

use crate::games::GameId;
use crate::saves::{Progress, Summary};
use crate::setup::PlayerColour;
use crate::table::{Played, Shelved, Table};

/// An Imhotep table.
pub type ImhotepTable = Table<Played<Imhotep>>;

impl Shelved for Imhotep {
    const SAVE_FORMAT: u32 = imhotep::SAVE_FORMAT;
    const OLDEST_FORMAT: u32 = imhotep::OLDEST_FORMAT;

    fn names(config: &Config) -> &[String] {
        &config.players
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

    fn deal_logged(
        config: Config,
        seed: u64,
    ) -> Result<(Imhotep, Vec<Event>), imhotep::ConfigError> {
        Imhotep::new_logged(config, seed)
    }
}

/// The choices of a new Imhotep game besides its players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
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
pub fn summary(table: &ImhotepTable) -> Summary {
    let view = table.game.position.view(None);
    let names = table.names().to_vec();
    Summary {
        game: GameId::Imhotep,
        progress: Progress::Imhotep { round: view.round },
        deciding: view.decision.map(|d| names[d.seat().index()].clone()),
        winners: view.result.map(|r| {
            r.winners
                .into_iter()
                .map(|s| names[s.index()].clone())
                .collect()
        }),
        names: names.clone(),
        colours: table.colours.clone(),
    }
}
