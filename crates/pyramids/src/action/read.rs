//! Decisions read back from saves: written tagged (`{"type": "take", "card": 2}`), read through
//! one flat struct whose fields are those any decision carries, then checked
//! ([`tabletop::save::Missing`]).

use serde::Deserialize;
use tabletop::need;
use tabletop::save::Missing;

use super::Action;

/// Which decision a saved [`Action`] is: its tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
enum ActionKind {
    Keep,
    Pattern,
    Single,
    Take,
    TakeBlind,
}

/// A saved [`Action`] as read: its tag and every field some decision carries.
#[derive(Debug, Clone, Copy, Deserialize)]
pub struct ActionFields {
    #[serde(rename = "type")]
    kind: ActionKind,
    cards: Option<[u8; 2]>,
    card: Option<u8>,
    orientation: Option<u8>,
    row: Option<u8>,
    col: Option<u8>,
    cell: Option<u8>,
}

impl TryFrom<ActionFields> for Action {
    type Error = Missing;

    fn try_from(a: ActionFields) -> Result<Action, Missing> {
        Ok(match a.kind {
            ActionKind::Keep => Action::Keep {
                cards: need!(a.cards),
            },
            ActionKind::Pattern => Action::Pattern {
                card: need!(a.card),
                orientation: need!(a.orientation),
                row: need!(a.row),
                col: need!(a.col),
            },
            ActionKind::Single => Action::Single {
                card: need!(a.card),
                cell: need!(a.cell),
            },
            ActionKind::Take => Action::Take {
                card: need!(a.card),
            },
            ActionKind::TakeBlind => Action::TakeBlind,
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
                Action::Keep { cards: [1, 3] },
                Action::Pattern {
                    card: 2,
                    orientation: 3,
                    row: 1,
                    col: 4,
                },
                Action::Single { card: 0, cell: 7 },
                Action::Take { card: 5 },
                Action::TakeBlind,
            ],
            &[],
        );
        assert_eq!(
            serde_json::to_string(&Action::Take { card: 5 }).unwrap(),
            r#"{"type":"take","card":5}"#
        );
        tabletop::testing::assert_reads_back::<Action>(
            &[],
            &[
                r#"{"type":"single","card":1}"#,
                r#"{"type":"fly"}"#,
                r#"{"card":1}"#,
            ],
        );
    }
}
