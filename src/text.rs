//! The game's things in words: cards, pieces, Sobek tiles, costs, log lines and refusals, in the
//! player's language. No Yew here, so the wording is tested natively.

use cleopatra::{
    Card, Cards, Category, Cost, CostKind, CultCard, DoorSide, Event, FarArchitect, Piece,
    Resource, Row, RuleError, SeenCard, SobekCost, SobekTile, Whim,
};

use crate::i18n::{num, text, Lang};
use crate::words::{LogGroup, LogLine};

/// A resource's name.
pub fn resource(lang: Lang, r: Resource) -> String {
    lang.t(match r {
        Resource::Wood => "res-wood",
        Resource::Stone => "res-stone",
        Resource::Marble => "res-marble",
        Resource::Lapis => "res-lapis",
    })
}

/// A card kind's name.
pub fn card(lang: Lang, c: Card) -> String {
    match c {
        Card::Standard(r) => resource(lang, r),
        Card::Artisan => lang.t("card-artisan"),
        Card::Tainted(r) => lang.ta("card-tainted", &[("res", text(resource(lang, r)))]),
        Card::Cave => lang.t("card-cave"),
        Card::Bastet => lang.t("card-bastet"),
    }
}

/// A card as someone sees it: its name, or a face-down back.
pub fn seen_card(lang: Lang, c: SeenCard) -> String {
    match c.card {
        Some(k) => card(lang, k),
        None => lang.t("card-back"),
    }
}

/// Cards counted by kind: "2 × stone, 1 × artisan".
pub fn cards(lang: Lang, cards: &Cards) -> String {
    let parts: Vec<String> = Card::ALL
        .iter()
        .filter(|&&c| cards[c] > 0)
        // "2 × stone" never breaks between the count and its card.
        .map(|&c| format!("{}\u{a0}×\u{a0}{}", cards[c], card(lang, c)))
        .collect();
    if parts.is_empty() {
        lang.t("no-cards")
    } else {
        parts.join(", ")
    }
}

/// A list of seen cards, comma separated.
pub fn seen_cards(lang: Lang, list: &[SeenCard]) -> String {
    if list.is_empty() {
        return lang.t("no-cards");
    }
    list.iter()
        .map(|&c| seen_card(lang, c))
        .collect::<Vec<_>>()
        .join(", ")
}

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

/// A Worshipper of Sobek's name.
pub fn sobek(lang: Lang, t: SobekTile) -> String {
    lang.t(sobek_id(t))
}

/// The catalogue id of a Sobek tile's name; its power is `<id>-power`.
pub fn sobek_id(t: SobekTile) -> &'static str {
    match t {
        SobekTile::Architect => "sobek-architect",
        SobekTile::Vizier => "sobek-vizier",
        SobekTile::Merchant => "sobek-merchant",
        SobekTile::Beggar => "sobek-beggar",
        SobekTile::Foreman => "sobek-foreman",
    }
}

/// What calling a Sobek tile costs: "2 scarabs" or "+1 amulet".
pub fn sobek_cost(lang: Lang, c: SobekCost) -> String {
    match c {
        // Only the Roman Architect makes a worshipper free.
        SobekCost::Scarabs(0) => lang.t("cost-free"),
        SobekCost::Scarabs(n) => lang.ta("cost-scarabs", &[("n", num(n))]),
        SobekCost::Amulets(n) => lang.ta("cost-amulets", &[("n", num(n))]),
    }
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

/// A Cult of Sobek card's catalogue id.
pub fn cult_card_id(c: CultCard) -> &'static str {
    match c {
        CultCard::Sphinx => "cult-card-sphinx",
        CultCard::Wall => "cult-card-wall",
        CultCard::Toll => "cult-card-toll",
        CultCard::Marker => "cult-card-marker",
    }
}

/// A Cult of Sobek card's name.
pub fn cult_card(lang: Lang, c: CultCard) -> String {
    lang.t(cult_card_id(c))
}

/// What a Cult of Sobek card does.
pub fn cult_card_effect(lang: Lang, c: CultCard) -> String {
    lang.t(&format!("{}-effect", cult_card_id(c)))
}

/// A bonus tile's number, 1 to 7, as the rules count them.
pub fn whim_number(w: Whim) -> usize {
    Whim::ALL.iter().position(|&x| x == w).unwrap_or(0) + 1
}

/// A bonus tile's name.
pub fn whim(lang: Lang, w: Whim) -> String {
    lang.t(&format!("whim-tile-{}", whim_number(w)))
}

/// What a bonus tile does.
pub fn whim_effect(lang: Lang, w: Whim) -> String {
    lang.t(&format!("whim-tile-{}-effect", whim_number(w)))
}

/// An architect from far away's catalogue id.
pub fn far_architect_id(a: FarArchitect) -> &'static str {
    match a {
        FarArchitect::Greek => "far-architect-greek",
        FarArchitect::Gaulish => "far-architect-gaulish",
        FarArchitect::Babylonian => "far-architect-babylonian",
        FarArchitect::Roman => "far-architect-roman",
    }
}

/// An architect from far away's name.
pub fn far_architect(lang: Lang, a: FarArchitect) -> String {
    lang.t(far_architect_id(a))
}

/// What an architect from far away does.
pub fn far_architect_effect(lang: Lang, a: FarArchitect) -> String {
    lang.t(&format!("{}-effect", far_architect_id(a)))
}

/// One log line; `names` are the players'.
pub fn event(lang: Lang, e: &Event, names: &[String]) -> String {
    let who = |s: &cleopatra::Seat| text(names.get(s.index()).cloned().unwrap_or_default());
    match e {
        Event::TurnStarted { seat } => lang.ta("log-turn", &[("name", who(seat))]),
        Event::SobekActivated { seat, tile, cost } => lang.ta(
            "log-sobek",
            &[
                ("name", who(seat)),
                ("tile", text(sobek(lang, *tile))),
                ("cost", text(sobek_cost(lang, *cost))),
            ],
        ),
        Event::CardsDrawn { seat, cards } => lang.ta(
            "log-drew",
            &[
                ("name", who(seat)),
                ("count", num(cards.len() as u32)),
                ("cards", text(seen_cards(lang, cards))),
            ],
        ),
        Event::DeckRebuilt { cards } => lang.ta("log-deck-rebuilt", &[("n", num(*cards))]),
        Event::StallTaken { seat, stall, cards } => lang.ta(
            "log-stall-taken",
            &[
                ("name", who(seat)),
                ("stall", num(stall + 1)),
                ("cards", text(seen_cards(lang, cards))),
            ],
        ),
        Event::StallRefilled { stall, card } => lang.ta(
            "log-stall-refilled",
            &[
                ("stall", num(stall + 1)),
                ("card", text(seen_card(lang, *card))),
            ],
        ),
        Event::Built {
            seat,
            piece: p,
            payment,
            scarabs,
            amulets,
            ..
        } => lang.ta(
            // A mosaic's scarabs come with the sanctuary decision, on a line of their own.
            if matches!(p, Piece::Mosaic { .. }) && *scarabs == 0 {
                "log-built-mosaic"
            } else {
                "log-built"
            },
            &[
                ("name", who(seat)),
                ("piece", text(piece(lang, p))),
                ("cards", text(paid(lang, payment))),
                ("scarabs", num(*scarabs)),
                ("amulets", num(*amulets)),
            ],
        ),
        Event::MosaicRemoved { .. } => lang.t("log-mosaic-removed"),
        Event::SanctuariesFormed { areas } => {
            lang.ta("log-sanctuaries", &[("n", num(areas.len() as u32))])
        }
        Event::SanctuaryClaimed { seat, area } => lang.ta(
            "log-sanctuary-claimed",
            &[("name", who(seat)), ("n", num(area.len()))],
        ),
        Event::SanctuaryLost { area } => lang.ta("log-sanctuary-lost", &[("n", num(area.len()))]),
        Event::MosaicReward { seat, scarabs } => lang.ta(
            "log-mosaic-reward",
            &[("name", who(seat)), ("scarabs", num(*scarabs))],
        ),
        Event::CleopatraMoved { categories, to } => {
            let done: Vec<String> = categories.iter().map(|&c| category(lang, c)).collect();
            lang.ta(
                "log-cleopatra",
                &[("done", text(done.join(", "))), ("step", num(*to))],
            )
        }
        Event::OfferingBegins => lang.t("log-offering-begins"),
        Event::OfferingBid { seat, scarabs } => match scarabs {
            Some(n) => lang.ta("log-bid-own", &[("name", who(seat)), ("n", num(*n))]),
            None => lang.ta("log-bid", &[("name", who(seat))]),
        },
        Event::OfferingRevealed { results } => {
            let parts: Vec<String> = results
                .iter()
                .map(|r| {
                    lang.ta(
                        "log-offer-result",
                        &[
                            ("name", who(&r.seat)),
                            ("bid", num(r.bid)),
                            ("rank", num(r.rank)),
                            ("amulets", text(signed(r.amulets))),
                        ],
                    )
                })
                .collect();
            lang.ta("log-offering-revealed", &[("list", text(parts.join("; ")))])
        }
        Event::DiscardedDown {
            seat,
            count,
            cards: c,
        } => match c {
            Some(c) => lang.ta(
                "log-discarded-own",
                &[
                    ("name", who(seat)),
                    ("n", num(*count)),
                    ("cards", text(cards(lang, c))),
                ],
            ),
            None => lang.ta("log-discarded", &[("name", who(seat)), ("n", num(*count))]),
        },
        Event::KeptAllCards { seat, amulets } => {
            lang.ta("log-kept-all", &[("name", who(seat)), ("n", num(*amulets))])
        }
        Event::Passed { seat } => lang.ta("log-passed", &[("name", who(seat))]),
        Event::FinalTurns { trigger } => lang.ta("log-final-turns", &[("name", who(trigger))]),
        Event::GameEnded { score } => {
            let winners: Vec<String> = score
                .winners
                .iter()
                .map(|s| names.get(s.index()).cloned().unwrap_or_default())
                .collect();
            if winners.is_empty() {
                lang.t("log-nobody-wins")
            } else {
                lang.ta("log-wins", &[("names", text(winners.join(" & ")))])
            }
        }
        Event::StatueBuilt {
            seat,
            payment,
            scarabs,
            amulets,
            ..
        } => lang.ta(
            "log-statue-built",
            &[
                ("name", who(seat)),
                ("cards", text(paid(lang, payment))),
                ("scarabs", num(*scarabs)),
                ("amulets", num(*amulets)),
            ],
        ),
        Event::CultCardTaken { seat, card } => lang.ta(
            "log-cult-card",
            &[("name", who(seat)), ("card", text(cult_card(lang, *card)))],
        ),
        Event::MarkerPlaced { seat, squares, .. } => {
            lang.ta("log-marker", &[("name", who(seat)), ("n", num(*squares))])
        }
        Event::CultAmulets { seat, card } => lang.ta(
            "log-cult-amulets",
            &[("name", who(seat)), ("card", text(cult_card(lang, *card)))],
        ),
        Event::ScarabsPaid { from, to, scarabs } => lang.ta(
            "log-scarabs-paid",
            &[("from", who(from)), ("to", who(to)), ("n", num(*scarabs))],
        ),
        Event::WhimDieRolled { category: c } => {
            lang.ta("log-die-rolled", &[("category", text(category(lang, *c)))])
        }
        Event::WhimDrawn { seat, whim: w } => lang.ta(
            "log-whim-drawn",
            &[
                ("name", who(seat)),
                ("tile", text(whim(lang, *w))),
                ("effect", text(whim_effect(lang, *w))),
            ],
        ),
        Event::BastetTaken {
            seat,
            scarabs,
            from,
            ..
        } => lang.ta(
            "log-bastet",
            &[
                ("name", who(seat)),
                ("n", num(*scarabs)),
                ("from", from.map_or_else(|| text("none"), |s| who(&s))),
            ],
        ),
        Event::BastetBlessing { seat, scarabs } => lang.ta(
            "log-bastet-blessing",
            &[("name", who(seat)), ("n", num(*scarabs))],
        ),
        Event::AuctionBegins => lang.t("log-auction-begins"),
        Event::AuctionRevealed { bids, pickers } => {
            let list: Vec<String> = bids
                .iter()
                .map(|(s, b)| lang.ta("log-auction-result", &[("name", who(s)), ("bid", num(*b))]))
                .collect();
            let order: Vec<String> = pickers
                .iter()
                .map(|s| names.get(s.index()).cloned().unwrap_or_default())
                .collect();
            lang.ta(
                "log-auction-revealed",
                &[
                    ("list", text(list.join(", "))),
                    (
                        "pickers",
                        text(if order.is_empty() {
                            "none".into()
                        } else {
                            order.join(", ")
                        }),
                    ),
                ],
            )
        }
        Event::ArchitectChosen { seat, architect } => match architect {
            Some(a) => lang.ta(
                "log-architect-chosen-own",
                &[
                    ("name", who(seat)),
                    ("architect", text(far_architect(lang, *a))),
                ],
            ),
            None => lang.ta("log-architect-chosen", &[("name", who(seat))]),
        },
        Event::ArchitectPlayed { seat, architect } => lang.ta(
            "log-architect-played",
            &[
                ("name", who(seat)),
                ("architect", text(far_architect(lang, *architect))),
                ("effect", text(far_architect_effect(lang, *architect))),
            ],
        ),
    }
}

/// A count with its sign, the minus a real one: "+1", "−2", "0".
pub fn signed(n: i32) -> String {
    match n {
        0 => "0".into(),
        n if n > 0 => format!("+{n}"),
        n => format!("\u{2212}{}", n.unsigned_abs()),
    }
}

/// A payment in words: its cards, the spare units of tainted cards spent earlier in the visit,
/// and the discounts used.
pub fn paid(lang: Lang, payment: &cleopatra::Payment) -> String {
    let spare = Resource::ALL
        .into_iter()
        .filter(|r| payment.credit[r.index()] > 0)
        .map(|r| {
            lang.ta(
                "payment-spare",
                &[
                    ("n", num(payment.credit[r.index()])),
                    ("res", text(resource(lang, r))),
                ],
            )
        });
    let discounts = [
        (payment.merchant, "with-merchant"),
        (payment.foreman, "with-foreman"),
        (payment.artisan_whim, "with-artisans-tile"),
        (payment.resource_whim, "with-resources-tile"),
    ]
    .into_iter()
    .filter(|(used, _)| *used)
    .map(|(_, key)| lang.t(key));
    let cards = (payment.cards.total() > 0).then(|| cards(lang, &payment.cards));
    let parts: Vec<String> = cards.into_iter().chain(spare).chain(discounts).collect();
    if parts.is_empty() {
        lang.t("no-cards")
    } else {
        parts.join(" ")
    }
}

/// The player whose turn an event belongs to, when it says (a bid or a sanctuary may come in
/// another player's turn, so those do not).
fn turn_seat(e: &Event) -> Option<cleopatra::Seat> {
    match e {
        Event::SobekActivated { seat, .. }
        | Event::CardsDrawn { seat, .. }
        | Event::StallTaken { seat, .. }
        | Event::Built { seat, .. }
        | Event::DiscardedDown { seat, .. }
        | Event::KeptAllCards { seat, .. }
        | Event::Passed { seat } => Some(*seat),
        _ => None,
    }
}

/// The log in words, turn by turn: each turn under its heading, a refill's cards on one line.
/// Events from `lit_from` on are lit (a computer's move just played).
pub fn log_groups(
    lang: Lang,
    events: impl IntoIterator<Item = Event>,
    names: &[String],
    lit_from: usize,
) -> Vec<LogGroup> {
    let mut groups: Vec<LogGroup> = Vec::new();
    let mut refills: Vec<String> = Vec::new();
    let mut refill_lit = false;
    // Lines before any turn's start (the game's first turn, or news from the middle of a turn)
    // go under the turn of the player they name.
    let add =
        |groups: &mut Vec<LogGroup>, line: LogLine, seat: Option<cleopatra::Seat>| match groups
            .last_mut()
        {
            Some(group) => group.lines.push(line),
            None => groups.push(LogGroup {
                title: seat.map(|s| {
                    lang.ta(
                        "log-turn-of",
                        &[(
                            "name",
                            text(names.get(s.index()).cloned().unwrap_or_default()),
                        )],
                    )
                }),
                lines: vec![line],
            }),
        };
    let flush = |groups: &mut Vec<LogGroup>, refills: &mut Vec<String>, lit: bool| {
        if !refills.is_empty() {
            let list = std::mem::take(refills).join(", ");
            add(
                groups,
                LogLine {
                    text: lang.ta("log-refilled", &[("list", text(list))]),
                    lit,
                },
                None,
            );
        }
    };
    for (i, e) in events.into_iter().enumerate() {
        let lit = i >= lit_from;
        if let Event::StallRefilled { stall, card } = &e {
            refills.push(lang.ta(
                "log-refill-part",
                &[
                    ("stall", num(stall + 1)),
                    ("card", text(seen_card(lang, *card))),
                ],
            ));
            refill_lit |= lit;
            continue;
        }
        flush(&mut groups, &mut refills, refill_lit);
        refill_lit = false;
        match e {
            Event::TurnStarted { seat } => groups.push(LogGroup {
                title: Some(lang.ta(
                    "log-turn-of",
                    &[(
                        "name",
                        text(names.get(seat.index()).cloned().unwrap_or_default()),
                    )],
                )),
                lines: Vec::new(),
            }),
            e => add(
                &mut groups,
                LogLine {
                    text: event(lang, &e, names),
                    lit,
                },
                turn_seat(&e),
            ),
        }
    }
    flush(&mut groups, &mut refills, refill_lit);
    groups
}

/// Why a Cleopatra save does not replay, naming the problem.
pub fn load_error(lang: Lang, e: &cleopatra::LoadError) -> String {
    use cleopatra::LoadError;
    match e {
        LoadError::Json(detail) => lang.ta("load-corrupt", &[("detail", text(detail.clone()))]),
        LoadError::Format(_) => lang.t("load-newer"),
        LoadError::OtherGame(g) => lang.ta("load-other-game", &[("game", text(g.clone()))]),
        LoadError::Config(c) => lang.ta("load-config", &[("detail", text(format!("{c:?}")))]),
        LoadError::Action { number, error, .. } => lang.ta(
            "load-tampered",
            &[
                ("n", num(*number as u32)),
                ("reason", text(refusal(lang, error))),
            ],
        ),
        _ => lang.t("load-foreign"),
    }
}

/// Why the deciding player cannot undo now.
pub fn undo_refusal(lang: Lang, e: &cleopatra::UndoError) -> String {
    use cleopatra::{Revealed, UndoError};
    match e {
        UndoError::TurnStart => lang.t("undo-turn-start"),
        UndoError::Revealed(Revealed::CardsDrawn) => lang.t("undo-cards-drawn"),
        UndoError::Revealed(Revealed::DeckShuffled) => lang.t("undo-shuffled"),
        UndoError::Revealed(Revealed::NextMosaic) => lang.t("undo-next-mosaic"),
        UndoError::Revealed(Revealed::Offerings) => lang.t("undo-offerings"),
        UndoError::Revealed(Revealed::BonusTile) => lang.t("undo-bonus-tile"),
        _ => lang.t("undo-not-now"),
    }
}

/// Why an action was refused in a turn: a closed market or quarry names the Vizier only when he
/// was called.
pub fn refusal_in_turn(lang: Lang, e: &RuleError, vizier_called: bool) -> String {
    match e {
        RuleError::MarketClosed if !vizier_called => lang.t("err-market-closed-main"),
        RuleError::QuarryClosed if !vizier_called => lang.t("err-quarry-closed-main"),
        e => refusal(lang, e),
    }
}

/// Why an action was refused, in words that say what to do.
pub fn refusal(lang: Lang, e: &RuleError) -> String {
    match e {
        RuleError::GameOver => lang.t("err-game-over"),
        RuleError::SobekTooLate => lang.t("err-sobek-too-late"),
        RuleError::SobekUnaffordable {
            tile,
            cost,
            scarabs,
        } => lang.ta(
            "err-sobek-unaffordable",
            &[
                ("tile", text(sobek(lang, *tile))),
                ("cost", text(sobek_cost(lang, *cost))),
                ("scarabs", num(*scarabs)),
            ],
        ),
        RuleError::MarketClosed => lang.t("err-market-closed"),
        RuleError::QuarryClosed => lang.t("err-quarry-closed"),
        RuleError::EmptyStall { stall } => lang.ta("err-empty-stall", &[("stall", num(stall + 1))]),
        RuleError::SphinxRowFull(_)
        | RuleError::ObeliskBuilt(_)
        | RuleError::DoorBuilt(_)
        | RuleError::WallBuilt(_)
        | RuleError::ThroneSpaceTaken => lang.t("err-built"),
        RuleError::PedestalFirst => lang.t("err-pedestal-first"),
        RuleError::NoMosaicLeft => lang.t("err-no-mosaic"),
        RuleError::MosaicDoesNotFit { .. } => lang.t("err-mosaic-fit"),
        RuleError::MosaicFlipNotAllowed => lang.t("err-no-flip"),
        RuleError::CannotPass => lang.t("err-cannot-pass"),
        RuleError::MainActionFirst => lang.t("err-main-first"),
        RuleError::NoAnubisLeft => lang.t("err-no-anubis"),
        RuleError::BidTooHigh { scarabs, .. } => {
            lang.ta("err-bid-too-high", &[("scarabs", num(*scarabs))])
        }
        RuleError::Payment(_)
        | RuleError::NotInHand { .. }
        | RuleError::NoSuchCredit
        | RuleError::DiscountUnavailable { .. }
        | RuleError::DiscountRequired { .. } => lang.t("err-payment"),
        RuleError::NoStatueLeft => lang.t("err-no-statue-left"),
        RuleError::NoStatueSite(_) => lang.t("err-statue-site"),
        RuleError::CultCardTaken(card) => lang.ta(
            "err-cult-card-taken",
            &[("card", text(cult_card(lang, *card)))],
        ),
        RuleError::NoWhimToDraw => lang.t("err-no-whim"),
        RuleError::WhimUnavailable(w) => {
            lang.ta("err-whim-unavailable", &[("tile", text(whim(lang, *w)))])
        }
        RuleError::ArchitectNotHeld(a) => lang.ta(
            "err-architect-not-held",
            &[("architect", text(far_architect(lang, *a)))],
        ),
        RuleError::ArchitectNotNow(a) => lang.ta(
            "err-architect-not-now",
            &[
                ("architect", text(far_architect(lang, *a))),
                ("effect", text(far_architect_effect(lang, *a))),
            ],
        ),
        RuleError::ArchitectNotLeft(a) => lang.ta(
            "err-architect-not-left",
            &[("architect", text(far_architect(lang, *a)))],
        ),
        RuleError::BabylonianStalls { .. } => lang.t("err-babylonian-stalls"),
        RuleError::TwoStallsToTake => lang.t("err-two-stalls"),
        RuleError::NotSmallestStall(s) => lang.ta("err-not-smallest", &[("stall", num(s + 1))]),
        _ => lang.t("err-not-now"),
    }
}

#[cfg(test)]
mod tests {
    use cleopatra::{Config, Game, Seat};

    use super::*;

    #[test]
    fn cards_read_naturally_in_both_languages() {
        let hand = Cards::from_cards([
            Card::Standard(Resource::Stone),
            Card::Standard(Resource::Stone),
            Card::Tainted(Resource::Lapis),
        ]);
        assert_eq!(
            cards(Lang::En, &hand),
            "2\u{a0}×\u{a0}stone, 1\u{a0}×\u{a0}tainted lapis"
        );
        assert_eq!(
            cards(Lang::PtBr, &hand),
            "2\u{a0}×\u{a0}pedra, 1\u{a0}×\u{a0}lápis-lazúli corrompido"
        );
    }

    #[test]
    fn every_event_of_a_whole_game_reads_in_both_languages() {
        let config = Config {
            expansions: cleopatra::Expansions::all(),
            ..Config::with_players(3)
        };
        for config in [Config::with_players(3), config] {
            every_event_reads(config);
        }
    }

    fn every_event_reads(config: Config) {
        let mut game = Game::new(config, 5).unwrap();
        let mut lines = 0;
        while !game.is_over() {
            let actions = game.legal_actions();
            let events = game.apply(actions[actions.len() / 2]).unwrap();
            for e in events {
                for lang in Lang::ALL {
                    for viewer in [None, Some(Seat(0))] {
                        let line = event(lang, &e.for_viewer(viewer), &game.config().players);
                        assert!(!line.is_empty() && !line.contains('{'), "{e:?}: {line}");
                        lines += 1;
                    }
                }
            }
        }
        assert!(lines > 100);
    }

    #[test]
    fn refusals_say_what_to_do_in_both_languages() {
        let e = RuleError::BidTooHigh { bid: 9, scarabs: 4 };
        assert!(refusal(Lang::En, &e).contains('4'));
        assert_ne!(refusal(Lang::En, &e), refusal(Lang::PtBr, &e));
        assert_ne!(
            refusal(Lang::PtBr, &RuleError::MarketClosed),
            refusal(Lang::PtBr, &RuleError::QuarryClosed)
        );
    }

    #[test]
    fn the_log_reads_turn_by_turn_with_a_refill_on_one_line() {
        let names = vec!["Ana".to_string(), "Bia".to_string()];
        let wood = SeenCard {
            face_up: true,
            card: Some(Card::Standard(Resource::Wood)),
        };
        let back = SeenCard {
            face_up: false,
            card: None,
        };
        let events = vec![
            Event::TurnStarted { seat: Seat(0) },
            Event::StallTaken {
                seat: Seat(0),
                stall: 1,
                cards: vec![wood],
            },
            Event::StallRefilled {
                stall: 0,
                card: wood,
            },
            Event::StallRefilled {
                stall: 1,
                card: back,
            },
            Event::StallRefilled {
                stall: 2,
                card: wood,
            },
            Event::TurnStarted { seat: Seat(1) },
            Event::Passed { seat: Seat(1) },
        ];
        let groups = log_groups(Lang::En, events.clone(), &names, 6);
        assert_eq!(groups.len(), 2);
        assert_eq!(groups[0].title.as_deref(), Some("Ana's turn"));
        let lines: Vec<&str> = groups[0].lines.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(
            lines,
            [
                "Ana took stall 2: wood",
                "Refill: wood → stall 1, face-down card → stall 2, wood → stall 3"
            ]
        );
        assert_eq!(groups[1].title.as_deref(), Some("Bia's turn"));
        assert!(
            groups[1].lines[0].lit,
            "the computer's move just played is lit"
        );
        assert!(!groups[0].lines[1].lit);
        // News from the middle of a turn goes under the turn of the player it names.
        let middle = log_groups(Lang::En, events[1..].to_vec(), &names, usize::MAX);
        assert_eq!(middle[0].title.as_deref(), Some("Ana's turn"));
        assert_eq!(middle[0].lines.len(), 2);
        let pt = log_groups(Lang::PtBr, events, &names, usize::MAX);
        assert_eq!(pt[0].title.as_deref(), Some("Turno de Ana"));
        assert_eq!(LogGroup::count(&pt), 3);
    }

    #[test]
    fn a_payment_names_the_spare_units_and_discounts_it_used() {
        let mut payment = cleopatra::Payment {
            cards: Cards::from_cards([Card::Standard(Resource::Stone)]),
            merchant: true,
            ..Default::default()
        };
        payment.credit[Resource::Wood.index()] = 1;
        let line = paid(Lang::En, &payment);
        assert!(line.starts_with("1\u{a0}×\u{a0}stone"), "{line}");
        assert!(line.contains("1 spare wood"), "{line}");
        assert!(line.contains(&Lang::En.t("with-merchant")), "{line}");
        assert_eq!(signed(-2), "\u{2212}2");
        assert_eq!(signed(1), "+1");
    }
}
