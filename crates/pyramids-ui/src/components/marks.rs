//! What the squares chosen on a card mark: a single square, or the revealed expedition shape in
//! whichever turn and place covers them; and the squares an action marks, to light a hint. The core
//! says whether a mark is legal.

use pyramids::{Action, Cells, Pattern};

/// The mark action covering exactly `cells` of `card`: a single square, or the revealed pattern in
/// whichever turn and place matches (listed or not: the core says whether it is legal).
pub(super) fn mark_action(pattern: Option<Pattern>, card: u8, cells: Cells) -> Option<Action> {
    if cells.count_ones() == 1 {
        return Some(Action::Single {
            card,
            cell: cells.trailing_zeros() as u8,
        });
    }
    let pattern = pattern?;
    for (i, o) in pattern.orientations().iter().enumerate() {
        for row in 0..=(5 - o.height) {
            for col in 0..=(5 - o.width) {
                if o.at(row, col) == Some(cells) {
                    return Some(Action::Pattern {
                        card,
                        orientation: i as u8,
                        row,
                        col,
                    });
                }
            }
        }
    }
    None
}

/// The squares of `card` that `action` marks (the revealed `pattern` placed as it says), if it
/// marks that card.
pub(super) fn marked_cells(pattern: Option<Pattern>, card: u8, action: Action) -> Option<Cells> {
    match action {
        Action::Single { card: c, cell } if c == card => Some(1 << cell),
        Action::Pattern {
            card: c,
            orientation,
            row,
            col,
        } if c == card => pattern?
            .orientations()
            .get(usize::from(orientation))?
            .at(row, col),
        _ => None,
    }
}
