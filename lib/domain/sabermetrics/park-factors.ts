/** Runs (both teams) and games of a home team at home and on the road. */
export type ParkRuns = { homeRuns: number; homeGames: number; roadRuns: number; roadGames: number }

/**
 * Run park factor PF = ((RS + RA) / G at home) / ((RS + RA) / G on the road), from the home
 * team's games (conventions page). 1 is neutral; null when either side has no games or the road
 * has no runs. Callers keep interleague games out (or per-league factors consistent) and
 * attribute 地方球場 games to the venue actually played.
 *
 * @example parkFactor({ homeRuns: 650, homeGames: 71, roadRuns: 560, roadGames: 72 }) // 9.1549 / 7.7778 = 1.1771
 */
export function parkFactor({ homeRuns, homeGames, roadRuns, roadGames }: ParkRuns): number | null {
  if (!(homeGames > 0) || !(roadGames > 0) || !(roadRuns > 0)) return null
  return homeRuns / homeGames / (roadRuns / roadGames)
}

/** Share of the deviation from 1 kept per years of data (index = years, capped at 5). */
const KEPT_BY_YEARS = [0, 0.6, 0.7, 0.8, 0.9, 0.95] as const

/**
 * Regresses a park factor toward 1 by years of data: keeps 0.6 of the deviation for 1 year,
 * 0.7 for 2, 0.8 for 3, 0.9 for 4 and 0.95 for 5 or more (conventions page). No data → 1.
 *
 * @example regressParkFactor(1.2, 1) // 1 + 0.2 × 0.6 = 1.12
 */
export function regressParkFactor(pf: number, years: number): number {
  const index = Math.min(Math.max(Math.floor(years), 0), KEPT_BY_YEARS.length - 1)
  return 1 + (pf - 1) * (KEPT_BY_YEARS[index] ?? 0)
}

/**
 * The factor applied to a season line: (PF + 1) / 2, since half the games are at home
 * (conventions page).
 *
 * @example appliedParkFactor(1.12) // 1.06
 */
export function appliedParkFactor(pf: number): number {
  return (pf + 1) / 2
}
