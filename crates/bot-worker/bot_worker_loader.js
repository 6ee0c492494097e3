// Starts the computer opponents' worker: loads wasm-bindgen's glue, then the search itself.
// Questions posted while the WebAssembly still loads wait here, then go to the worker's own
// handler (which its start function installs) in the order they came.
importScripts("./bot_worker.js");
const early = [];
self.onmessage = (e) => early.push(e);
wasm_bindgen({ module_or_path: "./bot_worker_bg.wasm" }).then(() => {
  for (const e of early.splice(0)) self.onmessage(e);
});
