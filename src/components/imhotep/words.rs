//! Imhotep's facts in words: sites, cards, log lines and refusals, from the `im-` catalogue. No
//! Yew here, so it tests natively.

use imhotep::{Card, CardSource, Event, Refusal, ScoreCategory, Side, Site, Spot, StoneGain};
use tabletop::Seat;

use crate::i18n::{num, text, Lang};

/// A site's name (the three small pyramids of side B are "Pyramids").
pub fn site(lang: Lang, site: Site, side: Side) -> String {
    lang.t(match (site, side) {
        (Site::Market, _) => "im-site-market",
        (Site::Pyramid, Side::A) => "im-site-pyramid",
        (Site::Pyramid, Side::B) => "im-site-pyramids",
        (Site::Temple, _) => "im-site-temple",
        (Site::BurialChamber, _) => "im-site-burial",
        (Site::Obelisks, _) => "im-site-obelisks",
    })
}

/// A card's name.
pub fn card(lang: Lang, card: Card) -> String {
    lang.t(match card {
        Card::Entrance => "im-card-entrance",
        Card::Sarcophagus => "im-card-sarcophagus",
        Card::PavedPath => "im-card-paved-path",
        Card::PyramidDecoration => "im-card-pyramid-decoration",
        Card::TempleDecoration => "im-card-temple-decoration",
        Card::BurialDecoration => "im-card-burial-decoration",
        Card::ObeliskDecoration => "im-card-obelisk-decoration",
        Card::Statue => "im-card-statue",
        Card::Lever => "im-card-lever",
        Card::Hammer => "im-card-hammer",
        Card::Sail => "im-card-sail",
        Card::Chisel => "im-card-chisel",
    })
}

/// What a card does.
pub fn card_text(lang: Lang, card: Card) -> String {
    lang.t(match card {
        Card::Entrance => "im-card-entrance-text",
        Card::Sarcophagus => "im-card-sarcophagus-text",
        Card::PavedPath => "im-card-paved-path-text",
        Card::PyramidDecoration
        | Card::TempleDecoration
        | Card::BurialDecoration
        | Card::ObeliskDecoration => "im-card-decoration-text",
        Card::Statue => "im-card-statue-text",
        Card::Lever => "im-card-lever-text",
        Card::Hammer => "im-card-hammer-text",
        Card::Sail => "im-card-sail-text",
        Card::Chisel => "im-card-chisel-text",
    })
}

/// A final-scoring category's name.
pub fn category(lang: Lang, category: ScoreCategory) -> String {
    lang.t(match category {
        ScoreCategory::BurialChamber => "im-cat-burial",
        ScoreCategory::Obelisks => "im-cat-obelisks",
        ScoreCategory::Statues => "im-cat-statues",
        ScoreCategory::Decorations => "im-cat-decorations",
        ScoreCategory::BlueCards => "im-cat-blue",
        ScoreCategory::Wrath => "im-cat-wrath",
    })
}

/// A list of cards in words ("none" when empty).
fn cards(lang: Lang, list: impl IntoIterator<Item = Card>) -> String {
    let names: Vec<String> = list.into_iter().map(|c| card(lang, c)).collect();
    if names.is_empty() {
        lang.t("im-none")
    } else {
        names.join(", ")
    }
}

/// A number of points with a real minus sign when it is negative ("−5").
pub fn signed(points: i32) -> String {
    if points < 0 {
        format!("−{}", -points)
    } else {
        points.to_string()
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
        Event::StonePlaced { seat, ship, .. } => lang.ta(
            "im-log-placed",
            &[("name", who(seat)), ("ship", num(ship + 1))],
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

/// Why an action was refused, in words.
pub fn refusal(lang: Lang, refusal: &Refusal, names: &[String], sides: &imhotep::Sides) -> String {
    match refusal {
        Refusal::GameOver => lang.t("im-why-game-over"),
        Refusal::NotYourDecision { decider } => lang.ta(
            "im-why-not-yours",
            &[(
                "name",
                text(names.get(decider.index()).cloned().unwrap_or_default()),
            )],
        ),
        Refusal::NotNow { .. } => lang.t("im-why-not-now"),
        Refusal::NoSuchShip { .. } | Refusal::NoSuchSlot { .. } => lang.t("im-why-other"),
        Refusal::ShipSailed { ship } => lang.ta("im-why-ship-sailed", &[("ship", num(ship + 1))]),
        Refusal::SlotTaken { .. } => lang.t("im-why-slot-taken"),
        Refusal::SlotEmpty { .. } => lang.t("im-why-slot-empty"),
        Refusal::SledTooSmall { needed, sled } => lang.ta(
            "im-why-sled",
            &[("needed", num(*needed)), ("sled", num(*sled))],
        ),
        Refusal::NothingToTake { .. } => lang.t("im-why-nothing-to-take"),
        Refusal::TooFewStones {
            ship,
            load,
            minimum,
        } => lang.ta(
            "im-why-too-few",
            &[
                ("ship", num(ship + 1)),
                ("load", num(*load)),
                ("minimum", num(*minimum)),
            ],
        ),
        Refusal::SiteTaken { site: s } => lang.ta(
            "im-why-site-taken",
            &[("site", text(site(lang, *s, sides.of(*s))))],
        ),
        Refusal::NoCard { card: c } => lang.ta("im-why-no-card", &[("card", text(card(lang, *c)))]),
        Refusal::NoEffect { card: c } => {
            lang.ta("im-why-no-effect", &[("card", text(card(lang, *c)))])
        }
        Refusal::MustPlace => lang.t("im-why-must-place"),
        Refusal::CannotPlace => lang.t("im-why-cannot-place"),
        Refusal::SameSlot | Refusal::SlotOrder => lang.t("im-why-same-slot"),
        Refusal::CannotPass => lang.t("im-why-cannot-pass"),
        Refusal::EmptyMarketSlot { .. } => lang.t("im-why-empty-slot"),
        Refusal::NoPair => lang.t("im-why-no-pair"),
        Refusal::NotInPair { .. } => lang.t("im-why-not-in-pair"),
        Refusal::PyramidUnavailable { .. } => lang.t("im-why-pyramid-full"),
        Refusal::CannotSkip => lang.t("im-why-cannot-skip"),
    }
}

/// Why an Imhotep save does not replay.
pub fn load_error(
    lang: Lang,
    e: &table::PlayedLoadError<crate::games::imhotep::ImhotepGame>,
) -> String {
    use table::PlayedLoadError;
    use tabletop::EnvelopeError;
    match e {
        PlayedLoadError::Envelope(EnvelopeError::Json(detail)) => {
            lang.ta("load-corrupt", &[("detail", text(detail.clone()))])
        }
        PlayedLoadError::Envelope(EnvelopeError::OtherGame(g)) => {
            lang.ta("load-other-game", &[("game", text(g.clone()))])
        }
        PlayedLoadError::Envelope(EnvelopeError::Format(_)) => lang.t("load-newer"),
        PlayedLoadError::Config(c) => lang.ta("load-config", &[("detail", text(c.to_string()))]),
        PlayedLoadError::Action {
            number,
            refusal: why,
        } => lang.ta(
            "load-tampered",
            &[
                ("n", num(*number as u32)),
                (
                    "reason",
                    text(refusal(lang, why, &[], &imhotep::Sides::default())),
                ),
            ],
        ),
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
