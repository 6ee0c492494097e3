// Motion at the table: see motion.rs for what it does and how a game marks its pieces.
let before = null;
// The move armed and not yet played: it plays once the page shows the new moment (see `arm`).
let pending = null;
const running = new Set();

function reduced() {
  try {
    return matchMedia("(prefers-reduced-motion: reduce)").matches;
  } catch {
    return false;
  }
}

function screen() {
  return document.querySelector(".game-screen");
}

function visible(r) {
  return r.width > 0 || r.height > 0;
}

export function snapshot() {
  const root = screen();
  if (!root) {
    before = null;
    return;
  }
  const seen = new Map();
  for (const el of root.querySelectorAll("[data-fly]")) {
    const r = el.getBoundingClientRect();
    if (visible(r)) seen.set(el.dataset.fly, { r, n: el.dataset.flyN ?? null });
  }
  before = seen;
}

// Notes where the pieces are, then moves them from there in the next frame, before it is drawn:
// by then the app has drawn the new moment (its renderer may leave its effects until after a
// frame, so the move is not one of them), and the player never sees a piece in its new place jump
// back to move again. But the renderer (Yew's scheduler) may also hand the browser that frame half
// way, with only part of the page drawn: the rest then moves once `settled` says it is drawn (the
// app calls it from an effect), each piece once. A move armed later replaces one not yet played.
export function arm(ms, step) {
  snapshot();
  const move = { ms, step, drawn: false, framed: false, done: new Set() };
  pending = move;
  requestAnimationFrame(() => {
    if (move !== pending) return;
    move.framed = true;
    play(ms, step, move.done);
    if (move.drawn) end(move);
  });
}

// The app has drawn every part of the moment it rendered last (called from its effects): what a
// frame came too early for moves now.
export function settled() {
  const move = pending;
  if (!move) return;
  move.drawn = true;
  if (!move.framed) return;
  play(move.ms, move.step, move.done);
  end(move);
}

function end(move) {
  if (move === pending) pending = null;
  before = null;
}

export function finish() {
  for (const a of [...running]) a.finish();
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  addEventListener("pointerdown", finish, { capture: true, passive: true });
  addEventListener("keydown", finish, { capture: true, passive: true });
}

function centre(r) {
  return [r.left + r.width / 2, r.top + r.height / 2];
}

function unit(el) {
  if (!(el instanceof SVGGraphicsElement)) return [1, 1];
  const m = el.parentNode?.getScreenCTM?.();
  return m && m.a && m.d ? [m.a, m.d] : [1, 1];
}

function glide(el, r, from, fade) {
  const [ux, uy] = unit(el);
  const [x0, y0] = centre(from);
  const [x1, y1] = centre(r);
  const clamp = (s) => Math.min(3, Math.max(0.3, s || 1));
  const sx = clamp(from.width / r.width);
  const sy = clamp(from.height / r.height);
  const start = { transform: `translate(${(x0 - x1) / ux}px, ${(y0 - y1) / uy}px) scale(${sx}, ${sy})` };
  if (fade) start.opacity = 0.4;
  return [start, { transform: "none", opacity: 1 }];
}

const SETTLE = [
  { transform: "scale(0.55)", opacity: 0 },
  { transform: "none", opacity: 1 },
];
const GIVE = [
  { transform: "scale(1.15)", opacity: 0.45 },
  { transform: "none", opacity: 1 },
];
const FADE = [{ opacity: 0 }, { opacity: 1 }];

// Moves what changed since the snapshot, but the pieces in `done` (moved already, by an earlier
// part of the same move), and adds those it moves to it.
export function play(ms, step, done = new Set()) {
  const old = before;
  if (done.size === 0) finish();
  const root = screen();
  if (!old || !root || ms <= 0 || reduced()) return 0;
  listen();
  const pieces = [...root.querySelectorAll("[data-fly]")];
  const rects = pieces.map((el) => el.getBoundingClientRect());
  const now = new Map(pieces.map((el) => [el.dataset.fly, el.dataset.flyN ?? null]));
  const left = (id) => old.has(id) && (!now.has(id) || now.get(id) !== old.get(id).n);
  const moves = [];
  pieces.forEach((el, i) => {
    const r = rects[i];
    if (!visible(r) || done.has(el)) return;
    const was = old.get(el.dataset.fly);
    const changed = !was || (el.dataset.flyN ?? null) !== was.n;
    const placed = el instanceof SVGElement && el.hasAttribute("transform");
    let frames = null;
    let glides = false;
    if (!changed) {
      const moved = Math.abs(was.r.left - r.left) >= 1 || Math.abs(was.r.top - r.top) >= 1;
      if (moved && !placed && "flyMove" in el.dataset) [frames, glides] = [glide(el, r, was.r, false), true];
    } else {
      const ids = (el.dataset.flyFrom ?? "").split(/\s+/).filter((id) => old.has(id));
      const origin = ids.find(left) ?? ids[0];
      const from = origin && old.get(origin);
      const scope = el.parentElement?.closest("[data-fly]");
      const inPlace = was || !scope || old.has(scope.dataset.fly);
      const fewer = was && parseFloat(el.dataset.flyN) < parseFloat(was.n);
      if (fewer) frames = placed ? FADE : GIVE;
      else if (from && !placed) [frames, glides] = [glide(el, r, from.r, true), true];
      else if (inPlace) frames = placed ? FADE : SETTLE;
    }
    if (frames) moves.push({ el, frames, order: el.dataset.flyOrder, glides });
  });
  const into = (m) => m.frames === SETTLE && moves.some((o) => o.glides && o.el !== m.el && m.el.contains(o.el));
  for (let k = moves.length - 1; k >= 0; k--) if (into(moves[k])) moves.splice(k, 1);
  const lead = moves.some((m) => m.glides && "flyLead" in m.el.dataset) ? ms * 0.7 : 0;
  const ordered = moves.filter((m) => m.order !== undefined).sort((a, b) => Number(a.order) - Number(b.order));
  const rank = new Map(ordered.map((m, k) => [m, k]));
  for (const m of moves) {
    const delay = rank.has(m) ? lead + rank.get(m) * step : 0;
    const a = m.el.animate(m.frames, { duration: ms, delay, easing: "cubic-bezier(.2,.7,.3,1)", fill: "backwards" });
    running.add(a);
    done.add(m.el);
    const over = () => running.delete(a);
    a.onfinish = over;
    a.oncancel = over;
  }
  return moves.length;
}

// Runs `job` once nothing moves (at once when nothing does): a look at a piece still flying would
// find it where it flies from.
export function whenStill(job) {
  if (running.size === 0) return job();
  Promise.all([...running].map((a) => a.finished.catch(() => {}))).then(() => job());
}

export function moving() {
  return running.size;
}

export function setting(key) {
  document.documentElement.dataset.motion = key;
}
