## The app shell: title, new game, rules summary.

shelf-title = Builders of the Nile
seats-range = { $min }–{ $max } players
new-game = New game
rules = Rules
language = Language
back = Back
players = Players
hot-seat-hint = Everyone plays on this device, passing it between turns.
player-n = Player { $n }
computer-n = Computer { $n }
player-of = Who plays { $name }
seat-person = Person
seat-computer-easy = Computer · easy
seat-computer-normal = Computer · normal
seat-computer-hard = Computer · hard
against-computers = Play alone against { $n ->
    [one] 1 computer
   *[other] { $n } computers
}
computer-level-easy = easy
computer-level-normal = normal
computer-level-hard = hard
computer-badge = Computer ({ $level })
computer-thinking = { $name } is thinking…
computer-failed = The computer could not decide: { $reason }
worker-stopped = the computers' program stopped (reloading the page may bring it back)
computer-retry = Try again
computer-speed = Computer speed
computer-speed-slow = Slow pace
computer-speed-normal = Normal pace
computer-speed-fast = Fast pace
motion = Animations
motion-on = Animations on
motion-quick = Quick animations
motion-off = No animations
hint = Hint
hint-thinking = The computer is looking at your position…
hint-says = Hint: { $move }
hint-failed = No hint now: { $reason }
hint-close = Put the hint away
hint-hidden = a move that shows cards nobody has seen yet
hot-seat-computers = Seats set to Computer are played by the computer; the people pass this device between turns.
name-of-player = Name of player { $n }
colour = Colour
colour-blue = Blue
colour-green = Green
colour-orange = Orange
colour-purple = Purple
colour-of = Colour of { $name }
start-player = Who starts
start-random = Draw lots
start = Start
rules-title = How to play
house-values-note = A few values the rulebook does not state (the costs of the Sobek positions, the palm trees of the garden) are house values until checked against the board. They are marked with * below.
saved-finished = Finished · { $winners }
saved-finished-none = Finished · nobody won
# A finished game opens on its end screen.
imported = Imported as a new game: { $name }.
import-failed = Not imported: { $reason }
load-corrupt = The saved game is damaged ({ $detail }).
load-foreign = This is not a saved game of this app.
load-newer = This game was saved by a newer version of the app. Update the app to open it.
load-other-game = This is a saved game of “{ $game }”, which this version does not have.
load-config = The game's settings are unusable: { $detail }
load-tampered = Decision { $n } is not legal where it stands ({ $reason }): the saved game was changed.

## The app around the game: new versions, installing, embedding
update-ready = A new version of the game is ready.
update-safe = Your game is saved: reloading opens it again at the same moment.
update-reload = Reload now
update-later = Later

## The table around any game, and the shelf's names of each game (every page has these)

turn-of = { $name }'s turn
log = Log
menu = Menu
quit = Leave the game
quit-confirm = Leave this game? It stays saved: “Continue” opens it again.
quit-confirm-memory = Leave this game? “Continue” opens it again while this page stays open.
quit-confirm-lesson = Leave the lesson? A lesson is not saved: “Learn to play”, under New game, starts it again.
quit-lesson = Leave the lesson
help = Help
close = Close
cancel = Cancel
pass-device = Pass the device to { $name }
curtain-hint = Only { $name } should look. Tap when ready.
curtain-ready = I am { $name }: show my hand
status-handover = Your turn is over. Look at the table, undo if you wish, then pass the device on.
curtain-news = Since your last look
cover = Cover the screen
undo = Undo
export = Export
export-title = Take this game elsewhere
export-text = Download the game as a file, or copy its code, and open it on another device or in another browser with “Import”.
export-text-file = Download the game as a file, and open it on another device or in another browser with “Import”.
export-file = Download a file
export-code = Game code
copy-code = Copy the code
copied = Copied.
export-no-code = This game's settings are not the usual ones, so it travels only as a file.
storage-blocked = This browser does not let the game save here (private mode or an embedded page).
storage-full = The browser's storage is full, so the game could not be saved.
storage-failed = The game could not be saved.
storage-goes-on = The game goes on; export it to keep it.
storage-memory = The game is kept only while this page stays open: export it to keep it, or to go on in another browser.
got-it = Got it
behind-title = This game moved on in another tab
behind-text = The same game was played further in another tab or window. This tab will not overwrite it.
behind-reload = Load the newer moment
behind-fork = Keep playing this one as a copy
new-game-same = New game with these players
to-title = Title screen
wins = { $names } wins!
list-or-two = { $first } or { $last }
list-or-more = { $rest }, or { $last }
win-shared = { $names } share the win!
end-scores = Final scores
end-points = Points by player
download-record = Download the game record
log-turn-now = Starting now
# A game's expansions in play, named short in the saved games ($list: each named by its game's <game>-extra-<id>).
# Why a decision cannot be taken back (each game words what its decisions show: <game>-undo-revealed).
undo-nothing = Nothing to undo yet.
undo-once = Only one decision can be taken back, right after it is made.
undo-over = The game is over.
undo-not-yours = The last decision was another player's: only they could take it back, before handing the device on.
# An undo through the computers' replies: what else it took back.
undo-with-replies = Taken back: your last decision and { $count ->
    [1] the computer's move
   *[other] the { $count } computer moves
} after it.
# Replays of saved games.
saved-replay = Replay
replay-title = Replay · { $game }
replay-title-so-far = Replay so far · { $game }
replay-leave = Saved games
replay-broken = This game cannot be replayed.
replay-controls = Replay controls
replay-start = To the start
replay-back = Back one decision
replay-play = Play
replay-pause = Pause
replay-forward = Forward one decision
replay-end = To the end
replay-step = { $k } / { $n }
replay-slider = Decision
replay-turn = Jump to
replay-turn-of = Turn { $n } · { $name }
replay-hands = Show everyone's hand
replay-seen-by = As { $name } saw it
replay-seen-public = As everyone saw it
why = Why?
why-move = Why that move?
why-title = What the computer weighed
why-intro = The three moves its search weighed most; the one it chose comes first.
why-chosen = Chosen
why-explored = explored in { $share }% of the search
why-chance = estimated chance to win: { $chance }%
why-only = the only possible move
stats = Statistics
replay-hand-of = Hand of
replay-hand-of-decider = the player deciding

## A first game that teaches
lesson-offer = New to this game? Play a short first game with a coach, on the real table.
lesson-learn = Learn to play
lesson-rival = Nefertari
lesson-coach = Coach
lesson-step = Lesson · step { $n } of { $of }
lesson-last = Lesson · done
lesson-play-on = Play on against the computer
lesson-wrong = Not that one: do as the coach says above; the place to tap is lit.
lesson-watch = Watch { $rival } play.
lesson-next = Next
lesson-loading = Opening the lesson…
lesson-failed = The lesson could not open: { $reason }
rules-reading = Opening the rules…
rules-unread = The rules could not open: { $reason }
