//! The games' components, each game's in a folder of its own, with their pictures on the shelf;
//! the shared ones are `table-ui`'s, re-exported here.

#[cfg(feature = "imhotep-game")]
pub mod imhotep;
#[cfg(feature = "shelf")]
mod imhotep_art;
#[cfg(feature = "mausoleum-game")]
pub mod mausoleum;
#[cfg(feature = "shelf")]
mod mausoleum_art;
#[cfg(feature = "pyramids-game")]
pub mod pyramids;
#[cfg(feature = "shelf")]
mod pyramids_art;

#[cfg(feature = "shelf")]
pub use imhotep_art::{ImhotepArt, ImhotepArtProps};
#[cfg(feature = "shelf")]
pub use mausoleum_art::{MausoleumArt, MausoleumArtProps};
#[cfg(feature = "shelf")]
pub use pyramids_art::{PyramidsArt, PyramidsArtProps};
pub use table_ui::components::*;
