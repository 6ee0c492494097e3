# As palavras próprias da estante e das estatísticas (tela inicial, partidas salvas, importar, estatísticas):
# só nas páginas que as mostram (shelf.html, statistics.html), não na página de um jogo.

shelf-menu = O app
continue-game = Continuar
latest-game = Sua partida de { $game }
footer = Jogado no seu navegador: sem conta, sem servidor. Passe o aparelho pela mesa.
saved-games = Partidas salvas
saved-none = Nenhuma partida salva ainda. As partidas se salvam sozinhas enquanto você joga.
saved-updated = Salva em { $date }
saved-updated-memory = Guardada desde { $date }, enquanto esta página estiver aberta
saved-continue = Continuar
saved-result = Ver o resultado
saved-rename = Renomear
saved-rename-label = Nome desta partida
saved-rename-save = Salvar o nome
saved-export = Exportar
saved-delete = Apagar
saved-delete-confirm = Apagar esta partida para sempre?
saved-delete-yes = Sim, apagar
saved-broken = Esta partida salva não pode ser aberta
saved-broken-kept = Ela fica guardada como está: exporte-a para examinar, ou apague-a.
import-title = Importar uma partida
import-file = Importar um arquivo
import-code-label = Ou cole um código de partida
import-code = Importar o código
storage-none = Este navegador não dá armazenamento ao jogo aqui (modo anônimo ou página incorporada): as partidas ficam guardadas só enquanto esta página estiver aberta. Exporte uma partida para guardá-la.
storage-embedded = As partidas salvas aqui ficam com esta página, neste navegador. Para continuar em outro lugar (outro site, o app instalado, outro aparelho), exporte a partida e importe-a lá.
import-game = Importar uma partida
install-app = Instalar o app
open-in-tab = Abrir em uma nova aba ↗
saved-expansions = Miniexpansões: { $list }
saved-replay-so-far = Rever até agora
stats-none = Nenhuma partida terminada ainda. Jogue uma até o fim e ela conta aqui.
stats-game = Jogo
stats-played = Partidas
stats-won = Vitórias
stats-win-rate = Aproveitamento
stats-best = Melhor pontuação
stats-average = Pontuação média
stats-against = Contra o computador, por nível: vitórias em partidas jogadas
stats-tally = { $won } de { $played }
stats-chart-title = Pontos, partida a partida (a mais antiga primeiro)
stats-chart = Pontuações ao longo do tempo, da mais antiga à mais recente: { $scores }
stats-merge-title = Um jogador, dois nomes
stats-merge-hint = Os nomes contam exatamente como foram digitados. Se alguém jogou com dois nomes, faça um contar como o outro.
stats-merge-from = Contar
stats-merge-into = como
stats-merge = Juntar
stats-merged = { $from } conta como { $into }.
stats-separate = Separar
stats-transfer = Levar para outro aparelho
stats-transfer-hint = As estatísticas exportadas guardam os resultados das partidas apagadas deste aparelho. Importar acrescenta as partidas que ainda não contam aqui.
stats-export = Exportar estatísticas
stats-import = Importar estatísticas
stats-imported = { $added ->
    [1] 1 partida acrescentada
   *[other] { $added } partidas acrescentadas
}, { $known ->
    [1] 1 já estava aqui.
   *[other] { $known } já estavam aqui.
}
stats-import-failed = Não importadas: { $reason }
stats-not-kept = Não foi possível salvar as estatísticas neste aparelho.
stats-broken = Não foi possível ler as estatísticas guardadas neste aparelho ({ $reason }). Elas ficam guardadas à parte, intactas; estas foram refeitas a partir das partidas salvas.
saved-delete-forget = Esquecer também o resultado nas estatísticas
stats-level-easy = Fácil
stats-level-normal = Normal
stats-level-hard = Difícil
