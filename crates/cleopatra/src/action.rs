//! Actions: one decision each, made by whoever the game waits for.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::{Category, DoorSide, Row, WallSlot};
use crate::cards::{Card, Cards};
use crate::expansions::{CultCard, FarArchitect};
use crate::mosaic::Placement;
use crate::payment::Payment;
use crate::sobek::SobekTile;

mod read;

/// A piece to build and where it goes. Saves write it tagged (`{"piece": "sphinx", "row":
/// "Left"}`) and read it back through one flat struct (see [`read`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    tag = "piece",
    rename_all = "camelCase",
    try_from = "read::PieceFields"
)]
pub enum Piece {
    /// A sphinx in a Plaza row.
    Sphinx {
        /// The row.
        row: Row,
    },
    /// The obelisk of a Plaza row.
    Obelisk {
        /// The row.
        row: Row,
    },
    /// A door frame half.
    Door {
        /// Which half.
        side: DoorSide,
    },
    /// A column wall.
    Wall {
        /// Its slot.
        slot: WallSlot,
    },
    /// The mosaic on top of the stack.
    Mosaic {
        /// Where and how it is laid.
        placement: Placement,
    },
    /// The pedestal, on the throne space.
    Pedestal,
    /// The throne, on the pedestal.
    Throne,
}

impl Piece {
    /// The building category the piece belongs to.
    pub fn category(&self) -> Category {
        match self {
            Piece::Sphinx { .. } => Category::Sphinxes,
            Piece::Obelisk { .. } => Category::Obelisks,
            Piece::Door { .. } => Category::Doors,
            Piece::Wall { .. } => Category::Walls,
            Piece::Mosaic { .. } => Category::Mosaics,
            Piece::Pedestal | Piece::Throne => Category::Throne,
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Piece::Sphinx { row } => write!(f, "a sphinx in the {} row", lower(row)),
            Piece::Obelisk { row } => write!(f, "the {} obelisk", lower(row)),
            Piece::Door { side } => write!(f, "the {} door frame", lower(side)),
            Piece::Wall { slot } => write!(f, "a column wall at {slot}"),
            Piece::Mosaic { placement } => write!(f, "a mosaic {placement}"),
            Piece::Pedestal => f.write_str("the pedestal"),
            Piece::Throne => f.write_str("the throne"),
        }
    }
}

fn lower(v: &impl fmt::Debug) -> String {
    format!("{v:?}").to_lowercase()
}

/// One decision. Saves write it tagged (`{"type": "takeStall", "stall": 2}`) and read it back
/// through one flat struct (see [`read`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    try_from = "read::ActionFields"
)]
pub enum Action {
    /// Start of turn only: pay the tile's position cost and use its power this turn.
    ActivateSobek {
        /// The tile.
        tile: SobekTile,
    },
    /// Visit the market: take every card of a stall (0-based).
    TakeStall {
        /// The stall.
        stall: u8,
    },
    /// Put one of the drawn refill cards on a stall still waiting for one.
    RefillStall {
        /// Index of the drawn card (0-based, among those not yet placed).
        card: u8,
        /// The stall.
        stall: u8,
    },
    /// Visit the quarry (or continue the visit): build a piece, paying for it.
    Build {
        /// What and where.
        piece: Piece,
        /// The cards paid.
        payment: Payment,
    },
    /// A build in two steps, first step: pay for a piece of a category with a free place. The
    /// rules list builds this way so no list grows huge; [`Action::Build`] is both steps at once.
    PayFor {
        /// The category.
        category: Category,
        /// The cards paid.
        payment: Payment,
    },
    /// A build in two steps, second step: where the piece paid for goes.
    Place {
        /// What and where.
        piece: Piece,
    },
    /// Leave the quarry; completed categories move Cleopatra.
    EndQuarryVisit,
    /// End the turn after a main action when the Vizier would allow another.
    EndTurn,
    /// Nothing is possible: no stall has cards and nothing can be built.
    Pass,
    /// Claim a sanctuary formed by your mosaic with an Anubis, giving up the mosaic's scarabs.
    ClaimSanctuary {
        /// Index among the sanctuaries just formed.
        sanctuary: u8,
    },
    /// Claim no (more) sanctuaries; if none was claimed, take the mosaic's scarabs.
    DeclineSanctuary,
    /// Over the hand limit: discard exactly the extra cards, free of amulets.
    DiscardDown {
        /// The cards discarded.
        cards: Cards,
    },
    /// Over the hand limit, discarding in steps: one card (before the first, keeping all is
    /// still possible; after it, the rest must go too). [`Action::DiscardDown`] is every step at once.
    DiscardOne {
        /// The card's kind.
        card: Card,
    },
    /// Over the hand limit: keep every card and take 1 amulet per extra card.
    KeepAllCards,
    /// The Offering to the High Priest, or the architects' auction: a secret bid of scarabs (0
    /// allowed); all bids are lost.
    Offer {
        /// Scarabs offered.
        scarabs: u32,
    },
    /// Cult of Sobek, in the Quarry: build a Sobek statue beside your Anubis on a sanctuary.
    BuildStatue {
        /// The sanctuary (index in the board's list).
        sanctuary: u8,
        /// The cards paid (1 artisan and one unit of each resource).
        payment: Payment,
    },
    /// Cult of Sobek: the statue's builder keeps one of the cards left.
    ChooseCultCard {
        /// The card.
        card: CultCard,
    },
    /// Whims of Cleopatra: draw a bonus tile after building a piece of the die's category.
    DrawWhim,
    /// Architects from Far Away: play a card you hold (once, removed after use).
    PlayArchitect {
        /// The card.
        architect: FarArchitect,
    },
    /// The Babylonian Architect's market visit: two stalls, one of them with the fewest cards.
    TakeStalls {
        /// One stall (0-based).
        first: u8,
        /// The other.
        second: u8,
    },
    /// Architects from Far Away: a winner of the auction keeps one of the cards left.
    ChooseArchitect {
        /// The card.
        architect: FarArchitect,
    },
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::ActivateSobek { tile } => write!(f, "activate {tile}"),
            Action::TakeStall { stall } => write!(f, "take stall {}", stall + 1),
            Action::RefillStall { card, stall } => {
                write!(f, "refill stall {} with drawn card {}", stall + 1, card + 1)
            }
            Action::Build { piece, payment } => write!(f, "build {piece} paying {payment}"),
            Action::PayFor { category, payment } => write!(f, "pay {payment} for {category:?}"),
            Action::Place { piece } => write!(f, "place {piece}"),
            Action::EndQuarryVisit => f.write_str("end the quarry visit"),
            Action::EndTurn => f.write_str("end the turn"),
            Action::Pass => f.write_str("pass"),
            Action::ClaimSanctuary { sanctuary } => write!(f, "claim sanctuary {}", sanctuary + 1),
            Action::DeclineSanctuary => f.write_str("claim no sanctuary"),
            Action::DiscardDown { cards } => write!(f, "discard {cards}"),
            Action::DiscardOne { card } => write!(f, "discard {card}"),
            Action::KeepAllCards => f.write_str("keep all cards"),
            Action::Offer { scarabs } => write!(f, "offer {scarabs} scarabs"),
            Action::BuildStatue { sanctuary, payment } => {
                write!(
                    f,
                    "build a Sobek statue at sanctuary {} paying {payment}",
                    sanctuary + 1
                )
            }
            Action::ChooseCultCard { card } => write!(f, "keep {card}"),
            Action::DrawWhim => f.write_str("draw a bonus tile"),
            Action::PlayArchitect { architect } => write!(f, "play {architect}"),
            Action::TakeStalls { first, second } => {
                write!(f, "take stalls {} and {}", first + 1, second + 1)
            }
            Action::ChooseArchitect { architect } => write!(f, "keep {architect}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of piece reads back as saves have always written it; one without the place its
    /// kind needs is refused.
    /// One decision of every kind, with every kind of card where a card goes.
    fn every_kind_of_decision() -> Vec<Action> {
        use crate::board::Category;
        use crate::cards::Resource;
        use crate::expansions::{CultCard, FarArchitect};
        use crate::sobek::SobekTile;
        let mut cards = Cards::default();
        cards.0[1] = 2;
        cards.0[6] = 1;
        let payment = Payment {
            cards,
            merchant: true,
            ..Payment::default()
        };
        vec![
            Action::ActivateSobek {
                tile: SobekTile::Vizier,
            },
            Action::TakeStall { stall: 3 },
            Action::RefillStall { card: 1, stall: 4 },
            Action::Build {
                piece: Piece::Wall { slot: WallSlot::L2 },
                payment,
            },
            Action::PayFor {
                category: Category::Sphinxes,
                payment,
            },
            Action::Place {
                piece: Piece::Mosaic {
                    placement: Placement {
                        orientation: 6,
                        x: 2,
                        y: 1,
                    },
                },
            },
            Action::EndQuarryVisit,
            Action::EndTurn,
            Action::Pass,
            Action::ClaimSanctuary { sanctuary: 1 },
            Action::DeclineSanctuary,
            Action::DiscardDown { cards },
            Action::DiscardOne {
                card: Card::Tainted(Resource::Wood),
            },
            Action::DiscardOne {
                card: Card::Artisan,
            },
            Action::DiscardOne { card: Card::Cave },
            Action::KeepAllCards,
            Action::Offer { scarabs: 12 },
            Action::BuildStatue {
                sanctuary: 0,
                payment,
            },
            Action::ChooseCultCard {
                card: CultCard::Toll,
            },
            Action::DrawWhim,
            Action::PlayArchitect {
                architect: FarArchitect::Greek,
            },
            Action::TakeStalls {
                first: 0,
                second: 2,
            },
            Action::ChooseArchitect {
                architect: FarArchitect::Greek,
            },
        ]
    }

    /// Every kind of decision reads back as saves write it, from text and from a JSON value; a
    /// decision without a field its kind needs, or with a card of the wrong kind, is refused.
    #[test]
    fn decisions_read_back_as_saves_write_them() {
        tabletop::testing::assert_reads_back(&every_kind_of_decision(), &[]);
        assert_eq!(
            serde_json::to_string(&Action::TakeStall { stall: 3 }).unwrap(),
            r#"{"type":"takeStall","stall":3}"#
        );
        tabletop::testing::assert_reads_back::<Action>(
            &[],
            &[
                r#"{"type":"takeStall"}"#,
                r#"{"type":"refillStall","card":"artisan","stall":1}"#,
                r#"{"type":"discardOne","card":2}"#,
                r#"{"type":"chooseCultCard","card":"artisan"}"#,
                r#"{"type":"fly"}"#,
                r#"{"stall":1}"#,
            ],
        );
    }

    #[test]
    fn pieces_read_back_as_saves_write_them() {
        let pieces = [
            Piece::Sphinx { row: Row::Left },
            Piece::Obelisk { row: Row::Right },
            Piece::Door {
                side: DoorSide::Right,
            },
            Piece::Mosaic {
                placement: Placement {
                    orientation: 5,
                    x: 1,
                    y: 2,
                },
            },
            Piece::Pedestal,
            Piece::Throne,
        ];
        tabletop::testing::assert_reads_back(&pieces, &[]);
        assert_eq!(
            serde_json::to_string(&Piece::Sphinx { row: Row::Left }).unwrap(),
            r#"{"piece":"sphinx","row":"Left"}"#
        );
        assert!(serde_json::from_str::<Piece>(r#"{"piece":"sphinx"}"#).is_err());
        assert!(serde_json::from_str::<Piece>(r#"{"piece":"tower","row":"Left"}"#).is_err());
    }
}
