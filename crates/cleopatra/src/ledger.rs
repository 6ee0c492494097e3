//! Where each player's scarabs came from and went, tallied from the game's events: the table of the
//! end-game reveal.

use serde::{Deserialize, Serialize};

use crate::board::Category;
use crate::config::SobekCost;
use crate::event::Event;
use crate::expansions::{Whim, WHIM_SCARABS};
use crate::player::ByPlayer;

/// One player's scarab account over a whole game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
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
    /// Expansions: scarabs from the Wisdom of Bastet.
    pub bastet: u32,
    /// Expansions: scarabs from the bonus tiles of Cleopatra's whims drawn by this player.
    pub bonus_tiles: u32,
    /// Expansions: scarabs for Sobek statues (the Architect's bonus, under that house rule).
    pub statues: u32,
    /// Expansions: scarabs received from other players (the Toll card, a bonus tile).
    pub received: u32,
    /// Expansions: scarabs given to other players.
    pub given: u32,
    /// Expansions: scarabs bid for the Architects from Far Away (all lost).
    pub auction: u32,
    /// Final scarabs, once the game is over.
    pub final_scarabs: Option<u32>,
}

impl Ledger {
    /// Scarabs earned by building, all categories together.
    pub fn built_total(&self) -> u32 {
        self.built.iter().sum()
    }

    /// Scarabs the expansions gave, all together.
    pub fn expansion_gains(&self) -> u32 {
        self.bastet + self.bonus_tiles + self.statues + self.received
    }

    /// Scarabs the expansions took, all together.
    pub fn expansion_losses(&self) -> u32 {
        self.given + self.auction
    }

    /// The scarabs this account leaves: start + built + expansions − Sobek − offering − penalty.
    /// Once the game is over it equals the final score.
    pub fn balance(&self) -> u32 {
        (self.start + self.built_total() + self.expansion_gains()).saturating_sub(
            self.sobek_scarabs + self.offered + self.penalty + self.expansion_losses(),
        )
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
            Event::BastetTaken { seat, scarabs, .. } | Event::BastetBlessing { seat, scarabs } => {
                out[*seat].bastet += scarabs
            }
            Event::WhimDrawn {
                seat,
                whim: Whim::Scarabs,
            } => out[*seat].bonus_tiles += WHIM_SCARABS,
            Event::StatueBuilt { seat, scarabs, .. } => out[*seat].statues += scarabs,
            Event::ScarabsPaid { from, to, scarabs } => {
                out[*from].given += scarabs;
                out[*to].received += scarabs;
            }
            Event::AuctionRevealed { bids, .. } => {
                for &(seat, bid) in bids {
                    out[seat].auction += bid;
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
