//! A game whose search expects sensible opponents ([`Rules::GREEDY_OPPONENTS`]) counts on the
//! other seats taking the move the evaluation favours, and may lay a bait for it; a search of every
//! seat's choices expects the reply that is best for them, and does not.

use bot::{decide, Budget};
use serde::{Deserialize, Serialize};
use tabletop::{ByPlayer, Deciders, GameRng, Outcome, Rules, Seat};

/// Seat 0 plays safe (a shared win at once) or lays a bait. Then seat 1 grabs it (a point now, in
/// the standings) or waits; then seat 0 closes the game: after a grab seat 0 wins 3 to 1, after a
/// wait seat 1 wins 5 to 0. The greedy reply is the grab, the best one the wait.
#[derive(Debug, Clone, PartialEq)]
struct Bait<const GREEDY_OPPONENTS: bool> {
    /// Moves made: 0 (seat 0 to choose), 1 (seat 1 to reply), 2 (seat 0 to close), 3 (over).
    moves: u8,
    baited: bool,
    grabbed: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
enum Move {
    Safe,
    Bait,
    Grab,
    Wait,
    Close,
}

impl<const GREEDY_OPPONENTS: bool> Rules for Bait<GREEDY_OPPONENTS> {
    const GAME: &'static str = "bait";
    type Config = ();
    type ConfigError = ();
    type Action = Move;
    type Event = ();
    type Refusal = ();
    type View = Bait<GREEDY_OPPONENTS>;

    fn deal(_config: (), _seed: u64) -> Result<Self, ()> {
        Ok(Bait {
            moves: 0,
            baited: false,
            grabbed: false,
        })
    }

    fn config(&self) -> &() {
        &()
    }

    fn player_count(&self) -> usize {
        2
    }

    fn deciders(&self) -> Deciders {
        match self.moves {
            0 | 2 => Deciders::Seat(Seat(0)),
            1 => Deciders::Seat(Seat(1)),
            _ => Deciders::Nobody,
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Move> {
        if !self.deciders().includes(seat) {
            return Vec::new();
        }
        match self.moves {
            0 => vec![Move::Safe, Move::Bait],
            1 => vec![Move::Wait, Move::Grab],
            _ => vec![Move::Close],
        }
    }

    fn apply(&mut self, seat: Seat, action: &Move) -> Result<Vec<()>, ()> {
        if !self.legal_actions(seat).contains(action) {
            return Err(());
        }
        match action {
            Move::Safe => self.moves = 3,
            Move::Bait => (self.baited, self.moves) = (true, 1),
            Move::Grab => (self.grabbed, self.moves) = (true, 2),
            Move::Wait => self.moves = 2,
            Move::Close => self.moves = 3,
        }
        Ok(Vec::new())
    }

    fn view(&self, _viewer: Option<Seat>) -> Self {
        self.clone()
    }

    fn redact(event: &(), _viewer: Option<Seat>) {
        *event
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.moves < 3 {
            return None;
        }
        let (scores, winners) = match (self.baited, self.grabbed) {
            (false, _) => (vec![0, 0], vec![Seat(0), Seat(1)]),
            (true, true) => (vec![3, 1], vec![Seat(0)]),
            (true, false) => (vec![0, 5], vec![Seat(1)]),
        };
        Some(Outcome {
            scores: ByPlayer(scores),
            winners,
        })
    }

    fn determinize(&self, _seat: Seat, _rng: &mut GameRng) -> Self {
        self.clone()
    }

    /// The grab's point shows at once; the wait's plan does not.
    fn standings(&self) -> Option<Vec<f64>> {
        Some(vec![0.0, if self.grabbed { 1.0 } else { 0.0 }])
    }

    const GREEDY_OPPONENTS: bool = GREEDY_OPPONENTS;
}

fn choice<const GREEDY_OPPONENTS: bool>(seed: u64) -> Move {
    let game = Bait::<GREEDY_OPPONENTS>::deal((), 0).unwrap();
    let budget = Budget {
        iterations: 300,
        ..Budget::default()
    };
    decide(&game, Seat(0), &budget, seed)
        .expect("a decision")
        .action
}

#[test]
fn a_search_expecting_sensible_opponents_lays_the_bait() {
    for seed in 0..6 {
        assert_eq!(choice::<true>(seed), Move::Bait, "seed {seed}");
    }
}

#[test]
fn a_search_of_every_seat_expects_the_best_reply() {
    for seed in 0..6 {
        assert_eq!(choice::<false>(seed), Move::Safe, "seed {seed}");
    }
}
