# O que a estante diz deste jogo em toda página: nome, imagem, um jogo salvo dele.

pyramids-saved-progress = Rodada { $round } de 4 · vez de { $name }
pyramids-name = Silver & Gold: Pirâmides
pyramids-subtitle = Vire e marque nas tumbas
pyramids-pitch = Marque as formas das expedições nas suas cartas de pirâmide, chegue às tumbas douradas e junte gemas e tochas pelo caminho.
pyramids-art-alt = Uma carta de pirâmide: um caminho marcado da entrada até a tumba dourada, com uma gema vermelha e uma verde
