//! What every game's table screen shares: its properties, the table as state, whether undo is
//! possible, and the saving around it (autosave after every change, a tab that fell behind another
//! stops writing and says so, the screen kept awake, and the export sheet).

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use web_sys::EventTarget;
use yew::prelude::*;

use super::Live;
use crate::components::{ExportSheet, SaveNotice};
use crate::device;
use crate::storage::{self, SaveStatus, Saver};
use table::Record;
use table::{Table, TableGame};

/// Properties of every game's table screen.
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct TableScreenProps<G: TableGame> {
    /// The table as it starts.
    pub table: Rc<Table<G>>,
    /// Its autosave.
    pub saver: Saver,
    /// Whether it was read from storage (then nothing is written until something changes).
    pub resumed: bool,
    /// Another tab saved this game further: open the stored moment.
    pub on_reload: Callback<String>,
    /// Leave the game.
    pub on_quit: Callback<()>,
    /// Set up a new game with the same players.
    pub on_again: Callback<()>,
}

/// A table screen's state: the table, whether undo is possible now, and its saving.
pub struct TableScreen<G: TableGame> {
    /// The table, changed by dispatching [`TableAction`]s.
    pub table: UseReducerHandle<Live<Table<G>>>,
    /// Whether the deciding player may undo now (asked once per change of the game: it replays).
    pub undo_allowed: bool,
    /// The saving.
    pub saves: TableSaves,
}

/// How a game writes its short code, where its settings allow one; `None` for a game that
/// travels only as a file.
pub type CodeOf<G> = Option<fn(&Table<G>) -> Option<String>>;

/// The state of a table screen with `props`; `code` gives the game's short code where its
/// settings allow one (`None` for a game that travels only as a file).
#[hook]
pub fn use_table_screen<G: TableGame>(
    props: &TableScreenProps<G>,
    code: CodeOf<G>,
) -> TableScreen<G> {
    let table = use_reducer({
        let start = props.table.clone();
        move || Live((*start).clone())
    });
    let saves = use_table_saves(
        &table,
        &props.saver,
        props.resumed,
        props.on_reload.clone(),
        code,
    );
    let undo_allowed = {
        let table = table.clone();
        // A player handing the device on may take back what ended their part; once it is passed,
        // the next player may not (who holds the device counts: the curtain raised changes no
        // game, but the Undo a new holder sees must not offer the last one's decision).
        *use_memo((table.changes, table.handover, table.holder), move |_| {
            table.can_undo().is_ok()
        })
    };
    TableScreen {
        table,
        undo_allowed,
        saves,
    }
}

/// A change of the table not yet saved, and the status to report the save's outcome to.
struct Unsaved<G: TableGame> {
    table: UseReducerHandle<Live<Table<G>>>,
    status: UseStateHandle<SaveStatus>,
}

/// Saves the change waiting in `unsaved`, if any: as the game to resume, or, on the way out (the
/// player may have just left it), without making it that.
fn save_unsaved<G: TableGame>(
    saver: &RefCell<Saver>,
    unsaved: &RefCell<Option<Unsaved<G>>>,
    leaving: bool,
) {
    let Some(Unsaved { table, status }) = unsaved.borrow_mut().take() else {
        return;
    };
    let saved = if leaving {
        saver.borrow_mut().store(&*table)
    } else {
        saver.borrow_mut().save(&*table)
    };
    if saved != *status {
        status.set(saved);
    }
}

/// What a game screen shows of its saving.
#[derive(Debug, Clone, PartialEq)]
pub struct TableSaves {
    /// The notice when saving is off or another tab is ahead (empty otherwise).
    pub notice: Html,
    /// The export sheet while it is open (empty otherwise): one child wherever a screen puts it.
    pub export_sheet: Html,
    /// Opens the export sheet.
    pub open_export: Callback<()>,
}

/// Autosaves `table` with `saver` after every change of the game (not on a resumed game until it
/// changes), watches other tabs, keeps the screen awake, and offers the export sheet with the
/// game's file and, where `code` gives one, its short code.
#[hook]
fn use_table_saves<G: TableGame>(
    table: &UseReducerHandle<Live<Table<G>>>,
    saver: &Saver,
    resumed: bool,
    on_reload: Callback<String>,
    code: CodeOf<G>,
) -> TableSaves {
    let export = use_state(|| false);
    let saver = use_mut_ref({
        let saver = saver.clone();
        move || saver
    });
    let save_status = use_state(|| SaveStatus::Saved);
    // Autosave after every change; a tab that fell behind another one stops writing. The save waits
    // until the frame showing the change is painted, so a tap's answer never waits for storage;
    // leaving the table or the page saves at once whatever is still waiting.
    let unsaved = use_mut_ref(|| None::<Unsaved<G>>);
    // A change waits as it is drawn, not in an effect: Yew leaves a slow render's effects to a
    // later task, and a page left at once (a keep tapped as the tab closes, on a busy phone) would
    // go without it.
    let registered = use_mut_ref(|| None::<u64>);
    let changes = table.changes;
    if registered.replace(Some(changes)) != Some(changes) {
        // A lesson is not saved: the game it hands over is, from then on.
        let unchanged = resumed && changes == 0;
        if !unchanged && table.coaching.is_none() && *save_status != SaveStatus::Behind {
            let waiting = unsaved
                .borrow_mut()
                .replace(Unsaved {
                    table: table.clone(),
                    status: save_status.clone(),
                })
                .is_some();
            if !waiting {
                let (saver, unsaved) = (saver.clone(), unsaved.clone());
                device::after_paint(move || save_unsaved(&saver, &unsaved, false));
            }
        }
    }
    // What a player has looked at (a curtain's news, the Offering's bids) is written beside the
    // saved game, so a reload does not show it again; a look alone is not a new revision.
    {
        let (saver, table) = (saver.clone(), table.clone());
        use_effect_with(table.seen.clone(), move |_| {
            if table.coaching.is_none() {
                device::after_paint(move || saver.borrow().store_seen(&*table));
            }
        });
    }
    {
        let (saver, unsaved) = (saver.clone(), unsaved.clone());
        use_effect_with((), move |_| {
            // The page going away or out of sight (another app on a phone) may be its end. (The app
            // marks the game to resume while it is at the table; leaving may just have unmarked it.)
            let window = web_sys::window();
            let document = window.as_ref().and_then(|w| w.document());
            let leaving = [
                window.map(|w| (EventTarget::from(w), "pagehide")),
                document.map(|d| (EventTarget::from(d), "visibilitychange")),
            ]
            .into_iter()
            .flatten()
            .map(|(target, event)| {
                let (saver, unsaved) = (saver.clone(), unsaved.clone());
                EventListener::new(&target, event, move |_| {
                    save_unsaved(&saver, &unsaved, true)
                })
            })
            .collect::<Vec<_>>();
            move || {
                drop(leaving);
                save_unsaved(&saver, &unsaved, true);
            }
        });
    }
    // Another tab saving the same game further is noticed at once.
    {
        let (saver, save_status) = (saver.clone(), save_status.clone());
        use_effect_with((), move |_| {
            let watch = storage::watch(move |id| {
                let saver = saver.borrow();
                if id == saver.id && saver.is_behind() {
                    save_status.set(SaveStatus::Behind);
                }
            });
            move || drop(watch)
        });
    }
    // A game at the table keeps the screen on, where the browser allows it.
    use_effect_with((), |_| {
        device::stay_awake(true);
        || {
            device::stay_awake(false);
        }
    });
    let open_export = {
        let export = export.clone();
        Callback::from(move |_| export.set(true))
    };
    let notice = {
        let on_reload = {
            let saver = saver.clone();
            Callback::from(move |_| on_reload.emit(saver.borrow().id.clone()))
        };
        let on_fork = {
            let (saver, table, save_status) = (saver.clone(), table.clone(), save_status.clone());
            let unsaved = unsaved.clone();
            Callback::from(move |_| {
                // The fork saves the table as it is now: a save still waiting is older.
                unsaved.borrow_mut().take();
                let status = {
                    let mut s = saver.borrow_mut();
                    *s = s.forked();
                    s.save(&*table)
                };
                save_status.set(status);
            })
        };
        html! {
            <SaveNotice status={(*save_status).clone()} on_export={open_export.clone()} {on_reload} {on_fork} />
        }
    };
    let export_sheet = if *export {
        let s = saver.borrow();
        let record = Record::of(
            &**table,
            &s.id,
            &s.name,
            s.created,
            storage::now(),
            s.revision,
        );
        let close = Callback::from(move |_| export.set(false));
        let file = format!("{}-{}.json", G::GAME, record.id);
        html! {
            <ExportSheet file={(AttrValue::from(record.to_json()), AttrValue::from(file))}
                codes={code.is_some()} code={code.and_then(|code| code(table)).map(AttrValue::from)}
                on_close={close} />
        }
    } else {
        Html::default()
    };
    TableSaves {
        notice,
        export_sheet,
        open_export,
    }
}
