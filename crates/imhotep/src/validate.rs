//! Whether a configuration can make a game, and if not, the first reason why.

use crate::config::{Config, MAX_CARDS, MAX_PYRAMID_B_SPACES};
use crate::error::ConfigError;
use crate::options::StartPlayer;

/// Ship tokens in the box, by size 1, 2, 3, 4.
const SHIP_TOKENS: [u8; 4] = [1, 2, 3, 2];

impl Config {
    /// Checks the configuration can make a game.
    ///
    /// # Errors
    ///
    /// The first [`ConfigError`] found: a player count outside 2 to 4, colours not one distinct
    /// colour per player, a start seat not at the table, a round card the ship tokens cannot
    /// make, a ship's minimum load out of range, a deck too large, a Pyramids B shape that is not
    /// one, or Obelisks B holding spaces or tower values out of range.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let n = self.players.len();
        if !(2..=4).contains(&n) {
            return Err(ConfigError::PlayerCount(n));
        }
        if !self.colors.is_empty() {
            let mut sorted = self.colors.clone();
            tabletop::sort_small(&mut sorted);
            sorted.dedup();
            if self.colors.len() != n || sorted.len() != n {
                return Err(ConfigError::Colors);
            }
        }
        if let StartPlayer::Seat(s) = self.start_player {
            if usize::from(s) >= n {
                return Err(ConfigError::StartSeat(s));
            }
        }
        for (players, cards) in [
            (2, &self.round_cards_2p),
            (3, &self.round_cards_3p),
            (4, &self.round_cards_4p),
        ] {
            for (i, card) in cards.iter().enumerate() {
                let mut used = [0u8; 4];
                for &size in card {
                    if !(1..=4).contains(&size) {
                        return Err(ConfigError::RoundCard {
                            players,
                            card: i as u8,
                        });
                    }
                    used[usize::from(size) - 1] += 1;
                }
                if used.iter().zip(SHIP_TOKENS).any(|(&u, t)| u > t) {
                    return Err(ConfigError::RoundCard {
                        players,
                        card: i as u8,
                    });
                }
            }
        }
        for (i, &min) in self.ship_min_load.iter().enumerate() {
            if min == 0 || usize::from(min) > i + 1 {
                return Err(ConfigError::ShipMinLoad { size: i as u8 + 1 });
            }
        }
        if self.card_total() > MAX_CARDS {
            return Err(ConfigError::TooManyCards {
                cards: self.card_total() as u32,
                max: MAX_CARDS as u32,
            });
        }
        let shape = &self.pyramid_b_shape;
        if shape.levels.is_empty()
            || shape.levels.len() != shape.points.len()
            || shape.levels.contains(&0)
            || shape.spaces() > MAX_PYRAMID_B_SPACES
        {
            return Err(ConfigError::PyramidBShape);
        }
        if !(1..=5).contains(&self.obelisk_b_holding) {
            return Err(ConfigError::ObeliskBHolding(self.obelisk_b_holding));
        }
        if self.obelisk_b_towers.len() > 40 {
            return Err(ConfigError::ObeliskBTowers);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::config::Config;
    use crate::error::ConfigError;
    use crate::options::{StartPlayer, StoneColor};

    #[test]
    fn every_default_round_card_fits_the_ship_tokens() {
        let c = Config::default();
        for set in [&c.round_cards_2p, &c.round_cards_3p, &c.round_cards_4p] {
            assert_eq!(set.len(), 7);
        }
        assert_eq!(c.validate(), Ok(()));
    }

    #[test]
    fn invalid_configurations_say_why() {
        let bad = |f: fn(&mut Config)| {
            let mut c = Config::with_players(3);
            f(&mut c);
            c.validate().unwrap_err()
        };
        assert_eq!(bad(|c| c.players.truncate(1)), ConfigError::PlayerCount(1));
        assert_eq!(
            bad(|c| c.colors = vec![StoneColor::Gray, StoneColor::Gray, StoneColor::Black]),
            ConfigError::Colors
        );
        assert_eq!(
            bad(|c| c.start_player = StartPlayer::Seat(3)),
            ConfigError::StartSeat(3)
        );
        assert_eq!(
            bad(|c| c.round_cards_4p[2] = [4, 4, 4, 1]),
            ConfigError::RoundCard {
                players: 4,
                card: 2
            }
        );
        assert_eq!(
            bad(|c| c.round_cards_2p[0] = [5, 1, 1, 1]),
            ConfigError::RoundCard {
                players: 2,
                card: 0
            }
        );
        assert_eq!(
            bad(|c| c.ship_min_load[1] = 3),
            ConfigError::ShipMinLoad { size: 2 }
        );
        assert_eq!(
            bad(|c| c.blue_counts.sail = 40),
            ConfigError::TooManyCards { cards: 71, max: 64 }
        );
        assert_eq!(
            bad(|c| c.pyramid_b_shape.levels = vec![4]),
            ConfigError::PyramidBShape
        );
        assert_eq!(
            bad(|c| c.obelisk_b_holding = 0),
            ConfigError::ObeliskBHolding(0)
        );
    }
}
