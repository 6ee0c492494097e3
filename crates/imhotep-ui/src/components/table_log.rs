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
        Ok(events) => the_decision(&events)
            .map(|e| {
                words::event(
                    lang,
                    &<Imhotep as Rules>::redact(e, table.viewer()),
                    names,
                    &sides,
                )
            })
            // The whole decision (a card played, then the stone placed and the ship sailed),
            // not only its first step.
            .reduce(|said, line| format!("{said} {line}"))
            .unwrap_or_else(|| lang.t("hint-hidden")),
        Err(refusal) => words::refusal(lang, &refusal, names, &sides),
    }
}

/// What of a decision's `events` its hint tells: up to anything nobody knows yet, and up to the
/// sailing (the stones unloaded after it follow from it; the log tells them).
fn the_decision(events: &[Event]) -> impl Iterator<Item = &Event> {
    events
        .iter()
        .take_while(|e| !<ImhotepGame as Shelved>::reveals(std::slice::from_ref(e)))
        .scan(false, |sailed, e| {
            let said = (!*sailed).then_some(e);
            *sailed |= matches!(e, Event::ShipSailed { .. });
            said
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use imhotep::Config;
    use tabletop::{testing::play_random, GameRng};

    /// In whole random games, a sailing's hint ends with the ship sailing (a Sail card's too).
    #[test]
    fn a_sailing_hint_stops_at_the_sail() {
        let mut sails = 0;
        for seed in 1..4 {
            let config = Config {
                wrath_of_pharaoh: true,
                ..Config::with_players(3)
            };
            let (game, _) = Imhotep::new_logged(config, seed).unwrap();
            play_random(
                game,
                &mut GameRng::new(seed),
                5_000,
                |before, seat, action, _| {
                    let events = before.clone().apply(seat, action).unwrap();
                    let told: Vec<&Event> = the_decision(&events).collect();
                    if events.iter().any(|e| matches!(e, Event::ShipSailed { .. })) {
                        sails += 1;
                        assert!(
                            matches!(told.last(), Some(Event::ShipSailed { .. })),
                            "{told:?}"
                        );
                    }
                },
            );
        }
        assert!(sails > 20, "{sails} sailings");
    }
}
