import type { WobaWeights } from '@/lib/domain/sabermetrics/woba'
import { rate } from '@/lib/domain/stats/rate'
import type { AgeEffect } from './marcel'

/** A batter's season counts as the projection reads them; `bb` includes `ibb`, as everywhere in our lines. */
export type BattingTotals = { pa: number; ab: number; h: number; doubles: number; triples: number; hr: number; bb: number; ibb: number; hbp: number; sf: number; sh: number; so: number }

/** The PA outcomes Marcel projects for batters, each a rate per PA (the rest of the PA are outs in play). */
export const BATTING_COMPONENTS = ['single', 'double', 'triple', 'hr', 'ubb', 'ibb', 'hbp', 'so', 'sf', 'sh'] as const
export type BattingComponent = (typeof BATTING_COMPONENTS)[number]

/** Hits and walks get better with youth, strikeouts worse; sacrifices are the manager's, not age's. */
export const BATTING_EFFECTS: Readonly<Record<BattingComponent, AgeEffect>> = {
  single: 'good', double: 'good', triple: 'good', hr: 'good', ubb: 'good', ibb: 'good', hbp: 'good', so: 'bad', sf: 'neutral', sh: 'neutral',
}

export function battingComponents(t: BattingTotals): Record<BattingComponent, number> {
  return {
    single: t.h - t.doubles - t.triples - t.hr, double: t.doubles, triple: t.triples, hr: t.hr,
    ubb: t.bb - t.ibb, ibb: t.ibb, hbp: t.hbp, so: t.so, sf: t.sf, sh: t.sh,
  }
}

/** The four numbers the growth curve follows for a batter. */
export const BATTING_METRICS = ['woba', 'iso', 'k_pct', 'bb_pct'] as const
export type BattingMetric = (typeof BATTING_METRICS)[number]

/**
 * wOBA (FanGraphs form), ISO = (2B + 2·3B + 3·HR) / AB, K% and BB% over PA (BB with IBB; conventions
 * page) from a season's counts; null where a denominator is empty.
 */
export function battingMetrics(t: BattingTotals, weights: WobaWeights): Record<BattingMetric, number | null> {
  const singles = t.h - t.doubles - t.triples - t.hr
  const wobaSum = weights.wBB * (t.bb - t.ibb) + weights.wHBP * t.hbp + weights.w1B * singles + weights.w2B * t.doubles + weights.w3B * t.triples + weights.wHR * t.hr
  return {
    woba: rate(wobaSum, t.ab + t.bb - t.ibb + t.sf + t.hbp),
    iso: rate(t.doubles + 2 * t.triples + 3 * t.hr, t.ab),
    k_pct: rate(t.so, t.pa),
    bb_pct: rate(t.bb, t.pa),
  }
}

/** A projected line: counts (not rounded: the display rounds) and rates. */
export type BattingProjection = BattingTotals & { avg: number | null; obp: number | null; slg: number | null } & Record<BattingMetric, number | null>

/** The counts of `pa` plate appearances at the projected rates, and their rates. */
export function battingProjectionLine(rates: Readonly<Record<BattingComponent, number>>, pa: number, weights: WobaWeights): BattingProjection {
  const count = (key: BattingComponent) => rates[key] * pa
  const h = count('single') + count('double') + count('triple') + count('hr')
  const bb = count('ubb') + count('ibb')
  const totals: BattingTotals = {
    pa, h, bb, doubles: count('double'), triples: count('triple'), hr: count('hr'), ibb: count('ibb'), hbp: count('hbp'), sf: count('sf'), sh: count('sh'), so: count('so'),
    ab: pa - bb - count('hbp') - count('sf') - count('sh'),
  }
  const tb = h + totals.doubles + 2 * totals.triples + 3 * totals.hr
  return {
    ...totals,
    avg: rate(h, totals.ab),
    obp: rate(h + bb + totals.hbp, totals.ab + bb + totals.hbp + totals.sf),
    slg: rate(tb, totals.ab),
    ...battingMetrics(totals, weights),
  }
}
