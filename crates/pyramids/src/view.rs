//! What one seat (or a spectator) may see: every card in play, mark and score card, the display and
//! the claimed values, counts for the decks; the seat's own setup hand and own pending choice.

use tabletop::Seat;

use crate::card::Cells;
use crate::error::Awaiting;
use crate::game::{Choice, Pyramids};
use crate::pattern::Pattern;
use crate::scoring::ScoreCard;

/// A card in play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardView {
    /// Its number.
    pub card: u8,
    /// Its marked cells.
    pub marks: Cells,
}

/// A pending mark, shown only to its player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PendingMark {
    /// The card's number.
    pub card: u8,
    /// The cells.
    pub cells: Cells,
}

/// One player as the viewer sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerView {
    /// Name.
    pub name: String,
    /// Cards in play (up to 2, by position).
    pub cards: [Option<CardView>; 2],
    /// Completed cards, ascending.
    pub completed: Vec<u8>,
    /// The score card.
    pub score_card: ScoreCard,
    /// Torch boxes by round.
    pub torches: [bool; 4],
    /// The total now.
    pub score: i32,
    /// Whether the player owes a secret choice now.
    pub choosing: bool,
    /// Whether the player has made their secret choice for this step.
    pub chosen: bool,
    /// The 4 cards dealt at setup: the viewer's own, during setup.
    pub hand: Option<[u8; 4]>,
    /// The viewer's own kept pair, once chosen, during setup.
    pub keeping: Option<[u8; 2]>,
    /// The viewer's own committed mark, until all are in.
    pub pending: Option<PendingMark>,
    /// Red-cross extra marks owed.
    pub extra_marks: u8,
    /// Replacements owed.
    pub replacements: u8,
}

/// All one seat may see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct View {
    /// Whose view (`None`: a spectator).
    pub viewer: Option<Seat>,
    /// What the game waits for (`None`: over).
    pub awaiting: Option<Awaiting>,
    /// The seat that decides a red-cross mark or a replacement now.
    pub decider: Option<Seat>,
    /// Round, 1–4.
    pub round: u8,
    /// Reveal within the round, 1–7 (0 during setup).
    pub reveal: u8,
    /// The revealed pattern, during a reveal.
    pub pattern: Option<Pattern>,
    /// Patterns revealed earlier this round, in order.
    pub revealed: Vec<Pattern>,
    /// Cards in the pyramid deck.
    pub deck: u8,
    /// The display by position.
    pub display: [Option<u8>; 4],
    /// Who claimed each pyramid value, per colour (green, orange, purple), highest value first.
    pub claims: [[Option<Seat>; 3]; 3],
    /// The players in seat order.
    pub players: Vec<PlayerView>,
}

impl Pyramids {
    /// All `viewer` may see.
    pub fn view(&self, viewer: Option<Seat>) -> View {
        let deciders = self.deciders();
        let keep = self.awaiting() == Some(crate::error::Awaiting::Keep);
        let players = (0..self.n)
            .map(|i| {
                let seat = Seat(i);
                let p = self.player(seat);
                let own = viewer == Some(seat);
                let chosen = matches!(p.choice, Choice::Keep(_) | Choice::Mark { .. });
                PlayerView {
                    name: self.config.players[seat.index()].clone(),
                    cards: p.slots.map(|s| {
                        s.map(|s| CardView {
                            card: s.card,
                            marks: s.marks,
                        })
                    }),
                    completed: (1..=48u8)
                        .filter(|&c| p.completed & (1 << (c - 1)) != 0)
                        .collect(),
                    score_card: self.score_card(seat),
                    torches: std::array::from_fn(|r| p.torches & (1 << r) != 0),
                    score: self.score(seat),
                    choosing: matches!(deciders, tabletop::Deciders::Secretly(ref s) if s.contains(&seat)),
                    chosen,
                    hand: (own && keep).then_some(p.hand),
                    keeping: match p.choice {
                        Choice::Keep(k) if own => Some(k),
                        _ => None,
                    },
                    pending: match p.choice {
                        Choice::Mark { slot, cells } if own => Some(PendingMark {
                            card: p.slots[usize::from(slot)].expect("in play").card,
                            cells,
                        }),
                        _ => None,
                    },
                    extra_marks: p.extra,
                    replacements: p.replace,
                }
            })
            .collect();
        let pattern = self.pattern();
        let revealed = if keep {
            Vec::new()
        } else {
            self.expedition[..usize::from(self.reveal)].to_vec()
        };
        View {
            viewer,
            awaiting: self.awaiting(),
            decider: match deciders {
                tabletop::Deciders::Seat(s) => Some(s),
                _ => None,
            },
            round: (self.round + 1).min(crate::config::ROUNDS),
            reveal: if keep { 0 } else { self.reveal + 1 },
            pattern,
            revealed,
            deck: self.deck.len() as u8,
            display: self.display.map(|c| (c != 0).then_some(c)),
            claims: self
                .claims
                .map(|c| c.map(|w| (w != 0).then(|| Seat(w - 1)))),
            players,
        }
    }
}
