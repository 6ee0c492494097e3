//! Silver & Gold: Pyramids' components: the table (cards to mark, score cards, display, pyramid
//! points), its setup, rules help and end; and the game's words.

mod card;
mod decision;
mod display;
mod end;
mod help;
mod marks;
mod players;
mod prompt;
mod screen;
mod setup;
pub mod words;

pub use card::{PyramidCard, PyramidCardProps};
pub use help::{PyramidsHelp, PyramidsHelpProps, PyramidsRulesScreen, PyramidsRulesScreenProps};
pub use screen::{PyramidsScreen, PyramidsScreenProps};
pub use setup::PyramidsSetup;
pub use words::load_error;
