//! Case 20: the stand-in generator (§9) and the committed deck (§9.5 invariants).

use pyramids::generator::{deck_json, generate_card, generate_deck, PROFILES};
use pyramids::{cards, CellKind, Colour, CARD_DATA};

#[test]
fn generator_reproduces_the_data_file() {
    assert_eq!(deck_json(&generate_deck()), CARD_DATA, "byte for byte");
    assert_eq!(generate_deck(), generate_deck(), "two runs agree");
}

#[test]
fn generator_reference_cards() {
    let one = generate_card(1);
    assert_eq!(one.colour, Colour::Green);
    assert_eq!(one.path_len, 9);
    assert_eq!(one.rows(), ["E#...", ".#..#", "r....", "...g.", "#k#.T"]);
    let last = generate_card(48);
    assert_eq!(last.colour, Colour::Purple);
    assert_eq!(last.path_len, 7);
    assert_eq!(last.rows(), [".E.#.", "#rk..", "#..##", ".g##.", "...T."]);
}

fn bfs(card: &pyramids::Card, from: usize) -> [Option<u8>; 25] {
    let mut dist = [None; 25];
    dist[from] = Some(0);
    let mut queue = vec![from];
    let mut i = 0;
    while i < queue.len() {
        let c = queue[i];
        i += 1;
        let (r, col) = (c / 5, c % 5);
        let mut next = vec![];
        if r > 0 {
            next.push(c - 5);
        }
        if r < 4 {
            next.push(c + 5);
        }
        if col > 0 {
            next.push(c - 1);
        }
        if col < 4 {
            next.push(c + 1);
        }
        for n in next {
            if card.cells[n] != CellKind::Wall && dist[n].is_none() {
                dist[n] = Some(dist[c].unwrap() + 1);
                queue.push(n);
            }
        }
    }
    dist
}

#[test]
fn generator_invariants() {
    let deck = cards();
    assert_eq!(deck.len(), 48);
    let mut per_colour = [[0u32; 7]; 3];
    let count =
        |c: &pyramids::Card, k: CellKind| c.cells.iter().filter(|&&x| x == k).count() as u32;
    for (i, c) in deck.iter().enumerate() {
        assert_eq!(usize::from(c.number), i + 1);
        assert_eq!(c.colour, Colour::ALL[i % 3]);
        let profile = PROFILES[i / 3];
        assert_eq!(count(c, CellKind::Entrance), 1);
        assert_eq!(count(c, CellKind::Tomb), 1);
        let e = c
            .cells
            .iter()
            .position(|&k| k == CellKind::Entrance)
            .unwrap();
        let t = c.cells.iter().position(|&k| k == CellKind::Tomb).unwrap();
        assert!(e < 5 && t >= 20, "E in row 0, T in row 4 on #{}", c.number);
        if profile.corner {
            assert_eq!((e, t), (0, 24));
        }
        let dist = bfs(c, e);
        let l = dist[t].expect("a path") + 1;
        assert_eq!(l, c.path_length);
        assert!(
            (profile.path.0..=profile.path.1).contains(&l),
            "#{} L {l}",
            c.number
        );
        let reachable = dist.iter().filter(|d| d.is_some()).count();
        assert!(reachable >= 14);
        for (kind, d) in c.cells.iter().zip(dist) {
            if *kind != CellKind::Wall {
                assert!(d.is_some(), "no unreachable non-wall cell on #{}", c.number);
            }
        }
        let counts = [
            count(c, CellKind::Red),
            count(c, CellKind::Green),
            count(c, CellKind::Skull),
            count(c, CellKind::Cross),
            count(c, CellKind::Torch),
            count(c, CellKind::Potion),
        ];
        assert_eq!(
            counts,
            [
                u32::from(profile.red),
                u32::from(profile.green),
                u32::from(profile.skulls),
                u32::from(profile.crosses),
                u32::from(profile.torches),
                u32::from(profile.potions)
            ],
            "#{}",
            c.number
        );
        assert!(counts.iter().sum::<u32>() <= 10);
        for (k, n) in counts.iter().enumerate() {
            per_colour[i % 3][k] += n;
        }
        per_colour[i % 3][6] += 1;
    }
    for colour in per_colour {
        assert_eq!(colour, [18, 18, 30, 7, 7, 4, 16]);
    }
    assert_eq!(deck[14].colour, Colour::Purple);
    assert_eq!(deck[32].colour, Colour::Purple);
}

/// The §9.5 balance check: the greedy player, 1,000 seeded games over 2–4 players. Targets: a mean
/// of 6.5–8.5 completed cards per player and a mean total of 95–135 points.
#[test]
fn generator_balance() {
    let (mut completed, mut points, mut players_seen) = (0u64, 0i64, 0u64);
    for seed in 0..1000u64 {
        let players = 2 + (seed % 3) as usize;
        let mut g = pyramids::Pyramids::new(pyramids::Config::with_players(players), seed).unwrap();
        while let Some(seat) = g.deciders().first() {
            let a = g.greedy_action(seat).unwrap();
            g.apply(seat, &a).unwrap();
        }
        for s in 0..players as u8 {
            let seat = pyramids::Seat(s);
            completed += u64::from(g.score_card(seat).completed);
            points += i64::from(g.score(seat));
            players_seen += 1;
        }
    }
    let cards = completed as f64 / players_seen as f64;
    let mean = points as f64 / players_seen as f64;
    println!("greedy balance: {cards:.2} cards, {mean:.1} points per player");
    assert!((6.5..=8.5).contains(&cards), "{cards:.2} cards");
    assert!((95.0..=135.0).contains(&mean), "{mean:.1} points");
}
