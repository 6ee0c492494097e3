//! The decision bar's words: the line that says who must decide what, and the buttons answering a
//! decision that is not a touch on the board (pass, a pyramid's bonus taken or skipped, an
//! optional market card skipped, a Temple B reward).

use imhotep::{Action, Decision};

use super::choice::Mode;
use table_ui::i18n::{num, text, Lang};

/// Whether an action plays a blue card.
fn plays_a_card(action: &Action) -> bool {
    matches!(
        action,
        Action::PlayLever { .. }
            | Action::PlayHammer { .. }
            | Action::PlaySail { .. }
            | Action::PlayChisel { .. }
    )
}

/// The line that says who must decide what, for the choice under way. `take` is how many stones
/// taking would move for whoever decides.
pub fn prompt(
    lang: Lang,
    decision: Option<Decision>,
    mode: Mode,
    legal: &[Action],
    names: &[String],
    take: u8,
) -> String {
    let Some(decision) = decision else {
        return lang.t("im-over");
    };
    let name = text(names[decision.seat().index()].clone());
    match (mode, decision) {
        (Mode::Sail { ship }, _) => lang.ta("im-prompt-sail-site", &[("n", num(ship + 1))]),
        (Mode::Lever { ship: None }, _) => lang.t("im-prompt-lever-ship"),
        (Mode::Lever { ship: Some(ship) }, _) => {
            lang.ta("im-prompt-lever-site", &[("n", num(ship + 1))])
        }
        (Mode::SailCard { slot: None }, _) => lang.t("im-prompt-sailcard-slot"),
        (Mode::SailCard { slot: Some(_) }, _) => lang.t("im-prompt-sailcard-site"),
        (Mode::Hammer, _) => lang.ta("im-prompt-hammer-slot", &[("n", num(take))]),
        (Mode::Chisel { first: None }, _) => lang.t("im-prompt-chisel-first"),
        (Mode::Chisel { first: Some(_) }, _) => lang.t("im-prompt-chisel-second"),
        (Mode::Idle, Decision::Turn { .. }) if legal == [Action::Pass] => {
            lang.ta("im-prompt-pass", &[("name", name)])
        }
        // Only what can be done now: a full sled takes no stones, a full ship takes no more.
        (Mode::Idle, Decision::Turn { .. }) => {
            let can = |key: &str, any: &dyn Fn(&Action) -> bool| {
                legal.iter().any(any).then(|| lang.t(key))
            };
            let options: Vec<String> = [
                can("im-do-take", &|a| *a == Action::TakeStones),
                can("im-do-place", &|a| matches!(a, Action::PlaceStone { .. })),
                can("im-do-sail", &|a| matches!(a, Action::Sail { .. })),
                can("im-do-card", &plays_a_card),
            ]
            .into_iter()
            .flatten()
            .collect();
            // (Nothing legal: a computer thinks; the turn's usual choices.)
            let options = if options.is_empty() {
                ["im-do-take", "im-do-place", "im-do-sail"]
                    .map(|k| lang.t(k))
                    .to_vec()
            } else {
                options
            };
            lang.ta(
                "im-prompt-turn",
                &[("name", name), ("options", text(lang.or_list(&options)))],
            )
        }
        (Mode::Idle, Decision::MarketCard { .. }) if legal.contains(&Action::Skip) => {
            lang.ta("im-prompt-market-optional", &[("name", name)])
        }
        (Mode::Idle, Decision::MarketCard { .. }) => lang.ta("im-prompt-market", &[("name", name)]),
        (Mode::Idle, Decision::KeepCard { .. }) => lang.ta("im-prompt-keep", &[("name", name)]),
        (Mode::Idle, Decision::Pyramid { .. }) => lang.ta("im-prompt-pyramid", &[("name", name)]),
        (Mode::Idle, Decision::CardBonus { .. }) => {
            lang.ta("im-prompt-card-bonus", &[("name", name)])
        }
        (Mode::Idle, Decision::StonesBonus { .. }) => lang.ta(
            "im-prompt-stones-bonus",
            &[("name", name), ("n", num(take))],
        ),
        (Mode::Idle, Decision::ShipBonus { .. }) => {
            lang.ta("im-prompt-ship-bonus", &[("name", name)])
        }
        (Mode::Idle, Decision::LeverOrder { .. }) => lang.ta("im-prompt-lever", &[("name", name)]),
        (Mode::Idle, Decision::TempleReward { column, .. }) => lang.ta(
            "im-prompt-temple",
            &[("name", name), ("column", num(column + 1))],
        ),
    }
}

/// The decision bar's buttons for the `legal` actions of `decision` (the turn's own "take stones"
/// and the Lever's unloading order aside), in order: each action, its words, and whether it is a
/// primary choice (a skip is not). A bonus that may be declined shows its taking and a Skip.
pub fn answers(
    lang: Lang,
    decision: Option<Decision>,
    legal: &[Action],
    take: u8,
) -> Vec<(Action, String, bool)> {
    let mut out = Vec::new();
    let bonus = match decision {
        Some(Decision::CardBonus { .. }) => Some((Action::DrawCard, lang.t("im-take-top-card"))),
        Some(Decision::StonesBonus { .. }) => Some((
            Action::TakeStones,
            lang.ta("im-take-stones", &[("n", num(take))]),
        )),
        _ => None,
    };
    out.extend(
        bonus
            .filter(|(action, _)| legal.contains(action))
            .map(|(action, words)| (action, words, true)),
    );
    for (action, key) in [
        (Action::Pass, "im-pass"),
        (Action::Skip, "im-skip"),
        (Action::RewardPoint, "im-reward-point"),
        (Action::RewardStones, "im-reward-stones"),
    ] {
        if legal.contains(&action) {
            out.push((action, lang.t(key), action != Action::Skip));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use imhotep::{Config, Imhotep, Sides};
    use tabletop::GameRng;

    /// Whole random games with every site on B and an optional market card: wherever a skip is
    /// legal the bar shows it beside the choice, in both languages, and the prompt says so; a card
    /// or stones bonus also shows its taking. Every button's action is legal, and a turn's line
    /// offers only what is legal.
    #[test]
    fn every_optional_decision_shows_a_skip_in_both_languages() {
        crate::shelve();
        let mut seen = [0u32; 4];
        let mut turns_without_taking = 0;
        for seed in 0..12 {
            let config = Config {
                sides: Sides::ALL_B,
                market_take_optional: seed % 2 == 0,
                ..Config::with_players(2 + (seed % 3) as usize)
            };
            let names = config.players.clone();
            let mut game = Imhotep::new(config, seed).unwrap();
            let mut rng = GameRng::new(seed);
            while let Some(seat) = game.to_move() {
                let legal = game.legal_actions(seat);
                let decision = game.decision();
                let take = game.stones_to_take(seat);
                for lang in Lang::ALL {
                    let bar = answers(lang, decision, &legal, take);
                    assert!(bar.iter().all(|(a, _, _)| legal.contains(a)));
                    let skip = bar.iter().find(|(a, _, _)| *a == Action::Skip);
                    assert_eq!(skip.is_some(), legal.contains(&Action::Skip));
                    if let Some((_, words, primary)) = skip {
                        assert_eq!(*words, lang.t("im-skip"));
                        assert!(!primary);
                        let line = prompt(lang, decision, Mode::Idle, &legal, &names, take);
                        let skip_word = match lang {
                            Lang::En => "skip",
                            Lang::PtBr => "dispens",
                        };
                        assert!(line.contains(skip_word), "{lang:?}: {line}");
                    }
                    // A turn's line names only what can be done: no stones to take from a full
                    // sled (or an empty quarry), no ship to sail before one has its load.
                    if matches!(decision, Some(Decision::Turn { .. }))
                        && legal != [Action::Pass]
                        && lang == Lang::En
                    {
                        let line = prompt(lang, decision, Mode::Idle, &legal, &names, take);
                        let take_legal = legal.contains(&Action::TakeStones);
                        let sail_legal = legal.iter().any(|a| matches!(a, Action::Sail { .. }));
                        assert_eq!(line.contains("take stones"), take_legal, "{line}");
                        assert_eq!(line.contains("sail a ship"), sail_legal, "{line}");
                        turns_without_taking += u32::from(!take_legal);
                    }
                    let kind = match decision {
                        Some(Decision::CardBonus { .. }) => 0,
                        Some(Decision::StonesBonus { .. }) => 1,
                        Some(Decision::ShipBonus { .. }) => 2,
                        Some(Decision::MarketCard { .. }) if skip.is_some() => 3,
                        _ => continue,
                    };
                    seen[kind] += 1;
                    if kind < 2 {
                        let (taking, words, primary) = &bar[0];
                        assert!(*primary && *taking != Action::Skip);
                        assert!(!words.contains('{') && !words.contains("im-"), "{words}");
                    }
                }
                let a = legal[rng.below(legal.len() as u32) as usize];
                game.apply(seat, &a).unwrap();
            }
        }
        assert!(seen.iter().all(|&n| n > 0), "skips seen: {seen:?}");
        assert!(turns_without_taking > 0);
    }
}
