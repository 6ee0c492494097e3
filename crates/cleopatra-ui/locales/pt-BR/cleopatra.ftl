## A mesa de jogo.

res-wood = madeira
res-stone = pedra
res-marble = mármore
res-lapis = lápis-lazúli
card-artisan = artesão
card-tainted = { $res ->
    [madeira] madeira corrompida
    [pedra] pedra corrompida
   *[other] { $res } corrompido
}
card-bastet = Bastet
card-cave = caverna
card-back = carta virada para baixo
no-cards = nenhuma carta
tainted-mark = corrompida: custa 1 amuleto ao ser gasta
cat-sphinxes = Esfinges
cat-obelisks = Obeliscos
cat-doors = Molduras de porta
cat-walls = Paredes de colunas
cat-mosaics = Mosaicos
cat-throne = Trono
row-left = esquerda
row-right = direita
side-left = esquerda
side-right = direita
piece-sphinx = uma esfinge na fileira da { $row }
piece-obelisk = o obelisco da { $row }
piece-door = a moldura de porta { $side }
piece-wall = a parede de colunas ({ $slot })
piece-mosaic = um mosaico
piece-pedestal = o pedestal
piece-throne = o trono
sobek-architect = Arquiteto
sobek-vizier = Vizir
sobek-merchant = Mercador
sobek-beggar = Pedinte
sobek-foreman = Contramestre
sobek-architect-power = +4 escaravelhos por peça que você construir neste turno
sobek-vizier-power = visite o Mercado e também a Pedreira neste turno
sobek-merchant-power = pague 2 recursos a menos neste turno
sobek-beggar-power = compre 4 cartas agora
sobek-foreman-power = pague 2 artesãos a menos neste turno
cost-scarabs = { $n ->
    [0] 0 escaravelhos
    [1] 1 escaravelho
   *[other] { $n } escaravelhos
}
cost-amulets = { $n ->
    [0] +0 amuletos
    [1] +1 amuleto
   *[other] +{ $n } amuletos
}
cost-identical = { $artisans ->
    [0] 0 artesãos
    [1] 1 artesão
   *[other] { $artisans } artesãos
} + { $n } iguais
cost-different = { $artisans ->
    [0] 0 artesãos
    [1] 1 artesão
   *[other] { $artisans } artesãos
} + { $n } diferentes
house-value = regra da casa
scarabs = Escaravelhos
amulets = Amuletos
crocodile-near = Crocodilo perto: { $kept } de { $limit ->
    [1] 1 amuleto
   *[other] { $limit } amuletos
}
crocodile-now = Crocodilo: { $kept ->
    [1] 1 amuleto
   *[other] { $kept } amuletos
}, com { $limit } ele devora
crocodile-why = Amuletos que restariam se o jogo acabasse agora: os da sua pirâmide e das suas cartas corrompidas, menos os que seus santuários lavam, menos a menor contagem da mesa (depois dos santuários de cada um), que é cancelada para todos. Com { $limit } ou mais o crocodilo devora você.
anubis = Anúbis
hand = Mão
cards-n = { $n ->
    [0] 0 cartas
    [1] 1 carta
   *[other] { $n } cartas
}
anubis-left = { $n ->
    [0] nenhum Anúbis restante
    [1] 1 Anúbis restante
   *[other] { $n } Anúbis restantes
}
reveal-secrets = Mostrar meus escaravelhos e amuletos
hide-secrets = Esconder
secret-hidden = oculto
your-turn = Sua vez, { $name }
deciding = { $name } está decidindo
plaza = Praça da Esfinge
palace = Palácio
garden = Jardim do Palácio
sobek-board = Adoradores de Sobek
market = Mercado
stall-n = Tenda { $n }
take-stall = Pegar
quarry = Pedreira
deck = Monte
discard = Descarte
deck-top = Topo do monte
deck-empty = vazio
cleopatra-step = Cleópatra: passo { $step } de { $end }
offering-mark = Oferenda
palace-stairs = Palácio
pieces-left = { $n ->
    [0] esgotadas
    [1] resta 1
   *[other] restam { $n }
}
reward-n = +{ $n }
players-panel = Jogadores
confirm = Confirmar
call = Ativar
called = Ativado
end-visit = Sair da pedreira
end-turn = Encerrar o turno
hint-end-visit = { $name } sai da pedreira.
hint-end-turn = { $name } encerra o turno.
hint-draw-whim = { $name } compra uma ficha de bônus.
pass = Passar (não há nada a fazer)
status-start = Ative um Adorador de Sobek ou visite o Mercado ou a Pedreira.
status-after-sobek = Agora visite o Mercado ou a Pedreira.
status-vizier-more = O Vizir permite mais uma visita; ou encerre o turno.
status-building = Construa mais peças ou saia da pedreira.
status-pick-slot = Escolha onde construir: os locais iluminados mostram quantos escaravelhos rendem.
status-pick-mosaic = Mova o mosaico sobre o jardim; gire ou vire a peça; toque para colocá-la onde brilhar.
status-refill = Cada tenda recebe uma das cartas compradas: escolha uma carta e depois a tenda dela.
status-pay = Escolha como pagar e depois Construir.
status-watch = Aguardando { $name }.
choose-piece = Construir
choose-slot = Onde?
payment = Pagamento
payment-for = { $kind ->
    [sphinx] Pagar por uma esfinge na fileira da { $row }
    [obelisk] Pagar pelo obelisco da { $row }
    [door] Pagar pela moldura de porta { $side }
    [wall] Pagar pela parede de colunas ({ $slot })
    [mosaic] Pagar por um mosaico
    [pedestal] Pagar pelo pedestal
   *[throne] Pagar pelo trono
}
payment-option = Opção { $n }
payment-cheapest = mais barata
payment-more = { $n ->
    [1] Mais uma forma de pagar
   *[other] Mais { $n } formas de pagar
}
payment-amulets = { $n ->
    [0] nenhum amuleto
    [1] +1 amuleto
   *[other] +{ $n } amuletos
}
payment-spare = + { $n } { $res } de sobra de uma carta corrompida
payment-add = Adicionar mais cartas
payment-add-hint = O manual permite pagar mais do que o custo, por exemplo para esvaziar a mão antes do limite de cartas. As cartas adicionadas aqui são descartadas com o pagamento e não dão troco.
payment-extra = + { $n } { $n ->
        [1] carta a mais descartada
       *[other] cartas a mais descartadas
    } sem troco
with-merchant = com o Mercador
with-foreman = com o Contramestre
build = Construir
earns = rende { $n ->
    [0] 0 escaravelhos
    [1] 1 escaravelho
   *[other] { $n } escaravelhos
}
rotate = Girar
flip = Virar
mosaic-top = Próximo mosaico
mosaics-left = { $n ->
    [0] nenhuma peça na pilha
    [1] 1 peça na pilha
   *[other] { $n } peças na pilha
}
mosaic-ghost-bad = O mosaico não pode ficar aqui.
refill-title = Reabasteça o mercado
refill-card = Carta comprada { $n }
refill-to = Para a tenda { $n }
sanctuary-title = Um santuário se formou
sanctuary-text = Seu mosaico fechou { $n ->
    [1] uma área
   *[other] { $n } áreas
} que nenhum mosaico pode preencher. Reivindique com um Anúbis (cada quadrado elimina um amuleto no fim), abrindo mão dos { $reward } escaravelhos do mosaico, ou fique com os escaravelhos.
sanctuary-claim = Reivindicar o santuário { $i } ({ $n ->
    [1] 1 quadrado
   *[other] { $n } quadrados
})
sanctuary-decline = Ficar com os { $reward } escaravelhos
sanctuary-done = Não reivindicar mais
hand-limit-title = Cartas demais
hand-limit-text = Você tem { $n ->
    [1] 1 carta
   *[other] { $n } cartas
} acima do limite de { $limit }. Descarte { $n ->
    [1] 1 carta
   *[other] { $n } cartas
} ou fique com todas e pegue { $n ->
    [1] 1 amuleto
   *[other] { $n } amuletos
}.
hand-limit-keep = Ficar com todas e pegar { $n ->
    [1] 1 amuleto
   *[other] { $n } amuletos
}
hand-limit-discard = Descartar as cartas escolhidas
hand-limit-chosen = { $chosen } de { $n } escolhidas
pick-fewer = Menos uma: { $card }
pick-more = Mais uma: { $card }
offering-fewer = Um escaravelho a menos
offering-more = Um escaravelho a mais
offering-title = Oferenda ao Grande Sacerdote
offering-text = Ofereça escaravelhos em segredo. Toda oferta é perdida. Quem oferecer mais devolve amuletos; quem oferecer menos pega mais.
offering-bid = Oferecer { $n ->
    [0] 0 escaravelhos
    [1] 1 escaravelho
   *[other] { $n } escaravelhos
}
offering-have = Você tem { $n ->
    [0] 0 escaravelhos
    [1] 1 escaravelho
   *[other] { $n } escaravelhos
}.
offering-waiting = { $n } de { $total } já ofereceram.
disabled-why = Agora não: { $why }
cannot-afford = Suas cartas não pagam nenhuma peça da categoria { $what } ({ $cost }).
nothing-left = Não resta nenhuma peça deste tipo para construir.
mosaic-legal-n = { $n ->
    [0] nenhum lugar válido
    [1] 1 lugar válido
   *[other] { $n } lugares válidos
}
load-puzzle = Esta partida começa de uma posição de quebra-cabeça, feita pelas ferramentas das regras: o app só joga partidas distribuídas desde o início.
err-game-over = A partida acabou.
err-sobek-too-late = Só dá para ativar um Adorador de Sobek uma vez, logo no início do turno.
err-sobek-unaffordable = O { $tile } custa { $cost } aqui e você só tem { $scarabs ->
    [0] 0 escaravelhos
    [1] 1 escaravelho
   *[other] { $scarabs } escaravelhos
}.
err-market-closed = O mercado está fechado para você neste turno (o Vizir permite uma visita ao mercado e uma à pedreira).
err-quarry-closed = A pedreira está fechada para você neste turno: sua ação principal já foi feita (o Vizir permite as duas).
err-empty-stall = A tenda { $stall } não tem cartas para pegar.
err-built = Esse lugar já está construído.
err-pedestal-first = O pedestal precisa ser construído antes do trono.
err-no-mosaic = Não restam peças de mosaico.
err-mosaic-fit = O mosaico precisa ficar dentro do jardim sem cobrir o espaço do trono, outro mosaico ou um santuário.
err-no-flip = Nesta partida os mosaicos podem ser girados, mas não virados.
err-cannot-pass = Você ainda pode visitar o mercado ou a pedreira, então não pode passar.
err-main-first = Visite o mercado ou a pedreira antes de encerrar o turno.
err-no-anubis = Suas duas estátuas de Anúbis já foram colocadas.
err-bid-too-high = Você só tem { $scarabs ->
    [0] 0 escaravelhos
    [1] 1 escaravelho
   *[other] { $scarabs } escaravelhos
} para oferecer.
err-payment = Essas cartas não pagam esta peça. Escolha um dos pagamentos oferecidos.
err-not-now = Agora não: primeiro conclua a decisão na tela.
undo-turn-start = Nada a desfazer: seu turno acabou de começar.
undo-cards-drawn = Isso não pode ser desfeito: cartas foram compradas e todos já as viram.
undo-shuffled = Isso não pode ser desfeito: o monte foi embaralhado.
undo-next-mosaic = Isso não pode ser desfeito: o próximo mosaico foi revelado.
undo-offerings = Isso não pode ser desfeito: as oferendas foram reveladas.
undo-not-now = Nada pode ser desfeito durante a Oferenda.
status-vizier = O Vizir deixa você visitar o Mercado e a Pedreira neste turno, em qualquer ordem.
last-round = Última rodada!
offering-effects-2 = Posições: 1º { $first }, 2º { $second } amuletos.
offering-effects-3 = Posições: 1º { $first }, 2º { $second }, 3º { $third } amuletos.
offering-effects-4 = Posições: 1º { $first }, 2º { $second }, 3º { $third }, 4º { $fourth } amuletos.
wall-l1 = lado esquerdo, frente
wall-l2 = lado esquerdo, meio
wall-l3 = lado esquerdo, fundo
wall-b1 = fundo, esquerda
wall-b2 = fundo, meio
wall-b3 = fundo, direita
wall-r3 = lado direito, fundo
wall-r2 = lado direito, meio
wall-r1 = lado direito, frente
without-merchant = sem o Mercador
without-foreman = sem o Contramestre
reveal-short = Mostrar
# O nome de uma carta corrompida na face estreita ($res: wood, stone, marble ou lapis). O hífen
# opcional (\u00AD) deixa "corrompido" quebrar com hífen em vez de transbordar da carta.
card-face-tainted = { $res ->
    [wood] madeira corrom{"\u00AD"}pida
    [stone] pedra corrom{"\u00AD"}pida
    [marble] mármore corrom{"\u00AD"}pido
   *[lapis] lápis-lazúli corrom{"\u00AD"}pido
}
status-preview-mosaic = Toque no jardim para ver onde o mosaico ficaria; gire ou vire a peça ali e depois toque nela de novo ou em Colocar.
mosaic-place = Colocar
mosaic-hint-tap = Toque numa casa para experimentar o mosaico ali.
mosaic-hint-confirm = Toque no mosaico de novo ou em Colocar para deixá-lo aqui.
legend = Legenda do tabuleiro
legend-offering = Oferenda: acontece quando Cleópatra chega a este passo
legend-cleopatra = Cleópatra: avança um passo a cada categoria completa; no palácio o jogo termina
legend-mosaic = Uma peça de mosaico, com contorno
legend-lost = Santuário que ninguém reivindicou
legend-claimed = Santuário reivindicado, na cor do dono, com um Anúbis
legend-palm = Palmeira: um mosaico sobre ela rende um escaravelho a mais

## Miniexpansões: nomes e efeitos
cult-card-sphinx = carta da Esfinge
cult-card-wall = carta da Parede
cult-card-toll = carta do Pedágio
cult-card-marker = carta do Marcador
cult-card-sphinx-effect = sempre que você constrói uma esfinge, cada adversário recebe 1 amuleto
cult-card-wall-effect = sempre que você constrói uma parede de colunas, cada adversário recebe 1 amuleto
cult-card-toll-effect = sempre que um adversário constrói uma moldura de porta, um obelisco, o pedestal ou o trono, ele lhe dá 2 escaravelhos
cult-card-marker-effect = o marcador de Sobek vai para baixo da sua estátua: cada casa desse santuário tira 2 amuletos no fim
whim-tile-1 = Amuletos devolvidos
whim-tile-2 = Amuletos para todos
whim-tile-3 = Tesouro
whim-tile-4 = Tributo
whim-tile-5 = Artesãos
whim-tile-6 = Recursos
whim-tile-7 = Menor tenda
whim-tile-1-effect = devolva 2 amuletos à reserva
whim-tile-2-effect = cada adversário recebe 1 amuleto
whim-tile-3-effect = ganhe 3 escaravelhos
whim-tile-4-effect = cada adversário lhe dá 1 escaravelho, se tiver
whim-tile-5-effect = fica guardada para uma próxima visita à Pedreira, onde substitui 2 artesãos
whim-tile-6-effect = fica guardada para uma próxima visita à Pedreira, onde substitui 2 recursos quaisquer
whim-tile-7-effect = pegue todas as cartas da tenda com menos cartas, sem repor
far-architect-greek = Arquiteto Grego
far-architect-gaulish = Arquiteto Gaulês
far-architect-babylonian = Arquiteto Babilônio
far-architect-roman = Arquiteto Romano
far-architect-greek-effect = nesta visita à Pedreira, cartas corrompidas não custam amuletos
far-architect-gaulish-effect = fique com a mão inteira no fim deste turno, sem amuletos
far-architect-babylonian-effect = pegue duas tendas neste turno, uma delas a com menos cartas
far-architect-roman-effect = ative um Adorador de Sobek sem pagar o custo
with-artisans-tile = com a ficha Artesãos
without-artisans-tile = sem a ficha Artesãos
with-resources-tile = com a ficha Recursos
without-resources-tile = sem a ficha Recursos
expansions-panel = Miniexpansões
whim-die-shows = O dado de Cleópatra mostra { $category }
whim-status = Dado: { $category } · { $n ->
    [0] nenhuma ficha de bônus restante
    [1] resta 1 ficha de bônus
   *[other] restam { $n } fichas de bônus
}
whim-draw = Comprar uma ficha de bônus
statue-build = Construir uma estátua de Sobek (santuário de { $n ->
    [1] 1 casa
   *[other] { $n } casas
})
statue-pay-title = Pagar pela estátua de Sobek
bastet-held = { $name } tem a estátua de Bastet
bastet-free = Ninguém tem a estátua de Bastet ainda
bastet-statue = estátua de Bastet
architect-play = Usar
take-two-stalls = Pegar as tendas { $first } e { $second }
architects-before = { $n ->
    [1] 1 arquiteto de terras distantes espera
   *[other] { $n } arquitetos de terras distantes esperam
} com a face para baixo: na primeira vez que Cleópatra avançar, vão a um leilão secreto
architects-after = { $n ->
    [0] Nenhum arquiteto ficou virado para baixo
    [1] 1 arquiteto ficou virado para baixo
   *[other] { $n } arquitetos ficaram virados para baixo
}
architects-held = { $n ->
    [1] 1 arquiteto
   *[other] { $n } arquitetos
}
cult-pick-title = Fique com uma carta do Culto de Sobek
cult-pick-text = Sua estátua foi erguida. Escolha uma das cartas que sobraram: a vantagem dura até o fim do jogo.
architect-pick-title = Fique com um arquiteto
architect-pick-text = Você ganhou uma escolha no leilão. Fique com uma carta: os outros não vão ver qual. Cada carta é usada uma vez.
architect-pick-next = Escolhem depois de você: { $names }
auction-title = Arquitetos de Terras Distantes
auction-text = Cleópatra avançou pela primeira vez: ofereça escaravelhos em segredo pelas { $n ->
    [1] carta de arquiteto virada
   *[other] { $n } cartas de arquiteto viradas
} para baixo. Todos os lances são perdidos. Quem der o maior lance escolhe primeiro, depois o seguinte; o menor lance e quem oferecer 0 ficam sem nada.
auction-bidding = { $name } está dando o lance pelos arquitetos
architect-picking = { $name } está escolhendo um arquiteto
status-auction = O leilão dos arquitetos: todos oferecem em segredo, um de cada vez. Agora: { $name }.
status-architect-pick = { $name } escolhe um arquiteto.
status-cult-card = Escolha a carta do Culto de Sobek que vai guardar.
status-whim-stall = A ficha de bônus: pegue uma das tendas com menos cartas.
status-babylonian = O Arquiteto Babilônio: pegue duas tendas, uma delas a com menos cartas (no painel Miniexpansões).
status-whim-draw = Você construiu uma peça da categoria do dado: compre uma ficha de bônus (ao lado de Sair da pedreira), ou continue.
score-bastet = Bastet
score-bonus-tiles = Fichas de bônus
score-statues = Estátuas de Sobek
score-received = Recebidos de outros jogadores
score-given = Pagos a outros jogadores
score-auction = Leilão dos arquitetos
# As outras peças das expansões, como as figuras delas são chamadas.
sobek-statue = Estátua de Sobek
sobek-marker = Marcador de Sobek
whim-die = Dado dos Caprichos
whim-tiles = Fichas bônus
whim-tile-back = Ficha bônus virada para baixo
whim-tile-n = Ficha bônus { $n }
far-architect-back = Carta de Arquiteto de Terras Distantes, virada para baixo
statue-left = { $n ->
    [0] Nenhuma estátua de Sobek restante
    [1] Resta 1 estátua de Sobek
   *[other] Restam { $n } estátuas de Sobek
}
whims-kept-title = Fichas de bônus guardadas para uma próxima visita à Pedreira

## As miniexpansões do novo jogo, e as regras da casa das que estão em jogo.
exp-legend = Miniexpansões
exp-intro = Extras do Kickstarter: junte ao jogo base quantas quiser, em qualquer combinação.
exp-cult-of-sobek = O Culto de Sobek
exp-cult-of-sobek-hint = Erga estátuas de Sobek junto aos seus santuários e ganhe vantagens até o fim do jogo.
exp-whims-of-cleopatra = Os Caprichos de Cleópatra
exp-whims-of-cleopatra-hint = Um dado mostra uma categoria; quem constrói uma peça dela tira uma ficha de bônus.
exp-wisdom-of-bastet = A Sabedoria de Bastet
exp-wisdom-of-bastet-hint = Dez cartas de Bastet entram no baralho; quem fica com a estátua dela ganha escaravelhos a cada turno.
exp-architects-from-far-away = Arquitetos de Terras Distantes
exp-architects-from-far-away-hint = Quando Cleópatra avança pela primeira vez, todos dão lances secretos por arquitetos de uso único.
exp-house-rules = Regras da casa
exp-house-rules-hint = As regras das miniexpansões deixam estes pontos em aberto. Cada um é uma regra da casa; a escolha de costume já vem marcada.
house-rule = regra da casa
exp-statue-architect-bonus = Os +4 escaravelhos do Arquiteto também valem para uma estátua de Sobek
exp-whim-per-piece = Cada peça da categoria do dado tira uma ficha de bônus, não só a primeira de uma visita à Pedreira
exp-bastet-per-card = Cada carta de Bastet numa tenda rende os escaravelhos, não só uma por tenda
exp-bastet-scarabs = Escaravelhos que Bastet rende (pela tenda e depois a cada turno)
exp-auction-ties-reversed = No leilão dos arquitetos, quem empatar escolhe na ordem inversa dos turnos, com o jogador da vez por último
exp-babylonian-refill = Cartas compradas para repor as tendas depois do Arquiteto Babilônio
cost-free = grátis
status-roman = O Arquiteto Romano: ative um Adorador de Sobek sem pagar o custo.
status-greek = O Arquiteto Grego: construa na Pedreira agora; nesta visita, cartas corrompidas não custam amuletos.
status-architect-held = Ative um Adorador de Sobek, ou visite o Mercado ou a Pedreira. Você também pode usar o seu arquiteto de terras distantes (no painel Miniexpansões).

rule-1-heading = Objetivo
rule-1-text = Construa o palácio de Cleópatra e junte mais Escaravelhos do Tesouro, sem afundar demais na corrupção.
rule-2-heading = Seu turno
rule-2-text = Antes, você pode ativar um Adorador de Sobek. Depois, visite o Mercado: pegue todas as cartas de uma Tenda e reabasteça as três; ou visite a Pedreira: pague cartas para construir peças do palácio.
rule-3-heading = Construção
rule-3-text = As peças custam Artesãos mais madeira, pedra, mármore ou lápis-lazúli. Esfinges, Obeliscos, Molduras de Porta, Paredes de Colunas, Mosaicos dos Deuses e o Trono com seu Pedestal rendem escaravelhos assim que são construídos.
rule-4-heading = Corrupção
rule-4-text = Cartas de borda vermelha valem o dobro, mas cada uma que você gasta põe um Amuleto da Corrupção na sua pirâmide. Com mais de 10 cartas no fim do turno, descarte até 10 ou pegue um amuleto por carta a mais.
rule-5-heading = O caminho de Cleópatra
rule-5-text = Cada tipo de peça terminado leva Cleópatra um passo rumo ao palácio. No passo 4 todos fazem uma oferenda secreta ao Grande Sacerdote; no passo 5 cada outro jogador faz um último turno.
rule-6-heading = O fim
rule-6-text = Santuários reivindicados no jardim eliminam amuletos, a menor contagem é anulada para todos e o resto custa escaravelhos. Oito amuletos ou mais e você é devorado pelo crocodilo. Vence o sobrevivente mais rico.

# The rules help's sheet (its text, cleopatra-help.ftl, is read when it first opens).
help-title = Ajuda com as regras
