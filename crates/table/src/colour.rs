//! The seats' colours.

/// A player colour. Each also has its own shape, so colour is never the only cue.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum PlayerColour {
    /// Blue, drawn as a pyramid.
    #[default]
    Blue,
    /// Green, drawn as a disc.
    Green,
    /// Orange, drawn as a square.
    Orange,
    /// Purple, drawn as a diamond.
    Purple,
}

impl PlayerColour {
    /// The four colours of the box.
    pub const ALL: [PlayerColour; 4] = [
        PlayerColour::Blue,
        PlayerColour::Green,
        PlayerColour::Orange,
        PlayerColour::Purple,
    ];

    /// Position 0..4 in [`PlayerColour::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The CSS class and catalogue suffix (`colour-blue`): `blue`, `green`, ...
    pub fn key(self) -> &'static str {
        match self {
            PlayerColour::Blue => "blue",
            PlayerColour::Green => "green",
            PlayerColour::Orange => "orange",
            PlayerColour::Purple => "purple",
        }
    }
}
