# What the shelf says of this game on every page: its name, its picture, a saved game of it.

mausoleum-saved-progress = { $pile ->
    [one] 1 card left to draw
   *[other] { $pile } cards left to draw
} · { $name } to play
mausoleum-name = Mausoleum Guardians
mausoleum-subtitle = A card game of Halicarnassus
mausoleum-pitch = Build the four parts of the Mausoleum in sets, shield them with characters, and raid your rivals' works.
mausoleum-art-alt = A fan of cards before the stepped roof and columns of the Mausoleum
