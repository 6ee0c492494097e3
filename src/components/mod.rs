//! The games' components, each game's in a folder of its own, with their pictures on the shelf;
//! the shared ones are `table-ui`'s, re-exported here.

#[cfg(feature = "cleopatra-game")]
pub mod cleopatra;
#[cfg(feature = "shelf")]
mod emblem;
#[cfg(feature = "imhotep-game")]
pub mod imhotep;
#[cfg(feature = "shelf")]
mod imhotep_art;
#[cfg(feature = "mausoleum-game")]
pub mod mausoleum;
#[cfg(feature = "shelf")]
mod mausoleum_art;

#[cfg(feature = "cleopatra-game")]
pub use cleopatra::*;
#[cfg(feature = "shelf")]
pub use emblem::{Emblem, EmblemProps};
#[cfg(feature = "shelf")]
pub use imhotep_art::{ImhotepArt, ImhotepArtProps};
#[cfg(feature = "shelf")]
pub use mausoleum_art::{MausoleumArt, MausoleumArtProps};
pub use table_ui::components::*;
