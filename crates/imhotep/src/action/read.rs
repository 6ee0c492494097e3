//! Decisions read back from saves: written tagged, as serde's internally tagged enums do
//! (`{"type": "sail", "ship": 2, "site": "temple"}`), read through one flat struct whose fields
//! are those any decision carries, then checked ([`tabletop::save::Missing`]).

use serde::Deserialize;
use tabletop::need;
use tabletop::save::Missing;

use super::{Action, SlotRef};
use crate::card::{Card, Site};

/// Which decision a saved [`Action`] is: its tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
enum ActionKind {
    TakeStones,
    PlaceStone,
    Sail,
    PlayLever,
    PlayHammer,
    PlaySail,
    PlayChisel,
    Pass,
    TakeCard,
    TakePair,
    KeepCard,
    ChoosePyramid,
    DrawCard,
    Unload,
    RewardPoint,
    RewardStones,
    Skip,
}

/// A saved [`Action`] as read: its tag and every field some decision carries.
#[derive(Debug, Clone, Copy, Deserialize)]
pub struct ActionFields {
    #[serde(rename = "type")]
    kind: ActionKind,
    ship: Option<u8>,
    slot: Option<u8>,
    site: Option<Site>,
    place: Option<SlotRef>,
    first: Option<SlotRef>,
    second: Option<SlotRef>,
    card: Option<Card>,
    pyramid: Option<u8>,
}

impl TryFrom<ActionFields> for Action {
    type Error = Missing;

    fn try_from(a: ActionFields) -> Result<Action, Missing> {
        Ok(match a.kind {
            ActionKind::TakeStones => Action::TakeStones,
            ActionKind::PlaceStone => Action::PlaceStone {
                ship: need!(a.ship),
                slot: need!(a.slot),
            },
            ActionKind::Sail => Action::Sail {
                ship: need!(a.ship),
                site: need!(a.site),
            },
            ActionKind::PlayLever => Action::PlayLever {
                ship: need!(a.ship),
                site: need!(a.site),
            },
            // The Hammer's place may be none (no stone to move).
            ActionKind::PlayHammer => Action::PlayHammer { place: a.place },
            ActionKind::PlaySail => Action::PlaySail {
                ship: need!(a.ship),
                slot: need!(a.slot),
                site: need!(a.site),
            },
            ActionKind::PlayChisel => Action::PlayChisel {
                first: need!(a.first),
                second: need!(a.second),
            },
            ActionKind::Pass => Action::Pass,
            ActionKind::TakeCard => Action::TakeCard {
                slot: need!(a.slot),
            },
            ActionKind::TakePair => Action::TakePair,
            ActionKind::KeepCard => Action::KeepCard {
                card: need!(a.card),
            },
            ActionKind::ChoosePyramid => Action::ChoosePyramid {
                pyramid: need!(a.pyramid),
            },
            ActionKind::DrawCard => Action::DrawCard,
            ActionKind::Unload => Action::Unload {
                slot: need!(a.slot),
            },
            ActionKind::RewardPoint => Action::RewardPoint,
            ActionKind::RewardStones => Action::RewardStones,
            ActionKind::Skip => Action::Skip,
        })
    }
}
