// The front door (index.html): the shelf's title as static/shell.js drew it, made to work without
// the app's code, so a first visit costs the page, its styles and this script, not the shelf's
// WebAssembly. scripts/front-door.mjs writes the page from the shelf's (shelf.html) without its
// code, with this script inlined after the shell.
//
// It shows the title only where the app would show nothing else: no question in the address but
// the title or a seed, storage it may read, no saved game and no game on the table, nothing carried
// in the tab, a tab of its own (not another site's frame) and a title drawn (a debug build has
// none). Anything else goes on, at once and in place, to the shelf's page, which has the code to
// do it. On the title, each button names the page it goes to (data-go, drawn by the app's
// TitleScreen); the language and the animations are kept where the app keeps them; and the app's
// device.js shows the install offer and registers the service worker, as it does for the app.
(function () {
  var SHELF = "shelf.html";
  var query = new URLSearchParams(location.search);
  var seed = query.get("seed");
  var shell = document.getElementById("shell");
  var store = null;
  try {
    store = localStorage;
    store.getItem("cleopatra.lang");
  } catch (e) {
    store = null;
  }
  function asksMore() {
    var more = false;
    query.forEach(function (_, key) {
      if (key !== "seed" && key !== "title") more = true;
    });
    return more;
  }
  function hasGames() {
    if (store.getItem("cleopatra.current") !== null) return true;
    for (var i = 0; i < store.length; i++) {
      if ((store.key(i) || "").indexOf("cleopatra.game.") === 0) return true;
    }
    return false;
  }
  // Stepping back to the shelf from a game's page stays on the shelf's title (the app resumes a
  // game left on the table only on a visit of its own, as device.js's cameBack tells it).
  function cameBack() {
    try {
      return performance.getEntriesByType("navigation")[0].type === "back_forward";
    } catch (e) {
      return false;
    }
  }
  function passOn(back) {
    var search = location.search;
    if ((back || cameBack()) && !asksMore() && !query.has("title")) {
      search = "?title" + (seed === null ? "" : "&seed=" + encodeURIComponent(seed));
    }
    location.replace(SHELF + search + location.hash);
  }
  // What the tab carries (window.name, see storage/tab.rs) is the app's only when a page of the
  // app sent it here, or in a sandboxed frame; another site may name a tab or a frame as it likes.
  // Passed on from here, the shelf's page would take this page for the sender: a name that is not
  // the app's goes first.
  function carriedByTheApp() {
    if (self.origin === "null") return true;
    try {
      return new URL(document.referrer).origin === location.origin;
    } catch (e) {
      return false;
    }
  }
  if (window.name && !carriedByTheApp()) window.name = "";
  // Inside another site's frame the app reports its height to the host page, opens links in new
  // tabs and offers a tab of its own: the shelf's page does it.
  var framed = true;
  try {
    framed = window.self !== window.top;
  } catch (e) {}
  if (!shell || !shell.firstElementChild || asksMore() || !store || window.name || framed || hasGames()) {
    passOn(false);
    return;
  }
  // Shown again from the browser's memory of pages (Back, Forward) after a game began: the
  // shelf's page lists it.
  addEventListener("pageshow", function (event) {
    if (event.persisted && hasGames()) passOn(true);
  });

  shell.removeAttribute("inert");
  shell.removeAttribute("aria-hidden");
  // The tab's title in the language drawn, as the app names it.
  var heading = shell.querySelector("#shelf-title");
  if (heading) document.title = heading.textContent;
  function withSeed(address) {
    if (seed === null) return address;
    return address + (address.indexOf("?") < 0 ? "?" : "&") + "seed=" + encodeURIComponent(seed);
  }
  var buttons = shell.querySelectorAll("[data-go]");
  for (var i = 0; i < buttons.length; i++) {
    buttons[i].addEventListener("click", function (event) {
      location.assign(withSeed(event.currentTarget.getAttribute("data-go")));
    });
  }

  // The language: kept on the device, then the page again, drawn in it.
  var langs = shell.querySelectorAll(".lang-switch button[lang]");
  for (var j = 0; j < langs.length; j++) {
    langs[j].addEventListener("click", function (event) {
      var tag = event.currentTarget.getAttribute("lang");
      if (event.currentTarget.getAttribute("aria-pressed") === "true") return;
      try {
        store.setItem("cleopatra.lang", tag);
      } catch (e) {}
      location.reload();
    });
  }

  // The animations: the option the device keeps, and each change kept.
  var motion = shell.querySelector(".motion-setting select");
  if (motion) {
    var kept = store.getItem("cleopatra.motion");
    for (var k = 0; k < motion.options.length; k++) {
      if (motion.options[k].getAttribute("data-key") === kept) motion.selectedIndex = k;
    }
    motion.addEventListener("change", function () {
      var key = motion.options[motion.selectedIndex].getAttribute("data-key");
      try {
        store.setItem("cleopatra.motion", key);
      } catch (e) {}
    });
  }

  // Installing and offline play: the app's own code for both (device.js, the one wasm-bindgen
  // snippet the shelf's page imports; scripts/front-door.mjs writes its address here). The offer
  // turns into the install button; the service worker is registered as the app registers it.
  var install = shell.querySelector(".install");
  import("__DEVICE_JS__").then(function (device) {
    device.watchInstall(function (offered) {
      if (install) install.hidden = !offered;
    });
    if (install) {
      install.addEventListener("click", function () {
        device.install();
      });
    }
    device.watchUpdates(function () {});
  });
})();
