//! Cleopatra's screens and table: the board, plaza and palace, the cards and the hand, Sobek, the
//! market and the quarry, its dialogs, rules and end screen, and its new-game screen. Only the
//! crate's `play` feature (Cleopatra's page) compiles them.

mod advice;
pub(crate) use advice::vizier_called;
mod board_view;
mod card_face;
mod card_picker;
mod end_screen;
pub mod expansion_art;
mod expansion_help;
mod expansions_panel;
mod game_over;
mod game_screen;
mod hand_limit_dialog;
mod hand_panel;
mod help_art;
mod market;
mod mosaic_layer;
mod mosaic_tile_icon;
mod moves;
mod offering_dialog;
mod offering_reveal;
pub(crate) mod palace;
mod payment_panel;
mod pending_dialog;
mod players_panel;
mod plaza;
mod quarry_offer;
mod quarry_panel;
mod rules_reference;
mod rules_screen;
mod sanctuary_dialog;
mod setup;
mod slot_mark;
mod sobek_board;
mod status_bar;
mod table_sheets;
mod waiting_for;

pub use board_view::{BoardView, BoardViewProps, MosaicMode};
pub use card_face::{CardFace, CardFaceProps};
pub use card_picker::{CardPicker, CardPickerProps, Pick, Picked, PickedChange};
pub use end_screen::{EndScreen, EndScreenProps};
pub use expansions_panel::{
    player_extras, statue_sites, ArchitectPickDialog, ArchitectPickDialogProps, CultCardDialog,
    CultCardDialogProps, ExpansionsPanel, ExpansionsPanelProps,
};
pub use game_screen::{GameScreen, GameScreenProps};
pub use hand_limit_dialog::{HandLimitDialog, HandLimitDialogProps};
pub use hand_panel::{crocodile, Crocodile, HandPanel, HandPanelProps};
pub use market::{Market, MarketProps};
pub use mosaic_layer::{MosaicLayer, MosaicLayerProps};
pub use mosaic_tile_icon::{MosaicTileIcon, MosaicTileIconProps};
pub use moves::Moves;
pub use offering_dialog::{OfferingDialog, OfferingDialogProps};
pub use offering_reveal::{OfferingReveal, OfferingRevealProps};
pub use palace::{Palace, PalaceProps};
pub use payment_panel::{PaymentPanel, PaymentPanelProps};
pub use players_panel::{PlayersPanel, PlayersPanelProps};
pub use plaza::{Plaza, PlazaProps};
pub use quarry_panel::{QuarryPanel, QuarryPanelProps};
pub use rules_reference::{RulesReference, RulesReferenceProps};
pub use rules_screen::{RulesScreen, RulesScreenProps, RULE_SECTIONS};
pub use sanctuary_dialog::{GardenBase, SanctuaryDialog, SanctuaryDialogProps};
pub use setup::CleopatraSetup;
pub use slot_mark::{SlotMark, SlotMarkProps};
pub use sobek_board::{SobekBoard, SobekBoardProps};
pub use status_bar::turn_buttons;
