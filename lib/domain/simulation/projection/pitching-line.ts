import { rate } from '@/lib/domain/stats/rate'
import type { AgeEffect } from './marcel'

/** A pitcher's season counts as the projection reads them; `bb` includes IBB. */
export type PitchingTotals = { g: number; gs: number; outs: number; bf: number; h: number; hr: number; bb: number; hbp: number; so: number; er: number }

/** The outcomes Marcel projects for pitchers, each a rate per batter faced; `outs` is outs recorded per BF. */
export const PITCHING_COMPONENTS = ['so', 'bb', 'hbp', 'hr', 'hit', 'er', 'outs'] as const
export type PitchingComponent = (typeof PITCHING_COMPONENTS)[number]

/** Strikeouts get better with youth; walks, hits, homers and earned runs worse (Marcel's reciprocal age factor). */
export const PITCHING_EFFECTS: Readonly<Record<PitchingComponent, AgeEffect>> = {
  so: 'good', bb: 'bad', hbp: 'bad', hr: 'bad', hit: 'bad', er: 'bad', outs: 'neutral',
}

export function pitchingComponents(t: PitchingTotals): Record<PitchingComponent, number> {
  return { so: t.so, bb: t.bb, hbp: t.hbp, hr: t.hr, hit: t.h - t.hr, er: t.er, outs: t.outs }
}

/** The four numbers the growth curve follows for a pitcher. */
export const PITCHING_METRICS = ['era', 'fip', 'k_pct', 'bb_pct'] as const
export type PitchingMetric = (typeof PITCHING_METRICS)[number]

/** ERA = ER·27/outs, FIP = (13·HR + 3·(BB + HBP) − 2·SO)·3/outs + C, K% and BB% over BF (conventions page). */
export function pitchingMetrics(t: PitchingTotals, fipConstant: number): Record<PitchingMetric, number | null> {
  const core = rate((13 * t.hr + 3 * (t.bb + t.hbp) - 2 * t.so) * 3, t.outs)
  return {
    era: rate(t.er * 27, t.outs),
    fip: core === null ? null : core + fipConstant,
    k_pct: rate(t.so, t.bf),
    bb_pct: rate(t.bb, t.bf),
  }
}

export type PitchingProjection = Omit<PitchingTotals, 'g' | 'gs'> & { whip: number | null } & Record<PitchingMetric, number | null>

/** The counts of `outs` outs at the projected rates (BF = outs ÷ outs per BF), and their rates. */
export function pitchingProjectionLine(rates: Readonly<Record<PitchingComponent, number>>, outs: number, fipConstant: number): PitchingProjection {
  const bf = rates.outs > 0 ? outs / rates.outs : 0
  const count = (key: PitchingComponent) => rates[key] * bf
  const totals = { outs, bf, h: count('hit') + count('hr'), hr: count('hr'), bb: count('bb'), hbp: count('hbp'), so: count('so'), er: count('er') }
  return { ...totals, whip: rate((totals.bb + totals.h) * 3, outs), ...pitchingMetrics({ ...totals, g: 0, gs: 0 }, fipConstant) }
}
