import type { SimGame } from '@/lib/domain/simulation/game-records'
import type { StreamFinal, StreamPlayer } from '@/lib/schemas/simulation-score-streaming'

/** The `final` event: the engine's own line score, R/H/E and W/L/S, after the last of `moments` moments. */
export function streamFinal(game: SimGame, nameOf: (id: string) => string, moments: number): StreamFinal {
  const player = (id: string | null): StreamPlayer | null => (id === null ? null : { id, name: nameOf(id) })
  return {
    innings: game.innings,
    status: game.status === 'tie' ? 'tie' : 'final',
    line: { away: [...game.lineScore.away], home: [...game.lineScore.home] },
    box: {
      away: { runs: game.awayRuns, hits: game.awayHits, errors: game.awayErrors },
      home: { runs: game.homeRuns, hits: game.homeHits, errors: game.homeErrors },
    },
    decisions: { win: player(game.decisions.win), loss: player(game.decisions.loss), save: player(game.decisions.save) },
    moments,
  }
}
