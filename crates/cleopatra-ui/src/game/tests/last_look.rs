//! A turn's end: the player keeps the device for a last look, with an undo, before handing it on,
//! whatever decision ended the turn; only bids and picks in another player's turn go round at once.

use std::collections::BTreeSet;

use super::*;

/// A piece other than a mosaic (so no sanctuary to claim) the deciding player may build now.
fn quarry_build(t: &CleopatraTable) -> Option<Action> {
    t.game.legal_actions().into_iter().find(|a| {
            matches!(a, Action::Build { piece, .. } if !matches!(piece, cleopatra::Piece::Mosaic { .. }))
        })
}

/// Plays market turns (people behind the curtain, computers straight on) until `seat`'s turn
/// begins with a piece to build, that player holding the device if a curtain fell for them.
fn until_a_build(t: &mut CleopatraTable, seat: Seat) {
    for _ in 0..60 {
        if t.handover.is_some() {
            t.apply(TableAction::Hide);
        }
        if t.curtain().is_some() {
            t.apply(TableAction::Reveal);
        }
        let to_act = t.game.to_act().expect("the game goes on");
        if to_act == seat && quarry_build(t).is_some() {
            return;
        }
        market_turn(t, to_act);
    }
    panic!("{seat:?} never had a piece to build");
}

/// `seat` builds a piece, then leaves the quarry, which ends the turn.
fn quarry_turn(t: &mut CleopatraTable, seat: Seat) {
    t.apply(TableAction::Play(
        quarry_build(t).expect("a piece to build"),
    ));
    t.apply(TableAction::Play(Action::EndQuarryVisit));
    assert_eq!(t.refusal, None);
    assert_ne!(
        t.game.to_act(),
        Some(seat),
        "leaving the quarry ended the turn"
    );
}

/// A table of people and computers (`None` a person), Ana starting.
fn seated(computers: Vec<Option<bot::Level>>) -> CleopatraTable {
    let names = ["Ana", "Bia", "Caio"][..computers.len()].iter();
    let colours = [
        PlayerColour::Blue,
        PlayerColour::Green,
        PlayerColour::Orange,
    ];
    new_table(
        names.map(|n| n.to_string()).collect(),
        colours[..computers.len()].to_vec(),
        Some(0),
        CleopatraOptions::default(),
        11,
    )
    .unwrap()
    .with_computers(computers)
}

/// Leaving the quarry ends a turn as the market visit does: the player keeps the device for a
/// last look, with an undo (leaving showed nothing new), before passing it on; against
/// computers, and for the last person before a computer, the same as after a market visit.
#[test]
fn leaving_the_quarry_ends_a_turn_as_a_market_visit_does() {
    use bot::Level::Easy;
    for (computers, seat, last_look) in [
        (vec![None, None], Seat(0), true),
        (vec![None, None, Some(Easy)], Seat(0), true),
        (vec![None, Some(Easy)], Seat(0), false),
        // The last person before a computer.
        (vec![None, None, Some(Easy)], Seat(1), false),
    ] {
        let case = format!("{computers:?}, {seat:?}");
        let mut t = seated(computers);
        until_a_build(&mut t, seat);
        let mut market = t.clone();
        market_turn(&mut market, seat);
        quarry_turn(&mut t, seat);
        assert_eq!(t.handover, market.handover, "{case}");
        assert_eq!(t.handover, last_look.then_some(seat), "{case}");
        assert_eq!(t.curtain(), market.curtain(), "{case}");
        assert_eq!(t.viewer(), market.viewer(), "{case}");
        if !last_look {
            continue;
        }
        let next = t.game.to_act().unwrap();
        assert_eq!(t.curtain(), None, "{case}: no curtain yet");
        assert_eq!(t.viewer(), Some(seat), "{case}");
        assert!(t.view().players[next.index()].hand.is_none(), "{case}");
        // Undo takes back the leaving, as the last refill card: back in the quarry.
        assert_eq!(t.can_undo(), Ok(()), "{case}");
        t.apply(TableAction::Undo);
        assert_eq!(t.undo_refusal, None, "{case}");
        assert_eq!(t.game.to_act(), Some(seat), "{case}");
        assert_eq!(t.handover, None, "{case}");
        assert_eq!(t.viewer(), Some(seat), "{case}");
        assert!(t.game.legal_actions().contains(&Action::EndQuarryVisit));
        t.apply(TableAction::Play(Action::EndQuarryVisit));
        assert_eq!(t.handover, Some(seat), "{case}");
        // "Pass to …": the curtain falls for the next player, who hears of the build.
        t.apply(TableAction::Hide);
        assert_eq!(t.curtain(), Some(next), "{case}");
        assert_eq!(t.viewer(), None, "{case}");
        assert!(t
            .news_for(next)
            .any(|e| matches!(e, Event::Built { seat: s, .. } if s == seat)));
    }
}

/// Whole games of three people with every mini-expansion, decisions picked at random: every
/// decision of the holder that hands the device to another person leaves them a last look,
/// unless it is a bid or a pick made in another player's turn (the Offering, the architects'
/// auction), which goes round at once. Leaving the quarry, the market's last refill card and
/// the hand limit are among the turns' ends seen; during a last look only its maker sees
/// their hand, and an undo there takes back exactly the decision that ended the turn.
#[test]
fn every_turn_ends_with_a_last_look_and_only_bids_go_round_at_once() {
    let mut options = CleopatraOptions::default();
    for m in MiniExpansion::ALL {
        m.switch(&mut options.expansions, true);
    }
    let names: Vec<String> = ["Ana", "Bia", "Caio"].map(String::from).to_vec();
    let colours = vec![
        PlayerColour::Blue,
        PlayerColour::Green,
        PlayerColour::Orange,
    ];
    let kind = |a: &Action| {
        format!("{a:?}")
            .split([' ', '{'])
            .next()
            .unwrap()
            .to_owned()
    };
    let (mut last_looks, mut at_once) = (BTreeSet::new(), BTreeSet::new());
    let mut undone = 0;
    for seed in [3, 8] {
        let mut t = new_table(names.clone(), colours.clone(), None, options, seed).unwrap();
        let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut pick = |n: usize| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng % n as u64) as usize
        };
        while !t.game.is_over() {
            if t.curtain().is_some() {
                t.apply(TableAction::Reveal);
            }
            let mover = t.game.to_act().unwrap();
            let active = t.game.active();
            assert_eq!(t.holder, Some(mover));
            let options = t.game.options();
            // Building most of the time, so Cleopatra walks and the game ends.
            let builds: Vec<Action> = options
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::PayFor { .. } | Action::Place { .. }))
                .collect();
            let action = if !builds.is_empty() && pick(10) < 8 {
                builds[pick(builds.len())]
            } else {
                options[pick(options.len())]
            };
            let before = t.clone();
            t.apply(TableAction::Play(action));
            assert_eq!(t.refusal, None, "{action:?}");
            let handed_on = t.game.to_act().is_some_and(|s| s != mover);
            match t.handover {
                Some(seat) => {
                    assert_eq!(seat, mover);
                    assert!(handed_on);
                    last_looks.insert(kind(&action));
                    let next = t.game.to_act().unwrap();
                    assert_eq!(t.viewer(), Some(mover));
                    assert!(t.view().players[mover.index()].hand.is_some());
                    assert!(t.view().players[next.index()].hand.is_none());
                    if t.can_undo().is_ok() && pick(4) == 0 {
                        let mut back = t.clone();
                        back.apply(TableAction::Undo);
                        assert_eq!(back.game, before.game, "{action:?} taken back");
                        assert_eq!(back.log, before.log);
                        assert_eq!(back.handover, None);
                        undone += 1;
                    }
                    t.apply(TableAction::Hide);
                }
                None if handed_on && t.curtain().is_some() => {
                    assert!(
                        matches!(
                            action,
                            Action::Offer { .. } | Action::ChooseArchitect { .. }
                        ),
                        "{action:?} handed the device on at once"
                    );
                    assert!(
                        mover != active || t.game.active() == active,
                        "{action:?} ended its maker's own turn, and the curtain fell at once"
                    );
                    at_once.insert(kind(&action));
                }
                None => {}
            }
        }
    }
    for end in ["EndQuarryVisit", "RefillStall"] {
        assert!(last_looks.contains(end), "{end} in {last_looks:?}");
    }
    assert!(
        last_looks.contains("KeepAllCards") || last_looks.contains("DiscardOne"),
        "the hand limit in {last_looks:?}"
    );
    assert!(at_once.contains("Offer"), "{at_once:?}");
    assert!(undone > 0);
}

#[test]
fn the_player_handing_over_may_take_back_the_last_refill_card() {
    let mut t = table();
    t.apply(TableAction::Reveal);
    market_turn(&mut t, Seat(0));
    let last = *t.game.history().last().unwrap();
    assert!(matches!(last, Action::RefillStall { .. }));
    assert_eq!(t.can_undo(), Ok(()));
    t.apply(TableAction::Undo);
    assert_eq!(t.game.to_act(), Some(Seat(0)), "Ana places the card again");
    assert_eq!(t.handover, None);
    assert_eq!(t.viewer(), Some(Seat(0)));
}
