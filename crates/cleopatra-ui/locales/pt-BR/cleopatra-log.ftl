## Linhas do histórico e o fim da partida.

log-turn = — Turno de { $name } —
log-sobek = { $name } ativa o { $tile } ({ $cost })
log-drew = { $count ->
    [0] { $name } não compra cartas: o monte e o descarte estão vazios
   *[other] { $name } compra { $cards }
}
log-deck-rebuilt = O monte é refeito com a pilha de descarte ({ $n ->
    [1] 1 carta
   *[other] { $n } cartas
})
log-stall-taken = { $name } pega a tenda { $stall }: { $cards }
log-stall-refilled = A tenda { $stall } recebe: { $card }
log-built = { $name } constrói { $piece } com { $cards }: +{ $scarabs } escaravelhos{ $amulets ->
    [0] {""}
    [1] , +1 amuleto
   *[other] , +{ $amulets } amuletos
}
log-mosaic-removed = O próximo mosaico não cabe em lugar nenhum e sai do jogo
log-sanctuaries = { $n ->
    [1] Um santuário se formou
   *[other] { $n } santuários se formaram
}
log-sanctuary-claimed = { $name } reivindica um santuário de { $n ->
    [1] 1 quadrado
   *[other] { $n } quadrados
} com um Anúbis
log-sanctuary-lost = Um santuário de { $n ->
    [1] 1 quadrado
   *[other] { $n } quadrados
} fica sem dono
log-mosaic-reward = { $name } pega { $scarabs ->
    [0] 0 escaravelhos
    [1] 1 escaravelho
   *[other] { $scarabs } escaravelhos
} pelo mosaico
log-cleopatra = Concluído: { $done }. Cleópatra avança para o passo { $step }
log-offering-begins = Oferenda ao Grande Sacerdote: todos oferecem escaravelhos em segredo
log-bid-own = { $name } oferece { $n ->
    [0] 0 escaravelhos
    [1] 1 escaravelho
   *[other] { $n } escaravelhos
} em segredo
log-bid = { $name } faz uma oferenda secreta
log-offer-result = { $name } { $bid } ({ $rank }º lugar, amuletos: { $amulets })
log-offering-revealed = Oferendas reveladas: { $list }
log-discarded-own = { $name } descarta { $n ->
    [1] 1 carta
   *[other] { $n } cartas
} pelo limite da mão: { $cards }
log-discarded = { $name } descarta { $n ->
    [1] 1 carta
   *[other] { $n } cartas
} pelo limite da mão
log-kept-all = { $name } fica com todas as cartas e pega { $n ->
    [1] 1 amuleto
   *[other] { $n } amuletos
}
log-passed = { $name } não pode fazer nada e passa
log-final-turns = Cleópatra chega ao palácio: todos, exceto { $name }, jogam um último turno
log-nobody-wins = Fim de jogo: todos são devorados pelo crocodilo, ninguém vence
log-wins = Fim de jogo: vitória de { $names }!
end-title = O acerto de contas final
end-step-hands = As mãos são esvaziadas: cada carta corrompida que sobrou na mão adiciona 1 amuleto.
end-step-sanctuaries = Santuários: cada quadrado que você reivindicou elimina 1 amuleto.
end-step-levelling = Nivelamento: a menor contagem, { $n }, é anulada para todos.
end-step-penalties = Penalidades: os amuletos restantes custam escaravelhos.
end-step-crocodile = O crocodilo: com 8 amuletos ou mais, você está fora.
end-next = Próximo
end-skip = Mostrar tudo
end-pyramid = Pirâmide de { $name }
amulets-n = { $n ->
    [0] 0 amuletos
    [1] 1 amuleto
   *[other] { $n } amuletos
}
scarabs-n = { $n ->
    [0] 0 escaravelhos
    [1] 1 escaravelho
   *[other] { $n } escaravelhos
}
eliminated = devorado pelo crocodilo
winner = Vencedor
rank-n = { $n }º
score-table = De onde vieram os escaravelhos
score-start = Início
score-sobek = Sobek
score-offering = Oferenda
score-penalty = Penalidades
score-architect = dos quais, pelo Arquiteto
score-final = Final
score-player = Jogador
nobody-wins = Ninguém vence: o crocodilo comeu todo mundo.

## O histórico turno a turno, a Oferenda revelada, quem está ofertando.
log-turn-of = Turno de { $name }
log-refilled = Reposição: { $list }
log-refill-part = { $card } → tenda { $stall }
log-built-mosaic = { $name } constrói { $piece } com { $cards }{ $amulets ->
    [0] {""}
    [1] , +1 amuleto
   *[other] , +{ $amulets } amuletos
}
reveal-title = As oferendas foram reveladas
reveal-player = Jogador
reveal-bid = Ofereceu
reveal-rank = Lugar
reveal-amulets = Amuletos
reveal-rank-n = { $rank }º
reveal-seen = Entendi
offering-bidding = { $name } está ofertando
status-offering = Todos oferecem escaravelhos em segredo, um de cada vez. Agora: { $name }.
offering-amount = Escaravelhos a oferecer
turn-done = { $name }: fim do turno
pass-to = Passar para { $name }
err-market-closed-main = Sua ação principal deste turno já foi feita: o mercado abre de novo no seu próximo turno.
err-quarry-closed-main = Sua ação principal deste turno já foi feita: a pedreira abre de novo no seu próximo turno.
end-final-board = O tabuleiro final
eaten-short = devorado

## Miniexpansões
log-statue-built = { $name } constrói uma estátua de Sobek ao lado do seu Anúbis com { $cards }{ $scarabs ->
    [0] {""}
    [1] : +1 escaravelho
   *[other] : +{ $scarabs } escaravelhos
}{ $amulets ->
    [0] {""}
    [1] , +1 amuleto pela carta corrompida
   *[other] , +{ $amulets } amuletos pelas cartas corrompidas
}
log-cult-card = { $name } fica com a { $card }
log-marker = O marcador de Sobek vai para baixo da estátua de { $name }: { $n ->
    [1] a casa desse santuário tira
   *[other] cada uma das { $n } casas desse santuário tira
} 2 amuletos no fim
log-cult-amulets = { $name } tem a { $card }: cada adversário recebe 1 amuleto
log-scarabs-paid = { $from } dá a { $to } { $n ->
    [1] 1 escaravelho
   *[other] { $n } escaravelhos
}
log-die-rolled = O dado de Cleópatra é rolado de novo: { $category }
log-whim-drawn = { $name } compra uma ficha de bônus: { $tile } ({ $effect })
log-bastet = { $name } encontra Bastet: +{ $n ->
    [1] 1 escaravelho
   *[other] { $n } escaravelhos
}, e a estátua de Bastet fica com { $name }{ $from ->
    [none] {""}
   *[other] , tirada de { $from }
}
log-bastet-blessing = Bastet abençoa { $name }: +{ $n ->
    [1] 1 escaravelho
   *[other] { $n } escaravelhos
}
log-auction-begins = Arquitetos de Terras Distantes: todos oferecem escaravelhos em segredo
log-auction-result = { $name } { $bid }
log-auction-revealed = Lances pelos arquitetos: { $list }. { $pickers ->
    [none] Ninguém escolhe arquiteto.
   *[other] Escolhem: { $pickers }.
}
log-architect-chosen-own = { $name } fica com o { $architect }
log-architect-chosen = { $name } fica com um arquiteto, virado para baixo
log-architect-played = { $name } usa o { $architect }: { $effect }
undo-bonus-tile = A ficha de bônus foi comprada (ou o dado rolado): todos já viram, então não dá para desfazer.
err-no-statue-left = Não sobrou estátua de Sobek para construir.
err-statue-site = A estátua de Sobek fica ao lado de um dos seus Anúbis, uma por santuário.
err-cult-card-taken = A { $card } já foi escolhida: pegue outra.
err-no-whim = Nenhuma ficha de bônus para comprar: antes, construa uma peça da categoria que o dado mostra (uma vez por visita à Pedreira).
err-whim-unavailable = Você não pode usar a ficha { $tile } agora: ela serve para uma próxima visita à Pedreira.
err-architect-not-held = Você não tem o { $architect }.
err-architect-not-now = O { $architect } não pode ser usado agora: { $effect }.
err-architect-not-left = O { $architect } não está entre as cartas que sobraram.
err-babylonian-stalls = Pegue duas tendas com cartas, uma delas a com menos cartas.
err-two-stalls = Com o Arquiteto Babilônio, pegue duas tendas de uma vez.
err-not-smallest = A tenda { $stall } não é a que tem menos cartas.
