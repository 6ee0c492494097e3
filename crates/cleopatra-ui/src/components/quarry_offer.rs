//! What the quarry offers on the board for the choice in progress: the places of the category
//! chosen with their rewards, the next mosaic's ghost, the mosaic being paid for, and the
//! categories the deciding player may build now.

use cleopatra::{Action, Area, Category, Piece, View};

use super::MosaicMode;
use crate::choice::{can_build, ghost, legal_mosaic_areas, pieces_for, Choice};
use crate::game::CleopatraTable as Table;

/// The quarry's offer on the board.
pub(super) struct QuarryOffer {
    /// The places of the category chosen, with what building there earns.
    pub slots: Vec<(Piece, u32)>,
    /// The next mosaic's ghost, while mosaics are chosen.
    pub mosaic: Option<MosaicMode>,
    /// Where the mosaic chosen and being paid for goes.
    pub placing: Option<Area>,
    /// The categories the deciding player may build now.
    pub buildable: Vec<Category>,
}

/// The quarry's offer for `choice`, from the options listed now; `main` while the turn's main
/// decisions are pending.
pub(super) fn quarry_offer(
    table: &Table,
    view: &View,
    choice: &Choice,
    legal: &[Action],
    main: bool,
) -> QuarryOffer {
    let slots: Vec<(Piece, u32)> = match choice.category {
        Some(c) if main && c != Category::Mosaics && choice.piece.is_none() => {
            pieces_for(&table.game, legal, c)
                .into_iter()
                .map(|p| (p, table.game.reward(&p)))
                .collect()
        }
        _ => Vec::new(),
    };
    let mosaic = match (choice.category, view.board.mosaic_top()) {
        (Some(Category::Mosaics), Some(tile)) if main && choice.piece.is_none() => {
            let reward = ghost(tile, choice.orientation, choice.cursor)
                .map(|(placement, _)| table.game.reward(&Piece::Mosaic { placement }));
            Some(MosaicMode {
                orientation: choice.orientation,
                cursor: choice.cursor,
                pinned: choice.pinned,
                legal: legal_mosaic_areas(&table.game, legal, tile),
                can_flip: table.game.config().allow_mosaic_flip,
                reward,
            })
        }
        _ => None,
    };
    // The mosaic chosen and being paid for stays in view: on the board and in the payment sheet.
    let placing = match (choice.piece, view.board.mosaic_top()) {
        (Some(Piece::Mosaic { placement }), Some(tile)) => placement.area(tile),
        _ => None,
    };
    let buildable: Vec<Category> = Category::ALL
        .into_iter()
        .filter(|&c| main && can_build(legal, c))
        .collect();
    QuarryOffer {
        slots,
        mosaic,
        placing,
        buildable,
    }
}
