// Starts the computer opponents' worker: loads wasm-bindgen's glue, then the search itself.
// Questions posted while the WebAssembly still loads wait here, then go to the worker's own
// handler (which its start function installs) in the order they came. If it cannot load, every
// question is answered with the reason, so the page can say so and offer to ask again.
// Started from a blob by a page whose origin is opaque (a sandboxed frame), the page sets
// self.botBase to the game's address, where the files are; otherwise they lie beside this one.
const base = self.botBase ?? "./";
const early = [];
self.onmessage = (e) => early.push(e);
const refuse = (e, reason) => {
  let id = 0;
  try {
    id = JSON.parse(e.data).id;
  } catch {}
  self.postMessage(JSON.stringify({ id, action: { Err: reason }, iterations: 0, millis: 0 }));
};
try {
  importScripts(`${base}bot_worker.js`);
  wasm_bindgen({ module_or_path: `${base}bot_worker_bg.wasm` }).then(
    () => {
      for (const e of early.splice(0)) self.onmessage(e);
    },
    (error) => {
      const reason = `the computer could not load: ${error}`;
      self.onmessage = (e) => refuse(e, reason);
      for (const e of early.splice(0)) refuse(e, reason);
    },
  );
} catch (error) {
  const reason = `the computer could not load: ${error}`;
  self.onmessage = (e) => refuse(e, reason);
}
