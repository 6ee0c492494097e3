## The game table.

res-wood = wood
res-stone = stone
res-marble = marble
res-lapis = lapis
card-artisan = artisan
card-tainted = tainted { $res }
card-bastet = Bastet
card-cave = cave
card-back = face-down card
no-cards = no cards
tainted-mark = tainted: costs 1 amulet when spent
cat-sphinxes = Sphinxes
cat-obelisks = Obelisks
cat-doors = Door frames
cat-walls = Column walls
cat-mosaics = Mosaics
cat-throne = Throne
row-left = left
row-right = right
side-left = left
side-right = right
piece-sphinx = a sphinx in the { $row } row
piece-obelisk = the { $row } obelisk
piece-door = the { $side } door frame
piece-wall = the column wall ({ $slot })
piece-mosaic = a mosaic
piece-pedestal = the pedestal
piece-throne = the throne
sobek-architect = Architect
sobek-vizier = Vizier
sobek-merchant = Merchant
sobek-beggar = Beggar
sobek-foreman = Foreman
sobek-architect-power = +4 scarabs for each piece you build this turn
sobek-vizier-power = visit both the Market and the Quarry this turn
sobek-merchant-power = pay 2 fewer resources this turn
sobek-beggar-power = draw 4 cards now
sobek-foreman-power = pay 2 fewer artisans this turn
cost-scarabs = { $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
}
cost-amulets = { $n ->
    [one] +1 amulet
   *[other] +{ $n } amulets
}
cost-identical = { $artisans ->
    [one] 1 artisan
   *[other] { $artisans } artisans
} + { $n } identical
cost-different = { $artisans ->
    [one] 1 artisan
   *[other] { $artisans } artisans
} + { $n } different
house-value = house value
scarabs = Scarabs
amulets = Amulets
crocodile-near = Crocodile near: { $kept } of { $limit ->
    [one] 1 amulet
   *[other] { $limit } amulets
}
crocodile-now = Crocodile: { $kept ->
    [one] 1 amulet
   *[other] { $kept } amulets
}, { $limit } eat you
crocodile-why = Amulets kept if the game ended now: your pyramid's and your tainted cards', less what your sanctuaries wash away, less the lowest count at the table (after its own sanctuaries), which is cancelled for everyone. At { $limit } or more the crocodile eats you.
anubis = Anubis
hand = Hand
cards-n = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
anubis-left = { $n ->
    [one] 1 Anubis left
   *[other] { $n } Anubis left
}
reveal-secrets = Show my scarabs and amulets
hide-secrets = Hide
secret-hidden = hidden
your-turn = Your turn, { $name }
deciding = { $name } decides
plaza = Sphinx Plaza
palace = Palace
garden = Palace garden
sobek-board = Worshippers of Sobek
market = Market
stall-n = Stall { $n }
take-stall = Take
quarry = Quarry
deck = Deck
discard = Discard
deck-top = Top of the deck
deck-empty = empty
cleopatra-step = Cleopatra: step { $step } of { $end }
offering-mark = Offering
palace-stairs = Palace
pieces-left = { $n } left
reward-n = +{ $n }
players-panel = Players
confirm = Confirm
call = Call
called = Called
end-visit = Leave the quarry
end-turn = End the turn
hint-end-visit = { $name } leaves the quarry.
hint-end-turn = { $name } ends the turn.
hint-draw-whim = { $name } draws a bonus tile.
pass = Pass (nothing is possible)
status-start = Call a Worshipper of Sobek, or visit the Market or the Quarry.
status-after-sobek = Now visit the Market or the Quarry.
status-vizier-more = The Vizier allows one more visit, or end the turn.
status-building = Build more pieces, or leave the quarry.
status-pick-slot = Pick where to build: lit places show the scarabs they earn.
status-pick-mosaic = Move the mosaic over the garden; rotate or flip it; tap to place it where it glows.
status-refill = Each stall gets one of the drawn cards: pick a card, then its stall.
status-pay = Choose how to pay, then Build.
status-watch = Waiting for { $name }.
choose-piece = Build
choose-slot = Where?
payment = Payment
payment-for = Pay for { $piece }
payment-option = Option { $n }
payment-cheapest = cheapest
payment-more = { $n ->
    [one] One more way to pay
   *[other] { $n } more ways to pay
}
payment-amulets = { $n ->
    [0] no amulets
    [one] +1 amulet
   *[other] +{ $n } amulets
}
payment-spare = + { $n } spare { $res } from a tainted card
payment-add = Add more cards
payment-add-hint = The rulebook lets you pay more than the cost, for example to empty your hand before the hand limit. Cards added here are discarded with the payment and give nothing back.
payment-extra = + { $n } more { $n ->
        [one] card
       *[other] cards
    } discarded for nothing
with-merchant = with the Merchant
with-foreman = with the Foreman
build = Build
earns = earns { $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
}
rotate = Rotate
flip = Flip
mosaic-top = Next mosaic
mosaics-left = { $n ->
    [one] 1 tile in the stack
   *[other] { $n } tiles in the stack
}
mosaic-ghost-bad = The mosaic cannot go here.
refill-title = Refill the market
refill-card = Drawn card { $n }
refill-to = To stall { $n }
sanctuary-title = A sanctuary formed
sanctuary-text = Your mosaic closed off { $n ->
    [one] an area
   *[other] { $n } areas
} that no mosaic can fill. Claim with an Anubis (each square washes away one amulet at the end), giving up the mosaic's { $reward } scarabs, or take the scarabs.
sanctuary-claim = Claim sanctuary { $i } ({ $n ->
    [one] 1 square
   *[other] { $n } squares
})
sanctuary-decline = Take the { $reward } scarabs
sanctuary-done = Claim no more
hand-limit-title = Too many cards
hand-limit-text = You hold { $n ->
    [one] 1 card
   *[other] { $n } cards
} more than the limit of { $limit }. Discard { $n ->
    [one] 1 card
   *[other] { $n } cards
}, or keep them all and take { $n ->
    [one] 1 amulet
   *[other] { $n } amulets
}.
hand-limit-keep = Keep all, take { $n ->
    [one] 1 amulet
   *[other] { $n } amulets
}
hand-limit-discard = Discard the chosen cards
hand-limit-chosen = { $chosen } of { $n } chosen
pick-fewer = One fewer: { $card }
pick-more = One more: { $card }
offering-fewer = One scarab fewer
offering-more = One scarab more
offering-title = Offering to the High Priest
offering-text = Bid scarabs in secret. Every bid is lost. The highest bidders take amulets away; the lowest takes more.
offering-bid = Offer { $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
}
offering-have = You have { $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
}.
offering-waiting = { $n } of { $total } have offered.
disabled-why = Not now: { $why }
cannot-afford = You cannot pay for { $what } with your cards ({ $cost }).
nothing-left = Nothing of this kind is left to build.
mosaic-legal-n = { $n ->
    [0] no legal place
    [one] 1 legal place
   *[other] { $n } legal places
}
load-puzzle = This save begins from a puzzle's position, made by the rules' tools: the app plays only games dealt from the start.
err-game-over = The game is over.
err-sobek-too-late = A Worshipper of Sobek can only be called once, at the very start of the turn.
err-sobek-unaffordable = The { $tile } costs { $cost } here and you have { $scarabs }.
err-market-closed = The market is closed to you this turn (the Vizier allows one market and one quarry visit).
err-quarry-closed = The quarry is closed to you this turn: your main action is done (the Vizier allows both).
err-empty-stall = Stall { $stall } has no cards to take.
err-built = That place is already built.
err-pedestal-first = The pedestal must be built before the throne.
err-no-mosaic = No mosaic tiles are left.
err-mosaic-fit = A mosaic must lie inside the garden without covering the throne space, another mosaic or a sanctuary.
err-no-flip = In this game mosaics may be turned but not flipped.
err-cannot-pass = You can still visit the market or the quarry, so you cannot pass.
err-main-first = Visit the market or the quarry before ending the turn.
err-no-anubis = Both your Anubis figures are already placed.
err-bid-too-high = You have only { $scarabs ->
    [one] 1 scarab
   *[other] { $scarabs } scarabs
} to offer.
err-payment = Those cards do not pay for this piece. Pick one of the payments offered.
err-not-now = Not now: finish the decision on screen first.
undo-turn-start = Nothing to undo: your turn has just begun.
undo-cards-drawn = That cannot be undone: it drew cards everyone has seen.
undo-shuffled = That cannot be undone: it reshuffled the deck.
undo-next-mosaic = That cannot be undone: it showed the next mosaic tile.
undo-offerings = That cannot be undone: the offerings were revealed.
undo-not-now = Nothing can be undone during the Offering.
status-vizier = The Vizier lets you visit both the Market and the Quarry this turn, in either order.
last-round = Last round!
offering-effects-2 = Ranks: 1st { $first }, 2nd { $second } amulets.
offering-effects-3 = Ranks: 1st { $first }, 2nd { $second }, 3rd { $third } amulets.
offering-effects-4 = Ranks: 1st { $first }, 2nd { $second }, 3rd { $third }, 4th { $fourth } amulets.
wall-l1 = left side, front
wall-l2 = left side, middle
wall-l3 = left side, back
wall-b1 = back, left
wall-b2 = back, middle
wall-b3 = back, right
wall-r3 = right side, back
wall-r2 = right side, middle
wall-r1 = right side, front
without-merchant = without the Merchant
without-foreman = without the Foreman
reveal-short = Show
# A tainted card's name on its narrow face ($res: wood, stone, marble or lapis; $name: its word).
card-face-tainted = tainted { $name }
status-preview-mosaic = Tap the garden to see where the mosaic would go; rotate or flip it there, then tap it again or press Place.
mosaic-place = Place
mosaic-hint-tap = Tap a square to try the mosaic there.
mosaic-hint-confirm = Tap the mosaic again or press Place to lay it here.
legend = Key to the board
legend-offering = Offering: held when Cleopatra reaches this step
legend-cleopatra = Cleopatra: one step for each category completed; at the palace the game ends
legend-mosaic = A mosaic tile, outlined
legend-lost = Sanctuary nobody claimed
legend-claimed = Sanctuary claimed, in its owner's colour, with an Anubis
legend-palm = Palm: a mosaic covering it earns one more scarab

## Mini-expansions: names and effects
cult-card-sphinx = Sphinx card
cult-card-wall = Wall card
cult-card-toll = Toll card
cult-card-marker = Marker card
cult-card-sphinx-effect = whenever you build a sphinx, each opponent takes 1 amulet
cult-card-wall-effect = whenever you build a column wall, each opponent takes 1 amulet
cult-card-toll-effect = whenever an opponent builds a door frame, an obelisk, the pedestal or the throne, they give you 2 scarabs
cult-card-marker-effect = the Sobek marker goes under your statue: each square of that sanctuary removes 2 amulets at the end
whim-tile-1 = Amulets returned
whim-tile-2 = Amulets for all
whim-tile-3 = Treasure
whim-tile-4 = Tribute
whim-tile-5 = Artisans
whim-tile-6 = Resources
whim-tile-7 = Smallest stall
whim-tile-1-effect = return 2 amulets to the supply
whim-tile-2-effect = each opponent takes 1 amulet
whim-tile-3-effect = gain 3 scarabs
whim-tile-4-effect = each opponent gives you 1 scarab, if they have any
whim-tile-5-effect = kept for a later Quarry visit, where it replaces 2 artisans
whim-tile-6-effect = kept for a later Quarry visit, where it replaces any 2 resources
whim-tile-7-effect = take every card of the stall with the fewest cards, without refilling
far-architect-greek = Greek Architect
far-architect-gaulish = Gaulish Architect
far-architect-babylonian = Babylonian Architect
far-architect-roman = Roman Architect
far-architect-greek-effect = this Quarry visit, tainted cards cost no amulets
far-architect-gaulish-effect = keep your whole hand at the end of this turn, with no amulets
far-architect-babylonian-effect = take two stalls this turn, one of them with the fewest cards
far-architect-roman-effect = call a Worshipper of Sobek without paying its cost
with-artisans-tile = with the Artisans tile
without-artisans-tile = without the Artisans tile
with-resources-tile = with the Resources tile
without-resources-tile = without the Resources tile
expansions-panel = Mini-expansions
whim-die-shows = Cleopatra's die shows { $category }
whim-status = Die: { $category } · { $n ->
    [0] no bonus tiles left
    [one] 1 bonus tile left
   *[other] { $n } bonus tiles left
}
whim-draw = Draw a bonus tile
statue-build = Build a Sobek statue (sanctuary of { $n ->
    [one] 1 square
   *[other] { $n } squares
})
statue-pay-title = Pay for a Sobek statue
bastet-held = { $name } holds the Bastet statue
bastet-free = Nobody holds the Bastet statue yet
bastet-statue = Bastet statue
architect-play = Play
take-two-stalls = Take stalls { $first } and { $second }
architects-before = { $n ->
    [one] 1 architect from far away waits
   *[other] { $n } architects from far away wait
} face down: the first time Cleopatra moves, they go to a secret auction
architects-after = { $n ->
    [0] No architect left face down
    [one] 1 architect left face down
   *[other] { $n } architects left face down
}
architects-held = { $n ->
    [one] 1 architect
   *[other] { $n } architects
}
cult-pick-title = Keep a Cult of Sobek card
cult-pick-text = Your statue stands. Pick one of the cards left: its advantage lasts to the end of the game.
architect-pick-title = Keep an architect
architect-pick-text = You won a pick in the auction. Keep one card: the others will not see which. Each card is played once.
architect-pick-next = Picking after you: { $names }
auction-title = Architects from Far Away
auction-text = Cleopatra has moved for the first time: bid scarabs in secret for the { $n ->
    [one] architect card
   *[other] { $n } architect cards
} face down. Every bid is lost. The highest bidder picks first, then the next; the lowest bidder and anyone who bids 0 get nothing.
auction-bidding = { $name } is bidding for the architects
architect-picking = { $name } is picking an architect
status-auction = The architects' auction: everyone bids in secret, one at a time. Now: { $name }.
status-architect-pick = { $name } picks an architect.
status-cult-card = Pick the Cult of Sobek card to keep.
status-whim-stall = The bonus tile: take one of the stalls with the fewest cards.
status-babylonian = The Babylonian Architect: take two stalls, one of them with the fewest cards (in the Mini-expansions panel).
status-whim-draw = You built a piece of the die's category: draw a bonus tile (beside Leave the quarry), or go on.
score-bastet = Bastet
score-bonus-tiles = Bonus tiles
score-statues = Sobek statues
score-received = From other players
score-given = To other players
score-auction = Architects' auction
# The expansions' other parts, as their pictures are named.
sobek-statue = Sobek statue
sobek-marker = Sobek marker
whim-die = Whims die
whim-tiles = Bonus tiles
whim-tile-back = Bonus tile, face down
whim-tile-n = Bonus tile { $n }
far-architect-back = Architect from Far Away, face down
statue-left = { $n ->
    [0] No Sobek statue left
    [one] 1 Sobek statue left
   *[other] { $n } Sobek statues left
}
whims-kept-title = Bonus tiles kept for a later Quarry visit

## The new game's mini-expansions, and the house rules of those in play.
exp-legend = Mini-expansions
exp-intro = Kickstarter extras: add any mix of them to the base game.
exp-cult-of-sobek = The Cult of Sobek
exp-cult-of-sobek-hint = Build Sobek statues beside your sanctuaries for powers that last all game.
exp-whims-of-cleopatra = The Whims of Cleopatra
exp-whims-of-cleopatra-hint = A die shows a category; building one of its pieces draws a bonus tile.
exp-wisdom-of-bastet = The Wisdom of Bastet
exp-wisdom-of-bastet-hint = Ten Bastet cards join the deck; whoever holds her statue gains scarabs every turn.
exp-architects-from-far-away = Architects from Far Away
exp-architects-from-far-away-hint = When Cleopatra first moves, bid in secret for single-use architects.
exp-house-rules = House rules
exp-house-rules-hint = The rules of the mini-expansions leave these open. Each is a house rule; the usual choice is already set.
house-rule = house rule
exp-statue-architect-bonus = The Architect's +4 scarabs count for a Sobek statue too
exp-whim-per-piece = Every piece of the die's category draws a bonus tile, not just the first of a Quarry visit
exp-bastet-per-card = Every Bastet card in a stall gives its scarabs, not just one per stall
exp-bastet-scarabs = Scarabs Bastet gives (for the stall, then every turn)
exp-auction-ties-reversed = Tied bids in the architects' auction pick in reverse turn order, the active player last
exp-babylonian-refill = Cards drawn to refill the stalls after the Babylonian Architect
cost-free = free
status-roman = The Roman Architect: call a Worshipper of Sobek, free of its cost.
status-greek = The Greek Architect: build in the Quarry now; tainted cards cost no amulets this visit.
status-architect-held = Call a Worshipper of Sobek, or visit the Market or the Quarry. You may also play your architect from far away (in the Mini-expansions panel).

rule-1-heading = Goal
rule-1-text = Build Cleopatra's palace and collect the most Treasure Scarabs, without sinking too deep into corruption.
rule-2-heading = Your turn
rule-2-text = You may first call on one Worshipper of Sobek. Then either visit the Market: take every card of one stall and refill the three stalls; or visit the Quarry: pay cards to build palace pieces.
rule-3-heading = Building
rule-3-text = Pieces cost Artisans plus wood, stone, marble or lapis. Sphinxes, Obelisks, Door Frames, Column Walls, Mosaics of the Gods, and the Throne with its Pedestal each pay scarabs the moment they are built.
rule-4-heading = Corruption
rule-4-text = Red-bordered cards are worth double, but each one you spend puts an Amulet of Corruption in your pyramid. Hold more than 10 cards at the end of your turn and you discard down to 10 or take an amulet per extra card.
rule-5-heading = Cleopatra's path
rule-5-text = Each finished kind of piece moves Cleopatra one step to her palace. At step 4 everyone makes a secret offering to the High Priest; at step 5 each other player takes one last turn.
rule-6-heading = The end
rule-6-text = Sanctuaries claimed in the garden wash amulets away, the lowest count is cancelled for all, and the rest cost scarabs. Eight amulets or more feed you to the crocodile. The richest survivor wins.

# The rules help's sheet (its text, cleopatra-help.ftl, is read when it first opens).
help-title = Rules help
