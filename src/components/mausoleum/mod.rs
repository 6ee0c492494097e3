//! The Mausoleum card game's components: the table (areas, hand, piles), its setup, help and end.

mod card;
mod end;
mod help;
mod screen;
mod setup;
pub mod words;

pub use card::{CardFace, CardFaceProps};
pub use end::{MausoleumEnd, MausoleumEndProps};
pub use help::{
    MausoleumHelp, MausoleumHelpProps, MausoleumRulesScreen, MausoleumRulesScreenProps,
    HELP_SECTIONS,
};
pub use screen::{MausoleumScreen, MausoleumScreenProps};
pub use setup::MausoleumSetup;
