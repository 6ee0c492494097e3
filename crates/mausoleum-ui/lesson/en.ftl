# The Mausoleum's first game that teaches: what the coach says at each step (lesson.txt).
mau-lesson-build = Each turn you draw a card (done for you), then may play one card. Build the Mausoleum: a set is one Base, Columns, Pyramid and Statues in your area, worth 8 points. Tap the lit Pyramid to put it in your area.
mau-lesson-rival-builds = { $rival } draws and builds too. Her area is open for all to see; her hand is not.
mau-lesson-statues = Now the Statues: tap the lit card. You hold 5 cards at the end of your turn at most.
mau-lesson-shield = Protect what you build. The Architects lie in your area as a shield: the next Earthquake or Invasion aimed at you is stopped. Tap the lit Architects.
mau-lesson-rival-shield = { $rival } lays the Sculptors: a shield against Theft and Exchange, the attacks on a hand.
mau-lesson-invade = You drew an Invasion: it steals a construction card from an opponent's area into yours. Her Sculptors do not stop it. Tap the Invasion, then the lit choice to take her Columns.
mau-lesson-set = Add the Base: Base, Columns, Pyramid and Statues make your first complete set, 8 points. Two sets add 4 more.
mau-lesson-mausolus = With a complete set you may play Mausolus: it doubles one set (8 more points) if you still have a set at the end. Tap the lit Mausolus.
mau-lesson-end = The game ends when the draw pile runs out and nobody can play. Keep shields up and watch for Earthquakes. Play on against { $rival }: she plays as an easy computer now.
