//! Imhotep's components: the table (harbour, sites, players), its setup, help and end.

mod burial;
mod card_tile;
pub mod choice;
mod decisions;
mod end;
mod harbour;
mod help;
mod log_lines;
mod market;
mod obelisks;
mod players;
mod prompt;
mod pyramid;
mod refusals;
mod screen;
mod setup;
mod sites;
mod stone;
mod table_log;
mod temple;
mod touches;
pub mod words;

pub use burial::{BurialSite, BurialSiteProps};
pub use card_tile::{CardAction, CardButton, CardButtonProps, CardTile, CardTileProps};
pub use harbour::{Harbour, HarbourProps};
pub use help::{
    ImhotepHelp, ImhotepHelpProps, ImhotepRulesScreen, ImhotepRulesScreenProps, HELP_SECTIONS,
};
pub use market::{MarketSite, MarketSiteProps};
pub use obelisks::{ObeliskSite, ObeliskSiteProps};
pub use players::{ImhotepPlayers, ImhotepPlayersProps};
pub use pyramid::{PyramidSite, PyramidSiteProps};
pub use screen::{ImhotepScreen, ImhotepScreenProps};
pub use setup::ImhotepSetup;
pub use sites::{Sites, SitesProps};
pub use stone::{Stone, StoneProps};
pub use temple::{TempleSite, TempleSiteProps};
