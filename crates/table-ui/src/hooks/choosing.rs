//! What a player is in the middle of choosing on a game's screen (a card, squares to mark, a piece
//! and its payment, a ship before its site), written once for every game. A choice belongs to one
//! moment of the game and is dropped when the game moves on. Every tap reads and changes the choice
//! as it is when the tap arrives, never as it was last drawn: Yew may give the browser a turn
//! between a render and the next, so two taps quicker than a frame must both count.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use yew::prelude::*;

/// A choice and the moment (the number of decisions taken) it belongs to.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Chosen<C> {
    at: usize,
    choice: C,
}

impl<C: Default + Clone> Chosen<C> {
    /// The choice if it belongs to the moment `at`, else nothing chosen.
    pub fn at(&self, at: usize) -> C {
        if self.at == at {
            self.choice.clone()
        } else {
            C::default()
        }
    }

    /// Changes the choice of the moment `at` (starting from nothing chosen if the one held belongs
    /// to another), returning what `change` returns.
    pub fn change<R>(&mut self, at: usize, change: impl FnOnce(&mut C) -> R) -> R {
        if self.at != at {
            *self = Chosen {
                at,
                choice: C::default(),
            };
        }
        change(&mut self.choice)
    }
}

/// A screen's choice in progress (see [`use_choosing`]): read and changed by callbacks made at any
/// render, always as of the latest render's moment.
pub struct Choosing<C> {
    chosen: Rc<RefCell<Chosen<C>>>,
    now: Rc<Cell<usize>>,
    redraw: UseForceUpdateHandle,
}

impl<C> Clone for Choosing<C> {
    fn clone(&self) -> Self {
        Choosing {
            chosen: Rc::clone(&self.chosen),
            now: Rc::clone(&self.now),
            redraw: self.redraw.clone(),
        }
    }
}

/// Two handles are the same when they hold the same choice (a handle never changes from render to
/// render, so properties holding it do not draw again for it).
impl<C> PartialEq for Choosing<C> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.chosen, &other.chosen)
    }
}

impl<C: Default + Clone + PartialEq + 'static> Choosing<C> {
    /// The choice as it is now, for the moment of the latest render.
    pub fn get(&self) -> C {
        self.chosen.borrow().at(self.now.get())
    }

    /// Changes the choice as it is now, drawing the screen again if it changed; returns what
    /// `change` returns.
    pub fn change<R>(&self, change: impl FnOnce(&mut C) -> R) -> R {
        let now = self.now.get();
        let (changed, out) = {
            let mut chosen = self.chosen.borrow_mut();
            let before = chosen.at(now);
            let out = chosen.change(now, change);
            (chosen.at(now) != before, out)
        };
        if changed {
            self.redraw.force_update();
        }
        out
    }

    /// The moment of the latest render (for a callback made once to say something of now).
    pub fn now(&self) -> usize {
        self.now.get()
    }

    /// A callback that changes the choice as it is when called with `value`.
    pub fn on<T: 'static>(&self, change: impl Fn(&mut C, T) + 'static) -> Callback<T> {
        let choosing = self.clone();
        Callback::from(move |value| choosing.change(|choice| change(choice, value)))
    }

    /// A callback that lets the choice go (nothing chosen).
    pub fn clear<T: 'static>(&self) -> Callback<T> {
        self.on(|choice, _| *choice = C::default())
    }
}

/// The choice in progress on a screen drawn at the moment `at`: what the player has chosen towards
/// the decision of that moment, nothing once the game has moved on.
#[hook]
pub fn use_choosing<C: Default + Clone + PartialEq + 'static>(at: usize) -> Choosing<C> {
    let chosen = use_mut_ref(Chosen::<C>::default);
    let now = use_memo((), |_| Cell::new(at));
    now.set(at);
    let redraw = use_force_update();
    Choosing {
        chosen,
        now,
        redraw,
    }
}

#[cfg(test)]
mod tests {
    use super::Chosen;

    #[test]
    fn a_choice_belongs_to_its_moment() {
        let mut chosen = Chosen::<Vec<u8>>::default();
        chosen.change(3, |c| c.push(1));
        chosen.change(3, |c| c.push(2));
        assert_eq!(
            chosen.at(3),
            vec![1, 2],
            "two changes at one moment both count"
        );
        assert_eq!(
            chosen.at(4),
            Vec::<u8>::new(),
            "nothing is chosen at another moment"
        );
        let len = chosen.change(4, |c| {
            c.push(7);
            c.len()
        });
        assert_eq!(
            len, 1,
            "a change at a new moment starts from nothing chosen"
        );
        assert_eq!(chosen.at(4), vec![7]);
        assert_eq!(
            chosen.at(3),
            Vec::<u8>::new(),
            "the old moment's choice is gone"
        );
    }
}
