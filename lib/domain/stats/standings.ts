import { rate } from './rate'
import { compareRecords, type WinLoss } from './records'
import { breakTies, type StandingsTeam } from './tiebreakers'

export type { StandingsTeam } from './tiebreakers'

export type StandingsInput<T extends StandingsTeam = StandingsTeam> = {
  league: 'central' | 'pacific'
  teams: readonly T[]
  /** a's won–lost record against b (ties excluded). */
  headToHead: (a: string, b: string) => WinLoss
}

export type RankedTeam<T extends StandingsTeam = StandingsTeam> = T & {
  rank: number
  winningPercentage: number | null
  /** null for the leader, so the table shows "-" there and "0.0" for a team level on games. */
  gamesBehindLeader: number | null
  gamesBehindAbove: number | null
}

/**
 * 勝率 = W / (W + L), ties excluded (conventions page). null with no decisions, e.g. 0-0-5.
 *
 * @example winningPercentage(73, 52) // 0.584
 */
export function winningPercentage(wins: number, losses: number): number | null {
  return rate(wins, wins + losses)
}

/**
 * ゲーム差: games by which b trails a, ((W_a − W_b) + (L_b − L_a)) / 2 (conventions page). Rank
 * follows 勝率, not this, so a lower-ranked team can be 0 or a negative number of games behind.
 *
 * @example gamesBehind({ wins: 73, losses: 52 }, { wins: 77, losses: 56 }) // 0
 */
export function gamesBehind(a: WinLoss, b: WinLoss): number {
  return (a.wins - b.wins + (b.losses - a.losses)) / 2
}

/** 勝率 descending, compared exactly as fractions; teams with no decisions sort last. */
function compareWinningPercentage(a: WinLoss, b: WinLoss): number {
  const aEmpty = a.wins + a.losses === 0
  const bEmpty = b.wins + b.losses === 0
  if (aEmpty || bEmpty) return Number(aEmpty) - Number(bEmpty)
  return compareRecords(a, b)
}

/**
 * Ranks a league by 勝率, breaking exact ties with the league's tiebreakers (see tiebreakers.ts),
 * and adds ゲーム差 from the leader and from the team directly above.
 */
export function rankStandings<T extends StandingsTeam>(input: StandingsInput<T>): RankedTeam<T>[] {
  const sorted = [...input.teams].sort(compareWinningPercentage)
  const ordered: T[] = []
  let start = 0
  while (start < sorted.length) {
    let end = start + 1
    while (end < sorted.length && compareWinningPercentage(sorted[start] as T, sorted[end] as T) === 0) end++
    ordered.push(...breakTies(sorted.slice(start, end), input.league, input.headToHead))
    start = end
  }
  const leader = ordered[0]
  return ordered.map((team, index) => {
    const above = ordered[index - 1]
    return {
      ...team,
      rank: index + 1,
      winningPercentage: winningPercentage(team.wins, team.losses),
      gamesBehindLeader: leader === undefined || index === 0 ? null : gamesBehind(leader, team),
      gamesBehindAbove: above === undefined ? null : gamesBehind(above, team),
    }
  })
}
