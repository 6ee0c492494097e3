//! Paying for a piece in the Quarry: which cards meet a cost, and what a tainted card leaves over.
//!
//! A payment names card kinds, not physical cards. The cards discarded must *equal or exceed* the
//! cost, and their count need not be exact (the rulebook): a payment is any superset of a *minimal*
//! payment, one where no card could be left out. The cards beyond a minimal payment are discarded
//! with it and give nothing back. A tainted card worth 2 where 1 unit was needed is the rulebook's
//! other overpayment: its spare unit is kept as *credit* for the other pieces of the same Quarry
//! visit, and lost when the visit ends.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::cards::{Card, Cards, Resource};
use crate::config::{Cost, CostKind};
use crate::error::PaymentError;

/// Spare resource units from tainted cards already spent this Quarry visit, per resource.
pub type Credit = [u8; 4];

/// The cards and discounts a player uses to pay for one piece.
///
/// It may overpay: any cards (and spare units) beyond a minimal payment are simply discarded, with
/// no change. A tainted card worth 2 paying where 1 is needed leaves its spare unit for another piece
/// of the same Quarry visit (`credit`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Payment {
    /// Cards discarded from the hand.
    pub cards: Cards,
    /// Spare units of tainted cards spent earlier in this visit, per resource (wood, stone, marble, lapis).
    pub credit: Credit,
    /// Use the Merchant's discount (2 fewer resources) on this piece.
    pub merchant: bool,
    /// Use the Foreman's discount (2 fewer artisans) on this piece.
    pub foreman: bool,
    /// Whims of Cleopatra: spend the kept tile that replaces 2 artisans.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub artisan_whim: bool,
    /// Whims of Cleopatra: spend the kept tile that replaces any 2 resource units.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub resource_whim: bool,
}

impl Payment {
    /// Whether this payment holds `other` (every card and spare unit of it, the same discounts):
    /// an overpayment of `other` when `other` is minimal.
    pub fn holds(&self, other: &Payment) -> bool {
        (
            self.merchant,
            self.foreman,
            self.artisan_whim,
            self.resource_whim,
        ) == (
            other.merchant,
            other.foreman,
            other.artisan_whim,
            other.resource_whim,
        ) && self.cards.contains(&other.cards)
            && self
                .credit
                .iter()
                .zip(other.credit)
                .all(|(&mine, theirs)| mine >= theirs)
    }
}

impl fmt::Display for Payment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.cards)?;
        let credit: Vec<String> = Resource::ALL
            .iter()
            .filter(|r| self.credit[r.index()] > 0)
            .map(|r| format!("{} spare {r}", self.credit[r.index()]))
            .collect();
        if !credit.is_empty() {
            write!(f, " + {}", credit.join(", "))?;
        }
        if self.merchant {
            f.write_str(" with the Merchant")?;
        }
        if self.foreman {
            f.write_str(" with the Foreman")?;
        }
        if self.artisan_whim {
            f.write_str(" with the artisans tile")?;
        }
        if self.resource_whim {
            f.write_str(" with the resources tile")?;
        }
        Ok(())
    }
}

/// Discounts to take off a cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Discount {
    /// Resource units saved.
    pub resources: u8,
    /// Artisans saved.
    pub artisans: u8,
}

/// Checks that `payment` meets `cost` less `discount`, and returns the spare units its tainted
/// cards leave over for the rest of the Quarry visit.
///
/// An overpayment (a superset of a minimal payment) is accepted: of the minimal payments within it,
/// the one leaving the most spare units is the one that counts, and the other cards are discarded
/// for nothing. A payment that does not meet the cost is refused with the reason.
///
/// # Errors
///
/// [`PaymentError::Artisans`] when the artisans are not those the cost needs;
/// [`PaymentError::NotIdentical`], [`PaymentError::Repeated`] or [`PaymentError::TooFew`] when the
/// resources do not meet the cost, with what the selected cards and spare units give.
pub fn settle(cost: Cost, discount: Discount, payment: &Payment) -> Result<Credit, PaymentError> {
    let short = match settle_minimal(cost, discount, payment) {
        Ok(spare) => return Ok(spare),
        // Some card could be left out: an overpayment, settled below.
        Err(None) => None,
        Err(Some(error)) => Some(error),
    };
    let best = payments(cost, discount, &payment.cards, &payment.credit)
        .into_iter()
        .filter_map(|within| settle_minimal(cost, discount, &within).ok())
        .min_by_key(|spare| std::cmp::Reverse(spare.iter().map(|&u| u32::from(u)).sum::<u32>()));
    match (best, short) {
        (Some(spare), _) => Ok(spare),
        // Extra artisans are an overpayment too: say what else is missing.
        (None, Some(PaymentError::Artisans { needed, given })) if given > needed => {
            let mut exact = *payment;
            exact.cards[Card::Artisan] = needed;
            Err(settle_minimal(cost, discount, &exact)
                .err()
                .flatten()
                .unwrap_or(PaymentError::Artisans { needed, given }))
        }
        (None, Some(error)) => Err(error),
        (None, None) => unreachable!("a payment with a card to spare holds a minimal one"),
    }
}

/// Checks that `payment` is a minimal payment of `cost` less `discount`, and returns the spare
/// units its tainted cards leave over. `Err(None)`: it meets the cost, but a card could be left out.
fn settle_minimal(
    cost: Cost,
    discount: Discount,
    payment: &Payment,
) -> Result<Credit, Option<PaymentError>> {
    let cards = &payment.cards;
    let artisans = cost.artisans.saturating_sub(discount.artisans);
    let given = cards[Card::Artisan];
    if given != artisans {
        return Err(Some(PaymentError::Artisans {
            needed: artisans,
            given,
        }));
    }
    let needed = cost.resources.saturating_sub(discount.resources);
    let std = |r: Resource| cards[Card::Standard(r)];
    let tainted = |r: Resource| cards[Card::Tainted(r)];
    let credit = |r: Resource| payment.credit[r.index()];
    let caves = cards[Card::Cave];
    let mut spare = [0u8; 4];
    match cost.kind {
        CostKind::Identical => {
            let mut resources = Resource::ALL
                .into_iter()
                .filter(|&r| std(r) + tainted(r) + credit(r) > 0);
            let used = resources.next();
            if resources.next().is_some() {
                return Err(Some(PaymentError::NotIdentical {
                    needed,
                    cards: *cards,
                    credit: payment.credit,
                }));
            }
            let (ones, twos) = match used {
                Some(r) => (u32::from(std(r) + credit(r) + caves), u32::from(tainted(r))),
                None => (u32::from(caves), 0),
            };
            let total = ones + 2 * twos;
            let needed32 = u32::from(needed);
            if total < needed32 {
                return Err(Some(PaymentError::TooFew {
                    needed,
                    kind: cost.kind,
                    cards: *cards,
                    credit: payment.credit,
                }));
            }
            let smallest = if ones > 0 { 1 } else { 2 };
            if total > 0 && total - smallest >= needed32 {
                return Err(None);
            }
            if let Some(r) = used {
                spare[r.index()] = (total - needed32) as u8;
            }
        }
        CostKind::Different => {
            let mut covered = 0u8;
            for r in Resource::ALL {
                match std(r) + tainted(r) + credit(r) {
                    0 => {}
                    1 => {
                        covered += 1;
                        spare[r.index()] = tainted(r);
                    }
                    _ => {
                        return Err(Some(PaymentError::Repeated {
                            resource: r,
                            cards: *cards,
                            credit: payment.credit,
                        }))
                    }
                }
            }
            let units = covered + caves;
            if units < needed || needed > 4 {
                return Err(Some(PaymentError::TooFew {
                    needed,
                    kind: cost.kind,
                    cards: *cards,
                    credit: payment.credit,
                }));
            }
            if units > needed {
                return Err(None);
            }
        }
    }
    Ok(spare)
}

/// Every distinct minimal payment of `cost` less `discount` from `hand` and `credit` (flags left
/// false). Overpayments are left out: each is a superset of one of these.
pub fn payments(cost: Cost, discount: Discount, hand: &Cards, credit: &Credit) -> Vec<Payment> {
    let mut found = Vec::new();
    each_payment(cost, discount, hand, credit, &mut |p| found.push(p));
    found
}

/// Calls `found` with each payment [`payments`] lists, in its order.
pub(crate) fn each_payment(
    cost: Cost,
    discount: Discount,
    hand: &Cards,
    credit: &Credit,
    found: &mut impl FnMut(Payment),
) {
    let artisans = cost.artisans.saturating_sub(discount.artisans);
    if hand[Card::Artisan] < artisans {
        return;
    }
    let needed = cost.resources.saturating_sub(discount.resources);
    let mut base = Payment::default();
    base.cards[Card::Artisan] = artisans;
    let mut try_push = |p: Payment| {
        if settle_minimal(cost, discount, &p).is_ok() {
            found(p);
        }
    };
    let caves = hand[Card::Cave];
    match cost.kind {
        CostKind::Identical => {
            if needed == 0 {
                try_push(base);
                return;
            }
            // Caves alone (any resource) are listed once, then each resource with caves topping up.
            if caves >= needed {
                let mut p = base;
                p.cards[Card::Cave] = needed;
                try_push(p);
            }
            for r in Resource::ALL {
                for t in 0..=hand[Card::Tainted(r)].min(needed.div_ceil(2)) {
                    for s in 0..=hand[Card::Standard(r)].min(needed) {
                        for u in 0..=credit[r.index()].min(needed) {
                            let units = s + 2 * t + u;
                            if units == 0 {
                                continue;
                            }
                            let k = needed.saturating_sub(units);
                            if k > caves {
                                continue;
                            }
                            let mut p = base;
                            p.cards[Card::Standard(r)] = s;
                            p.cards[Card::Tainted(r)] = t;
                            p.cards[Card::Cave] = k;
                            p.credit[r.index()] = u;
                            try_push(p);
                        }
                    }
                }
            }
        }
        CostKind::Different => {
            // Each resource: not used, or one standard card, tainted card or spare unit; caves fill
            // in the rest. Built valid, so no settling is needed.
            different(needed, caves, hand, credit, 0, 0, base, &mut |p| {
                debug_assert!(settle_minimal(cost, discount, &p).is_ok());
                found(p)
            });
        }
    }
}

/// Extends `found` with the different-resources payments choosing a source for resources
/// `r..4`, `covered` resources being covered so far.
#[allow(clippy::too_many_arguments)]
fn different(
    needed: u8,
    caves: u8,
    hand: &Cards,
    credit: &Credit,
    r: usize,
    covered: u8,
    partial: Payment,
    found: &mut impl FnMut(Payment),
) {
    if covered > needed {
        return;
    }
    if r == 4 {
        if needed - covered <= caves {
            let mut p = partial;
            p.cards[Card::Cave] = needed - covered;
            found(p);
        }
        return;
    }
    // Not enough resources left to reach the need, even with every cave.
    if covered + (4 - r as u8) + caves < needed {
        return;
    }
    different(needed, caves, hand, credit, r + 1, covered, partial, found);
    let res = Resource::ALL[r];
    for card in [Card::Standard(res), Card::Tainted(res)] {
        if hand[card] > 0 {
            let mut p = partial;
            p.cards[card] = 1;
            different(needed, caves, hand, credit, r + 1, covered + 1, p, found);
        }
    }
    if credit[r] > 0 {
        let mut p = partial;
        p.credit[r] = 1;
        different(needed, caves, hand, credit, r + 1, covered + 1, p, found);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Costs;
    use Resource::*;

    fn hand(cards: &[(Card, u8)]) -> Cards {
        let mut h = Cards::EMPTY;
        for &(c, n) in cards {
            h[c] += n;
        }
        h
    }

    #[test]
    fn rulebook_sphinx_payment() {
        // Miguel pays 1 artisan and 2 standard stone for a sphinx.
        let sphinx = Costs::default().sphinx;
        let p = Payment {
            cards: hand(&[(Card::Artisan, 1), (Card::Standard(Stone), 2)]),
            ..Payment::default()
        };
        assert_eq!(settle(sphinx, Discount::default(), &p), Ok([0; 4]));
        let mixed = Payment {
            cards: hand(&[
                (Card::Artisan, 1),
                (Card::Standard(Stone), 1),
                (Card::Standard(Wood), 1),
            ]),
            ..Payment::default()
        };
        let err = settle(sphinx, Discount::default(), &mixed).unwrap_err();
        assert_eq!(
            err.to_string(),
            "needs 2 identical resources; the selected cards give 1 wood, 1 stone"
        );
    }

    #[test]
    fn tainted_card_overpays_and_leaves_a_spare_unit() {
        // A tainted marble (2) may pay where 1 marble is needed: the spare unit is credit.
        let wall = Costs::default().wall;
        let p = Payment {
            cards: hand(&[
                (Card::Artisan, 1),
                (Card::Tainted(Marble), 1),
                (Card::Standard(Wood), 1),
            ]),
            ..Payment::default()
        };
        assert_eq!(settle(wall, Discount::default(), &p), Ok([0, 0, 1, 0]));
        // A third card on top overpays: accepted, discarded for nothing, and the minimal payment
        // within that leaves the spare marble is the one that counts.
        let mut extra = p;
        extra.cards[Card::Standard(Lapis)] += 1;
        assert_eq!(settle(wall, Discount::default(), &extra), Ok([0, 0, 1, 0]));
    }

    #[test]
    fn overpaying_is_any_superset_of_a_minimal_payment() {
        let sphinx = Costs::default().sphinx;
        let none = Discount::default();
        let pay = |cards: &[(Card, u8)]| Payment {
            cards: hand(cards),
            ..Payment::default()
        };
        // The rulebook: the cards must equal or exceed the cost, their count need not be exact.
        for over in [
            pay(&[(Card::Artisan, 1), (Card::Standard(Stone), 3)]),
            pay(&[(Card::Artisan, 2), (Card::Standard(Stone), 2)]),
            pay(&[
                (Card::Artisan, 1),
                (Card::Standard(Stone), 2),
                (Card::Standard(Wood), 1),
            ]),
            pay(&[
                (Card::Artisan, 1),
                (Card::Standard(Stone), 1),
                (Card::Cave, 2),
            ]),
        ] {
            assert_eq!(settle(sphinx, none, &over), Ok([0; 4]), "{over}");
        }
        // A tainted stone and a standard stone: the tainted card alone pays, nothing to spare.
        let both = pay(&[
            (Card::Artisan, 1),
            (Card::Tainted(Stone), 1),
            (Card::Standard(Stone), 1),
        ]);
        assert_eq!(settle(sphinx, none, &both), Ok([0; 4]));
        // Two different resources for "2 different" with a third card of a repeated resource.
        let wall = Costs::default().wall;
        let repeat = pay(&[
            (Card::Artisan, 1),
            (Card::Standard(Wood), 2),
            (Card::Standard(Stone), 1),
        ]);
        assert_eq!(settle(wall, none, &repeat), Ok([0; 4]));
        // Not enough is still refused, with the reason, whatever else is added.
        let short = pay(&[
            (Card::Artisan, 3),
            (Card::Standard(Stone), 1),
            (Card::Standard(Wood), 1),
        ]);
        assert_eq!(
            settle(sphinx, none, &short).unwrap_err().to_string(),
            "needs 2 identical resources; the selected cards give 1 wood, 1 stone"
        );
        let no_artisan = pay(&[(Card::Standard(Stone), 4)]);
        assert_eq!(
            settle(sphinx, none, &no_artisan),
            Err(PaymentError::Artisans {
                needed: 1,
                given: 0
            })
        );
        let twice = pay(&[
            (Card::Artisan, 1),
            (Card::Standard(Wood), 2),
            (Card::Tainted(Wood), 1),
        ]);
        assert!(matches!(
            settle(wall, none, &twice),
            Err(PaymentError::Repeated { resource: Wood, .. })
        ));
    }

    #[test]
    fn every_superset_of_a_listed_payment_settles_and_nothing_else_does() {
        // Every sub-hand of a mixed hand, against every cost: settle accepts exactly the
        // payments that hold a listed (minimal) one.
        let full = hand(&[
            (Card::Artisan, 3),
            (Card::Standard(Wood), 2),
            (Card::Standard(Stone), 1),
            (Card::Tainted(Wood), 1),
            (Card::Tainted(Marble), 1),
            (Card::Cave, 2),
        ]);
        let kinds: Vec<Card> = Card::ALL.into_iter().filter(|&c| full[c] > 0).collect();
        let mut subs = vec![Cards::EMPTY];
        for &card in &kinds {
            subs = subs
                .into_iter()
                .flat_map(|s| {
                    (0..=full[card]).map(move |n| {
                        let mut t = s;
                        t[card] = n;
                        t
                    })
                })
                .collect();
        }
        let costs = Costs::default();
        for cost in [
            costs.sphinx,
            costs.door,
            costs.obelisk,
            costs.wall,
            costs.mosaic,
            costs.throne,
        ] {
            let listed = payments(cost, Discount::default(), &full, &[0; 4]);
            assert!(!listed.is_empty());
            for cards in &subs {
                let p = Payment {
                    cards: *cards,
                    ..Payment::default()
                };
                let holds_listed = listed.iter().any(|m| cards.contains(&m.cards));
                assert_eq!(
                    settle(cost, Discount::default(), &p).is_ok(),
                    holds_listed,
                    "{p} for {cost:?}"
                );
            }
        }
    }

    #[test]
    fn payments_are_listed_once_per_kind_combination() {
        let sphinx = Costs::default().sphinx;
        let h = hand(&[
            (Card::Artisan, 2),
            (Card::Standard(Wood), 3),
            (Card::Tainted(Wood), 1),
            (Card::Cave, 1),
            (Card::Standard(Stone), 1),
        ]);
        let ps = payments(sphinx, Discount::default(), &h, &[0; 4]);
        // wood+wood, wood+cave, tainted wood, stone+cave.
        assert_eq!(ps.len(), 4, "{ps:?}");
        for p in &ps {
            assert!(h.contains(&p.cards));
        }
        let merchant = payments(
            sphinx,
            Discount {
                resources: 2,
                artisans: 0,
            },
            &h,
            &[0; 4],
        );
        assert_eq!(merchant.len(), 1);
        assert_eq!(merchant[0].cards.total(), 1);
    }
}
