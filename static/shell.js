// Inlined after a page's shell (scripts/prerender.mjs): the page's first screen, one template per
// language, goes into #shell in the language the app will speak (the one chosen on this device,
// else the browser's, as i18n.rs picks it), unless the page was opened for something else than
// its first screen (a game page's shell is its new-game screen, for ?new=GAME alone; the shelf's,
// its title, for no question, ?title or a seed alone). The templates go either way; the app removes #shell.
// The page's code comes after this first paint: the browser's offer to install the app, if it
// comes first, is kept for it (device.js reads self.earlyInstallOffer).
addEventListener("beforeinstallprompt", function (event) {
  event.preventDefault();
  self.earlyInstallOffer = event;
});
(function () {
  var shell = document.getElementById("shell");
  var ask = shell.getAttribute("data-ask");
  var query = location.search.slice(1);
  var first = ask ? query === ask : query === "" || /^title(&|$)/.test(query) || /^seed=[^&]*$/.test(query);
  var tag = null;
  try {
    tag = localStorage.getItem("cleopatra.lang");
  } catch (e) {}
  tag = tag || navigator.language || "en";
  var lang = /^pt([-_]|$)/i.test(tag) ? "pt-BR" : "en";
  var pictures = document.querySelectorAll("template[data-lang]");
  for (var i = 0; i < pictures.length; i++) {
    if (first && pictures[i].getAttribute("data-lang") === lang) {
      shell.appendChild(pictures[i].content);
      document.documentElement.lang = lang;
    }
    pictures[i].remove();
  }
  if (!first) shell.remove();
})();
