import { rate } from '@/lib/domain/stats/rate'

/** A league's runs and the outs its pitchers recorded (innings are stored as outs). */
export type LeagueRunTotals = { runs: number; outs: number }

/**
 * Runs per nine innings, RA9 = runs × 27 / outs (R/9 over IP = outs / 3). null without outs.
 *
 * @example runsPerNine({ runs: 6000, outs: 45000 }) // 6000 × 27 / 45000 = 3.6
 */
export function runsPerNine({ runs, outs }: LeagueRunTotals): number | null {
  return rate(runs * 27, outs)
}

/**
 * Runs per win, FanGraphs' form (FanGraphs Library, "Converting Runs to Wins"):
 * R/W = 9 × (lgR / lgIP) × 1.5 + 3, i.e. 1.5 × the league's runs per nine innings + 3.
 * The more runs a league scores, the more of them a win costs. null without outs.
 *
 * @example runsPerWin({ runs: 6000, outs: 45000 }) // 9 × 6000 / 15000 × 1.5 + 3 = 3.6 × 1.5 + 3 = 8.4
 */
export function runsPerWin(league: LeagueRunTotals): number | null {
  const ra9 = runsPerNine(league)
  return ra9 === null ? null : ra9 * 1.5 + 3
}
