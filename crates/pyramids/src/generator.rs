//! The stand-in card generator of the spec's §9: a seeded, deterministic maker of the 48 pyramid
//! cards, whose output is committed as `data/pyramid_cards.json` and loaded by the game. The game
//! never calls it; a test checks that it still reproduces the file byte for byte.

use crate::card::{Colour, GRID, SIDE};

/// The generator's seed: the ASCII for "PYRAMIDS".
pub const DECK_SEED: u64 = 0x5059_5241_4D49_4453;
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// SplitMix64 (§9.2).
#[derive(Debug, Clone)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A stream seeded with `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64-bit output.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(GOLDEN);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// `next() mod n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<T: Copy>(&mut self, list: &[T]) -> T {
        list[self.below(list.len() as u64) as usize]
    }

    fn shuffle<T>(&mut self, list: &mut [T]) {
        for i in (1..list.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            list.swap(i, j);
        }
    }
}

/// One row of the profile table (§9.3).
#[derive(Debug, Clone, Copy)]
pub struct Profile {
    /// Entrance top-left and tomb bottom-right, rather than anywhere in rows 0 and 4.
    pub corner: bool,
    /// Path cells, least and most.
    pub path: (u8, u8),
    /// Walls drawn, least and most.
    pub walls: (u8, u8),
    /// Red gems.
    pub red: u8,
    /// Green gems.
    pub green: u8,
    /// Skulls.
    pub skulls: u8,
    /// Whether the first skull lies on a shortest path.
    pub skull_on_path: bool,
    /// Red crosses.
    pub crosses: u8,
    /// Torches.
    pub torches: u8,
    /// Potions.
    pub potions: u8,
}

const fn p(
    corner: bool,
    path: (u8, u8),
    walls: (u8, u8),
    gems: (u8, u8),
    skulls: u8,
    skull_on_path: bool,
    extras: (u8, u8, u8),
) -> Profile {
    Profile {
        corner,
        path,
        walls,
        red: gems.0,
        green: gems.1,
        skulls,
        skull_on_path,
        crosses: extras.0,
        torches: extras.1,
        potions: extras.2,
    }
}

/// The 16 profiles of §9.3; card n uses profile (n − 1) div 3.
pub const PROFILES: [Profile; 16] = [
    p(true, (9, 10), (4, 6), (1, 1), 1, false, (0, 0, 0)),
    p(true, (9, 11), (5, 7), (1, 1), 2, true, (1, 1, 0)),
    p(true, (9, 11), (5, 7), (1, 1), 2, true, (0, 0, 1)),
    p(true, (10, 12), (6, 8), (1, 1), 2, true, (1, 1, 0)),
    p(true, (9, 10), (4, 6), (2, 1), 3, true, (0, 1, 1)),
    p(true, (10, 12), (6, 8), (1, 1), 1, false, (1, 0, 0)),
    p(true, (11, 13), (6, 9), (2, 2), 2, true, (1, 1, 0)),
    p(true, (9, 11), (5, 7), (1, 1), 2, false, (0, 1, 1)),
    p(false, (7, 8), (5, 7), (1, 1), 2, true, (0, 0, 0)),
    p(false, (7, 9), (5, 7), (1, 1), 2, true, (0, 1, 0)),
    p(false, (8, 9), (5, 8), (1, 1), 1, false, (1, 0, 0)),
    p(false, (8, 10), (6, 8), (1, 1), 3, true, (0, 0, 1)),
    p(false, (7, 9), (5, 7), (1, 1), 2, true, (1, 1, 0)),
    p(false, (8, 10), (6, 8), (1, 2), 1, false, (0, 0, 0)),
    p(false, (9, 11), (6, 9), (1, 1), 3, true, (1, 0, 0)),
    p(false, (7, 8), (5, 7), (1, 1), 1, false, (0, 0, 0)),
];

/// A generated card: its number, colour and the 25 cell codes of §1.1, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    /// 1–48.
    pub number: u8,
    /// Its colour.
    pub colour: Colour,
    /// Cell codes (`#`, `E`, `T`, `.`, `r`, `g`, `t`, `k`, `p`, `x`), row-major.
    pub cells: [u8; GRID],
    /// Path cells from E to T, both included.
    pub path_len: u8,
}

impl Generated {
    /// The five rows as text.
    pub fn rows(&self) -> [String; SIDE] {
        std::array::from_fn(|r| {
            String::from_utf8(self.cells[r * SIDE..(r + 1) * SIDE].to_vec()).expect("ascii")
        })
    }
}

fn neighbours(c: usize) -> impl Iterator<Item = usize> {
    let (r, col) = (c / SIDE, c % SIDE);
    let mut out = [usize::MAX; 4];
    if r > 0 {
        out[0] = c - SIDE;
    }
    if r + 1 < SIDE {
        out[1] = c + SIDE;
    }
    if col > 0 {
        out[2] = c - 1;
    }
    if col + 1 < SIDE {
        out[3] = c + 1;
    }
    out.into_iter().filter(|&n| n != usize::MAX)
}

fn bfs(from: usize, wall: &[bool; GRID]) -> [Option<u8>; GRID] {
    let mut dist = [None; GRID];
    dist[from] = Some(0);
    let mut queue = vec![from];
    let mut i = 0;
    while i < queue.len() {
        let c = queue[i];
        i += 1;
        let d = dist[c].expect("queued");
        for n in neighbours(c) {
            if !wall[n] && dist[n].is_none() {
                dist[n] = Some(d + 1);
                queue.push(n);
            }
        }
    }
    dist
}

/// Card `number` (1–48), following §9.4.
pub fn generate_card(number: u8) -> Generated {
    let n = u64::from(number);
    let mut rng = SplitMix64::new(DECK_SEED ^ n.wrapping_mul(GOLDEN));
    let colour = Colour::ALL[(usize::from(number) - 1) % 3];
    let profile = PROFILES[(usize::from(number) - 1) / 3];
    loop {
        if let Some((cells, path_len)) = attempt(&mut rng, &profile) {
            return Generated {
                number,
                colour,
                cells,
                path_len,
            };
        }
    }
}

fn attempt(rng: &mut SplitMix64, profile: &Profile) -> Option<([u8; GRID], u8)> {
    let (e, t) = if profile.corner {
        (0, GRID - 1)
    } else {
        let e = rng.below(SIDE as u64) as usize;
        let t = 4 * SIDE + rng.below(SIDE as u64) as usize;
        (e, t)
    };
    let (wmin, wmax) = profile.walls;
    let nw = u64::from(wmin) + rng.below(u64::from(wmax - wmin) + 1);
    let mut cells: Vec<usize> = (0..GRID).filter(|&c| c != e && c != t).collect();
    rng.shuffle(&mut cells);
    let mut wall = [false; GRID];
    for &c in &cells[..nw as usize] {
        wall[c] = true;
    }
    let from_e = bfs(e, &wall);
    let dist_et = from_e[t]?;
    let path_len = dist_et + 1;
    if path_len < profile.path.0 || path_len > profile.path.1 {
        return None;
    }
    if from_e.iter().filter(|d| d.is_some()).count() < 14 {
        return None;
    }
    let from_t = bfs(t, &wall);
    let reachable = |c: usize| from_e[c].is_some();
    let on_path = |c: usize| {
        reachable(c)
            && from_e[c].expect("reachable") + from_t[c].expect("reachable from T") == dist_et
    };
    let inner = |c: &usize| *c != e && *c != t && reachable(*c);
    let pp: Vec<usize> = (0..GRID).filter(inner).filter(|&c| on_path(c)).collect();
    let nn: Vec<usize> = (0..GRID)
        .filter(inner)
        .filter(|&c| !on_path(c) && neighbours(c).any(|m| pp.contains(&m)))
        .collect();
    let ff: Vec<usize> = (0..GRID)
        .filter(inner)
        .filter(|c| !pp.contains(c) && !nn.contains(c))
        .collect();
    let cat = |a: &[usize], b: &[usize]| -> Vec<usize> { a.iter().chain(b).copied().collect() };
    let pnf = cat(&cat(&pp, &nn), &ff);
    let nf = cat(&nn, &ff);
    let pn = cat(&pp, &nn);

    let mut symbol = [0u8; GRID];
    let mut ok = true;
    let mut place = |rng: &mut SplitMix64, kind: u8, pools: &[&[usize]]| {
        for pool in pools {
            let free: Vec<usize> = pool.iter().copied().filter(|&c| symbol[c] == 0).collect();
            if !free.is_empty() {
                symbol[rng.pick(&free)] = kind;
                return;
            }
        }
        ok = false;
    };
    for i in 0..profile.skulls {
        if i == 0 {
            if profile.skull_on_path {
                place(rng, b'k', &[&pp]);
            } else {
                place(rng, b'k', &[&nn, &ff, &pp]);
            }
        } else {
            place(rng, b'k', &[&pnf]);
        }
    }
    for kind in std::iter::repeat_n(b'r', usize::from(profile.red))
        .chain(std::iter::repeat_n(b'g', usize::from(profile.green)))
    {
        if rng.below(2) == 0 {
            place(rng, kind, &[&pp]);
        } else {
            place(rng, kind, &[&nf, &pp]);
        }
    }
    for _ in 0..profile.torches {
        place(rng, b't', &[&nf, &pp]);
    }
    for _ in 0..profile.potions {
        place(rng, b'p', &[&pnf]);
    }
    for _ in 0..profile.crosses {
        place(rng, b'x', &[&pn, &ff]);
    }
    if !ok {
        return None;
    }
    let mut out = [b'.'; GRID];
    for c in 0..GRID {
        out[c] = if c == e {
            b'E'
        } else if c == t {
            b'T'
        } else if wall[c] || !reachable(c) {
            b'#'
        } else if symbol[c] != 0 {
            symbol[c]
        } else {
            b'.'
        };
    }
    Some((out, path_len))
}

/// All 48 cards, #1 first.
pub fn generate_deck() -> Vec<Generated> {
    (1..=48).map(generate_card).collect()
}

/// The data file's text for `deck`: one card per line, as `data/pyramid_cards.json` holds it.
pub fn deck_json(deck: &[Generated]) -> String {
    let mut out = String::from("[\n");
    for (i, card) in deck.iter().enumerate() {
        let rows = card.rows().map(|r| format!("\"{r}\"")).join(", ");
        out.push_str(&format!(
            "  {{ \"number\": {}, \"colour\": \"{}\", \"pathLength\": {}, \"rows\": [{rows}] }}{}\n",
            card.number,
            card.colour.name(),
            card.path_len,
            if i + 1 < deck.len() { "," } else { "" }
        ));
    }
    out.push_str("]\n");
    out
}
