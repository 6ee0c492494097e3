//! The lesson ("Learn to play"): its script plays through to the hand-over.

use super::*;
use cleopatra::{Action, Category, Event};

/// The lesson's deal: two players, the first starts, the base game.
fn lesson_table(seed: u64) -> CleopatraTable {
    new_table(
        vec!["Ana".into(), "Bia".into()],
        vec![PlayerColour::Blue, PlayerColour::Green],
        Some(0),
        CleopatraOptions::default(),
        seed,
    )
    .unwrap()
}

/// The lesson plays through to its hand-over (every line in both languages, every other decision
/// at a step of the person's refused): the person has built a Sphinx, a Column Wall and a mosaic,
/// paid with tainted cards (5 amulets, the Beggar's 3 with them), and kept the mosaic's scarabs.
/// Many turns later the person's last Door Frame completes its category and Cleopatra walks to
/// step 4: the Offering, played. The person offers 10 of 80 scarabs, Nefertari 0: the person
/// returns 3 of 15 amulets and she takes 1.
#[test]
fn the_lesson_plays_through_to_its_hand_over() {
    let done = table_ui::lesson::check_with(lesson_table(105), table_ui::lesson_files!(), |t| {
        t.game.legal_actions()
    });
    assert_eq!(done.game.decisions(), 152);
    let view = done.game.view(Some(Seat(0)));
    let built: Vec<Category> = done
        .log
        .iter()
        .filter_map(|e| match e {
            Event::Built {
                seat: Seat(0),
                piece,
                ..
            } => Some(piece.category()),
            _ => None,
        })
        .collect();
    assert_eq!(
        built[..3],
        [Category::Sphinxes, Category::Walls, Category::Mosaics]
    );
    assert_eq!(
        built.last(),
        Some(&Category::Doors),
        "the last Door Frame, the person's"
    );

    // The Door Frames complete, Cleopatra walks to step 4 and the Offering begins at once.
    let begins = done
        .log
        .iter()
        .position(|e| matches!(e, Event::OfferingBegins))
        .unwrap();
    assert!(matches!(
        &done.log[begins - 1],
        Event::CleopatraMoved { categories, to: 4 } if categories == &[Category::Doors]
    ));
    assert_eq!(view.board.cleopatra, 4);
    let bids: Vec<_> = done.log[begins..]
        .iter()
        .filter_map(|e| match e {
            Event::OfferingBid { seat, scarabs } => Some((*seat, *scarabs)),
            _ => None,
        })
        .collect();
    assert_eq!(
        bids,
        [(Seat(0), Some(10)), (Seat(1), Some(0))],
        "the person bids first"
    );
    let results = done
        .log
        .iter()
        .find_map(|e| match e {
            Event::OfferingRevealed { results } => Some(results.clone()),
            _ => None,
        })
        .expect("the offerings revealed");
    let ranked: Vec<_> = results
        .iter()
        .map(|r| (r.seat, r.bid, r.rank, r.amulets))
        .collect();
    assert_eq!(ranked, [(Seat(0), 10, 1, -3), (Seat(1), 0, 2, 1)]);

    // What the coach says of it: 15 amulets before, 12 after; 80 scarabs, 10 offered; the two
    // sanctuaries' 10 squares.
    assert_eq!(view.players[0].amulets, Some(12));
    assert_eq!(view.players[0].scarabs, Some(70));
    let squares: Vec<u32> = view
        .board
        .sanctuaries
        .iter()
        .filter(|s| s.owner == Some(Seat(0)))
        .map(|s| s.area.len())
        .collect();
    assert_eq!(
        squares.iter().sum::<u32>(),
        10,
        "two sanctuaries: {squares:?}"
    );
    assert_eq!(squares.len(), 2);
    assert_eq!(view.players[0].anubis, 0, "both Anubis figures placed");
    assert_eq!(view.players[1].amulets, None, "her amulets stay hidden");
    assert_eq!(
        done.game.to_act(),
        Some(Seat(1)),
        "Nefertari's turn goes on after the hand-over"
    );
}

/// The lesson's table with every decision of its script played (its lesson not on: nothing is
/// skipped or refused), each decision and its events printed with `print`.
fn played_through(print: bool) -> CleopatraTable {
    let lesson: table::lesson::Lesson<Action> = table_ui::lesson_files!().lesson();
    let mut t = lesson_table(lesson.seed);
    for step in &lesson.steps {
        let a = match &step.expect {
            table::lesson::Expect::You(a)
            | table::lesson::Expect::Them(a)
            | table::lesson::Expect::Skip(a) => *a,
            table::lesson::Expect::Any => panic!("an any step"),
        };
        let mark = t.log.len();
        t.apply(TableAction::Play(a));
        assert_eq!(t.refusal, None, "{a:?}");
        if print {
            println!("#{} {}", t.game.decisions() - 1, step.say);
            for e in &t.log[mark..] {
                println!("    {e:?}");
            }
        }
    }
    t
}

/// Plays the lesson as far as it goes, then prints the position and the legal decisions.
#[test]
#[ignore]
fn dump_lesson() {
    let t = played_through(true);
    let seat = t.game.to_act().unwrap();
    let v = t.game.view(Some(seat));
    println!(
        "to act {seat:?} hand {:?} board {:?}",
        v.players[seat.0 as usize].hand.map(|h| h.to_string()),
        v.board.mosaics
    );
    for a in t.game.legal_actions().iter().take(20) {
        println!("  {}", serde_json::to_string(a).unwrap());
    }
}

/// Plays on from the script's end as a normal computer would, both seats (the bot's seed varied
/// by `LESSON_SALT`), and prints the decisions as the script's skip lines: until the Offering's
/// first decision, or, the Offering begun, `LESSON_MORE` decisions more (3 unless told), the
/// person's bid `LESSON_BID` (10 unless told). The raw material of the "many turns later" run.
#[test]
#[ignore]
fn draft_to_the_offering() {
    let env = |name: &str, or: u64| {
        std::env::var(name)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(or)
    };
    let (salt, bid) = (env("LESSON_SALT", 1), env("LESSON_BID", 10) as u32);
    let mut t = played_through(false);
    let begun = |t: &CleopatraTable| t.log.iter().any(|e| matches!(e, Event::OfferingBegins));
    let mut more = if begun(&t) {
        env("LESSON_MORE", 3)
    } else {
        u64::MAX
    };
    let budget = bot::Level::Normal.budget();
    while more > 0 {
        let seat = t.game.to_act().expect("someone decides");
        let action = match t.game.legal_actions().first() {
            Some(Action::Offer { .. }) if seat == Seat(0) => Action::Offer { scarabs: bid },
            _ => {
                let seed = bot::decision_seed(t.game.seed() ^ salt, t.game.decisions());
                bot::decide(t.game.position(), seat, &budget, seed)
                    .expect("a decision")
                    .action
            }
        };
        let mark = t.log.len();
        t.apply(TableAction::Play(action));
        assert_eq!(t.refusal, None);
        println!("skip | | | {}", serde_json::to_string(&action).unwrap());
        eprintln!("#{} seat {}: {action}", t.game.decisions() - 1, seat.0);
        for e in &t.log[mark..] {
            eprintln!("    {e:?}");
        }
        more = if more == u64::MAX && begun(&t) {
            0
        } else {
            more - 1
        };
    }
    for s in 0..2 {
        let p = t.game.player(Seat(s));
        eprintln!(
            "seat {s}: scarabs {} amulets {} hand {:?}",
            p.scarabs, p.amulets, p.hand
        );
    }
    eprintln!(
        "decisions {} cleopatra {} to act {:?}",
        t.game.decisions(),
        t.game.board().cleopatra,
        t.game.to_act()
    );
}
