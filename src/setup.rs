//! The table being set up before a game: seats and names. No Yew here, so it tests natively.

use crate::i18n::Strings;

/// Seats at the table: the Deluxe edition plays with 2 to 4.
pub const SEATS: std::ops::RangeInclusive<usize> = 2..=4;

/// The table being set up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableDraft {
    /// How many seats are taken.
    pub count: usize,
    /// Names typed for every possible seat, so lowering the count and raising it keeps them.
    pub typed: Vec<String>,
    /// The players confirmed the table.
    pub ready: bool,
}

impl Default for TableDraft {
    fn default() -> Self {
        TableDraft {
            count: *SEATS.start(),
            typed: vec![String::new(); *SEATS.end()],
            ready: false,
        }
    }
}

/// Everything that changes a [`TableDraft`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DraftAction {
    /// Play with this many seats (ignored outside 2 to 4).
    Count(usize),
    /// A seat's name field now reads this.
    Name(usize, String),
    /// Confirm the table, or go back to editing it.
    Ready(bool),
}

impl TableDraft {
    /// Applies one action; an out-of-range count or seat changes nothing.
    pub fn apply(&mut self, action: DraftAction) {
        match action {
            DraftAction::Count(n) if SEATS.contains(&n) => self.count = n,
            DraftAction::Count(_) => {}
            DraftAction::Name(seat, text) => {
                if let Some(slot) = self.typed.get_mut(seat) {
                    *slot = text;
                }
            }
            DraftAction::Ready(ready) => self.ready = ready,
        }
    }

    /// The names to play with: what was typed, or "Player N" where nothing was.
    pub fn names(&self, s: &Strings) -> Vec<String> {
        (0..self.count)
            .map(|i| match self.typed.get(i).map(|n| n.trim()) {
                Some(name) if !name.is_empty() => name.to_owned(),
                _ => format!("{} {}", s.player, i + 1),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn apply(mut draft: TableDraft, actions: impl IntoIterator<Item = DraftAction>) -> TableDraft {
        for action in actions {
            draft.apply(action);
        }
        draft
    }

    #[test]
    fn blank_names_become_numbered_players() {
        let draft = apply(
            TableDraft::default(),
            [
                DraftAction::Count(3),
                DraftAction::Name(0, "  Ana ".into()),
                DraftAction::Name(1, "   ".into()),
                DraftAction::Name(2, "Caio".into()),
            ],
        );
        assert_eq!(draft.names(Lang::En.strings()), ["Ana", "Player 2", "Caio"]);
        assert_eq!(
            TableDraft::default().names(Lang::PtBr.strings()),
            ["Jogador 1", "Jogador 2"]
        );
    }

    #[test]
    fn names_survive_a_smaller_table_and_counts_stay_in_range() {
        let draft = apply(
            TableDraft::default(),
            [
                DraftAction::Count(4),
                DraftAction::Name(3, "Dora".into()),
                DraftAction::Count(2),
                DraftAction::Count(5),
                DraftAction::Count(1),
            ],
        );
        assert_eq!(draft.count, 2);
        let draft = apply(draft, [DraftAction::Count(4)]);
        assert_eq!(draft.names(Lang::En.strings())[3], "Dora");
    }
}
