//! Hooks shared by the components.

use yew::prelude::*;

use crate::i18n::Lang;

/// The language the shell speaks now; English outside the shell's provider.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}
