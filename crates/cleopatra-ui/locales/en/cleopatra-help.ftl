## In-app rules help.

help-turn-title = A turn
help-turn-1 = First, if you like, call one Worshipper of Sobek: pay the cost shown at its position and use its power. Once you have visited the Market or the Quarry it is too late. At the end of your turn the tile moves to the far right.
help-turn-2 = Then visit the Market or the Quarry (the Vizier allows both). Market: take every card of one stall, then put each of the 3 cards drawn on a stall. Quarry: build as many pieces as you can pay for.
help-turn-3 = Each category your visit completed moves Cleopatra one step.
help-turn-4 = With more than 10 cards in hand, discard down to 10, or keep them all and take 1 amulet per card over 10.
help-cards-title = Cards
help-cards = Standard cards give 1 resource. Tainted cards (red border, marked ✕) give 2 of their resource but cost 1 amulet each when spent, and 1 more if still in hand at the end. A cave is 1 of any resource and also tainted. Every piece needs artisans; caves never replace them.
help-costs-title = Costs and rewards
help-col-piece = Piece
help-col-cost = Cost
help-col-reward = Scarabs
help-reward-sphinx = 3 + 1 per sphinx already in its row
help-reward-obelisk = 10 + 2 per sphinx in its row
help-reward-door = 5 + 1 per column wall in the unbroken chain from its corner
help-reward-wall = 3 + 1 per mosaic square along the wall
help-reward-mosaic = 5 + 1 per palm covered (or claim a sanctuary)
help-reward-throne = 10 + 1 per mosaic square next to the throne space, for each of the two
help-identical = “Identical”: that many units of one single resource, such as 2 stone.
help-different = “Different”: that many units, each of another resource; “4{"\u00A0"}different” is one of each.
help-split = A tainted card's 2 units may be split between two pieces of the same quarry visit, say 1 wood for a column wall and 1 for a door frame. Towards a “different” cost it gives only 1 useful unit; the other may pay for another piece. It costs 1 amulet all the same.
help-overpay = You may pay more than a cost (say, to empty your hand); there is no change.
help-throne-order = The throne category is two pieces on the throne space: the pedestal first, then the throne on top of it. Each earns its own scarabs.
help-sobek-title = Worshippers of Sobek
help-sobek-costs = Position costs, left to right: { $costs }.
help-path-title = Cleopatra's path
help-path = Each completed category moves Cleopatra one step when the quarry visit ends. Passing from step 3 to step 4 starts the Offering; step 5 ends the game after everyone else plays one last turn.
help-offering-title = The Offering
help-offering = Everyone secretly offers as many of their scarabs as they like, 0 included. Every offering is lost, whatever happens. Then, by the size of the offering:
help-offering-rank = { $rank ->
    [1] 1st (the largest)
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
}: { $effect }
help-offering-return = return { $n ->
    [one] 1 amulet from your pyramid
   *[other] { $n } amulets from your pyramid (all of them, if you have fewer)
}
help-offering-take = take { $n ->
    [one] 1 amulet
   *[other] { $n } amulets
}
help-offering-nothing = nothing happens
help-offering-ties = Tied players all get the effect of the rank they share, and the ranks after it are skipped: two tied first, the next is third. With fewer players, only the first ranks are used.
help-end-title = The end
help-end = Tainted cards in hand add amulets, claimed sanctuary squares remove them, the lowest count is cancelled for everyone, and the rest cost scarabs: 0, 1, 3, 6, 10, 15, 20, 25 for 0 to 7 amulets. 8 or more: fed to the crocodile.
help-house = The Sobek position costs and the palm trees of the garden are house values: the rulebook does not state them.
help-market-title = The market and face-down cards
help-market = The deck is cut into three piles and two are turned face up, so cards lie face up or face down. Everyone sees face-up cards; a face-down card shows only its back until someone takes it, and then only its new owner sees it. After you take a stall, three cards are drawn and you put one on each stall, keeping the side each shows; the last one goes where a stall is still empty.
help-anubis-title = Anubis and sanctuaries
help-anubis = When a mosaic closes off part of the garden that no remaining mosaic can fill, a sanctuary forms. Its builder may claim it with one of their 2 Anubis statues instead of taking the mosaic's scarabs. At the end each square of your sanctuaries washes away 1 amulet. An unclaimed sanctuary is lost for good.
help-expansions-title = Mini-expansions
help-expansions-intro = Four small expansions from the Kickstarter campaign, each played only when it is switched on for a new game. No rule sheet for them was found, so a few details are house rules, marked as such.
help-house-rule = House rule:
help-cult-title = The Cult of Sobek
help-cult-build = On a Quarry visit, if you own a sanctuary, you may pay 1 artisan and 1 of each resource (wood, stone, marble and lapis) to stand a Sobek statue beside one of your Anubis figures. Then pick one of the Sobek cards left and keep it face up: its advantage lasts until the end of the game.
help-cult-statues = There is one statue fewer than players (2 in a three-player game), and at most one in each sanctuary.
help-cult-house-no-bonus = a statue is not a palace piece, so the Architect (Worshipper of Sobek) earns nothing for it.
help-cult-house-bonus = the Architect (Worshipper of Sobek) earns its scarabs for a statue too, as for a palace piece.
help-whims-title = The Whims of Cleopatra
help-whims-setup = At the start, the die is rolled and left showing one category.
help-whims-draw = When you build a piece of that category on a Quarry visit, you may draw one of the face-down bonus tiles at random and use it. Used tiles are not replaced.
help-whims-reroll = If that category is completed while tiles are left, the die is rolled again until it shows a category with pieces still to build.
help-whims-house-visit = one bonus tile per Quarry visit, however many pieces of the category you build.
help-whims-house-piece = one bonus tile for each piece of the category you build.
help-bastet-title = The Wisdom of Bastet
help-bastet-cards = { $n ->
    [one] 1 Bastet card is
   *[other] { $n } Bastet cards are
} shuffled into the deck.
help-bastet-take = Take a stall holding a Bastet card and you gain { $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
} and the Bastet statue, even from another player. If you already had it, you gain { $n } more.
help-bastet-turn = At the start of each of your turns, if you hold the statue, you gain { $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
}.
help-bastet-house-discard = Bastet cards never stay in a hand: they are shown and discarded at once, and a Bastet card the Beggar draws counts as one taken from a stall.
help-bastet-house-once = several Bastet cards in one stall count only once.
help-bastet-house-each = each Bastet card in the stall counts, { $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
} for each.
help-far-title = Architects from Far Away
help-far-setup = At the start, one card fewer than players is dealt face down beside the Quarry, at random.
help-far-auction = The first time Cleopatra moves, an auction is held like the Offering: everyone secretly bids scarabs, and every bid is lost. The highest bidder looks at the cards and keeps one, then the next highest, and so on. The lowest bidder, and anyone who bid nothing, gets no card.
help-far-use = Each card is played once, on your turn, and then leaves the game.
help-far-house-ties-order = tied bidders pick in turn order, starting with the player whose turn it is.
help-far-house-ties-reversed = tied bidders pick in reverse turn order, the player whose turn it is last.
help-far-house-refill = after the Babylonian Architect's two stalls, { $n ->
    [3] the market is refilled as usual, with 3 cards.
    [0] the market is not refilled.
    [one] only 1 card is drawn to refill the market.
   *[other] only { $n } cards are drawn to refill the market.
}
