//! Hooks shared by the components.

use yew::prelude::*;

mod table_saves;

pub use table_saves::{use_table_screen, TableSaves, TableScreen, TableScreenProps};

use crate::i18n::Lang;

/// The language the shell speaks now; English outside the shell's provider.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}
