## Ajuda com as regras, dentro do app.

help-title = Ajuda com as regras
help-turn-title = Um turno
help-turn = 1. Você pode ativar um Adorador de Sobek, pagando o custo da posição dele; no fim do seu turno ele vai para a ponta direita. 2. Depois, visite o Mercado (pegue todas as cartas de uma tenda e então coloque cada uma das 3 cartas compradas em uma tenda) ou a Pedreira (construa quantas peças quiser). O Vizir permite as duas visitas. 3. Mais de 10 cartas: descarte o excesso ou fique com todas e pegue 1 amuleto por carta a mais.
help-cards-title = Cartas
help-cards = Cartas padrão dão 1 recurso. Cartas corrompidas (vermelhas, marcadas com ✕) dão 2, mas custam 1 amuleto cada ao serem gastas, e mais 1 se ainda estiverem na mão no fim. A caverna vale 1 de qualquer recurso e também é corrompida. Toda peça exige artesãos; cavernas nunca os substituem. Você pode pagar mais do que o custo (por exemplo, para esvaziar a mão); não há troco, mas a unidade de sobra de uma carta corrompida pode pagar outra peça da mesma visita.
help-costs-title = Custos e recompensas
help-col-piece = Peça
help-col-cost = Custo
help-col-reward = Escaravelhos
help-reward-sphinx = 3 + 1 por esfinge já construída na linha
help-reward-obelisk = 10 + 2 por esfinge na sua linha
help-reward-door = 5 + 1 por parede de colunas na sequência contínua a partir do seu canto
help-reward-wall = 3 + 1 por quadrado de mosaico ao longo da parede
help-reward-mosaic = 5 + 1 por palmeira coberta (ou reivindique um santuário)
help-reward-throne = 10 + 1 por quadrado de mosaico vizinho ao espaço do trono (pedestal, depois trono)
help-sobek-title = Adoradores de Sobek
help-sobek-costs = Custos das posições, da esquerda para a direita: { $costs }.
help-path-title = O caminho de Cleópatra
help-path = Cada categoria completada faz Cleópatra avançar um passo quando a visita à pedreira termina. Chegar ao passo 4 inicia a Oferenda secreta; o passo 5 encerra a partida depois que todos os outros jogam um último turno.
help-end-title = O fim
help-end = Cartas corrompidas na mão adicionam amuletos, quadrados de santuário reivindicados os removem, a menor contagem é anulada para todos e o resto custa escaravelhos: 0, 1, 3, 6, 10, 15, 20, 25 para 0 a 7 amuletos. 8 ou mais: devorado pelo crocodilo.
help-house = Os custos das posições de Sobek e as palmeiras do jardim são regras da casa: o manual não os informa.
help-market-title = O mercado e as cartas viradas para baixo
help-market = O monte é dividido em três pilhas e duas são viradas para cima, então as cartas ficam viradas para cima ou para baixo. Todos veem as cartas viradas para cima; uma carta virada para baixo mostra só o verso até alguém pegá-la, e aí só o novo dono a vê. Depois que você pega uma tenda, três cartas são compradas e você coloca uma em cada tenda, mantendo o lado que cada uma mostra; a última vai para a tenda que ainda estiver vazia.
help-anubis-title = Anúbis e santuários
help-anubis = Quando um mosaico fecha uma parte do jardim que nenhum mosaico restante consegue preencher, forma-se um santuário. Quem construiu pode reivindicá-lo com uma de suas 2 estátuas de Anúbis em vez de pegar os escaravelhos do mosaico. No fim, cada quadrado dos seus santuários lava 1 amuleto. Um santuário não reivindicado se perde para sempre.
