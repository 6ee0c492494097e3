// The rules' speed natively and where the computer opponents play, in the same loop and the same
// run: complete random games per second from `cleo bench` (one core), then from the worker in
// headless Chromium (tabletop::bench::random_games, asked with {"rulesBench": ...}), taken in
// turns so both see the same machine, and the worker's share of native.
//   node scripts/rules-bench.mjs DIST [GAME:PLAYERS ...] [--seconds S] [--rounds N]
//   e.g. node scripts/rules-bench.mjs dist cleopatra:4 imhotep:4
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { root, withWorkerPage } from "./worker-page.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : Number(args.splice(i, 2)[1]);
};
const seconds = option("--seconds", 3);
const rounds = option("--rounds", 2);
const dist = resolve(args[0] ?? "dist");
const runs = args.slice(1).length ? args.slice(1) : ["cleopatra:4"];
const cleo = process.env.CLEO ?? resolve(root, "target/release/cleo");

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function native(game, players) {
  const line = execFileSync(cleo, ["bench", "--game", game, "--players", String(players), "--seconds", String(seconds)], { encoding: "utf8" });
  const rate = Number(/= (\d+) games\/s/.exec(line)?.[1]);
  if (!(rate > 0)) throw new Error(`cleo bench said: ${line}`);
  return rate;
}

await withWorkerPage(dist, async (page) => {
  // A worker for each game (the loader loads the worker of the game it is first asked about).
  const inWorker = (game, players) =>
    page.evaluate(
      (question) =>
        new Promise((done) => {
          window.benchWorkers ??= {};
          const worker = (window.benchWorkers[question.game] ??= new Worker("/bot_worker_loader.js"));
          worker.onmessage = (e) => done(JSON.parse(e.data).rulesBench);
          worker.postMessage(JSON.stringify({ rulesBench: question }));
        }),
      { game, players, seconds },
    );
  for (const run of runs) {
    const [game, players] = [run.split(":")[0], Number(run.split(":")[1] ?? 4)];
    const here = [];
    const there = [];
    for (let round = 0; round < rounds; round++) {
      here.push(native(game, players));
      const figures = await inWorker(game, players);
      if (figures?.error || !(figures?.games > 0)) throw new Error(`the worker said: ${JSON.stringify(figures)}`);
      there.push(figures.games / figures.secs);
    }
    const [n, w] = [median(here), median(there)];
    console.log(
      `rules speed, ${game} ${players} players, random games/s (median of ${rounds} × ${seconds} s, one core): ` +
        `native ${n.toFixed(0)}, browser worker ${w.toFixed(0)} = ${((100 * w) / n).toFixed(0)} % of native`,
    );
  }
});
