//! The Worshippers of Sobek: five tiles whose costs rise from left to right.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A Worshipper of Sobek tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SobekTile {
    /// +4 scarabs (configurable) for each piece built this turn.
    Architect,
    /// Visit both the Market and the Quarry this turn, in either order.
    Vizier,
    /// Build paying 2 fewer resources this turn.
    Merchant,
    /// Draw 4 cards from the deck now.
    Beggar,
    /// Build paying 2 fewer artisans this turn.
    Foreman,
}

impl SobekTile {
    /// The five tiles.
    pub const ALL: [SobekTile; 5] = [
        SobekTile::Architect,
        SobekTile::Vizier,
        SobekTile::Merchant,
        SobekTile::Beggar,
        SobekTile::Foreman,
    ];
}

impl fmt::Display for SobekTile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SobekTile::Architect => "the Architect",
            SobekTile::Vizier => "the Vizier",
            SobekTile::Merchant => "the Merchant",
            SobekTile::Beggar => "the Beggar",
            SobekTile::Foreman => "the Foreman",
        })
    }
}

/// After `used` was activated, it goes to the rightmost position and the tiles right of it slide left.
pub fn shift_after_use(order: &mut [SobekTile; 5], used: SobekTile) {
    if let Some(pos) = order.iter().position(|&t| t == used) {
        order[pos..].rotate_left(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use SobekTile::*;

    #[test]
    fn rulebook_vizier_example_shift() {
        // Miguel activates the Vizier in position 4: the Merchant slides left, the Vizier goes last.
        let mut order = [Architect, Beggar, Foreman, Vizier, Merchant];
        shift_after_use(&mut order, Vizier);
        assert_eq!(order, [Architect, Beggar, Foreman, Merchant, Vizier]);
        // The rightmost tile stays where it is.
        shift_after_use(&mut order, Vizier);
        assert_eq!(order, [Architect, Beggar, Foreman, Merchant, Vizier]);
        shift_after_use(&mut order, Architect);
        assert_eq!(order, [Beggar, Foreman, Merchant, Vizier, Architect]);
    }
}
