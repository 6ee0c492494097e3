//! The palace in words: categories, pieces and where they go, the payment sheet's title and a
//! category's building cost.

use cleopatra::{Category, Cost, CostKind, DoorSide, Piece, Row};

use table_ui::i18n::{num, text, Lang};

/// A category's name.
pub fn category(lang: Lang, c: Category) -> String {
    lang.t(category_id(c))
}

/// The catalogue id of a category's name.
pub fn category_id(c: Category) -> &'static str {
    match c {
        Category::Sphinxes => "cat-sphinxes",
        Category::Obelisks => "cat-obelisks",
        Category::Doors => "cat-doors",
        Category::Walls => "cat-walls",
        Category::Mosaics => "cat-mosaics",
        Category::Throne => "cat-throne",
    }
}

fn row(lang: Lang, r: Row) -> String {
    lang.t(match r {
        Row::Left => "row-left",
        Row::Right => "row-right",
    })
}

fn side(lang: Lang, s: DoorSide) -> String {
    lang.t(match s {
        DoorSide::Left => "side-left",
        DoorSide::Right => "side-right",
    })
}

/// A piece and where it goes.
pub fn piece(lang: Lang, p: &Piece) -> String {
    match p {
        Piece::Sphinx { row: r } => lang.ta("piece-sphinx", &[("row", text(row(lang, *r)))]),
        Piece::Obelisk { row: r } => lang.ta("piece-obelisk", &[("row", text(row(lang, *r)))]),
        Piece::Door { side: s } => lang.ta("piece-door", &[("side", text(side(lang, *s)))]),
        Piece::Wall { slot } => lang.ta("piece-wall", &[("slot", text(wall_place(lang, *slot)))]),
        Piece::Mosaic { .. } => lang.t("piece-mosaic"),
        Piece::Pedestal => lang.t("piece-pedestal"),
        Piece::Throne => lang.t("piece-throne"),
    }
}

/// The payment sheet's title: "Pay for the pedestal". Portuguese fuses the preposition with the
/// piece's article ("pelo pedestal", "pela parede"), so the catalogue gets the piece's kind and
/// places and words each kind itself; English uses the whole phrase.
pub fn payment_for(lang: Lang, p: &Piece) -> String {
    let (kind, place) = match p {
        Piece::Sphinx { row: r } => ("sphinx", ("row", row(lang, *r))),
        Piece::Obelisk { row: r } => ("obelisk", ("row", row(lang, *r))),
        Piece::Door { side: s } => ("door", ("side", side(lang, *s))),
        Piece::Wall { slot } => ("wall", ("slot", wall_place(lang, *slot))),
        Piece::Mosaic { .. } => ("mosaic", ("row", String::new())),
        Piece::Pedestal => ("pedestal", ("row", String::new())),
        Piece::Throne => ("throne", ("row", String::new())),
    };
    lang.ta(
        "payment-for",
        &[
            ("kind", text(kind)),
            ("piece", text(piece(lang, p))),
            (place.0, text(place.1)),
        ],
    )
}

/// Where a column wall stands, as players see it: "left side, front".
pub fn wall_place(lang: Lang, slot: cleopatra::WallSlot) -> String {
    use cleopatra::WallSlot::*;
    lang.t(match slot {
        L1 => "wall-l1",
        L2 => "wall-l2",
        L3 => "wall-l3",
        B1 => "wall-b1",
        B2 => "wall-b2",
        B3 => "wall-b3",
        R3 => "wall-r3",
        R2 => "wall-r2",
        R1 => "wall-r1",
    })
}

/// A building cost: "1 artisan + 2 identical".
pub fn cost(lang: Lang, c: Cost) -> String {
    let id = match c.kind {
        CostKind::Identical => "cost-identical",
        CostKind::Different => "cost-different",
    };
    lang.ta(
        id,
        &[("artisans", num(c.artisans)), ("n", num(c.resources))],
    )
}
