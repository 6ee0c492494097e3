//! Cards in words: resources, card kinds, cards as someone sees them, a hand counted by kind, and
//! a payment with its spare units and discounts.

use cleopatra::{Card, Cards, Resource, SeenCard};

use table_ui::i18n::{num, text, Lang};

/// A resource's name.
pub fn resource(lang: Lang, r: Resource) -> String {
    lang.t(match r {
        Resource::Wood => "res-wood",
        Resource::Stone => "res-stone",
        Resource::Marble => "res-marble",
        Resource::Lapis => "res-lapis",
    })
}

/// A card kind's name.
pub fn card(lang: Lang, c: Card) -> String {
    match c {
        Card::Standard(r) => resource(lang, r),
        Card::Artisan => lang.t("card-artisan"),
        Card::Tainted(r) => lang.ta("card-tainted", &[("res", text(resource(lang, r)))]),
        Card::Cave => lang.t("card-cave"),
        Card::Bastet => lang.t("card-bastet"),
    }
}

/// A card as someone sees it: its name, or a face-down back.
pub fn seen_card(lang: Lang, c: SeenCard) -> String {
    match c.card {
        Some(k) => card(lang, k),
        None => lang.t("card-back"),
    }
}

/// Cards counted by kind: "2 × stone, 1 × artisan".
pub fn cards(lang: Lang, cards: &Cards) -> String {
    let parts: Vec<String> = Card::ALL
        .iter()
        .filter(|&&c| cards[c] > 0)
        // "2 × stone" never breaks between the count and its card.
        .map(|&c| format!("{}\u{a0}×\u{a0}{}", cards[c], card(lang, c)))
        .collect();
    if parts.is_empty() {
        lang.t("no-cards")
    } else {
        parts.join(", ")
    }
}

/// A list of seen cards, comma separated.
pub fn seen_cards(lang: Lang, list: &[SeenCard]) -> String {
    if list.is_empty() {
        return lang.t("no-cards");
    }
    list.iter()
        .map(|&c| seen_card(lang, c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A payment in words: its cards, the spare units of tainted cards spent earlier in the visit,
/// and the discounts used.
pub fn paid(lang: Lang, payment: &cleopatra::Payment) -> String {
    let spare = Resource::ALL
        .into_iter()
        .filter(|r| payment.credit[r.index()] > 0)
        .map(|r| {
            lang.ta(
                "payment-spare",
                &[
                    ("n", num(payment.credit[r.index()])),
                    ("res", text(resource(lang, r))),
                ],
            )
        });
    let discounts = [
        (payment.merchant, "with-merchant"),
        (payment.foreman, "with-foreman"),
        (payment.artisan_whim, "with-artisans-tile"),
        (payment.resource_whim, "with-resources-tile"),
    ]
    .into_iter()
    .filter(|(used, _)| *used)
    .map(|(_, key)| lang.t(key));
    let cards = (payment.cards.total() > 0).then(|| cards(lang, &payment.cards));
    let parts: Vec<String> = cards.into_iter().chain(spare).chain(discounts).collect();
    if parts.is_empty() {
        lang.t("no-cards")
    } else {
        parts.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use crate::text::signed;

    use super::*;

    #[test]
    fn cards_read_naturally_in_both_languages() {
        crate::shelve();
        let hand = Cards::from_cards([
            Card::Standard(Resource::Stone),
            Card::Standard(Resource::Stone),
            Card::Tainted(Resource::Lapis),
        ]);
        assert_eq!(
            cards(Lang::En, &hand),
            "2\u{a0}×\u{a0}stone, 1\u{a0}×\u{a0}tainted lapis"
        );
        assert_eq!(
            cards(Lang::PtBr, &hand),
            "2\u{a0}×\u{a0}pedra, 1\u{a0}×\u{a0}lápis-lazúli corrompido"
        );
    }

    #[test]
    fn a_payment_names_the_spare_units_and_discounts_it_used() {
        crate::shelve();
        let mut payment = cleopatra::Payment {
            cards: Cards::from_cards([Card::Standard(Resource::Stone)]),
            merchant: true,
            ..Default::default()
        };
        payment.credit[Resource::Wood.index()] = 1;
        let line = paid(Lang::En, &payment);
        assert!(line.starts_with("1\u{a0}×\u{a0}stone"), "{line}");
        assert!(line.contains("1 spare wood"), "{line}");
        assert!(line.contains(&Lang::En.t("with-merchant")), "{line}");
        assert_eq!(signed(-2), "\u{2212}2");
        assert_eq!(signed(1), "+1");
    }
}
