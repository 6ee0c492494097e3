//! Taking back a decision: the player whose turn it is may undo back to the start of their turn,
//! but never past a decision that showed something new (a card drawn, a face-down card taken, the
//! next mosaic tile, the offerings), since the table has seen it.

use std::fmt;

use crate::event::Event;
use crate::game::Game;
use crate::position::Phase;
use crate::save::Save;

/// What a decision showed that cannot be taken back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Revealed {
    /// Cards were drawn from the deck (the Beggar, or the market refill after taking a stall).
    CardsDrawn,
    /// The deck was reshuffled from the discard pile.
    DeckShuffled,
    /// Laying a mosaic showed the next tile of the stack.
    NextMosaic,
    /// The offerings (or the architects' bids) were revealed.
    Offerings,
    /// A bonus tile was drawn, or the whims' die rolled.
    BonusTile,
}

/// Why there is nothing to undo now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UndoError {
    /// The turn has just begun: nothing of it to take back.
    TurnStart,
    /// During the Offering or after the game, nothing can be taken back.
    NotNow,
    /// The last decision showed something new.
    Revealed(Revealed),
}

impl fmt::Display for UndoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UndoError::TurnStart => f.write_str("nothing to undo: the turn has just begun"),
            UndoError::NotNow => {
                f.write_str("nothing can be undone during the Offering or after the game")
            }
            UndoError::Revealed(r) => write!(
                f,
                "the last decision cannot be undone: {}",
                match r {
                    Revealed::CardsDrawn => "it drew cards everyone has seen",
                    Revealed::DeckShuffled => "it reshuffled the deck",
                    Revealed::NextMosaic => "it showed the next mosaic tile",
                    Revealed::Offerings => "it revealed the offerings",
                    Revealed::BonusTile => "it drew a bonus tile or rolled the die",
                }
            ),
        }
    }
}

impl std::error::Error for UndoError {}

/// What an action's events showed that was not known before, if anything.
pub fn revealed_by(events: &[Event]) -> Option<Revealed> {
    events.iter().find_map(|e| match e {
        Event::CardsDrawn { .. } | Event::StallTaken { .. } => Some(Revealed::CardsDrawn),
        Event::DeckRebuilt { .. } => Some(Revealed::DeckShuffled),
        Event::Built { tile: Some(_), .. } | Event::MosaicRemoved { .. } => {
            Some(Revealed::NextMosaic)
        }
        Event::OfferingRevealed { .. } | Event::AuctionRevealed { .. } => Some(Revealed::Offerings),
        Event::WhimDrawn { .. } | Event::WhimDieRolled { .. } => Some(Revealed::BonusTile),
        _ => None,
    })
}

impl Game {
    /// The game as it was before its last action, if the player whose turn it is may take that
    /// action back: it must be theirs, in this turn, and have shown nothing new.
    ///
    /// # Errors
    ///
    /// [`UndoError::NotNow`] during the Offering, the architects' pick or after the game;
    /// [`UndoError::TurnStart`] when the game has no action yet or the last one is not of this turn
    /// by the player on turn; [`UndoError::Revealed`] when the last action showed something new.
    pub fn undo(&self) -> Result<Game, UndoError> {
        if matches!(
            self.position().phase,
            Phase::Offering { .. } | Phase::ArchitectPick { .. } | Phase::Finished
        ) {
            return Err(UndoError::NotNow);
        }
        let Some((&last, earlier)) = self.history().split_last() else {
            return Err(UndoError::TurnStart);
        };
        let before = Save {
            actions: earlier.to_vec(),
            ..self.save()
        }
        .replay()
        .map_err(|_| UndoError::NotNow)?;
        if before.active() != self.active() || before.to_act() != Some(self.active()) {
            return Err(UndoError::TurnStart);
        }
        let events = before.clone().apply(last).map_err(|_| UndoError::NotNow)?;
        match revealed_by(&events) {
            Some(r) => Err(UndoError::Revealed(r)),
            None => Ok(before),
        }
    }

    /// The game as it was before its last `count` decisions, whoever made them, if none of them
    /// showed something new: how a person playing against computers takes back their own last
    /// decision through the computers' replies.
    ///
    /// # Errors
    ///
    /// [`UndoError::NotNow`] during the Offering, the architects' pick or after the game;
    /// [`UndoError::TurnStart`] when `count` is 0 or more than the actions played;
    /// [`UndoError::Revealed`] when one of the decisions taken back showed something new.
    pub fn take_back(&self, count: usize) -> Result<Game, UndoError> {
        if matches!(
            self.position().phase,
            Phase::Offering { .. } | Phase::ArchitectPick { .. } | Phase::Finished
        ) {
            return Err(UndoError::NotNow);
        }
        let history = self.history();
        if count == 0 || count > history.len() {
            return Err(UndoError::TurnStart);
        }
        let (earlier, dropped) = history.split_at(history.len() - count);
        let before = Save {
            actions: earlier.to_vec(),
            ..self.save()
        }
        .replay()
        .map_err(|_| UndoError::NotNow)?;
        let mut again = before.clone();
        for &action in dropped {
            let events = again.apply(action).map_err(|_| UndoError::NotNow)?;
            if let Some(r) = revealed_by(&events) {
                return Err(UndoError::Revealed(r));
            }
        }
        Ok(before)
    }
}
