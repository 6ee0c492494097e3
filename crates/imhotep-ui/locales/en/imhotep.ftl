## Imhotep: the shelf, the setup, the table, the log and the rules help.


im-sides = Site boards
im-sides-hint = Side A is the basic game; side B changes what a site does. Mix them as you like.
im-side-a = Side A
im-side-b = Side B
im-side-of = Side of the { $site }
im-wrath = Wrath of the Pharaoh
im-wrath-hint = At the end, a player who has no stone on one of the pyramid, temple, burial chamber or obelisks loses 5 points (once).
im-house = House rule

im-site-market = Market
im-site-pyramid = Pyramid
im-site-pyramids = Pyramids
im-site-temple = Temple
im-site-burial = Burial chamber
im-site-obelisks = Obelisks
im-side-tag = Side { $side }

im-card-entrance = Entrance
im-card-sarcophagus = Sarcophagus
im-card-paved-path = Paved path
im-card-pyramid-decoration = Pyramid decoration
im-card-temple-decoration = Temple decoration
im-card-burial-decoration = Burial decoration
im-card-obelisk-decoration = Obelisk decoration
im-card-statue = Statue
im-card-lever = Lever
im-card-hammer = Hammer
im-card-sail = Sail
im-card-chisel = Chisel
im-card-entrance-text = At once: a stone of yours from the quarry goes to the pyramid.
im-card-sarcophagus-text = At once: a stone of yours from the quarry goes to the burial chamber.
im-card-paved-path-text = At once: a stone of yours from the quarry goes to the obelisks.
im-card-decoration-text = At the end: 1 point for every 3 stones on that site.
im-card-statue-text = At the end: 1, 3, 6, 10, 15 points for 1 to 5 statues, +2 for each more.
im-card-lever-text = Sail a ship, and choose the order its stones unload.
im-card-hammer-text = Take up to 3 stones, then put 1 on a ship.
im-card-sail-text = Put a stone on a ship, then sail that ship.
im-card-chisel-text = Put 2 stones on ships.
im-card-show = show the card
im-card-close = Close
im-card-red = Played at once
im-card-green = Scores at the end
im-card-purple = Scores at the end
im-card-blue = Play on your turn instead of an action; 1 point at the end if unused

im-decides = { $name } decides
im-unload-of = Unload { $name }'s stone (place { $slot })
im-temple-height = { $n } high
im-obelisk-b-rule = { $n } stones of one colour become a tower, worth the best free value at once; each stone left waiting scores 1 at the end.
im-curtain-ready = I am { $name }: show the pair
im-curtain-hint = Only { $name } should look: the two cards of the face-down pair. Tap when ready.
im-help-card-list = The market cards
im-log-took-none = { $name } can take no stones: the sled is full or the quarry is empty.
im-players-region = Sleds and cards
im-sites-region = The sites
im-play-card = Play the { $card }
im-dock-at = Dock here: { $site }
im-take-card = Take { $card }
im-keep-card = Keep { $card }
im-letter-red = R
im-letter-green = G
im-letter-purple = P
im-letter-blue = B
im-round = Round { $round } of { $rounds }
im-harbour = Harbour
im-ship = Ship { $n }
im-ship-size = { $size ->
    [one] 1 place
   *[other] { $size } places
}
im-ship-min = Sails with { $min } or more
im-ship-docked = Docked at the { $site }
im-ship-unloading = Unloading at the { $site }
im-slot-empty = Ship { $ship }, place { $slot }: empty
im-slot-stone = Ship { $ship }, place { $slot }: { $name }'s stone
im-sail = Sail…
im-sail-ship = Sail… (ship { $n })
im-sail-here = Dock here
im-site-free = Free
im-site-taken = Ship { $n } docked
im-take-stones = Take { $n ->
    [one] 1 stone
   *[other] { $n } stones
}
im-take-none = Take stones
im-pass = Pass
im-skip = Skip
im-take-top-card = Take the top card
im-cancel-choice = Cancel
im-sled = Sled
im-quarry = Quarry
im-points = Points
im-score-of = { $name }: { $points } points, { $sled } stones on the sled, { $quarry } in the quarry
im-players = Players
im-no-cards = No cards
im-deck = Deck { $n }
im-discard = Discard { $n }
im-market-take = Take
im-pair = Face-down pair
im-pair-count = { $n } cards face down
im-pair-take = Take the pair
im-market-stone = { $name }'s stone is at the market
im-beside = Beside: { $stones }
im-pyramid-space = { $points ->
    [one] 1 point
   *[other] { $points } points
}
im-pyramid-level = Level { $level }:
im-small-pyramid-left = Left pyramid
im-small-pyramid-middle = Middle pyramid
im-small-pyramid-right = Right pyramid
im-bonus-card = Each stone on the bottom: the top card of the deck
im-bonus-stones = Each stone on the bottom: 3 stones to your sled
im-bonus-ship = Each stone on the bottom: a stone from your sled onto a ship
im-pyramid-here = Here
im-temple-column = Column { $n }
im-temple-points = { $n ->
    [one] 1 point
   *[other] { $n } points
}
im-temple-choice = 1 point or 2 stones
im-temple-card = + top card
im-temple-scores = At each round end, every stone seen from above scores.
im-burial-places = Each row: { $places } points by rank
im-burial-groups = At the end, each group of touching stones of one colour scores 1, 3, 6, 10, 15, +2 each more.
im-obelisk-heights = At the end: the tallest obelisk scores most.
im-obelisk-holding = Holding: { $held } of { $capacity }
im-tower = Tower { $value }
im-towers = Towers:
im-obelisk-waiting = Waiting for a tower:
im-reward-point = 1 point
im-reward-stones = 2 stones
im-keep = Keep
im-unload-next = Unloads next
im-choose-card = Play a blue card
im-play = Play
im-playing = Playing: { $card }

im-prompt-turn = { $name }: { $options }.
im-do-take = take stones
im-do-place = put a stone on a ship
im-do-sail = sail a ship
im-do-card = play a blue card
im-prompt-pass = { $name }: nothing else can be done, so pass.
im-prompt-market = { $name }: your stone reached the market. Take a card.
im-prompt-market-optional = { $name }: your stone reached the market. Take a card, or skip.
im-prompt-keep = { $name }: keep one of the two cards; the other is discarded.
im-prompt-pyramid = { $name }: choose the pyramid your stone goes to.
im-prompt-card-bonus = { $name }: you may take the top card of the deck, or skip.
im-prompt-stones-bonus = { $name }: you may take { $n ->
    [one] 1 stone
   *[other] { $n } stones
} from the quarry onto your sled, or skip.
im-prompt-ship-bonus = { $name }: you may move a stone from your sled onto a ship, or skip.
im-prompt-lever = { $name }: choose the stone that unloads next.
im-prompt-temple = { $name }: your visible temple stone in column { $column } gives 1 point or 2 stones.
im-prompt-sail-site = Choose the site ship { $n } sails to.
im-prompt-lever-ship = Lever: choose the ship to sail.
im-prompt-lever-site = Lever: choose the site ship { $n } sails to.
im-prompt-sailcard-slot = Sail card: choose the place for your stone.
im-prompt-sailcard-site = Sail card: choose the site that ship sails to.
im-prompt-hammer-slot = Hammer: you take { $n } stones, then choose the place for one.
im-prompt-chisel-first = Chisel: choose the place for your first stone.
im-prompt-chisel-second = Chisel: choose the place for your second stone.
im-over = The game is over.

im-log-round = — Round { $round }: ships of { $ships } places; { $name } starts —
im-log-market = The market shows { $cards }.
im-log-market-pair = The market shows { $cards }, and a face-down pair.
im-log-reshuffle = The discard pile becomes a new deck of { $n } cards.
im-log-took-stones = { $name } takes { $n ->
    [one] 1 stone
   *[other] { $n } stones
} onto the sled.
im-log-took-stones-hammer = { $name } takes { $n ->
    [one] 1 stone
   *[other] { $n } stones
} with the Hammer.
im-log-took-stones-bonus = { $name } takes { $n ->
    [one] 1 stone
   *[other] { $n } stones
} (bonus).
im-log-placed = { $name } puts a stone on ship { $ship }, place { $slot }.
im-log-sailed = { $name } sails ship { $ship } to the { $site }.
im-log-delivered = { $name }'s stone reaches the { $site }: +{ $points }.
im-log-delivered-quiet = { $name }'s stone reaches the { $site }.
im-log-tower = { $name } raises an obelisk tower: +{ $points }.
im-log-card = { $name } takes the { $card } card.
im-log-card-deck = { $name } draws the { $card } card from the deck.
im-log-pair = { $name } takes the face-down pair: { $cards }.
im-log-pair-hidden = { $name } takes the face-down pair.
im-log-pair-kept = { $name } keeps the { $card } card and discards the { $other } card.
im-log-pair-kept-hidden = { $name } keeps the { $card } card and discards the other card face down.
im-log-red = { $name } plays the { $card } card: a stone goes to the { $site }.
im-log-red-none = { $name } plays the { $card } card, with no stone left in the quarry.
im-log-blue = { $name } plays the { $card } card.
im-log-skipped = { $name } lets it go.
im-log-passed = { $name } passes.
im-log-deadlock = Nobody can act: the round ends, and the stones on ships go back to the quarry.
im-log-temple = The temple scores: { $points }.
im-log-temple-reward = { $name }, temple column { $column }: { $what }.
im-log-market-cleared = The market's last cards are discarded: { $cards }.
im-log-round-end = Round { $round } is over. { $name } starts the next.
im-log-last-round-end = Round { $round } is over: the monuments are finished.
im-log-final = { $category }: { $points }.
im-log-wins = { $names } wins!
im-log-win-shared = { $names } share the win!
im-none = none

im-cat-burial = Burial chamber
im-cat-obelisks = Obelisks
im-cat-statues = Statues
im-cat-decorations = Decorations
im-cat-blue = Unused blue cards
im-cat-wrath = Wrath of the Pharaoh
im-end-title = The monuments stand
im-end-track = Points during play
im-end-total = Total
im-end-board = The final board
im-end-tie = Tied on points: the fuller sled wins.

im-why-game-over = The game is over.
im-why-not-yours = It is { $name }'s decision now.
im-why-not-now = That does not answer the decision the game waits for.
im-why-ship-sailed = Ship { $ship } has sailed already.
im-why-slot-taken = That place holds a stone already.
im-why-slot-empty = That place has no stone.
im-why-sled = You need { $needed ->
    [one] 1 stone
   *[other] { $needed } stones
} on your sled, and you have { $sled }.
im-why-nothing-to-take = Your sled is full or none of your stones is left in the quarry.
im-why-too-few = Ship { $ship } needs { $minimum ->
    [one] 1 stone
   *[other] { $minimum } stones
} to sail; it would carry { $load }.
im-why-site-taken = A ship has gone to the { $site } this round already.
im-why-no-card = You hold no { $card } card.
im-why-no-effect = The { $card } would do nothing now.
im-why-must-place = With the Hammer you must put a stone on a ship when you can.
im-why-cannot-place = There is no place for a stone now.
im-why-same-slot = Choose two different places.
im-why-cannot-pass = You may pass only when nothing else can be done.
im-why-empty-slot = That market slot has no card.
im-why-no-pair = There is no face-down pair to take.
im-why-not-in-pair = The pair does not hold that card.
im-why-pyramid-full = That pyramid is full.
im-why-cannot-skip = This choice cannot be skipped.
im-why-other = That is not possible now.
imhotep-undo-revealed = That cannot be undone: it showed cards or a round everyone has seen.

im-help-title = Imhotep: rules help
im-help-goal-title = The goal
im-help-goal = Over 6 rounds, ship your stones to the five sites. Points come from the pyramid as stones arrive, from the temple at each round end, and from the burial chamber, obelisks and cards at the end. Most points wins; a tie goes to the fuller sled.
im-help-turn-title = A turn: one action
im-help-turn = Take up to 3 of your stones from the quarry onto your sled (it holds 5); or put one stone from your sled on any empty place of a ship; or sail a ship that holds its minimum load to a site no ship has visited this round (the ship need not carry your stones); or play one blue card.
im-help-ships-title = Ships and unloading
im-help-ships = Each round brings 4 ships. A ship unloads from the bow (place 1) to the stern, and each stone's owner makes any choice the site asks. The round ends when the 4th ship has unloaded; the next round starts with the player after whoever sailed it.
im-help-sites-title = The sites (side A)
im-help-sites = Market: each stone takes a card, then goes back to the quarry. Pyramid: stones fill fixed spaces and score their points at once. Temple: at each round end, every stone seen from above scores 1. Burial chamber: at the end, each group of touching stones scores 1, 3, 6, 10, 15, +2 each more. Obelisks: at the end, the tallest scores most.
im-help-b-title = Side B
im-help-b = Market: a face-down pair may be taken instead (keep one). Pyramids: three small pyramids, each with a bonus you may take or skip. Temple: each visible stone takes its column's bonus. Burial chamber: each row ranks its players. Obelisks: every third stone of a colour raises a tower worth points at once.
im-help-cards-title = Cards
im-help-cards = Red cards act at once. Green and purple cards score at the end. Blue cards are played on your turn instead of an action; each unused one scores 1 at the end.
im-help-house = The B-side numbers the rulebook does not give (pyramid shapes and bonuses, temple column 5, obelisk towers, burial 4th place) are house values.
