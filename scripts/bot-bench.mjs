// Times the computer opponents where they play: in the browser's worker, over whole games.
// For each game and level asked, a game of four computers is played from a fresh deal by asking
// the worker (bot_worker_loader.js of the built app, which loads the worker of the game it is asked about) for every decision, as a table does; the
// worker's own time for each search is collected, and its median, p95 and max are printed.
//   node scripts/bot-bench.mjs DIST [GAME:LEVEL ...]      e.g. cleopatra:normal imhotep:hard
// Decisions with a single listed action take no search and are left out of the figures.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { root, require, withWorkerPage } from "./worker-page.mjs";

const dist = resolve(process.argv[2] ?? "dist");
const runs = process.argv.slice(3).length ? process.argv.slice(3) : ["imhotep:normal", "imhotep:hard", "cleopatra:normal", "cleopatra:hard"];
const cleo = process.env.CLEO ?? resolve(root, "target/release/cleo");

/** A save of a new four-player game of `game` dealt from `seed`: cleo's, with no action. */
function freshSave(game, seed) {
  const file = resolve(root, "target", `bot-bench-${game}.json`);
  execFileSync(cleo, ["play", "--game", game, "--players", "4", "--seed", String(seed), "--save", file]);
  const save = JSON.parse(require("node:fs").readFileSync(file, "utf8"));
  save.actions = [];
  return save;
}

await withWorkerPage(dist, async (page) => {
  for (const run of runs) {
    const [game, level] = run.split(":");
    const save = freshSave(game, 7);
    const result = await page.evaluate(
      async ({ save, level }) => {
        const worker = new Worker("/bot_worker_loader.js");
        const ask = (question) =>
          new Promise((done) => {
            worker.onmessage = (e) => done(JSON.parse(e.data));
            worker.postMessage(JSON.stringify(question));
          });
        const times = [];
        const started = performance.now();
        for (let id = 1; id < 5000; id++) {
          const answer = await ask({ id, game: save.game, save: JSON.stringify(save), seat: null, level, seed: id });
          if (answer.action.Err !== undefined) {
            worker.terminate();
            return { times, decisions: id - 1, error: answer.action.Err, total: performance.now() - started };
          }
          if (answer.iterations > 0) times.push(answer.millis);
          save.actions.push(JSON.parse(answer.action.Ok));
        }
        return { times, error: "no end" };
      },
      { save, level },
    );
    if (result.error !== "the game is over") throw new Error(`${run}: ${result.error}`);
    const t = result.times.sort((a, b) => a - b);
    const at = (q) => t[Math.min(t.length - 1, Math.floor(q * t.length))];
    console.log(
      `bot in the browser's worker: ${game} 4 computers ${level}: ${result.decisions} decisions, ${t.length} searched; ` +
        `median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${t[t.length - 1].toFixed(0)} ms; ` +
        `whole game ${(result.total / 1000).toFixed(1)} s`,
    );
  }
});
