import type { TeamCode } from '@/lib/domain/teams/teams'
import type { LeagueScope } from './league-scope'
import { addRunEnvironmentCounts, EMPTY_RUN_ENVIRONMENT_COUNTS, runEnvironment, type RunEnvironment, type RunEnvironmentCounts } from './score-run-environment'
import { clubInScope } from './score-scope'

/** One club's counts in one calendar month of a season (the month its games were played). */
export type ClubMonthCounts = RunEnvironmentCounts & { month: number; team: TeamCode }

export type MonthRunEnvironment = RunEnvironment & { month: number }

/** A scope's months as played, oldest first, and the season they add up to. */
export type MonthlyRunEnvironment = { months: MonthRunEnvironment[]; total: RunEnvironment }

/**
 * A scope's run environment month by month: its clubs' counts added up per month (clubInScope),
 * then the rates of each month and of the whole season. A month without games is left out.
 *
 * @example monthlyRunEnvironment([{ month: 4, team: 'g', runs: 90, clubGames: 24, … }, { month: 4, team: 'h', runs: 100, clubGames: 25, … }], 'npb').months[0].runsPerGame // 190 / 49
 */
export function monthlyRunEnvironment(rows: readonly ClubMonthCounts[], scope: LeagueScope): MonthlyRunEnvironment {
  const inScope = clubInScope(scope)
  const byMonth = new Map<number, RunEnvironmentCounts>()
  let total: RunEnvironmentCounts = { ...EMPTY_RUN_ENVIRONMENT_COUNTS }
  for (const row of rows) {
    if (!inScope(row.team)) continue
    byMonth.set(row.month, addRunEnvironmentCounts(byMonth.get(row.month) ?? EMPTY_RUN_ENVIRONMENT_COUNTS, row))
    total = addRunEnvironmentCounts(total, row)
  }
  const months = [...byMonth].sort(([a], [b]) => a - b).map(([month, counts]) => ({ month, ...runEnvironment(counts) }))
  return { months, total: runEnvironment(total) }
}
