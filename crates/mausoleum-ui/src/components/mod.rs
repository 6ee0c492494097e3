//! The Mausoleum card game's components: the table (areas, hand, piles), its setup, help and end.

mod areas;
mod buttons;
mod card;
mod end;
mod hand;
mod help;
mod prompt;
mod screen;
mod setup;
pub mod words;

pub use card::{CardFace, CardFaceProps};
pub use help::{
    MausoleumHelp, MausoleumHelpProps, MausoleumRulesScreen, MausoleumRulesScreenProps,
    HELP_SECTIONS,
};
pub use screen::{MausoleumScreen, MausoleumScreenProps};
pub use setup::MausoleumSetup;
