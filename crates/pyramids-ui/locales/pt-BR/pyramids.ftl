## Silver & Gold: Pirâmides: a mesa, o registro e a ajuda das regras.

py-round = Rodada { $round } de 4 · revelação { $reveal } de 7
py-setup = Preparação: cada jogador fica com 2 cartas
py-decides = { $name } decide
py-curtain-ready = { $name }, suas 4 cartas estão prontas.
py-curtain-hint = Só { $name } deve olhar: toque quando os outros desviarem o olhar.

py-pattern-I2 = dominó (2 em linha)
py-pattern-I3 = linha de 3
py-pattern-L3 = canto de 3
py-pattern-I4 = linha de 4
py-pattern-L4 = L de 4
py-pattern-O4 = quadrado de 4
py-colour-green = verde
py-colour-orange = laranja
py-colour-purple = roxa

py-prompt-keep = { $name }: escolha 2 das suas 4 cartas para ficar.
py-prompt-mark = { $name }: marque a expedição, { $pattern }, em uma das suas cartas, ou um quadrado só.
py-prompt-extra = { $name }: uma cruz vermelha! Marque um quadrado extra em qualquer uma das cartas.
py-prompt-replace = { $name }: pegue uma carta de reposição da vitrine, ou a do topo do baralho.
py-over = A partida terminou.
py-select-hint = Toque nos quadrados de uma carta: a forma da expedição (girada ou espelhada como quiser), ou um quadrado só.
py-selected = { $n ->
    [1] 1 quadrado escolhido
   *[other] { $n } quadrados escolhidos
}
py-not-a-mark = Esses quadrados não formam uma marcação válida: { $reason }
py-kept = { $n } de 2 escolhidas
py-keep = Ficar com estas 2
py-mark = Marcar
py-clear = Limpar
py-take = Pegar
py-take-blind = Pegar a carta do topo do baralho
py-deck = Baralho: { $n }
py-display = Vitrine
py-display-empty = Nenhuma carta aberta.
py-claims-hint = Completar sua 2ª, 4ª ou 6ª carta de uma cor dá o melhor valor que restar dela.
py-claims = Pontos de pirâmide
py-completed = Completadas
py-your-cards = Cartas de { $name }
py-hand = Suas 4 cartas
py-points = { $n ->
    [1] { $n } ponto
   *[other] { $n } pontos
}
py-red = Gemas vermelhas
py-green = Gemas verdes
py-torches = Tochas
py-skulls = Caveiras
py-worst = pior { $n }
py-card-label = Carta { $card }, { $colour }
py-cell-label = Carta { $card }, linha { $row }, coluna { $col }: { $kind }
py-kind-wall = parede
py-kind-entrance = entrada
py-kind-tomb = tumba dourada
py-kind-empty = vazio
py-kind-red = gema vermelha
py-kind-green = gema verde
py-kind-torch = tocha
py-kind-skull = caveira
py-kind-potion = poção
py-kind-cross = cruz vermelha
py-kind-marked = marcado
py-chosen = já escolheu
py-choosing = escolhendo

py-log-dealt = { $name } recebe 4 cartas.
py-log-chose = { $name } já escolheu.
py-log-kept = { $name } fica com as cartas nº { $a } e nº { $b }.
py-log-displayed = Vitrine: { $cards }.
py-log-round = Rodada { $round }: as cartas de expedição são embaralhadas.
py-log-revealed = Revelação { $reveal }: { $pattern }.
py-log-marked = { $n ->
    [1] { $name } marca 1 quadrado na carta nº { $card }.
   *[other] { $name } marca { $n } quadrados na carta nº { $card }.
}
py-log-marked-extra = { $name } marca um quadrado extra na carta nº { $card }.
py-log-gems = { $name } ganha { $red ->
    [1] 1 gema vermelha
   *[other] { $red } gemas vermelhas
} e { $green ->
    [1] 1 verde.
   *[other] { $green } verdes.
}
py-log-torch = { $name } acende a tocha desta rodada.
py-log-skulls = { $n ->
    [1] { $name } está com 1 caveira marcada.
   *[other] { $name } está com { $n } caveiras marcadas.
}
py-log-crosses = { $n ->
    [1] { $name } ganha 1 marcação extra.
   *[other] { $name } ganha { $n } marcações extras.
}
py-log-complete = { $name } chega à tumba dourada da carta nº { $card }!
py-log-no-mark = { $name } não tem carta para marcar.
py-log-extra-lost = { $name } não tem quadrado para a marcação extra: ela se perde.
py-log-set-aside = { $name } separa a carta nº { $card }, completada.
py-log-took = { $name } pega a carta nº { $card } da vitrine.
py-log-took-blind = { $name } pega a carta nº { $card } do topo do baralho.
py-hint-where = { $move } ({ $squares }).
py-squares-row = { $n ->
    [1] linha { $row }, quadrado { $list }
   *[other] linha { $row }, quadrados { $list }
}
py-hint-took-blind = { $name } pega a carta do topo do baralho.
py-log-no-replacement = { $name } fica sem reposição: vitrine e baralho estão vazios.
py-log-claimed = { $name } conquista { $value } pontos de pirâmide { $colour }.
py-log-over = A partida terminou.

py-why-over = A partida terminou.
py-why-not-yours = Agora a decisão é de { $name }.
py-why-chosen = Você já escolheu.
py-why-not-now = Isso não responde ao que o jogo espera agora.
py-why-not-dealt = A carta nº { $card } não está entre as suas 4.
py-why-keep-order = Escolha duas cartas diferentes.
py-why-not-in-play = A carta nº { $card } não é uma das suas cartas em jogo.
py-why-complete = A carta nº { $card } já está completa.
py-why-orientation = Essa expedição não tem esse giro.
py-why-off-grid = A forma sai da carta.
py-why-wall = Uma parede nunca pode ser marcada.
py-why-marked = Um desses quadrados já está marcado.
py-why-entrance = A primeira marcação de uma carta precisa incluir a entrada.
py-why-connected = A marcação precisa encostar, lado a lado, em um quadrado marcado da carta (não só pela quina).
py-why-display = Essa carta não está na vitrine.
py-why-deck = O baralho está vazio.
py-why-shape = Escolha a forma da expedição ou um quadrado só.

py-end-title = Pontuação final
py-end-total = Total
py-end-item = Pontuação
py-end-cards-rule = Cartas completadas ({ $each } cada)
py-end-torches-rule = Tochas ({ $each } cada)
py-end-pyramids-rule = Pontos de pirâmide (os valores conquistados)
py-end-gems-rule = Gemas ({ $each } por par vermelho e verde, 1 por gema avulsa)
py-end-gems-how = { $pairs } { $pairs ->
    [1] par
   *[other] pares
    } × { $each } + { $singles } { $singles ->
    [1] avulsa
   *[other] avulsas
    }
py-end-skulls-rule = Caveiras (só a pior caixa marcada conta)
py-end-skulls-how = pior de { $n } { $n ->
    [1] caixa
   *[other] caixas
    }
py-record = Baixar o registro da partida

py-help-title = Como jogar Silver & Gold: Pirâmides
py-help-goal-title = O objetivo
py-help-goal = Explore cartas de pirâmide marcando quadrados da entrada até a tumba dourada. Cartas completadas, tochas, pontos de pirâmide e pares de gemas pontuam; só a sua pior caveira tira pontos.
py-help-setup-title = Preparação
py-help-setup = Cada jogador recebe 4 cartas e fica, em segredo, com 2. As outras voltam ao baralho; 4 cartas formam a vitrine.
py-help-reveal-title = Revelações
py-help-reveal = A partida tem 4 rodadas de 7 revelações. A cada revelação vira-se uma carta de expedição: cada jogador marca a forma dela em uma das suas cartas (girada ou espelhada como quiser), ou marca um quadrado só.
py-help-mark-title = Marcar
py-help-mark = A primeira marcação de uma carta precisa incluir a entrada; depois, cada marcação precisa encostar, lado a lado, em um quadrado marcado daquela carta. Paredes nunca são marcadas.
py-help-symbols-title = Símbolos
py-help-symbols = As gemas enchem a sua ficha (no máximo 10 de cada). Uma tocha marca só a caixa da rodada atual. Uma caveira marca a sua próxima caixa de caveira; uma poção apaga as 2 piores. Uma cruz vermelha dá um quadrado extra na hora.
py-help-complete-title = Completar uma carta
py-help-complete = Marcar a tumba dourada completa a carta: separe-a e pegue uma reposição da vitrine ou do topo do baralho. O menor número de carta escolhe primeiro.
py-help-points-title = Pontos de pirâmide
py-help-points = Sempre que você completa a sua 2ª, 4ª ou 6ª carta de uma cor, fica com o maior valor que resta daquela cor: 10, depois 6, depois 3.
py-help-end-title = Pontuação
py-help-end = 10 por carta completada, 5 por tocha, os seus pontos de pirâmide, 5 por par de gemas vermelha e verde e 1 por gema avulsa, menos a sua pior caveira. No empate, vence quem completou a carta de menor número.
py-help-solo-title = Solo
py-help-solo = A caixa é para 2 a 4 jogadores; jogar sozinho é uma variante desta edição. Escolha 1 jogador na tela de novo jogo: você fica com 2 de 4 cartas e joga as 28 revelações pelas mesmas regras, e todo valor de pirâmide que alcançar é seu. O seu recorde fica guardado neste aparelho.
py-help-legend-title = As casas de uma carta
py-help-standin = As 48 cartas de pirâmide daqui são substitutas geradas, feitas pelas regras das cartas impressas: os desenhos impressos não foram publicados.

pyramids-undo-revealed = Isso não pode ser desfeito: mostrou uma carta ou uma expedição que todos viram.

py-solo-hint = Jogue as 28 revelações sozinho e tente bater o seu recorde.
py-best-solo = Melhor pontuação solo neste aparelho: { $n }
py-new-best = Novo recorde solo: { $n }!
