import { fipConstant, type FipLeagueTotals } from './fip'

/** League pitching totals with runs allowed (earned or not) in place of earned runs. `bb` includes IBB. */
export type FipRa9Totals = Omit<FipLeagueTotals, 'er'> & { runs: number }

/**
 * FIP constant scaled to RA9, as DELTA's 1.02 publishes it for NPB: C = lgRA9 − (13·lgHR +
 * 3·(lgBB + lgHBP) − 2·lgSO) × 3 / lgOuts, so league FIP equals league runs allowed per nine.
 * Ours (fipConstant) is ERA-scaled; this one is higher by lgRA9 − lgERA. null without outs.
 *
 * @example fipConstantRa9({ runs: 3000, hr: 600, bb: 2500, hbp: 300, so: 6000, outs: 23100 }) // 3.5065 − 0.5455 = 2.9610
 */
export function fipConstantRa9({ runs, ...league }: FipRa9Totals): number | null {
  // The formula is the ERA-scaled one with every run counted: lgRA9 = runs × 27 / outs.
  return fipConstant({ ...league, er: runs })
}

/**
 * NPB-wide RA9-scaled FIP constants published by 1.02 (DELTA) for real NPB seasons, shown beside
 * ours for comparison only (conventions page). On the simulated league they are a reference, not a check.
 */
export const PUBLISHED_RA9_FIP_CONSTANTS: Readonly<Record<number, number>> = { 2024: 3.088, 2025: 3.053 }

/** 1.02's published NPB-wide constant for a season, or null where we have none. */
export const publishedRa9FipConstant = (season: number): number | null => PUBLISHED_RA9_FIP_CONSTANTS[season] ?? null
