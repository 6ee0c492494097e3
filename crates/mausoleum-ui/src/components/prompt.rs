//! The decision bar's words: the line that says who must decide what, and the computer's hint in
//! the log's own words, as far as the deciding player may see it.

use mausoleum::{Action, Card, Decision, Event, Lap, Mausoleum, Rules, Seat};

use super::words;
use crate::game::{MausoleumGame, MausoleumTable};
use table::{Shelved, TableGame};
use table_ui::i18n::{num, text, Lang};

/// The line that says who must decide what. `limit` is the hand limit and `held` the cards the
/// deciding seat holds, for a discard down to the limit.
pub(super) fn prompt(
    lang: Lang,
    decision: Decision,
    lap: Option<Lap>,
    chosen: Option<Card>,
    names: &[String],
    (limit, held): (u8, u8),
) -> String {
    let name = |s: Seat| text(names[s.index()].clone());
    match (decision, chosen) {
        (Decision::Play { seat }, None) if matches!(lap, Some(Lap::Passed { .. })) => {
            lang.ta("mau-prompt-play-on", &[("name", name(seat))])
        }
        (Decision::Over, _) => lang.t("mau-over"),
        (Decision::Play { .. }, Some(card)) => lang.ta(
            "mau-prompt-card",
            &[("card", text(words::card(lang, card)))],
        ),
        (Decision::Play { seat }, None) => lang.ta("mau-prompt-play", &[("name", name(seat))]),
        (Decision::Lose { seat, attacker }, _) => lang.ta(
            "mau-prompt-lose",
            &[("name", name(seat)), ("attacker", name(attacker))],
        ),
        (Decision::React { seat, attack }, _) => lang.ta(
            "mau-prompt-react",
            &[
                ("name", name(seat)),
                ("attacker", name(attack.attacker)),
                ("card", text(words::card(lang, attack.card))),
            ],
        ),
        (Decision::Discard { seat }, _) => lang.ta(
            "mau-prompt-discard",
            &[
                ("name", name(seat)),
                ("limit", num(limit)),
                ("over", num(held.saturating_sub(limit))),
            ],
        ),
    }
}

/// The log lines `action` would write, as the deciding player may see them before playing it,
/// stopping before anything nobody knows yet (a card drawn or taken at random).
pub(super) fn hint_words(
    lang: Lang,
    table: &MausoleumTable,
    action: &Action,
    names: &[String],
) -> String {
    let mut game = table.game.clone();
    let attacker = table.game.position.to_move();
    let said = |e: &Event| {
        words::event(
            lang,
            &<Mausoleum as Rules>::redact(e, table.viewer()),
            names,
        )
    };
    let events = match TableGame::play(&mut game, *action) {
        Ok(events) => events,
        Err(refusal) => return words::refusal(lang, &refusal, names),
    };
    let told: Vec<&Event> = events
        .iter()
        .take_while(|e| !<MausoleumGame as Shelved>::reveals(std::slice::from_ref(e)))
        .collect();
    let line = match *action {
        // The Exchange's line names no card given (only the two players see it go): the hint does,
        // to the one who gives it (a computer's Exchange, told to another, keeps the log's words).
        Action::Exchange { target, give } if table.viewer() == attacker => lang.ta(
            "mau-hint-exchange",
            &[
                ("name", words::name(names, attacker.unwrap_or(target))),
                ("target", words::name(names, target)),
                ("card", text(words::card(lang, Card::Exchange))),
                ("give", text(words::card(lang, give))),
            ],
        ),
        _ => match told.first() {
            Some(e) => said(e),
            None => return lang.t("hint-hidden"),
        },
    };
    // An attack a shield blocks at once says so: the hint may suggest one only to spend the shield.
    // Two sentences, as the log's two lines.
    let block = told.iter().find(|e| matches!(e, Event::Blocked { .. }));
    table_ui::words::sentences(std::iter::once(line).chain(block.copied().map(said)))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{new_table, MausoleumOptions};
    use table::PlayerColour;

    /// A new two-player table, people only.
    fn table_of(names: &[String], seed: u64) -> MausoleumTable {
        new_table(
            names.to_vec(),
            PlayerColour::ALL[..2].to_vec(),
            Some(0),
            MausoleumOptions::default(),
            seed,
        )
        .unwrap()
    }

    /// A hint names the whole move: an Exchange says which card goes, though its log line does
    /// not (only the two players see it), but only to the one giving it; a Theft says whom it
    /// robs.
    #[test]
    fn a_hint_to_exchange_names_the_card_given() {
        crate::shelve();
        let names: Vec<String> = vec!["Ana".into(), "Bia".into()];
        let (mut exchanges, mut thefts) = (0, 0);
        for seed in 0..200 {
            let mut table = table_of(&names, seed);
            let seat = table.game.position.to_move().unwrap();
            // The curtain lifted for the one who asks.
            table.shown_to = Some(seat);
            let mut told_to_bia = table.clone();
            told_to_bia.shown_to = Some(Seat(1 - seat.0));
            for action in table.game.position.legal_actions(seat) {
                let (en, pt) = (
                    hint_words(Lang::En, &table, &action, &names),
                    hint_words(Lang::PtBr, &table, &action, &names),
                );
                match action {
                    Action::Exchange { give, .. } => {
                        let card = words::card(Lang::En, give);
                        assert_eq!(en, format!("Ana plays Exchange against Bia, giving {card}"));
                        let carta = words::card(Lang::PtBr, give);
                        assert!(pt.ends_with(&format!(", dando {carta}")), "{pt}");
                        // Told to the other (a computer's move in the bar), as the log says it.
                        let told = hint_words(Lang::En, &told_to_bia, &action, &names);
                        assert_eq!(told, "Ana plays Exchange against Bia");
                        exchanges += 1;
                    }
                    Action::Theft { .. } => {
                        assert!(en.contains("against Bia"), "{en}");
                        thefts += 1;
                    }
                    _ => {}
                }
            }
        }
        assert!(
            exchanges >= 5 && thefts >= 5,
            "{exchanges} exchanges, {thefts} thefts"
        );
    }

    /// Random games: every move a shield would block at once is hinted with the block, in the
    /// words the log then says it in.
    #[test]
    fn a_hint_to_attack_a_shield_says_it_is_blocked() {
        crate::shelve();
        let names: Vec<String> = vec!["Ana".into(), "Bia".into()];
        let mut blocked = 0;
        for seed in 0..40 {
            let mut table = table_of(&names, seed);
            let mut rng = tabletop::GameRng::new(seed);
            while let Some(seat) = table.game.position.to_move() {
                table.shown_to = Some(seat);
                let legal = table.game.position.legal_actions(seat);
                for action in &legal {
                    let mut trial = table.game.clone();
                    let events = TableGame::play(&mut trial, *action).unwrap();
                    if let Some(block) = events.iter().find(|e| matches!(e, Event::Blocked { .. }))
                    {
                        let hint = hint_words(Lang::En, &table, action, &names);
                        let line = words::event(Lang::En, block, &names);
                        assert!(hint.ends_with(&format!(". {line}")), "{hint}");
                        assert!(line.contains("blocked"), "{line}");
                        blocked += 1;
                    }
                }
                let a = legal[rng.below(legal.len() as u32) as usize];
                TableGame::play(&mut table.game, a).unwrap();
            }
        }
        assert!(blocked >= 5, "{blocked} blocked attacks hinted");
    }
}
