# The Mausoleum's first game that teaches: what the coach says at each step (lesson.txt).
mau-lesson-build = Em cada turno você compra uma carta (o app faz isso por você) e pode jogar uma carta. Construa o Mausoléu: um conjunto é uma Base, Colunas, Pirâmide e Estátuas na sua área, e vale 8 pontos. Toque na Pirâmide destacada para colocá-la na sua área.
mau-lesson-rival-builds = { $rival } também compra e constrói. A área dela fica aberta para todos; a mão, não.
mau-lesson-statues = Agora as Estátuas: toque na carta destacada. No fim do seu turno você fica com no máximo 5 cartas na mão.
mau-lesson-shield = Proteja o que você constrói. Os Arquitetos ficam na sua área como escudo: o próximo Terremoto ou Invasão contra você é barrado. Toque nos Arquitetos destacados.
mau-lesson-rival-shield = { $rival } coloca os Escultores: um escudo contra Roubo e Troca, os ataques à mão.
mau-lesson-invade = Você comprou uma Invasão: ela rouba uma carta de construção da área de um adversário para a sua. Os Escultores dela não barram a Invasão. Toque na Invasão e depois na opção destacada para pegar as Colunas dela.
mau-lesson-set = Coloque a Base: Base, Colunas, Pirâmide e Estátuas formam o seu primeiro conjunto completo, 8 pontos. Dois conjuntos valem mais 4.
mau-lesson-mausolus = Com um conjunto completo você pode jogar Mausolo: ele dobra um conjunto (mais 8 pontos) se você ainda tiver um conjunto no fim. Toque no Mausolo destacado.
mau-lesson-end = O jogo termina quando o monte de compra acaba e ninguém mais pode jogar. Mantenha escudos e cuidado com os Terremotos. Continue jogando contra { $rival }: agora ela joga como um computador fácil.
