//! The four Kickstarter mini-expansions (§13 of the rules spec), one scenario per effect, with the
//! numbers a player would check at the table.

use cleopatra::{
    Action, Card, Category, Config, CultCard, DeckCard, DoorSide, Event, Expansions, Extras,
    FarArchitect, Game, Pending, Piece, Reward, Row, RuleError, Sanctuary, Save, Seat, Setup,
    SobekCost, SobekTile, WallSlot, Whim,
};

use super::*;

// ---- Helpers ----

/// `players` seats with the expansions `on` switches on.
fn config(players: usize, on: impl FnOnce(&mut Expansions)) -> Config {
    let mut config = Config::with_players(players);
    on(&mut config.expansions);
    config
}

/// Applies `action`, which must be refused, and checks the game did not change.
fn refused(game: &mut Game, action: Action) -> RuleError {
    let before = game.clone();
    let error = game
        .apply(action)
        .expect_err(&format!("{action} should be refused"));
    assert_eq!(*game, before, "refused {action} changed the game");
    error
}

/// Applies `action`, which must be accepted.
fn ok(game: &mut Game, action: Action) -> Vec<Event> {
    game.apply(action)
        .unwrap_or_else(|e| panic!("{action} refused: {e}"))
}

/// A sanctuary of `squares` claimed by `seat` (one of its Anubis figures placed there).
fn owns(s: &mut Setup, seat: usize, squares: &[(u8, u8)]) -> u8 {
    s.players[seat].anubis -= 1;
    s.board
        .sanctuaries
        .push(Sanctuary::new(area(squares), Some(Seat(seat as u8))));
    (s.board.sanctuaries.len() - 1) as u8
}

/// A statue already stands on sanctuary `index`, and its owner kept `card`.
fn statue_with(s: &mut Setup, index: u8, card: CultCard) {
    let sanctuary = &mut s.board.sanctuaries[usize::from(index)];
    sanctuary.statue = true;
    let owner = sanctuary.owner.expect("an owned sanctuary").index();
    s.extras.statues_left -= 1;
    s.extras.cult_cards.retain(|&c| c != card);
    s.players[owner].cult.push(card);
}

/// Puts exactly these cards on stall `i`; its old cards go back to the deck, under the top.
fn set_stall(s: &mut Setup, i: usize, cards: &[(Card, bool)]) {
    let old: Vec<_> = s.stalls[i].drain(..).collect();
    for d in old {
        s.deck.insert(0, d);
    }
    for &(card, face_up) in cards {
        take(s, card);
        s.stalls[i].push(DeckCard { card, face_up });
    }
}

/// Puts `cards` on top of the deck, the last one on top.
fn deck_top(s: &mut Setup, cards: &[Card]) {
    for &card in cards {
        take(s, card);
        s.deck.push(DeckCard {
            card,
            face_up: true,
        });
    }
}

/// Places the drawn refill cards, first card on the first stall waiting.
fn refill(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while matches!(game.view(None).pending, Pending::Refill { .. }) {
        let a = game.legal_actions()[0];
        events.extend(ok(game, a));
    }
    events
}

/// A market visit: the stall, then its refill.
fn market(game: &mut Game, stall: u8) -> Vec<Event> {
    let mut events = ok(game, Action::TakeStall { stall });
    events.extend(refill(game));
    events
}

fn stall_sizes(game: &Game) -> Vec<usize> {
    game.view(None).stalls.iter().map(Vec::len).collect()
}

fn scarabs(game: &Game, seat: u8) -> u32 {
    game.player(Seat(seat)).scarabs
}

fn amulets(game: &Game, seat: u8) -> u32 {
    game.player(Seat(seat)).amulets
}

/// The squares of a `w` × `h` block from (`x0`, `y0`).
fn block(x0: u8, y0: u8, w: u8, h: u8) -> Vec<(u8, u8)> {
    (y0..y0 + h)
        .flat_map(|y| (x0..x0 + w).map(move |x| (x, y)))
        .collect()
}

/// Cards and how many of each.
type Hand<'a> = &'a [(Card, u8)];

const SPHINX_WOOD: &[(Card, u8)] = &[(Card::Artisan, 1), (Card::Standard(Wood), 2)];

const STATUE_STANDARD: &[(Card, u8)] = &[
    (Card::Artisan, 1),
    (Card::Standard(Wood), 1),
    (Card::Standard(Stone), 1),
    (Card::Standard(Marble), 1),
    (Card::Standard(Lapis), 1),
];

const WALL_WOOD_STONE: &[(Card, u8)] = &[
    (Card::Artisan, 1),
    (Card::Standard(Wood), 1),
    (Card::Standard(Stone), 1),
];

const THRONE_ONE_OF_EACH: &[(Card, u8)] = &[
    (Card::Artisan, 3),
    (Card::Standard(Wood), 1),
    (Card::Standard(Stone), 1),
    (Card::Standard(Marble), 1),
    (Card::Standard(Lapis), 1),
];

const LEFT_SPHINX: Piece = Piece::Sphinx { row: Row::Left };

// ---- The Cult of Sobek ----

fn cult(players: usize) -> Config {
    config(players, |e| e.cult_of_sobek = true)
}

#[test]
fn sobek_statues_in_play_are_players_minus_one() {
    for players in 2..=4 {
        let view = Game::new(cult(players), 1).unwrap().view(None);
        assert_eq!(view.extras.statues_left as usize, players - 1);
        assert_eq!(view.extras.cult_cards, CultCard::ALL.to_vec());
    }
    let without = Game::new(Config::with_players(3), 1).unwrap().view(None);
    assert_eq!(without.extras, Extras::default());
}

#[test]
fn only_an_owner_of_a_sanctuary_without_a_statue_builds_one_then_picks_a_card() {
    let mut s = blank(cult(3));
    let mine = owns(&mut s, 0, &block(0, 0, 2, 2));
    let theirs = owns(&mut s, 1, &block(7, 0, 2, 2));
    s.board
        .sanctuaries
        .push(Sanctuary::new(area(&[(0, 8)]), None));
    give_all(&mut s, 0, STATUE_STANDARD);
    let mut game = Game::from_setup(s).unwrap();
    let statue = |sanctuary| Action::BuildStatue {
        sanctuary,
        payment: pay(STATUE_STANDARD),
    };
    let listed: Vec<Action> = game
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::BuildStatue { .. }))
        .collect();
    assert_eq!(
        listed,
        vec![statue(mine)],
        "only beside seat 0's own Anubis"
    );
    assert_eq!(
        refused(&mut game, statue(theirs)),
        RuleError::NoStatueSite(theirs)
    );
    assert_eq!(refused(&mut game, statue(2)), RuleError::NoStatueSite(2));
    assert_eq!(refused(&mut game, statue(9)), RuleError::NoStatueSite(9));

    let events = ok(&mut game, statue(mine));
    assert_eq!(
        events,
        vec![Event::StatueBuilt {
            seat: Seat(0),
            sanctuary: mine,
            payment: pay(STATUE_STANDARD),
            scarabs: 0,
            amulets: 0,
        }]
    );
    assert_eq!(
        game.player(Seat(0)).hand.total(),
        0,
        "1 artisan + 4 resources"
    );
    assert_eq!(scarabs(&game, 0), 5);
    assert!(game.board().sanctuaries[usize::from(mine)].statue);
    assert_eq!(game.view(None).extras.statues_left, 1);
    assert_eq!(
        game.view(None).pending,
        Pending::CultCard {
            cards: CultCard::ALL.to_vec()
        }
    );
    let choices: Vec<Action> = CultCard::ALL
        .map(|card| Action::ChooseCultCard { card })
        .to_vec();
    assert_eq!(game.legal_actions(), choices);
    assert_eq!(
        refused(&mut game, Action::EndQuarryVisit),
        RuleError::NotNow {
            awaiting: cleopatra::Awaiting::CultCard
        }
    );

    let events = ok(
        &mut game,
        Action::ChooseCultCard {
            card: CultCard::Toll,
        },
    );
    assert_eq!(
        events,
        vec![Event::CultCardTaken {
            seat: Seat(0),
            card: CultCard::Toll
        }]
    );
    assert_eq!(game.player(Seat(0)).cult, vec![CultCard::Toll]);
    let view = game.view(Some(Seat(1)));
    assert_eq!(view.players[0].cult, vec![CultCard::Toll], "kept face up");
    assert_eq!(
        view.extras.cult_cards,
        vec![CultCard::Sphinx, CultCard::Wall, CultCard::Marker]
    );
    assert_eq!(view.pending, Pending::Turn);
    // One statue per sanctuary: the site is taken now.
    assert_eq!(
        refused(&mut game, statue(mine)),
        RuleError::NoStatueSite(mine)
    );
}

#[test]
fn no_statue_is_built_once_all_are_in_play() {
    // Two players: one statue, already beside seat 1's Anubis.
    let mut s = blank(cult(2));
    owns(&mut s, 0, &block(0, 0, 2, 2));
    let theirs = owns(&mut s, 1, &block(7, 0, 2, 2));
    statue_with(&mut s, theirs, CultCard::Toll);
    give_all(&mut s, 0, STATUE_STANDARD);
    let mut game = Game::from_setup(s).unwrap();
    assert_eq!(game.view(None).extras.statues_left, 0);
    assert!(!game
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::BuildStatue { .. })));
    let payment = pay(STATUE_STANDARD);
    assert_eq!(
        refused(
            &mut game,
            Action::BuildStatue {
                sanctuary: 0,
                payment
            }
        ),
        RuleError::NoStatueLeft
    );
}

#[test]
fn statue_payment_tainted_cards_cost_their_amulet_and_caves_count() {
    // A tainted wood pays the wood, two caves the marble and lapis: three red cards, 3 amulets.
    let cards = [
        (Card::Artisan, 1),
        (Card::Tainted(Wood), 1),
        (Card::Standard(Stone), 1),
        (Card::Cave, 2),
    ];
    let mut s = blank(cult(3));
    let mine = owns(&mut s, 0, &block(0, 0, 2, 2));
    give_all(&mut s, 0, &cards);
    let mut game = Game::from_setup(s).unwrap();
    // Short of a resource, or of the artisan: refused.
    for short in [
        pay(&[
            (Card::Artisan, 1),
            (Card::Tainted(Wood), 1),
            (Card::Standard(Stone), 1),
            (Card::Cave, 1),
        ]),
        pay(&[
            (Card::Tainted(Wood), 1),
            (Card::Standard(Stone), 1),
            (Card::Cave, 2),
        ]),
    ] {
        let error = refused(
            &mut game,
            Action::BuildStatue {
                sanctuary: mine,
                payment: short,
            },
        );
        assert!(matches!(error, RuleError::Payment(_)), "{error:?}");
    }
    let payment = pay(&cards);
    assert!(game.legal_actions().contains(&Action::BuildStatue {
        sanctuary: mine,
        payment
    }));
    let events = ok(
        &mut game,
        Action::BuildStatue {
            sanctuary: mine,
            payment,
        },
    );
    assert!(matches!(
        events[0],
        Event::StatueBuilt {
            amulets: 3,
            scarabs: 0,
            ..
        }
    ));
    assert_eq!(amulets(&game, 0), 3);
    assert_eq!(game.player(Seat(0)).hand.total(), 0);
}

/// Three players, seat `holder` holding `card` with a statue on its sanctuary, `active` to play
/// with `cards` in hand.
fn cult_card_game(holder: usize, card: CultCard, active: usize, cards: &[(Card, u8)]) -> Game {
    cult_card_setup(holder, card, active, cards, Config::default().rewards)
}

fn cult_card_setup(
    holder: usize,
    card: CultCard,
    active: usize,
    cards: &[(Card, u8)],
    rewards: cleopatra::Rewards,
) -> Game {
    let mut c = cult(3);
    c.rewards = rewards;
    let mut s = blank(c);
    let site = owns(&mut s, holder, &block(0, 0, 2, 2));
    statue_with(&mut s, site, card);
    s.active = Seat(active as u8);
    give_all(&mut s, active, cards);
    Game::from_setup(s).unwrap()
}

#[test]
fn sphinx_card_each_sphinx_its_holder_builds_gives_each_opponent_an_amulet() {
    let cards = [
        (Card::Artisan, 3),
        (Card::Standard(Wood), 5),
        (Card::Standard(Stone), 1),
    ];
    let mut game = cult_card_game(0, CultCard::Sphinx, 0, &cards);
    let events = build(&mut game, LEFT_SPHINX, pay(SPHINX_WOOD));
    assert!(events.contains(&Event::CultAmulets {
        seat: Seat(0),
        card: CultCard::Sphinx
    }));
    assert_eq!(
        [amulets(&game, 0), amulets(&game, 1), amulets(&game, 2)],
        [0, 1, 1]
    );
    build(&mut game, LEFT_SPHINX, pay(SPHINX_WOOD));
    assert_eq!(
        [amulets(&game, 0), amulets(&game, 1), amulets(&game, 2)],
        [0, 2, 2]
    );
    // A wall is not a sphinx.
    let events = build(
        &mut game,
        Piece::Wall { slot: WallSlot::L1 },
        pay(WALL_WOOD_STONE),
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::CultAmulets { .. })));
    assert_eq!([amulets(&game, 1), amulets(&game, 2)], [2, 2]);

    // An opponent's sphinx gives nobody an amulet.
    let mut game = cult_card_game(0, CultCard::Sphinx, 1, SPHINX_WOOD);
    build(&mut game, LEFT_SPHINX, pay(SPHINX_WOOD));
    assert_eq!(
        [amulets(&game, 0), amulets(&game, 1), amulets(&game, 2)],
        [0, 0, 0]
    );
}

#[test]
fn wall_card_each_wall_its_holder_builds_gives_each_opponent_an_amulet() {
    let cards = [
        (Card::Artisan, 2),
        (Card::Standard(Wood), 3),
        (Card::Standard(Stone), 1),
    ];
    let mut game = cult_card_game(1, CultCard::Wall, 1, &cards);
    let events = build(
        &mut game,
        Piece::Wall { slot: WallSlot::B2 },
        pay(WALL_WOOD_STONE),
    );
    assert!(events.contains(&Event::CultAmulets {
        seat: Seat(1),
        card: CultCard::Wall
    }));
    assert_eq!(
        [amulets(&game, 0), amulets(&game, 1), amulets(&game, 2)],
        [1, 0, 1]
    );
    // A sphinx is not a wall.
    build(&mut game, LEFT_SPHINX, pay(SPHINX_WOOD));
    assert_eq!(
        [amulets(&game, 0), amulets(&game, 1), amulets(&game, 2)],
        [1, 0, 1]
    );

    let mut game = cult_card_game(1, CultCard::Wall, 0, WALL_WOOD_STONE);
    build(
        &mut game,
        Piece::Wall { slot: WallSlot::B2 },
        pay(WALL_WOOD_STONE),
    );
    assert_eq!(
        [amulets(&game, 0), amulets(&game, 1), amulets(&game, 2)],
        [0, 0, 0]
    );
}

#[test]
fn toll_card_an_opponents_door_obelisk_pedestal_or_throne_pays_its_holder_two_scarabs() {
    let door = [(Card::Artisan, 2), (Card::Standard(Wood), 3)];
    let obelisk = [(Card::Artisan, 3), (Card::Standard(Stone), 4)];
    let sphinx = [(Card::Artisan, 1), (Card::Standard(Marble), 2)];
    let mut cards = vec![
        (Card::Artisan, 2 + 3 + 3 + 3 + 1),
        (Card::Standard(Wood), 3 + 2),
        (Card::Standard(Stone), 4 + 2),
        (Card::Standard(Marble), 2 + 2),
        (Card::Standard(Lapis), 2),
    ];
    cards.sort();
    let mut game = cult_card_game(2, CultCard::Toll, 0, &cards);
    let toll = Event::ScarabsPaid {
        from: Seat(0),
        to: Seat(2),
        scarabs: 2,
    };
    // Seat 0: 5 + reward − 2 each time; seat 2: 5 + 2 each time.
    let steps: [(Piece, Hand, u32, u32); 4] = [
        (
            Piece::Door {
                side: DoorSide::Left,
            },
            &door,
            5 + 5 - 2,
            7,
        ),
        (Piece::Obelisk { row: Row::Left }, &obelisk, 8 + 10 - 2, 9),
        (Piece::Pedestal, THRONE_ONE_OF_EACH, 16 + 10 - 2, 11),
        (Piece::Throne, THRONE_ONE_OF_EACH, 24 + 10 - 2, 13),
    ];
    for (piece, payment, builder, holder) in steps {
        let events = build(&mut game, piece, pay(payment));
        assert!(events.contains(&toll), "{piece}: {events:?}");
        assert_eq!(
            (scarabs(&game, 0), scarabs(&game, 2)),
            (builder, holder),
            "{piece}"
        );
        assert_eq!(scarabs(&game, 1), 5, "the third player pays nothing");
    }
    // A sphinx pays no toll.
    let events = build(&mut game, LEFT_SPHINX, pay(&sphinx));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::ScarabsPaid { .. })));
    assert_eq!((scarabs(&game, 0), scarabs(&game, 2)), (32 + 3, 13));

    // The holder's own door pays nobody.
    let mut game = cult_card_game(2, CultCard::Toll, 2, &door);
    let events = build(
        &mut game,
        Piece::Door {
            side: DoorSide::Left,
        },
        pay(&door),
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::ScarabsPaid { .. })));
    assert_eq!(scarabs(&game, 2), 5 + 5);
}

#[test]
fn toll_card_takes_what_the_builder_has_when_short_of_two() {
    // A house rule where doors earn nothing leaves the builder short.
    let mut rewards = Config::default().rewards;
    rewards.door = Reward { base: 0, per: 0 };
    let door = [(Card::Artisan, 2), (Card::Standard(Wood), 3)];
    let both = [(Card::Artisan, 4), (Card::Standard(Wood), 6)];
    let mut game = cult_card_setup(2, CultCard::Toll, 0, &both, rewards);
    let mut s = game.setup();
    s.players[0].scarabs = 1;
    s.players[2].scarabs = 5;
    game = Game::from_setup(s).unwrap();
    let events = build(
        &mut game,
        Piece::Door {
            side: DoorSide::Left,
        },
        pay(&door),
    );
    assert!(events.contains(&Event::ScarabsPaid {
        from: Seat(0),
        to: Seat(2),
        scarabs: 1
    }));
    assert_eq!((scarabs(&game, 0), scarabs(&game, 2)), (0, 6));
    // With nothing left, nothing is paid.
    let events = build(
        &mut game,
        Piece::Door {
            side: DoorSide::Right,
        },
        pay(&door),
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::ScarabsPaid { .. })));
    assert_eq!((scarabs(&game, 0), scarabs(&game, 2)), (0, 6));
}

#[test]
fn marker_card_goes_under_the_largest_statue_and_its_squares_count_twice_at_the_end() {
    // Cleopatra on 4; the last wall ends the game. Seat 0 owns a 6-square sanctuary with a statue
    // (and the Sphinx card) and a 3-square one, builds the second statue, keeps the Marker card.
    let mut s = blank(cult(3));
    s.board.sphinxes = [3, 3];
    s.board.obelisks = [true, true];
    s.board.doors = [true, true];
    s.board.pedestal = true;
    s.board.throne = true;
    s.board.walls = [true; 9];
    s.board.walls[WallSlot::B2.index()] = false;
    s.board.counted = vec![
        Category::Sphinxes,
        Category::Obelisks,
        Category::Doors,
        Category::Throne,
    ];
    s.board.cleopatra = 4;
    let large = owns(&mut s, 0, &block(0, 0, 3, 2));
    let small = owns(&mut s, 0, &block(6, 0, 3, 1));
    statue_with(&mut s, large, CultCard::Sphinx);
    s.players[0].amulets = 20;
    give_all(&mut s, 0, STATUE_STANDARD);
    give_all(&mut s, 0, WALL_WOOD_STONE);
    let mut game = Game::from_setup(s).unwrap();
    ok(
        &mut game,
        Action::BuildStatue {
            sanctuary: small,
            payment: pay(STATUE_STANDARD),
        },
    );
    let events = ok(
        &mut game,
        Action::ChooseCultCard {
            card: CultCard::Marker,
        },
    );
    assert_eq!(
        events[1],
        Event::MarkerPlaced {
            seat: Seat(0),
            sanctuary: large,
            squares: 6
        },
        "under the statue on the largest sanctuary, not the newest"
    );
    assert!(game.board().sanctuaries[usize::from(large)].marker);
    assert!(!game.board().sanctuaries[usize::from(small)].marker);
    assert_eq!(game.view(None).extras.statues_left, 0);
    build(
        &mut game,
        Piece::Wall { slot: WallSlot::B2 },
        pay(WALL_WOOD_STONE),
    );
    let events = ok(&mut game, Action::EndQuarryVisit);
    assert!(events.contains(&Event::FinalTurns { trigger: Seat(0) }));
    market(&mut game, 0);
    market(&mut game, 1);
    let score = game.result().expect("the game is over");
    let me = score.players.0[0];
    assert_eq!(me.amulets_with_hand, 20);
    // 6 marked squares remove 2 each, 3 unmarked squares 1 each: 20 − 12 − 3.
    assert_eq!(me.amulets_after_sanctuaries, 5);
}

#[test]
fn the_architects_bonus_reaches_a_statue_only_under_the_house_rule() {
    for (house_rule, bonus) in [(false, 0), (true, 4)] {
        let mut s = blank(config(3, |e| {
            e.cult_of_sobek = true;
            e.statue_architect_bonus = house_rule;
        }));
        s.sobek = [
            SobekTile::Architect,
            SobekTile::Vizier,
            SobekTile::Merchant,
            SobekTile::Beggar,
            SobekTile::Foreman,
        ];
        let mine = owns(&mut s, 0, &block(0, 0, 2, 2));
        give_all(&mut s, 0, STATUE_STANDARD);
        let mut game = Game::from_setup(s).unwrap();
        ok(
            &mut game,
            Action::ActivateSobek {
                tile: SobekTile::Architect,
            },
        );
        assert_eq!(scarabs(&game, 0), 5 - 2);
        let events = ok(
            &mut game,
            Action::BuildStatue {
                sanctuary: mine,
                payment: pay(STATUE_STANDARD),
            },
        );
        assert!(
            matches!(events[0], Event::StatueBuilt { scarabs, .. } if scarabs == bonus),
            "{events:?}"
        );
        assert_eq!(scarabs(&game, 0), 3 + bonus);
    }
}

// ---- The Whims of Cleopatra ----

fn whims(players: usize, on: impl FnOnce(&mut Expansions)) -> Setup {
    let mut s = blank(config(players, |e| {
        e.whims_of_cleopatra = true;
        on(e)
    }));
    s.extras.die = Some(Category::Sphinxes);
    s
}

/// The bonus tiles with `top` on top (its first tile drawn first).
fn stack_with(top: &[Whim]) -> Vec<Whim> {
    let mut stack: Vec<Whim> = Whim::ALL.into_iter().filter(|w| !top.contains(w)).collect();
    stack.extend(top.iter().rev());
    stack
}

/// Seat 0 builds a left sphinx (the die's category) and draws the tile on top, `top`.
fn sphinx_then_whim(mut s: Setup, top: Whim) -> (Game, Vec<Event>) {
    s.whim_stack = stack_with(&[top]);
    give_all(&mut s, 0, SPHINX_WOOD);
    let mut game = Game::from_setup(s).unwrap();
    build(&mut game, LEFT_SPHINX, pay(SPHINX_WOOD));
    let events = ok(&mut game, Action::DrawWhim);
    assert_eq!(
        events[0],
        Event::WhimDrawn {
            seat: Seat(0),
            whim: top
        }
    );
    (game, events)
}

fn draws_listed(game: &Game) -> usize {
    game.legal_actions()
        .iter()
        .filter(|a| **a == Action::DrawWhim)
        .count()
}

#[test]
fn the_die_shows_a_category_at_setup() {
    for seed in 0..10 {
        let game = Game::new(config(3, |e| e.whims_of_cleopatra = true), seed).unwrap();
        let view = game.view(None);
        assert!(view.extras.die.is_some());
        assert_eq!(view.whims_left, 7);
    }
    let view = Game::new(Config::with_players(3), 0).unwrap().view(None);
    assert_eq!((view.extras.die, view.whims_left), (None, 0));
}

#[test]
fn a_piece_of_the_dies_category_lets_its_builder_draw_one_tile_per_visit() {
    let mut s = whims(3, |_| {});
    s.whim_stack = stack_with(&[Whim::Scarabs, Whim::OpponentsTakeAmulet]);
    give_all(&mut s, 0, &[(Card::Artisan, 3), (Card::Standard(Wood), 5)]);
    give(&mut s, 0, Card::Standard(Stone), 1);
    let mut game = Game::from_setup(s).unwrap();
    assert_eq!(draws_listed(&game), 0);
    assert_eq!(
        refused(&mut game, Action::DrawWhim),
        RuleError::NoWhimToDraw
    );
    // A wall is not the die's category.
    build(
        &mut game,
        Piece::Wall { slot: WallSlot::L1 },
        pay(WALL_WOOD_STONE),
    );
    assert_eq!(draws_listed(&game), 0);
    build(&mut game, LEFT_SPHINX, pay(SPHINX_WOOD));
    assert_eq!(draws_listed(&game), 1);
    build(&mut game, LEFT_SPHINX, pay(SPHINX_WOOD));
    assert_eq!(draws_listed(&game), 1, "two sphinxes, still one tile");
    ok(&mut game, Action::DrawWhim);
    assert_eq!(draws_listed(&game), 0);
    assert_eq!(
        refused(&mut game, Action::DrawWhim),
        RuleError::NoWhimToDraw
    );
    assert_eq!(game.view(None).whims_left, 6);
}

#[test]
fn a_draw_not_taken_is_lost_when_the_visit_ends() {
    let mut s = whims(3, |_| {});
    s.extras.die = Some(Category::Sphinxes);
    give_all(&mut s, 0, SPHINX_WOOD);
    s.sobek = [
        SobekTile::Vizier,
        SobekTile::Architect,
        SobekTile::Merchant,
        SobekTile::Beggar,
        SobekTile::Foreman,
    ];
    let mut game = Game::from_setup(s).unwrap();
    // The Vizier keeps the turn going after the visit.
    ok(
        &mut game,
        Action::ActivateSobek {
            tile: SobekTile::Vizier,
        },
    );
    build(&mut game, LEFT_SPHINX, pay(SPHINX_WOOD));
    assert_eq!(draws_listed(&game), 1);
    ok(&mut game, Action::EndQuarryVisit);
    assert_eq!(game.active(), Seat(0));
    assert_eq!(
        refused(&mut game, Action::DrawWhim),
        RuleError::NoWhimToDraw
    );
    assert_eq!(game.view(None).whims_left, 7);
}

#[test]
fn with_a_tile_per_piece_two_pieces_give_two_draws() {
    let mut s = whims(3, |e| e.whim_per_piece = true);
    s.whim_stack = stack_with(&[Whim::Scarabs, Whim::OpponentsTakeAmulet]);
    give_all(&mut s, 0, &[(Card::Artisan, 2), (Card::Standard(Wood), 4)]);
    let mut game = Game::from_setup(s).unwrap();
    build(&mut game, LEFT_SPHINX, pay(SPHINX_WOOD));
    build(&mut game, LEFT_SPHINX, pay(SPHINX_WOOD));
    assert_eq!(game.turn().whim_draws, 2);
    assert_eq!(draws_listed(&game), 1, "one action, taken twice");
    ok(&mut game, Action::DrawWhim);
    ok(&mut game, Action::DrawWhim);
    assert_eq!(
        refused(&mut game, Action::DrawWhim),
        RuleError::NoWhimToDraw
    );
    // 5 + 3 + 4 for the sphinxes, + 3 for the first tile; the second gave the others an amulet.
    assert_eq!(scarabs(&game, 0), 5 + 3 + 4 + 3);
    assert_eq!([amulets(&game, 1), amulets(&game, 2)], [1, 1]);
}

#[test]
fn whim_1_returns_two_amulets_never_below_zero() {
    for (had, left) in [(3, 1), (1, 0), (0, 0)] {
        let mut s = whims(3, |_| {});
        s.players[0].amulets = had;
        let (game, _) = sphinx_then_whim(s, Whim::ReturnAmulets);
        assert_eq!(amulets(&game, 0), left, "from {had}");
        assert_eq!(game.view(None).extras.whims_out, vec![Whim::ReturnAmulets]);
    }
}

#[test]
fn whim_2_gives_each_opponent_an_amulet() {
    let (game, _) = sphinx_then_whim(whims(3, |_| {}), Whim::OpponentsTakeAmulet);
    assert_eq!(
        [amulets(&game, 0), amulets(&game, 1), amulets(&game, 2)],
        [0, 1, 1]
    );
}

#[test]
fn whim_3_gives_three_scarabs() {
    let (game, _) = sphinx_then_whim(whims(3, |_| {}), Whim::Scarabs);
    assert_eq!(scarabs(&game, 0), 5 + 3 + 3);
}

#[test]
fn whim_4_takes_a_scarab_from_each_opponent_who_has_one() {
    let mut s = whims(3, |_| {});
    s.players[1].scarabs = 4;
    s.players[2].scarabs = 0;
    let (game, events) = sphinx_then_whim(s, Whim::ScarabFromEach);
    let paid: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::ScarabsPaid { .. }))
        .collect();
    assert_eq!(
        paid,
        vec![&Event::ScarabsPaid {
            from: Seat(1),
            to: Seat(0),
            scarabs: 1
        }]
    );
    assert_eq!(
        [scarabs(&game, 0), scarabs(&game, 1), scarabs(&game, 2)],
        [5 + 3 + 1, 3, 0]
    );
}

#[test]
fn whim_5_is_kept_and_saves_two_artisans_on_a_later_visit_only() {
    // Two players, so seat 0's next visit comes after one turn of seat 1.
    let mut s = whims(2, |_| {});
    give_all(
        &mut s,
        0,
        &[(Card::Artisan, 1), (Card::Standard(Marble), 4)],
    );
    let (mut game, _) = sphinx_then_whim(s, Whim::Artisans);
    assert_eq!(game.player(Seat(0)).whims, vec![Whim::Artisans]);
    assert_eq!(
        game.view(Some(Seat(1))).players[0].whims,
        vec![Whim::Artisans],
        "public"
    );
    assert!(game.view(None).extras.whims_out.is_empty());
    let mut obelisk = pay(&[(Card::Artisan, 1), (Card::Standard(Marble), 4)]);
    obelisk.artisan_whim = true;
    let action = Action::Build {
        piece: Piece::Obelisk { row: Row::Left },
        payment: obelisk,
    };
    assert!(!game.legal_actions().contains(&action));
    assert_eq!(
        refused(&mut game, action),
        RuleError::WhimUnavailable(Whim::Artisans)
    );
    ok(&mut game, Action::EndQuarryVisit);
    market(&mut game, 0);
    assert_eq!(game.active(), Seat(0));
    assert!(game.legal_actions().contains(&action));
    let events = ok(&mut game, action);
    // 1 artisan instead of 3; the left row holds one sphinx: 10 + 2.
    assert_eq!(built_scarabs(&events), 12);
    assert_eq!(game.player(Seat(0)).hand.total(), 0);
    assert!(game.player(Seat(0)).whims.is_empty());
    assert_eq!(game.view(None).extras.whims_out, vec![Whim::Artisans]);
}

#[test]
fn whim_6_is_kept_and_saves_two_resource_units_on_a_later_visit_only() {
    let mut s = whims(2, |_| {});
    give_all(&mut s, 0, &[(Card::Artisan, 2), (Card::Standard(Stone), 1)]);
    let (mut game, _) = sphinx_then_whim(s, Whim::Resources);
    let mut door = pay(&[(Card::Artisan, 2), (Card::Standard(Stone), 1)]);
    door.resource_whim = true;
    let action = Action::Build {
        piece: Piece::Door {
            side: DoorSide::Right,
        },
        payment: door,
    };
    assert_eq!(
        refused(&mut game, action),
        RuleError::WhimUnavailable(Whim::Resources)
    );
    ok(&mut game, Action::EndQuarryVisit);
    market(&mut game, 0);
    assert!(game.legal_actions().contains(&action));
    let events = ok(&mut game, action);
    // 1 stone instead of 3 identical resources.
    assert_eq!(built_scarabs(&events), 5);
    assert_eq!(game.player(Seat(0)).hand.total(), 0);
    assert_eq!(game.view(None).extras.whims_out, vec![Whim::Resources]);
}

#[test]
fn whim_7_takes_the_smallest_stall_without_refilling() {
    let mut s = whims(3, |_| {});
    set_stall(&mut s, 0, &[(Card::Artisan, true), (Card::Cave, false)]);
    set_stall(&mut s, 1, &[(Card::Standard(Lapis), true)]);
    set_stall(
        &mut s,
        2,
        &[
            (Card::Artisan, true),
            (Card::Artisan, true),
            (Card::Artisan, true),
        ],
    );
    s.whim_stack = stack_with(&[Whim::SmallestStall]);
    give_all(&mut s, 0, SPHINX_WOOD);
    let mut game = Game::from_setup(s).unwrap();
    build(&mut game, LEFT_SPHINX, pay(SPHINX_WOOD));
    let deck = game.view(None).deck_size as usize;
    let events = ok(&mut game, Action::DrawWhim);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::StallTaken { stall: 1, .. })));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::StallRefilled { .. })));
    assert_eq!(stall_sizes(&game), vec![2, 0, 3]);
    assert_eq!(game.view(None).deck_size as usize, deck);
    assert_eq!(
        game.player(Seat(0)).hand,
        cleopatra::Cards::one(Card::Standard(Lapis))
    );
    // The quarry visit goes on.
    assert!(game.legal_actions().contains(&Action::EndQuarryVisit));
    ok(&mut game, Action::EndQuarryVisit);
    assert_eq!(game.active(), Seat(1));
}

#[test]
fn whim_7_with_a_tie_lets_the_drawer_pick_among_the_smallest_only() {
    let mut s = whims(3, |_| {});
    set_stall(&mut s, 0, &[(Card::Standard(Stone), true)]);
    set_stall(&mut s, 1, &[(Card::Artisan, true), (Card::Cave, true)]);
    set_stall(&mut s, 2, &[(Card::Standard(Lapis), false)]);
    let (mut game, _) = sphinx_then_whim(s, Whim::SmallestStall);
    assert_eq!(
        game.view(None).pending,
        Pending::WhimStall { stalls: vec![0, 2] }
    );
    assert_eq!(
        game.legal_actions(),
        vec![
            Action::TakeStall { stall: 0 },
            Action::TakeStall { stall: 2 }
        ]
    );
    assert_eq!(
        refused(&mut game, Action::TakeStall { stall: 1 }),
        RuleError::NotSmallestStall(1)
    );
    assert!(matches!(
        refused(&mut game, Action::EndQuarryVisit),
        RuleError::NotNow { .. }
    ));
    let events = ok(&mut game, Action::TakeStall { stall: 2 });
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::StallRefilled { .. })));
    assert_eq!(stall_sizes(&game), vec![1, 2, 0]);
    assert_eq!(
        game.player(Seat(0)).hand,
        cleopatra::Cards::one(Card::Standard(Lapis))
    );
    assert_eq!(game.view(None).pending, Pending::Turn);
    assert!(game.legal_actions().contains(&Action::EndQuarryVisit));
}

#[test]
fn the_die_is_rolled_again_when_its_category_is_completed_while_tiles_remain() {
    let sphinx_right = Piece::Sphinx { row: Row::Right };
    let mut s = whims(3, |_| {});
    s.board.sphinxes = [3, 2];
    give_all(&mut s, 0, &[(Card::Artisan, 2), (Card::Standard(Wood), 4)]);
    let mut game = Game::from_setup(s.clone()).unwrap();
    let events = build(&mut game, sphinx_right, pay(SPHINX_WOOD));
    let rolled = events.iter().find_map(|e| match e {
        Event::WhimDieRolled { category } => Some(*category),
        _ => None,
    });
    let category = rolled.expect("the die is rolled");
    assert_ne!(category, Category::Sphinxes);
    assert_eq!(game.view(None).extras.die, Some(category));
    assert_eq!(draws_listed(&game), 1, "the tile earned is still drawn");

    // Not completed: no roll.
    let mut t = s.clone();
    t.board.sphinxes = [1, 2];
    let mut game = Game::from_setup(t).unwrap();
    let events = build(&mut game, sphinx_right, pay(SPHINX_WOOD));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::WhimDieRolled { .. })));
    assert_eq!(game.view(None).extras.die, Some(Category::Sphinxes));

    // Completed with no tile left: no roll either.
    s.whim_stack.clear();
    s.extras.whims_out = Whim::ALL.to_vec();
    let mut game = Game::from_setup(s).unwrap();
    let events = build(&mut game, sphinx_right, pay(SPHINX_WOOD));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::WhimDieRolled { .. })));
    assert_eq!(game.view(None).extras.die, Some(Category::Sphinxes));
    assert_eq!(
        refused(&mut game, Action::DrawWhim),
        RuleError::NoWhimToDraw
    );
}

// ---- The Wisdom of Bastet ----

fn bastet(players: usize, on: impl FnOnce(&mut Expansions)) -> Config {
    config(players, |e| {
        e.wisdom_of_bastet = true;
        on(e)
    })
}

/// Every card of a setup: hands, deck, stalls and discard pile.
fn all_cards(s: &Setup) -> cleopatra::Cards {
    let mut cards = cleopatra::Cards::EMPTY;
    for p in &s.players {
        cards.add_all(&p.hand);
    }
    for c in s
        .deck
        .iter()
        .chain(s.stalls.iter().flatten())
        .map(|d| d.card)
        .chain(s.discard.iter().copied())
    {
        cards.add(c);
    }
    cards
}

#[test]
fn bastet_makes_104_cards_and_no_starting_hand_holds_one() {
    for players in 2..=4 {
        for seed in 0..20 {
            let s = Game::new(bastet(players, |_| {}), seed).unwrap().setup();
            let cards = all_cards(&s);
            assert_eq!(cards.total(), 104);
            assert_eq!(cards[Card::Bastet], 10);
            assert!(s.players.iter().all(|p| p.hand[Card::Bastet] == 0));
            assert!(s.players.iter().all(|p| p.hand.total() == 3));
        }
        let s = Game::new(Config::with_players(players), 0).unwrap().setup();
        assert_eq!(all_cards(&s).total(), 94);
    }
}

#[test]
fn a_fixed_deck_never_deals_a_bastet_into_a_starting_hand() {
    // The deck is dealt from the top; a Bastet card there is passed over and stays in the deck.
    let mut config = bastet(3, |_| {});
    let mut order: Vec<DeckCard> = config
        .deck_cards()
        .into_iter()
        .map(|card| DeckCard {
            card,
            face_up: true,
        })
        .collect();
    order.sort_by_key(|d| d.card != Card::Bastet);
    config.fixed.deck = Some(order);
    let game = Game::new(config, 3).unwrap();
    game.check_invariants().unwrap();
    let s = game.setup();
    assert!(s
        .players
        .iter()
        .all(|p| p.hand.total() == 3 && p.hand[Card::Bastet] == 0));
    assert_eq!(all_cards(&s)[Card::Bastet], 10);
    // The ten Bastet cards stayed on top, in order: three fill the stalls, seven top the deck.
    assert!(s
        .stalls
        .iter()
        .all(|st| st.len() == 1 && st[0].card == Card::Bastet));
    assert!(s.deck.iter().rev().take(7).all(|d| d.card == Card::Bastet));
    assert_ne!(s.deck[s.deck.len() - 8].card, Card::Bastet);
}

#[test]
fn a_stall_with_bastet_gives_three_scarabs_and_the_statue_and_the_card_is_discarded() {
    let mut s = blank(bastet(3, |_| {}));
    set_stall(
        &mut s,
        0,
        &[(Card::Bastet, true), (Card::Standard(Wood), false)],
    );
    let discard = s.discard.len();
    let mut game = Game::from_setup(s).unwrap();
    let events = ok(&mut game, Action::TakeStall { stall: 0 });
    assert!(events.contains(&Event::BastetTaken {
        seat: Seat(0),
        cards: 1,
        scarabs: 3,
        from: None
    }));
    assert_eq!(scarabs(&game, 0), 8);
    assert_eq!(
        game.player(Seat(0)).hand,
        cleopatra::Cards::one(Card::Standard(Wood))
    );
    assert_eq!(game.view(None).extras.bastet, Some(Seat(0)));
    refill(&mut game);
    let s = game.setup();
    assert_eq!(s.discard.len(), discard + 1);
    assert_eq!(*s.discard.last().unwrap(), Card::Bastet);
}

#[test]
fn the_holder_of_the_statue_taking_bastet_again_gains_six() {
    let mut s = blank(bastet(3, |_| {}));
    s.extras.bastet = Some(Seat(0));
    set_stall(&mut s, 1, &[(Card::Bastet, false)]);
    let mut game = Game::from_setup(s).unwrap();
    let events = ok(&mut game, Action::TakeStall { stall: 1 });
    assert!(events.contains(&Event::BastetTaken {
        seat: Seat(0),
        cards: 1,
        scarabs: 6,
        from: None
    }));
    assert_eq!(scarabs(&game, 0), 11);
    assert_eq!(game.player(Seat(0)).hand.total(), 0);
}

#[test]
fn two_bastets_in_one_stall_give_three_or_six_with_a_reward_per_card() {
    for (per_card, gained) in [(false, 3), (true, 6)] {
        let mut s = blank(bastet(3, |e| e.bastet_per_card = per_card));
        set_stall(&mut s, 2, &[(Card::Bastet, true), (Card::Bastet, true)]);
        let mut game = Game::from_setup(s).unwrap();
        let events = ok(&mut game, Action::TakeStall { stall: 2 });
        assert!(events.contains(&Event::BastetTaken {
            seat: Seat(0),
            cards: 2,
            scarabs: gained,
            from: None
        }));
        assert_eq!(scarabs(&game, 0), 5 + gained);
    }
}

#[test]
fn the_statue_gives_its_holder_three_at_the_start_of_each_of_their_turns() {
    let mut s = blank(bastet(3, |_| {}));
    s.extras.bastet = Some(Seat(1));
    let mut game = Game::from_setup(s).unwrap();
    let events = market(&mut game, 0);
    let start = events
        .iter()
        .position(|e| *e == Event::TurnStarted { seat: Seat(1) })
        .expect("seat 1's turn");
    assert_eq!(
        events[start + 1],
        Event::BastetBlessing {
            seat: Seat(1),
            scarabs: 3
        }
    );
    assert_eq!(scarabs(&game, 1), 8);
    let events = market(&mut game, 0);
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::BastetBlessing { .. })));
    assert_eq!(scarabs(&game, 2), 5);
    market(&mut game, 0);
    market(&mut game, 0);
    assert_eq!(scarabs(&game, 1), 11, "again on seat 1's next turn");
}

#[test]
fn the_statue_moves_when_another_player_takes_a_bastet_stall() {
    let mut s = blank(bastet(3, |_| {}));
    s.extras.bastet = Some(Seat(2));
    set_stall(&mut s, 0, &[(Card::Bastet, true)]);
    let mut game = Game::from_setup(s).unwrap();
    let events = market(&mut game, 0);
    assert!(events.contains(&Event::BastetTaken {
        seat: Seat(0),
        cards: 1,
        scarabs: 3,
        from: Some(Seat(2))
    }));
    assert_eq!(game.view(None).extras.bastet, Some(Seat(0)));
    assert_eq!((scarabs(&game, 0), scarabs(&game, 2)), (8, 5));
    // Seat 1's turn ends and seat 2's begins: no blessing, seat 2 lost the statue.
    let events = market(&mut game, 1);
    assert!(events.contains(&Event::TurnStarted { seat: Seat(2) }));
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::BastetBlessing { .. })));
    assert_eq!(scarabs(&game, 2), 5);
    // Seat 2's turn ends and seat 0's begins: blessed.
    let events = market(&mut game, 1);
    assert!(events.contains(&Event::BastetBlessing {
        seat: Seat(0),
        scarabs: 3
    }));
    assert_eq!(scarabs(&game, 0), 11);
}

#[test]
fn the_beggar_drawing_a_bastet_gives_the_scarabs_and_the_statue() {
    let mut s = blank(bastet(3, |_| {}));
    s.extras.bastet = Some(Seat(1));
    s.sobek = [
        SobekTile::Beggar,
        SobekTile::Vizier,
        SobekTile::Merchant,
        SobekTile::Architect,
        SobekTile::Foreman,
    ];
    deck_top(
        &mut s,
        &[
            Card::Artisan,
            Card::Standard(Wood),
            Card::Bastet,
            Card::Standard(Stone),
        ],
    );
    let mut game = Game::from_setup(s).unwrap();
    let events = ok(
        &mut game,
        Action::ActivateSobek {
            tile: SobekTile::Beggar,
        },
    );
    assert!(events.contains(&Event::BastetTaken {
        seat: Seat(0),
        cards: 1,
        scarabs: 3,
        from: Some(Seat(1))
    }));
    // 5 − 2 for the Beggar + 3; three of the four cards stay in hand.
    assert_eq!(scarabs(&game, 0), 6);
    let hand = game.player(Seat(0)).hand;
    assert_eq!(hand.total(), 3);
    assert_eq!(hand[Card::Bastet], 0);
    assert_eq!(game.view(None).extras.bastet, Some(Seat(0)));
}

// ---- Architects from Far Away ----

fn far(players: usize, on: impl FnOnce(&mut Expansions)) -> Setup {
    let mut s = blank(config(players, |e| {
        e.architects_from_far_away = true;
        on(e)
    }));
    s.far_architects = FarArchitect::ALL[..players - 1].to_vec();
    s
}

/// `seat` (active) completes the sphinxes, moving Cleopatra for the first time.
fn first_move(mut s: Setup, seat: usize) -> Game {
    s.board.sphinxes = [3, 2];
    s.active = Seat(seat as u8);
    give_all(&mut s, seat, SPHINX_WOOD);
    let mut game = Game::from_setup(s).unwrap();
    build(
        &mut game,
        Piece::Sphinx { row: Row::Right },
        pay(SPHINX_WOOD),
    );
    let events = ok(&mut game, Action::EndQuarryVisit);
    assert_eq!(
        events,
        vec![
            Event::CleopatraMoved {
                categories: vec![Category::Sphinxes],
                to: 1
            },
            Event::AuctionBegins
        ]
    );
    assert_eq!(game.view(None).pending, Pending::Auction);
    game
}

/// The bids, each by the seat the record asks; the last one's events.
fn bids(game: &mut Game, bids: &[(u8, u32)]) -> Vec<Event> {
    let mut events = Vec::new();
    for &(seat, scarabs) in bids {
        assert_eq!(game.to_act(), Some(Seat(seat)));
        events = ok(game, Action::Offer { scarabs });
    }
    events
}

fn pickers(events: &[Event]) -> Vec<Seat> {
    events
        .iter()
        .find_map(|e| match e {
            Event::AuctionRevealed { pickers, .. } => Some(pickers.clone()),
            _ => None,
        })
        .expect("the bids are revealed")
}

#[test]
fn players_minus_one_architects_lie_face_down() {
    for players in 2..=4 {
        let game = Game::new(config(players, |e| e.architects_from_far_away = true), 5).unwrap();
        let view = game.view(Some(Seat(0)));
        assert_eq!(view.far_architects_left as usize, players - 1);
        assert_eq!(view.far_architects, None, "face down");
        assert!(!view.extras.auction_held);
    }
}

#[test]
fn cleopatras_first_move_holds_the_auction_all_bids_lost_highest_picks_first() {
    let mut game = first_move(far(3, |_| {}), 0);
    assert_eq!(scarabs(&game, 0), 5 + 5);
    ok(&mut game, Action::Offer { scarabs: 3 });
    assert_eq!(
        refused(&mut game, Action::Offer { scarabs: 6 }),
        RuleError::BidTooHigh { bid: 6, scarabs: 5 }
    );
    let events = bids(&mut game, &[(1, 5), (2, 1)]);
    assert!(events.contains(&Event::AuctionRevealed {
        bids: vec![(Seat(1), 5), (Seat(0), 3), (Seat(2), 1)],
        pickers: vec![Seat(1), Seat(0)],
    }));
    assert_eq!(
        [scarabs(&game, 0), scarabs(&game, 1), scarabs(&game, 2)],
        [7, 0, 4]
    );
    assert_eq!(
        game.view(None).pending,
        Pending::ArchitectPick {
            picker: Seat(1),
            next: vec![Seat(0)]
        }
    );
    assert_eq!(game.to_act(), Some(Seat(1)));
    let left = vec![FarArchitect::Greek, FarArchitect::Gaulish];
    assert_eq!(game.view(Some(Seat(1))).far_architects, Some(left.clone()));
    assert_eq!(game.view(Some(Seat(0))).far_architects, None);
    assert_eq!(
        game.legal_actions(),
        left.iter()
            .map(|&architect| Action::ChooseArchitect { architect })
            .collect::<Vec<_>>()
    );
    assert_eq!(
        refused(
            &mut game,
            Action::ChooseArchitect {
                architect: FarArchitect::Roman
            }
        ),
        RuleError::ArchitectNotLeft(FarArchitect::Roman)
    );

    let events = ok(
        &mut game,
        Action::ChooseArchitect {
            architect: FarArchitect::Gaulish,
        },
    );
    let chosen = Event::ArchitectChosen {
        seat: Seat(1),
        architect: Some(FarArchitect::Gaulish),
    };
    assert_eq!(events, vec![chosen.clone()]);
    assert_eq!(chosen.for_viewer(Some(Seat(1))), chosen);
    for other in [Some(Seat(0)), Some(Seat(2)), None] {
        assert_eq!(
            chosen.for_viewer(other),
            Event::ArchitectChosen {
                seat: Seat(1),
                architect: None
            }
        );
        let view = game.view(other);
        assert_eq!(view.players[1].architects, None);
        assert_eq!(view.players[1].architect_count, 1);
    }
    assert_eq!(
        game.view(Some(Seat(1))).players[1].architects,
        Some(vec![FarArchitect::Gaulish])
    );
    assert_eq!(
        game.view(Some(Seat(0))).far_architects,
        Some(vec![FarArchitect::Greek])
    );
    ok(
        &mut game,
        Action::ChooseArchitect {
            architect: FarArchitect::Greek,
        },
    );
    let view = game.view(None);
    assert_eq!(view.far_architects_left, 0);
    assert!(view.extras.auction_held);
    assert_eq!((game.active(), view.pending), (Seat(1), Pending::Turn));
}

#[test]
fn the_lowest_bidder_and_zero_bidders_get_nothing() {
    let mut game = first_move(far(4, |_| {}), 0);
    let events = bids(&mut game, &[(0, 4), (1, 0), (2, 0), (3, 2)]);
    assert!(events.contains(&Event::AuctionRevealed {
        bids: vec![(Seat(0), 4), (Seat(3), 2), (Seat(1), 0), (Seat(2), 0)],
        pickers: vec![Seat(0), Seat(3)],
    }));
    for _ in 0..2 {
        let pick = game.legal_actions()[0];
        ok(&mut game, pick);
    }
    let view = game.view(None);
    assert_eq!(
        view.far_architects_left, 1,
        "the third card stays face down"
    );
    let counts: Vec<u32> = view.players.iter().map(|p| p.architect_count).collect();
    assert_eq!(counts, vec![1, 0, 0, 1]);
    assert_eq!(game.active(), Seat(1));

    // Nobody bids: nobody picks, and the game goes on.
    let mut game = first_move(far(3, |_| {}), 0);
    let events = bids(&mut game, &[(0, 0), (1, 0), (2, 0)]);
    assert_eq!(pickers(&events), vec![]);
    assert_eq!(game.view(None).far_architects_left, 2);
    assert_eq!(
        (game.active(), game.view(None).pending),
        (Seat(1), Pending::Turn)
    );
}

#[test]
fn tied_bids_pick_in_turn_order_from_the_active_player_or_reversed() {
    // Seat 1 moves Cleopatra; everyone bids 2.
    let game = first_move(far(3, |_| {}), 1);
    let mut g = game.clone();
    let events = bids(&mut g, &[(1, 2), (2, 2), (0, 2)]);
    assert_eq!(pickers(&events), vec![Seat(1), Seat(2)]);

    let game = first_move(far(3, |e| e.auction_ties_reversed = true), 1);
    let mut g = game.clone();
    let events = bids(&mut g, &[(1, 2), (2, 2), (0, 2)]);
    assert_eq!(pickers(&events), vec![Seat(0), Seat(2)]);
}

#[test]
fn the_auction_comes_before_the_offering_when_both_are_due() {
    let mut s = far(3, |_| {});
    s.board.sphinxes = [3, 3];
    s.board.obelisks = [true, true];
    s.board.doors = [true, true];
    s.board.walls = [true; 9];
    s.board.walls[WallSlot::B2.index()] = false;
    s.board.counted = vec![Category::Sphinxes, Category::Obelisks, Category::Doors];
    s.board.cleopatra = 3;
    give_all(&mut s, 0, WALL_WOOD_STONE);
    let mut game = Game::from_setup(s).unwrap();
    build(
        &mut game,
        Piece::Wall { slot: WallSlot::B2 },
        pay(WALL_WOOD_STONE),
    );
    let events = ok(&mut game, Action::EndQuarryVisit);
    assert_eq!(
        events,
        vec![
            Event::CleopatraMoved {
                categories: vec![Category::Walls],
                to: 4
            },
            Event::AuctionBegins
        ]
    );
    let events = bids(&mut game, &[(0, 1), (1, 0), (2, 0)]);
    assert_eq!(pickers(&events), vec![Seat(0)]);
    assert!(
        !events.contains(&Event::OfferingBegins),
        "not before the picks"
    );
    let events = ok(
        &mut game,
        Action::ChooseArchitect {
            architect: FarArchitect::Greek,
        },
    );
    assert_eq!(events.last(), Some(&Event::OfferingBegins));
    assert_eq!(game.view(None).pending, Pending::Offering);
    let events = bids(&mut game, &[(0, 0), (1, 0), (2, 0)]);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::OfferingRevealed { .. })));
    assert_eq!(game.active(), Seat(1));
}

/// Three players, seat 0 holding `held` (the other card face down), to play with `cards`.
fn holding(held: FarArchitect, cards: &[(Card, u8)]) -> Setup {
    holding_with(held, cards, |_| {})
}

/// [`holding`] with the expansions' values `on` sets.
fn holding_with(
    held: FarArchitect,
    cards: &[(Card, u8)],
    on: impl FnOnce(&mut Expansions),
) -> Setup {
    let mut s = far(3, on);
    s.extras.auction_held = true;
    s.far_architects = vec![FarArchitect::ALL.into_iter().find(|&a| a != held).unwrap()];
    s.players[0].architects = vec![held];
    give_all(&mut s, 0, cards);
    s
}

fn play(architect: FarArchitect) -> Action {
    Action::PlayArchitect { architect }
}

#[test]
fn greek_architect_tainted_cards_cost_no_amulets_for_that_visit() {
    let cards = [
        (Card::Artisan, 2),
        (Card::Tainted(Wood), 1),
        (Card::Cave, 1),
        (Card::Standard(Stone), 1),
    ];
    let sphinx = pay(&[(Card::Artisan, 1), (Card::Tainted(Wood), 1)]);
    let wall = pay(&[
        (Card::Artisan, 1),
        (Card::Cave, 1),
        (Card::Standard(Stone), 1),
    ]);
    // Without it: one amulet per red card.
    let mut game = Game::from_setup(holding(FarArchitect::Greek, &cards)).unwrap();
    build(&mut game, LEFT_SPHINX, sphinx);
    build(&mut game, Piece::Wall { slot: WallSlot::L1 }, wall);
    assert_eq!(amulets(&game, 0), 2);

    let mut game = Game::from_setup(holding(FarArchitect::Greek, &cards)).unwrap();
    assert_eq!(
        refused(&mut game, play(FarArchitect::Roman)),
        RuleError::ArchitectNotHeld(FarArchitect::Roman)
    );
    assert!(game.legal_actions().contains(&play(FarArchitect::Greek)));
    let events = ok(&mut game, play(FarArchitect::Greek));
    assert_eq!(
        events,
        vec![Event::ArchitectPlayed {
            seat: Seat(0),
            architect: FarArchitect::Greek
        }]
    );
    let events = build(&mut game, LEFT_SPHINX, sphinx);
    assert!(matches!(events[0], Event::Built { amulets: 0, .. }));
    let events = build(&mut game, Piece::Wall { slot: WallSlot::L1 }, wall);
    assert!(matches!(events[0], Event::Built { amulets: 0, .. }));
    assert_eq!(amulets(&game, 0), 0);
    assert!(game.player(Seat(0)).architects.is_empty());
    assert_eq!(
        game.view(None).extras.architects_out,
        vec![FarArchitect::Greek]
    );
    assert_eq!(
        refused(&mut game, play(FarArchitect::Greek)),
        RuleError::ArchitectNotHeld(FarArchitect::Greek)
    );
}

#[test]
fn gaulish_architect_no_hand_limit_decision_even_over_ten_cards() {
    let setup = || {
        let mut s = holding(FarArchitect::Gaulish, &[(Card::Artisan, 10)]);
        set_stall(
            &mut s,
            0,
            &[(Card::Cave, true), (Card::Standard(Wood), true)],
        );
        s
    };
    // Without it: 12 cards, the choice.
    let mut game = Game::from_setup(setup()).unwrap();
    market(&mut game, 0);
    assert_eq!(game.view(None).pending, Pending::HandLimit { excess: 2 });

    let mut game = Game::from_setup(setup()).unwrap();
    ok(&mut game, play(FarArchitect::Gaulish));
    market(&mut game, 0);
    assert_eq!(game.active(), Seat(1));
    assert_eq!(game.player(Seat(0)).hand.total(), 12);
    assert_eq!(amulets(&game, 0), 0);
    assert_eq!(
        game.view(None).extras.architects_out,
        vec![FarArchitect::Gaulish]
    );
}

#[test]
fn babylonian_architect_two_stalls_one_of_the_fewest_then_the_refill() {
    for (refill_cards, drawn) in [(3, 3), (2, 2)] {
        let mut s = holding_with(FarArchitect::Babylonian, &[], |e| {
            e.babylonian_refill = refill_cards
        });
        set_stall(&mut s, 0, &[(Card::Artisan, true), (Card::Cave, true)]);
        set_stall(&mut s, 1, &[(Card::Standard(Stone), true)]);
        set_stall(
            &mut s,
            2,
            &[
                (Card::Artisan, true),
                (Card::Artisan, false),
                (Card::Standard(Wood), true),
            ],
        );
        let deck = s.deck.len() as u32;
        let mut game = Game::from_setup(s).unwrap();
        assert_eq!(
            refused(
                &mut game,
                Action::TakeStalls {
                    first: 1,
                    second: 2
                }
            ),
            RuleError::MarketClosed,
            "two stalls only with the Babylonian"
        );
        ok(&mut game, play(FarArchitect::Babylonian));
        let takes: Vec<Action> = game
            .legal_actions()
            .into_iter()
            .filter(|a| matches!(a, Action::TakeStall { .. } | Action::TakeStalls { .. }))
            .collect();
        assert_eq!(
            takes,
            vec![
                Action::TakeStalls {
                    first: 0,
                    second: 1
                },
                Action::TakeStalls {
                    first: 1,
                    second: 2
                }
            ]
        );
        assert_eq!(
            refused(&mut game, Action::TakeStall { stall: 1 }),
            RuleError::TwoStallsToTake
        );
        assert_eq!(
            refused(
                &mut game,
                Action::TakeStalls {
                    first: 0,
                    second: 2
                }
            ),
            RuleError::BabylonianStalls {
                first: 0,
                second: 2
            }
        );
        ok(
            &mut game,
            Action::TakeStalls {
                first: 1,
                second: 2,
            },
        );
        assert_eq!(game.player(Seat(0)).hand.total(), 4);
        match game.view(None).pending {
            Pending::Refill { drawn: cards, open } => {
                assert_eq!(cards.len(), drawn);
                assert_eq!(open, vec![0, 1, 2]);
            }
            other => panic!("expected the refill, got {other:?}"),
        }
        assert_eq!(game.view(None).deck_size, deck - drawn as u32);
        refill(&mut game);
        let sizes = stall_sizes(&game);
        assert_eq!(sizes.iter().sum::<usize>(), 2 + drawn);
        assert_eq!(game.active(), Seat(1));
    }
}

#[test]
fn roman_architect_the_next_sobek_call_is_free_even_unaffordable() {
    let mut s = holding(FarArchitect::Roman, &[]);
    s.players[0].scarabs = 1;
    s.sobek = [
        SobekTile::Vizier,
        SobekTile::Architect,
        SobekTile::Merchant,
        SobekTile::Beggar,
        SobekTile::Foreman,
    ];
    let mut game = Game::from_setup(s.clone()).unwrap();
    assert_eq!(game.sobek_cost(SobekTile::Architect), SobekCost::Scarabs(4));
    assert!(matches!(
        refused(
            &mut game,
            Action::ActivateSobek {
                tile: SobekTile::Architect
            }
        ),
        RuleError::SobekUnaffordable { .. }
    ));
    ok(&mut game, play(FarArchitect::Roman));
    let events = ok(
        &mut game,
        Action::ActivateSobek {
            tile: SobekTile::Architect,
        },
    );
    assert_eq!(
        events,
        vec![Event::SobekActivated {
            seat: Seat(0),
            tile: SobekTile::Architect,
            cost: SobekCost::Scarabs(0)
        }]
    );
    assert_eq!((scarabs(&game, 0), amulets(&game, 0)), (1, 0));
    assert_eq!(
        game.view(None).extras.architects_out,
        vec![FarArchitect::Roman]
    );

    // On a tile that costs amulets (position 5: 3), none are taken.
    let mut game = Game::from_setup(s.clone()).unwrap();
    ok(&mut game, play(FarArchitect::Roman));
    ok(
        &mut game,
        Action::ActivateSobek {
            tile: SobekTile::Foreman,
        },
    );
    assert_eq!(amulets(&game, 0), 0);

    // Once a worshipper is called, it is too late for the Roman.
    s.players[0].scarabs = 5;
    let mut game = Game::from_setup(s).unwrap();
    ok(
        &mut game,
        Action::ActivateSobek {
            tile: SobekTile::Vizier,
        },
    );
    assert!(!game.legal_actions().contains(&play(FarArchitect::Roman)));
    assert_eq!(
        refused(&mut game, play(FarArchitect::Roman)),
        RuleError::ArchitectNotNow(FarArchitect::Roman)
    );
}

// ---- Saves ----

fn saved(name: &str) -> String {
    let path: std::path::PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests/data/saves", name]
        .iter()
        .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn old_saves_load_without_expansions_and_replay_identically() {
    for (file, actions, seats) in [
        ("format1-3p-mid-game.json", 121, vec![19, 21, 32]),
        ("format1-4p-mid-offering.json", 242, vec![56, 32, 33, 31]),
        ("format2-3p-start-overpaid.json", 99, vec![15, 21, 57]),
    ] {
        let save = Save::from_json(&saved(file)).unwrap();
        assert_eq!(save.config.expansions, Expansions::default(), "{file}");
        let mut events = Vec::new();
        let game = save.replay_each(|e| events.extend_from_slice(e)).unwrap();
        assert_eq!(game.history().len(), actions, "{file}");
        let got: Vec<u32> = (0..seats.len() as u8).map(|s| scarabs(&game, s)).collect();
        assert_eq!(got, seats, "{file}");
        assert!(
            !events.iter().any(|e| matches!(
                e,
                Event::StatueBuilt { .. }
                    | Event::WhimDieRolled { .. }
                    | Event::WhimDrawn { .. }
                    | Event::BastetTaken { .. }
                    | Event::BastetBlessing { .. }
                    | Event::AuctionBegins
                    | Event::ScarabsPaid { .. }
            )),
            "{file}"
        );
        let view = game.view(None);
        assert_eq!(view.extras, Extras::default(), "{file}");
        assert_eq!(
            (view.whims_left, view.far_architects_left),
            (0, 0),
            "{file}"
        );
        // Written again and read back: the same actions, the same game.
        let again = game.save();
        assert_eq!(again.actions, save.actions, "{file}");
        assert_eq!(Save::load(&again.to_json()).unwrap(), game, "{file}");
        assert_eq!(Save::load(&saved(file)).unwrap(), game, "{file}");
    }
}

fn every_expansion(players: usize) -> Config {
    config(players, |e| {
        e.cult_of_sobek = true;
        e.whims_of_cleopatra = true;
        e.wisdom_of_bastet = true;
        e.architects_from_far_away = true;
    })
}

#[test]
fn a_game_with_every_expansion_saves_and_loads_to_the_same_position() {
    // Random games played to a late point, with the auction held.
    let mut auctions = 0;
    for seed in 0..12u64 {
        let mut game = Game::new(every_expansion(2 + (seed % 3) as usize), seed).unwrap();
        let mut rng = cleopatra::GameRng::new(seed + 1);
        for _ in 0..400 {
            if game.is_over() {
                break;
            }
            let actions = game.legal_actions();
            ok(&mut game, actions[rng.below(actions.len() as u32) as usize]);
        }
        auctions += usize::from(game.view(None).extras.auction_held);
        let loaded = Save::load(&game.save().to_json()).unwrap();
        assert_eq!(loaded, game, "seed {seed}");
        assert_eq!(loaded.legal_actions(), game.legal_actions(), "seed {seed}");
    }
    assert!(auctions >= 6, "only {auctions} games held the auction");

    // A start position holding every expansion's parts.
    let mut s = blank(every_expansion(3));
    let mine = owns(&mut s, 0, &block(0, 0, 2, 2));
    statue_with(&mut s, mine, CultCard::Marker);
    s.board.sanctuaries[usize::from(mine)].marker = true;
    s.extras.bastet = Some(Seat(2));
    s.extras.die = Some(Category::Walls);
    s.whim_stack = stack_with(&[Whim::Scarabs]);
    s.whim_stack.retain(|&w| w != Whim::Resources);
    s.players[1].whims = vec![Whim::Resources];
    s.extras.auction_held = true;
    s.players[0].architects = vec![FarArchitect::Babylonian];
    s.far_architects = vec![FarArchitect::Roman];
    give_all(&mut s, 0, WALL_WOOD_STONE);
    let mut game = Game::from_setup(s).unwrap();
    build(
        &mut game,
        Piece::Wall { slot: WallSlot::L2 },
        pay(WALL_WOOD_STONE),
    );
    ok(&mut game, Action::DrawWhim);
    ok(&mut game, Action::EndQuarryVisit);
    let json = game.save().to_json();
    let loaded = Save::load(&json).unwrap();
    assert_eq!(loaded, game);
    assert_eq!(loaded.start(), game.start());
    assert_eq!(scarabs(&loaded, 0), 5 + 3 + 3);
    assert_eq!(loaded.view(None).extras.whims_out, vec![Whim::Scarabs]);
}

/// The Babylonian's two stalls are one market visit: with a Bastet card in each, Bastet rewards
/// the visit once (+3 and the statue), not once per stall.
#[test]
fn the_babylonians_two_bastet_stalls_reward_bastet_once() {
    let mut s = holding_with(FarArchitect::Babylonian, &[], |e| {
        e.wisdom_of_bastet = true;
    });
    set_stall(&mut s, 0, &[(Card::Bastet, true)]);
    set_stall(&mut s, 1, &[(Card::Bastet, true), (Card::Artisan, true)]);
    set_stall(&mut s, 2, &[(Card::Artisan, true), (Card::Artisan, true)]);
    let mut game = Game::from_setup(s).unwrap();
    let before = scarabs(&game, 0);
    ok(&mut game, play(FarArchitect::Babylonian));
    let events = ok(
        &mut game,
        Action::TakeStalls {
            first: 0,
            second: 1,
        },
    );
    let rewards: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::BastetTaken { .. }))
        .collect();
    assert_eq!(rewards.len(), 1);
    assert_eq!(scarabs(&game, 0), before + 3);
    assert_eq!(game.view(None).extras.bastet, Some(Seat(0)));
    assert_eq!(
        game.player(Seat(0)).hand.total(),
        1,
        "the artisan; Bastets go to the discard"
    );
}

/// An architect played for one thing cannot be wasted on another: after the Roman, the free
/// worshipper comes first; after the Greek, the Quarry comes before the Market.
#[test]
fn the_roman_and_the_greek_lead_to_what_they_are_for() {
    let mut game = Game::from_setup(holding(FarArchitect::Roman, &[])).unwrap();
    ok(&mut game, play(FarArchitect::Roman));
    assert_eq!(
        refused(&mut game, Action::TakeStall { stall: 0 }),
        RuleError::MarketClosed
    );
    assert!(game
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::ActivateSobek { .. } | Action::Pass)));
    ok(
        &mut game,
        Action::ActivateSobek {
            tile: SobekTile::Vizier,
        },
    );
    assert!(game
        .legal_actions()
        .contains(&Action::TakeStall { stall: 0 }));

    let mut game = Game::from_setup(holding(FarArchitect::Greek, &[(Card::Artisan, 1)])).unwrap();
    ok(&mut game, play(FarArchitect::Greek));
    assert_eq!(
        refused(&mut game, Action::TakeStall { stall: 0 }),
        RuleError::MarketClosed
    );
}
