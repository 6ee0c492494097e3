## The Mausoleum card game's page: its cards, table, log, refusals, setup, help and end.

mau-card-base = Base
mau-card-columns = Columns
mau-card-pyramid = Pyramid
mau-card-statues = Statues
mau-card-mausolus = Mausolus
mau-card-artemisia = Artemisia II
mau-card-architects = Architects
mau-card-sculptors = Sculptors
mau-card-earthquake = Earthquake
mau-card-invasion = Invasion
mau-card-discovery = Archaeological Discovery
mau-card-exchange = Exchange
mau-card-theft = Theft
mau-card-protection = Protection

mau-effect-base = Construction: one of the four parts of a set. Put it in your area.
mau-effect-columns = Construction: one of the four parts of a set. Put it in your area.
mau-effect-pyramid = Construction: one of the four parts of a set. Put it in your area.
mau-effect-statues = Construction: one of the four parts of a set. Put it in your area.
mau-effect-mausolus = Character: play it beside a complete set. At the end it scores 8 more if you still have a complete set. One in your area.
mau-effect-artemisia = Character: draw 2 more cards at once (3 this turn).
mau-effect-architects = Character: a shield in your area against Earthquake and Invasion.
mau-effect-sculptors = Character: a shield in your area against Theft and Exchange.
mau-effect-earthquake = Event: an opponent discards a construction card of their choice from their area.
mau-effect-invasion = Event: take a construction card from an opponent's area into yours.
mau-effect-discovery = Event: take any card from the discard pile into your hand.
mau-effect-exchange = Action: choose a card of yours to give an opponent; in return you take a random card from their hand (never the one you gave).
mau-effect-theft = Action: take a random card from an opponent's hand.
mau-effect-protection = Action: a shield in your area against the next attack of any kind.

mau-pile = { $n ->
    [0] No cards to draw
    [one] 1 card to draw
   *[other] { $n } cards to draw
}
mau-turns-left = { $n ->
    [0] Last turn
    [one] Pile empty · 1 turn after this one
   *[other] Pile empty · { $n } turns after this one
}
mau-discard = Discard pile ({ $n })
mau-decides = { $name } decides
mau-areas-region = The players' areas and the piles
mau-your-hand = Your hand
mau-hand-of = { $name }'s hand
mau-hand-empty = No cards in hand.
mau-hand-size = { $n ->
    [0] no cards in hand
    [one] 1 card in hand
   *[other] { $n } cards in hand
}
mau-score = { $points ->
    [one] 1 point
   *[other] { $points } points
}, { $sets ->
    [one] 1 set
   *[other] { $sets } sets
}
mau-shields = Mausolus and shields
mau-used = Characters used: { $cards }
mau-computer = computer
mau-cancel = Back
mau-pass = Play no card
mau-with-shield = { $label }: will be blocked (shield: { $shield })
mau-over = The game is over.

mau-prompt-play = { $name }: touch a lit card of your hand to play it, or play no card.
mau-prompt-card = { $card }: choose what it does.
mau-prompt-lose = { $name }: { $attacker }'s Earthquake hits you. Choose the construction card you discard.
mau-prompt-react = { $name }: { $attacker } plays { $card } against you. Play a matching defence from your hand, or let it happen.
mau-prompt-discard = { $name }: a hand keeps { $limit ->
    [one] 1 card
   *[other] { $limit } cards
}. { $over ->
    [one] Touch a card to discard it.
   *[other] Touch { $over } cards to discard, one at a time.
}

mau-do-play = Play { $card }
mau-do-attack = Against { $target }
mau-do-invade = Take { $card } from { $target }
mau-do-exchange = With { $target }, giving { $card }
mau-do-discover = Take { $card }
mau-do-lose = Discard { $card }
mau-do-defend = Defend with { $card }
mau-do-allow = Let it happen
mau-do-discard = Discard { $card }

mau-curtain-ready = I am { $name }: show my cards
mau-curtain-hint = { $name }, your cards are hidden: look when only you can see the screen.

mau-log-turn = { $name }'s turn
mau-log-turn-no-draw = { $name }'s turn (no draw)
mau-log-drew = { $name } draws { $card }
mau-log-drew-hidden = { $name } draws a card
mau-log-pile-empty-play-on = The draw pile is empty: play on until nobody can act.
mau-log-pile-empty-one-turn = The draw pile is empty: one more turn each.
mau-log-pile-empty-at-once = The draw pile is empty: the game ends with this turn.
mau-log-nothing-to-play = { $name } has nothing to play and passes
mau-log-passed = { $name } plays no card
mau-log-built = { $name } builds { $card }
mau-log-artemisia = { $name } plays { $card } and draws 2 more cards
mau-log-mausolus = { $name } raises the { $card } beside a complete set
mau-log-shield = { $name } sets { $card } as a shield
mau-log-attack = { $name } plays { $card } against { $target }
mau-log-attack-for = { $name } plays { $card } against { $target } for their { $want }
mau-hint-exchange = { $name } plays { $card } against { $target }, giving { $give }
mau-log-reacted = { $name } answers with { $card } from hand
mau-log-blocked-spent = The { $attack } is blocked by { $name }'s shield ({ $shield }); both are discarded
mau-log-blocked-kept = The { $attack } is blocked by { $name }'s shield ({ $shield }), which stays
mau-log-allowed = { $name } lets it happen
mau-log-lost = { $name } discards { $card } from their area
mau-log-invaded = { $name } takes { $card } from { $target }'s area into their own
mau-log-invaded-hand = { $name } takes { $card } from { $target }'s area into their hand
mau-log-discovered = { $name } plays an Archaeological Discovery and takes { $card } from the discard pile
mau-log-hand-card = { $card } goes from { $from }'s hand to { $to }'s
mau-log-hand-card-hidden = A card goes from { $from }'s hand to { $to }'s
mau-log-discarded = { $name } discards { $card } down to the hand limit
mau-log-over = The game is over.

mau-why-over = The game is over.
mau-why-not-yours = It is { $name }'s decision now.
mau-why-not-now = That is not the decision the game waits for.
mau-why-not-in-hand = You hold no { $card } to play.
mau-why-wrong-action = { $card } needs a target or a card chosen.
mau-why-no-set = The Mausolus needs a complete set in your area (Base, Columns, Pyramid and Statues).
mau-why-mausolus = A Mausolus already stands in { $name }'s area.
mau-why-no-opponent = Choose one of your opponents.
mau-why-no-construction = { $name } has no construction card in their area.
mau-why-not-in-area = { $name } has no { $card } in their area.
mau-why-empty-hand = { $name } holds no card.
mau-why-not-in-discard = The discard pile holds no { $card }.
mau-why-not-a-defence = { $card } does not block { $attack }.
mau-why-no-effect = { $card } would do nothing now.

mausoleum-undo-revealed = That decision showed a card nobody had seen: it cannot be taken back.

mau-house-rules = House rules
mau-house-rules-hint = The original rules are short; these choices fill their gaps. The defaults are marked in the rules help.
mau-opt-react = Defend from hand
mau-opt-react-hint = The target of an attack may play a matching Architects, Sculptors or Protection from their hand to block it.
mau-opt-permanent = Lasting character shields
mau-opt-permanent-hint = Architects and Sculptors stay in the area after a block, for the whole game.
mau-opt-bonus = Bonus for every extra set
mau-opt-bonus-hint = +4 for each complete set beyond the first, instead of +4 once for two or more.

mau-help-title = Mausoleum Guardians: the rules
mau-help-goal-title = The goal
mau-help-goal = Build the Mausoleum of Halicarnassus in your area. A complete set is one Base, one Columns, one Pyramid and one Statues card: each scores 8 points. Characters protect you, events and actions strike your rivals.
mau-help-turn-title = A turn
mau-help-turn = Draw 1 card (none once the pile is empty). Then play one card from your hand, or none: only a card whose effect can happen now lights up. At the end of your turn, if you hold more than 5 cards, discard down to 5.
mau-help-attacks-title = Attacks and shields
mau-help-attacks = Earthquake, Invasion, Theft and Exchange attack one opponent. Architects guard against Earthquake and Invasion, Sculptors against Theft and Exchange, Protection against any one attack. A matching shield in the target's area blocks the attack at once: Architects or Sculptors go first, then Protection, and the shield is discarded with the attack. A card taken from a hand is taken at random and seen only by the two players involved.
mau-help-score-title = Scoring
mau-help-score = Each complete set scores 8. Two or more complete sets score 4 more. A Mausolus in your area scores 8 more if you still have a complete set at the end. Cards lie loose, so an attack can break a set until the last turn.
mau-help-end-title = The end
mau-help-end = When the draw pile runs out, the turn finishes and play goes on without drawing: on your turn play a card, or play none. A player who has nothing they can play passes by themselves. The game ends when every player has passed in a row (nobody has anything left to do), or when no hand holds a card; in this last lap an Archaeological Discovery cannot take another Discovery. The most points wins; on a tie, the most complete sets; then the most different characters used; then the tied players share the win.
mau-help-house-title = House rules
mau-help-house = The game comes from a short school project whose rules leave gaps. These house rules were added to make it playable: 2 to 4 players, a random start player, the hand limit checked at the end of your own turn, the +4 bonus once, one Mausolus per player, Invasion into your area, Architects and Sculptors spent after one block, and no defence from hand. The new-game screen lets you change them.
mau-help-card-list = The cards
mau-help-groups = The band at the top of a card shows its group: C construction, Ch character, E event, A action.
mau-letter-construction = C
mau-letter-character = Ch
mau-letter-event = E
mau-letter-action = A

mau-end-tie = Equal points: complete sets decide, then the number of different characters used.
mau-player = Player
mau-points = Points
mau-sets = Sets
mau-names-used = Characters used
mau-end-areas = Every area
mau-more-house-rules = More house rules
mau-opt-mausolus = One Mausolus in the whole game
mau-opt-mausolus-hint = Once a Mausolus lies in any area, no other may be played.
mau-opt-invasion = Invasion into your hand
mau-opt-invasion-hint = The card an Invasion takes goes to the attacker's hand, not their area.
mau-opt-hand-limit = Hand limit after every turn
mau-opt-hand-limit-hint = At the end of every turn, every player above 5 cards discards down to 5, not only the player whose turn it was.
mau-opt-end = No final lap
mau-opt-end-hint = House rule: the game ends with the turn that empties the draw pile.
mau-help-table-title = At this table
mau-help-table-defaults = This table plays the defaults described above.
mau-help-table-changed = This table changed these house rules; they replace what is described above:
mau-effect-mausolus-per-game = Character: play it beside a complete set. At the end it scores 8 more if you still have a complete set. Only one in the whole game.
mau-effect-invasion-hand = Event: take a construction card from an opponent's area into your hand.
mau-effect-architects-lasting = Character: a lasting shield in your area against Earthquake and Invasion; it stays after a block.
mau-effect-sculptors-lasting = Character: a lasting shield in your area against Theft and Exchange; it stays after a block.
mau-face-discovery = Discovery
mau-how-sets = { $n ->
    [one] 1 set × 8
   *[other] { $n } sets × 8
}
mau-how-bonus = bonus +{ $n }
mau-how-mausolus = Mausolus +{ $n }
mau-how-none = no complete set
mau-opt-end-title = When the draw pile runs out
mau-opt-end-play-on = Play on until nobody can act
mau-opt-end-play-on-hint = The rules: without drawing, each player plays a card or passes, until everyone passes in a row.
mau-opt-end-one-turn = One more turn each
mau-opt-end-one-turn-hint = House rule: every player takes exactly one more turn without drawing, then the game ends.
mau-play-on = Pile empty · play on until all pass
mau-passed = passed
mau-prompt-play-on = { $name }: the pile is empty. Play a lit card, or play none; the game ends when everyone passes in a row.
mau-why-discovery-loop = Once the draw pile is empty, a Discovery cannot take another Discovery.
