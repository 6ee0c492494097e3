//! Cleopatra's short game codes (`CLEO1-…`, `CLEO2-…`): a game with the usual settings as a line
//! of text, each decision as its place among the legal actions.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use cleopatra::{Action, Card, Config, LoadError};

use crate::game::CleopatraTable;
use table::PlayerColour;
use table::RecordError;

/// The prefix of a game code; the digit is the code's version. Version 2 is written only for a
/// game with an overpayment in it (see [`code`]); every version-1 code still reads.
pub const CODE_PREFIX: &str = "CLEO1-";
/// The prefix of a code holding an overpayment, which version 1 cannot write.
pub const CODE_PREFIX_2: &str = "CLEO2-";

/// A short code for a game with the usual settings: the players, colours, start seat and seed,
/// then each decision as its position among the core's legal actions at that moment, and a
/// checksum of the decisions, so a mistyped code is refused rather than read as another game.
/// A build overpaid (the core lists only minimal payments) is written as the listed build it
/// holds, numbered past the end of the list, then the cards on top (see [`Overpayment`]).
/// `None` when the settings are not the usual ones or a name is very long (the game then travels
/// as a file).
pub fn code(table: &CleopatraTable) -> Option<String> {
    let config = table.game.config();
    let start = config.fixed.start_player;
    let usual = Config {
        players: config.players.clone(),
        ..Config::default()
    };
    let mut plain = config.clone();
    plain.fixed.start_player = None;
    if plain != usual || table.game.start().is_some() {
        return None;
    }
    let mut bytes = vec![config.players.len() as u8];
    for name in &config.players {
        let name = name.as_bytes();
        bytes.push(u8::try_from(name.len()).ok()?);
        bytes.extend(name);
    }
    bytes.extend(table.colours.iter().map(|c| c.index() as u8));
    bytes.push(start.unwrap_or(u8::MAX));
    bytes.extend(table.game.seed().to_le_bytes());
    let mut replay = cleopatra::Game::new(config.clone(), table.game.seed()).ok()?;
    varint(&mut bytes, table.game.history().len() as u64);
    let mut overpaid = false;
    for &action in table.game.history() {
        let legal = replay.legal_actions();
        if let Some(index) = legal.iter().position(|&a| a == action) {
            varint(&mut bytes, index as u64);
        } else {
            let (index, on_top) = Overpayment::find(&legal, &action)?;
            varint(&mut bytes, (legal.len() + index) as u64);
            on_top.write(&mut bytes);
            overpaid = true;
        }
        replay.apply(action).ok()?;
    }
    bytes.extend(checksum(&bytes).to_le_bytes());
    let prefix = if overpaid { CODE_PREFIX_2 } else { CODE_PREFIX };
    Some(format!("{prefix}{}", URL_SAFE_NO_PAD.encode(bytes)))
}

/// What a code adds to a listed build to write an overpaid one: the cards and spare units on top
/// of its payment, as a bit mask of the kinds present (10 card kinds, then 4 resources of spare
/// units) and a count for each.
struct Overpayment([u8; Card::HAND_KINDS + 4]);

impl Overpayment {
    /// The first listed build that `action` overpays, and what is on top of it.
    fn find(legal: &[Action], action: &Action) -> Option<(usize, Overpayment)> {
        let Action::Build { piece, payment } = action else {
            return None;
        };
        legal.iter().enumerate().find_map(|(i, listed)| {
            let Action::Build {
                piece: p,
                payment: q,
            } = listed
            else {
                return None;
            };
            (p == piece && payment.holds(q)).then(|| {
                let mut top = [0u8; Card::HAND_KINDS + 4];
                for (k, t) in top.iter_mut().enumerate() {
                    *t = if k < Card::HAND_KINDS {
                        payment.cards.0[k] - q.cards.0[k]
                    } else {
                        payment.credit[k - Card::HAND_KINDS] - q.credit[k - Card::HAND_KINDS]
                    };
                }
                (i, Overpayment(top))
            })
        })
    }

    fn write(&self, out: &mut Vec<u8>) {
        let mask = self
            .0
            .iter()
            .enumerate()
            .fold(0u64, |m, (k, &n)| m | (u64::from(n > 0) << k));
        varint(out, mask);
        out.extend(self.0.iter().filter(|&&n| n > 0));
    }

    fn read(r: &mut Reader) -> Option<Overpayment> {
        let mask = r.varint()?;
        if mask >> (Card::HAND_KINDS + 4) != 0 {
            return None;
        }
        let mut top = [0u8; Card::HAND_KINDS + 4];
        for (k, t) in top.iter_mut().enumerate() {
            if mask >> k & 1 == 1 {
                *t = r.byte().filter(|&n| n > 0)?;
            }
        }
        Some(Overpayment(top))
    }

    /// `listed` with these cards and spare units on top.
    fn on(&self, listed: Action) -> Option<Action> {
        let Action::Build { piece, mut payment } = listed else {
            return None;
        };
        for (k, &n) in self.0.iter().enumerate() {
            let count = if k < Card::HAND_KINDS {
                &mut payment.cards.0[k]
            } else {
                &mut payment.credit[k - Card::HAND_KINDS]
            };
            *count = count.checked_add(n)?;
        }
        Some(Action::Build { piece, payment })
    }
}

/// Reads a game code back into a table, replaying each decision through the core.
pub fn from_code(code: &str) -> Result<CleopatraTable, RecordError> {
    let bad = |what: &str| RecordError::Corrupt(format!("the code is {what}"));
    let code = code.trim();
    let (body, overpaid) = match code.strip_prefix(CODE_PREFIX) {
        Some(body) => (body, false),
        None => (
            code.strip_prefix(CODE_PREFIX_2)
                .ok_or(RecordError::Foreign)?,
            true,
        ),
    };
    let bytes = URL_SAFE_NO_PAD
        .decode(body.trim())
        .map_err(|_| bad("not readable"))?;
    let Some((payload, sum)) = bytes.split_last_chunk::<4>() else {
        return Err(bad("cut short"));
    };
    if checksum(payload).to_le_bytes() != *sum {
        return Err(bad("mistyped"));
    }
    let mut r = Reader(payload);
    let players = usize::from(r.byte().ok_or_else(|| bad("cut short"))?);
    let mut names = Vec::new();
    for _ in 0..players {
        let len = usize::from(r.byte().ok_or_else(|| bad("cut short"))?);
        let name = r.take(len).ok_or_else(|| bad("cut short"))?;
        names.push(String::from_utf8(name.to_vec()).map_err(|_| bad("not readable"))?);
    }
    let mut colours = Vec::new();
    for _ in 0..players {
        let i = usize::from(r.byte().ok_or_else(|| bad("cut short"))?);
        colours.push(
            *PlayerColour::ALL
                .get(i)
                .ok_or_else(|| bad("not readable"))?,
        );
    }
    let start = r.byte().ok_or_else(|| bad("cut short"))?;
    let seed = u64::from_le_bytes(
        r.take(8)
            .ok_or_else(|| bad("cut short"))?
            .try_into()
            .expect("8 bytes"),
    );
    let start = (start != u8::MAX).then_some(usize::from(start));
    let mut table = crate::game::new_table(
        names,
        colours,
        start,
        crate::game::CleopatraOptions::default(),
        seed,
    )
    .map_err(|e| {
        RecordError::Game(table::GameError::new(
            cleopatra::GAME_NAME,
            LoadError::Config(e),
        ))
    })?;
    let count = r.varint().ok_or_else(|| bad("cut short"))?;
    for number in 1..=count {
        let wrong = || bad(&format!("wrong at decision {number}"));
        let index = r.varint().ok_or_else(|| bad("cut short"))? as usize;
        let legal = table.game.legal_actions();
        let action = match legal.get(index) {
            Some(&action) => action,
            None if overpaid => {
                let listed = *legal.get(index - legal.len()).ok_or_else(wrong)?;
                let on_top = Overpayment::read(&mut r).ok_or_else(|| bad("cut short"))?;
                on_top.on(listed).ok_or_else(wrong)?
            }
            None => return Err(wrong()),
        };
        table.apply(table::TableAction::Play(action));
        if table.refusal.is_some() {
            return Err(wrong());
        }
    }
    if !r.0.is_empty() {
        return Err(bad("too long"));
    }
    table.changes = 0;
    Ok(table)
}

/// FNV-1a over the code's bytes: enough to catch a mistyped code.
fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

fn varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Option<u8> {
        let (&b, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(b)
    }

    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.0.len() < n {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }

    fn varint(&mut self) -> Option<u64> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            n |= u64::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Some(n);
            }
        }
        None
    }
}
