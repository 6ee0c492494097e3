## O app: título, novo jogo, resumo das regras.

shelf-title = Construtores do Nilo
seats-range = { $min }–{ $max } jogadores
new-game = Novo jogo
rules = Regras
language = Idioma
back = Voltar
players = Jogadores
hot-seat-hint = Todos jogam neste aparelho, passando-o a cada turno.
player-n = Jogador { $n }
computer-n = Computador { $n }
player-of = Quem joga como { $name }
seat-person = Pessoa
seat-computer-easy = Computador · fácil
seat-computer-normal = Computador · normal
seat-computer-hard = Computador · difícil
against-computers = Jogar sozinho contra { $n ->
    [1] 1 computador
   *[other] { $n } computadores
}
computer-level-easy = fácil
computer-level-normal = normal
computer-level-hard = difícil
computer-badge = Computador ({ $level })
computer-thinking = { $name } está pensando…
computer-failed = O computador não conseguiu decidir: { $reason }
worker-stopped = o programa dos computadores parou (recarregar a página pode trazê-lo de volta)
computer-retry = Tentar de novo
computer-speed = Velocidade do computador
computer-speed-slow = Ritmo lento
computer-speed-normal = Ritmo normal
computer-speed-fast = Ritmo rápido
motion = Animações
motion-on = Com animações
motion-quick = Animações rápidas
motion-off = Sem animações
hint = Dica
hint-thinking = O computador está analisando sua posição…
hint-says = Dica: { $move }
hint-failed = Sem dica agora: { $reason }
hint-close = Fechar a dica
hint-hidden = uma jogada que mostra cartas que ninguém viu ainda
hot-seat-computers = Os lugares marcados Computador são jogados pelo computador; as pessoas passam este aparelho a cada turno.
name-of-player = Nome do jogador { $n }
colour = Cor
colour-blue = Azul
colour-green = Verde
colour-orange = Laranja
colour-purple = Roxo
colour-of = Cor de { $name }
start-player = Quem começa
start-random = Sortear
start = Começar
rules-title = Como jogar
house-values-note = Alguns valores que o manual não informa (os custos das posições de Sobek, as palmeiras do jardim) são regras da casa até serem conferidos no tabuleiro. Eles aparecem marcados com * abaixo.
saved-finished = Terminada · { $winners }
saved-finished-none = Terminada · ninguém venceu
# A finished game opens on its end screen.
imported = Importada como nova partida: { $name }.
import-failed = Não importada: { $reason }
load-corrupt = A partida salva está danificada ({ $detail }).
load-foreign = Isto não é uma partida salva deste app.
load-newer = Esta partida foi salva por uma versão mais nova do app. Atualize o app para abri-la.
load-other-game = Esta é uma partida salva de “{ $game }”, jogo que esta versão não tem.
load-config = As configurações da partida são inutilizáveis: { $detail }
load-tampered = A decisão { $n } não é legal onde está ({ $reason }): a partida salva foi alterada.

## O app em volta do jogo: versões novas, instalação, incorporação
update-ready = Uma versão nova do jogo está pronta.
update-safe = Sua partida está salva: ao recarregar, ela abre de novo no mesmo momento.
update-reload = Recarregar agora
update-later = Depois

## The table around any game, and the shelf's names of each game (every page has these)

turn-of = Vez de { $name }
log = Histórico
menu = Menu
quit = Sair da partida
quit-confirm = Sair desta partida? Ela continua salva: “Continuar” abre de novo.
quit-confirm-memory = Sair desta partida? “Continuar” abre de novo enquanto esta página estiver aberta.
quit-confirm-lesson = Sair da lição? Uma lição não fica salva: “Aprender a jogar”, em Novo jogo, começa de novo.
quit-lesson = Sair da lição
help = Ajuda
close = Fechar
cancel = Cancelar
pass-device = Passe o aparelho para { $name }
curtain-hint = Apenas { $name } deve olhar. Toque quando estiver pronto.
curtain-ready = Sou { $name }: mostrar minha mão
status-handover = Seu turno acabou. Olhe a mesa, desfaça se quiser e passe o aparelho adiante.
curtain-news = Desde a última vez que você olhou
cover = Cobrir a tela
undo = Desfazer
export = Exportar
export-title = Levar esta partida para outro lugar
export-text = Baixe a partida como arquivo ou copie o código dela, e abra em outro aparelho ou navegador com “Importar”.
export-text-file = Baixe a partida como arquivo e abra em outro aparelho ou navegador com “Importar”.
export-file = Baixar um arquivo
export-code = Código da partida
copy-code = Copiar o código
copied = Copiado.
export-no-code = As configurações desta partida não são as de costume, então ela só viaja como arquivo.
storage-blocked = Este navegador não deixa o jogo salvar aqui (modo anônimo ou página incorporada).
storage-full = O armazenamento do navegador está cheio, então a partida não foi salva.
storage-failed = Não foi possível salvar a partida.
storage-goes-on = A partida continua; exporte-a para não perdê-la.
storage-memory = A partida fica guardada só enquanto esta página estiver aberta: exporte-a para guardá-la ou para continuar em outro navegador.
got-it = Entendi
behind-title = Esta partida avançou em outra aba
behind-text = A mesma partida foi jogada mais adiante em outra aba ou janela. Esta aba não vai sobrescrevê-la.
behind-reload = Carregar o momento mais recente
behind-fork = Continuar esta como uma cópia
new-game-same = Nova partida com estes jogadores
to-title = Tela inicial
wins = Vitória de { $names }!
list-or-two = { $first } ou { $last }
list-or-more = { $rest } ou { $last }
win-shared = { $names } dividem a vitória!
end-scores = Pontuação final
end-points = Pontos por jogador
download-record = Baixar o registro da partida
log-turn-now = Começando agora
# As expansões de um jogo em jogo, com nome curto nos jogos salvos ($list: cada uma pelo <game>-extra-<id> do seu jogo).
# Why a decision cannot be taken back (each game words what its decisions show: <game>-undo-revealed).
undo-nothing = Ainda não há o que desfazer.
undo-once = Só dá para desfazer uma decisão, logo depois de tomada.
undo-over = A partida terminou.
undo-not-yours = A última decisão foi de outro jogador: só ele poderia desfazê-la, antes de passar o aparelho.
# An undo through the computers' replies: what else it took back.
undo-with-replies = Desfeitas: sua última decisão e { $count ->
    [1] a jogada do computador
   *[other] as { $count } jogadas dos computadores
} depois dela.
# Rever partidas salvas.
saved-replay = Rever a partida
replay-title = Rever · { $game }
replay-title-so-far = Rever até agora · { $game }
replay-leave = Partidas salvas
replay-broken = Não dá para rever esta partida.
replay-controls = Controles para rever
replay-start = Voltar ao início
replay-back = Voltar uma jogada
replay-play = Reproduzir
replay-pause = Pausar
replay-forward = Avançar uma jogada
replay-end = Ir para o fim
replay-step = { $k } / { $n }
replay-slider = Jogada
replay-turn = Pular para
replay-turn-of = Vez { $n } · { $name }
replay-hands = Mostrar a mão de todos
replay-seen-by = Como { $name } viu
replay-seen-public = Como todos viram
why = Por quê?
why-move = Por que essa jogada?
why-title = O que o computador considerou
why-intro = As três jogadas que a busca mais analisou; a escolhida vem primeiro.
why-chosen = Escolhida
why-explored = analisada em { $share }% da busca
why-chance = chance estimada de vitória: { $chance }%
why-only = a única jogada possível
stats = Estatísticas
replay-hand-of = Mão de
replay-hand-of-decider = quem decide

## A first game that teaches
lesson-offer = Primeira vez neste jogo? Jogue uma partida curta com um treinador, no tabuleiro de verdade.
lesson-learn = Aprender a jogar
lesson-rival = Nefertari
lesson-coach = Treinador
lesson-step = Lição · passo { $n } de { $of }
lesson-last = Lição · concluída
lesson-play-on = Continuar contra o computador
lesson-wrong = Não é esse: faça como o treinador diz acima; o lugar a tocar está destacado.
lesson-watch = Veja { $rival } jogar.
lesson-next = Avançar
lesson-loading = Abrindo a lição…
lesson-failed = Não foi possível abrir a lição: { $reason }
rules-reading = Abrindo as regras…
rules-unread = Não foi possível abrir as regras: { $reason }
