//! The computer's hint as the table's log would say it.

use imhotep::{Action, Event, Imhotep, Rules};

use super::words;
use crate::game::{ImhotepGame, ImhotepTable};
use table::{Shelved, TableGame};
use table_ui::i18n::Lang;

/// The log lines `action` would write, as the deciding player may see them before playing it: a
/// hint in the table's own words, stopping before anything it would show that nobody knows yet (a
/// card from the deck, the face-down pair, the next round), and after a ship sails (its stones
/// unloaded are what follows, not the decision).
pub(super) fn hint_words(
    lang: Lang,
    table: &ImhotepTable,
    action: &Action,
    names: &[String],
) -> String {
    let sides = table.game.save.config.sides;
    let mut game = table.game.clone();
    match TableGame::play(&mut game, *action) {
        Ok(events) => table_ui::words::sentences(the_decision(&events).map(|e| {
            words::event(
                lang,
                &<Imhotep as Rules>::redact(e, table.viewer()),
                names,
                &sides,
            )
        }))
        // The whole decision (a card played, then the stone placed and the ship sailed), not
        // only its first step.
        .unwrap_or_else(|| lang.t("hint-hidden")),
        Err(refusal) => words::refusal(lang, &refusal, names, &sides),
    }
}

/// What of a decision's `events` its hint tells: up to anything nobody knows yet, up to the
/// sailing (the stones unloaded after it follow from it; the log tells them), up to the round's
/// end (its scoring), and up to the next
/// stone unloaded after a market's card or a red card (a stone delivered is the decision only
/// when it comes first: a place chosen in the Pyramid).
fn the_decision(events: &[Event]) -> impl Iterator<Item = &Event> {
    events
        .iter()
        .enumerate()
        .take_while(|&(i, e)| {
            let unloaded_after = i > 0 && matches!(e, Event::StoneDelivered { .. });
            // The round's end it brings (the Temple scored, the market cleared) follows from it.
            let round_over = matches!(
                e,
                Event::TempleScored { .. }
                    | Event::TempleReward { .. }
                    | Event::MarketCleared { .. }
                    | Event::RoundEnded { .. }
                    | Event::FinalScored { .. }
            );
            !unloaded_after
                && !round_over
                && !<ImhotepGame as Shelved>::reveals(std::slice::from_ref(e))
        })
        .map(|(_, e)| e)
        .scan(false, |sailed, e| {
            let said = (!*sailed).then_some(e);
            *sailed |= matches!(e, Event::ShipSailed { .. });
            said
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use imhotep::{Config, Sides};
    use tabletop::{testing::play_random, GameRng};

    /// Plays a random game of `config` from each of `seeds`, handing `check` every decision with
    /// the events it made and what its hint tells of them.
    fn each_decision(
        seeds: std::ops::Range<u64>,
        config: impl Fn(u64) -> Config,
        mut check: impl FnMut(&Action, &[Event], &[&Event]),
    ) {
        for seed in seeds {
            let (game, _) = Imhotep::new_logged(config(seed), seed).unwrap();
            play_random(
                game,
                &mut GameRng::new(seed),
                5_000,
                |before, seat, action, _| {
                    let events = before.clone().apply(seat, action).unwrap();
                    let told: Vec<&Event> = the_decision(&events).collect();
                    check(action, &events, &told);
                },
            );
        }
    }

    /// In whole random games, a sailing's hint ends with the ship sailing (a Sail card's too).
    #[test]
    fn a_sailing_hint_stops_at_the_sail() {
        let mut sails = 0;
        let config = |_| Config {
            wrath_of_pharaoh: true,
            ..Config::with_players(3)
        };
        each_decision(1..4, config, |_, events, told| {
            if events.iter().any(|e| matches!(e, Event::ShipSailed { .. })) {
                sails += 1;
                assert!(
                    matches!(told.last(), Some(Event::ShipSailed { .. })),
                    "{told:?}"
                );
            }
        });
        assert!(sails > 20, "{sails} sailings");
    }

    /// A decision that ends the round is told without the round's end (the Temple scored, the
    /// market cleared, the final scoring): those follow from it, as the log says.
    #[test]
    fn a_hint_stops_before_the_round_ends() {
        let mut ends = 0;
        each_decision(
            1..4,
            |_| Config::with_players(2),
            |_, events, told| {
                let round_over = |e: &&Event| {
                    matches!(
                        e,
                        Event::TempleScored { .. }
                            | Event::TempleReward { .. }
                            | Event::MarketCleared { .. }
                            | Event::RoundEnded { .. }
                            | Event::FinalScored { .. }
                    )
                };
                if events.iter().any(|e| round_over(&e)) {
                    ends += 1;
                    assert!(!told.is_empty(), "{events:?}");
                    assert!(!told.iter().any(round_over), "{told:?}");
                }
            },
        );
        assert!(ends >= 15, "{ends} rounds ended");
    }

    /// A card taken at the market (and a red card's effect) is the whole hint: the next stone
    /// unloaded there, someone else's, is not part of it. A place chosen in the Pyramid is (its
    /// stone delivered).
    #[test]
    fn a_market_hint_stops_at_the_card() {
        let (mut cards, mut pyramid) = (0, 0);
        // Half the games on side B, where a stone's owner chooses its pyramid.
        let config = |seed| Config {
            sides: if seed % 2 == 0 {
                Sides::ALL_B
            } else {
                Sides::default()
            },
            ..Config::with_players(4)
        };
        let delivered = |e: &Event| matches!(e, Event::StoneDelivered { .. });
        each_decision(1..7, config, |action, events, told| {
            if matches!(action, Action::TakeCard { .. }) && events.iter().skip(1).any(delivered) {
                cards += 1;
                // (A red card taken acts at once: that is the decision's too.)
                assert!(matches!(told[0], Event::CardTaken { .. }), "{told:?}");
                assert!(!told.iter().any(|e| delivered(e)), "{told:?}");
            }
            if matches!(action, Action::ChoosePyramid { .. }) {
                pyramid += 1;
                assert!(told.first().is_some_and(|e| delivered(e)), "{told:?}");
            }
        });
        assert!(
            cards > 5 && pyramid > 5,
            "{cards} cards, {pyramid} pyramid places"
        );
    }
}
