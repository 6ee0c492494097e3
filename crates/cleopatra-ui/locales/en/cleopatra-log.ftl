## Log lines and the end of the game.

log-turn = — { $name }'s turn —
log-sobek = { $name } calls the { $tile } ({ $cost })
log-drew = { $count ->
    [0] { $name } draws no cards: deck and discard are empty
   *[other] { $name } draws { $cards }
}
log-deck-rebuilt = The deck is rebuilt from the discard pile ({ $n ->
    [one] 1 card
   *[other] { $n } cards
})
log-stall-taken = { $name } takes stall { $stall }: { $cards }
log-stall-refilled = Stall { $stall } gets: { $card }
log-built = { $name } builds { $piece } with { $cards }: +{ $scarabs } scarabs{ $amulets ->
    [0] {""}
    [one] , +1 amulet
   *[other] , +{ $amulets } amulets
}
log-mosaic-removed = The next mosaic fits nowhere and leaves the game
log-sanctuaries = { $n ->
    [one] A sanctuary formed
   *[other] { $n } sanctuaries formed
}
log-sanctuary-claimed = { $name } claims a sanctuary of { $n ->
    [one] 1 square
   *[other] { $n } squares
} with an Anubis
log-sanctuary-lost = A sanctuary of { $n ->
    [one] 1 square
   *[other] { $n } squares
} stays unclaimed
log-mosaic-reward = { $name } takes { $scarabs } scarabs for the mosaic
log-cleopatra = { $done } complete: Cleopatra walks to step { $step }
log-offering-begins = Offering to the High Priest: everyone bids scarabs in secret
log-bid-own = { $name } offers { $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
} in secret
log-bid = { $name } makes a secret offering
log-offer-result = { $name } { $bid } (rank { $rank }, amulets: { $amulets })
log-offering-revealed = Offerings revealed: { $list }
log-discarded-own = { $name } discards { $n ->
    [one] 1 card
   *[other] { $n } cards
} to the hand limit: { $cards }
log-discarded = { $name } discards { $n ->
    [one] 1 card
   *[other] { $n } cards
} to the hand limit
log-kept-all = { $name } keeps every card and takes { $n ->
    [one] 1 amulet
   *[other] { $n } amulets
}
log-passed = { $name } can do nothing and passes
log-final-turns = Cleopatra reaches the palace: everyone but { $name } plays one last turn
log-nobody-wins = Game over: everyone is fed to the crocodile, nobody wins
log-wins = Game over: { $names } wins!
end-title = The final reckoning
end-step-hands = Hands are emptied: each tainted card left in hand adds 1 amulet.
end-step-sanctuaries = Sanctuaries: each square you claimed washes away 1 amulet.
end-step-levelling = Levelling: the lowest count, { $n }, is cancelled for everyone.
end-step-penalties = Penalties: the amulets left cost scarabs.
end-step-crocodile = The crocodile: 8 amulets or more and you are out.
end-next = Next
end-skip = Show everything
end-pyramid = { $name }'s pyramid
amulets-n = { $n ->
    [one] 1 amulet
   *[other] { $n } amulets
}
scarabs-n = { $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
}
eliminated = fed to the crocodile
winner = Winner
rank-n = { $n }.
score-table = Where the scarabs came from
score-start = Start
score-sobek = Sobek
score-offering = Offering
score-penalty = Penalty
score-architect = of which Architect
score-final = Final
score-player = Player
nobody-wins = Nobody wins: the crocodile ate everyone.

## The log turn by turn, the Offering revealed, who is bidding.
log-turn-of = { $name }'s turn
log-refilled = Refill: { $list }
log-refill-part = { $card } → stall { $stall }
log-built-mosaic = { $name } builds { $piece } with { $cards }{ $amulets ->
    [0] {""}
    [one] , +1 amulet
   *[other] , +{ $amulets } amulets
}
reveal-title = The offerings are revealed
reveal-player = Player
reveal-bid = Offered
reveal-rank = Rank
reveal-amulets = Amulets
reveal-rank-n = { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
}
reveal-seen = Got it
offering-bidding = { $name } is offering
status-offering = Everyone offers scarabs in secret, one at a time. Now: { $name }.
offering-amount = Scarabs to offer
turn-done = { $name }: turn over
pass-to = Pass to { $name }
err-market-closed-main = Your main action this turn is done: the market opens again on your next turn.
err-quarry-closed-main = Your main action this turn is done: the quarry opens again on your next turn.
end-final-board = The final board
eaten-short = eaten

## Mini-expansions
log-statue-built = { $name } builds a Sobek statue beside their Anubis with { $cards }{ $scarabs ->
    [0] {""}
    [one] : +1 scarab
   *[other] : +{ $scarabs } scarabs
}{ $amulets ->
    [0] {""}
    [one] , +1 amulet for a tainted card
   *[other] , +{ $amulets } amulets for tainted cards
}
log-cult-card = { $name } keeps the { $card }
log-marker = The Sobek marker goes under { $name }'s statue: { $n ->
    [one] that sanctuary's square removes
   *[other] each of that sanctuary's { $n } squares removes
} 2 amulets at the end
log-cult-amulets = { $name } holds the { $card }: each opponent takes 1 amulet
log-scarabs-paid = { $from } gives { $to } { $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
}
log-die-rolled = Cleopatra's die is rolled again: { $category }
log-whim-drawn = { $name } draws a bonus tile: { $tile } ({ $effect })
log-bastet = { $name } finds Bastet: +{ $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
}, and the Bastet statue is theirs{ $from ->
    [none] {""}
   *[other] , taken from { $from }
}
log-bastet-blessing = Bastet blesses { $name }: +{ $n ->
    [one] 1 scarab
   *[other] { $n } scarabs
}
log-auction-begins = Architects from Far Away: everyone bids scarabs in secret
log-auction-result = { $name } { $bid }
log-auction-revealed = Architects' bids: { $list }. { $pickers ->
    [none] Nobody picks an architect.
   *[other] Picking: { $pickers }.
}
log-architect-chosen-own = { $name } keeps the { $architect }
log-architect-chosen = { $name } keeps an architect, face down
log-architect-played = { $name } plays the { $architect }: { $effect }
undo-bonus-tile = The bonus tile is drawn (or the die rolled): everyone has seen it, so it cannot be undone.
err-no-statue-left = No Sobek statue is left to build.
err-statue-site = A Sobek statue stands beside one of your own Anubis figures, one per sanctuary.
err-cult-card-taken = The { $card } is taken already: pick another.
err-no-whim = No bonus tile to draw: build a piece of the category the die shows first (once per Quarry visit).
err-whim-unavailable = You cannot use the { $tile } tile now: it serves a later Quarry visit.
err-architect-not-held = You do not hold the { $architect }.
err-architect-not-now = The { $architect } cannot be played now: { $effect }.
err-architect-not-left = The { $architect } is not among the cards left.
err-babylonian-stalls = Take two stalls with cards, one of them with the fewest cards.
err-two-stalls = With the Babylonian Architect, take two stalls at once.
err-not-smallest = Stall { $stall } does not have the fewest cards.
