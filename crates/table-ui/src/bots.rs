//! The page's side of the computer opponents: one web worker per game the page plays (a game's
//! page plays one), started the first time a computer must decide or a hint is asked, and the
//! questions waiting for its answers. The worker (`crates/bot-worker`, built once per game with
//! that game's rules alone) replays the save it is sent and searches there, so the page never
//! freezes while a computer thinks.

use std::cell::RefCell;

use bot::protocol::{Answer, Ask};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};
use yew::Callback;

/// The workers' loader, which the build writes beside each game's page: it loads the worker of
/// the game its first question names.
pub const WORKER_URL: &str = "bot_worker_loader.js";

/// The reason given when the computers' worker stopped (it could not load, say): the bar says it
/// in the player's language (other reasons are the worker's own, technical words).
pub const WORKER_STOPPED: &str = "worker-stopped";

/// A game's worker and the questions it has not answered yet.
struct Client {
    /// The game whose rules it holds.
    game: String,
    worker: Worker,
    /// The questions waiting, by id (a handful at most: a computer's and a hint).
    waiting: Vec<(u64, Callback<Answer>)>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    /// The workers started, one per game asked about.
    static CLIENTS: RefCell<Vec<Client>> = const { RefCell::new(Vec::new()) };
    /// The last question's id: ids are unique on the page, whichever worker answers.
    static LAST_ID: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Asks the worker `ask` (its id is set here); `reply` gets the answer, or an answer saying why
/// there is none when the worker cannot start. Returns the question's id, for [`forget`].
pub fn ask(mut ask: Ask, reply: Callback<Answer>) -> u64 {
    // The reply is called only once the client is let go of: it may ask again.
    let posted = CLIENTS.with(|cell| {
        let mut clients = cell.borrow_mut();
        let at = match clients.iter().position(|c| c.game == ask.game) {
            Some(at) => at,
            None => {
                clients.push(start(&ask.game)?);
                clients.len() - 1
            }
        };
        let client = &mut clients[at];
        ask.id = LAST_ID.get() + 1;
        LAST_ID.set(ask.id);
        let text = serde_json::to_string(&ask).expect("questions serialize");
        client
            .worker
            .post_message(&JsValue::from_str(&text))
            .map_err(|e| format!("{e:?}"))?;
        client.waiting.push((ask.id, reply.clone()));
        Ok(ask.id)
    });
    match posted {
        Ok(id) => id,
        Err(reason) => {
            reply.emit(failed(ask.id, reason));
            ask.id
        }
    }
}

/// Drops the question `id`: its answer, if it comes, goes nowhere.
pub fn forget(id: u64) {
    CLIENTS.with_borrow_mut(|clients| {
        for client in clients {
            client.waiting.retain(|(waiting, _)| *waiting != id);
        }
    });
}

fn failed(id: u64, reason: String) -> Answer {
    Answer {
        id,
        action: Err(reason),
        iterations: 0,
        millis: 0.0,
        candidates: Vec::new(),
    }
}

/// Hands an answer to whoever waits for it (outside the borrow: the reply may ask again).
fn deliver(answer: Answer) {
    let reply = CLIENTS.with_borrow_mut(|clients| {
        clients.iter_mut().find_map(|c| {
            let at = c.waiting.iter().position(|(id, _)| *id == answer.id)?;
            Some(c.waiting.swap_remove(at).1)
        })
    });
    if let Some(reply) = reply {
        reply.emit(answer);
    }
}

/// A new worker from [`WORKER_URL`]. A page whose origin is opaque (a sandboxed frame) may not
/// start a worker from its own address: then from a blob of its own that loads the loader from
/// the game's address (which must allow any origin, as for the page's own files).
fn new_worker() -> Result<Worker, String> {
    Worker::new(WORKER_URL).or_else(|refused| {
        let from_blob = || -> Result<Worker, JsValue> {
            let href = web_sys::window().ok_or("no window")?.location().href()?;
            let base = web_sys::Url::new_with_base("./", &href)?.href();
            let base = serde_json::to_string(&base).expect("strings serialize");
            let code =
                format!("self.botBase = {base}; importScripts(self.botBase + {WORKER_URL:?});");
            Worker::new(&crate::storage::blob_url(&code, "text/javascript")?)
        };
        from_blob().map_err(|e| format!("{refused:?}; from a blob: {e:?}"))
    })
}

fn start(game: &str) -> Result<Client, String> {
    let worker = new_worker()?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| {
        let text = e.data().as_string().unwrap_or_default();
        match serde_json::from_str::<Answer>(&text) {
            Ok(answer) => deliver(answer),
            Err(e) => web_sys::console::error_1(&format!("a worker answer unread: {e}").into()),
        }
    });
    // A worker that cannot load (its file missing offline, a broken build) fails every question
    // waiting, and the next question starts a new one.
    let stopped = game.to_string();
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
        let client = CLIENTS.with_borrow_mut(|clients| {
            let at = clients.iter().position(|c| c.game == stopped)?;
            Some(clients.swap_remove(at))
        });
        if let Some(client) = client {
            client.worker.terminate();
            for (id, reply) in client.waiting {
                reply.emit(failed(id, WORKER_STOPPED.into()));
            }
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Client {
        game: game.to_string(),
        worker,
        waiting: Vec::new(),
        _on_message: on_message,
        _on_error: on_error,
    })
}
