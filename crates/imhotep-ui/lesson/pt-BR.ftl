# Imhotep's first game that teaches: what the coach says at each step (lesson.txt).
im-lesson-place = Na sua vez você faz uma coisa: pega pedras, põe uma pedra num barco, navega com um barco ou joga uma carta azul. Você tem 2 pedras no trenó. Toque no lugar destacado para pôr uma no barco pequeno.
im-lesson-rival-places = { $rival } põe uma pedra em outro barco. As pedras só contam quando chegam a um local.
im-lesson-sail-pyramid = Um barco pode navegar quando leva a carga mínima (escrita embaixo dele). Navegue com o barco pequeno: toque no “Navegar…” destacado e depois em “Atracar aqui” na Pirâmide. Pedras ali pontuam na hora, 2 pontos pelo primeiro lugar.
im-lesson-bow = O lugar da pedra importa: um barco descarrega primeiro pela proa, o lugar da frente. Ponha sua última pedra no lugar destacado, a proa deste barco.
im-lesson-sail-market = Este barco vai ao Mercado: cada pedra pega uma carta, na ordem de descarga, então a sua escolhe primeiro. Toque no “Navegar…” destacado e depois em “Atracar aqui” no Mercado.
im-lesson-take-card = Escolha o Cinzel destacado: uma carta azul que você pode jogar depois como a ação do turno, para pôr 2 pedras em barcos de uma vez.
im-lesson-rival-card = A pedra de { $rival } veio em segundo: ela pega uma Estátua (pontos no fim do jogo).
im-lesson-rival-stones = O trenó de { $rival } está vazio, então ela pega pedras da pedreira: 3 de cada vez, no máximo 5 no trenó.
im-lesson-take-stones = O seu também está vazio. Toque no botão destacado para pegar 3 pedras.
im-lesson-share = Um barco leva as pedras de todos. Ponha a sua no barco de { $rival }, no lugar destacado: com 2 pedras ele pode navegar.
im-lesson-rival-temple = { $rival } navega até o Templo. No fim de cada rodada, cada pedra no topo do Templo vale 1 ponto.
im-lesson-burial = Navegue com o último barco até a Câmara mortuária (“Navegar…” e depois “Atracar aqui” lá). As pedras ali pontuam no fim do jogo, por grupos de pedras suas que se tocam. Quando todos os barcos navegaram, a rodada termina.
im-lesson-rival-round-two = Rodada 2 de 6: barcos novos e cartas novas no Mercado. O Templo deu 2 pontos a { $rival }.
im-lesson-round-two = Ponha uma pedra no menor barco (destacado): ele navega com uma só.
im-lesson-obelisks = Navegue com ele até os Obeliscos (“Navegar…” e depois “Atracar aqui” lá). No fim do jogo, o obelisco mais alto pontua mais.
im-lesson-end = Esses são os cinco locais. Pense adiante: um barco que você carrega pode ser levado por { $rival } a um local que você não queria. Continue jogando contra { $rival }: agora ela joga como um computador fácil.
