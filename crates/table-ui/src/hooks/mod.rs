//! Hooks shared by the components.

use yew::prelude::*;

mod choosing;
#[cfg(feature = "table")]
mod computers;
mod focus_trap;
#[cfg(feature = "table")]
mod later;
mod table_saves;

pub use choosing::{use_choosing, Choosing, Chosen};
#[cfg(feature = "table")]
pub use computers::{
    turn_move, use_computers, Computers, Hint, Pace, Weighed, WhyLine, WordedWhy, WHY_KEPT,
};
pub use focus_trap::use_focus_trap;
#[cfg(feature = "table")]
pub use later::{provide_later, use_later, use_later_words, use_words, Ask};

pub use table_saves::{use_table_screen, CodeOf, TableSaves, TableScreen, TableScreenProps};

use crate::i18n::Lang;

/// A sheet's choice that a hint fills in: `adopt` takes the hinted value each time a hint comes
/// (and at once, if one is already shown); a hint going, dismissed, leaves the choice as it stands,
/// so what the player set after it is kept.
#[hook]
pub fn use_hinted<T, F>(hinted: Option<T>, adopt: F)
where
    T: Clone + PartialEq + 'static,
    F: Fn(T) + 'static,
{
    use_effect_with(hinted, move |hinted| {
        if let Some(value) = hinted.clone() {
            adopt(value);
        }
    });
}

/// A part of the table that lights up with choices comes into view (on a phone it may be scrolled
/// away): the returned node, when `lit` turns on or `also` changes while lit; or, while a hint is
/// showing (`hinting`), the move the hint lights, wherever it is drawn (the part may be taller
/// than the screen).
#[cfg(feature = "table")]
#[hook]
pub fn use_into_view_when_lit<D: PartialEq + 'static>(
    lit: bool,
    hinting: bool,
    also: D,
) -> NodeRef {
    let node = use_node_ref();
    use_effect_with(
        (lit, hinting, also, node.clone()),
        |(lit, hinting, _, node)| match (*lit, *hinting) {
            (true, true) => crate::device::after_paint(crate::components::look_at_hinted),
            (true, false) => {
                if let Some(el) = node.cast::<web_sys::Element>() {
                    crate::storage::bring_into_view(&el);
                }
            }
            _ => {}
        },
    );
    node
}

/// How words a page reads from beside it stand (see `later.rs`).
#[derive(Debug, Clone, PartialEq)]
pub enum Later {
    /// Being read.
    Reading,
    /// Read: their words are the page's.
    Ready,
    /// Why they could not be read.
    Failed(String),
}

/// State that changes by its own actions (a table, a table being set up), kept by a component
/// with `use_reducer`: it reads as the value inside.
#[derive(Debug, Clone, PartialEq)]
pub struct Live<T>(pub T);

impl<T> std::ops::Deref for Live<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

/// A value that changes by applying actions to it.
pub trait Applies: Clone {
    /// What changes it.
    type Action;
    /// Applies one action.
    fn apply_action(&mut self, action: Self::Action);
}

impl<G: table::TableGame> Applies for table::Table<G> {
    type Action = table::TableAction<G::Action>;

    fn apply_action(&mut self, action: Self::Action) {
        self.apply(action);
    }
}

impl Applies for table::TableDraft {
    type Action = table::DraftAction;

    fn apply_action(&mut self, action: Self::Action) {
        self.apply(action);
    }
}

impl<T: Applies> Reducible for Live<T> {
    type Action = T::Action;

    fn reduce(self: std::rc::Rc<Self>, action: T::Action) -> std::rc::Rc<Self> {
        let mut next = std::rc::Rc::unwrap_or_clone(self);
        next.0.apply_action(action);
        std::rc::Rc::new(next)
    }
}

/// Where a game's last options are remembered.
fn options_key(game: &str) -> String {
    format!(concat!(crate::stored_key!("options."), "{}"), game)
}

/// The options of a new game of `game`, as last chosen on this device (the defaults the first
/// time, or when what is remembered no longer reads).
#[hook]
pub fn use_options<O>(game: &'static str) -> UseStateHandle<O>
where
    O: Default + serde::de::DeserializeOwned + 'static,
{
    use_state(move || {
        crate::storage::recall(&options_key(game))
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    })
}

/// Remembers the options of the new game of `game` just started, to offer them again.
pub fn remember_options<O: serde::Serialize>(game: &str, options: &O) {
    if let Ok(text) = serde_json::to_string(options) {
        crate::storage::remember(&options_key(game), &text);
    }
}

/// The language the shell speaks now; English outside the shell's provider.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}

/// Changes the shell's language: the shell provides it to every screen inside it, so a screen's
/// frame offers the language switch wherever the player is.
#[derive(Debug, Clone, PartialEq)]
pub struct LangSetter(pub Callback<Lang>);
