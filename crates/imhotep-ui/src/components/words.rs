//! Imhotep's facts in words: sites, cards, log lines and refusals, from the `im-` catalogue. The
//! log lines and the refusals have modules of their own, said again here. No Yew here, so it tests
//! natively.

use imhotep::{Card, ScoreCategory, Side, Site};

pub use super::log_lines::event;
pub use super::refusals::{load_error, refusal};
use table_ui::i18n::Lang;

/// A site's name (the three small pyramids of side B are "Pyramids").
pub fn site(lang: Lang, site: Site, side: Side) -> String {
    lang.t(match (site, side) {
        (Site::Market, _) => "im-site-market",
        (Site::Pyramid, Side::A) => "im-site-pyramid",
        (Site::Pyramid, Side::B) => "im-site-pyramids",
        (Site::Temple, _) => "im-site-temple",
        (Site::BurialChamber, _) => "im-site-burial",
        (Site::Obelisks, _) => "im-site-obelisks",
    })
}

/// A card's name.
pub fn card(lang: Lang, card: Card) -> String {
    lang.t(match card {
        Card::Entrance => "im-card-entrance",
        Card::Sarcophagus => "im-card-sarcophagus",
        Card::PavedPath => "im-card-paved-path",
        Card::PyramidDecoration => "im-card-pyramid-decoration",
        Card::TempleDecoration => "im-card-temple-decoration",
        Card::BurialDecoration => "im-card-burial-decoration",
        Card::ObeliskDecoration => "im-card-obelisk-decoration",
        Card::Statue => "im-card-statue",
        Card::Lever => "im-card-lever",
        Card::Hammer => "im-card-hammer",
        Card::Sail => "im-card-sail",
        Card::Chisel => "im-card-chisel",
    })
}

/// What a card does.
pub fn card_text(lang: Lang, card: Card) -> String {
    lang.t(match card {
        Card::Entrance => "im-card-entrance-text",
        Card::Sarcophagus => "im-card-sarcophagus-text",
        Card::PavedPath => "im-card-paved-path-text",
        Card::PyramidDecoration
        | Card::TempleDecoration
        | Card::BurialDecoration
        | Card::ObeliskDecoration => "im-card-decoration-text",
        Card::Statue => "im-card-statue-text",
        Card::Lever => "im-card-lever-text",
        Card::Hammer => "im-card-hammer-text",
        Card::Sail => "im-card-sail-text",
        Card::Chisel => "im-card-chisel-text",
    })
}

/// A final-scoring category's name.
pub fn category(lang: Lang, category: ScoreCategory) -> String {
    lang.t(match category {
        ScoreCategory::BurialChamber => "im-cat-burial",
        ScoreCategory::Obelisks => "im-cat-obelisks",
        ScoreCategory::Statues => "im-cat-statues",
        ScoreCategory::Decorations => "im-cat-decorations",
        ScoreCategory::BlueCards => "im-cat-blue",
        ScoreCategory::Wrath => "im-cat-wrath",
    })
}

/// A number of points with a real minus sign when it is negative ("−5").
pub fn signed(points: i32) -> String {
    if points < 0 {
        format!("−{}", -points)
    } else {
        points.to_string()
    }
}
