## Imhotep: a estante, a preparação, a mesa, o registro e a ajuda das regras.


im-sides = Tabuleiros dos locais
im-sides-hint = O lado A é o jogo básico; o lado B muda o que o local faz. Misture como quiser.
im-side-a = Lado A
im-side-b = Lado B
im-side-of = Lado do local { $site }
im-wrath = A Ira do Faraó
im-wrath-hint = No fim, quem não tiver pedra na pirâmide, no templo, na câmara mortuária ou nos obeliscos perde 5 pontos (uma vez).
im-house = Regra da casa

im-site-market = Mercado
im-site-pyramid = Pirâmide
im-site-pyramids = Pirâmides
im-site-temple = Templo
im-site-burial = Câmara mortuária
im-site-obelisks = Obeliscos
im-side-tag = Lado { $side }

im-card-entrance = Entrada
im-card-sarcophagus = Sarcófago
im-card-paved-path = Caminho pavimentado
im-card-pyramid-decoration = Decoração da pirâmide
im-card-temple-decoration = Decoração do templo
im-card-burial-decoration = Decoração da câmara
im-card-obelisk-decoration = Decoração dos obeliscos
im-card-statue = Estátua
im-card-lever = Alavanca
im-card-hammer = Marreta
im-card-sail = Navegar
im-card-chisel = Cinzel
im-card-entrance-text = Na hora: uma pedra sua da pedreira vai para a pirâmide.
im-card-sarcophagus-text = Na hora: uma pedra sua da pedreira vai para a câmara mortuária.
im-card-paved-path-text = Na hora: uma pedra sua da pedreira vai para os obeliscos.
im-card-decoration-text = No fim: 1 ponto a cada 3 pedras nesse local.
im-card-statue-text = No fim: 1, 3, 6, 10, 15 pontos por 1 a 5 estátuas, +2 por estátua a mais.
im-card-lever-text = Navegue com um barco e escolha a ordem em que as pedras descarregam.
im-card-hammer-text = Pegue até 3 pedras e ponha 1 num barco.
im-card-sail-text = Ponha uma pedra num barco e navegue com esse barco.
im-card-chisel-text = Ponha 2 pedras em barcos.
im-card-show = ver a carta
im-card-close = Fechar
im-card-red = Usada na hora
im-card-green = Pontua no fim
im-card-purple = Pontua no fim
im-card-blue = Jogue na sua vez no lugar de uma ação; vale 1 ponto no fim se não for usada

im-decides = { $name } decide
im-unload-of = Descarregar a pedra de { $name } (lugar { $slot })
im-temple-height = { $n } de altura
im-obelisk-b-rule = { $n } pedras de uma cor viram uma torre, que vale na hora o maior valor livre; cada pedra que ficar esperando vale 1 no fim.
im-curtain-ready = Sou { $name }: mostrar o par
im-curtain-hint = Apenas { $name } deve olhar: as duas cartas do par virado. Toque quando estiver pronto.
im-help-card-list = As cartas do mercado
im-log-took-none = { $name } não pode pegar pedras: o trenó está cheio ou a pedreira, vazia.
im-players-region = Trenós e cartas
im-sites-region = Os locais
im-play-card = Jogar a carta { $card }
im-dock-at = Atracar aqui: { $site }
im-take-card = Pegar a carta { $card }
im-keep-card = Ficar com a carta { $card }
im-letter-red = Vm
im-letter-green = Vd
im-letter-purple = R
im-letter-blue = A
im-round = Rodada { $round } de { $rounds }
im-harbour = Porto
im-ship = Barco { $n }
im-ship-size = { $size ->
    [1] 1 lugar
   *[other] { $size } lugares
}
im-ship-min = Navega com { $min } ou mais
im-ship-docked = Atracado: { $site }
im-ship-unloading = Descarregando: { $site }
im-slot-empty = Barco { $ship }, lugar { $slot }: vazio
im-slot-stone = Barco { $ship }, lugar { $slot }: pedra de { $name }
im-sail = Navegar…
im-sail-ship = Navegar… (barco { $n })
im-sail-here = Atracar aqui
im-site-free = Livre
im-site-taken = Barco { $n } atracado
im-take-stones = Pegar { $n ->
    [1] 1 pedra
   *[other] { $n } pedras
}
im-take-none = Pegar pedras
im-pass = Passar
im-skip = Dispensar
im-take-top-card = Pegar a carta do topo
im-cancel-choice = Cancelar
im-sled = Trenó
im-quarry = Pedreira
im-points = Pontos
im-score-of = { $name }: { $points } pontos, { $sled } pedras no trenó, { $quarry } na pedreira
im-players = Jogadores
im-no-cards = Sem cartas
im-deck = Baralho { $n }
im-discard = Descarte { $n }
im-market-take = Pegar
im-pair = Par virado
im-pair-count = { $n } cartas viradas
im-pair-take = Pegar o par
im-market-stone = A pedra de { $name } está no mercado
im-beside = Ao lado: { $stones }
im-pyramid-space = { $points ->
    [1] 1 ponto
   *[other] { $points } pontos
}
im-pyramid-level = Nível { $level }:
im-small-pyramid-left = Pirâmide da esquerda
im-small-pyramid-middle = Pirâmide do meio
im-small-pyramid-right = Pirâmide da direita
im-bonus-card = Cada pedra na base: a carta do topo do baralho
im-bonus-stones = Cada pedra na base: 3 pedras para o seu trenó
im-bonus-ship = Cada pedra na base: uma pedra do trenó para um barco
im-pyramid-here = Aqui
im-temple-column = Coluna { $n }
im-temple-points = { $n ->
    [1] 1 ponto
   *[other] { $n } pontos
}
im-temple-choice = 1 ponto ou 2 pedras
im-temple-card = + carta do topo
im-temple-scores = Ao fim de cada rodada, cada pedra vista de cima pontua.
im-burial-places = Cada fileira: { $places } pontos por colocação
im-burial-groups = No fim, cada grupo de pedras vizinhas de uma cor vale 1, 3, 6, 10, 15, +2 por pedra a mais.
im-obelisk-heights = No fim: o obelisco mais alto pontua mais.
im-obelisk-holding = Esperando torre: { $held } de { $capacity }
im-tower = Torre { $value }
im-towers = Torres:
im-obelisk-waiting = Esperando torre:
im-reward-point = 1 ponto
im-reward-stones = 2 pedras
im-keep = Ficar
im-unload-next = Descarrega agora
im-choose-card = Jogar uma carta azul
im-play = Jogar
im-playing = Jogando: { $card }

im-prompt-turn = { $name }: { $options }.
im-do-take = pegue pedras
im-do-place = ponha uma pedra num barco
im-do-sail = navegue com um barco
im-do-card = jogue uma carta azul
im-prompt-pass = { $name }: nada mais é possível, então passe.
im-prompt-market = { $name }: sua pedra chegou ao mercado. Pegue uma carta.
im-prompt-market-optional = { $name }: sua pedra chegou ao mercado. Pegue uma carta, ou dispense.
im-prompt-keep = { $name }: fique com uma das duas cartas; a outra é descartada.
im-prompt-pyramid = { $name }: escolha a pirâmide da sua pedra.
im-prompt-card-bonus = { $name }: você pode pegar a carta do topo do baralho, ou dispensar.
im-prompt-stones-bonus = { $name }: você pode pegar { $n ->
    [1] 1 pedra
   *[other] { $n } pedras
} da pedreira para o seu trenó, ou dispensar.
im-prompt-ship-bonus = { $name }: você pode passar uma pedra do trenó para um barco, ou dispensar.
im-prompt-lever = { $name }: escolha a pedra que descarrega agora.
im-prompt-temple = { $name }: sua pedra visível na coluna { $column } do templo dá 1 ponto ou 2 pedras.
im-prompt-sail-site = Escolha o local para onde o barco { $n } navega.
im-prompt-lever-ship = Alavanca: escolha o barco que navega.
im-prompt-lever-site = Alavanca: escolha o local para onde o barco { $n } navega.
im-prompt-sailcard-slot = Navegar: escolha o lugar da sua pedra.
im-prompt-sailcard-site = Navegar: escolha o local para onde esse barco navega.
im-prompt-hammer-slot = Marreta: você pega { $n } pedras e escolhe o lugar de uma.
im-prompt-chisel-first = Cinzel: escolha o lugar da primeira pedra.
im-prompt-chisel-second = Cinzel: escolha o lugar da segunda pedra.
im-over = A partida terminou.

im-log-round = — Rodada { $round }: barcos de { $ships } lugares; { $name } começa —
im-log-market = O mercado mostra { $cards }.
im-log-market-pair = O mercado mostra { $cards } e um par virado.
im-log-reshuffle = O descarte vira um novo baralho de { $n } cartas.
im-log-took-stones = { $name } põe { $n ->
    [1] 1 pedra
   *[other] { $n } pedras
} no trenó.
im-log-took-stones-hammer = { $name } pega { $n ->
    [1] 1 pedra
   *[other] { $n } pedras
} com a Marreta.
im-log-took-stones-bonus = { $name } pega { $n ->
    [1] 1 pedra
   *[other] { $n } pedras
} (bônus).
im-log-placed = { $name } põe uma pedra no barco { $ship }, lugar { $slot }.
im-log-sailed = { $name } navega com o barco { $ship }: destino { $site }.
im-log-delivered = { $site }: chega uma pedra de { $name }, +{ $points }.
im-log-delivered-quiet = { $site }: chega uma pedra de { $name }.
im-log-tower = { $name } ergue uma torre de obelisco: +{ $points }.
im-log-card = { $name } pega a carta { $card }.
im-log-card-deck = { $name } tira a carta { $card } do baralho.
im-log-pair = { $name } pega o par virado: { $cards }.
im-log-pair-hidden = { $name } pega o par virado.
im-log-pair-kept = { $name } fica com a carta { $card } e descarta a carta { $other }.
im-log-pair-kept-hidden = { $name } fica com a carta { $card } e descarta a outra carta virada.
im-log-red = { $name } joga a carta { $card }: uma pedra vai para o local { $site }.
im-log-red-none = { $name } joga a carta { $card }, sem pedra sobrando na pedreira.
im-log-blue = { $name } joga a carta { $card }.
im-log-skipped = { $name } dispensa.
im-log-passed = { $name } passa.
im-log-deadlock = Ninguém pode agir: a rodada termina e as pedras dos barcos voltam à pedreira.
im-log-temple = O templo pontua: { $points }.
im-log-temple-reward = { $name }, coluna { $column } do templo: { $what }.
im-log-market-cleared = As últimas cartas do mercado são descartadas: { $cards }.
im-log-round-end = A rodada { $round } acabou. { $name } começa a próxima.
im-log-last-round-end = A rodada { $round } acabou: os monumentos estão prontos.
im-log-final = { $category }: { $points }.
im-log-wins = { $names } venceu!
im-log-win-shared = { $names } dividem a vitória!
im-none = nenhuma

im-cat-burial = Câmara mortuária
im-cat-obelisks = Obeliscos
im-cat-statues = Estátuas
im-cat-decorations = Decorações
im-cat-blue = Cartas azuis não usadas
im-cat-wrath = Ira do Faraó
im-end-title = Os monumentos estão de pé
im-end-track = Pontos durante a partida
im-end-total = Total
im-end-board = O tabuleiro final
im-end-tie = Empate nos pontos: vence o trenó mais cheio.

im-why-game-over = A partida terminou.
im-why-not-yours = Agora a decisão é de { $name }.
im-why-not-now = Isso não responde à decisão que o jogo espera.
im-why-ship-sailed = O barco { $ship } já navegou.
im-why-slot-taken = Esse lugar já tem uma pedra.
im-why-slot-empty = Esse lugar não tem pedra.
im-why-sled = Você precisa de { $needed ->
    [1] 1 pedra
   *[other] { $needed } pedras
} no trenó e tem { $sled }.
im-why-nothing-to-take = Seu trenó está cheio ou não sobrou pedra sua na pedreira.
im-why-too-few = O barco { $ship } precisa de { $minimum ->
    [1] 1 pedra
   *[other] { $minimum } pedras
} para navegar; levaria { $load }.
im-why-site-taken = Um barco já foi ao local { $site } nesta rodada.
im-why-no-card = Você não tem a carta { $card }.
im-why-no-effect = A carta { $card } não faria nada agora.
im-why-must-place = Com a Marreta você precisa pôr uma pedra num barco quando puder.
im-why-cannot-place = Não há lugar para uma pedra agora.
im-why-same-slot = Escolha dois lugares diferentes.
im-why-cannot-pass = Só dá para passar quando nada mais é possível.
im-why-empty-slot = Esse espaço do mercado não tem carta.
im-why-no-pair = Não há par virado para pegar.
im-why-not-in-pair = O par não tem essa carta.
im-why-pyramid-full = Essa pirâmide está cheia.
im-why-cannot-skip = Esta escolha não pode ser dispensada.
im-why-other = Isso não é possível agora.
imhotep-undo-revealed = Isso não pode ser desfeito: mostrou cartas ou uma rodada que todos viram.

im-help-title = Imhotep: ajuda das regras
im-help-goal-title = O objetivo
im-help-goal = Em 6 rodadas, leve suas pedras aos cinco locais. A pirâmide dá pontos quando as pedras chegam, o templo ao fim de cada rodada, e a câmara mortuária, os obeliscos e as cartas no fim. Vence quem tiver mais pontos; no empate, o trenó mais cheio.
im-help-turn-title = A vez: uma ação
im-help-turn = Pegue até 3 pedras suas da pedreira para o trenó (cabem 5); ou ponha uma pedra do trenó em qualquer lugar vazio de um barco; ou navegue com um barco que tenha a carga mínima até um local que nenhum barco visitou nesta rodada (o barco não precisa levar pedras suas); ou jogue uma carta azul.
im-help-ships-title = Barcos e descarga
im-help-ships = Cada rodada traz 4 barcos. O barco descarrega da proa (lugar 1) para a popa, e o dono de cada pedra faz as escolhas que o local pede. A rodada acaba quando o 4º barco descarrega; a próxima começa com quem vem depois de quem navegou com ele.
im-help-sites-title = Os locais (lado A)
im-help-sites = Mercado: cada pedra pega uma carta e volta à pedreira. Pirâmide: as pedras ocupam espaços fixos e pontuam na hora. Templo: ao fim de cada rodada, cada pedra vista de cima vale 1. Câmara mortuária: no fim, cada grupo de pedras vizinhas vale 1, 3, 6, 10, 15, +2 por pedra a mais. Obeliscos: no fim, o mais alto pontua mais.
im-help-b-title = Lado B
im-help-b = Mercado: pode-se pegar um par virado e ficar com uma das duas cartas. Pirâmides: três pequenas pirâmides, cada uma com um bônus que você pode pegar ou dispensar. Templo: cada pedra visível ganha o bônus da coluna. Câmara mortuária: cada fileira classifica os jogadores. Obeliscos: cada terceira pedra de uma cor ergue uma torre que pontua na hora.
im-help-cards-title = Cartas
im-help-cards = Cartas vermelhas agem na hora. Verdes e roxas pontuam no fim. Azuis são jogadas na sua vez no lugar de uma ação; cada uma não usada vale 1 no fim.
im-help-house = Os números do lado B que o livro de regras não dá (formas e bônus das pirâmides, coluna 5 do templo, torres dos obeliscos, 4º lugar da câmara) são valores da casa.
