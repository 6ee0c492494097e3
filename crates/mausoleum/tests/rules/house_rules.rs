//! The house rules' alternatives (§10) and the readings the crate documents.

use mausoleum::{
    Action, Attack, Card, CardCounts, CharacterShield, Config, ConfigError, Decision, Event,
    FinalLap, HandLimitCheck, InvasionTo, Mausoleum, MausolusLimit, Refusal, StartPlayer,
};

use crate::{arranged, config, filler, play, refused, P1, P2, P3};

use Card::*;

fn react() -> Config {
    Config {
        react_from_hand: true,
        ..config(3)
    }
}

#[test]
fn react_from_hand_asks_the_target_and_blocks() {
    let mut game = arranged(
        react(),
        vec![vec![Exchange, Base], vec![Sculptors, Columns], vec![]],
        vec![vec![], vec![], vec![]],
        filler(4),
        vec![],
    );
    play(
        &mut game,
        P1,
        Action::Exchange {
            target: P2,
            give: Base,
        },
    );
    let Decision::React { seat: P2, attack } = game.decision() else {
        panic!("P2 is asked: {:?}", game.decision())
    };
    assert_eq!(attack.give, Some(Base));
    assert_eq!(
        game.legal_actions(P2),
        [Action::Defend { card: Sculptors }, Action::Allow]
    );
    // The card P1 gives is P1's secret.
    let Decision::React { attack: seen, .. } = game.view(Some(P3)).decision else {
        panic!()
    };
    assert_eq!(
        seen,
        Attack {
            give: None,
            ..attack
        }
    );
    assert_eq!(game.view(Some(P1)).decision, game.decision());
    refused(
        &mut game,
        P2,
        Action::Defend { card: Columns },
        Refusal::NotADefence {
            card: Columns,
            attack: Exchange,
        },
    );
    refused(
        &mut game,
        P1,
        Action::Allow,
        Refusal::NotYourDecision { decider: P2 },
    );
    play(&mut game, P2, Action::Defend { card: Sculptors });
    assert_eq!(game.hand(P2).get(Sculptors), 0);
    assert_eq!(game.discard_pile().get(Sculptors), 1);
    assert_eq!(game.used_characters(P2), [Sculptors]);
    assert_eq!(game.to_move(), Some(P2), "P2's own turn follows");
}

#[test]
fn react_from_hand_may_be_declined_and_area_shields_act_first() {
    let mut game = arranged(
        react(),
        vec![vec![Theft, Theft], vec![Protection], vec![]],
        vec![vec![], vec![], vec![]],
        filler(4),
        vec![],
    );
    play(&mut game, P1, Action::Theft { target: P2 });
    let events = play(&mut game, P2, Action::Allow);
    assert!(events.contains(&Event::Allowed { target: P2 }));
    assert_eq!(
        game.hand(P1).total(),
        3,
        "Theft gone, the Protection and the draw"
    );
    // A shield in the area blocks without asking.
    let mut game = arranged(
        react(),
        vec![vec![Theft], vec![Protection], vec![]],
        vec![vec![], vec![Sculptors], vec![]],
        filler(4),
        vec![],
    );
    play(&mut game, P1, Action::Theft { target: P2 });
    assert_eq!(game.to_move(), Some(P2));
    assert_eq!(game.decision(), Decision::Play { seat: P2 });
    // Permanent: a character played from hand stays as a shield.
    let mut game = arranged(
        Config {
            character_shield: CharacterShield::Permanent,
            ..react()
        },
        vec![vec![Earthquake], vec![Architects], vec![]],
        vec![vec![], vec![Base], vec![]],
        filler(4),
        vec![],
    );
    play(&mut game, P1, Action::Earthquake { target: P2 });
    play(&mut game, P2, Action::Defend { card: Architects });
    assert_eq!(game.area(P2).get(Architects), 1);
    assert_eq!(game.area(P2).get(Base), 1);
}

#[test]
fn an_earthquake_on_one_kind_takes_it_at_once() {
    let mut game = arranged(
        config(2),
        vec![vec![Earthquake], vec![]],
        vec![vec![], vec![Pyramid, Pyramid]],
        filler(3),
        vec![],
    );
    let events = play(&mut game, P1, Action::Earthquake { target: P2 });
    assert!(events.contains(&Event::Lost {
        target: P2,
        card: Pyramid
    }));
    assert_eq!(game.area(P2).get(Pyramid), 1);
    assert_eq!(game.decision(), Decision::Play { seat: P2 });
}

#[test]
fn invasion_to_hand() {
    let mut game = arranged(
        Config {
            invasion_to: InvasionTo::Hand,
            ..config(2)
        },
        vec![vec![Invasion], vec![]],
        vec![vec![], vec![Statues]],
        vec![Pyramid, Base],
        vec![],
    );
    play(
        &mut game,
        P1,
        Action::Invasion {
            target: P2,
            card: Statues,
        },
    );
    assert_eq!(game.area(P1), CardCounts::EMPTY);
    assert_eq!(game.hand(P1).get(Statues), 1);
}

#[test]
fn one_mausolus_per_game() {
    let mut game = arranged(
        Config {
            mausolus_limit: MausolusLimit::PerGame,
            ..config(2)
        },
        vec![vec![Mausolus], vec![]],
        vec![
            vec![Base, Columns, Pyramid, Statues],
            vec![Base, Columns, Pyramid, Statues, Mausolus],
        ],
        filler(3),
        vec![],
    );
    refused(
        &mut game,
        P1,
        Action::Play { card: Mausolus },
        Refusal::MausolusInPlay { owner: P2 },
    );
}

#[test]
fn final_lap_end_at_once() {
    let mut game = arranged(
        Config {
            final_lap: FinalLap::EndAtOnce,
            ..config(3)
        },
        vec![vec![], vec![], vec![]],
        vec![vec![], vec![], vec![]],
        vec![Base, Columns],
        vec![],
    );
    play(&mut game, P1, Action::Pass);
    assert_eq!(game.turns_left(), Some(0));
    assert_eq!(game.lap(), Some(mausoleum::Lap::TurnsLeft { turns: 0 }));
    let events = play(&mut game, P2, Action::Pass);
    assert_eq!(events.last(), Some(&Event::GameOver));
    assert!(game.is_over());
}

#[test]
fn hand_limit_at_every_turn_end() {
    // P2 holds 6 cards as P1's turn ends: under the default P2 keeps them until their own turn
    // ends; checked at every turn end, P2 discards at once, out of turn, before drawing.
    let hands = vec![
        vec![Theft],
        vec![Base, Base, Columns, Columns, Pyramid, Pyramid],
        vec![],
    ];
    let mut game = arranged(
        config(3),
        hands.clone(),
        vec![vec![], vec![], vec![]],
        filler(4),
        vec![],
    );
    play(&mut game, P1, Action::Pass);
    assert_eq!(game.decision(), Decision::Play { seat: P2 });
    assert_eq!(game.hand(P2).total(), 7);
    let mut game = arranged(
        Config {
            hand_limit_check: HandLimitCheck::EveryTurnEnd,
            ..config(3)
        },
        hands,
        vec![vec![], vec![], vec![]],
        filler(4),
        vec![],
    );
    play(&mut game, P1, Action::Pass);
    assert_eq!(game.decision(), Decision::Discard { seat: P2 });
    play(&mut game, P2, Action::Discard { card: Base });
    assert_eq!(game.hand(P2).total(), 6, "5, and the draw of P2's turn");
    assert_eq!(game.decision(), Decision::Play { seat: P2 });
}

#[test]
fn the_start_player_is_drawn_or_fixed() {
    let starts: std::collections::BTreeSet<u8> = (0..30)
        .map(|seed| {
            Mausoleum::new(Config::with_players(4), seed)
                .unwrap()
                .current()
                .0
        })
        .collect();
    assert_eq!(starts.len(), 4);
    let fixed = Config {
        start_player: StartPlayer::Seat(2),
        ..Config::with_players(3)
    };
    assert_eq!(Mausoleum::new(fixed, 1).unwrap().current(), P3);
    let bad = Config {
        start_player: StartPlayer::Seat(3),
        ..Config::with_players(3)
    };
    assert_eq!(Mausoleum::new(bad, 1), Err(ConfigError::StartSeat(3)));
    assert_eq!(
        Mausoleum::new(Config::with_players(5), 1),
        Err(ConfigError::PlayerCount(5))
    );
    assert_eq!(
        Mausoleum::new(Config::with_players(1), 1),
        Err(ConfigError::PlayerCount(1))
    );
}

#[test]
fn a_minimal_config_reads_and_typos_are_refused() {
    let c: Config =
        serde_json::from_str(r#"{"players":["Ana","Bruno"],"multiSetBonus":{"perExtraSet":4}}"#)
            .unwrap();
    assert_eq!(c.hand_limit, 5);
    assert_eq!(c.multi_set_bonus, mausoleum::MultiSetBonus::PerExtraSet(4));
    assert!(serde_json::from_str::<Config>(r#"{"reactFromHands":true}"#).is_err());
}
