//! Cleopatra's Offering bids, judged before they are played (the evaluation itself is the rules
//! crate's, [`tabletop::Rules::standings`]).

use cleopatra::{Action, Pending, Position};
use tabletop::{Rules, Seat};

use super::Greedy;

impl Greedy for Position {
    fn secret_worth(&self, seat: Seat, action: &Action) -> Option<f64> {
        let Action::Offer { scarabs } = *action else {
            return None;
        };
        let bid = -f64::from(scarabs);
        match self.view(Some(seat)).pending {
            Pending::Offering => Some(bid + cleopatra::offering_worth(self, seat, scarabs)),
            // The architects' auction: the cards are not judged, so nothing is bid.
            _ => Some(bid),
        }
    }
}
