import { outcomeOf, type Outcome } from './club-games'

/** A game as one club saw it, in the player-strategy routes' words: won, lost or drawn (NPB's ties count as 引分). */
export type ClubResult = 'win' | 'lose' | 'draw'

const ROUTE_WORD: Readonly<Record<Outcome, ClubResult>> = { win: 'win', loss: 'lose', tie: 'draw' }

type Score = { home: string; away: string; homeRuns: number; awayRuns: number }

/**
 * The club's result in the game, from its own side of the score.
 *
 * @example clubGameResult({ home: 'g', away: 't', homeRuns: 3, awayRuns: 2 }, 't') // 'lose'
 */
export function clubGameResult(game: Score, team: string): ClubResult {
  const home = team === game.home
  return ROUTE_WORD[outcomeOf({ runs: home ? game.homeRuns : game.awayRuns, opponentRuns: home ? game.awayRuns : game.homeRuns })]
}

/** Whether a game of that result is in a view filtered by `filter` ('all' takes every game). */
export function matchesResult(result: ClubResult, filter: ClubResult | 'all'): boolean {
  return filter === 'all' || filter === result
}
