//! Hooks shared by the components.

use yew::prelude::*;

#[cfg(feature = "table")]
mod computers;
mod focus_trap;
mod table_saves;

#[cfg(feature = "table")]
pub use computers::{use_computers, Computers, Hint, Pace};
pub use focus_trap::use_focus_trap;
pub use table_saves::{
    use_log_groups, use_table_screen, TableSaves, TableScreen, TableScreenProps,
};

use crate::i18n::Lang;

/// The language the shell speaks now; English outside the shell's provider.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}
