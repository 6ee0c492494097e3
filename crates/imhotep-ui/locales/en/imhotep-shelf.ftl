# What the shelf says of this game on every page: its name, its picture, a saved game of it.

imhotep-saved-progress = Round { $round } of 6 · { $name } to play
imhotep-name = Imhotep
imhotep-subtitle = Builder of Egypt
imhotep-pitch = Ship stones to the great monuments, and be on board when they are built.
imhotep-art-alt = A cargo ship on the Nile carries building stones past a pyramid and an obelisk
