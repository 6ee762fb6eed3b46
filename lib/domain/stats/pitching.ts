import { rate } from './rate'

/** A pitching line's counting stats. Innings are stored as outs; `bb` includes `ibb`. */
export type PitchingCounts = {
  outs: number
  bf: number
  h: number
  hr: number
  bb: number
  ibb: number
  hbp: number
  so: number
  r: number
  er: number
}

export type PitchingRates = {
  era: number | null
  whip: number | null
  k9: number | null
  bb9: number | null
  hr9: number | null
  kbb: number | null
  kPct: number | null
  bbPct: number | null
}

/**
 * Rates per the NPB conventions page (/work/shared/design/sabermetrics.md): ERA = ER×27/outs
 * (NPB has computed on outs since 1983), WHIP = (BB+H)×3/outs, K/9 = SO×27/outs (likewise BB/9,
 * HR/9), K/BB = SO/BB, K% = SO/BF, BB% = BB/BF. Every rate on outs is null at 0 outs, so a
 * pitcher who allowed runs without recording an out shows "-".
 *
 * @example pitchingRates({ outs: 540, er: 50, ... }).era // 50 × 27 / 540 = 2.5
 */
export function pitchingRates(c: PitchingCounts): PitchingRates {
  return {
    era: rate(c.er * 27, c.outs),
    whip: rate((c.bb + c.h) * 3, c.outs),
    k9: rate(c.so * 27, c.outs),
    bb9: rate(c.bb * 27, c.outs),
    hr9: rate(c.hr * 27, c.outs),
    kbb: rate(c.so, c.bb),
    kPct: rate(c.so, c.bf),
    bbPct: rate(c.bb, c.bf),
  }
}
