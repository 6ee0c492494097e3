//! The components every page shares, one small function component per file.
//!
//! **Parts that come and go sit in a fragment of their own: `<>{ for sheet }</>`.** In `html!`, a
//! bare `{ for part }` adds its items to the parent's children, and Yew pairs an unkeyed list of
//! children with the last render's from the end. So a sheet that opens after the table (one child
//! more at the end) pairs every earlier child with its neighbour of before, and the whole table was
//! taken down and built again at each tap (one game's grid: 2,000 elements for one card's
//! options). A fragment is one child however many items it holds.

#[cfg(feature = "table")]
mod coach;
#[cfg(feature = "table")]
mod computer_bar;
mod curtain;
mod dock;
mod export_sheet;
#[cfg(feature = "shelf")]
mod game_art;
mod lang_switch;
mod log_panel;
mod motion_select;
mod new_game;
mod option_button;
mod rules_text;
mod save_notice;
#[cfg(feature = "shelf")]
mod saved_game_row;
#[cfg(feature = "shelf")]
mod saved_games;
mod screen_frame;
mod seat_field;
pub mod seat_marker;
mod sheet;
#[cfg(feature = "statistics")]
mod statistics;
#[cfg(feature = "table")]
mod table_end;
#[cfg(feature = "shelf")]
mod title_screen;
mod top_bar;
mod update_banner;
#[cfg(feature = "table")]
mod why_sheet;

#[cfg(feature = "table")]
pub use coach::{look_at_hinted, Coach, CoachProps};
#[cfg(feature = "table")]
pub use computer_bar::{
    computer_badge, computer_bar, hint_button, hint_line, ComputerBar, ComputerBarProps,
};
pub use curtain::{Curtain, CurtainProps};
pub use dock::{Dock, DockProps};
pub use export_sheet::{ExportSheet, ExportSheetProps};
#[cfg(feature = "shelf")]
pub use game_art::{GameArt, GameArtProps};
pub use lang_switch::LangSwitch;
pub use log_panel::{LogPanel, LogPanelProps, LogTurns, LogTurnsProps};
pub use motion_select::{MotionSelect, MotionSelectProps};
pub use new_game::{NewGameScreen, NewGameScreenProps};
pub use option_button::{OptionButton, OptionButtonProps};
pub use rules_text::{RuleSections, RulesScreen, RulesScreenProps, RulesSheet, RulesSheetProps};
pub use save_notice::{SaveNotice, SaveNoticeProps};
#[cfg(feature = "shelf")]
pub use saved_game_row::{Entry, RowRequest, SavedGameRow, SavedGameRowProps};
#[cfg(feature = "shelf")]
pub use saved_games::{latest_unfinished, SavedGamesScreen, SavedGamesScreenProps};
pub use screen_frame::{ScreenFrame, ScreenFrameProps};
pub use seat_field::{SeatField, SeatFieldProps, MAX_NAME};
pub use seat_marker::{SeatMarker, SeatMarkerProps};
pub use sheet::{CoachSays, Sheet, SheetProps};
#[cfg(feature = "statistics")]
pub use statistics::{StatisticsScreen, StatisticsScreenProps};
#[cfg(feature = "table")]
pub use table_end::{TableEnd, TableEndProps};
#[cfg(feature = "shelf")]
pub use title_screen::{LatestGame, TitleScreen, TitleScreenProps};
pub use top_bar::{TopBar, TopBarProps};
pub use update_banner::{UpdateBanner, UpdateBannerProps};
#[cfg(feature = "table")]
pub use why_sheet::{WhySheet, WhySheetProps};

/// The index of the option a `<select>` (whose options are valued 0, 1, 2…) changed to, at most
/// `last`.
pub fn chosen_option(e: web_sys::Event, last: usize) -> usize {
    use wasm_bindgen::JsCast;
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
        .and_then(|select| select.value().parse().ok())
        .unwrap_or(0)
        .min(last)
}

/// A small picture drawn from one SVG path on a 24-unit grid (a bar button's, a replay control's),
/// hidden from screen readers: its button carries the words.
pub fn path_icon(class: &'static str, path: &'static str) -> yew::Html {
    yew::html! {
        <svg class={class} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={path} />
        </svg>
    }
}
