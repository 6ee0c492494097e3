//! Powers in words: the Worshippers of Sobek and what calling one costs, and the mini-expansions'
//! Cult of Sobek cards, bonus tiles and architects from far away, with what each does.

use cleopatra::{CultCard, FarArchitect, SobekCost, SobekTile, Whim};

use table_ui::i18n::{num, Lang};

/// A Worshipper of Sobek's name.
pub fn sobek(lang: Lang, t: SobekTile) -> String {
    lang.t(sobek_id(t))
}

/// The catalogue id of a Sobek tile's name; its power is `<id>-power`.
pub fn sobek_id(t: SobekTile) -> &'static str {
    match t {
        SobekTile::Architect => "sobek-architect",
        SobekTile::Vizier => "sobek-vizier",
        SobekTile::Merchant => "sobek-merchant",
        SobekTile::Beggar => "sobek-beggar",
        SobekTile::Foreman => "sobek-foreman",
    }
}

/// What calling a Sobek tile costs: "2 scarabs" or "+1 amulet".
pub fn sobek_cost(lang: Lang, c: SobekCost) -> String {
    match c {
        // Only the Roman Architect makes a worshipper free.
        SobekCost::Scarabs(0) => lang.t("cost-free"),
        SobekCost::Scarabs(n) => lang.ta("cost-scarabs", &[("n", num(n))]),
        SobekCost::Amulets(n) => lang.ta("cost-amulets", &[("n", num(n))]),
    }
}

/// A Cult of Sobek card's catalogue id.
pub fn cult_card_id(c: CultCard) -> &'static str {
    match c {
        CultCard::Sphinx => "cult-card-sphinx",
        CultCard::Wall => "cult-card-wall",
        CultCard::Toll => "cult-card-toll",
        CultCard::Marker => "cult-card-marker",
    }
}

/// A Cult of Sobek card's name.
pub fn cult_card(lang: Lang, c: CultCard) -> String {
    lang.t(cult_card_id(c))
}

/// What a Cult of Sobek card does.
pub fn cult_card_effect(lang: Lang, c: CultCard) -> String {
    lang.t(&format!("{}-effect", cult_card_id(c)))
}

/// A bonus tile's number, 1 to 7, as the rules count them.
pub fn whim_number(w: Whim) -> usize {
    Whim::ALL.iter().position(|&x| x == w).unwrap_or(0) + 1
}

/// A bonus tile's name.
pub fn whim(lang: Lang, w: Whim) -> String {
    lang.t(&format!("whim-tile-{}", whim_number(w)))
}

/// What a bonus tile does.
pub fn whim_effect(lang: Lang, w: Whim) -> String {
    lang.t(&format!("whim-tile-{}-effect", whim_number(w)))
}

/// An architect from far away's catalogue id.
pub fn far_architect_id(a: FarArchitect) -> &'static str {
    match a {
        FarArchitect::Greek => "far-architect-greek",
        FarArchitect::Gaulish => "far-architect-gaulish",
        FarArchitect::Babylonian => "far-architect-babylonian",
        FarArchitect::Roman => "far-architect-roman",
    }
}

/// An architect from far away's name.
pub fn far_architect(lang: Lang, a: FarArchitect) -> String {
    lang.t(far_architect_id(a))
}

/// What an architect from far away does.
pub fn far_architect_effect(lang: Lang, a: FarArchitect) -> String {
    lang.t(&format!("{}-effect", far_architect_id(a)))
}
