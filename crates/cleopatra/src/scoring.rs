//! The Offering to the High Priest and the final reckoning, as pure functions of a few numbers.

use serde::{Deserialize, Serialize};

use crate::player::{ByPlayer, Seat};

/// One player's part in the Offering.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OfferingResult {
    /// The player.
    pub seat: Seat,
    /// Scarabs offered (all lost).
    pub bid: u32,
    /// Rank, 1 = highest bid; tied players share a rank and the next ranks are skipped.
    pub rank: u8,
    /// Amulets taken (positive) or returned (negative, never more than the player had).
    pub amulets: i32,
}

/// Ranks the bids (standard competition ranking) and applies `effects` by rank to `amulets`.
pub fn offering(
    bids: &ByPlayer<u32>,
    amulets: &ByPlayer<u32>,
    effects: &[i32],
) -> Vec<OfferingResult> {
    bids.iter()
        .map(|(seat, &bid)| {
            let higher = bids.iter().filter(|(_, &b)| b > bid).count();
            let effect = effects[higher.min(effects.len() - 1)];
            let change = if effect < 0 {
                -(effect.unsigned_abs().min(amulets[seat]) as i32)
            } else {
                effect
            };
            OfferingResult {
                seat,
                bid,
                rank: higher as u8 + 1,
                amulets: change,
            }
        })
        .collect()
}

/// What a player brings to the final reckoning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Reckoning {
    /// Scarabs before penalties.
    pub scarabs: u32,
    /// Amulets in the pyramid before the hand is emptied.
    pub amulets: u32,
    /// Tainted cards left in hand (+1 amulet each).
    pub tainted_in_hand: u32,
    /// Squares of the player's claimed sanctuaries (−1 amulet each).
    pub sanctuary_squares: u32,
}

/// One player's final score, step by step, for the end-game reveal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerScore {
    /// Scarabs before penalties.
    pub scarabs_before: u32,
    /// Amulets after emptying the hand.
    pub amulets_with_hand: u32,
    /// Amulets after the sanctuaries (never below 0).
    pub amulets_after_sanctuaries: u32,
    /// Amulets discarded by levelling (the same for everyone).
    pub levelled: u32,
    /// Amulets left for the penalty table.
    pub amulets_final: u32,
    /// Scarabs lost to the penalty table (0 if eliminated).
    pub penalty: u32,
    /// Fed to the crocodile: too many amulets.
    pub eliminated: bool,
    /// Final scarabs (never below 0).
    pub scarabs: u32,
}

/// The end of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FinalScore {
    /// Each player's reckoning.
    pub players: ByPlayer<PlayerScore>,
    /// The highest non-eliminated scarab totals; shared wins; empty if all were eliminated.
    pub winners: Vec<Seat>,
}

/// The final reckoning (§10.2): hands, sanctuaries, levelling, penalties, elimination, winners.
pub fn reckon(inputs: &ByPlayer<Reckoning>, penalty: &[u32], eliminate_at: u32) -> FinalScore {
    let with_hand = inputs.map(|_, r| r.amulets + r.tainted_in_hand);
    let after = inputs.map(|s, r| with_hand[s].saturating_sub(r.sanctuary_squares));
    let levelled = after.0.iter().copied().min().unwrap_or(0);
    let players = inputs.map(|s, r| {
        let amulets_final = after[s] - levelled;
        let eliminated = amulets_final >= eliminate_at;
        let penalty = if eliminated {
            0
        } else {
            penalty[amulets_final as usize]
        };
        PlayerScore {
            scarabs_before: r.scarabs,
            amulets_with_hand: with_hand[s],
            amulets_after_sanctuaries: after[s],
            levelled,
            amulets_final,
            penalty,
            eliminated,
            scarabs: r.scarabs.saturating_sub(penalty),
        }
    });
    let best = players
        .iter()
        .filter(|(_, p)| !p.eliminated)
        .map(|(_, p)| p.scarabs)
        .max();
    let winners = players
        .iter()
        .filter(|(_, p)| !p.eliminated && Some(p.scarabs) == best)
        .map(|(s, _)| s)
        .collect();
    FinalScore { players, winners }
}
