//! The games' components still in the app: Pyramids', with its picture on the shelf; the shared
//! ones are `table-ui`'s, re-exported here.

#[cfg(feature = "pyramids-game")]
pub mod pyramids;
#[cfg(feature = "shelf")]
mod pyramids_art;

#[cfg(feature = "shelf")]
pub use pyramids_art::{PyramidsArt, PyramidsArtProps};
pub use table_ui::components::*;
