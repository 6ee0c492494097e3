//! The other seats' secret choices are made as the game judges them ([`Rules::secret_worth`]), not
//! at random: against a seat whose bids the game judges by their size, a seat that wins by
//! matching the other's bid expects the highest.

use bot::{decide, Budget};
use serde::{Deserialize, Serialize};
use tabletop::{ByPlayer, Deciders, GameRng, Outcome, Rules, Seat};

/// Both seats bid 0 to 3 in secret; seat 1 wins when the bids match, seat 2 otherwise.
#[derive(Debug, Clone, PartialEq)]
struct Matching {
    bids: [Option<u8>; 2],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
struct Bid(u8);

impl Rules for Matching {
    const GAME: &'static str = "matching";
    type Config = ();
    type ConfigError = ();
    type Action = Bid;
    type Event = ();
    type Refusal = ();
    type View = Matching;

    fn deal(_config: (), _seed: u64) -> Result<Matching, ()> {
        Ok(Matching { bids: [None, None] })
    }

    fn config(&self) -> &() {
        &()
    }

    fn player_count(&self) -> usize {
        2
    }

    fn deciders(&self) -> Deciders {
        let owing: Vec<Seat> = (0..2u8)
            .filter(|&s| self.bids[s as usize].is_none())
            .map(Seat)
            .collect();
        if owing.is_empty() {
            Deciders::Nobody
        } else {
            Deciders::Secretly(owing)
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Bid> {
        if self.deciders().includes(seat) {
            (0..4).map(Bid).collect()
        } else {
            Vec::new()
        }
    }

    fn apply(&mut self, seat: Seat, action: &Bid) -> Result<Vec<()>, ()> {
        if !self.deciders().includes(seat) {
            return Err(());
        }
        self.bids[seat.index()] = Some(action.0);
        Ok(Vec::new())
    }

    fn view(&self, _viewer: Option<Seat>) -> Matching {
        self.clone()
    }

    fn redact(event: &(), _viewer: Option<Seat>) {
        *event
    }

    fn outcome(&self) -> Option<Outcome> {
        let [Some(a), Some(b)] = self.bids else {
            return None;
        };
        let winner = if a == b { Seat(0) } else { Seat(1) };
        Some(Outcome {
            scores: ByPlayer(vec![i64::from(a == b), i64::from(a != b)]),
            winners: vec![winner],
        })
    }

    fn determinize(&self, _seat: Seat, _rng: &mut GameRng) -> Matching {
        self.clone()
    }

    /// A bid is judged by its size.
    fn secret_worth(&self, _seat: Seat, action: &Bid) -> Option<f64> {
        Some(f64::from(action.0))
    }
}

#[test]
fn the_other_seats_secret_choice_is_the_one_the_game_judges_best() {
    let game = Matching::deal((), 0).unwrap();
    for seed in 0..6 {
        let decision = decide(&game, Seat(0), &Budget::default(), seed).expect("a decision");
        assert_eq!(decision.action, Bid(3), "seed {seed}: {decision:?}");
        assert!(decision.value > 0.9, "seed {seed}: {decision:?}");
    }
}

#[test]
fn without_that_sense_the_other_seat_bids_at_random() {
    // The same search, the other seat's bid drawn at random: no bid matches it more often than
    // one time in four, and the search knows it.
    let game = Matching::deal((), 0).unwrap();
    let budget = Budget {
        secret_sense: false,
        ..Budget::default()
    };
    let decision = decide(&game, Seat(0), &budget, 1).expect("a decision");
    assert!(decision.value < 0.5, "{decision:?}");
}
