import type { WobaWeights } from '@/lib/domain/sabermetrics/woba'
import type { AgeEffect } from './marcel'

/** The league constants of one season a line's wOBA and FIP are computed with (league_constants, NPB scope). */
export type SeasonConstants = { woba: WobaWeights; fipConstant: number }

/**
 * What Marcel needs to know about one side of the game: its components and their age effects,
 * its season weights and regression, its playing-time rule, and how a line becomes the four
 * numbers the page follows. `T` is a season's counts, `K` the components, `M` the metrics.
 */
export type RoleModel<T, K extends string, M extends string> = {
  components: readonly K[]
  effects: Readonly<Record<K, AgeEffect>>
  metrics: readonly M[]
  /** Most recent season first. */
  weights: readonly number[]
  /** The rate denominator: PA for batters, BF for pitchers. */
  opportunities: (season: T) => number
  /** Playing time: PA for batters, outs for pitchers (the aging minimum and the band read it). */
  sample: (season: T) => number
  counts: (season: T) => Record<K, number>
  /** League-average opportunities added in regression, given the league's rates of the last season. */
  regression: (league: Readonly<Record<K, number>>) => number
  /** Projected playing time from the last two seasons (null where he did not play). */
  playingTime: (last: T | null, before: T | null) => number
  metricsOf: (season: T, constants: SeasonConstants) => Record<M, number | null>
  projectedMetrics: (rates: Readonly<Record<K, number>>, playingTime: number, constants: SeasonConstants) => Record<M, number | null>
  /** The aging curve's minimum playing time per season and the band's (100 PA / 90 outs). */
  minSample: number
  /** The backtest's threshold for its headline RMSE (300 PA / 300 outs = 100 IP). */
  qualified: number
  /** The headline metric of the backtest: wOBA for batters, ERA for pitchers. */
  headline: M
}
