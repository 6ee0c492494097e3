# The shelf's and the statistics' own words (the title screen, the saved games, import, the statistics):
# compiled only into the pages that show them (shelf.html, statistics.html), not into a game's page.

shelf-menu = The app
continue-game = Continue
latest-game = Your game of { $game }
footer = Played in your browser: no account, no server. Pass the device around the table.
saved-games = Saved games
saved-none = No saved games yet. Games save themselves as you play.
saved-updated = Saved { $date }
saved-updated-memory = Kept since { $date }, while this page is open
saved-continue = Continue
saved-result = See the result
saved-rename = Rename
saved-rename-label = Name of this game
saved-rename-save = Save the name
saved-export = Export
saved-delete = Delete
saved-delete-confirm = Delete this game for good?
saved-delete-yes = Yes, delete
saved-broken = This saved game cannot be opened
saved-broken-kept = It is kept as it is: export it to look at it, or delete it.
import-title = Import a game
import-file = Import a file
import-code-label = Or paste a game code
import-code = Import the code
storage-none = This browser gives the game no storage here (private mode or an embedded page): games are kept only while this page stays open. Export a game to keep it.
storage-embedded = Games saved here stay with this page, in this browser. To go on elsewhere (another site, the installed app, another device), export a game and import it there.
import-game = Import a game
install-app = Install the app
open-in-tab = Open in a new tab ↗
saved-expansions = Mini-expansions: { $list }
saved-replay-so-far = Replay so far
stats-none = No finished game yet. Play one to the end and it counts here.
stats-game = Game
stats-played = Played
stats-won = Won
stats-win-rate = Win rate
stats-best = Best score
stats-average = Average score
stats-against = Against the computer, by level: games won of games played
stats-tally = { $won } of { $played }
stats-chart-title = Score, game by game (oldest first)
stats-chart = Scores over time, oldest first: { $scores }
stats-merge-title = One player, two names
stats-merge-hint = Names count exactly as typed. If someone played under two names, make one count as the other.
stats-merge-from = Count
stats-merge-into = as
stats-merge = Merge
stats-merged = { $from } counts as { $into }.
stats-separate = Separate
stats-transfer = Take them to another device
stats-transfer-hint = Exported statistics keep the results of games deleted from this device. Importing adds the games not counted here yet.
stats-export = Export statistics
stats-import = Import statistics
stats-imported = { $added ->
    [one] 1 game added
   *[other] { $added } games added
}, { $known ->
    [one] 1 already here.
   *[other] { $known } already here.
}
stats-import-failed = Not imported: { $reason }
stats-not-kept = The statistics could not be saved on this device.
stats-broken = The statistics stored on this device could not be read ({ $reason }). They are kept aside untouched; these are rebuilt from the saved games.
saved-delete-forget = Also forget its result in the statistics
stats-level-easy = Easy
stats-level-normal = Normal
stats-level-hard = Hard
