//! The components of the app, one small function component per file.

#[cfg(feature = "cleopatra-game")]
mod board_view;
#[cfg(feature = "cleopatra-game")]
mod card_face;
#[cfg(feature = "cleopatra-game")]
mod card_picker;
mod curtain;
mod emblem;
#[cfg(feature = "cleopatra-game")]
mod end_screen;
mod export_sheet;
#[cfg(feature = "shelf")]
mod game_art;
#[cfg(feature = "cleopatra-game")]
mod game_screen;
#[cfg(feature = "cleopatra-game")]
mod hand_limit_dialog;
#[cfg(feature = "cleopatra-game")]
mod hand_panel;
#[cfg(feature = "imhotep-game")]
pub mod imhotep;
#[cfg(feature = "shelf")]
mod imhotep_art;
mod lang_switch;
mod log_panel;
#[cfg(feature = "cleopatra-game")]
mod market;
#[cfg(feature = "cleopatra-game")]
mod mosaic_layer;
#[cfg(feature = "cleopatra-game")]
mod mosaic_tile_icon;
#[cfg(feature = "cleopatra-game")]
mod moves;
mod new_game;
#[cfg(feature = "cleopatra-game")]
mod offering_dialog;
mod option_button;
#[cfg(feature = "cleopatra-game")]
pub(crate) mod palace;
#[cfg(feature = "cleopatra-game")]
mod payment_panel;
#[cfg(feature = "cleopatra-game")]
mod players_panel;
#[cfg(feature = "cleopatra-game")]
mod plaza;
#[cfg(feature = "cleopatra-game")]
mod quarry_panel;
#[cfg(feature = "cleopatra-game")]
mod rules_reference;
#[cfg(feature = "cleopatra-game")]
mod rules_screen;
#[cfg(feature = "cleopatra-game")]
mod sanctuary_dialog;
mod save_notice;
#[cfg(feature = "shelf")]
mod saved_game_row;
#[cfg(feature = "shelf")]
mod saved_games;
mod screen_frame;
mod seat_field;
pub(crate) mod seat_marker;
mod sheet;
#[cfg(feature = "cleopatra-game")]
mod slot_mark;
#[cfg(feature = "cleopatra-game")]
mod sobek_board;
#[cfg(feature = "cleopatra-game")]
mod status_bar;
#[cfg(feature = "shelf")]
mod title_screen;
mod top_bar;
mod update_banner;

#[cfg(feature = "cleopatra-game")]
pub use board_view::{BoardView, BoardViewProps, MosaicMode};
#[cfg(feature = "cleopatra-game")]
pub use card_face::{CardFace, CardFaceProps};
#[cfg(feature = "cleopatra-game")]
pub use card_picker::{CardPicker, CardPickerProps};
pub use curtain::{Curtain, CurtainProps};
pub use emblem::{Emblem, EmblemProps};
#[cfg(feature = "cleopatra-game")]
pub use end_screen::{EndScreen, EndScreenProps};
pub use export_sheet::{ExportSheet, ExportSheetProps};
#[cfg(feature = "shelf")]
pub use game_art::{GameArt, GameArtProps};
#[cfg(feature = "cleopatra-game")]
pub use game_screen::{GameScreen, GameScreenProps};
#[cfg(feature = "cleopatra-game")]
pub use hand_limit_dialog::{HandLimitDialog, HandLimitDialogProps};
#[cfg(feature = "cleopatra-game")]
pub use hand_panel::{HandPanel, HandPanelProps};
#[cfg(feature = "shelf")]
pub use imhotep_art::{ImhotepArt, ImhotepArtProps};
pub use lang_switch::{LangSwitch, LangSwitchProps};
pub use log_panel::{LogPanel, LogPanelProps};
#[cfg(feature = "cleopatra-game")]
pub use market::{Market, MarketProps};
#[cfg(feature = "cleopatra-game")]
pub use mosaic_layer::{MosaicLayer, MosaicLayerProps};
#[cfg(feature = "cleopatra-game")]
pub use mosaic_tile_icon::{MosaicTileIcon, MosaicTileIconProps};
#[cfg(feature = "cleopatra-game")]
pub use moves::Moves;
pub use new_game::{NewGameScreen, NewGameScreenProps};
#[cfg(feature = "cleopatra-game")]
pub use offering_dialog::{OfferingDialog, OfferingDialogProps};
pub use option_button::{OptionButton, OptionButtonProps};
#[cfg(feature = "cleopatra-game")]
pub use palace::{Palace, PalaceProps};
#[cfg(feature = "cleopatra-game")]
pub use payment_panel::{PaymentPanel, PaymentPanelProps};
#[cfg(feature = "cleopatra-game")]
pub use players_panel::{PlayersPanel, PlayersPanelProps};
#[cfg(feature = "cleopatra-game")]
pub use plaza::{Plaza, PlazaProps};
#[cfg(feature = "cleopatra-game")]
pub use quarry_panel::{QuarryPanel, QuarryPanelProps};
#[cfg(feature = "cleopatra-game")]
pub use rules_reference::RulesReference;
#[cfg(feature = "cleopatra-game")]
pub use rules_screen::{RulesScreen, RulesScreenProps, RULE_SECTIONS};
#[cfg(feature = "cleopatra-game")]
pub use sanctuary_dialog::{SanctuaryDialog, SanctuaryDialogProps};
pub use save_notice::{SaveNotice, SaveNoticeProps};
#[cfg(feature = "shelf")]
pub use saved_game_row::{Entry, RowRequest, SavedGameRow, SavedGameRowProps};
#[cfg(feature = "shelf")]
pub use saved_games::{SavedGamesScreen, SavedGamesScreenProps};
pub use screen_frame::{ScreenFrame, ScreenFrameProps};
pub use seat_field::{SeatField, SeatFieldProps, MAX_NAME};
pub use seat_marker::{SeatMarker, SeatMarkerProps};
pub use sheet::{Sheet, SheetProps};
#[cfg(feature = "cleopatra-game")]
pub use slot_mark::{SlotMark, SlotMarkProps};
#[cfg(feature = "cleopatra-game")]
pub use sobek_board::{SobekBoard, SobekBoardProps};
#[cfg(feature = "cleopatra-game")]
pub use status_bar::{StatusBar, StatusBarProps};
#[cfg(feature = "shelf")]
pub use title_screen::{TitleScreen, TitleScreenProps};
pub use top_bar::{TopBar, TopBarProps};
pub use update_banner::{UpdateBanner, UpdateBannerProps};
