# O que a estante diz deste jogo em toda página: nome, imagem, um jogo salvo dele.

mausoleum-saved-progress = { $pile ->
    [0] nenhuma carta para comprar
    [1] 1 carta para comprar
   *[other] { $pile } cartas para comprar
} · vez de { $name }
mausoleum-name = Guardiões do Mausoléu
mausoleum-subtitle = Um jogo de cartas de Halicarnasso
mausoleum-pitch = Erga as quatro partes do Mausoléu em conjuntos, proteja-as com personagens e ataque as obras dos rivais.
mausoleum-art-alt = Um leque de cartas diante do telhado em degraus e das colunas do Mausoléu
