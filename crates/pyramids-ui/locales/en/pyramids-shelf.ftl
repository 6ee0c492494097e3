# What the shelf says of this game on every page: its name, its picture, a saved game of it.

pyramids-saved-progress = Round { $round } of 4 · { $name } to play
pyramids-name = Silver & Gold: Pyramids
pyramids-subtitle = Flip and write in the tombs
pyramids-pitch = Mark expedition shapes on your pyramid cards, reach the golden tombs, and collect gems and torches on the way.
pyramids-art-alt = A pyramid card: a path marked from the entrance to the golden tomb, with a red and a green gem
