//! The games on the shelf, as the table layer sees them: each game's glue to [`crate::table`].

pub mod cleopatra;
