import { rate } from '@/lib/domain/stats/rate'

/** League pitching totals the FIP constant is fitted on. `bb` includes IBB. */
export type FipLeagueTotals = { er: number; hr: number; bb: number; hbp: number; so: number; outs: number }

function fipCore({ hr, bb, hbp, so, outs }: Omit<FipLeagueTotals, 'er'>): number | null {
  return rate((13 * hr + 3 * (bb + hbp) - 2 * so) * 3, outs)
}

/**
 * FIP constant C = lgERA − (13·lgHR + 3·(lgBB + lgHBP) − 2·lgSO) × 3 / lgOuts — ERA-scaled as
 * FanGraphs does, so league FIP equals league ERA (conventions page). 1.02 scales to RA9
 * instead, so its constants (NPB 2024 3.088) run higher than ours. null without outs.
 *
 * @example fipConstant({ er: 2800, hr: 600, bb: 2500, hbp: 300, so: 6000, outs: 23100 }) // 3.2727 − 0.5455 = 2.7273
 */
export function fipConstant(league: FipLeagueTotals): number | null {
  const era = rate(league.er * 27, league.outs)
  const core = fipCore(league)
  return era === null || core === null ? null : era - core
}

/**
 * FIP = (13·HR + 3·(BB + HBP) − 2·SO) × 3 / outs + C, BB including IBB (Tango's Fielding
 * Independent Pitching, FanGraphs form; conventions page). null without outs.
 *
 * @example fip({ hr: 15, bb: 40, hbp: 5, so: 180, outs: 540, constant: 2.7273 }) // −0.1667 + 2.7273 = 2.5606
 */
export function fip({ hr, bb, hbp, so, outs, constant }: Omit<FipLeagueTotals, 'er'> & { constant: number }): number | null {
  const core = fipCore({ hr, bb, hbp, so, outs })
  return core === null ? null : core + constant
}
