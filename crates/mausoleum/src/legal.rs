//! What a seat may do now: every legal action, and why any other is refused.

use tabletop::Seat;

use crate::action::Action;
use crate::card::Card;
use crate::config::MausolusLimit;
use crate::decision::Decision;
use crate::error::Refusal;
use crate::game::Mausoleum;

impl Mausoleum {
    /// Every action `seat` may take now (empty when it need not decide). Each one applies.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        if self.to_move() != Some(seat) {
            return out;
        }
        let me = seat.index();
        let hand = &self.hands[me];
        match self.decision {
            Decision::Over => {}
            Decision::Play { .. } => {
                out.push(Action::Pass);
                for card in hand.kinds() {
                    self.card_actions(seat, card, &mut out);
                }
            }
            Decision::Lose { .. } => {
                for card in Card::CONSTRUCTION {
                    if self.areas[me].has(card) {
                        out.push(Action::Lose { card });
                    }
                }
            }
            Decision::React { attack, .. } => {
                for card in hand.kinds() {
                    if card.blocks(attack.card) {
                        out.push(Action::Defend { card });
                    }
                }
                out.push(Action::Allow);
            }
            Decision::Discard { .. } => {
                out.extend(hand.kinds().map(|card| Action::Discard { card }));
            }
        }
        out
    }

    fn opponents(&self, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players).map(Seat).filter(move |&s| s != seat)
    }

    pub(crate) fn card_actions(&self, seat: Seat, card: Card, out: &mut Vec<Action>) {
        match card {
            Card::Earthquake => out.extend(
                self.opponents(seat)
                    .filter(|t| self.areas[t.index()].constructions() > 0)
                    .map(|target| Action::Earthquake { target }),
            ),
            Card::Invasion => {
                for target in self.opponents(seat) {
                    for c in Card::CONSTRUCTION {
                        if self.areas[target.index()].has(c) {
                            out.push(Action::Invasion { target, card: c });
                        }
                    }
                }
            }
            Card::Discovery => out.extend(
                self.discard
                    .kinds()
                    .filter(|&c| self.discoverable(c))
                    .map(|c| Action::Discovery { card: c }),
            ),
            Card::Exchange => {
                let hand = &self.hands[seat.index()];
                for target in self.opponents(seat) {
                    if self.hands[target.index()].total() == 0 {
                        continue;
                    }
                    for give in hand.kinds() {
                        if give != Card::Exchange || hand.get(Card::Exchange) >= 2 {
                            out.push(Action::Exchange { target, give });
                        }
                    }
                }
            }
            Card::Theft => out.extend(
                self.opponents(seat)
                    .filter(|t| self.hands[t.index()].total() > 0)
                    .map(|target| Action::Theft { target }),
            ),
            Card::Mausolus => {
                if self.mausolus_check(seat).is_ok() {
                    out.push(Action::Play { card });
                }
            }
            _ => out.push(Action::Play { card }),
        }
    }

    fn mausolus_check(&self, seat: Seat) -> Result<(), Refusal> {
        if self.areas[seat.index()].complete_sets() == 0 {
            return Err(Refusal::NoCompleteSet);
        }
        let owners: Vec<Seat> = match self.config.mausolus_limit {
            MausolusLimit::PerPlayer => vec![seat],
            MausolusLimit::PerGame => (0..self.players).map(Seat).collect(),
        };
        match owners
            .into_iter()
            .find(|s| self.areas[s.index()].has(Card::Mausolus))
        {
            Some(owner) => Err(Refusal::MausolusInPlay { owner }),
            None => Ok(()),
        }
    }

    /// Whether `seat` may take `action` now, and why not.
    ///
    /// # Errors
    ///
    /// [`Refusal::GameOver`] once the game is over; [`Refusal::NotYourDecision`] when another
    /// seat owes the decision; [`Refusal::NotNow`] when the action does not answer the decision
    /// awaited; otherwise the refusal of the rule the action breaks (a card not in hand, a target
    /// who is no opponent or has nothing to lose, a Mausolus without a complete set, a defence
    /// that does not block the attack, ...).
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), Refusal> {
        let decider = self.to_move().ok_or(Refusal::GameOver)?;
        if decider != seat {
            return Err(Refusal::NotYourDecision { decider });
        }
        let me = seat.index();
        let hand = &self.hands[me];
        let not_now = Err(Refusal::NotNow {
            awaiting: self.decision.kind(),
        });
        let in_hand = |card: Card| {
            if hand.has(card) {
                Ok(())
            } else {
                Err(Refusal::NotInHand { card })
            }
        };
        let opponent = |target: Seat| {
            if target != seat && target.0 < self.players {
                Ok(())
            } else {
                Err(Refusal::NoSuchOpponent { target })
            }
        };
        match (self.decision, *action) {
            (Decision::Play { .. }, Action::Pass) => Ok(()),
            (Decision::Play { .. }, Action::Play { card }) => {
                in_hand(card)?;
                match card {
                    Card::Mausolus => self.mausolus_check(seat),
                    c if c.is_attack() || c == Card::Discovery => {
                        Err(Refusal::WrongAction { card })
                    }
                    _ => Ok(()),
                }
            }
            (Decision::Play { .. }, Action::Earthquake { target }) => {
                in_hand(Card::Earthquake)?;
                opponent(target)?;
                if self.areas[target.index()].constructions() == 0 {
                    return Err(Refusal::NoConstruction { target });
                }
                Ok(())
            }
            (Decision::Play { .. }, Action::Invasion { target, card }) => {
                in_hand(Card::Invasion)?;
                opponent(target)?;
                if !card.is_construction() || !self.areas[target.index()].has(card) {
                    return Err(Refusal::NotInArea { target, card });
                }
                Ok(())
            }
            (Decision::Play { .. }, Action::Discovery { card }) => {
                in_hand(Card::Discovery)?;
                if !self.discard.has(card) {
                    return Err(Refusal::NotInDiscard { card });
                }
                if !self.discoverable(card) {
                    return Err(Refusal::DiscoveryForDiscovery);
                }
                Ok(())
            }
            (Decision::Play { .. }, Action::Exchange { target, give }) => {
                in_hand(Card::Exchange)?;
                opponent(target)?;
                let needed = if give == Card::Exchange { 2 } else { 1 };
                if hand.get(give) < needed {
                    return Err(Refusal::NotInHand { card: give });
                }
                if self.hands[target.index()].total() == 0 {
                    return Err(Refusal::EmptyHand { target });
                }
                Ok(())
            }
            (Decision::Play { .. }, Action::Theft { target }) => {
                in_hand(Card::Theft)?;
                opponent(target)?;
                if self.hands[target.index()].total() == 0 {
                    return Err(Refusal::EmptyHand { target });
                }
                Ok(())
            }
            (Decision::Lose { .. }, Action::Lose { card }) => {
                if card.is_construction() && self.areas[me].has(card) {
                    Ok(())
                } else {
                    Err(Refusal::NotInArea { target: seat, card })
                }
            }
            (Decision::React { .. }, Action::Allow) => Ok(()),
            (Decision::React { attack, .. }, Action::Defend { card }) => {
                in_hand(card)?;
                if !card.blocks(attack.card) {
                    return Err(Refusal::NotADefence {
                        card,
                        attack: attack.card,
                    });
                }
                Ok(())
            }
            (Decision::Discard { .. }, Action::Discard { card }) => in_hand(card),
            _ => not_now,
        }
    }
}
