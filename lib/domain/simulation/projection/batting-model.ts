import { BATTING_COMPONENTS, BATTING_EFFECTS, BATTING_METRICS, battingComponents, battingMetrics, battingProjectionLine, type BattingComponent, type BattingMetric, type BattingTotals } from './batting-line'
import { marcelPlateAppearances } from './playing-time'
import type { RoleModel } from './role-model'

/** Marcel's batter regression: 1200 PA of league average, in the 5/4/3 weights' units (Tango). */
export const BATTER_REGRESSION_PA = 1200

/** Marcel for batters: 5/4/3, 1200 PA, 0.5·PA + 0.1·PA + 200; the curve on seasons of 100+ PA. */
export const BATTING_MODEL: RoleModel<BattingTotals, BattingComponent, BattingMetric> = {
  components: BATTING_COMPONENTS,
  effects: BATTING_EFFECTS,
  metrics: BATTING_METRICS,
  weights: [5, 4, 3],
  opportunities: (season) => season.pa,
  sample: (season) => season.pa,
  counts: battingComponents,
  regression: () => BATTER_REGRESSION_PA,
  playingTime: (last, before) => marcelPlateAppearances(last?.pa ?? 0, before?.pa ?? 0),
  metricsOf: (season, constants) => battingMetrics(season, constants.woba),
  projectedMetrics: (rates, pa, constants) => {
    const line = battingProjectionLine(rates, pa, constants.woba)
    return { woba: line.woba, iso: line.iso, k_pct: line.k_pct, bb_pct: line.bb_pct }
  },
  minSample: 100,
  qualified: 300,
  headline: 'woba',
}
