//! The games' components, each game's in a folder of its own, with their pictures on the shelf;
//! the shared ones are `table-ui`'s, re-exported here.

#[cfg(feature = "cleopatra-game")]
pub mod cleopatra;
#[cfg(feature = "shelf")]
mod emblem;
#[cfg(feature = "pyramids-game")]
pub mod pyramids;
#[cfg(feature = "shelf")]
mod pyramids_art;

#[cfg(feature = "cleopatra-game")]
pub use cleopatra::*;
#[cfg(feature = "shelf")]
pub use emblem::{Emblem, EmblemProps};
#[cfg(feature = "shelf")]
#[cfg(feature = "shelf")]
pub use pyramids_art::{PyramidsArt, PyramidsArtProps};
pub use table_ui::components::*;
