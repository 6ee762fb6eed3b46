import { runDistribution, type RunDistribution } from '@/lib/domain/teams/score-distribution'
import { teamGames, type GameLine } from '@/lib/domain/teams/team-games'
import type { LeagueScope } from './league-scope'
import { gameRates, type GameRates } from './score-game-rates'
import { clubInScope } from './score-scope'

/** The league page's buckets: runs 0, 1, …, 14 and 15+ in a club-game. */
export const LEAGUE_RUN_BUCKETS = 16

/** A scope's runs per club-game (buckets 0…15+, shares, mean, median) and its game rates. */
export type LeagueScoreDistribution = {
  /** Games with at least one of the scope's clubs (each game once). */
  games: number
  /** The scope's sides of those games: what every share divides by. */
  clubGames: number
  runs: RunDistribution
  rates: GameRates
}

/**
 * How a scope's clubs scored per game, from a season's games: each club-game is one club's side
 * (clubInScope says which sides count).
 *
 * @example leagueScoreDistribution([{ home: 'g', away: 'h', homeRuns: 3, awayRuns: 1, … }], 'central') // { games: 1, clubGames: 1, runs: { counts: [0, 0, 0, 1, …] … } … }
 */
export function leagueScoreDistribution(games: readonly GameLine[], scope: LeagueScope): LeagueScoreDistribution {
  const counts = clubInScope(scope)
  const sides = teamGames(games, counts)
  return {
    games: games.filter((game) => counts(game.home) || counts(game.away)).length,
    clubGames: sides.length,
    runs: runDistribution(sides.map((side) => side.runsFor), LEAGUE_RUN_BUCKETS),
    rates: gameRates(sides),
  }
}
