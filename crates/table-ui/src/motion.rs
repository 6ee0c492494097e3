//! Motion at the table, written once for every game: what a decision changed moves from where it
//! was, so a player who looked away can follow a computer's turn on the board. A game only marks
//! its pieces (`data-fly` and friends, described in `motion.js`); when the record grows or shrinks
//! (a decision, an undo) with the same person looking, the frame notes where the pieces were before
//! the page changes and animates them once it has, paced by the computers' speed and the device's
//! "animations" setting. Animations only draw the page, which is final at once: they never delay a
//! tap or a save, a tap finishes them, and nothing moves under `prefers-reduced-motion`. They start
//! before the browser draws the new moment, and never after: a piece seen in its place never jumps
//! back to move again.
//!
//! How a game marks its pieces (`motion.js` does the rest, by transform and opacity only):
//! - `data-fly="id"`: a piece, with an id unique on the page and the same for the same piece from
//!   one moment to the next;
//! - `data-fly-n`: a count or state; when it drops the piece gives up what left, in place (a count
//!   may carry a word after it, "5 2", that changes when as many came as went, so the piece still
//!   counts as changed);
//! - a piece new here, or whose `data-fly-n` changed otherwise, flies in from the first of its
//!   `data-fly-from` ids (space-separated) that was on the page and changed (went, or its count
//!   changed), or else from the first that was on the page; else it settles in (grows and fades
//!   in) when it was there itself, or has no marked ancestor, or its nearest marked ancestor was on
//!   the page; else (inside a whole new part, such as the next player's hand) it simply appears;
//!   a piece that would settle in because a piece flew into it (a stall refilled) stays still;
//! - `data-fly-move`: the piece glides when it changes place (only those: the rest of the board
//!   shifting as a panel grows is no move);
//! - `data-fly-order`: pieces that move go one after the other, by that number (stones unloaded
//!   one by one);
//! - `data-fly-lead`: when this piece flies, the ordered pieces set off once it has nearly arrived
//!   (a ship sails to its site, then its stones are unloaded).
//!
//! An SVG piece placed by its own `transform` attribute only fades.

#[cfg(feature = "table")]
use std::cell::RefCell;
#[cfg(feature = "table")]
use std::rc::Rc;

#[cfg(feature = "table")]
use tabletop::Seat;
#[cfg(feature = "table")]
use yew::prelude::*;

#[cfg(feature = "table")]
use crate::hooks::Pace;
use crate::storage;

#[cfg(all(target_arch = "wasm32", feature = "table"))]
mod js {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen(module = "/src/motion.js")]
    extern "C" {
        pub fn arm(ms: f64, step: f64);
        pub fn settled();
        pub fn setting(key: &str);
        #[wasm_bindgen(js_name = whenStill)]
        pub fn when_still(job: &JsValue);
    }
}

/// Runs `job` once nothing on the table moves any more (at once when nothing does): what is looked
/// at then is where it stays. (A card drawn into a lesson's hand, lit, was looked for while it flew
/// from the pile, and the page scrolled to the pile.)
#[cfg(feature = "table")]
pub fn when_still(job: impl FnOnce() + 'static) {
    #[cfg(target_arch = "wasm32")]
    js::when_still(&wasm_bindgen::closure::Closure::once_into_js(job));
    #[cfg(not(target_arch = "wasm32"))]
    job();
}

/// How much the table moves: the device's "animations" setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Motion {
    /// Every change moves at the pace of the play.
    On,
    /// Moves, briefly.
    Quick,
    /// Nothing moves.
    Off,
}

impl Motion {
    /// Every setting, in the menu's order.
    pub const ALL: [Motion; 3] = [Motion::On, Motion::Quick, Motion::Off];

    /// Its name on the device and its catalogue suffix.
    pub fn key(self) -> &'static str {
        match self {
            Motion::On => "on",
            Motion::Quick => "quick",
            Motion::Off => "off",
        }
    }

    /// How long a piece moves, in milliseconds, after a person's decision or, by `pace`, a
    /// computer's.
    #[cfg(feature = "table")]
    pub fn millis(self, computer: Option<Pace>) -> f64 {
        let full = match computer {
            None => 280.0,
            Some(Pace::Slow) => 800.0,
            Some(Pace::Normal) => 520.0,
            Some(Pace::Fast) => 260.0,
        };
        match self {
            Motion::On => full,
            Motion::Quick => full * 0.45,
            Motion::Off => 0.0,
        }
    }
}

/// Where the device remembers the setting.
pub const MOTION_KEY: &str = crate::stored_key!("motion");

/// The setting, as remembered on the device (on unless a person turned it down).
pub fn remembered() -> Motion {
    storage::recall(MOTION_KEY)
        .and_then(|k| Motion::ALL.into_iter().find(|m| m.key() == k))
        .unwrap_or(Motion::On)
}

/// The animations setting and how to change it (remembered on the device).
#[cfg(feature = "table")]
#[derive(Debug, Clone, PartialEq)]
pub struct MotionSetting {
    /// The setting.
    pub motion: Motion,
    /// Changes it.
    pub on_change: Callback<Motion>,
}

/// The moment a table shows: how many decisions its record holds, and who looks.
#[cfg(feature = "table")]
pub type Moment = (usize, Option<Seat>);

/// Animates what changes on the table from one moment to the next, when the decisions changed and
/// the same person looks (the next player's hand, shown after the curtain, does not fly in).
/// `computer` is the pace when the decision that brought the moment was a computer's. The setting
/// is read from the device at each render: a menu anywhere on the page (the rules sheet's) changes
/// it for the next move.
#[cfg(feature = "table")]
#[hook]
pub fn use_motion(moment: Moment, computer: Option<Pace>) -> MotionSetting {
    let update = use_force_update();
    let motion = remembered();
    let last = use_mut_ref(|| None::<Moment>);
    let ms = motion.millis(computer);
    let armed = follows(&last, moment) && ms > 0.0;
    if armed {
        // The page still shows the moment before: note where its pieces are, and move them from
        // there once it shows the new one, before it is painted. Not in an effect: Yew may let
        // the browser draw a frame between its renders and their effects.
        #[cfg(target_arch = "wasm32")]
        js::arm(ms, ms * 0.4);
    }
    // Effects run once every part of the page is drawn: an armed move may play (see `arm` in
    // motion.js for why the next frame alone is not enough).
    use_effect(|| {
        #[cfg(target_arch = "wasm32")]
        js::settled();
    });
    use_effect_with(motion, |m| {
        // The moves the games' styles draw (a piece rising into place) follow the setting too.
        #[cfg(target_arch = "wasm32")]
        js::setting(m.key());
        #[cfg(not(target_arch = "wasm32"))]
        let _ = m;
    });
    let on_change = Callback::from(move |m: Motion| {
        storage::remember(MOTION_KEY, m.key());
        update.force_update();
    });
    MotionSetting { motion, on_change }
}

/// Whether `moment` follows the last one shown by a decision (or an undo) with the same person
/// looking; notes it as the last.
#[cfg(feature = "table")]
fn follows(last: &Rc<RefCell<Option<Moment>>>, moment: Moment) -> bool {
    let before = last.replace(Some(moment));
    matches!(before, Some((decisions, viewer)) if decisions != moment.0 && viewer == moment.1)
}

#[cfg(all(test, feature = "table"))]
mod tests {
    use super::*;

    #[test]
    fn only_a_decision_seen_by_the_same_person_moves() {
        let last = Rc::new(RefCell::new(None));
        assert!(
            !follows(&last, (0, None)),
            "the first moment shown does not move"
        );
        assert!(!follows(&last, (0, None)), "nothing decided: nothing moves");
        assert!(follows(&last, (1, None)), "a decision moves");
        assert!(follows(&last, (0, None)), "an undo moves back");
        assert!(
            !follows(&last, (1, Some(Seat(1)))),
            "the next person's view appears as it is"
        );
        assert!(follows(&last, (2, Some(Seat(1)))));
    }

    #[test]
    fn a_computer_moves_at_its_pace_and_quick_is_shorter() {
        let person = Motion::On.millis(None);
        let slow = Motion::On.millis(Some(Pace::Slow));
        let fast = Motion::On.millis(Some(Pace::Fast));
        assert!(slow > Motion::On.millis(Some(Pace::Normal)) && fast < slow);
        assert!(Motion::Quick.millis(None) < person);
        assert_eq!(Motion::Off.millis(Some(Pace::Slow)), 0.0);
        // A computer's move never takes longer than the pause before its next one.
        for pace in Pace::ALL {
            assert!(Motion::On.millis(Some(pace)) * 1.4 <= pace.millis().max(400.0));
        }
    }
}
