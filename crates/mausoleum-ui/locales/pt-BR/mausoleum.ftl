## A página do jogo de cartas do Mausoléu: cartas, mesa, registro, recusas, preparação, ajuda e fim.

mau-card-base = Base
mau-card-columns = Colunas
mau-card-pyramid = Pirâmide
mau-card-statues = Estátuas
mau-card-mausolus = Mausolo
mau-card-artemisia = Artemísia II
mau-card-architects = Arquitetos
mau-card-sculptors = Escultores
mau-card-earthquake = Terremoto
mau-card-invasion = Invasão
mau-card-discovery = Descoberta Arqueológica
mau-card-exchange = Troca
mau-card-theft = Roubo
mau-card-protection = Proteção

mau-effect-base = Construção: uma das quatro partes de um conjunto. Coloque-a na sua área.
mau-effect-columns = Construção: uma das quatro partes de um conjunto. Coloque-a na sua área.
mau-effect-pyramid = Construção: uma das quatro partes de um conjunto. Coloque-a na sua área.
mau-effect-statues = Construção: uma das quatro partes de um conjunto. Coloque-a na sua área.
mau-effect-mausolus = Personagem: jogue-o ao lado de um conjunto completo. No fim, vale 8 pontos a mais se você ainda tiver um conjunto completo. Um na sua área.
mau-effect-artemisia = Personagem: compre mais 2 cartas de uma vez (3 neste turno).
mau-effect-architects = Personagem: um escudo na sua área contra Terremoto e Invasão.
mau-effect-sculptors = Personagem: um escudo na sua área contra Roubo e Troca.
mau-effect-earthquake = Evento: um adversário descarta uma carta de construção da área dele, à escolha dele.
mau-effect-invasion = Evento: pegue uma carta de construção da área de um adversário para a sua.
mau-effect-discovery = Evento: pegue qualquer carta da pilha de descarte para a sua mão.
mau-effect-exchange = Ação: escolha uma carta sua para dar a um adversário; em troca, você pega uma carta ao acaso da mão desse adversário (nunca a que deu).
mau-effect-theft = Ação: pegue uma carta ao acaso da mão de um adversário.
mau-effect-protection = Ação: um escudo na sua área contra o próximo ataque, de qualquer tipo.

mau-pile = { $n ->
    [0] Nenhuma carta para comprar
    [1] 1 carta para comprar
   *[other] { $n } cartas para comprar
}
mau-turns-left = { $n ->
    [0] Último turno
    [1] Monte vazio · mais 1 turno depois deste
   *[other] Monte vazio · mais { $n } turnos depois deste
}
mau-discard = Pilha de descarte ({ $n })
mau-decides = { $name } decide
mau-areas-region = As áreas dos jogadores e os montes
mau-your-hand = Sua mão
mau-hand-of = Mão de { $name }
mau-hand-empty = Nenhuma carta na mão.
mau-hand-size = { $n ->
    [0] nenhuma carta na mão
    [1] 1 carta na mão
   *[other] { $n } cartas na mão
}
mau-score = { $points ->
    [0] 0 pontos
    [1] 1 ponto
   *[other] { $points } pontos
}, { $sets ->
    [0] nenhum conjunto
    [1] 1 conjunto
   *[other] { $sets } conjuntos
}
mau-shields = Mausolo e escudos
mau-used = Personagens usados: { $cards }
mau-computer = computador
mau-cancel = Voltar
mau-pass = Não jogar carta
mau-with-shield = { $label }: será bloqueado (escudo: { $shield })
mau-over = O jogo terminou.

mau-prompt-play = { $name }: toque numa carta acesa da sua mão para jogá-la, ou não jogue carta.
mau-prompt-card = { $card }: escolha o que ela faz.
mau-prompt-lose = { $name }: o Terremoto de { $attacker } atinge você. Escolha a carta de construção que vai descartar.
mau-prompt-react = { $name }: { $attacker } joga { $card } contra você. Jogue uma defesa correspondente da sua mão, ou deixe acontecer.
mau-prompt-discard = { $name }: a mão fica com { $limit ->
    [1] 1 carta
   *[other] { $limit } cartas
}. { $over ->
    [1] Toque numa carta para descartá-la.
   *[other] Toque em { $over } cartas para descartá-las, uma de cada vez.
}

mau-do-play = Jogar { $card }
mau-do-attack = Contra { $target }
mau-do-invade = Pegar { $card } de { $target }
mau-do-exchange = Com { $target }, dando { $card }
mau-do-discover = Pegar { $card }
mau-do-lose = Descartar { $card }
mau-do-defend = Defender com { $card }
mau-do-allow = Deixar acontecer
mau-do-discard = Descartar { $card }

mau-curtain-ready = Sou { $name }: mostrar minhas cartas
mau-curtain-hint = { $name }, suas cartas estão escondidas: olhe quando só você puder ver a tela.

mau-log-turn = Vez de { $name }
mau-log-turn-no-draw = Vez de { $name } (sem compra)
mau-log-drew = { $name } compra { $card }
mau-log-drew-hidden = { $name } compra uma carta
mau-log-pile-empty-play-on = O monte de compra acabou: o jogo segue até ninguém ter o que fazer.
mau-log-pile-empty-one-turn = O monte de compra acabou: mais um turno para cada um.
mau-log-pile-empty-at-once = O monte de compra acabou: o jogo termina com este turno.
mau-log-nothing-to-play = { $name } não tem o que jogar e passa
mau-log-passed = { $name } não joga carta
mau-log-built = { $name } constrói { $card }
mau-log-artemisia = { $name } joga { $card } e compra mais 2 cartas
mau-log-mausolus = { $name } ergue { $card } ao lado de um conjunto completo
mau-log-shield = { $name } coloca { $card } como escudo
mau-log-attack = { $name } joga { $card } contra { $target }
mau-log-attack-for = { $name } joga { $card } contra { $target } para pegar { $want }
mau-hint-exchange = { $name } joga { $card } contra { $target }, dando { $give }
mau-log-reacted = { $name } responde com { $card } da mão
mau-log-blocked-spent = Escudo de { $name } ({ $shield }) bloqueia { $attack }; os dois vão para o descarte
mau-log-blocked-kept = Escudo de { $name } ({ $shield }) bloqueia { $attack } e continua
mau-log-allowed = { $name } deixa acontecer
mau-log-lost = { $name } descarta { $card } da própria área
mau-log-invaded = { $name } leva { $card } da área de { $target } para a sua
mau-log-invaded-hand = { $name } leva { $card } da área de { $target } para a mão
mau-log-discovered = { $name } joga uma Descoberta Arqueológica e pega { $card } na pilha de descarte
mau-log-hand-card = { $card } passa da mão de { $from } para a de { $to }
mau-log-hand-card-hidden = Uma carta passa da mão de { $from } para a de { $to }
mau-log-discarded = { $name } descarta { $card } para ficar no limite da mão
mau-log-over = O jogo terminou.

mau-why-over = O jogo terminou.
mau-why-not-yours = Agora é a vez de { $name } decidir.
mau-why-not-now = Não é essa a decisão que o jogo espera.
mau-why-not-in-hand = Você não tem { $card } na mão.
mau-why-wrong-action = { $card } precisa de um alvo ou de uma carta escolhida.
mau-why-no-set = O Mausolo precisa de um conjunto completo na sua área (Base, Colunas, Pirâmide e Estátuas).
mau-why-mausolus = Já há um Mausolo na área de { $name }.
mau-why-no-opponent = Escolha um dos seus adversários.
mau-why-no-construction = { $name } não tem carta de construção na área.
mau-why-not-in-area = { $name } não tem { $card } na área.
mau-why-empty-hand = { $name } não tem carta na mão.
mau-why-not-in-discard = A pilha de descarte não tem { $card }.
mau-why-not-a-defence = { $card } não bloqueia { $attack }.
mau-why-no-effect = { $card } não teria efeito agora.

mausoleum-undo-revealed = Essa decisão mostrou uma carta que ninguém tinha visto: não dá para desfazer.

mau-house-rules = Regras da casa
mau-house-rules-hint = As regras originais são curtas; estas escolhas preenchem as lacunas. Os padrões estão na ajuda das regras.
mau-opt-react = Defesa da mão
mau-opt-react-hint = O alvo de um ataque pode jogar da mão Arquitetos, Escultores ou Proteção correspondente para bloqueá-lo.
mau-opt-permanent = Escudos de personagem duradouros
mau-opt-permanent-hint = Arquitetos e Escultores ficam na área depois de bloquear, pelo resto do jogo.
mau-opt-bonus = Bônus por cada conjunto extra
mau-opt-bonus-hint = +4 por cada conjunto completo além do primeiro, em vez de +4 uma vez com dois ou mais.

mau-help-title = Guardiões do Mausoléu: as regras
mau-help-goal-title = O objetivo
mau-help-goal = Construa o Mausoléu de Halicarnasso na sua área. Um conjunto completo é uma carta de Base, uma de Colunas, uma de Pirâmide e uma de Estátuas: cada um vale 8 pontos. Os personagens protegem você; eventos e ações atingem os rivais.
mau-help-turn-title = Um turno
mau-help-turn = Compre 1 carta (nenhuma quando o monte acabar). Depois jogue uma carta da mão, ou nenhuma: só acende a carta cujo efeito pode acontecer agora. No fim do seu turno, se tiver mais de 5 cartas, descarte até ficar com 5.
mau-help-attacks-title = Ataques e escudos
mau-help-attacks = Terremoto, Invasão, Roubo e Troca atacam um adversário. Arquitetos protegem contra Terremoto e Invasão, Escultores contra Roubo e Troca, Proteção contra qualquer ataque. Um escudo correspondente na área do alvo bloqueia o ataque na hora: Arquitetos ou Escultores primeiro, depois Proteção, e o escudo vai para o descarte junto com o ataque. Uma carta tirada de uma mão é tirada ao acaso e só os dois jogadores envolvidos a veem.
mau-help-score-title = Pontuação
mau-help-score = Cada conjunto completo vale 8. Dois ou mais conjuntos completos valem mais 4. Um Mausolo na sua área vale mais 8 se você ainda tiver um conjunto completo no fim. As cartas ficam soltas, então um ataque pode desfazer um conjunto até o último turno.
mau-help-end-title = O fim
mau-help-end = Quando o monte de compra acaba, o turno termina e o jogo segue sem compras: na sua vez, jogue uma carta ou não jogue nenhuma. Quem não tem nenhuma carta que possa jogar passa sozinho. O jogo termina quando todos passam em sequência (ninguém tem mais ações a realizar) ou quando nenhuma mão tem cartas; nesta última volta, uma Descoberta Arqueológica não pode pegar outra Descoberta. Vence quem tiver mais pontos; no empate, mais conjuntos completos; depois, mais personagens diferentes usados; por fim, os empatados dividem a vitória.
mau-help-house-title = Regras da casa
mau-help-house = O jogo vem de um projeto escolar curto, cujas regras deixam lacunas. Estas regras da casa foram acrescentadas para torná-lo jogável: 2 a 4 jogadores, primeiro jogador sorteado, limite da mão verificado no fim do seu próprio turno, bônus de +4 uma vez, um Mausolo por jogador, Invasão para a sua área, Arquitetos e Escultores gastos depois de um bloqueio e nenhuma defesa da mão. A tela de novo jogo permite mudá-las.
mau-help-groups = A faixa no alto de uma carta mostra o grupo: C construção, P personagem, E evento, A ação.
mau-letter-construction = C
mau-letter-character = P
mau-letter-event = E
mau-letter-action = A
mau-help-card-list = As cartas

mau-end-tie = Pontos iguais: decidem os conjuntos completos e depois o número de personagens diferentes usados.
mau-player = Jogador
mau-points = Pontos
mau-sets = Conjuntos
mau-names-used = Personagens usados
mau-end-areas = Todas as áreas
mau-more-house-rules = Mais regras da casa
mau-opt-mausolus = Um Mausolo no jogo todo
mau-opt-mausolus-hint = Quando um Mausolo estiver em qualquer área, nenhum outro pode ser jogado.
mau-opt-invasion = Invasão para a mão
mau-opt-invasion-hint = A carta que uma Invasão pega vai para a mão de quem ataca, não para a área.
mau-opt-hand-limit = Limite da mão após cada turno
mau-opt-hand-limit-hint = No fim de cada turno, todo jogador com mais de 5 cartas descarta até ficar com 5, não só quem jogou o turno.
mau-opt-end = Sem última volta
mau-opt-end-hint = Regra da casa: o jogo termina com o turno que esvazia o monte de compra.
mau-help-table-title = Nesta mesa
mau-help-table-defaults = Esta mesa joga com os padrões descritos acima.
mau-help-table-changed = Esta mesa mudou estas regras da casa; elas substituem o que está descrito acima:
mau-effect-mausolus-per-game = Personagem: jogue-o ao lado de um conjunto completo. No fim, vale 8 pontos a mais se você ainda tiver um conjunto completo. Só um no jogo todo.
mau-effect-invasion-hand = Evento: pegue uma carta de construção da área de um adversário para a sua mão.
mau-effect-architects-lasting = Personagem: um escudo duradouro na sua área contra Terremoto e Invasão; fica depois de bloquear.
mau-effect-sculptors-lasting = Personagem: um escudo duradouro na sua área contra Roubo e Troca; fica depois de bloquear.
mau-face-discovery = Descoberta
mau-how-sets = { $n ->
    [1] 1 conjunto × 8
   *[other] { $n } conjuntos × 8
}
mau-how-bonus = bônus +{ $n }
mau-how-mausolus = Mausolo +{ $n }
mau-how-none = nenhum conjunto completo
mau-opt-end-title = Quando o monte de compra acaba
mau-opt-end-play-on = Jogar até ninguém ter o que fazer
mau-opt-end-play-on-hint = As regras: sem comprar, cada jogador joga uma carta ou passa, até todos passarem em sequência.
mau-opt-end-one-turn = Mais um turno para cada um
mau-opt-end-one-turn-hint = Regra da casa: cada jogador joga exatamente mais um turno sem comprar, e o jogo termina.
mau-play-on = Monte vazio · jogue até todos passarem
mau-passed = passou
mau-prompt-play-on = { $name }: o monte acabou. Jogue uma carta acesa ou não jogue nenhuma; o jogo termina quando todos passam em sequência.
mau-why-discovery-loop = Depois que o monte de compra acaba, uma Descoberta não pode pegar outra Descoberta.
