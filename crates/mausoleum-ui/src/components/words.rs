//! The Mausoleum's words: card names and effects, log lines, refusals, load errors.

use mausoleum::{Action, Card, Event, FinalLap, Refusal};

use crate::game::MausoleumOptions;
use table_ui::i18n::{text, Lang};

/// The catalogue id stem of a card.
fn stem(card: Card) -> &'static str {
    match card {
        Card::Base => "base",
        Card::Columns => "columns",
        Card::Pyramid => "pyramid",
        Card::Statues => "statues",
        Card::Mausolus => "mausolus",
        Card::Artemisia => "artemisia",
        Card::Architects => "architects",
        Card::Sculptors => "sculptors",
        Card::Earthquake => "earthquake",
        Card::Invasion => "invasion",
        Card::Discovery => "discovery",
        Card::Exchange => "exchange",
        Card::Theft => "theft",
        Card::Protection => "protection",
    }
}

/// A card's name.
pub fn card(lang: Lang, card: Card) -> String {
    lang.t(&format!("mau-card-{}", stem(card)))
}

/// A card's name as its face shows it: a long one shortened to fit a card on a phone.
pub fn face_name(lang: Lang, card: Card) -> String {
    match card {
        Card::Discovery => lang.t("mau-face-discovery"),
        _ => self::card(lang, card),
    }
}

/// What a card does.
pub fn card_text(lang: Lang, card: Card, rules: MausoleumOptions) -> String {
    // The house rules that change what a card does have words of their own.
    let key = match card {
        Card::Mausolus if rules.mausolus_per_game => "mau-effect-mausolus-per-game",
        Card::Invasion if rules.invasion_to_hand => "mau-effect-invasion-hand",
        Card::Architects if rules.permanent_shields => "mau-effect-architects-lasting",
        Card::Sculptors if rules.permanent_shields => "mau-effect-sculptors-lasting",
        _ => return lang.t(&format!("mau-effect-{}", stem(card))),
    };
    lang.t(key)
}

pub(super) fn name(names: &[String], seat: mausoleum::Seat) -> table_ui::i18n::Arg<'static> {
    text(names.get(seat.index()).cloned().unwrap_or_default())
}

/// A log line.
pub fn event(lang: Lang, event: &Event, names: &[String]) -> String {
    let c = |x: Card| text(card(lang, x));
    match *event {
        Event::TurnBegan { seat, final_lap } => lang.ta(
            if final_lap {
                "mau-log-turn-no-draw"
            } else {
                "mau-log-turn"
            },
            &[("name", name(names, seat))],
        ),
        Event::Drew {
            seat,
            card: Some(x),
        } => lang.ta(
            "mau-log-drew",
            &[("name", name(names, seat)), ("card", c(x))],
        ),
        Event::Drew { seat, card: None } => {
            lang.ta("mau-log-drew-hidden", &[("name", name(names, seat))])
        }
        Event::PileEmptied { final_lap, .. } => lang.t(match final_lap {
            FinalLap::UntilNoneCanAct => "mau-log-pile-empty-play-on",
            FinalLap::OneTurnEach => "mau-log-pile-empty-one-turn",
            FinalLap::EndAtOnce => "mau-log-pile-empty-at-once",
        }),
        Event::NothingToPlay { seat } => {
            lang.ta("mau-log-nothing-to-play", &[("name", name(names, seat))])
        }
        Event::Passed { seat } => lang.ta("mau-log-passed", &[("name", name(names, seat))]),
        Event::Played { seat, card: x } => {
            let key = if x.is_construction() {
                "mau-log-built"
            } else if x == Card::Artemisia {
                "mau-log-artemisia"
            } else if x == Card::Mausolus {
                "mau-log-mausolus"
            } else {
                "mau-log-shield"
            };
            lang.ta(key, &[("name", name(names, seat)), ("card", c(x))])
        }
        Event::Attacked {
            attacker,
            target,
            card: x,
            want,
        } => match want {
            Some(w) => lang.ta(
                "mau-log-attack-for",
                &[
                    ("name", name(names, attacker)),
                    ("target", name(names, target)),
                    ("card", c(x)),
                    ("want", c(w)),
                ],
            ),
            None => lang.ta(
                "mau-log-attack",
                &[
                    ("name", name(names, attacker)),
                    ("target", name(names, target)),
                    ("card", c(x)),
                ],
            ),
        },
        Event::Reacted { target, card: x } => lang.ta(
            "mau-log-reacted",
            &[("name", name(names, target)), ("card", c(x))],
        ),
        Event::Blocked {
            target,
            shield,
            attack,
            spent,
        } => lang.ta(
            if spent {
                "mau-log-blocked-spent"
            } else {
                "mau-log-blocked-kept"
            },
            &[
                ("name", name(names, target)),
                ("shield", c(shield)),
                ("attack", c(attack)),
            ],
        ),
        Event::Allowed { target } => lang.ta("mau-log-allowed", &[("name", name(names, target))]),
        Event::Lost { target, card: x } => lang.ta(
            "mau-log-lost",
            &[("name", name(names, target)), ("card", c(x))],
        ),
        Event::Invaded {
            attacker,
            target,
            card: x,
            to_hand,
        } => lang.ta(
            if to_hand {
                "mau-log-invaded-hand"
            } else {
                "mau-log-invaded"
            },
            &[
                ("name", name(names, attacker)),
                ("target", name(names, target)),
                ("card", c(x)),
            ],
        ),
        Event::Discovered { seat, card: x } => lang.ta(
            "mau-log-discovered",
            &[("name", name(names, seat)), ("card", c(x))],
        ),
        Event::HandCard {
            from,
            to,
            card: Some(x),
        } => lang.ta(
            "mau-log-hand-card",
            &[
                ("from", name(names, from)),
                ("to", name(names, to)),
                ("card", c(x)),
            ],
        ),
        Event::HandCard {
            from,
            to,
            card: None,
        } => lang.ta(
            "mau-log-hand-card-hidden",
            &[("from", name(names, from)), ("to", name(names, to))],
        ),
        Event::Discarded { seat, card: x } => lang.ta(
            "mau-log-discarded",
            &[("name", name(names, seat)), ("card", c(x))],
        ),
        Event::GameOver => lang.t("mau-log-over"),
    }
}

/// The label of a button that takes `action`.
pub fn action(lang: Lang, action: &Action, names: &[String]) -> String {
    let c = |x: Card| text(card(lang, x));
    match *action {
        Action::Pass => lang.t("mau-pass"),
        Action::Play { card: x } => lang.ta("mau-do-play", &[("card", c(x))]),
        Action::Earthquake { target } | Action::Theft { target } => {
            lang.ta("mau-do-attack", &[("target", name(names, target))])
        }
        Action::Invasion { target, card: x } => lang.ta(
            "mau-do-invade",
            &[("target", name(names, target)), ("card", c(x))],
        ),
        Action::Exchange { target, give } => lang.ta(
            "mau-do-exchange",
            &[("target", name(names, target)), ("card", c(give))],
        ),
        Action::Discovery { card: x } => lang.ta("mau-do-discover", &[("card", c(x))]),
        Action::Lose { card: x } => lang.ta("mau-do-lose", &[("card", c(x))]),
        Action::Defend { card: x } => lang.ta("mau-do-defend", &[("card", c(x))]),
        Action::Allow => lang.t("mau-do-allow"),
        Action::Discard { card: x } => lang.ta("mau-do-discard", &[("card", c(x))]),
    }
}

/// Why an action is refused.
pub fn refusal(lang: Lang, refusal: &Refusal, names: &[String]) -> String {
    let c = |x: Card| text(card(lang, x));
    match *refusal {
        Refusal::GameOver => lang.t("mau-why-over"),
        Refusal::NotYourDecision { decider } => {
            lang.ta("mau-why-not-yours", &[("name", name(names, decider))])
        }
        Refusal::NotNow { .. } => lang.t("mau-why-not-now"),
        Refusal::NotInHand { card: x } => lang.ta("mau-why-not-in-hand", &[("card", c(x))]),
        Refusal::WrongAction { card: x } => lang.ta("mau-why-wrong-action", &[("card", c(x))]),
        Refusal::NoCompleteSet => lang.t("mau-why-no-set"),
        Refusal::MausolusInPlay { owner } => {
            lang.ta("mau-why-mausolus", &[("name", name(names, owner))])
        }
        Refusal::NoSuchOpponent { .. } => lang.t("mau-why-no-opponent"),
        Refusal::NoConstruction { target } => {
            lang.ta("mau-why-no-construction", &[("name", name(names, target))])
        }
        Refusal::NotInArea { target, card: x } => lang.ta(
            "mau-why-not-in-area",
            &[("name", name(names, target)), ("card", c(x))],
        ),
        Refusal::EmptyHand { target } => {
            lang.ta("mau-why-empty-hand", &[("name", name(names, target))])
        }
        Refusal::NotInDiscard { card: x } => lang.ta("mau-why-not-in-discard", &[("card", c(x))]),
        Refusal::DiscoveryForDiscovery => lang.t("mau-why-discovery-loop"),
        Refusal::NotADefence { card: x, attack } => lang.ta(
            "mau-why-not-a-defence",
            &[("card", c(x)), ("attack", c(attack))],
        ),
    }
}

/// Why a Mausoleum save does not replay.
pub fn load_error(lang: Lang, e: &table::PlayedLoadError<crate::game::MausoleumGame>) -> String {
    table_ui::words::played_load_error(lang, e, |why| refusal(lang, why, &[]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use mausoleum::{Config, Mausoleum, Rules, Seat};
    use tabletop::{testing::play_random, GameRng};

    /// Every event and every listed action of whole random games reads in both languages, with
    /// every argument filled in.
    #[test]
    fn every_log_line_and_button_of_random_games_reads_in_both_languages() {
        crate::shelve();
        for seed in 0..6 {
            let config = Config {
                react_from_hand: seed % 2 == 0,
                invasion_to: if seed % 3 == 0 {
                    mausoleum::InvasionTo::Hand
                } else {
                    mausoleum::InvasionTo::Area
                },
                final_lap: [
                    FinalLap::UntilNoneCanAct,
                    FinalLap::OneTurnEach,
                    FinalLap::EndAtOnce,
                ][seed as usize % 3],
                ..Config::with_players(2 + seed as usize % 3)
            };
            let names = config.players.clone();
            let (game, opening) = Mausoleum::new_logged(config, seed).unwrap();
            let mut events = opening;
            let mut actions = Vec::new();
            let end = play_random(
                game,
                &mut GameRng::new(seed),
                5_000,
                |before, seat, a, _| {
                    actions.extend(before.legal_actions(seat));
                    events.extend(before.clone().apply(seat, a).unwrap());
                },
            );
            assert!(end.is_over());
            let check = |line: String| {
                assert!(!line.trim().is_empty());
                assert!(!line.contains('{') && !line.contains("mau-"), "{line}");
            };
            for lang in Lang::ALL {
                for e in &events {
                    for viewer in [None, Some(Seat(0))] {
                        check(event(lang, &Mausoleum::redact(e, viewer), &names));
                    }
                }
                for a in &actions {
                    check(action(lang, a, &names));
                }
                let every_rule = MausoleumOptions {
                    react_from_hand: true,
                    permanent_shields: true,
                    bonus_per_extra_set: true,
                    mausolus_per_game: true,
                    invasion_to_hand: true,
                    hand_limit_every_turn: true,
                    final_lap: FinalLap::EndAtOnce,
                };
                for c in Card::ALL {
                    check(card(lang, c));
                    check(face_name(lang, c));
                    for rules in [MausoleumOptions::default(), every_rule] {
                        check(card_text(lang, c, rules));
                    }
                }
            }
        }
    }
}
