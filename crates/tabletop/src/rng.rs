//! The game's seeded random number generator. Its state lives in the game state, so every game
//! replays identically from its seed, on every machine and version.

use rand_core::{RngCore, SeedableRng};
use rand_pcg::Pcg32;

/// A PCG32 generator with the few draws the game needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRng(Pcg32);

impl GameRng {
    /// A generator seeded from `seed`.
    pub fn new(seed: u64) -> GameRng {
        GameRng(Pcg32::seed_from_u64(seed))
    }

    /// A uniform number in `0..n` (n > 0), without modulo bias.
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        // Accept only draws below the largest multiple of n, so every result is equally likely.
        let limit = (1u64 << 32) - (1u64 << 32) % u64::from(n);
        loop {
            let x = u64::from(self.0.next_u32());
            if x < limit {
                return (x % u64::from(n)) as u32;
            }
        }
    }

    /// A raw 64-bit draw, to seed another generator (a determinized game's own).
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_outputs_are_pinned() {
        // If this fails, every saved game would replay differently: never change the generator.
        let mut rng = GameRng::new(42);
        let draws: Vec<u32> = (0..8).map(|_| rng.below(100)).collect();
        assert_eq!(draws, PINNED_42);
        let mut items: Vec<u8> = (0..10).collect();
        GameRng::new(7).shuffle(&mut items);
        assert_eq!(items, PINNED_SHUFFLE_7);
    }

    const PINNED_42: [u32; 8] = [12, 44, 82, 8, 54, 5, 42, 83];
    const PINNED_SHUFFLE_7: [u8; 10] = [4, 6, 1, 9, 3, 0, 2, 8, 5, 7];
}
