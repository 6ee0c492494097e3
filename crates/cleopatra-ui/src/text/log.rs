//! The log in words, turn by turn: each turn under its heading, a refill's cards on one line, a
//! computer's move just played lit.

use cleopatra::Event;

use super::{event, seen_card};
use table_ui::i18n::{num, text, Lang};
use table_ui::words::{LogGroup, LogLine};

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

#[cfg(test)]
mod tests {
    use cleopatra::{Card, Resource, Seat, SeenCard};

    use super::*;

    #[test]
    fn the_log_reads_turn_by_turn_with_a_refill_on_one_line() {
        crate::shelve();
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
                "Ana takes stall 2: wood",
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
}
