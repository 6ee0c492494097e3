## Silver & Gold: Pyramids: the table, the log and the rules help.

py-round = Round { $round } of 4 · reveal { $reveal } of 7
py-setup = Setup: each player keeps 2 cards
py-decides = { $name } decides
py-curtain-ready = { $name }, your 4 cards are ready.
py-curtain-hint = Only { $name } should look: tap when the others look away.

py-pattern-I2 = domino (2 in a row)
py-pattern-I3 = line of 3
py-pattern-L3 = corner of 3
py-pattern-I4 = line of 4
py-pattern-L4 = L of 4
py-pattern-O4 = square of 4
py-colour-green = green
py-colour-orange = orange
py-colour-purple = purple

py-prompt-keep = { $name }: pick 2 of your 4 cards to keep.
py-prompt-mark = { $name }: mark the { $pattern } on one of your cards, or a single square.
py-prompt-extra = { $name }: a red cross! Mark one extra square on either card.
py-prompt-replace = { $name }: take a replacement card from the display, or the top of the deck.
py-over = The game is over.
py-select-hint = Tap squares of one card: the pattern's shape (turned or mirrored as you like), or a single square.
py-selected = { $n ->
    [one] 1 square chosen
   *[other] { $n } squares chosen
}
py-not-a-mark = Those squares are not a legal mark: { $reason }
py-kept = { $n } of 2 chosen
py-keep = Keep these 2
py-mark = Mark
py-clear = Clear
py-take = Take
py-take-blind = Take the top card of the deck
py-deck = Deck: { $n }
py-display = Display
py-display-empty = No cards face up.
py-claims-hint = Completing your 2nd, 4th or 6th card of a colour takes its best value left.
py-claims = Pyramid points
py-completed = Completed
py-your-cards = { $name }'s cards
py-hand = Your 4 cards
py-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
py-red = Red gems
py-green = Green gems
py-torches = Torches
py-skulls = Skulls
py-worst = worst { $n }
py-card-label = Card { $card }, { $colour }
py-cell-label = Card { $card }, row { $row }, column { $col }: { $kind }
py-kind-wall = wall
py-kind-entrance = entrance
py-kind-tomb = golden tomb
py-kind-empty = empty
py-kind-red = red gem
py-kind-green = green gem
py-kind-torch = torch
py-kind-skull = skull
py-kind-potion = potion
py-kind-cross = red cross
py-kind-marked = marked
py-chosen = has chosen
py-choosing = choosing

py-log-dealt = { $name } is dealt 4 cards.
py-log-chose = { $name } has chosen.
py-log-kept = { $name } keeps #{ $a } and #{ $b }.
py-log-displayed = Display: { $cards }.
py-log-round = Round { $round }: the expedition cards are shuffled.
py-log-revealed = Reveal { $reveal }: { $pattern }.
py-log-marked = { $n ->
    [one] { $name } marks 1 square on #{ $card }.
   *[other] { $name } marks { $n } squares on #{ $card }.
}
py-log-marked-extra = { $name } marks an extra square on #{ $card }.
py-log-gems = { $name } gains { $red ->
    [one] 1 red gem
   *[other] { $red } red gems
} and { $green ->
    [one] 1 green gem.
   *[other] { $green } green gems.
}
py-log-torch = { $name } lights this round's torch.
py-log-skulls = { $n ->
    [one] { $name } has 1 skull marked.
   *[other] { $name } has { $n } skulls marked.
}
py-log-crosses = { $n ->
    [one] { $name } earns 1 extra mark.
   *[other] { $name } earns { $n } extra marks.
}
py-log-complete = { $name } reaches the golden tomb of #{ $card }!
py-log-no-mark = { $name } has no card to mark.
py-log-extra-lost = { $name } has no square for an extra mark: it is lost.
py-log-set-aside = { $name } sets #{ $card } aside, completed.
py-log-took = { $name } takes #{ $card } from the display.
py-log-took-blind = { $name } takes #{ $card } from the top of the deck.
py-hint-where = { $move } ({ $squares }).
py-squares-row = { $n ->
    [one] row { $row }, square { $list }
   *[other] row { $row }, squares { $list }
}
py-hint-took-blind = { $name } takes the top card of the deck.
py-log-no-replacement = { $name } gets no replacement: display and deck are empty.
py-log-claimed = { $name } claims { $value } { $colour } pyramid points.
py-log-over = The game is over.

py-why-over = The game is over.
py-why-not-yours = It is { $name }'s decision now.
py-why-chosen = You have chosen already.
py-why-not-now = That does not answer what the game waits for.
py-why-not-dealt = Card #{ $card } is not among your 4.
py-why-keep-order = Pick two different cards.
py-why-not-in-play = Card #{ $card } is not one of your cards in play.
py-why-complete = Card #{ $card } is complete.
py-why-orientation = That pattern has no such turn.
py-why-off-grid = The shape leaves the card.
py-why-wall = A wall can never be marked.
py-why-marked = A square there is marked already.
py-why-entrance = The first mark on a card must include its entrance.
py-why-connected = The mark must touch a marked square of the card (not just at a corner).
py-why-display = That card is not in the display.
py-why-deck = The deck is empty.
py-why-shape = Choose the pattern's shape or a single square.

py-end-title = Final scores
py-end-total = Total
py-end-item = Scoring
py-end-cards-rule = Completed cards ({ $each } each)
py-end-torches-rule = Torches ({ $each } each)
py-end-pyramids-rule = Pyramid points (the values claimed)
py-end-gems-rule = Gems ({ $each } per red-and-green pair, 1 per other gem)
py-end-gems-how = { $pairs } { $pairs ->
    [one] pair
   *[other] pairs
    } × { $each } + { $singles } { $singles ->
    [one] single
   *[other] singles
    }
py-end-skulls-rule = Skulls (only the worst marked box counts)
py-end-skulls-how = worst of { $n } { $n ->
    [one] box
   *[other] boxes
    }
py-record = Download the game record

py-help-title = How to play Silver & Gold: Pyramids
py-help-goal-title = The goal
py-help-goal = Explore pyramid cards by marking squares from the entrance to the golden tomb. Completed cards, torches, pyramid points and gem pairs score; only your worst skull costs points.
py-help-setup-title = Setup
py-help-setup = Everyone is dealt 4 cards and secretly keeps 2. The others go back into the deck; 4 cards form the display.
py-help-reveal-title = Reveals
py-help-reveal = The game lasts 4 rounds of 7 reveals. Each reveal turns an expedition card: every player marks its shape on one of their cards (turned or mirrored as they like), or marks a single square instead.
py-help-mark-title = Marking
py-help-mark = The first mark on a card must include its entrance; after that, every mark must touch a marked square of that card side by side. Walls are never marked.
py-help-symbols-title = Symbols
py-help-symbols = Gems fill your score card (10 of each at most). A torch marks the box of the current round only. A skull marks your next skull box; a potion wipes the 2 worst. A red cross gives you an extra square at once.
py-help-complete-title = Completing a card
py-help-complete = Marking the golden tomb completes a card: set it aside and take a replacement from the display or the top of the deck. The lowest card number chooses first.
py-help-points-title = Pyramid points
py-help-points = Each time you complete your 2nd, 4th or 6th card of a colour, take the best value left of that colour: 10, then 6, then 3.
py-help-end-title = Scoring
py-help-end = 10 per completed card, 5 per torch, your pyramid points, 5 per red-and-green gem pair and 1 per other gem, minus your worst skull. Ties go to the player who completed the lowest-numbered card.
py-help-solo-title = Solo
py-help-solo = The box is for 2 to 4 players; playing alone is this edition's own variant. Choose 1 player on the new-game screen: you keep 2 of 4 cards and play all 28 reveals by the same rules, and every pyramid value you reach is yours. Your best score is kept on this device.
py-help-legend-title = The squares of a card
py-help-standin = The 48 pyramid cards here are generated stand-ins, made to the printed cards' rules: the printed layouts are not published.

pyramids-undo-revealed = That cannot be undone: it showed a card or an expedition everyone has seen.

py-solo-hint = Play all 28 reveals on your own and chase your best score.
py-best-solo = Best solo score on this device: { $n }
py-new-best = A new best solo score: { $n }!
