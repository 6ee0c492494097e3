// What the page can ask of the browser and the device around it, for `src/device.rs`: the service
// worker and its update, the install offer, keeping the screen awake, and life inside another
// site's iframe. Each one is optional: where a browser lacks it or forbids it (a sandboxed frame),
// the function does nothing and says so by its return value. It never throws.

// Whether the page runs inside another page's frame.
export function inFrame() {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

// Whether the page runs as an installed app.
export function standalone() {
  return matchMedia("(display-mode: standalone)").matches || navigator.standalone === true;
}

// ---- Install -------------------------------------------------------------------------------
// The browser may offer installation before the app has started: remember its offer from the
// moment this module loads, or from the page's first paint (a release page's static/shell.js
// keeps an offer made before this module arrived as self.earlyInstallOffer).
let installOffer = self.earlyInstallOffer ?? null;
let onInstallOffer = () => {};
addEventListener("beforeinstallprompt", (event) => {
  event.preventDefault();
  installOffer = event;
  onInstallOffer(true);
});
addEventListener("appinstalled", () => {
  installOffer = null;
  onInstallOffer(false);
});

// Calls `changed(bool)` whenever the browser starts or stops offering to install the app.
export function watchInstall(changed) {
  onInstallOffer = changed;
  if (installOffer) changed(true);
}

// Shows the browser's install dialog; resolves to whether the player accepted.
export async function install() {
  const offer = installOffer;
  if (!offer) return false;
  installOffer = null;
  onInstallOffer(false);
  await offer.prompt();
  const choice = await offer.userChoice;
  return choice.outcome === "accepted";
}

// ---- Service worker ------------------------------------------------------------------------
let waiting = null;
let accepted = false;

function serviceWorkers() {
  try {
    return navigator.serviceWorker ?? null;
  } catch {
    // A sandboxed frame may not even look.
    return null;
  }
}

// Registers the service worker (`sw.js` beside the page) and calls `ready()` once a new version
// has been installed and waits for the player's word. Returns false where there is no service
// worker to be had.
export function watchUpdates(ready) {
  const workers = serviceWorkers();
  if (!workers || !isSecureContext) return false;
  const offer = (worker) => {
    waiting = worker;
    ready();
  };
  workers.addEventListener("controllerchange", () => {
    if (accepted) location.reload();
  });
  workers
    .register(new URL("sw.js", document.baseURI), { scope: "./" })
    .then((registration) => {
      if (registration.waiting && workers.controller) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => {
          // With no controller this is the first install, not an update.
          if (worker.state === "installed" && workers.controller) offer(worker);
        });
      });
      // An installed app stays open for days: look for a new version whenever it comes back.
      const look = () => registration.update().catch(() => {});
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") look();
      });
      setInterval(look, 60 * 60 * 1000);
    })
    .catch((error) => console.warn("The game cannot work offline here:", error));
  return true;
}

// Swaps to the waiting version: the worker takes over and the page reloads into it.
export function applyUpdate() {
  if (!waiting) return false;
  accepted = true;
  waiting.postMessage({ type: "skip-waiting" });
  return true;
}

// ---- Screen wake lock ----------------------------------------------------------------------
let wakeWanted = false;
let wakeLock = null;

async function takeWakeLock() {
  if (!wakeWanted || wakeLock || document.visibilityState !== "visible") return;
  try {
    wakeLock = await navigator.wakeLock.request("screen");
    wakeLock.addEventListener("release", () => {
      wakeLock = null;
    });
    if (!wakeWanted) releaseWakeLock();
  } catch {
    // Refused (battery saver, a frame without permission): the screen may dim as usual.
  }
}

function releaseWakeLock() {
  const lock = wakeLock;
  wakeLock = null;
  lock?.release().catch(() => {});
}

// The browser drops the lock when the page is hidden; take it again on return.
document.addEventListener("visibilitychange", takeWakeLock);

// Keeps the screen on (or lets it dim again). Returns false where the browser has no wake lock.
export function keepAwake(on) {
  if (!("wakeLock" in navigator)) return false;
  wakeWanted = on;
  if (on) takeWakeLock();
  else releaseWakeLock();
  return true;
}

// ---- Inside a frame ------------------------------------------------------------------------
// Tells the parent page the height of the content whenever it changes, as
// `{ type: "cleopatra:height", height }` (the messages keep the name of the days the shelf held one
// game: host pages of blogs listen for them). The height is not a secret, so any parent may read it.
export function reportHeight() {
  if (!inFrame()) return false;
  let last = -1;
  const send = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      window.parent.postMessage({ type: "cleopatra:height", height }, "*");
    }
  };
  new ResizeObserver(send).observe(document.body);
  send();
  return true;
}

// Opens every link that leaves the app in a new tab: inside a frame the app never navigates
// itself or the page around it away.
export function linksInNewTabs() {
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!link || link.hasAttribute("download") || link.getAttribute("href").startsWith("#")) return;
      link.target = "_blank";
      link.rel = "noopener";
    },
    true,
  );
}

// ---- Keeping saves with the host page --------------------------------------------------------
// Where the frame gets no storage of its own, the host page may keep the games for it (see
// examples/embed/index.html): it answers "cleopatra:storage-hello" with the entries it keeps, and
// stores what "cleopatra:store" sends. Only the parent window is listened to.

// Asks the host page for the saves it keeps; resolves to { key: text } or null if it does not
// answer within `waitMs`.
export function askHostForSaves(waitMs) {
  return new Promise((done) => {
    const listen = (event) => {
      if (event.source !== window.parent || event.data?.type !== "cleopatra:storage") return;
      removeEventListener("message", listen);
      clearTimeout(timer);
      const entries = event.data.entries;
      done(entries && typeof entries === "object" ? entries : {});
    };
    const timer = setTimeout(() => {
      removeEventListener("message", listen);
      done(null);
    }, waitMs);
    addEventListener("message", listen);
    window.parent.postMessage({ type: "cleopatra:storage-hello" }, "*");
  });
}

// Tells the host page to keep `text` under `key` (or to forget `key` when text is null).
export function tellHost(key, text) {
  window.parent.postMessage({ type: "cleopatra:store", key, text }, "*");
}

// ---- Pages ---------------------------------------------------------------------------------
// Whether this page was reached with the browser's Back or Forward button (then the shelf does
// not send the player straight back to the game they just stepped back from).
export function cameBack() {
  try {
    return performance.getEntriesByType("navigation")[0]?.type === "back_forward";
  } catch {
    return false;
  }
}

// ---- The dock's status bar ----------------------------------------------------------------
// Keeps `--status-bar` on the page's root at the height of `bar`, the dock's status bar, while it
// lives: where the bar is pinned to the bottom, the page ends above it and what is scrolled into
// view stops above it, however many lines the bar holds. Returns what stops it.
export function trackStatusBar(bar) {
  const root = document.documentElement.style;
  const observer = new ResizeObserver(() => {
    root.setProperty("--status-bar", `${Math.ceil(bar.getBoundingClientRect().height)}px`);
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.removeProperty("--status-bar");
  };
}
