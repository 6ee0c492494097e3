//! What a touch on the Imhotep table means: a slot, a site, a ship's Sail button or a blue card
//! either plays a listed action at once or starts a choice of several steps (a Lever's ship then
//! site, a Chisel's two places). Everything offered comes from the core's legal actions. No Yew
//! here, so it tests natively.

use imhotep::{Action, Card, Site, SlotRef};

/// A choice of several steps under way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// Nothing chosen: a touch plays what it names.
    #[default]
    Idle,
    /// This ship sails: now the site.
    Sail {
        /// The ship.
        ship: u8,
    },
    /// A Lever: the ship, then the site.
    Lever {
        /// The ship, once chosen.
        ship: Option<u8>,
    },
    /// A Sail card: the place for the stone, then the site.
    SailCard {
        /// The place, once chosen.
        slot: Option<SlotRef>,
    },
    /// A Hammer that places a stone: the place.
    Hammer,
    /// A Chisel: two places.
    Chisel {
        /// The first place, once chosen.
        first: Option<SlotRef>,
    },
}

/// What a touch does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Play this action.
    Play(Action),
    /// Go on with the choice.
    Enter(Mode),
}

fn play_if(legal: &[Action], action: Action) -> Option<Step> {
    legal.contains(&action).then_some(Step::Play(action))
}

fn enter_if(any: bool, mode: Mode) -> Option<Step> {
    any.then_some(Step::Enter(mode))
}

/// A touch on ship `r.ship`'s place `r.slot`.
pub fn on_slot(mode: Mode, legal: &[Action], r: SlotRef) -> Option<Step> {
    match mode {
        Mode::Idle => play_if(legal, Action::PlaceStone { ship: r.ship, slot: r.slot }),
        Mode::SailCard { slot: None } => enter_if(
            legal.iter().any(|a| matches!(a, Action::PlaySail { ship, slot, .. } if *ship == r.ship && *slot == r.slot)),
            Mode::SailCard { slot: Some(r) },
        ),
        Mode::Hammer => play_if(legal, Action::PlayHammer { place: Some(r) }),
        Mode::Chisel { first: None } => enter_if(
            legal.iter().any(|a| matches!(a, Action::PlayChisel { first, second } if *first == r || *second == r)),
            Mode::Chisel { first: Some(r) },
        ),
        Mode::Chisel { first: Some(f) } => {
            let (first, second) = if f < r { (f, r) } else { (r, f) };
            play_if(legal, Action::PlayChisel { first, second })
        }
        _ => None,
    }
}

/// A touch on a site.
pub fn on_site(mode: Mode, legal: &[Action], site: Site) -> Option<Step> {
    match mode {
        Mode::Sail { ship } => play_if(legal, Action::Sail { ship, site }),
        Mode::Lever { ship: Some(ship) } => play_if(legal, Action::PlayLever { ship, site }),
        Mode::SailCard { slot: Some(r) } => play_if(
            legal,
            Action::PlaySail {
                ship: r.ship,
                slot: r.slot,
                site,
            },
        ),
        _ => None,
    }
}

/// A touch on ship `ship`'s Sail button.
pub fn on_sail(mode: Mode, legal: &[Action], ship: u8) -> Option<Step> {
    match mode {
        Mode::Idle => enter_if(
            legal
                .iter()
                .any(|a| matches!(a, Action::Sail { ship: s, .. } if *s == ship)),
            Mode::Sail { ship },
        ),
        Mode::Lever { ship: None } => enter_if(
            legal
                .iter()
                .any(|a| matches!(a, Action::PlayLever { ship: s, .. } if *s == ship)),
            Mode::Lever { ship: Some(ship) },
        ),
        _ => None,
    }
}

/// A touch on a held blue card.
pub fn on_card(legal: &[Action], card: Card) -> Option<Step> {
    match card {
        Card::Lever => enter_if(
            legal.iter().any(|a| matches!(a, Action::PlayLever { .. })),
            Mode::Lever { ship: None },
        ),
        Card::Hammer => play_if(legal, Action::PlayHammer { place: None }).or_else(|| {
            enter_if(
                legal
                    .iter()
                    .any(|a| matches!(a, Action::PlayHammer { place: Some(_) })),
                Mode::Hammer,
            )
        }),
        Card::Sail => enter_if(
            legal.iter().any(|a| matches!(a, Action::PlaySail { .. })),
            Mode::SailCard { slot: None },
        ),
        Card::Chisel => enter_if(
            legal.iter().any(|a| matches!(a, Action::PlayChisel { .. })),
            Mode::Chisel { first: None },
        ),
        _ => None,
    }
}

/// The action to ask the core about when a touch leads nowhere, so the player hears why.
pub fn probe_slot(mode: Mode, r: SlotRef) -> Action {
    match mode {
        Mode::Hammer => Action::PlayHammer { place: Some(r) },
        _ => Action::PlaceStone {
            ship: r.ship,
            slot: r.slot,
        },
    }
}

/// The action to ask the core about when a site cannot be chosen.
pub fn probe_site(mode: Mode, site: Site) -> Option<Action> {
    match mode {
        Mode::Sail { ship } => Some(Action::Sail { ship, site }),
        Mode::Lever { ship: Some(ship) } => Some(Action::PlayLever { ship, site }),
        Mode::SailCard { slot: Some(r) } => Some(Action::PlaySail {
            ship: r.ship,
            slot: r.slot,
            site,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slot(ship: u8, slot: u8) -> SlotRef {
        SlotRef { ship, slot }
    }

    #[test]
    fn a_chisel_takes_two_places_in_either_order() {
        let legal = [Action::PlayChisel {
            first: slot(0, 1),
            second: slot(2, 0),
        }];
        let step = on_card(&legal, Card::Chisel);
        assert_eq!(step, Some(Step::Enter(Mode::Chisel { first: None })));
        let Some(Step::Enter(mode)) = on_slot(Mode::Chisel { first: None }, &legal, slot(2, 0))
        else {
            panic!("the second place may be touched first");
        };
        assert_eq!(
            on_slot(mode, &legal, slot(0, 1)),
            Some(Step::Play(legal[0]))
        );
        assert_eq!(on_slot(mode, &legal, slot(1, 1)), None);
    }

    #[test]
    fn a_sail_button_then_a_site_sails_and_unlisted_sites_do_nothing() {
        let legal = [
            Action::Sail {
                ship: 1,
                site: Site::Temple,
            },
            Action::PlaceStone { ship: 0, slot: 0 },
        ];
        assert_eq!(on_sail(Mode::Idle, &legal, 0), None);
        let Some(Step::Enter(mode)) = on_sail(Mode::Idle, &legal, 1) else {
            panic!("ship 1 may sail")
        };
        assert_eq!(
            on_site(mode, &legal, Site::Temple),
            Some(Step::Play(legal[0]))
        );
        assert_eq!(on_site(mode, &legal, Site::Market), None);
        assert_eq!(
            probe_site(mode, Site::Market),
            Some(Action::Sail {
                ship: 1,
                site: Site::Market
            })
        );
        assert_eq!(
            on_slot(Mode::Idle, &legal, slot(0, 0)),
            Some(Step::Play(legal[1]))
        );
    }

    #[test]
    fn a_hammer_plays_at_once_when_it_cannot_place() {
        let take_only = [Action::PlayHammer { place: None }];
        assert_eq!(
            on_card(&take_only, Card::Hammer),
            Some(Step::Play(take_only[0]))
        );
        let place = [Action::PlayHammer {
            place: Some(slot(3, 2)),
        }];
        assert_eq!(
            on_card(&place, Card::Hammer),
            Some(Step::Enter(Mode::Hammer))
        );
        assert_eq!(
            on_slot(Mode::Hammer, &place, slot(3, 2)),
            Some(Step::Play(place[0]))
        );
        assert_eq!(on_card(&place, Card::Lever), None);
    }
}
