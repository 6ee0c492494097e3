//! Log events. Each applied action returns what happened; [`Event::for_viewer`] hides what a
//! viewer may not know (face-down cards someone else took, another seat's bid or discards).

use serde::{Deserialize, Serialize};

use crate::action::Piece;
use crate::board::Category;
use crate::cards::{Cards, SeenCard};
use crate::config::SobekCost;
use crate::expansions::{CultCard, FarArchitect, Whim};
use crate::garden::Area;
use crate::mosaic::Pentomino;
use crate::payment::Payment;
use crate::player::Seat;
use crate::scoring::{FinalScore, OfferingResult};
use crate::sobek::SobekTile;

/// Something that happened, as a log line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Event {
    /// A seat's turn begins.
    TurnStarted {
        /// The seat.
        seat: Seat,
    },
    /// A Worshipper of Sobek was called and paid.
    SobekActivated {
        /// Who.
        seat: Seat,
        /// Which tile.
        tile: SobekTile,
        /// What it cost at its position.
        cost: SobekCost,
    },
    /// The Beggar drew cards from the deck.
    CardsDrawn {
        /// Who.
        seat: Seat,
        /// The cards (face-down ones hidden from others).
        cards: Vec<SeenCard>,
    },
    /// The deck ran out and was rebuilt from the discard pile.
    DeckRebuilt {
        /// Cards in the new deck.
        cards: u32,
    },
    /// A market visit took a stall.
    StallTaken {
        /// Who.
        seat: Seat,
        /// Which stall (0-based).
        stall: u8,
        /// The cards (face-down ones hidden from others).
        cards: Vec<SeenCard>,
    },
    /// A refill card was put on a stall, keeping its orientation.
    StallRefilled {
        /// Which stall.
        stall: u8,
        /// The card (face-down: hidden from everyone).
        card: SeenCard,
    },
    /// A piece was built.
    Built {
        /// Who.
        seat: Seat,
        /// What and where.
        piece: Piece,
        /// For a mosaic, which tile.
        tile: Option<Pentomino>,
        /// The payment, public as every payment is.
        payment: Payment,
        /// Scarabs gained for the piece (a mosaic's come with the sanctuary decision).
        scarabs: u32,
        /// Of which the Architect's bonus.
        architect: u32,
        /// Amulets taken for tainted cards spent.
        amulets: u32,
    },
    /// The top mosaic fits nowhere and leaves the game.
    MosaicRemoved {
        /// The tile.
        tile: Pentomino,
    },
    /// A mosaic closed off areas no remaining mosaic can fill.
    SanctuariesFormed {
        /// Their squares.
        areas: Vec<Area>,
    },
    /// An Anubis claimed a sanctuary.
    SanctuaryClaimed {
        /// Who.
        seat: Seat,
        /// Its squares.
        area: Area,
    },
    /// A formed sanctuary was not claimed and is lost for good.
    SanctuaryLost {
        /// Its squares.
        area: Area,
    },
    /// The mosaic's scarabs, taken instead of a sanctuary.
    MosaicReward {
        /// Who.
        seat: Seat,
        /// Scarabs (5 + palms covered).
        scarabs: u32,
    },
    /// Completed categories moved Cleopatra.
    CleopatraMoved {
        /// Categories completed.
        categories: Vec<Category>,
        /// Her new step.
        to: u8,
    },
    /// Cleopatra crossed into the Offering step: every player bids in secret.
    OfferingBegins,
    /// A bid was made (its amount only to the bidder until all reveal).
    OfferingBid {
        /// Who.
        seat: Seat,
        /// The amount, or `None` for other viewers.
        scarabs: Option<u32>,
    },
    /// All bids revealed and resolved.
    OfferingRevealed {
        /// One result per seat.
        results: Vec<OfferingResult>,
    },
    /// A player over the hand limit discarded down to it.
    DiscardedDown {
        /// Who.
        seat: Seat,
        /// How many.
        count: u32,
        /// Which, only for the player.
        cards: Option<Cards>,
    },
    /// A player over the hand limit kept all cards for amulets.
    KeptAllCards {
        /// Who.
        seat: Seat,
        /// Amulets taken.
        amulets: u32,
    },
    /// A player could do nothing and passed.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// Cleopatra reached the palace: everyone else plays one last turn.
    FinalTurns {
        /// Who moved her there.
        trigger: Seat,
    },
    /// The final reckoning.
    GameEnded {
        /// Scores step by step.
        score: FinalScore,
    },
    /// Cult of Sobek: a statue was built beside an Anubis.
    StatueBuilt {
        /// Who.
        seat: Seat,
        /// The sanctuary (index in the board's list).
        sanctuary: u8,
        /// The payment.
        payment: Payment,
        /// Scarabs gained (the Architect's bonus, if the house rule gives it).
        scarabs: u32,
        /// Amulets taken for tainted cards spent.
        amulets: u32,
    },
    /// Cult of Sobek: the statue's builder kept a card.
    CultCardTaken {
        /// Who.
        seat: Seat,
        /// The card.
        card: CultCard,
    },
    /// Cult of Sobek: the Sobek marker went under a statue.
    MarkerPlaced {
        /// Whose statue.
        seat: Seat,
        /// The sanctuary (index in the board's list).
        sanctuary: u8,
        /// Its squares.
        squares: u32,
    },
    /// Cult of Sobek: a card's holder built its piece, and each opponent took an amulet.
    CultAmulets {
        /// The card's holder.
        seat: Seat,
        /// The card (Sphinx or Wall).
        card: CultCard,
    },
    /// Scarabs passed from one player to another (the Toll card, a bonus tile).
    ScarabsPaid {
        /// Who gave.
        from: Seat,
        /// Who received.
        to: Seat,
        /// How many.
        scarabs: u32,
    },
    /// Whims of Cleopatra: the die was rolled (its category was complete).
    WhimDieRolled {
        /// The category it shows now.
        category: Category,
    },
    /// Whims of Cleopatra: a bonus tile was drawn and resolved (or kept).
    WhimDrawn {
        /// Who.
        seat: Seat,
        /// The tile.
        whim: Whim,
    },
    /// Wisdom of Bastet: a stall with Bastet was taken.
    BastetTaken {
        /// Who.
        seat: Seat,
        /// Bastet cards shown and discarded.
        cards: u32,
        /// Scarabs gained.
        scarabs: u32,
        /// Who held the statue before, if someone else did.
        from: Option<Seat>,
    },
    /// Wisdom of Bastet: the statue's holder starts a turn.
    BastetBlessing {
        /// Who.
        seat: Seat,
        /// Scarabs gained.
        scarabs: u32,
    },
    /// Architects from Far Away: Cleopatra moved for the first time; everyone bids in secret.
    AuctionBegins,
    /// Architects from Far Away: the bids, highest first, and who picks in that order.
    AuctionRevealed {
        /// Each seat's bid, in picking order (ties by turn order), the lowest last.
        bids: Vec<(Seat, u32)>,
        /// The seats that pick a card, in order.
        pickers: Vec<Seat>,
    },
    /// Architects from Far Away: a winner kept a card (which, only for them).
    ArchitectChosen {
        /// Who.
        seat: Seat,
        /// The card, or `None` for other viewers.
        architect: Option<FarArchitect>,
    },
    /// Architects from Far Away: a card was played, and leaves the game.
    ArchitectPlayed {
        /// Who.
        seat: Seat,
        /// The card.
        architect: FarArchitect,
    },
}

impl Event {
    /// This event as `viewer` may see it (`None`: a spectator).
    pub fn for_viewer(&self, viewer: Option<Seat>) -> Event {
        let mine = |seat: &Seat| viewer == Some(*seat);
        let hide = |cards: &[SeenCard]| cards.iter().map(|c| c.public()).collect();
        match self {
            Event::CardsDrawn { seat, cards } if !mine(seat) => Event::CardsDrawn {
                seat: *seat,
                cards: hide(cards),
            },
            Event::StallTaken { seat, stall, cards } if !mine(seat) => Event::StallTaken {
                seat: *seat,
                stall: *stall,
                cards: hide(cards),
            },
            Event::StallRefilled { stall, card } => Event::StallRefilled {
                stall: *stall,
                card: card.public(),
            },
            Event::OfferingBid { seat, .. } if !mine(seat) => Event::OfferingBid {
                seat: *seat,
                scarabs: None,
            },
            Event::ArchitectChosen { seat, .. } if !mine(seat) => Event::ArchitectChosen {
                seat: *seat,
                architect: None,
            },
            Event::DiscardedDown { seat, count, .. } if !mine(seat) => Event::DiscardedDown {
                seat: *seat,
                count: *count,
                cards: None,
            },
            other => other.clone(),
        }
    }

    /// A readable English log line, naming seats with `names`.
    pub fn describe(&self, names: &[String]) -> String {
        let who = |s: &Seat| {
            names
                .get(s.index())
                .cloned()
                .unwrap_or_else(|| s.to_string())
        };
        let list = |cards: &[SeenCard]| {
            cards
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Event::TurnStarted { seat } => format!("— {}'s turn —", who(seat)),
            Event::SobekActivated { seat, tile, cost } => {
                let price = match cost {
                    SobekCost::Scarabs(n) => format!("paying {n} scarabs"),
                    SobekCost::Amulets(n) => format!("taking {n} amulets"),
                };
                format!("{} called {tile}, {price}", who(seat))
            }
            Event::CardsDrawn { seat, cards } if cards.is_empty() => {
                format!(
                    "{} drew no cards: deck and discard pile are empty",
                    who(seat)
                )
            }
            Event::CardsDrawn { seat, cards } => format!("{} drew {}", who(seat), list(cards)),
            Event::DeckRebuilt { cards } => {
                format!("The deck was rebuilt from the discard pile ({cards} cards)")
            }
            Event::StallTaken { seat, stall, cards } => {
                format!("{} took stall {}: {}", who(seat), stall + 1, list(cards))
            }
            Event::StallRefilled { stall, card } => format!("Stall {} got {card}", stall + 1),
            Event::Built {
                seat,
                piece,
                tile,
                payment,
                scarabs,
                architect,
                amulets,
            } => {
                let tile = tile.map(|t| format!(" ({t})")).unwrap_or_default();
                let mut s = format!("{} built {piece}{tile}, paying {payment}", who(seat));
                if *scarabs > 0 {
                    s += &format!(": +{scarabs} scarabs");
                    if *architect > 0 {
                        s += &format!(" ({architect} from the Architect)");
                    }
                }
                if *amulets > 0 {
                    s += &format!(", +{amulets} amulets for tainted cards");
                }
                s
            }
            Event::MosaicRemoved { tile } => {
                format!("The {tile} mosaic fits nowhere and leaves the game")
            }
            Event::SanctuariesFormed { areas } => {
                let sizes: Vec<String> = areas
                    .iter()
                    .map(|a| format!("{} squares", a.len()))
                    .collect();
                format!("Sanctuary formed: {}", sizes.join(" and "))
            }
            Event::SanctuaryClaimed { seat, area } => {
                format!(
                    "{} claimed a sanctuary of {} squares with an Anubis",
                    who(seat),
                    area.len()
                )
            }
            Event::SanctuaryLost { area } => {
                format!("A sanctuary of {} squares stays unclaimed", area.len())
            }
            Event::MosaicReward { seat, scarabs } => {
                format!("{} took {scarabs} scarabs for the mosaic", who(seat))
            }
            Event::CleopatraMoved { categories, to } => {
                let names: Vec<String> = categories.iter().map(|c| format!("{c:?}")).collect();
                format!(
                    "{} complete: Cleopatra walks to step {to}",
                    names.join(", ")
                )
            }
            Event::OfferingBegins => {
                "Offering to the High Priest: everyone bids scarabs in secret".into()
            }
            Event::OfferingBid { seat, scarabs } => match scarabs {
                Some(n) => format!("{} offered {n} scarabs in secret", who(seat)),
                None => format!("{} made a secret offering", who(seat)),
            },
            Event::OfferingRevealed { results } => {
                let parts: Vec<String> = results
                    .iter()
                    .map(|r| {
                        format!(
                            "{} offered {} (rank {}, {:+} amulets)",
                            who(&r.seat),
                            r.bid,
                            r.rank,
                            r.amulets
                        )
                    })
                    .collect();
                format!("Offerings revealed: {}", parts.join("; "))
            }
            Event::DiscardedDown { seat, count, cards } => match cards {
                Some(c) => format!(
                    "{} discarded {count} cards to the hand limit: {c}",
                    who(seat)
                ),
                None => format!("{} discarded {count} cards to the hand limit", who(seat)),
            },
            Event::KeptAllCards { seat, amulets } => {
                format!("{} kept every card and took {amulets} amulets", who(seat))
            }
            Event::Passed { seat } => format!("{} could do nothing and passed", who(seat)),
            Event::FinalTurns { trigger } => {
                format!(
                    "Cleopatra reached the palace: everyone but {} plays one last turn",
                    who(trigger)
                )
            }
            Event::GameEnded { score } => {
                let winners: Vec<String> = score.winners.iter().map(who).collect();
                if winners.is_empty() {
                    "Game over: everyone was fed to the crocodile, nobody wins".into()
                } else {
                    format!("Game over: {} wins", winners.join(" and "))
                }
            }
            Event::StatueBuilt {
                seat,
                sanctuary,
                payment,
                scarabs,
                amulets,
            } => {
                let mut s = format!(
                    "{} built a Sobek statue at sanctuary {}, paying {payment}",
                    who(seat),
                    sanctuary + 1
                );
                if *scarabs > 0 {
                    s += &format!(": +{scarabs} scarabs");
                }
                if *amulets > 0 {
                    s += &format!(", +{amulets} amulets for tainted cards");
                }
                s
            }
            Event::CultCardTaken { seat, card } => format!("{} kept {card}", who(seat)),
            Event::MarkerPlaced {
                seat, sanctuary, ..
            } => format!(
                "The Sobek marker went under {}'s statue at sanctuary {}",
                who(seat),
                sanctuary + 1
            ),
            Event::CultAmulets { seat, card } => {
                format!("{} holds {card}: each opponent takes an amulet", who(seat))
            }
            Event::ScarabsPaid { from, to, scarabs } => {
                format!("{} gave {} {scarabs} scarabs", who(from), who(to))
            }
            Event::WhimDieRolled { category } => {
                format!("The die of Cleopatra's whims now shows {category:?}")
            }
            Event::WhimDrawn { seat, whim } => {
                format!("{} drew the bonus tile \"{whim}\"", who(seat))
            }
            Event::BastetTaken {
                seat,
                cards,
                scarabs,
                from,
            } => {
                let from = from
                    .map(|s| format!(" from {}", who(&s)))
                    .unwrap_or_default();
                format!(
                    "{} took {cards} Bastet card(s): +{scarabs} scarabs and the Bastet statue{from}",
                    who(seat)
                )
            }
            Event::BastetBlessing { seat, scarabs } => {
                format!("Bastet blesses {}: +{scarabs} scarabs", who(seat))
            }
            Event::AuctionBegins => {
                "Architects from Far Away: everyone bids scarabs in secret".into()
            }
            Event::AuctionRevealed { bids, pickers } => {
                let parts: Vec<String> = bids
                    .iter()
                    .map(|(s, b)| format!("{} {b}", who(s)))
                    .collect();
                let order: Vec<String> = pickers.iter().map(who).collect();
                format!(
                    "Architects' bids: {}; picking: {}",
                    parts.join(", "),
                    if order.is_empty() {
                        "nobody".into()
                    } else {
                        order.join(", ")
                    }
                )
            }
            Event::ArchitectChosen { seat, architect } => match architect {
                Some(a) => format!("{} kept {a}", who(seat)),
                None => format!("{} kept an architect", who(seat)),
            },
            Event::ArchitectPlayed { seat, architect } => {
                format!("{} played {architect}", who(seat))
            }
        }
    }
}

/// Where the rules put the events an action causes: a list for the log, or nowhere on the fast
/// path of search and random play, which then never builds them.
pub(crate) trait Log {
    /// Records the event `event` builds.
    fn log(&mut self, event: impl FnOnce() -> Event);
}

impl Log for Vec<Event> {
    #[inline]
    fn log(&mut self, event: impl FnOnce() -> Event) {
        self.push(event());
    }
}

/// No log: events are not even built.
pub(crate) struct Silent;

impl Log for Silent {
    #[inline]
    fn log(&mut self, _event: impl FnOnce() -> Event) {}
}
