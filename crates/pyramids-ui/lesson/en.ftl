# Pyramids' first game that teaches: what the coach says at each step (lesson.txt).
py-lesson-keep = You explore pyramid cards by marking their squares. First pick 2 of the 4 cards dealt to you: tap the two lit cards, then “Keep these 2”.
py-lesson-rival-keeps = { $rival } picks her two cards in secret, as you did. Then four cards go face up in the middle and the first expedition card is turned.
py-lesson-single = The expedition shows a 2×2 square. A card's first mark must include its entrance (the arrow), and the square does not fit there. You may always mark one single square instead: tap the lit entrance, then “Mark”.
py-lesson-pattern = Now an L of four squares: turn and mirror it as you like, but it must touch a square you marked on that card. Tap the four lit squares, then “Mark”. The green gem under it is yours.
py-lesson-red = A domino: tap the lit squares, then “Mark”, to pick up a red and a green gem. A red and a green gem make a pair, worth 5 points at the end; a gem on its own is worth 1.
py-lesson-rival-skull = { $rival } marks her L too, across a skull. Each skull costs points at the end, more than the one before.
py-lesson-rival-cross = { $rival } marks a red cross: a cross lets her mark one square more at once.
py-lesson-rival-tomb = With that extra square she reaches the golden tomb in the bottom row: the card is complete. Completed cards score 10, 6 or 3 pyramid points per colour, whoever is first.
py-lesson-rival-replaces = A completed card is set aside, and its explorer takes a new one from the display (or the top of the deck).
py-lesson-second-card = Three squares in a line. Start your second card this time: the lit line goes down from its entrance and takes a red gem. Tap it, then “Mark”.
py-lesson-end = That is the whole game: 4 rounds of 7 expeditions. Watch for skulls (each costs more than the last; a potion wipes two out) and light a torch each round. Play on against { $rival }: she plays as an easy computer now.
