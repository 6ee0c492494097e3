//! The choice in progress on the game screen (a category, a piece, a mosaic's ghost, a payment),
//! edited by callbacks made at any render: each edit applies to the choice of the moment it names.

use std::cell::Cell;
use std::rc::Rc;

use yew::prelude::*;

use crate::choice::Choice;

/// The choice in progress, changed by [`ChoiceEdit`]s. Each edit applies to the choice of the
/// moment it names when it is dispatched, so a callback made at any render edits the latest choice.
#[derive(Debug, Default, PartialEq)]
pub(super) struct Choosing(pub(super) Choice);

/// An edit of the choice of the moment `at`.
pub(super) struct ChoiceEdit {
    at: usize,
    edit: Box<dyn FnOnce(&mut Choice)>,
}

impl Reducible for Choosing {
    type Action = ChoiceEdit;

    fn reduce(self: Rc<Self>, edit: ChoiceEdit) -> Rc<Self> {
        let mut next = self.0.current(edit.at);
        (edit.edit)(&mut next);
        Rc::new(Choosing(next))
    }
}

/// A callback that changes the choice of the moment `at` holds when it is called with `change`.
pub(super) fn change_choice<T: 'static>(
    choosing: &UseReducerDispatcher<Choosing>,
    at: &Rc<Cell<usize>>,
    change: impl Fn(&mut Choice, T) + 'static,
) -> Callback<T> {
    let (choosing, at, change) = (choosing.clone(), Rc::clone(at), Rc::new(change));
    Callback::from(move |value| {
        let change = Rc::clone(&change);
        choosing.dispatch(ChoiceEdit {
            at: at.get(),
            edit: Box::new(move |next| change(next, value)),
        });
    })
}
