//! Decisions read back from saves. Saves write [`Action`] and [`Piece`] tagged, as serde's
//! internally tagged enums do (`{"type": "build", "piece": {"piece": "sphinx", "row": "Left"},
//! "payment": {…}}`); they are read through one flat struct each, every field a variant may carry
//! optional, then checked ([`tabletop::save::Missing`]). The derived reader of a tagged enum buffers each decision and has code
//! for every variant: on the Cleopatra page it was 48 KB of wasm before optimising; this is a
//! fraction of it, reading the same text.

use std::fmt;

use serde::de::{self, Deserializer, MapAccess, Unexpected, Visitor};
use serde::Deserialize;

use super::{Action, Piece};
use crate::board::{Category, DoorSide, Row, WallSlot};
use crate::cards::{Card, Cards};
use crate::expansions::{CultCard, FarArchitect};
use crate::mosaic::Placement;
use crate::payment::Payment;
use crate::sobek::SobekTile;
use tabletop::need;
use tabletop::save::Missing;

/// Which piece a saved [`Piece`] is: its tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
enum PieceKind {
    Sphinx,
    Obelisk,
    Door,
    Wall,
    Mosaic,
    Pedestal,
    Throne,
}

/// A saved [`Piece`] as read: its tag and whichever place it names.
#[derive(Debug, Clone, Copy, Deserialize)]
pub struct PieceFields {
    piece: PieceKind,
    row: Option<Row>,
    side: Option<DoorSide>,
    slot: Option<WallSlot>,
    placement: Option<Placement>,
}

impl TryFrom<PieceFields> for Piece {
    type Error = Missing;

    fn try_from(p: PieceFields) -> Result<Piece, Missing> {
        Ok(match p.piece {
            PieceKind::Sphinx => Piece::Sphinx { row: need!(p.row) },
            PieceKind::Obelisk => Piece::Obelisk { row: need!(p.row) },
            PieceKind::Door => Piece::Door {
                side: need!(p.side),
            },
            PieceKind::Wall => Piece::Wall {
                slot: need!(p.slot),
            },
            PieceKind::Mosaic => Piece::Mosaic {
                placement: need!(p.placement),
            },
            PieceKind::Pedestal => Piece::Pedestal,
            PieceKind::Throne => Piece::Throne,
        })
    }
}

/// Which decision a saved [`Action`] is: its tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
enum ActionKind {
    ActivateSobek,
    TakeStall,
    RefillStall,
    Build,
    PayFor,
    Place,
    EndQuarryVisit,
    EndTurn,
    Pass,
    ClaimSanctuary,
    DeclineSanctuary,
    DiscardDown,
    DiscardOne,
    KeepAllCards,
    Offer,
    BuildStatue,
    ChooseCultCard,
    DrawWhim,
    PlayArchitect,
    TakeStalls,
    ChooseArchitect,
}

/// The `card` of a saved decision: a refill card's index, a card or a cult card, told apart by
/// how they are written (a number; a card's name or `{"standard": …}`; a cult card's name, none
/// of which is a card's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum CardField {
    Index(u8),
    Card(Card),
    Cult(CultCard),
}

impl<'de> Deserialize<'de> for CardField {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardField, D::Error> {
        struct Field;
        impl<'de> Visitor<'de> for Field {
            type Value = CardField;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a card, a cult card or a card's index")
            }

            fn visit_u64<E: de::Error>(self, v: u64) -> Result<CardField, E> {
                u8::try_from(v)
                    .map(CardField::Index)
                    .map_err(|_| E::invalid_value(Unexpected::Unsigned(v), &self))
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<CardField, E> {
                let named = || de::value::StrDeserializer::<E>::new(v);
                Card::deserialize(named())
                    .map(CardField::Card)
                    .or_else(|_| CultCard::deserialize(named()).map(CardField::Cult))
            }

            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<CardField, A::Error> {
                Card::deserialize(de::value::MapAccessDeserializer::new(map)).map(CardField::Card)
            }
        }
        d.deserialize_any(Field)
    }
}

/// A saved [`Action`] as read: its tag and every field some decision carries.
#[derive(Debug, Clone, Copy, Deserialize)]
pub struct ActionFields {
    #[serde(rename = "type")]
    kind: ActionKind,
    tile: Option<SobekTile>,
    stall: Option<u8>,
    card: Option<CardField>,
    piece: Option<Piece>,
    payment: Option<Payment>,
    category: Option<Category>,
    sanctuary: Option<u8>,
    cards: Option<Cards>,
    scarabs: Option<u32>,
    architect: Option<FarArchitect>,
    first: Option<u8>,
    second: Option<u8>,
}

/// The field `card` of `fields` as a `$kind` of [`CardField`].
macro_rules! card {
    ($fields:ident, $kind:ident) => {
        match $fields.card {
            Some(CardField::$kind(c)) => c,
            _ => return Err(Missing("card")),
        }
    };
}

impl TryFrom<ActionFields> for Action {
    type Error = Missing;

    fn try_from(a: ActionFields) -> Result<Action, Missing> {
        Ok(match a.kind {
            ActionKind::ActivateSobek => Action::ActivateSobek {
                tile: need!(a.tile),
            },
            ActionKind::TakeStall => Action::TakeStall {
                stall: need!(a.stall),
            },
            ActionKind::RefillStall => Action::RefillStall {
                card: card!(a, Index),
                stall: need!(a.stall),
            },
            ActionKind::Build => Action::Build {
                piece: need!(a.piece),
                payment: need!(a.payment),
            },
            ActionKind::PayFor => Action::PayFor {
                category: need!(a.category),
                payment: need!(a.payment),
            },
            ActionKind::Place => Action::Place {
                piece: need!(a.piece),
            },
            ActionKind::EndQuarryVisit => Action::EndQuarryVisit,
            ActionKind::EndTurn => Action::EndTurn,
            ActionKind::Pass => Action::Pass,
            ActionKind::ClaimSanctuary => Action::ClaimSanctuary {
                sanctuary: need!(a.sanctuary),
            },
            ActionKind::DeclineSanctuary => Action::DeclineSanctuary,
            ActionKind::DiscardDown => Action::DiscardDown {
                cards: need!(a.cards),
            },
            ActionKind::DiscardOne => Action::DiscardOne {
                card: card!(a, Card),
            },
            ActionKind::KeepAllCards => Action::KeepAllCards,
            ActionKind::Offer => Action::Offer {
                scarabs: need!(a.scarabs),
            },
            ActionKind::BuildStatue => Action::BuildStatue {
                sanctuary: need!(a.sanctuary),
                payment: need!(a.payment),
            },
            ActionKind::ChooseCultCard => Action::ChooseCultCard {
                card: card!(a, Cult),
            },
            ActionKind::DrawWhim => Action::DrawWhim,
            ActionKind::PlayArchitect => Action::PlayArchitect {
                architect: need!(a.architect),
            },
            ActionKind::TakeStalls => Action::TakeStalls {
                first: need!(a.first),
                second: need!(a.second),
            },
            ActionKind::ChooseArchitect => Action::ChooseArchitect {
                architect: need!(a.architect),
            },
        })
    }
}
