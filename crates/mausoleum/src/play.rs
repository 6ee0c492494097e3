//! How an action resolves: the card played, an attack and its answer (a shield, a defence from
//! hand, or the attack's effect), the turn's end (the hand limit, the final lap) and the next
//! turn's draw.

use tabletop::Seat;

use crate::action::Action;
use crate::card::Card;
use crate::config::{
    CharacterShield, FinalLap, HandLimitCheck, InvasionTo, ARTEMISIA_DRAW, TURN_DRAW,
};
use crate::decision::{Attack, Decision, Lap};
use crate::error::Refusal;
use crate::event::Event;
use crate::game::{Log, Mausoleum};

impl Mausoleum {
    /// Plays `action` for `seat`: the events it caused, or why it is refused, with the position
    /// unchanged.
    ///
    /// # Errors
    ///
    /// The [`Refusal`] of [`Mausoleum::check`] when the action may not be played now; the
    /// position is then unchanged.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, Refusal> {
        self.check(seat, action)?;
        let mut log = Log::new(true);
        self.act(seat, action, &mut log);
        Ok(log.events)
    }

    /// Plays a checked action.
    pub(crate) fn act(&mut self, seat: Seat, action: &Action, log: &mut Log) {
        let me = seat.index();
        match *action {
            Action::Pass => {
                log.push(|| Event::Passed { seat });
                self.mark_passed(seat);
                self.end_turn(log);
            }
            Action::Play { card } => {
                self.card_played();
                self.hands[me].remove(card);
                self.used[me] |= card.character_bit();
                log.push(|| Event::Played { seat, card });
                if card == Card::Artemisia {
                    self.discard.add(card);
                    for _ in 0..ARTEMISIA_DRAW {
                        self.draw(seat, log);
                    }
                } else {
                    self.areas[me].add(card);
                }
                self.end_turn(log);
            }
            Action::Discovery { card } => {
                self.card_played();
                self.hands[me].remove(Card::Discovery);
                self.discard.remove(card);
                self.hands[me].add(card);
                self.discard.add(Card::Discovery);
                log.push(|| Event::Discovered { seat, card });
                self.end_turn(log);
            }
            Action::Earthquake { target } => self.attack(
                Attack {
                    attacker: seat,
                    target,
                    card: Card::Earthquake,
                    want: None,
                    give: None,
                },
                log,
            ),
            Action::Invasion { target, card } => self.attack(
                Attack {
                    attacker: seat,
                    target,
                    card: Card::Invasion,
                    want: Some(card),
                    give: None,
                },
                log,
            ),
            Action::Exchange { target, give } => self.attack(
                Attack {
                    attacker: seat,
                    target,
                    card: Card::Exchange,
                    want: None,
                    give: Some(give),
                },
                log,
            ),
            Action::Theft { target } => self.attack(
                Attack {
                    attacker: seat,
                    target,
                    card: Card::Theft,
                    want: None,
                    give: None,
                },
                log,
            ),
            Action::Lose { card } => {
                let attacker = match self.decision {
                    Decision::Lose { attacker, .. } => attacker,
                    _ => unreachable!("checked"),
                };
                let _ = attacker;
                self.lose(seat, card, log);
            }
            Action::Allow => {
                let Decision::React { attack, .. } = self.decision else {
                    unreachable!("checked")
                };
                log.push(|| Event::Allowed { target: seat });
                self.resolve(attack, log);
            }
            Action::Defend { card } => {
                let Decision::React { attack, .. } = self.decision else {
                    unreachable!("checked")
                };
                self.hands[me].remove(card);
                self.used[me] |= card.character_bit();
                log.push(|| Event::Reacted { target: seat, card });
                self.areas[me].add(card);
                self.block(attack, card, log);
            }
            Action::Discard { card } => {
                self.hands[me].remove(card);
                self.discard.add(card);
                log.push(|| Event::Discarded { seat, card });
                self.end_turn(log);
            }
        }
    }

    /// Draws one card for `seat`, if the pile has one; starts the end when it empties.
    fn draw(&mut self, seat: Seat, log: &mut Log) {
        let Some(card) = self.pile.pop() else {
            return;
        };
        self.hands[seat.index()].add(card);
        log.push(|| Event::Drew {
            seat,
            card: Some(card),
        });
        if self.pile.len() == 0 && self.lap.is_none() {
            let final_lap = self.config.final_lap;
            self.lap = Some(match final_lap {
                FinalLap::UntilNoneCanAct => Lap::Passed { seats: 0 },
                FinalLap::OneTurnEach => Lap::TurnsLeft {
                    turns: self.players,
                },
                FinalLap::EndAtOnce => Lap::TurnsLeft { turns: 0 },
            });
            let current = Seat(self.current);
            log.push(|| Event::PileEmptied {
                seat: current,
                final_lap,
            });
        }
    }

    /// The attack card leaves the attacker's hand; a matching shield blocks it, or the target may
    /// react, or it resolves.
    fn attack(&mut self, attack: Attack, log: &mut Log) {
        let Attack {
            attacker,
            target,
            card,
            want,
            ..
        } = attack;
        self.card_played();
        self.hands[attacker.index()].remove(card);
        log.push(|| Event::Attacked {
            attacker,
            target,
            card,
            want,
        });
        let area = &self.areas[target.index()];
        let specific = card.specific_shield().expect("an attack");
        let shield = [specific, Card::Protection]
            .into_iter()
            .find(|&s| area.has(s));
        if let Some(shield) = shield {
            self.block(attack, shield, log);
            return;
        }
        if self.config.react_from_hand && self.hands[target.index()].kinds().any(|c| c.blocks(card))
        {
            self.decision = Decision::React {
                seat: target,
                attack,
            };
            return;
        }
        self.resolve(attack, log);
    }

    /// `shield`, in the target's area, blocks the attack; the attack card is discarded, and the
    /// shield too unless it is a permanent character shield.
    fn block(&mut self, attack: Attack, shield: Card, log: &mut Log) {
        let t = attack.target.index();
        let spent =
            shield == Card::Protection || self.config.character_shield == CharacterShield::OneShot;
        if spent {
            self.areas[t].remove(shield);
            self.discard.add(shield);
        }
        self.discard.add(attack.card);
        log.push(|| Event::Blocked {
            target: attack.target,
            shield,
            attack: attack.card,
            spent,
        });
        self.end_turn(log);
    }

    /// An attack nothing blocked takes effect.
    fn resolve(&mut self, attack: Attack, log: &mut Log) {
        let Attack {
            attacker,
            target,
            card,
            want,
            give,
        } = attack;
        let (a, t) = (attacker.index(), target.index());
        match card {
            Card::Earthquake => {
                let mut kinds = Card::CONSTRUCTION
                    .into_iter()
                    .filter(|&c| self.areas[t].has(c));
                let first = kinds.next().expect("checked: a construction card");
                if kinds.next().is_none() {
                    // One kind only: nothing to choose.
                    self.lose(target, first, log);
                } else {
                    self.decision = Decision::Lose {
                        seat: target,
                        attacker,
                    };
                }
                return;
            }
            Card::Invasion => {
                let taken = want.expect("an Invasion names its card");
                self.areas[t].remove(taken);
                let to_hand = self.config.invasion_to == InvasionTo::Hand;
                if to_hand {
                    self.hands[a].add(taken);
                } else {
                    self.areas[a].add(taken);
                }
                log.push(|| Event::Invaded {
                    attacker,
                    target,
                    card: taken,
                    to_hand,
                });
            }
            Card::Theft | Card::Exchange => {
                let n = self.hands[t].total();
                let taken = self.hands[t]
                    .nth(self.rng.below(n))
                    .expect("checked: the target holds a card");
                self.hands[t].remove(taken);
                self.hands[a].add(taken);
                log.push(|| Event::HandCard {
                    from: target,
                    to: attacker,
                    card: Some(taken),
                });
                if let Some(give) = give {
                    self.hands[a].remove(give);
                    self.hands[t].add(give);
                    log.push(|| Event::HandCard {
                        from: attacker,
                        to: target,
                        card: Some(give),
                    });
                }
            }
            _ => unreachable!("not an attack"),
        }
        self.discard.add(card);
        self.end_turn(log);
    }

    /// The Earthquake's target discards `card` from their area; the Earthquake is discarded.
    fn lose(&mut self, target: Seat, card: Card, log: &mut Log) {
        self.areas[target.index()].remove(card);
        self.discard.add(card);
        self.discard.add(Card::Earthquake);
        log.push(|| Event::Lost { target, card });
        self.end_turn(log);
    }

    /// The turn's card is resolved: the hand limit, then the next turn or the end.
    fn end_turn(&mut self, log: &mut Log) {
        let limit = u32::from(self.config.hand_limit);
        let n = self.players;
        let over = match self.config.hand_limit_check {
            HandLimitCheck::OwnTurnEnd => {
                Some(self.current).filter(|&s| self.hands[usize::from(s)].total() > limit)
            }
            HandLimitCheck::EveryTurnEnd => (0..n)
                .map(|k| (self.current + k) % n)
                .find(|&s| self.hands[usize::from(s)].total() > limit),
        };
        if let Some(s) = over {
            self.decision = Decision::Discard { seat: Seat(s) };
            return;
        }
        let over = match self.lap {
            None => false,
            Some(Lap::TurnsLeft { turns: 0 }) => true,
            Some(Lap::TurnsLeft { turns }) => {
                self.lap = Some(Lap::TurnsLeft { turns: turns - 1 });
                false
            }
            Some(Lap::Passed { seats }) => {
                seats.count_ones() == u32::from(n)
                    || self.hands[..usize::from(n)].iter().all(|h| h.total() == 0)
            }
        };
        if over {
            self.decision = Decision::Over;
            log.push(|| Event::GameOver);
        } else {
            self.begin_turn((self.current + 1) % n, log);
        }
    }

    /// `seat`'s turn begins: it draws, unless the pile is out. Once it is out and play goes on
    /// until nobody can act, a player who can play nothing passes at once.
    pub(crate) fn begin_turn(&mut self, seat: u8, log: &mut Log) {
        self.current = seat;
        let seat = Seat(seat);
        let final_lap = self.lap.is_some();
        log.push(|| Event::TurnBegan { seat, final_lap });
        if !final_lap {
            for _ in 0..TURN_DRAW {
                self.draw(seat, log);
            }
        }
        self.decision = Decision::Play { seat };
        if matches!(self.lap, Some(Lap::Passed { .. })) && !self.can_play(seat) {
            log.push(|| Event::NothingToPlay { seat });
            self.mark_passed(seat);
            // At most one pass more for each player: the game ends when all have passed.
            self.end_turn(log);
        }
    }

    /// Whether `seat` holds a card it may play now.
    fn can_play(&self, seat: Seat) -> bool {
        let mut out = Vec::new();
        self.hands[seat.index()].kinds().any(|card| {
            out.clear();
            self.card_actions(seat, card, &mut out);
            !out.is_empty()
        })
    }

    /// Counts `seat`'s pass toward the end, once play goes on until nobody can act.
    fn mark_passed(&mut self, seat: Seat) {
        if let Some(Lap::Passed { seats }) = &mut self.lap {
            *seats |= 1 << seat.0;
        }
    }

    /// A card is played: every player may act again before the end.
    fn card_played(&mut self) {
        if let Some(Lap::Passed { seats }) = &mut self.lap {
            *seats = 0;
        }
    }

    /// Whether a Discovery may take `card` from the discard pile now: once the pile is out and
    /// play goes on until nobody can act, not another Discovery (two could pass back and forth
    /// for ever, and the game would never end).
    pub(crate) fn discoverable(&self, card: Card) -> bool {
        card != Card::Discovery || !matches!(self.lap, Some(Lap::Passed { .. }))
    }
}
