//! The table being set up before a game: seats, names, colours and who starts.

use bot::Level;

use crate::PlayerColour;

/// Seats at the table: the Deluxe edition plays with 2 to 4.
pub const SEATS: std::ops::RangeInclusive<usize> = 2..=4;

/// The table being set up. The last one is remembered on the device and offered again, on any
/// game's page.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TableDraft {
    /// How many seats are taken.
    pub count: usize,
    /// Names typed for every possible seat, so lowering the count and raising it keeps them.
    pub typed: Vec<String>,
    /// Each possible seat's colour; always four different colours.
    pub colours: Vec<PlayerColour>,
    /// The seat that starts, or `None` to draw lots.
    pub start: Option<usize>,
    /// Who plays each possible seat: a person (`None`) or the computer at a level. Drafts from
    /// before the computer opponents have people everywhere.
    #[serde(default = "all_people")]
    pub computers: Vec<Option<Level>>,
}

fn all_people() -> Vec<Option<Level>> {
    vec![None; *SEATS.end()]
}

impl Default for TableDraft {
    fn default() -> Self {
        TableDraft {
            count: *SEATS.start(),
            typed: vec![String::new(); *SEATS.end()],
            colours: PlayerColour::ALL.to_vec(),
            start: None,
            computers: all_people(),
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
    /// A seat takes a colour; the seat that had it takes the old one.
    Colour(usize, PlayerColour),
    /// This seat starts, or `None` to draw lots.
    Start(Option<usize>),
    /// A person plays this seat (`None`), or the computer at this level.
    Player(usize, Option<Level>),
    /// One person (the first seat) against computers in every other seat of the count chosen, at
    /// the level the computers already had or *normal*.
    AgainstComputers,
}

impl TableDraft {
    /// The draft as the device remembers it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("drafts serialize")
    }

    /// A remembered draft, if it reads and makes sense (2 to 4 seats, four names, the four
    /// colours once each, a start seat among the seats); else nothing.
    pub fn from_json(text: &str) -> Option<TableDraft> {
        let draft: TableDraft = serde_json::from_str(text).ok()?;
        let colours_once = PlayerColour::ALL.iter().all(|c| draft.colours.contains(c));
        let sane = SEATS.contains(&draft.count)
            && draft.typed.len() == *SEATS.end()
            && draft.colours.len() == PlayerColour::ALL.len()
            && colours_once
            && draft.start.is_none_or(|s| s < draft.count)
            && draft.computers.len() == *SEATS.end();
        sane.then_some(draft)
    }

    /// Applies one action; an out-of-range count or seat changes nothing.
    pub fn apply(&mut self, action: DraftAction) {
        match action {
            DraftAction::Count(n) if SEATS.contains(&n) => {
                self.count = n;
                if self.start.is_some_and(|s| s >= n) {
                    self.start = None;
                }
            }
            DraftAction::Count(_) => {}
            DraftAction::Name(seat, text) => {
                if let Some(slot) = self.typed.get_mut(seat) {
                    *slot = text;
                }
            }
            DraftAction::Colour(seat, colour) => {
                let Some(&old) = self.colours.get(seat) else {
                    return;
                };
                if let Some(other) = self.colours.iter().position(|&c| c == colour) {
                    self.colours[other] = old;
                }
                self.colours[seat] = colour;
            }
            DraftAction::Start(seat) => {
                self.start = seat.filter(|&s| s < self.count);
            }
            DraftAction::Player(seat, player) => {
                if let Some(slot) = self.computers.get_mut(seat) {
                    *slot = player;
                }
            }
            DraftAction::AgainstComputers => {
                let level = self.computers[1..]
                    .iter()
                    .flatten()
                    .copied()
                    .next()
                    .unwrap_or(Level::Normal);
                self.computers = (0..*SEATS.end())
                    .map(|i| (i > 0).then_some(level))
                    .collect();
            }
        }
    }

    /// Who plays each seat in play: a person (`None`) or the computer at its level.
    pub fn seat_computers(&self) -> Vec<Option<Level>> {
        self.computers[..self.count].to_vec()
    }

    /// The names to play with: what was typed, or `unnamed(seat, computer)` ("Player N", a
    /// computer's "Computer N") where nothing was.
    pub fn names(&self, unnamed: impl Fn(usize, bool) -> String) -> Vec<String> {
        (0..self.count)
            .map(|i| match self.typed.get(i).map(|n| n.trim()) {
                Some(name) if !name.is_empty() => name.to_owned(),
                _ => unnamed(i, self.computers.get(i).copied().flatten().is_some()),
            })
            .collect()
    }

    /// The colours of the seats in play.
    pub fn seat_colours(&self) -> Vec<PlayerColour> {
        self.colours[..self.count].to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the app calls an unnamed seat in English.
    fn en(seat: usize, computer: bool) -> String {
        let who = if computer { "Computer" } else { "Player" };
        format!("{who} {}", seat + 1)
    }

    /// The same in Portuguese.
    fn pt(seat: usize, computer: bool) -> String {
        let who = if computer { "Computador" } else { "Jogador" };
        format!("{who} {}", seat + 1)
    }

    /// The device remembers the last table on every game's page, and refuses a remembered draft
    /// that makes no sense rather than setting up a table from it.
    #[test]
    fn a_remembered_draft_comes_back_only_if_it_makes_sense() {
        let draft = apply(
            TableDraft::default(),
            [
                DraftAction::Count(3),
                DraftAction::Name(2, "Cássia".into()),
                DraftAction::Colour(0, PlayerColour::Purple),
                DraftAction::Start(Some(2)),
            ],
        );
        assert_eq!(TableDraft::from_json(&draft.to_json()), Some(draft.clone()));
        let broken = |edit: fn(&mut TableDraft)| {
            let mut d = draft.clone();
            edit(&mut d);
            TableDraft::from_json(&d.to_json())
        };
        assert_eq!(broken(|d| d.count = 5), None);
        assert_eq!(broken(|d| d.start = Some(3)), None);
        assert_eq!(broken(|d| d.colours[1] = d.colours[0]), None);
        assert_eq!(broken(|d| d.typed.truncate(2)), None);
        assert_eq!(TableDraft::from_json("{not json"), None);
    }

    fn apply(mut draft: TableDraft, actions: impl IntoIterator<Item = DraftAction>) -> TableDraft {
        for action in actions {
            draft.apply(action);
        }
        draft
    }

    #[test]
    fn one_tap_sets_one_person_against_the_other_seats_as_computers() {
        let draft = apply(
            TableDraft::default(),
            [
                DraftAction::Count(4),
                DraftAction::Player(2, Some(Level::Hard)),
                DraftAction::AgainstComputers,
            ],
        );
        assert_eq!(draft.count, 4);
        assert_eq!(
            draft.seat_computers(),
            [
                None,
                Some(Level::Hard),
                Some(Level::Hard),
                Some(Level::Hard)
            ]
        );
        assert_eq!(
            draft.names(en),
            ["Player 1", "Computer 2", "Computer 3", "Computer 4"]
        );
        // The count chosen stays: two seats are one person against one computer.
        let two = apply(TableDraft::default(), [DraftAction::AgainstComputers]);
        assert_eq!(two.seat_computers(), [None, Some(Level::Normal)]);
        let fresh = apply(two, [DraftAction::Count(4)]);
        assert_eq!(fresh.seat_computers()[3], Some(Level::Normal));
        let back = apply(fresh, [DraftAction::Player(3, None)]);
        assert_eq!(back.names(pt)[3], "Jogador 4");
        // A draft remembered before the computers came reads with people everywhere.
        let old = r#"{"count":3,"typed":["","","",""],"colours":["blue","green","orange","purple"],"start":null}"#;
        assert_eq!(
            TableDraft::from_json(old).unwrap().seat_computers(),
            [None; 3]
        );
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
        assert_eq!(draft.names(en), ["Ana", "Player 2", "Caio"]);
        assert_eq!(TableDraft::default().names(pt), ["Jogador 1", "Jogador 2"]);
    }

    #[test]
    fn names_survive_a_smaller_table_and_counts_stay_in_range() {
        let draft = apply(
            TableDraft::default(),
            [
                DraftAction::Count(4),
                DraftAction::Name(3, "Dora".into()),
                DraftAction::Start(Some(3)),
                DraftAction::Count(2),
                DraftAction::Count(5),
                DraftAction::Count(1),
            ],
        );
        assert_eq!(draft.count, 2);
        assert_eq!(draft.start, None, "seat 4 left the table");
        let draft = apply(draft, [DraftAction::Count(4)]);
        assert_eq!(draft.names(en)[3], "Dora");
    }

    #[test]
    fn taking_a_colour_swaps_it_with_its_holder() {
        let draft = apply(
            TableDraft::default(),
            [DraftAction::Colour(0, PlayerColour::Orange)],
        );
        assert_eq!(
            draft.colours,
            [
                PlayerColour::Orange,
                PlayerColour::Green,
                PlayerColour::Blue,
                PlayerColour::Purple
            ]
        );
        assert_eq!(
            draft.seat_colours(),
            [PlayerColour::Orange, PlayerColour::Green]
        );
        let draft = apply(draft, [DraftAction::Start(Some(1))]);
        assert_eq!(draft.start, Some(1));
    }
}
