//! The game's things in words: cards, pieces, Sobek tiles, costs, log lines and refusals, in the
//! player's language. No Yew here, so the wording is tested natively.

mod cards;
mod events;
mod log;
mod pieces;
mod powers;
mod refusals;

pub use cards::{card, cards, paid, resource, seen_card, seen_cards};
pub use events::{event, signed};
pub use log::log_groups;
pub use pieces::{category, category_id, cost, payment_for, piece, wall_place};
pub use powers::{
    cult_card, cult_card_effect, cult_card_id, far_architect, far_architect_effect,
    far_architect_id, sobek, sobek_cost, sobek_id, whim, whim_effect, whim_number,
};
pub use refusals::{load_error, refusal, refusal_in_turn};
