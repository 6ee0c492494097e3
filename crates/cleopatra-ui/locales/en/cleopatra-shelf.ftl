# What the shelf says of this game on every page: its name, its picture, a saved game of it.

cleopatra-name = Cleopatra
cleopatra-subtitle = and the Society of Architects · Deluxe
cleopatra-pitch = Build the queen's palace, grow rich, and keep your soul clean.
emblem-alt = A golden scarab spreads its wings before a pyramid under the sun
cleopatra-saved-progress = Turn { $turn } · Cleopatra on step { $step } · { $name } to play
cleopatra-extra-cultOfSobek = Cult of Sobek
cleopatra-extra-whimsOfCleopatra = Cleopatra's Whims
cleopatra-extra-wisdomOfBastet = Bastet
cleopatra-extra-architectsFromFarAway = Far Architects
