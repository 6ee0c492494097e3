//! A playout cut short is judged from the game's evaluation ([`Rules::standings`]): in a game far
//! longer than any playout, the search still tells a move that gains from one that does not. And a
//! game's greedy playouts ([`Rules::GREEDY_PLAYOUT_PERCENT`]) are played by that evaluation.

use bot::{decide, Budget};
use serde::{Deserialize, Serialize};
use tabletop::{ByPlayer, Deciders, GameRng, Outcome, Rules, Seat};

/// Two seats take turns adding 0 or 1 to their tally, many turns; the higher tally wins. `GREEDY`
/// of every hundred playout actions are greedy.
#[derive(Debug, Clone, PartialEq)]
struct Tally<const GREEDY: u32 = 0> {
    turns_left: u32,
    mover: u8,
    tallies: [i64; 2],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
struct Add(i64);

impl<const GREEDY: u32> Rules for Tally<GREEDY> {
    const GAME: &'static str = "tally";
    type Config = u32;
    type ConfigError = ();
    type Action = Add;
    type Event = ();
    type Refusal = ();
    type View = Tally<GREEDY>;

    fn deal(turns: u32, _seed: u64) -> Result<Tally<GREEDY>, ()> {
        Ok(Tally {
            turns_left: turns,
            mover: 0,
            tallies: [0, 0],
        })
    }

    fn config(&self) -> &u32 {
        &self.turns_left
    }

    fn player_count(&self) -> usize {
        2
    }

    fn deciders(&self) -> Deciders {
        if self.turns_left == 0 {
            Deciders::Nobody
        } else {
            Deciders::Seat(Seat(self.mover))
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Add> {
        if self.deciders().includes(seat) {
            // The gaining move listed last, so a search blind to it would not pick it by order.
            vec![Add(0), Add(1)]
        } else {
            Vec::new()
        }
    }

    fn apply(&mut self, seat: Seat, action: &Add) -> Result<Vec<()>, ()> {
        if !self.deciders().includes(seat) {
            return Err(());
        }
        self.tallies[seat.index()] += action.0;
        self.mover = 1 - self.mover;
        self.turns_left -= 1;
        Ok(Vec::new())
    }

    fn view(&self, _viewer: Option<Seat>) -> Tally<GREEDY> {
        self.clone()
    }

    fn redact(event: &(), _viewer: Option<Seat>) {
        *event
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.turns_left > 0 {
            return None;
        }
        let [a, b] = self.tallies;
        let winners = match a.cmp(&b) {
            std::cmp::Ordering::Greater => vec![Seat(0)],
            std::cmp::Ordering::Less => vec![Seat(1)],
            std::cmp::Ordering::Equal => vec![Seat(0), Seat(1)],
        };
        Some(Outcome {
            scores: ByPlayer(vec![a, b]),
            winners,
        })
    }

    fn determinize(&self, _seat: Seat, _rng: &mut GameRng) -> Tally<GREEDY> {
        self.clone()
    }

    fn standings(&self) -> Option<Vec<f64>> {
        Some(self.tallies.iter().map(|&t| t as f64).collect())
    }

    const STANDING_SCALE: f64 = 1.0;

    const GREEDY_PLAYOUT_PERCENT: u32 = GREEDY;
}

#[test]
fn a_playout_cut_short_is_judged_by_the_standings() {
    // Ten thousand turns: no playout of a few actions ends the game, so only the evaluation can
    // tell the moves apart. Were it ignored, every playout would count as a draw (0.5).
    let game = Tally::<0>::deal(10_000, 0).unwrap();
    for seed in 0..8 {
        let budget = Budget {
            iterations: 200,
            cutoff: Some(2),
            ..Budget::default()
        };
        let decision = decide(&game, Seat(0), &budget, seed).expect("a decision");
        assert_eq!(decision.action, Add(1), "seed {seed}: {decision:?}");
        assert!(decision.value > 0.55, "seed {seed}: {decision:?}");
    }
}

#[test]
fn a_game_with_no_cutoff_plays_to_the_end() {
    // The same game, short enough to finish: without a cutoff the outcome alone judges, and the
    // search still finds the gaining move in a game of two turns.
    let game = Tally::<0>::deal(2, 0).unwrap();
    let budget = Budget {
        iterations: 100,
        cutoff: None,
        ..Budget::default()
    };
    let decision = decide(&game, Seat(0), &budget, 3).expect("a decision");
    assert_eq!(decision.action, Add(1), "{decision:?}");
}

/// The chosen action's value after a search of two iterations, playouts to the end: each of the
/// two first moves is tried once, then played out.
fn value_of_two_playouts<const GREEDY: u32>(seed: u64) -> (Add, f64) {
    let game = Tally::<GREEDY>::deal(10, 0).unwrap();
    let budget = Budget {
        iterations: 2,
        cutoff: None,
        ..Budget::default()
    };
    let decision = decide(&game, Seat(0), &budget, seed).expect("a decision");
    (decision.action, decision.value)
}

#[test]
fn greedy_playouts_play_by_the_evaluation() {
    // Ten turns, five each. Played greedily, every later turn adds 1: after the first seat adds 1
    // the tallies end 5 to 5 (a shared win, 0.5 for each), after it adds 0 they end 4 to 5 (lost).
    // Whatever the seed, the search sees exactly that.
    for seed in 0..8 {
        assert_eq!(
            value_of_two_playouts::<100>(seed),
            (Add(1), 0.5),
            "seed {seed}"
        );
    }
    // Random playouts end anywhere: some seed's playout after adding 1 is won or lost.
    assert!(
        (0..8).any(|seed| value_of_two_playouts::<0>(seed).1 != 0.5),
        "random playouts all ended level"
    );
}

#[test]
fn the_lead_is_the_standing_ahead_or_the_win() {
    let at = |turns_left, tallies| Tally::<0> {
        turns_left,
        mover: 0,
        tallies,
    };
    // Under way: the standings' lead, either way.
    assert_eq!(bot::lead(&at(4, [3, 2]), Seat(0)), 1.0);
    assert_eq!(bot::lead(&at(4, [3, 2]), Seat(1)), -1.0);
    // Over: the score's lead, and a thousand for a win, shared.
    assert_eq!(bot::lead(&at(0, [5, 4]), Seat(0)), 1001.0);
    assert_eq!(bot::lead(&at(0, [5, 4]), Seat(1)), -1.0);
    assert_eq!(bot::lead(&at(0, [5, 5]), Seat(1)), 500.0);
}

#[test]
fn a_decided_game_is_won_by_the_most_and_lost_by_the_least() {
    // Two turns left and a lead of 10: every move wins for certain (or, behind by 10, loses), so
    // the chances cannot tell them apart; the search still takes the point, listed last.
    for tallies in [[10, 0], [0, 10]] {
        let game = Tally::<0> {
            turns_left: 2,
            mover: 0,
            tallies,
        };
        for seed in 0..8 {
            let decision = decide(&game, Seat(0), &Budget::default(), seed).unwrap();
            assert_eq!(decision.action, Add(1), "{tallies:?}, seed {seed}");
            assert!(decision
                .candidates
                .iter()
                .all(|c| c.value == decision.value));
        }
    }
}
