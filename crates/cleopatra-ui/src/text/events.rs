//! Log lines: each event of the game in a sentence, naming its players.

use cleopatra::{Event, Piece};

use super::{
    cards, category, cult_card, far_architect, far_architect_effect, paid, piece, seen_card,
    seen_cards, sobek, sobek_cost, whim, whim_effect,
};
use table_ui::i18n::{num, text, Lang};

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

#[cfg(test)]
mod tests {
    use cleopatra::{Config, Game, Seat};

    use super::*;

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
}
