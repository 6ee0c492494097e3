## In-app rules help.

help-title = Rules help
help-turn-title = A turn
help-turn = 1. You may call one Worshipper of Sobek, paying the cost of its position; it moves to the far right at the end of your turn. 2. Then visit the Market (take every card of one stall, then put each of 3 drawn cards on a stall) or the Quarry (build any number of pieces). The Vizier allows both. 3. Over 10 cards: discard down or keep all and take 1 amulet per extra card.
help-cards-title = Cards
help-cards = Standard cards give 1 resource. Tainted cards (red, marked ✕) give 2 but cost 1 amulet each when spent, and 1 more if still in hand at the end. A cave is 1 of any resource and also tainted. Artisans are needed for every piece; caves never replace them. You may pay more than a cost (say, to empty your hand); there is no change, but the spare unit of a tainted card may pay for another piece of the same visit.
help-costs-title = Costs and rewards
help-col-piece = Piece
help-col-cost = Cost
help-col-reward = Scarabs
help-reward-sphinx = 3 + 1 per sphinx already in the row
help-reward-obelisk = 10 + 2 per sphinx in its row
help-reward-door = 5 + 1 per column wall in the unbroken chain from its corner
help-reward-wall = 3 + 1 per mosaic square along the wall
help-reward-mosaic = 5 + 1 per palm covered (or claim a sanctuary)
help-reward-throne = 10 + 1 per mosaic square next to the throne space (pedestal, then throne)
help-sobek-title = Worshippers of Sobek
help-sobek-costs = Position costs, left to right: { $costs }.
help-path-title = Cleopatra's path
help-path = Each completed category moves Cleopatra one step when the quarry visit ends. Reaching step 4 starts the secret Offering; step 5 ends the game after everyone else plays one last turn.
help-end-title = The end
help-end = Tainted cards in hand add amulets, claimed sanctuary squares remove them, the lowest count is cancelled for everyone, and the rest cost scarabs: 0, 1, 3, 6, 10, 15, 20, 25 for 0 to 7 amulets. 8 or more: fed to the crocodile.
help-house = The Sobek position costs and the palm trees of the garden are house values: the rulebook does not state them.
help-market-title = The market and face-down cards
help-market = The deck is cut into three piles and two are turned face up, so cards lie face up or face down. Everyone sees face-up cards; a face-down card shows only its back until someone takes it, and then only its new owner sees it. After you take a stall, three cards are drawn and you put one on each stall, keeping the side each shows; the last one goes where a stall is still empty.
help-anubis-title = Anubis and sanctuaries
help-anubis = When a mosaic closes off part of the garden that no remaining mosaic can fill, a sanctuary forms. Its builder may claim it with one of their 2 Anubis statues instead of taking the mosaic's scarabs. At the end each square of your sanctuaries washes away 1 amulet. An unclaimed sanctuary is lost for good.
