/** A game as one club saw it: won, lost or drawn (NPB's ties count as 引分). */
export type ClubResult = 'win' | 'lose' | 'draw'

type Score = { home: string; away: string; homeRuns: number; awayRuns: number }

/**
 * The club's result in the game, from its own side of the score.
 *
 * @example clubGameResult({ home: 'g', away: 't', homeRuns: 3, awayRuns: 2 }, 't') // 'lose'
 */
export function clubGameResult(game: Score, team: string): ClubResult {
  const own = team === game.home ? game.homeRuns : game.awayRuns
  const other = team === game.home ? game.awayRuns : game.homeRuns
  return own > other ? 'win' : own < other ? 'lose' : 'draw'
}

/** Whether a game of that result is in a view filtered by `filter` ('all' takes every game). */
export function matchesResult(result: ClubResult, filter: ClubResult | 'all'): boolean {
  return filter === 'all' || filter === result
}
