import { battingRates, type BattingCounts } from '@/lib/domain/stats/batting'
import { EMPTY_BATTING_COUNTS } from '@/lib/domain/players/pa-counts'
import { rate } from '@/lib/domain/stats/rate'

/**
 * Some club-games' runs and batting counts. `paClubGames`: the club-games with plate appearances
 * in the data (a line-score-only game has runs but no PA), the denominator of HR per game.
 */
export type RunEnvironmentCounts = BattingCounts & { clubGames: number; runs: number; paClubGames: number }

/** The counts and the run environment's rates. */
export type RunEnvironment = RunEnvironmentCounts & {
  runsPerGame: number | null
  hrPerGame: number | null
  avg: number | null
  kPct: number | null
  bbPct: number | null
}

export const EMPTY_RUN_ENVIRONMENT_COUNTS: Readonly<RunEnvironmentCounts> = { ...EMPTY_BATTING_COUNTS, clubGames: 0, runs: 0, paClubGames: 0 }

/** Every count, so that adding two sets misses none (the test checks the list against the type's empty value). */
export const RUN_ENVIRONMENT_KEYS = [
  'clubGames', 'runs', 'paClubGames', 'pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'bb', 'ibb', 'hbp', 'so', 'sf', 'sh',
] as const satisfies readonly (keyof RunEnvironmentCounts)[]

/** Two sets of counts together (months into a season, leagues into NPB). */
export function addRunEnvironmentCounts(a: Readonly<RunEnvironmentCounts>, b: Readonly<RunEnvironmentCounts>): RunEnvironmentCounts {
  const sum = { ...EMPTY_RUN_ENVIRONMENT_COUNTS }
  for (const key of RUN_ENVIRONMENT_KEYS) sum[key] = a[key] + b[key]
  return sum
}

/**
 * Runs and HR per club-game, AVG, K% and BB%, defined as the season-average page defines them
 * (list-season-averages.ts, sabermetrics.md): runs and HR over the clubs' games (both clubs of a
 * game count), AVG = H/AB, K% = SO/PA, BB% = BB/PA with intentional walks in BB.
 *
 * @example runEnvironment({ clubGames: 24, runs: 86, paClubGames: 24, pa: 912, ab: 810, h: 201, hr: 18, bb: 78, so: 180, … })
 *   // runsPerGame 86 / 24 = 3.583…, hrPerGame 18 / 24 = 0.75, avg 201 / 810 = .248, kPct 180 / 912 = 19.7 %, bbPct 78 / 912 = 8.6 %
 */
export function runEnvironment(counts: Readonly<RunEnvironmentCounts>): RunEnvironment {
  const rates = battingRates(counts)
  return {
    ...counts,
    runsPerGame: rate(counts.runs, counts.clubGames),
    hrPerGame: rate(counts.hr, counts.paClubGames),
    avg: rates.avg,
    kPct: rates.kPct,
    bbPct: rates.bbPct,
  }
}

