import { winningPercentage } from '@/lib/domain/stats/standings'
import { isInterleague, outcomeOf, type ClubGame } from './club-games'
import type { TeamCode } from './teams'

/** Won–lost–tied and runs over some of a club's games; 勝率 leaves ties out (conventions page). */
export type ClubRecord = {
  games: number
  wins: number
  losses: number
  ties: number
  runsScored: number
  runsAllowed: number
  winPct: number | null
}

/**
 * The record of a set of games.
 *
 * @example clubRecord([{ runs: 3, opponentRuns: 2 }, { runs: 1, opponentRuns: 4 }, { runs: 2, opponentRuns: 2 }])
 * // { games: 3, wins: 1, losses: 1, ties: 1, runsScored: 6, runsAllowed: 8, winPct: 0.5 }
 */
export function clubRecord(games: readonly Pick<ClubGame, 'runs' | 'opponentRuns'>[]): ClubRecord {
  const counts = { wins: 0, losses: 0, ties: 0 }
  let runsScored = 0
  let runsAllowed = 0
  for (const game of games) {
    const outcome = outcomeOf(game)
    counts[outcome === 'win' ? 'wins' : outcome === 'loss' ? 'losses' : 'ties']++
    runsScored += game.runs
    runsAllowed += game.opponentRuns
  }
  return { games: games.length, ...counts, runsScored, runsAllowed, winPct: winningPercentage(counts.wins, counts.losses) }
}

export type ClubSplits = { home: ClubRecord; road: ClubRecord; interleague: ClubRecord; oneRun: ClubRecord }

/**
 * Home and road (together the season), 交流戦 (games against the other league's clubs) and
 * one-run games (decided by a single run: a tie is never one).
 */
export function clubSplits(team: TeamCode, games: readonly ClubGame[]): ClubSplits {
  return {
    home: clubRecord(games.filter((game) => game.atHome)),
    road: clubRecord(games.filter((game) => !game.atHome)),
    interleague: clubRecord(games.filter((game) => isInterleague(team, game))),
    oneRun: clubRecord(games.filter((game) => Math.abs(game.runs - game.opponentRuns) === 1)),
  }
}
