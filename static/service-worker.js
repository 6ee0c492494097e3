// The service worker template. After every build, scripts/precache.mjs writes it out as `sw.js`
// beside the pages (index.html, the shelf, and one page per game), filling in VERSION (a hash of
// every file the build made) and PRECACHE (those files' paths). Nothing in the lists below is kept
// by hand.
//
// It keeps one cache per version: installing a version fetches all of its files, every page's;
// the pages are served from that cache, network or not. A new version waits until the player says
// "Reload" (the page sends "skip-waiting"), then takes over and removes the caches of older
// versions.

const VERSION = "__VERSION__";
const PRECACHE = ["__PRECACHE__"];
const PREFIX = "cleopatra-";
const CACHE = PREFIX + VERSION;

// The cached page a navigation opens: the file of its path, whatever its query
// (`cleopatra.html?open=…` is ./cleopatra.html); a folder (`./`, `/`) is its index.html.
function pageOf(request) {
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  return url.href;
}

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
      // A page of the app (with ?seed=… or not) is that page of this version.
      const cached = request.mode === "navigate"
        ? await cache.match(pageOf(request))
        : await cache.match(request, { ignoreSearch: true });
      return cached ?? fetch(request);
    }),
  );
});
