//! Where each player's scarabs came from and went, tallied from the game's events: the table of the
//! end-game reveal.

use serde::{Deserialize, Serialize};

use crate::board::Category;
use crate::config::SobekCost;
use crate::event::Event;
use crate::player::ByPlayer;

/// One player's scarab account over a whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Ledger {
    /// Scarabs at setup.
    pub start: u32,
    /// Scarabs earned per building category, in [`Category::ALL`] order, the Architect's bonus
    /// and the mosaics' rewards included.
    pub built: [u32; 6],
    /// Of the built scarabs, those from the Architect's bonus.
    pub architect: u32,
    /// Scarabs paid to call Worshippers of Sobek.
    pub sobek_scarabs: u32,
    /// Amulets taken to call Worshippers of Sobek.
    pub sobek_amulets: u32,
    /// Scarabs offered to the High Priest (all lost).
    pub offered: u32,
    /// Amulets gained (or returned, when negative) at the Offering.
    pub offering_amulets: i32,
    /// Scarabs lost to the penalty table at the end.
    pub penalty: u32,
    /// Final scarabs, once the game is over.
    pub final_scarabs: Option<u32>,
}

impl Ledger {
    /// Scarabs earned by building, all categories together.
    pub fn built_total(&self) -> u32 {
        self.built.iter().sum()
    }

    /// The scarabs this account leaves: start + built − Sobek − offering − penalty. Once the game
    /// is over it equals the final score.
    pub fn balance(&self) -> u32 {
        (self.start + self.built_total())
            .saturating_sub(self.sobek_scarabs + self.offered + self.penalty)
    }
}

fn category_index(category: Category) -> usize {
    Category::ALL
        .iter()
        .position(|&c| c == category)
        .expect("every category is listed")
}

/// Tallies `events` (all of a game's events, in order, as the core returned them) into one
/// account per player, each starting with `start` scarabs.
pub fn ledger(events: &[Event], players: usize, start: u32) -> ByPlayer<Ledger> {
    let mut out = ByPlayer(vec![
        Ledger {
            start,
            ..Ledger::default()
        };
        players
    ]);
    for event in events {
        match event {
            Event::Built {
                seat,
                piece,
                scarabs,
                architect,
                ..
            } => {
                let l = &mut out[*seat];
                l.built[category_index(piece.category())] += scarabs;
                l.architect += architect;
            }
            Event::MosaicReward { seat, scarabs } => {
                out[*seat].built[category_index(Category::Mosaics)] += scarabs;
            }
            Event::SobekActivated { seat, cost, .. } => match cost {
                SobekCost::Scarabs(n) => out[*seat].sobek_scarabs += n,
                SobekCost::Amulets(n) => out[*seat].sobek_amulets += n,
            },
            Event::OfferingRevealed { results } => {
                for r in results {
                    out[r.seat].offered += r.bid;
                    out[r.seat].offering_amulets += r.amulets;
                }
            }
            Event::GameEnded { score } => {
                for (seat, s) in score.players.iter() {
                    out[seat].penalty = s.penalty;
                    out[seat].final_scarabs = Some(s.scarabs);
                }
            }
            _ => {}
        }
    }
    out
}
