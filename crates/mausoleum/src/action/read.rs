//! Decisions read back from saves: written tagged (`{"type": "play", "card": "mausolus"}`), read
//! through one flat struct whose fields are those any decision carries, then checked
//! ([`tabletop::save::Missing`]).

use serde::Deserialize;
use tabletop::save::Missing;
use tabletop::{need, Seat};

use super::Action;
use crate::card::Card;

/// Which decision a saved [`Action`] is: its tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
enum ActionKind {
    Pass,
    Play,
    Earthquake,
    Invasion,
    Discovery,
    Exchange,
    Theft,
    Lose,
    Defend,
    Allow,
    Discard,
}

/// A saved [`Action`] as read: its tag and every field some decision carries.
#[derive(Debug, Clone, Copy, Deserialize)]
pub struct ActionFields {
    #[serde(rename = "type")]
    kind: ActionKind,
    card: Option<Card>,
    target: Option<Seat>,
    give: Option<Card>,
}

impl TryFrom<ActionFields> for Action {
    type Error = Missing;

    fn try_from(a: ActionFields) -> Result<Action, Missing> {
        Ok(match a.kind {
            ActionKind::Pass => Action::Pass,
            ActionKind::Play => Action::Play {
                card: need!(a.card),
            },
            ActionKind::Earthquake => Action::Earthquake {
                target: need!(a.target),
            },
            ActionKind::Invasion => Action::Invasion {
                target: need!(a.target),
                card: need!(a.card),
            },
            ActionKind::Discovery => Action::Discovery {
                card: need!(a.card),
            },
            ActionKind::Exchange => Action::Exchange {
                target: need!(a.target),
                give: need!(a.give),
            },
            ActionKind::Theft => Action::Theft {
                target: need!(a.target),
            },
            ActionKind::Lose => Action::Lose {
                card: need!(a.card),
            },
            ActionKind::Defend => Action::Defend {
                card: need!(a.card),
            },
            ActionKind::Allow => Action::Allow,
            ActionKind::Discard => Action::Discard {
                card: need!(a.card),
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of decision reads back as saves write it, from text and from a JSON value; an
    /// incomplete one is refused.
    #[test]
    fn decisions_read_back_as_saves_write_them() {
        tabletop::testing::assert_reads_back(
            &[
                Action::Pass,
                Action::Play {
                    card: Card::Mausolus,
                },
                Action::Earthquake { target: Seat(2) },
                Action::Invasion {
                    target: Seat(1),
                    card: Card::Columns,
                },
                Action::Discovery { card: Card::Base },
                Action::Exchange {
                    target: Seat(3),
                    give: Card::Statues,
                },
                Action::Theft { target: Seat(0) },
                Action::Lose {
                    card: Card::Pyramid,
                },
                Action::Defend {
                    card: Card::Artemisia,
                },
                Action::Allow,
                Action::Discard { card: Card::Base },
            ],
            &[],
        );
        tabletop::testing::assert_reads_back::<Action>(
            &[],
            &[
                r#"{"type":"invasion","card":"base"}"#,
                r#"{"type":"fly"}"#,
                r#"{"card":"base"}"#,
            ],
        );
    }
}
