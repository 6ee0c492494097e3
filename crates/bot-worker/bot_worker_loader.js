// Starts a game's computer opponents' worker. Each game has its own build of the worker, with its
// rules alone (bot_worker_GAME.js, wasm-bindgen's glue, and bot_worker_GAME_bg.wasm): the first
// question names the game (its "game", or a benchmark's "rulesBench.game"), and this loads that
// game's worker, then hands it every question in the order they came. A worker serves one game;
// a page starts one per game it plays. (The game travels in the questions, not in this file's
// address: the service worker answers every address with the file it cached, whose address
// the worker then reads as its own.)
// If it cannot load, every question is answered with the reason, so the page can say so and
// offer to ask again. Started from a blob by a page whose origin is opaque (a sandboxed frame),
// the page sets self.botBase to the game's address, where the files are; otherwise they lie
// beside this one.
const base = self.botBase ?? "./";
const early = [];
let loading = null;
const refuse = (e, reason) => {
  let id = 0;
  try {
    id = JSON.parse(e.data).id;
  } catch {}
  self.postMessage(JSON.stringify({ id, action: { Err: reason }, iterations: 0, millis: 0 }));
};
/** The game a question names, or null. */
const gameOf = (e) => {
  try {
    const question = JSON.parse(e.data);
    const game = question.game ?? question.rulesBench?.game;
    return /^[a-z]+$/.test(game ?? "") ? game : null;
  } catch {
    return null;
  }
};
const load = (game) => {
  const failed = (error) => {
    const reason = `the computer could not load: ${error}`;
    self.onmessage = (e) => refuse(e, reason);
    for (const e of early.splice(0)) refuse(e, reason);
  };
  try {
    importScripts(`${base}bot_worker_${game}.js`);
    wasm_bindgen({ module_or_path: `${base}bot_worker_${game}_bg.wasm` }).then(() => {
      // The worker's own handler (its start function installed it) answers the rest.
      for (const e of early.splice(0)) self.onmessage(e);
    }, failed);
  } catch (error) {
    failed(error);
  }
};
self.onmessage = (e) => {
  if (loading === null) {
    loading = gameOf(e);
    if (loading === null) return refuse(e, "the computer could not load: no game named");
    early.push(e);
    load(loading);
  } else {
    early.push(e);
  }
};
