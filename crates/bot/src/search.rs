//! The search itself: one tree, many determinizations.

use rustc_hash::FxHashMap;
use tabletop::{Deciders, GameRng, Outcome, Rules, Seat};

use crate::level::{Budget, WIDEN_BASE};

/// What a search chose, and how it got there.
#[derive(Debug, Clone, PartialEq)]
pub struct Decision<A> {
    /// The action to play.
    pub action: A,
    /// Iterations searched (none when only one action was listed).
    pub iterations: u32,
    /// How many of the iterations went through the chosen action.
    pub visits: u32,
    /// The chosen action's mean result for the seat, 0 (lost, last) to 1 (won alone).
    pub value: f64,
    /// The search's best candidates, most explored first (at most [`CANDIDATES`]), the chosen
    /// action first: each a whole action, with the statistics of its first step at the root.
    pub candidates: Vec<Candidate<A>>,
}

/// One of the actions the search weighed most, for a player asking why.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate<A> {
    /// The whole action ([`Rules::whole`]).
    pub action: A,
    /// Iterations of the decision's (first step's) search that went through it.
    pub visits: u32,
    /// Iterations of that search: `visits / iterations` is its share of the search.
    pub iterations: u32,
    /// Its mean result for the seat, 0 (lost, last) to 1 (won alone): the search's estimate of
    /// the seat's chances after it.
    pub value: f64,
}

/// How many candidates a decision reports.
pub const CANDIDATES: usize = 3;

/// The share of the budget each later step of a candidate not chosen is completed with: `1/n`
/// of the budget for each (the chosen action's steps get `1/2`, `1/3`, …), so reporting them
/// costs a few per cent of a decision's time.
const COMPLETION_SHARE: u32 = 40;

/// One node: a decision taken (by `mover`) on the way down, with its statistics.
struct Node<A> {
    /// Who took the decision leading here.
    mover: Seat,
    /// The decision leading here (none at the root).
    action: Option<A>,
    /// The decision, and the node it leads to, for each child.
    children: FxHashMap<(Seat, A), usize>,
    /// Iterations through this node.
    visits: u32,
    /// Iterations in which this node's action was listed for its mover.
    available: u32,
    /// The sum of `mover`'s results over those visits.
    reward: f64,
    /// The sum of `mover`'s [`lead`] at the end of those visits (kept for the root's children
    /// only): it tells apart moves that all win, or all lose, for certain.
    lead: f64,
}

impl<A> Node<A> {
    fn new(mover: Seat, action: Option<A>) -> Node<A> {
        Node {
            mover,
            action,
            children: FxHashMap::default(),
            visits: 0,
            available: 0,
            reward: 0.0,
            lead: 0.0,
        }
    }
}

/// Chooses `seat`'s decision in `game` by information-set Monte Carlo tree search within
/// `budget`, drawing everything from `seed`, as one action ([`Rules::whole`]): a decision the
/// rules list in steps is searched step by step, step `k` (from 1) with `1/k` of the budget's
/// iterations, so a long one (a many-card discard) costs a few decisions' time, not one per step.
/// `None` when `seat` has nothing to decide.
///
/// Two positions that give `seat` the same view give the same decision for the same seed and
/// budget: `game` is read only through [`Rules::determinize`], and a step taken is the seat's own.
pub fn decide<G: Rules>(
    game: &G,
    seat: Seat,
    budget: &Budget,
    seed: u64,
) -> Option<Decision<G::Action>> {
    let first = decide_step(game, seat, budget, seed)?;
    let mut position = game.clone();
    position.apply_unchecked(seat, &first.action);
    let mut steps = vec![first.action.clone()];
    let (mut iterations, mut visits, mut value) = (first.iterations, first.visits, first.value);
    while position.mid_decision(seat) {
        let step_seed = seed.wrapping_add((steps.len() as u64).wrapping_mul(STEP_SALT));
        let share = Budget {
            iterations: budget.iterations / (steps.len() as u32 + 1),
            ..*budget
        };
        let step = decide_step(&position, seat, &share, step_seed)?;
        position.apply_unchecked(seat, &step.action);
        iterations += step.iterations;
        (visits, value) = (step.visits, step.value);
        steps.push(step.action);
    }
    let action = if steps.len() == 1 {
        first.action
    } else {
        game.whole(&steps)
            .expect("the steps of one decision make it whole")
    };
    // The candidates not chosen, each completed by a small search of its own; two first steps
    // may end in the same whole action (a discard, card by card), kept once.
    let mut candidates: Vec<Candidate<G::Action>> = Vec::with_capacity(CANDIDATES);
    for (i, candidate) in first.candidates.into_iter().enumerate() {
        if candidates.len() == CANDIDATES {
            break;
        }
        let whole = if i == 0 {
            Some(action.clone())
        } else {
            let (whole, spent) = complete(game, seat, budget, seed, i, candidate.action.clone());
            iterations += spent;
            whole
        };
        if let Some(whole) = whole.filter(|w| candidates.iter().all(|c| c.action != *w)) {
            candidates.push(Candidate {
                action: whole,
                ..candidate
            });
        }
    }
    Some(Decision {
        action,
        iterations,
        visits,
        value,
        candidates,
    })
}

/// The whole action a decision begun with `first` (the `index`th candidate) ends in (`first`
/// itself when it leaves no step to take), each later
/// step searched with `1/COMPLETION_SHARE` of the budget from a seed of its own; and the
/// iterations it took. `None` if the steps do not make a whole action (never for rules that keep
/// their promise).
fn complete<G: Rules>(
    game: &G,
    seat: Seat,
    budget: &Budget,
    seed: u64,
    index: usize,
    first: G::Action,
) -> (Option<G::Action>, u32) {
    let mut position = game.clone();
    position.apply_unchecked(seat, &first);
    let mut steps = vec![first];
    let mut spent = 0;
    let share = Budget {
        iterations: (budget.iterations / COMPLETION_SHARE).max(1),
        ..*budget
    };
    while position.mid_decision(seat) {
        let step_seed = seed
            .wrapping_add((index as u64).wrapping_mul(CANDIDATE_SALT))
            .wrapping_add((steps.len() as u64).wrapping_mul(STEP_SALT));
        let Some(step) = decide_step(&position, seat, &share, step_seed) else {
            return (None, spent);
        };
        position.apply_unchecked(seat, &step.action);
        spent += step.iterations;
        steps.push(step.action);
    }
    (game.whole(&steps), spent)
}

/// Spreads the seeds of the completions of the candidates not chosen.
const CANDIDATE_SALT: u64 = 0xC2B2_AE3D_27D4_EB4F;

/// Spreads the seeds of a decision's later steps.
const STEP_SALT: u64 = 0x9E37_79B9_7F4A_7C15;

/// One step of a decision: the search over `game.legal_actions(seat)`, reporting up to twice
/// [`CANDIDATES`] (first steps may end alike).
fn decide_step<G: Rules>(
    game: &G,
    seat: Seat,
    budget: &Budget,
    seed: u64,
) -> Option<Decision<G::Action>> {
    let mut rng = GameRng::new(seed);
    let first = game.determinize(seat, &mut rng);
    let listed = first.legal_actions(seat);
    match listed.len() {
        0 => return None,
        // One action, or no search allowed: the first listed.
        n if n == 1 || budget.iterations == 0 => {
            let action = listed.into_iter().next().expect("one action");
            return Some(Decision {
                candidates: vec![Candidate {
                    action: action.clone(),
                    visits: 0,
                    iterations: 0,
                    value: 0.5,
                }],
                action,
                iterations: 0,
                visits: 0,
                value: 0.5,
            });
        }
        _ => {}
    }
    let mut tree: Vec<Node<G::Action>> = vec![Node::new(seat, None)];
    let mut path: Vec<usize> = Vec::new();
    let mut first = Some(first);
    for _ in 0..budget.iterations {
        let mut position = first
            .take()
            .unwrap_or_else(|| game.determinize(seat, &mut rng));
        path.clear();
        path.push(0);
        descend(&mut tree, &mut path, &mut position, seat, budget, &mut rng);
        let limit = budget
            .cutoff
            .filter(|_| G::JUDGE_PLAYOUTS)
            .map_or(budget.playout_limit, |c| c.min(budget.playout_limit));
        play_out(&mut position, limit, budget, &mut rng);
        let (results, lead) = judged(&position, seat);
        if let Some(&child) = path.get(1) {
            tree[child].lead += lead;
        }
        for &n in &path {
            let node = &mut tree[n];
            node.visits += 1;
            node.reward += results.as_ref().map_or(0.5, |r| r[node.mover.index()]);
        }
    }
    let root = &tree[0];
    let mut ranked: Vec<(&G::Action, &Node<G::Action>)> = root
        .children
        .iter()
        .filter(|((mover, _), _)| *mover == seat)
        .map(|((_, action), &child)| (action, &tree[child]))
        .collect();
    // (Reversed, so that of two children alike in everything the sort keeps the one the map
    // gives last first, as the choice always did.)
    ranked.reverse();
    // Most explored first, then the better mean; equal statistics: the action listed first, so
    // the order never depends on a hash map's.
    ranked.sort_by(|(a, x), (b, y)| {
        (y.visits, mean(y))
            .partial_cmp(&(x.visits, mean(x)))
            .expect("finite results")
            .then_with(|| position_of(&listed, a).cmp(&position_of(&listed, b)))
    });
    if decided(ranked.iter().map(|(_, node)| *node)) {
        // Every move wins (or every move loses) in every playout: the chances cannot choose, so
        // the seat wins by the most (or loses by the least), not by whichever was tried most.
        // (A small sort of our own: a second copy of the standard one cost each worker 2 to 3 KB.)
        tabletop::sort_small_by(&mut ranked, |(_, x), (_, y)| mean_lead(x) > mean_lead(y));
    }
    let &(action, child) = ranked.first()?;
    let candidates = ranked
        .iter()
        .take(2 * CANDIDATES)
        .map(|&(action, node)| Candidate {
            action: action.clone(),
            visits: node.visits,
            iterations: budget.iterations,
            value: mean(node),
        })
        .collect();
    Some(Decision {
        action: action.clone(),
        iterations: budget.iterations,
        visits: child.visits,
        value: mean(child),
        candidates,
    })
}

fn mean<A>(node: &Node<A>) -> f64 {
    if node.visits == 0 {
        0.0
    } else {
        node.reward / f64::from(node.visits)
    }
}

fn mean_lead<A>(node: &Node<A>) -> f64 {
    node.lead / f64::from(node.visits.max(1))
}

/// Whether the searched moves (`children`, each explored) all won, or all lost, every playout
/// through them.
fn decided<'a, A: 'a>(children: impl Iterator<Item = &'a Node<A>> + Clone) -> bool {
    const CERTAIN: f64 = 1e-9;
    let explored = children.clone().all(|n| n.visits > 0);
    explored
        && (children.clone().all(|n| mean(n) >= 1.0 - CERTAIN)
            || children.clone().all(|n| mean(n) <= CERTAIN))
}

fn position_of<A: PartialEq>(listed: &[A], action: &A) -> usize {
    listed
        .iter()
        .position(|a| a == action)
        .unwrap_or(usize::MAX)
}

/// Walks down from the root, choosing by upper confidence bound among the children available in
/// this determinization, until it adds a node or the game ends. Pushes every node visited.
fn descend<G: Rules>(
    tree: &mut Vec<Node<G::Action>>,
    path: &mut Vec<usize>,
    position: &mut G,
    me: Seat,
    budget: &Budget,
    rng: &mut GameRng,
) {
    let mut node = 0;
    loop {
        let mover = match position.deciders() {
            Deciders::Nobody => return,
            Deciders::Seat(s) => s,
            Deciders::Secretly(seats) if seats.contains(&me) => me,
            Deciders::Secretly(seats) => {
                // Another seat's secret choice: the searching seat never sees it, so it is no
                // node of its tree; it is made as the game judges it ([`Rules::secret_worth`]),
                // or at random.
                let other = seats[0];
                play_secret(position, other, budget, rng);
                continue;
            }
        };
        if mover != me && G::GREEDY_OPPONENTS {
            // The other seats play as the searching seat expects a sensible player to: no node
            // of its tree, so the tree holds its own plans, deeper.
            play_greedy(position, mover, rng);
            continue;
        }
        let listed = position.legal_actions(mover);
        let mut untried = Vec::new();
        let mut available = Vec::new();
        for action in listed {
            match tree[node].children.get(&(mover, action.clone())) {
                Some(&child) => available.push(child),
                None => untried.push(action),
            }
        }
        for &child in &available {
            tree[child].available += 1;
        }
        let parent = &tree[node];
        let room = WIDEN_BASE + budget.widening * f64::from(parent.visits).sqrt();
        if !untried.is_empty() && (parent.children.len() as f64) < room {
            let action = untried.swap_remove(rng.below(untried.len() as u32) as usize);
            position.apply_unchecked(mover, &action);
            let child = tree.len();
            tree.push(Node::new(mover, Some(action.clone())));
            tree[node].children.insert((mover, action), child);
            path.push(child);
            return;
        }
        let Some(best) = available.iter().copied().max_by(|&a, &b| {
            let (x, y) = (bound(&tree[a], budget), bound(&tree[b], budget));
            x.partial_cmp(&y).expect("finite bounds").then(b.cmp(&a))
        }) else {
            // Nothing tried is listed here and the node may not widen: play on at random.
            let action = untried.swap_remove(rng.below(untried.len() as u32) as usize);
            position.apply_unchecked(mover, &action);
            return;
        };
        let action = tree[best].action.clone().expect("a child's action");
        position.apply_unchecked(mover, &action);
        path.push(best);
        node = best;
    }
}

/// The upper confidence bound of a child, counting the iterations it was available in. The
/// logarithm is `libm`'s, the same bits natively and in WebAssembly, so a seed decides alike in
/// the command-line tool and in the browser.
fn bound<A>(node: &Node<A>, budget: &Budget) -> f64 {
    let visits = f64::from(node.visits.max(1));
    mean(node) + budget.exploration * (libm::log(f64::from(node.available.max(1))) / visits).sqrt()
}

/// Plays listed actions until the game ends or `limit` actions were played: secret choices as
/// [`play_secret`] makes them, [`Rules::GREEDY_PLAYOUT_PERCENT`] of the others as
/// [`play_greedy`] does, the rest uniformly at random.
fn play_out<G: Rules>(position: &mut G, limit: u32, budget: &Budget, rng: &mut GameRng) {
    for _ in 0..limit {
        let deciders = position.deciders();
        let Some(seat) = deciders.first() else {
            return;
        };
        if matches!(deciders, Deciders::Secretly(_)) {
            play_secret(position, seat, budget, rng);
        } else if G::GREEDY_PLAYOUT_PERCENT > 0 && rng.below(100) < G::GREEDY_PLAYOUT_PERCENT {
            play_greedy(position, seat, rng);
        } else {
            play_random(position, seat, rng);
        }
    }
}

/// Plays `seat`'s secret choice: with [`Budget::secret_sense`], the listed action the game
/// judges best for it ([`Rules::secret_worth`]; ties to the first listed), else at random.
fn play_secret<G: Rules>(position: &mut G, seat: Seat, budget: &Budget, rng: &mut GameRng) {
    if budget.secret_sense {
        let listed = position.legal_actions(seat);
        let mut best: Option<(f64, &G::Action)> = None;
        for action in &listed {
            let Some(worth) = position.secret_worth(seat, action) else {
                best = None;
                break;
            };
            if best.is_none_or(|(b, _)| worth > b) {
                best = Some((worth, action));
            }
        }
        if let Some((_, action)) = best {
            let action = action.clone();
            position.apply_unchecked(seat, &action);
            return;
        }
    }
    play_random(position, seat, rng);
}

/// Plays the listed action after which `seat`'s [`lead`] is greatest (ties at random).
fn play_greedy<G: Rules>(position: &mut G, seat: Seat, rng: &mut GameRng) {
    let mut best: Option<(f64, G)> = None;
    let mut ties = 0;
    for action in position.legal_actions(seat) {
        let mut after = position.clone();
        after.apply_unchecked(seat, &action);
        let value = lead(&after, seat);
        match &best {
            Some((b, _)) if value < *b => {}
            Some((b, _)) if value == *b => {
                ties += 1;
                if rng.below(ties) == 0 {
                    best = Some((value, after));
                }
            }
            _ => {
                ties = 1;
                best = Some((value, after));
            }
        }
    }
    let (_, after) = best.expect("a deciding seat has actions");
    *position = after;
}

/// What winning a finished game is worth in [`lead`], on the scale of points.
const WIN_LEAD: f64 = 1000.0;

/// How well `seat` stands in `position`, the greedy player's measure: of a finished game, its
/// score's lead over the best other score, plus [`WIN_LEAD`] (shared among the winners) if it
/// won; else its [`Rules::standings`] lead over the best other seat's. A lead may be negative;
/// a solo seat leads by its own figure.
///
/// # Panics
///
/// If the game is not over and has no [`Rules::standings`].
pub fn lead<G: Rules>(position: &G, seat: Seat) -> f64 {
    let me = seat.index();
    if let Some(outcome) = position.outcome() {
        let scores = &outcome.scores.0;
        let best_other = best_other(scores.iter().map(|&s| s as f64), me);
        let won = if outcome.winners.contains(&seat) {
            WIN_LEAD / outcome.winners.len() as f64
        } else {
            0.0
        };
        return won + scores[me] as f64 - best_other;
    }
    let standings = position
        .standings()
        .expect("a game played greedily has an evaluation");
    standings[me] - best_other(standings.iter().copied(), me)
}

/// The best of the values other than `me`'s (0 when there are none: a solo game).
fn best_other(values: impl Iterator<Item = f64>, me: usize) -> f64 {
    values
        .enumerate()
        .filter(|&(i, _)| i != me)
        .map(|(_, v)| v)
        .fold(None, |best: Option<f64>, v| {
            Some(best.map_or(v, |b| b.max(v)))
        })
        .unwrap_or(0.0)
}

fn play_random<G: Rules>(position: &mut G, seat: Seat, rng: &mut GameRng) {
    let mut listed = position.legal_actions(seat);
    assert!(!listed.is_empty(), "{seat} must decide but has no action");
    let action = listed.swap_remove(rng.below(listed.len() as u32) as usize);
    position.apply_unchecked(seat, &action);
}

/// Each seat's result, 0 to 1: of a finished game, mostly whether it won (a shared win split),
/// partly how many seats it finished ahead of, so a search that cannot win still plays for second
/// place; of a game cut short, the same judged from the game's [`Rules::standings`]. `None` for a
/// game cut short that has no evaluation. With them, `seat`'s lead where the playout stopped: its score's over the best other, or its
/// standing's (0 with no evaluation), as [`lead`] measures it.
fn judged<G: Rules>(position: &G, seat: Seat) -> (Option<Vec<f64>>, f64) {
    let me = seat.index();
    match position.outcome() {
        Some(Outcome { scores, winners }) => {
            let best = best_other(scores.0.iter().map(|&s| s as f64), me);
            let lead = scores.0[me] as f64 - best;
            (Some(seat_results(&scores.0, &winners)), lead)
        }
        None => match position.standings() {
            Some(standings) => {
                let lead = standings[me] - best_other(standings.iter().copied(), me);
                (Some(standing_results(&standings, G::STANDING_SCALE)), lead)
            }
            None => (None, 0.0),
        },
    }
}

/// The slope of the logistic that judges a lead of `scale` points as three wins in four: ln 3.
const LEAD_SLOPE: f64 = 1.098_612_288_668_109_8;

/// Each seat's result judged from `standings`: its chance of winning, a logistic of its lead over
/// the best other seat (a lead of `scale` is three chances in four), weighted as a win, and the
/// share of seats it stands ahead of, weighted as the rank. The exponential is `libm`'s, the same
/// bits natively and in WebAssembly.
pub(crate) fn standing_results(standings: &[f64], scale: f64) -> Vec<f64> {
    let others = (standings.len().max(2) - 1) as f64;
    standings
        .iter()
        .enumerate()
        .map(|(i, &mine)| {
            let best_other = standings
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &v)| v)
                .fold(f64::NEG_INFINITY, f64::max);
            let lead = if best_other.is_finite() {
                mine - best_other
            } else {
                0.0
            };
            let win = 1.0 / (1.0 + libm::exp(-LEAD_SLOPE * lead / scale));
            let beaten: f64 = standings
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &theirs)| {
                    if mine > theirs {
                        1.0
                    } else if mine == theirs {
                        0.5
                    } else {
                        0.0
                    }
                })
                .sum();
            WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * beaten / others
        })
        .collect()
}

/// Weight of winning in a seat's result; the rest is its rank.
pub(crate) const WIN_WEIGHT: f64 = 0.75;

pub(crate) fn seat_results(scores: &[i64], winners: &[Seat]) -> Vec<f64> {
    let others = (scores.len().max(2) - 1) as f64;
    scores
        .iter()
        .enumerate()
        .map(|(i, &mine)| {
            let won = if winners.contains(&Seat(i as u8)) {
                1.0 / winners.len() as f64
            } else {
                0.0
            };
            let beaten: f64 = scores
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &theirs)| match mine.cmp(&theirs) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                })
                .sum();
            WIN_WEIGHT * won + (1.0 - WIN_WEIGHT) * beaten / others
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lone_winner_scores_most_and_ties_split() {
        let r = seat_results(&[10, 20, 5], &[Seat(1)]);
        assert!((r[1] - 1.0).abs() < 1e-9);
        assert!((r[0] - 0.125).abs() < 1e-9, "{r:?}");
        assert!(r[2].abs() < 1e-9);
        let tie = seat_results(&[7, 7], &[Seat(0), Seat(1)]);
        assert!((tie[0] - tie[1]).abs() < 1e-9 && (tie[0] - 0.5).abs() < 1e-9);
    }

    #[test]
    fn a_lead_of_the_scale_is_three_chances_in_four() {
        let r = standing_results(&[30.0, 20.0], 10.0);
        let win = |x: f64| (x - (1.0 - WIN_WEIGHT)) / WIN_WEIGHT;
        assert!((win(r[0]) - 0.75).abs() < 1e-9, "{r:?}");
        assert!((r[0] + r[1] - 1.0).abs() < 1e-9, "{r:?}");
        let even = standing_results(&[5.0, 5.0, 1.0], 10.0);
        assert!(
            (even[0] - even[1]).abs() < 1e-12 && even[0] > even[2],
            "{even:?}"
        );
    }
}
