//! Cleopatra's evaluation ([`tabletop::Rules::standings`]): scarabs, plus what the hand may build, minus the
//! corruption penalty the amulets would cost if the game ended now (hand and sanctuaries counted,
//! levelled as at the end); and what an Offering bid is worth. The greedy baseline player and the
//! computer opponents' search both judge positions by it.

use tabletop::{Rules, Seat};

use crate::action::Action;
use crate::cards::{Card, Cards};
use crate::expansions::Auction;
use crate::position::{Phase, Position};

/// Scarabs a card in hand is worth, by what it can pay for: less than a build gives for it, so
/// building pays, but enough that the market is worth a visit.
fn card_value(card: Card) -> f64 {
    match card {
        Card::Artisan => 1.0,
        Card::Standard(_) | Card::Cave => 0.8,
        // Two units; the amulet it costs is counted with the corruption.
        Card::Tainted(_) => 1.4,
        Card::Bastet => 0.0,
    }
}

/// Cards in hand beyond this many are worth little: they cost amulets or are discarded.
const USEFUL_HAND: u32 = 10;
/// What a card beyond [`USEFUL_HAND`] is worth.
const EXTRA_CARD: f64 = 0.1;
/// Scarabs a claimed sanctuary square is worth beyond the amulet it removes now: amulets keep
/// coming, so squares count more at the end than today's levelling shows.
const SQUARE: f64 = 1.5;
/// What being fed to the crocodile costs, in scarabs.
const ELIMINATED: f64 = 40.0;
/// What each amulet beyond that costs.
const OVER: f64 = 10.0;
/// How far below every seat the crocodile would spare a seat it would eat stands, whatever its
/// scarabs: being eaten loses the game. At the search's scale (a lead of 40 is three wins in
/// four) this is about one win in twenty. Hard against the greedy player, 100 games from seeds 1
/// and 1001 (`cleo arena --game cleopatra --players hard,greedy`), with the others' amulets
/// counted: without this 87 % and 84 % (eaten in 8 of 13 losses from seed 1); 20 below, 89 %
/// (eaten in 8 of 11); 60 below, 90 % and 84 %; 120 below, 90 % (eaten in 1 of 10) and 86.5 %;
/// applied only from the step before the end, 88.5 % and 88 %. With the others' amulets judged
/// level with the seat's own, this rule drops hard to 65 %: the search cannot see who is eaten.
const EATEN_BELOW: f64 = 120.0;
/// Scarabs an amulet is worth when judging the Offering (on top of today's penalty).
const AMULET: f64 = 2.5;
/// The share of their scarabs opponents are expected to bid at the Offering.
const EXPECTED_BID: f64 = 0.25;

/// The hand's worth: the most valuable cards up to [`USEFUL_HAND`], the rest at [`EXTRA_CARD`].
fn hand_value(hand: &Cards) -> f64 {
    let mut values: Vec<f64> = hand.iter().map(card_value).collect();
    tabletop::sort_small_by(&mut values, |a, b| b.total_cmp(a).is_lt());
    values
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            if (i as u32) < USEFUL_HAND {
                v
            } else {
                EXTRA_CARD
            }
        })
        .sum()
}

/// Each seat's amulets at the end if it came now, before levelling: pyramid, plus tainted cards
/// in hand, minus claimed sanctuary squares (never below 0).
fn amulets_at_end(game: &Position) -> Vec<i64> {
    (0..game.player_count() as u8)
        .map(Seat)
        .map(|seat| {
            let p = game.player(seat);
            let squares: u32 = game.board().washed(seat);
            (i64::from(p.amulets) + i64::from(p.hand.tainted()) - i64::from(squares)).max(0)
        })
        .collect()
}

/// Scarabs lost to `amulets` after levelling: the table, then, for a seat that would be fed to the
/// crocodile, a fixed loss the size of a typical score, growing the further over it is. Fixed, not
/// all its scarabs: the amulets may still come down, so scarabs and amulets keep their worth.
fn penalty(game: &Position, amulets: i64) -> f64 {
    let config = Rules::config(game);
    let amulets = amulets.max(0) as usize;
    let at = config.eliminate_at as usize;
    match config.penalty.get(amulets) {
        Some(&p) if amulets < at => f64::from(p),
        _ => ELIMINATED + OVER * amulets.saturating_sub(at) as f64,
    }
}

/// How much the hand is still worth: little once the end is near.
fn hand_weight(game: &Position) -> f64 {
    let config = Rules::config(game);
    let step = game.board().cleopatra;
    if step >= config.end_step {
        0.3
    } else if step + 1 >= config.end_step {
        0.7
    } else {
        1.0
    }
}

/// Every seat's standing, in seat order: its scarabs, the hand's worth (less near the end) and
/// its claimed sanctuary squares, minus the penalty of its amulets levelled against the fewest;
/// a seat the crocodile would eat if the game ended now stands [`EATEN_BELOW`] under the lowest
/// seat it would spare.
pub(crate) fn standings(game: &Position) -> Vec<f64> {
    let amulets = amulets_at_end(game);
    let least = amulets.iter().copied().min().unwrap_or(0);
    let weight = hand_weight(game);
    let mut out: Vec<f64> = amulets
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            let seat = Seat(i as u8);
            let p = game.player(seat);
            let scarabs = f64::from(p.scarabs);
            scarabs - penalty(game, a - least)
                + weight * hand_value(&p.hand)
                + SQUARE * f64::from(game.board().washed(seat))
        })
        .collect();
    // A seat the crocodile would eat stands below every seat it would not.
    let config = Rules::config(game);
    let eaten: Vec<bool> = amulets
        .iter()
        .map(|&a| a - least >= i64::from(config.eliminate_at))
        .collect();
    let floor = out
        .iter()
        .zip(&eaten)
        .filter(|&(_, &eaten)| !eaten)
        .map(|(&v, _)| v)
        .fold(f64::INFINITY, f64::min);
    if floor.is_finite() {
        for (v, _) in out.iter_mut().zip(&eaten).filter(|&(_, &eaten)| eaten) {
            *v = v.min(floor - EATEN_BELOW);
        }
    }
    out
}

/// A secret bid judged before the others' bids reveal its result ([`Rules::secret_worth`]): the
/// scarabs it costs, and at the Offering what [`offering_worth`] expects it to bring. The
/// architects' auction's cards are not judged, so there a bid is only its cost.
pub(crate) fn secret_worth(game: &Position, seat: Seat, action: &Action) -> Option<f64> {
    let Action::Offer { scarabs } = *action else {
        return None;
    };
    let cost = -f64::from(scarabs);
    match game.phase {
        Phase::Offering {
            auction: Auction::Offering,
            ..
        } => Some(cost + offering_worth(game, seat, scarabs)),
        _ => Some(cost),
    }
}

/// What bidding `bid` at the Offering is worth in amulets returned or taken, against opponents
/// expected to bid [`EXPECTED_BID`] of their scarabs: the penalty it changes now, and at least
/// [`AMULET`] scarabs an amulet, since more amulets come before the end.
pub(crate) fn offering_worth(game: &Position, seat: Seat, bid: u32) -> f64 {
    let config = Rules::config(game);
    let bid = f64::from(bid);
    let (mut above, mut tied) = (0usize, 0usize);
    for other in (0..game.player_count() as u8)
        .map(Seat)
        .filter(|&s| s != seat)
    {
        let theirs = (EXPECTED_BID * f64::from(game.player(other).scarabs)).round();
        if theirs > bid {
            above += 1;
        } else if theirs == bid {
            tied += 1;
        }
    }
    // Ties share the better rank; a tie is less sure than a clear lead.
    let change = i64::from(config.offering_effects.get(above).copied().unwrap_or(0));
    let pyramid = i64::from(game.player(seat).amulets);
    let change = change.max(-pyramid);
    let amulets = amulets_at_end(game);
    let least = amulets.iter().copied().min().unwrap_or(0);
    let mine = amulets[seat.index()] - least;
    let now = penalty(game, mine + change) - penalty(game, mine);
    let cost = if change < 0 {
        now.min(AMULET * change as f64)
    } else {
        now.max(AMULET * change as f64)
    };
    let sure = if tied > 0 { 0.5 } else { 1.0 };
    -cost * sure
}

#[cfg(test)]
mod tests {
    use tabletop::{GameRng, Rules, Seat};

    use crate::cards::Cards;
    use crate::config::Config;
    use crate::position::Position;

    /// A 2-player game just dealt, its hands emptied, with these scarabs and amulets.
    fn two(scarabs: [u32; 2], amulets: [u32; 2]) -> Position {
        let mut game = Position::deal(Config::with_players(2), 7).unwrap();
        for (i, p) in game.players.0.iter_mut().enumerate() {
            (p.scarabs, p.amulets, p.hand) = (scarabs[i], amulets[i], Cards::EMPTY);
        }
        game
    }

    #[test]
    fn a_seat_the_crocodile_would_eat_stands_below_the_one_it_spares() {
        // 7 amulets more: 25 scarabs lost, a lead of 80 still leads by 55.
        let s = two([120, 40], [7, 0]).standings().unwrap();
        assert_eq!(s[0] - s[1], 80.0 - 25.0);
        // 8 more: eaten whatever its scarabs, it stands 120 under the other.
        let s = two([120, 40], [8, 0]).standings().unwrap();
        assert_eq!(s[1] - s[0], super::EATEN_BELOW);
        // Levelled: 10 against 3 is 7 more, not eaten.
        let s = two([120, 40], [10, 3]).standings().unwrap();
        assert_eq!(s[0] - s[1], 80.0 - 25.0);
        // Already far below: its own standing stays (more amulets cost more).
        let s = two([0, 100], [12, 0]).standings().unwrap();
        assert_eq!(s[1] - s[0], 100.0 + 40.0 + 10.0 * 4.0);
    }

    #[test]
    fn the_others_amulets_are_counted_in_the_open() {
        // As dealt (every card somewhere), with amulets taken.
        let mut game = Position::deal(Config::with_players(2), 7).unwrap();
        (game.players.0[0].amulets, game.players.0[1].amulets) = (9, 2);
        game.players.0[1].scarabs = 50;
        for seat in [Seat(0), Seat(1)] {
            let other = Seat(1 - seat.0);
            let view = game.view(Some(seat));
            assert_eq!(
                view.players[other.index()].amulets,
                None,
                "the pyramid hides them"
            );
            assert_eq!(
                view.players[other.index()].amulets_counted,
                game.player(other).amulets,
                "but everyone counted them"
            );
            let twin = game.determinize(seat, &mut GameRng::new(5));
            assert_eq!(twin.player(other).amulets, game.player(other).amulets);
            assert_eq!(
                twin.player(other).scarabs,
                game.player(seat).scarabs,
                "scarabs stay hidden"
            );
        }
    }
}
