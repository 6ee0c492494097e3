//! Imhotep's log in words: one line per event, already redacted for its viewer, with the sites
//! named for the sides in play. No Yew here, so it tests natively.

use imhotep::{Card, CardSource, Event, Site, Spot, StoneGain};
use tabletop::Seat;

use super::words::{card, category, signed, site};
use table_ui::i18n::{num, text, Lang};

/// A list of cards in words ("none" when empty).
fn cards(lang: Lang, list: impl IntoIterator<Item = Card>) -> String {
    let names: Vec<String> = list.into_iter().map(|c| card(lang, c)).collect();
    if names.is_empty() {
        lang.t("im-none")
    } else {
        names.join(", ")
    }
}

/// Points per seat, "Ana +3, Bruno +1", leaving out the seats that scored nothing.
fn points(lang: Lang, points: &[i32], names: &[String]) -> String {
    let parts: Vec<String> = points
        .iter()
        .enumerate()
        .filter(|(_, &p)| p != 0)
        .map(|(i, &p)| {
            let name = names.get(i).map_or("?", String::as_str);
            let sign = if p < 0 { "" } else { "+" };
            format!("{name} {sign}{}", signed(p))
        })
        .collect();
    if parts.is_empty() {
        lang.t("im-none")
    } else {
        parts.join(", ")
    }
}

/// One log line for `event`, already redacted for its viewer. `sides` names the sites.
pub fn event(lang: Lang, event: &Event, names: &[String], sides: &imhotep::Sides) -> String {
    let who = |s: &Seat| text(names.get(s.index()).cloned().unwrap_or_default());
    let site_of = |s: Site| text(site(lang, s, sides.of(s)));
    match event {
        Event::RoundBegan {
            round,
            ships,
            start,
        } => {
            let sizes: Vec<String> = ships.iter().map(u8::to_string).collect();
            lang.ta(
                "im-log-round",
                &[
                    ("round", num(*round)),
                    ("ships", text(sizes.join("-"))),
                    ("name", who(start)),
                ],
            )
        }
        Event::MarketDealt { cards: shown, pair } => {
            let shown = text(cards(lang, shown.iter().flatten().copied()));
            if *pair > 0 {
                lang.ta("im-log-market-pair", &[("cards", shown)])
            } else {
                lang.ta("im-log-market", &[("cards", shown)])
            }
        }
        Event::DeckReshuffled { cards } => lang.ta("im-log-reshuffle", &[("n", num(*cards))]),
        Event::StonesTaken { seat, count: 0, .. } => {
            lang.ta("im-log-took-none", &[("name", who(seat))])
        }
        Event::StonesTaken { seat, count, by } => lang.ta(
            match by {
                StoneGain::Turn => "im-log-took-stones",
                StoneGain::Hammer => "im-log-took-stones-hammer",
                StoneGain::PyramidBonus => "im-log-took-stones-bonus",
            },
            &[("name", who(seat)), ("n", num(*count))],
        ),
        Event::StonePlaced { seat, ship, slot } => lang.ta(
            "im-log-placed",
            &[
                ("name", who(seat)),
                ("ship", num(ship + 1)),
                ("slot", num(slot + 1)),
            ],
        ),
        Event::ShipSailed { seat, ship, site } => lang.ta(
            "im-log-sailed",
            &[
                ("name", who(seat)),
                ("ship", num(ship + 1)),
                ("site", site_of(*site)),
            ],
        ),
        Event::StoneDelivered {
            owner,
            site,
            spot,
            points,
        } => match spot {
            Spot::ObeliskTower { .. } => lang.ta(
                "im-log-tower",
                &[("name", who(owner)), ("points", num(*points))],
            ),
            _ if *points != 0 => lang.ta(
                "im-log-delivered",
                &[
                    ("name", who(owner)),
                    ("site", site_of(*site)),
                    ("points", num(*points)),
                ],
            ),
            _ => lang.ta(
                "im-log-delivered-quiet",
                &[("name", who(owner)), ("site", site_of(*site))],
            ),
        },
        Event::CardTaken {
            seat,
            card: c,
            from,
        } => lang.ta(
            match from {
                CardSource::Market { .. } => "im-log-card",
                CardSource::Deck => "im-log-card-deck",
            },
            &[("name", who(seat)), ("card", text(card(lang, *c)))],
        ),
        Event::PairTaken { seat, cards: seen } => {
            if seen.iter().all(Option::is_some) && !seen.is_empty() {
                lang.ta(
                    "im-log-pair",
                    &[
                        ("name", who(seat)),
                        ("cards", text(cards(lang, seen.iter().flatten().copied()))),
                    ],
                )
            } else {
                lang.ta("im-log-pair-hidden", &[("name", who(seat))])
            }
        }
        Event::PairResolved {
            seat,
            kept,
            discarded,
            ..
        } => match discarded {
            Some(other) => lang.ta(
                "im-log-pair-kept",
                &[
                    ("name", who(seat)),
                    ("card", text(card(lang, *kept))),
                    ("other", text(card(lang, *other))),
                ],
            ),
            None => lang.ta(
                "im-log-pair-kept-hidden",
                &[("name", who(seat)), ("card", text(card(lang, *kept)))],
            ),
        },
        Event::RedCardResolved {
            seat,
            card: c,
            placed,
        } => match (placed, c.red_site()) {
            (true, Some(s)) => lang.ta(
                "im-log-red",
                &[
                    ("name", who(seat)),
                    ("card", text(card(lang, *c))),
                    ("site", site_of(s)),
                ],
            ),
            _ => lang.ta(
                "im-log-red-none",
                &[("name", who(seat)), ("card", text(card(lang, *c)))],
            ),
        },
        Event::BlueCardPlayed { seat, card: c } => lang.ta(
            "im-log-blue",
            &[("name", who(seat)), ("card", text(card(lang, *c)))],
        ),
        Event::Skipped { seat } => lang.ta("im-log-skipped", &[("name", who(seat))]),
        Event::Passed { seat } => lang.ta("im-log-passed", &[("name", who(seat))]),
        Event::Deadlock { .. } => lang.t("im-log-deadlock"),
        Event::TempleScored { points: p } => {
            lang.ta("im-log-temple", &[("points", text(points(lang, p, names)))])
        }
        Event::TempleReward {
            seat,
            column,
            points: p,
            stones,
        } => {
            let what = if *stones > 0 {
                lang.t("im-reward-stones")
            } else {
                lang.ta("im-temple-points", &[("n", num(*p))])
            };
            lang.ta(
                "im-log-temple-reward",
                &[
                    ("name", who(seat)),
                    ("column", num(column + 1)),
                    ("what", text(what)),
                ],
            )
        }
        Event::MarketCleared {
            cards: left, pair, ..
        } => {
            let all = left.iter().copied().chain(pair.iter().flatten().copied());
            lang.ta(
                "im-log-market-cleared",
                &[("cards", text(cards(lang, all)))],
            )
        }
        Event::RoundEnded { round, next_start } => match next_start {
            Some(next) => lang.ta(
                "im-log-round-end",
                &[("round", num(*round)), ("name", who(next))],
            ),
            None => lang.ta("im-log-last-round-end", &[("round", num(*round))]),
        },
        Event::FinalScored {
            category: c,
            points: p,
        } => lang.ta(
            "im-log-final",
            &[
                ("category", text(category(lang, *c))),
                ("points", text(points(lang, p, names))),
            ],
        ),
        Event::GameOver { winners, .. } => {
            let list: Vec<String> = winners
                .iter()
                .map(|s| names.get(s.index()).cloned().unwrap_or_default())
                .collect();
            let id = if list.len() > 1 {
                "im-log-win-shared"
            } else {
                "im-log-wins"
            };
            lang.ta(id, &[("names", text(list.join(" & ")))])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use imhotep::{Config, Imhotep, Rules};
    use tabletop::{testing::play_random, GameRng};

    /// Every event of whole random games (both sides everywhere) is worded in both languages,
    /// with every argument filled in.
    #[test]
    fn every_log_line_of_random_games_reads_in_both_languages() {
        crate::shelve();
        for (seed, sides) in [(1, imhotep::Sides::default()), (2, imhotep::Sides::ALL_B)] {
            let config = Config {
                sides,
                wrath_of_pharaoh: true,
                ..Config::with_players(4)
            };
            let names = config.players.clone();
            let (game, opening) = Imhotep::new_logged(config, seed).unwrap();
            let mut events = opening;
            let end = play_random(
                game,
                &mut GameRng::new(seed),
                5_000,
                |before, seat, action, _| {
                    events.extend(before.clone().apply(seat, action).unwrap());
                },
            );
            assert!(end.is_over());
            for e in &events {
                for lang in Lang::ALL {
                    for viewer in [None, Some(Seat(0))] {
                        let line = event(lang, &Imhotep::redact(e, viewer), &names, &sides);
                        assert!(!line.trim().is_empty(), "{e:?}");
                        assert!(
                            !line.contains('{') && !line.contains("im-"),
                            "{lang:?}: {line}"
                        );
                    }
                }
            }
        }
    }
}
