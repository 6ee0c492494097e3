// The games of the shelf, in its order: the one list the shared specs read (pwa.spec starts every
// one of them offline; a11y, embed and computers run what each game's driver offers them). Each
// game has its id (as saves and the shelf name it), its page in dist/, and its driver: the module
// that plays it through the UI. Besides its helpers, a driver may export, for the shared specs:
//   a11yTour          a11y.spec: { title, timeout, tour(page, check) }: the game's own screens,
//                     each handed to check(screen) for axe
//   embeddedGame      embed.spec: { title, timeout, play(embed) }: a game inside the example host
//                     page's frame (embed: the host page's helpers, see embed.spec)
//   againstComputers  computers.spec: { title, timeout, viewport, seed, levels, step, checkEnd,
//                     flights }: one person against computers to the end screen; `flights`
//                     matches the name (data-fly) of a piece the computers' moves animate
// Cleopatra's driver (driver.mjs, shared by every game) offers none: the specs' own tests play it.
// A new game adds its line here, and those exports to its driver.
import * as cleopatra from "./driver.mjs";
import * as imhotep from "./imhotep-driver.mjs";
import * as pyramids from "./pyramids-driver.mjs";
import * as mausoleum from "./mausoleum-driver.mjs";

export const GAMES = [
  { id: "cleopatra", page: "cleopatra.html", driver: cleopatra },
  { id: "imhotep", page: "imhotep.html", driver: imhotep },
  { id: "pyramids", page: "pyramids.html", driver: pyramids },
  { id: "mausoleum", page: "mausoleum.html", driver: mausoleum },
];

/** The game whose id is `id`. */
export function game(id) {
  const found = GAMES.find((g) => g.id === id);
  if (!found) throw new Error(`no game "${id}" in games.mjs`);
  return found;
}
