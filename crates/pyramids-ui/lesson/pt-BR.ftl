# Pyramids' first game that teaches: what the coach says at each step (lesson.txt).
py-lesson-keep = Você explora cartas de pirâmide marcando os quadrados delas. Primeiro escolha 2 das 4 cartas que recebeu: toque nas duas cartas destacadas e depois em “Ficar com estas 2”.
py-lesson-rival-keeps = { $rival } escolhe as duas cartas dela em segredo, como você. Depois quatro cartas ficam abertas no meio e a primeira carta de expedição é revelada.
py-lesson-single = A expedição mostra um quadrado 2×2. A primeira marcação de uma carta precisa incluir a entrada (a seta), e o quadrado não cabe ali. Você sempre pode marcar um quadrado só: toque na entrada destacada e depois em “Marcar”.
py-lesson-pattern = Agora um L de quatro quadrados: gire e espelhe como quiser, mas ele precisa encostar num quadrado já marcado nessa carta. Toque nos quatro quadrados destacados e depois em “Marcar”. A gema verde embaixo dele é sua.
py-lesson-red = Um dominó: toque nos quadrados destacados e depois em “Marcar” para pegar uma gema vermelha e uma verde. Uma gema vermelha e uma verde formam um par, que vale 5 pontos no fim; uma gema avulsa vale 1.
py-lesson-rival-skull = { $rival } também marca o L dela, passando por uma caveira. Cada caveira custa pontos no fim, mais que a anterior.
py-lesson-rival-cross = { $rival } marca uma cruz vermelha: a cruz deixa marcar mais um quadrado na hora.
py-lesson-rival-tomb = Com esse quadrado extra ela chega à tumba dourada na fileira de baixo: a carta está completa. Cartas completas valem 10, 6 ou 3 pontos de pirâmide por cor, para quem chegar primeiro.
py-lesson-rival-replaces = A carta completa sai do jogo, e quem a explorou pega uma nova do meio da mesa (ou do topo do baralho).
py-lesson-second-card = Três quadrados em linha. Desta vez comece a sua segunda carta: a linha destacada desce da entrada e pega uma gema vermelha. Toque nela e depois em “Marcar”.
py-lesson-end = O jogo é isso: 4 rodadas de 7 expedições. Cuidado com as caveiras (cada uma custa mais que a anterior; uma poção apaga duas) e acenda uma tocha por rodada. Continue jogando contra { $rival }: agora ela joga como um computador fácil.
