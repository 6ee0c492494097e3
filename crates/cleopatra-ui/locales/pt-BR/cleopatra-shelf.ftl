# O que a estante diz deste jogo em toda página: nome, imagem, um jogo salvo dele.

cleopatra-name = Cleópatra
cleopatra-subtitle = e a Sociedade dos Arquitetos · Deluxe
cleopatra-pitch = Construa o palácio da rainha, enriqueça e mantenha a alma limpa.
emblem-alt = Um escaravelho dourado abre as asas diante de uma pirâmide sob o sol
cleopatra-saved-progress = Turno { $turn } · Cleópatra no passo { $step } · vez de { $name }
cleopatra-extra-cultOfSobek = Culto de Sobek
cleopatra-extra-whimsOfCleopatra = Caprichos de Cleópatra
cleopatra-extra-wisdomOfBastet = Bastet
cleopatra-extra-architectsFromFarAway = Arquitetos de Terras Distantes
