## Ajuda com as regras, dentro do app.

help-turn-title = Um turno
help-turn-1 = Primeiro, se quiser, ative um Adorador de Sobek: pague o custo mostrado na posição dele e use o seu poder. Depois de visitar o Mercado ou a Pedreira, já é tarde. No fim do seu turno, o adorador vai para a ponta direita.
help-turn-2 = Depois, visite o Mercado ou a Pedreira (o Vizir permite os dois). Mercado: pegue todas as cartas de uma tenda e coloque cada uma das 3 cartas compradas em uma tenda. Pedreira: construa quantas peças puder pagar.
help-turn-3 = Cada categoria que a sua visita completou faz Cleópatra avançar um passo.
help-turn-4 = Com mais de 10 cartas na mão, descarte até ficar com 10 ou fique com todas e pegue 1 amuleto por carta acima de 10.
help-cards-title = Cartas
help-cards = Cartas padrão dão 1 recurso. Cartas corrompidas (borda vermelha, marcadas com ✕) dão 2 do seu recurso, mas custam 1 amuleto cada ao serem gastas, e mais 1 se ainda estiverem na mão no fim. A caverna vale 1 de qualquer recurso e também é corrompida. Toda peça exige artesãos; cavernas nunca os substituem.
help-costs-title = Custos e recompensas
help-col-piece = Peça
help-col-cost = Custo
help-col-reward = Escaravelhos
help-reward-sphinx = 3 + 1 por esfinge já construída na fileira
help-reward-obelisk = 10 + 2 por esfinge na sua fileira
help-reward-door = 5 + 1 por parede de colunas na sequência contínua a partir do seu canto
help-reward-wall = 3 + 1 por quadrado de mosaico ao longo da parede
help-reward-mosaic = 5 + 1 por palmeira coberta (ou reivindique um santuário)
help-reward-throne = 10 + 1 por quadrado de mosaico vizinho ao espaço do trono, para cada uma das duas peças
help-identical = “Iguais”: essa quantidade de um mesmo recurso, por exemplo 2 pedras.
help-different = “Diferentes”: essa quantidade de recursos, cada um de um tipo; “4{"\u00A0"}diferentes” é um de cada.
help-split = As 2 unidades de uma carta corrompida podem ser divididas entre duas peças da mesma visita à pedreira: por exemplo, 1 madeira para uma parede de colunas e 1 para uma moldura de porta. Num custo de “diferentes”, ela dá só 1 unidade útil; a outra pode pagar outra peça. O amuleto é 1 do mesmo jeito.
help-overpay = Você pode pagar mais do que o custo (por exemplo, para esvaziar a mão); não há troco.
help-throne-order = A categoria Trono são duas peças no espaço do trono: primeiro o pedestal, depois o trono em cima dele. Cada uma rende os seus escaravelhos.
help-sobek-title = Adoradores de Sobek
help-sobek-costs = Custos das posições, da esquerda para a direita: { $costs }.
help-path-title = O caminho de Cleópatra
help-path = Cada categoria completada faz Cleópatra avançar um passo quando a visita à pedreira termina. Passar do passo 3 para o 4 inicia a Oferenda; o passo 5 encerra a partida depois que todos os outros jogam um último turno.
help-offering-title = A Oferenda
help-offering = Cada um oferece em segredo quantos escaravelhos quiser, inclusive nenhum. Todas as ofertas são perdidas, aconteça o que acontecer. Depois, pelo tamanho da oferta:
help-offering-rank = { $rank ->
    [1] 1º lugar (a maior)
   *[other] { $rank }º lugar
}: { $effect }
help-offering-return = devolve { $n ->
    [1] 1 amuleto da pirâmide
   *[other] { $n } amuletos da pirâmide (todos, se tiver menos)
}
help-offering-take = pega { $n ->
    [1] 1 amuleto
   *[other] { $n } amuletos
}
help-offering-nothing = nada acontece
help-offering-ties = Empatados recebem todos o efeito do lugar que dividem, e os lugares seguintes são pulados: com dois empatados em 1º, o próximo é o 3º. Com menos jogadores, valem só os primeiros lugares.
help-end-title = O fim
help-end = Cartas corrompidas na mão adicionam amuletos, quadrados de santuário reivindicados os removem, a menor contagem é anulada para todos e o resto custa escaravelhos: 0, 1, 3, 6, 10, 15, 20, 25 para 0 a 7 amuletos. 8 ou mais: devorado pelo crocodilo.
help-house = Os custos das posições de Sobek e as palmeiras do jardim são regras da casa: o manual não os informa.
help-market-title = O mercado e as cartas viradas para baixo
help-market = O monte é dividido em três pilhas e duas são viradas para cima, então as cartas ficam viradas para cima ou para baixo. Todos veem as cartas viradas para cima; uma carta virada para baixo mostra só o verso até alguém pegá-la, e aí só o novo dono a vê. Depois que você pega uma tenda, três cartas são compradas e você coloca uma em cada tenda, mantendo o lado que cada uma mostra; a última vai para a tenda que ainda estiver vazia.
help-anubis-title = Anúbis e santuários
help-anubis = Quando um mosaico fecha uma parte do jardim que nenhum mosaico restante consegue preencher, forma-se um santuário. Quem construiu pode reivindicá-lo com uma de suas 2 estátuas de Anúbis em vez de pegar os escaravelhos do mosaico. No fim, cada quadrado dos seus santuários elimina 1 amuleto. Um santuário não reivindicado se perde para sempre.
help-expansions-title = Miniexpansões
help-expansions-intro = Quatro pequenas expansões da campanha do Kickstarter, cada uma jogada só quando é ligada ao criar uma nova partida. Não encontramos a folha de regras delas, então alguns detalhes são regras da casa, indicadas como tal.
help-house-rule = Regra da casa:
help-cult-title = O Culto de Sobek
help-cult-build = Numa visita à Pedreira, se você tiver um santuário, pode pagar 1 artesão e 1 de cada recurso (madeira, pedra, mármore e lápis-lazúli) para pôr uma estátua de Sobek ao lado de uma das suas estátuas de Anúbis. Depois, escolha uma das cartas de Sobek que restam e deixe-a virada para cima: a vantagem dela vale até o fim do jogo.
help-cult-statues = Há uma estátua a menos que o número de jogadores (2 numa partida de três), e no máximo uma em cada santuário.
help-cult-house-no-bonus = a estátua não é uma peça do palácio, então o Arquiteto (Adorador de Sobek) não rende nada por ela.
help-cult-house-bonus = o Arquiteto (Adorador de Sobek) rende os seus escaravelhos também por uma estátua, como por uma peça do palácio.
help-whims-title = Os Caprichos de Cleópatra
help-whims-setup = No início, o dado é rolado e fica mostrando uma categoria.
help-whims-draw = Quando você construir uma peça dessa categoria numa visita à Pedreira, pode tirar ao acaso uma das fichas de bônus viradas para baixo e usá-la. Fichas usadas não são repostas.
help-whims-reroll = Se essa categoria for completada enquanto ainda houver fichas, o dado é rolado de novo até mostrar uma categoria que ainda tenha peças para construir.
help-whims-house-visit = uma ficha de bônus por visita à Pedreira, não importa quantas peças da categoria você construa.
help-whims-house-piece = uma ficha de bônus para cada peça da categoria que você construir.
help-bastet-title = A Sabedoria de Bastet
help-bastet-cards = { $n ->
    [1] { $n } carta de Bastet é embaralhada
   *[other] { $n } cartas de Bastet são embaralhadas
} no monte.
help-bastet-take = Quem pega uma tenda com uma carta de Bastet ganha { $n ->
    [1] { $n } escaravelho
   *[other] { $n } escaravelhos
} e a estátua de Bastet, mesmo que ela esteja com outro jogador. Se ela já estava com você, você ganha mais { $n }.
help-bastet-turn = No início de cada um dos seus turnos, se a estátua estiver com você, você ganha { $n ->
    [1] { $n } escaravelho
   *[other] { $n } escaravelhos
}.
help-bastet-house-discard = as cartas de Bastet nunca ficam na mão: são mostradas e descartadas na hora, e uma carta de Bastet comprada pelo Pedinte vale como se viesse de uma tenda.
help-bastet-house-once = várias cartas de Bastet na mesma tenda contam uma vez só.
help-bastet-house-each = cada carta de Bastet da tenda conta, { $n ->
    [1] { $n } escaravelho
   *[other] { $n } escaravelhos
} por carta.
help-far-title = Arquitetos de Terras Distantes
help-far-setup = No início, algumas cartas sorteadas ficam viradas para baixo ao lado da Pedreira: uma a menos que o número de jogadores.
help-far-auction = Na primeira vez que Cleópatra avança, há um leilão igual à Oferenda: cada um aposta escaravelhos em segredo, e todas as apostas são perdidas. Quem apostou mais olha as cartas e fica com uma, depois o segundo, e assim por diante. Quem apostou menos, e quem não apostou nada, fica sem carta.
help-far-use = Cada carta é usada uma vez, no seu turno, e depois sai do jogo.
help-far-house-ties-order = empatados escolhem na ordem dos turnos, a começar por quem está jogando.
help-far-house-ties-reversed = empatados escolhem na ordem inversa dos turnos, e quem está jogando escolhe por último.
help-far-house-refill = depois das duas tendas do Arquiteto Babilônio, { $n ->
    [3] o mercado é reabastecido como sempre, com 3 cartas.
    [0] o mercado não é reabastecido.
    [1] só 1 carta é comprada para reabastecer o mercado.
   *[other] só { $n } cartas são compradas para reabastecer o mercado.
}
