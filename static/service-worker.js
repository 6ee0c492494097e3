// The service worker template. After every build, scripts/precache.mjs writes it out as `sw.js`
// beside index.html, filling in VERSION (a hash of every file the build made) and PRECACHE (those
// files' paths). Nothing in the lists below is kept by hand.
//
// It keeps one cache per version: installing a version fetches all of its files; the page is
// served from that cache, network or not. A new version waits until the player says "Reload"
// (the page sends "skip-waiting"), then takes over and removes the caches of older versions.

const VERSION = "__VERSION__";
const PRECACHE = ["__PRECACHE__"];
const PREFIX = "cleopatra-";
const CACHE = PREFIX + VERSION;
const SHELL = "./index.html";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Bypass the HTTP cache: every file must come from this very build.
      .then((cache) => cache.addAll(PRECACHE.map((path) => new Request(path, { cache: "reload" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      // The page of the very first visit is served from here too, so its next version waits.
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // Any page of the app (with ?seed=… or not) is the one index.html of this version.
      const cached = request.mode === "navigate"
        ? await cache.match(SHELL)
        : await cache.match(request, { ignoreSearch: true });
      return cached ?? fetch(request);
    }),
  );
});
