//! Pyramid cards: the 5×5 grid, cell kinds, colours, and the deck loaded from the committed data
//! file (`data/pyramid_cards.json`, the §9 generator's output, standing in for the printed cards).

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// Cells per side of a card.
pub const SIDE: usize = 5;
/// Cells on a card.
pub const GRID: usize = SIDE * SIDE;
/// Cards in the deck.
pub const CARD_COUNT: usize = 48;
/// A mask of all 25 cells.
pub const FULL: u32 = (1 << GRID) - 1;

/// A set of cells of one card: bit `row * 5 + col`.
pub type Cells = u32;

/// A card's colour, which feeds its pyramid-points track.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Colour {
    /// Green.
    Green,
    /// Orange.
    Orange,
    /// Purple.
    Purple,
}

impl Colour {
    /// The colours in deck order: card n is `ALL[(n − 1) mod 3]`.
    pub const ALL: [Colour; 3] = [Colour::Green, Colour::Orange, Colour::Purple];

    /// Index 0–2.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The data file's name of the colour.
    pub fn name(self) -> &'static str {
        match self {
            Colour::Green => "green",
            Colour::Orange => "orange",
            Colour::Purple => "purple",
        }
    }
}

/// What a cell of a pyramid card holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CellKind {
    /// Never markable (`#`).
    Wall,
    /// The entrance, in row 0 (`E`).
    Entrance,
    /// The golden tomb, in row 4 (`T`).
    Tomb,
    /// Nothing (`.`).
    Empty,
    /// A red gem (`r`).
    Red,
    /// A green gem (`g`).
    Green,
    /// A torch (`t`).
    Torch,
    /// A skull (`k`).
    Skull,
    /// A potion (`p`).
    Potion,
    /// A red cross (`x`).
    Cross,
}

impl CellKind {
    /// The kind of a data-file code.
    pub fn from_code(code: u8) -> Option<CellKind> {
        Some(match code {
            b'#' => CellKind::Wall,
            b'E' => CellKind::Entrance,
            b'T' => CellKind::Tomb,
            b'.' => CellKind::Empty,
            b'r' => CellKind::Red,
            b'g' => CellKind::Green,
            b't' => CellKind::Torch,
            b'k' => CellKind::Skull,
            b'p' => CellKind::Potion,
            b'x' => CellKind::Cross,
            _ => return None,
        })
    }
}

/// One pyramid card, as masks of its cells (cheap to test a placement against).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    /// Order number 1–48.
    pub number: u8,
    /// Colour.
    pub colour: Colour,
    /// Each cell's kind, row-major.
    pub cells: [CellKind; GRID],
    /// Cells on a shortest path from entrance to tomb, both included.
    pub path_length: u8,
    /// Wall cells.
    pub walls: Cells,
    /// The entrance cell (one bit).
    pub entrance: Cells,
    /// The tomb cell (one bit).
    pub tomb: Cells,
    /// Red gems.
    pub red: Cells,
    /// Green gems.
    pub green: Cells,
    /// Torches.
    pub torches: Cells,
    /// Skulls.
    pub skulls: Cells,
    /// Potions.
    pub potions: Cells,
    /// Red crosses.
    pub crosses: Cells,
}

impl Card {
    /// The kind of cell `cell` (0–24).
    pub fn kind(&self, cell: u8) -> CellKind {
        self.cells[usize::from(cell)]
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct CardRecord {
    number: u8,
    colour: Colour,
    path_length: u8,
    rows: [String; SIDE],
}

/// The committed deck file's text.
pub const CARD_DATA: &str = include_str!("../data/pyramid_cards.json");

fn parse(text: &str) -> Vec<Card> {
    let records: Vec<CardRecord> = serde_json::from_str(text).expect("the card data is valid");
    assert_eq!(records.len(), CARD_COUNT, "48 cards");
    records
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            assert_eq!(usize::from(r.number), i + 1, "cards in order");
            let mut cells = [CellKind::Empty; GRID];
            let mut masks = [0u32; 10];
            for (row, text) in r.rows.iter().enumerate() {
                assert_eq!(text.len(), SIDE, "5 cells a row");
                for (col, code) in text.bytes().enumerate() {
                    let kind = CellKind::from_code(code).expect("a known cell code");
                    cells[row * SIDE + col] = kind;
                    masks[kind as usize] |= 1 << (row * SIDE + col);
                }
            }
            Card {
                number: r.number,
                colour: r.colour,
                cells,
                path_length: r.path_length,
                walls: masks[CellKind::Wall as usize],
                entrance: masks[CellKind::Entrance as usize],
                tomb: masks[CellKind::Tomb as usize],
                red: masks[CellKind::Red as usize],
                green: masks[CellKind::Green as usize],
                torches: masks[CellKind::Torch as usize],
                skulls: masks[CellKind::Skull as usize],
                potions: masks[CellKind::Potion as usize],
                crosses: masks[CellKind::Cross as usize],
            }
        })
        .collect()
}

/// The 48 cards, #1 first (`cards()[n - 1]` is card n).
pub fn cards() -> &'static [Card] {
    static DECK: OnceLock<Vec<Card>> = OnceLock::new();
    DECK.get_or_init(|| parse(CARD_DATA))
}

/// Card number `n` (1–48).
pub fn card(n: u8) -> &'static Card {
    &cards()[usize::from(n) - 1]
}

/// The cells orthogonally next to some cell of `cells`, not in it.
pub fn around(cells: Cells) -> Cells {
    const COL0: u32 = 0b00001_00001_00001_00001_00001;
    const COL4: u32 = COL0 << 4;
    let spread =
        (cells << SIDE) | (cells >> SIDE) | ((cells & !COL4) << 1) | ((cells & !COL0) >> 1);
    spread & FULL & !cells
}
