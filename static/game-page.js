// Inlined at the top of every game's page (<game>.html), before anything else loads. A game's page
// opened with no question in its address (a bookmark, a link) resumes the game left on the table
// (pages.rs, `Ask::Resume`); with none there, its page is the shelf's title. Then it goes there at
// once, before the game's code and styles are fetched. Anything else (a question, a game on the
// table, storage this page may not read) is the app's to decide, as before.
(function () {
  var query = new URLSearchParams(location.search);
  var asks = ["new", "rules", "import", "open", "replay", "saves", "stats", "title"];
  for (var i = 0; i < asks.length; i++) if (query.has(asks[i])) return;
  try {
    if (localStorage.getItem("cleopatra.current") !== null) return;
  } catch (e) {
    return;
  }
  var seed = query.get("seed");
  stop();
  location.replace("./?title" + (seed === null ? "" : "&seed=" + encodeURIComponent(seed)));
})();
