//! Undo at the table: the game's own policy among people, and a person's undo through the
//! computers' replies.

use crate::{Table, TableGame};

impl<G: TableGame> Table<G> {
    /// Whether the deciding player may undo now, or why not.
    pub fn can_undo(&self) -> Result<(), G::UndoRefusal> {
        self.undone().map(|_| ())
    }

    /// The game an undo goes back to, with the number of decisions it takes back. Among people
    /// the game's own policy decides; a person playing with computers takes back the computers'
    /// replies and their own last decision with them, if none of those showed anything new.
    pub(crate) fn undone(&self) -> Result<(G, usize), G::UndoRefusal> {
        // The player handing the device on takes back the decision that ended their turn, if it
        // showed nothing new.
        if let Some(h) = self.handover {
            let before = self.game.take_back(1)?;
            return match before.to_act() {
                Some(seat) if seat == h => Ok((before, 1)),
                _ => Err(G::undo_floor_refusal()),
            };
        }
        let own_policy = || self.game.undo().map(|before| (before, 1));
        if self.computers.iter().all(Option::is_none) {
            // Behind a curtain, the next player may not take back the decision of the one before:
            // it would show them what it undid (a secret mark, a card given).
            if let (Some(holder), Some(&Some(last))) = (self.holder, self.movers.last()) {
                if holder != last {
                    return Err(G::not_yours_refusal());
                }
            }
            return own_policy();
        }
        if self.people().next().is_none() {
            return Err(G::undo_floor_refusal());
        }
        // Who took the last decision: as seen at this table, or the seat asked before it.
        let last = match self.movers.last() {
            Some(&Some(seat)) => Some(seat),
            _ => match self.game.take_back(1) {
                Ok(before) => before.to_act(),
                Err(_) => return own_policy(),
            },
        };
        if last.is_none_or(|s| self.is_person(s)) {
            return own_policy();
        }
        // Back through the computers' replies to the last decision of a person: only the person
        // deciding now may take it back, once.
        let asking = self.game.to_act();
        let mut count = 1;
        loop {
            count += 1;
            if self.game.decisions() < self.undo_floor + count {
                return Err(G::undo_floor_refusal());
            }
            let known = self
                .movers
                .len()
                .checked_sub(count)
                .and_then(|i| self.movers[i]);
            let decider = match known {
                Some(seat) => seat,
                None => match self.game.take_back(count)?.to_act() {
                    Some(seat) => seat,
                    None => return Err(G::undo_floor_refusal()),
                },
            };
            if self.is_person(decider) {
                if Some(decider) != asking {
                    return Err(G::undo_floor_refusal());
                }
                return self.game.take_back(count).map(|before| (before, count));
            }
        }
    }
}
