//! The mini-expansions of Cleopatra, as records and the new-game screen name them.

/// A Kickstarter mini-expansion of Cleopatra, as a list of saved games names it: records carry
/// the ones in play, so the shelf names them without Cleopatra's code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum MiniExpansion {
    /// The Cult of Sobek.
    CultOfSobek,
    /// The Whims of Cleopatra.
    WhimsOfCleopatra,
    /// The Wisdom of Bastet.
    WisdomOfBastet,
    /// Architects from Far Away.
    ArchitectsFromFarAway,
}

impl MiniExpansion {
    /// Every mini-expansion, in the order the new-game screen and the lists show them.
    pub const ALL: [MiniExpansion; 4] = [
        MiniExpansion::CultOfSobek,
        MiniExpansion::WhimsOfCleopatra,
        MiniExpansion::WisdomOfBastet,
        MiniExpansion::ArchitectsFromFarAway,
    ];

    /// Its id, as records name it (and its short name in lists: `cleopatra-extra-<id>`).
    pub fn id(self) -> &'static str {
        match self {
            MiniExpansion::CultOfSobek => "cultOfSobek",
            MiniExpansion::WhimsOfCleopatra => "whimsOfCleopatra",
            MiniExpansion::WisdomOfBastet => "wisdomOfBastet",
            MiniExpansion::ArchitectsFromFarAway => "architectsFromFarAway",
        }
    }
}
