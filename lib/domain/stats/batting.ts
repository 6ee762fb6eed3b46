import { rate } from './rate'

/** A batting line's counting stats. `bb` includes intentional walks (`ibb` is the part of it). */
export type BattingCounts = {
  pa: number
  ab: number
  h: number
  doubles: number
  triples: number
  hr: number
  bb: number
  ibb: number
  hbp: number
  so: number
  sf: number
  sh: number
}

export type BattingRates = {
  avg: number | null
  obp: number | null
  slg: number | null
  ops: number | null
  iso: number | null
  babip: number | null
  kPct: number | null
  bbPct: number | null
  tb: number
}

/**
 * Rate stats per the NPB conventions page (/work/shared/design/sabermetrics.md):
 * AVG = H/AB; OBP = (H+BB+HBP)/(AB+BB+HBP+SF) with BB including IBB; SLG = TB/AB;
 * OPS = OBP+SLG; ISO = SLG−AVG; BABIP = (H−HR)/(AB−SO−HR+SF); K% = SO/PA, BB% = BB/PA.
 * K% and BB% are fractions (0.2, not 20) — `formatPercent` adds the ×100.
 *
 * @example battingRates({ pa: 600, ab: 520, h: 156, ... }).avg // 0.3
 */
export function battingRates(c: BattingCounts): BattingRates {
  const tb = c.h + c.doubles + 2 * c.triples + 3 * c.hr
  const avg = rate(c.h, c.ab)
  const obp = rate(c.h + c.bb + c.hbp, c.ab + c.bb + c.hbp + c.sf)
  const slg = rate(tb, c.ab)
  return {
    avg,
    obp,
    slg,
    ops: obp === null || slg === null ? null : obp + slg,
    iso: slg === null || avg === null ? null : slg - avg,
    babip: rate(c.h - c.hr, c.ab - c.so - c.hr + c.sf),
    kPct: rate(c.so, c.pa),
    bbPct: rate(c.bb, c.pa),
    tb,
  }
}
