import { parkFactor, regressParkFactor } from './park-factors'

/** What a venue factor is measured for: runs (both teams), and the batting events of both teams. */
export const VENUE_METRICS = ['runs', 'hr', 'h', '2b', '3b', 'so', 'bb'] as const
export type VenueMetric = (typeof VENUE_METRICS)[number]

/**
 * A season sample with fewer home games at a venue than this is shown as 参考 (small sample): 地方球場
 * host one to a few games, where one slugfest moves the factor by tenths. It is also the games a
 * season needs to count as a year of data for the regression.
 */
export const SMALL_SAMPLE_GAMES = 10

/**
 * An event factor (HR, H, 2B, 3B, SO, BB) is given only when both the home and the road games hold
 * at least this many of the event; below it the ratio is mostly noise (a Poisson count of 20 has a
 * standard error of 22 %). The run factor is always given, and flagged by SMALL_SAMPLE_GAMES.
 */
export const MIN_EVENTS = 20

/** Games and event counts of one side (home at a venue, or a club's road games). */
export type VenueTotals = {
  games: number
  /** Games with plate-appearance rows: the denominator of the event metrics (line-score-only games have runs alone). */
  paGames: number
  counts: Readonly<Record<VenueMetric, number>>
}

/** The games a metric's rate is taken over: runs come from every game, events from games with PA rows. */
export const gamesFor = (totals: VenueTotals, metric: VenueMetric) => (metric === 'runs' ? totals.games : totals.paGames)

export const isSmallSample = (homeGames: number) => homeGames < SMALL_SAMPLE_GAMES

/**
 * One metric's factor at a venue: (count per game at home) ÷ (count per game on the home club's
 * road games), the conventions page's run PF applied to each event. Null when a side has no games
 * or no events, or, for the event metrics, when either side has fewer than MIN_EVENTS.
 *
 * @example venueFactor({ games: 60, paGames: 60, counts: { hr: 120, … } }, { games: 62, paGames: 62, counts: { hr: 100, … } }, 'hr') // (120 / 60) / (100 / 62) = 1.24
 */
export function venueFactor(home: VenueTotals, road: VenueTotals, metric: VenueMetric): number | null {
  const homeCount = home.counts[metric]
  const roadCount = road.counts[metric]
  if (metric !== 'runs' && (homeCount < MIN_EVENTS || roadCount < MIN_EVENTS)) return null
  return parkFactor({ homeRuns: homeCount, homeGames: gamesFor(home, metric), roadRuns: roadCount, roadGames: gamesFor(road, metric) })
}

/**
 * Years of data for the regression toward 1: the seasons in the pool with at least
 * SMALL_SAMPLE_GAMES home games at the venue, at least 1 when there is any game. A 地方球場 with a
 * game a year for five years is one thin sample, not five years of one.
 *
 * @example regressionYears([63, 62, 2]) // 2
 * @example regressionYears([1, 2]) // 1
 */
export function regressionYears(homeGamesBySeason: readonly number[]): number {
  if (!homeGamesBySeason.some((games) => games > 0)) return 0
  return Math.max(1, homeGamesBySeason.filter((games) => games >= SMALL_SAMPLE_GAMES).length)
}

/** Sums sides season by season (the pool of up to five seasons). */
export function poolTotals(sides: readonly VenueTotals[]): VenueTotals {
  const counts = Object.fromEntries(VENUE_METRICS.map((metric) => [metric, sides.reduce((sum, side) => sum + side.counts[metric], 0)])) as Record<VenueMetric, number>
  return { games: sides.reduce((sum, side) => sum + side.games, 0), paGames: sides.reduce((sum, side) => sum + side.paGames, 0), counts }
}

/**
 * The multi-year factor: the pooled seasons' factor regressed toward 1 by years of data (1 year
 * keeps 0.6 of the deviation … 5+ keep 0.95, conventions page).
 *
 * @example multiYearFactor(pooled PF 1.2, years 3) // 1 + 0.2 × 0.8 = 1.16
 */
export function multiYearFactor(home: VenueTotals, road: VenueTotals, metric: VenueMetric, years: number): number | null {
  const pooled = venueFactor(home, road, metric)
  return pooled === null ? null : regressParkFactor(pooled, years)
}
