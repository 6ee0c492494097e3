# O que a estante diz deste jogo em toda página: nome, imagem, um jogo salvo dele.

imhotep-saved-progress = Rodada { $round } de 6 · vez de { $name }
imhotep-name = Imhotep
imhotep-subtitle = Construtor do Egito
imhotep-pitch = Leve pedras de barco aos grandes monumentos, e esteja a bordo quando forem erguidos.
imhotep-art-alt = Um barco de carga no Nilo leva pedras de construção diante de uma pirâmide e de um obelisco
