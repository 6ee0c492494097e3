# Imhotep's first game that teaches: what the coach says at each step (lesson.txt).
im-lesson-place = On your turn you do one thing: take stones, place a stone on a ship, sail a ship, or play a blue card. You hold 2 stones on your sled. Tap the lit place to put one on the small ship.
im-lesson-rival-places = { $rival } places a stone on another ship. Stones are only yours until they reach a site.
im-lesson-sail-pyramid = A ship may sail once it carries its minimum load (written under it). Sail the small ship: tap its lit “Sail…”, then “Dock here” at the Pyramid. Stones there score at once, 2 points for the first place.
im-lesson-bow = Where a stone sits matters: a ship unloads from its bow, the place at its front, first. Put your last stone in the lit place, the bow of this ship.
im-lesson-sail-market = This ship goes to the Market: each stone takes one card there, in unloading order, so yours chooses first. Tap its lit “Sail…”, then “Dock here” at the Market.
im-lesson-take-card = Pick the lit Chisel: a blue card you may play later as your turn's action, to put 2 stones on ships at once.
im-lesson-rival-card = { $rival }'s stone came second: she takes a Statue (points at the end of the game).
im-lesson-rival-stones = { $rival }'s sled is empty, so she takes stones from her quarry: 3 at a time, 5 on the sled at most.
im-lesson-take-stones = Yours is empty too. Tap the lit button to take 3 stones.
im-lesson-share = A ship carries everyone's stones. Add yours to { $rival }'s ship at the lit place: it may sail with 2 stones.
im-lesson-rival-temple = { $rival } sails to the Temple. At the end of each round, every stone on top of the Temple scores 1 point.
im-lesson-burial = Sail the last ship to the Burial chamber (“Sail…”, then “Dock here” there). Stones there score at the end of the game, by groups of your stones that touch. When every ship has sailed, the round ends.
im-lesson-rival-round-two = Round 2 of 6: new ships and new cards in the Market. The Temple gave { $rival } 2 points.
im-lesson-round-two = Put a stone on the smallest ship (lit): it sails with just one.
im-lesson-obelisks = Sail it to the Obelisks (“Sail…”, then “Dock here” there). At the end of the game the tallest obelisk scores the most.
im-lesson-end = Those are all five sites. Plan ahead: a ship you load may be sailed by { $rival } to a site you did not want. Play on against { $rival }: she plays as an easy computer now.
