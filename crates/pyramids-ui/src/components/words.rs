//! The game's log lines and refusals in words (the core holds facts only).

use pyramids::{Colour, Event, Pattern, Refusal};

use table_ui::i18n::{num, text, Lang};

/// A pattern's name.
pub fn pattern(lang: Lang, p: Pattern) -> String {
    lang.t(match p {
        Pattern::I2 => "py-pattern-I2",
        Pattern::I3 => "py-pattern-I3",
        Pattern::L3 => "py-pattern-L3",
        Pattern::I4 => "py-pattern-I4",
        Pattern::L4 => "py-pattern-L4",
        Pattern::O4 => "py-pattern-O4",
    })
}

/// A colour's name.
pub fn colour(lang: Lang, c: Colour) -> String {
    lang.t(match c {
        Colour::Green => "py-colour-green",
        Colour::Orange => "py-colour-orange",
        Colour::Purple => "py-colour-purple",
    })
}

fn name(names: &[String], seat: tabletop::Seat) -> String {
    names.get(seat.index()).cloned().unwrap_or_default()
}

/// The lines of one event (a mark may say several things).
pub fn event(lang: Lang, e: &Event, names: &[String]) -> Vec<String> {
    let who = |seat| ("name", text(name(names, seat)));
    match e {
        Event::Dealt { seat, .. } => vec![lang.ta("py-log-dealt", &[who(*seat)])],
        Event::Chose { seat } => vec![lang.ta("py-log-chose", &[who(*seat)])],
        Event::Kept { seat, cards } => vec![lang.ta(
            "py-log-kept",
            &[who(*seat), ("a", num(cards[0])), ("b", num(cards[1]))],
        )],
        Event::Displayed { cards } => {
            let list = cards
                .iter()
                .map(|c| format!("#{c}"))
                .collect::<Vec<_>>()
                .join(", ");
            vec![lang.ta("py-log-displayed", &[("cards", text(list))])]
        }
        Event::RoundBegan { round } => vec![lang.ta("py-log-round", &[("round", num(*round))])],
        Event::Revealed {
            reveal, pattern: p, ..
        } => vec![lang.ta(
            "py-log-revealed",
            &[
                ("reveal", num(*reveal)),
                ("pattern", text(pattern(lang, *p))),
            ],
        )],
        Event::Marked {
            seat,
            card,
            cells,
            extra,
            red,
            green,
            torch,
            skull_symbols,
            potions,
            skulls,
            crosses,
            completed,
        } => {
            let mut out = vec![if *extra {
                lang.ta("py-log-marked-extra", &[who(*seat), ("card", num(*card))])
            } else {
                lang.ta(
                    "py-log-marked",
                    &[
                        who(*seat),
                        ("n", num(cells.count_ones())),
                        ("card", num(*card)),
                    ],
                )
            }];
            if red + green > 0 {
                out.push(lang.ta(
                    "py-log-gems",
                    &[who(*seat), ("red", num(*red)), ("green", num(*green))],
                ));
            }
            if *torch {
                out.push(lang.ta("py-log-torch", &[who(*seat)]));
            }
            if skull_symbols + potions > 0 {
                out.push(lang.ta("py-log-skulls", &[who(*seat), ("n", num(*skulls))]));
            }
            if *crosses > 0 {
                out.push(lang.ta("py-log-crosses", &[who(*seat), ("n", num(*crosses))]));
            }
            if *completed {
                out.push(lang.ta("py-log-complete", &[who(*seat), ("card", num(*card))]));
            }
            out
        }
        Event::NoMark { seat } => vec![lang.ta("py-log-no-mark", &[who(*seat)])],
        Event::ExtraLost { seat } => vec![lang.ta("py-log-extra-lost", &[who(*seat)])],
        Event::SetAside { seat, card } => {
            vec![lang.ta("py-log-set-aside", &[who(*seat), ("card", num(*card))])]
        }
        Event::Took { seat, card, blind } => vec![lang.ta(
            if *blind {
                "py-log-took-blind"
            } else {
                "py-log-took"
            },
            &[who(*seat), ("card", num(*card))],
        )],
        Event::NoReplacement { seat } => vec![lang.ta("py-log-no-replacement", &[who(*seat)])],
        Event::Claimed {
            seat,
            colour: c,
            value,
            ..
        } => vec![lang.ta(
            "py-log-claimed",
            &[
                who(*seat),
                ("value", num(*value)),
                ("colour", text(colour(lang, *c))),
            ],
        )],
        Event::GameOver { .. } => vec![lang.t("py-log-over")],
    }
}

/// Why an action is refused.
pub fn refusal(lang: Lang, r: &Refusal, names: &[String]) -> String {
    match r {
        Refusal::GameOver => lang.t("py-why-over"),
        Refusal::NotYourDecision { decider } => {
            lang.ta("py-why-not-yours", &[("name", text(name(names, *decider)))])
        }
        Refusal::AlreadyChosen => lang.t("py-why-chosen"),
        Refusal::NotNow { .. } => lang.t("py-why-not-now"),
        Refusal::NotDealt { card } => lang.ta("py-why-not-dealt", &[("card", num(*card))]),
        Refusal::KeepOrder => lang.t("py-why-keep-order"),
        Refusal::NotInPlay { card } => lang.ta("py-why-not-in-play", &[("card", num(*card))]),
        Refusal::CardComplete { card } => lang.ta("py-why-complete", &[("card", num(*card))]),
        Refusal::NoSuchOrientation { .. } => lang.t("py-why-orientation"),
        Refusal::OffGrid => lang.t("py-why-off-grid"),
        Refusal::Wall { .. } => lang.t("py-why-wall"),
        Refusal::Marked { .. } => lang.t("py-why-marked"),
        Refusal::MissesEntrance => lang.t("py-why-entrance"),
        Refusal::NotConnected => lang.t("py-why-connected"),
        Refusal::NotInDisplay { .. } => lang.t("py-why-display"),
        Refusal::DeckEmpty => lang.t("py-why-deck"),
    }
}

/// Why a saved Pyramids game does not open.
pub fn load_error(lang: Lang, e: &table::PlayedLoadError<crate::game::PyramidsGame>) -> String {
    table_ui::words::played_load_error(lang, e, |why| refusal(lang, why, &[]))
}
