import { isStarter, marcelOuts } from './playing-time'
import { PITCHING_COMPONENTS, PITCHING_EFFECTS, PITCHING_METRICS, pitchingComponents, pitchingMetrics, pitchingProjectionLine, type PitchingComponent, type PitchingMetric, type PitchingTotals } from './pitching-line'
import type { RoleModel } from './role-model'

/** Marcel's pitcher regression: 134 IP of league average (Tango), in the 3/2/1 weights' units, as outs. */
export const PITCHER_REGRESSION_OUTS = 402

/**
 * The 134 IP as batters faced, at the league's outs per BF: our pitcher rates are per BF.
 *
 * @example pitcherRegressionBf(0.7) // 402 / 0.7 ≈ 574.3 BF
 */
export function pitcherRegressionBf(leagueOutsPerBf: number): number {
  return leagueOutsPerBf > 0 ? PITCHER_REGRESSION_OUTS / leagueOutsPerBf : PITCHER_REGRESSION_OUTS
}

/** Marcel for pitchers: 3/2/1, 134 IP, 0.5·IP + 0.1·IP + 60 (starter) / 25 (reliever); the curve on seasons of 30+ IP. */
export const PITCHING_MODEL: RoleModel<PitchingTotals, PitchingComponent, PitchingMetric> = {
  components: PITCHING_COMPONENTS,
  effects: PITCHING_EFFECTS,
  metrics: PITCHING_METRICS,
  weights: [3, 2, 1],
  opportunities: (season) => season.bf,
  sample: (season) => season.outs,
  counts: pitchingComponents,
  regression: (league) => pitcherRegressionBf(league.outs),
  playingTime: (last, before) => marcelOuts(last?.outs ?? 0, before?.outs ?? 0, isStarter((last ?? before)?.g ?? 0, (last ?? before)?.gs ?? 0)),
  metricsOf: (season, constants) => pitchingMetrics(season, constants.fipConstant),
  projectedMetrics: (rates, outs, constants) => {
    const line = pitchingProjectionLine(rates, outs, constants.fipConstant)
    return { era: line.era, fip: line.fip, k_pct: line.k_pct, bb_pct: line.bb_pct }
  },
  minSample: 90,
  qualified: 300,
  headline: 'era',
}
