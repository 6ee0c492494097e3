//! What one seat may see. The UI and bots read only views, so hidden information cannot leak.

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::cards::{Cards, SeenCard};
use crate::config::SobekCost;
use crate::expansions::{Auction, CultCard, Extras, FarArchitect, Whim};
use crate::garden::Area;
use crate::mosaic::Pentomino;
use crate::player::Seat;
use crate::position::{Phase, Position, Turn};
use crate::scoring::FinalScore;
use crate::sobek::SobekTile;

/// One player as a viewer sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    /// The player's name.
    pub name: String,
    /// Cards in hand (public).
    pub hand_size: u32,
    /// The hand: only for its owner, and for everyone once the game is over.
    pub hand: Option<Cards>,
    /// Scarabs: only for their owner, and once the game is over.
    pub scarabs: Option<u32>,
    /// Amulets: only for their owner, and once the game is over.
    pub amulets: Option<u32>,
    /// The amulets in this player's pyramid as anyone who counts knows them (public): hidden in
    /// the pyramid, but each is taken (a tainted card spent, a Sobek worshipper, the hand limit,
    /// the Offering, a Cult card) and returned in plain sight, and the log tells every one.
    #[serde(default)]
    pub amulets_counted: u32,
    /// Anubis figures not yet placed (public).
    pub anubis: u8,
    /// During the Offering: whether this player has bid (the amount stays secret).
    pub has_bid: bool,
    /// The player's own bid during the Offering.
    pub bid: Option<u32>,
    /// Cards everyone saw go into this hand (taken or drawn face up) and has not seen leave it
    /// (public).
    #[serde(default)]
    pub known: Cards,
    /// How many cards this player discarded down to the hand limit are still in the discard pile
    /// (public; which ones only the player knows).
    #[serde(default)]
    pub hand_limit_discards: u32,
    /// Those cards: only for their owner.
    #[serde(default)]
    pub hand_limit_discarded: Option<Cards>,
    /// Cult of Sobek: the cards kept (public).
    #[serde(default)]
    pub cult: Vec<CultCard>,
    /// Whims of Cleopatra: bonus tiles kept for a later visit (public).
    #[serde(default)]
    pub whims: Vec<Whim>,
    /// Architects from Far Away: how many cards the player holds (public).
    #[serde(default)]
    pub architect_count: u32,
    /// Those cards: only for their owner, and once the game is over.
    #[serde(default)]
    pub architects: Option<Vec<FarArchitect>>,
}

/// The decision the game waits for, as a viewer sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Pending {
    /// The active player's turn: Sobek, market, quarry.
    Turn,
    /// The drawn refill cards to put on the stalls still waiting.
    Refill {
        /// The drawn cards, as laid (face-down ones unseen by all).
        drawn: Vec<SeenCard>,
        /// Stalls still waiting for a card.
        open: Vec<u8>,
    },
    /// Claim the sanctuaries just formed, or take the mosaic's scarabs.
    Sanctuary {
        /// The areas, and whether each is claimed already.
        formed: Vec<(Area, bool)>,
        /// The mosaic's scarabs, given up if any is claimed.
        reward: u32,
    },
    /// The active player is over the hand limit by this many cards.
    HandLimit {
        /// Extra cards.
        excess: u32,
    },
    /// The Offering: secret bids in seat order.
    Offering,
    /// Architects from Far Away: secret bids in seat order, all lost.
    Auction,
    /// Cult of Sobek: the statue's builder picks one of these cards.
    CultCard {
        /// The cards left.
        cards: Vec<CultCard>,
    },
    /// Whims of Cleopatra: the drawer of the smallest-stall tile picks one of these stalls.
    WhimStall {
        /// The tied stalls.
        stalls: Vec<u8>,
    },
    /// Architects from Far Away: a winner picks a card.
    ArchitectPick {
        /// Who picks now.
        picker: Seat,
        /// Who picks after, in order.
        next: Vec<Seat>,
    },
    /// The game is over.
    Finished,
}

/// Everything one seat (or a spectator) may know.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    /// Who is looking; `None` for a spectator.
    pub viewer: Option<Seat>,
    /// The players in seat order.
    pub players: Vec<PlayerView>,
    /// Whose turn it is.
    pub active: Seat,
    /// Who must decide now.
    pub to_act: Option<Seat>,
    /// What is awaited.
    pub pending: Pending,
    /// What the active player has done this turn (all public).
    pub turn: Turn,
    /// The stalls, oldest card first; face-down cards unseen.
    pub stalls: Vec<Vec<SeenCard>>,
    /// Cards in the deck.
    pub deck_size: u32,
    /// The visible side of the top deck card.
    pub deck_top: Option<SeenCard>,
    /// Cards in the discard pile.
    pub discard_size: u32,
    /// The discard pile's cards everyone saw go there (payments); the others are players'
    /// hand-limit discards (see [`PlayerView::hand_limit_discards`]).
    #[serde(default)]
    pub discard: Cards,
    /// Face-up cards in the deck, the top one included (public: each deck is built with a known
    /// number face up, and every card drawn shows its side).
    #[serde(default)]
    pub deck_face_up: u32,
    /// Sobek tiles left to right, with their position costs.
    pub sobek: Vec<(SobekTile, SobekCost)>,
    /// The board. Its mosaic stack holds only the visible top tile; see `mosaics_left`.
    pub board: Board,
    /// Tiles left in the mosaic stack (only the top one is visible).
    pub mosaics_left: u32,
    /// The tiles under the top one, sorted: which tiles are left is public, their order is not.
    #[serde(default)]
    pub mosaics_below: Vec<Pentomino>,
    /// Set once Cleopatra reached the palace: the player who took her there.
    pub end_trigger: Option<Seat>,
    /// The final scores, once the game is over.
    pub result: Option<FinalScore>,
    /// The expansions' public state.
    #[serde(default)]
    pub extras: Extras,
    /// Whims of Cleopatra: bonus tiles left face down.
    #[serde(default)]
    pub whims_left: u32,
    /// Architects from Far Away: cards left face down by the Quarry.
    #[serde(default)]
    pub far_architects_left: u32,
    /// Those cards: only for the auction's winner picking now.
    #[serde(default)]
    pub far_architects: Option<Vec<FarArchitect>>,
}

impl Position {
    /// What `viewer` may see (`None`: a spectator, who sees only public information).
    pub(crate) fn see(&self, viewer: Option<Seat>) -> View {
        let over = self.is_over();
        let bids = match &self.phase {
            Phase::Offering { bids, .. } => Some(bids),
            _ => None,
        };
        let players = self
            .players
            .iter()
            .map(|(seat, p)| {
                let open = over || viewer == Some(seat);
                PlayerView {
                    name: self.config.players[seat.index()].clone(),
                    hand_size: p.hand.total(),
                    hand: open.then_some(p.hand),
                    scarabs: open.then_some(p.scarabs),
                    amulets: open.then_some(p.amulets),
                    amulets_counted: p.amulets,
                    anubis: p.anubis,
                    has_bid: bids.is_some_and(|b| b[seat].is_some()),
                    bid: if viewer == Some(seat) {
                        bids.and_then(|b| b[seat])
                    } else {
                        None
                    },
                    known: self.tally[seat].known,
                    hand_limit_discards: self.tally[seat].discarded.total(),
                    hand_limit_discarded: open.then_some(self.tally[seat].discarded),
                    cult: p.cult.clone(),
                    whims: p.whims.clone(),
                    architect_count: p.architects.len() as u32,
                    architects: open.then(|| p.architects.clone()),
                }
            })
            .collect();
        let pending = match &self.phase {
            Phase::Main => Pending::Turn,
            Phase::Refill { drawn, open } => Pending::Refill {
                drawn: drawn.iter().map(|d| d.seen()).collect(),
                open: open.clone(),
            },
            Phase::Sanctuary { formed, reward } => Pending::Sanctuary {
                formed: formed.clone(),
                reward: *reward,
            },
            Phase::HandLimit => Pending::HandLimit {
                excess: self.players[self.active]
                    .hand
                    .total()
                    .saturating_sub(self.config.hand_limit.into()),
            },
            Phase::Offering {
                auction: Auction::Offering,
                ..
            } => Pending::Offering,
            Phase::Offering { .. } => Pending::Auction,
            Phase::CultCard => Pending::CultCard {
                cards: self.extras.cult_cards.clone(),
            },
            Phase::WhimStall { stalls } => Pending::WhimStall {
                stalls: stalls.clone(),
            },
            Phase::ArchitectPick { order } => Pending::ArchitectPick {
                picker: order[0],
                next: order[1..].to_vec(),
            },
            Phase::Finished => Pending::Finished,
        };
        View {
            viewer,
            players,
            active: self.active,
            to_act: self.to_act(),
            pending,
            turn: self.turn,
            stalls: self
                .stalls
                .iter()
                .map(|s| s.iter().map(|d| d.seen()).collect())
                .collect(),
            deck_size: self.deck.len() as u32,
            deck_top: self.deck.last().map(|d| d.seen()),
            discard_size: self.discard.len() as u32,
            discard: self.public_discard(),
            deck_face_up: self.deck.iter().filter(|d| d.face_up).count() as u32,
            sobek: self
                .sobek
                .iter()
                .map(|&t| (t, self.sobek_cost(t)))
                .collect(),
            board: Board {
                mosaic_stack: self.board.mosaic_top().into_iter().collect(),
                ..self.board.clone()
            },
            mosaics_left: self.board.mosaic_stack.len() as u32,
            mosaics_below: self.mosaics_below(),
            end_trigger: self.end_trigger,
            result: self.result.clone(),
            extras: self.extras.clone(),
            whims_left: self.whim_stack.len() as u32,
            far_architects_left: self.far_architects.len() as u32,
            far_architects: match &self.phase {
                Phase::ArchitectPick { order } if viewer == order.first().copied() => {
                    let mut left = self.far_architects.clone();
                    tabletop::sort_small(&mut left);
                    Some(left)
                }
                _ => None,
            },
        }
    }

    /// The discard pile's cards everyone saw go there: all but the hand-limit discards.
    pub(crate) fn public_discard(&self) -> Cards {
        let mut cards = Cards::from_cards(self.discard.iter().copied());
        for t in &self.tally.0 {
            cards.remove_all(&t.discarded);
        }
        cards
    }

    /// The mosaic tiles under the top one, sorted.
    pub(crate) fn mosaics_below(&self) -> Vec<Pentomino> {
        let stack = &self.board.mosaic_stack;
        let mut below = stack[..stack.len().saturating_sub(1)].to_vec();
        tabletop::sort_small(&mut below);
        below
    }
}
