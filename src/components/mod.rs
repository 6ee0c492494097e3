//! The components of the app, one small function component per file.

mod emblem;
mod lang_switch;
mod new_game;
mod rules_screen;
mod screen_frame;
mod seat_field;
mod seat_marker;
mod title_screen;

pub use emblem::{Emblem, EmblemProps};
pub use lang_switch::{LangSwitch, LangSwitchProps};
pub use new_game::{NewGameScreen, NewGameScreenProps};
pub use rules_screen::{RulesScreen, RulesScreenProps};
pub use screen_frame::{ScreenFrame, ScreenFrameProps};
pub use seat_field::{SeatField, SeatFieldProps, MAX_NAME};
pub use seat_marker::{SeatMarker, SeatMarkerProps};
pub use title_screen::{TitleScreen, TitleScreenProps};
