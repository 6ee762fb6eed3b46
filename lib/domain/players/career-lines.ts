import { battingRates, type BattingCounts } from '@/lib/domain/stats/batting'
import { pitchingRates, type PitchingCounts } from '@/lib/domain/stats/pitching'
import { rate } from '@/lib/domain/stats/rate'

export const BATTING_SUM_KEYS = ['g', 'pa', 'ab', 'r', 'h', 'doubles', 'triples', 'hr', 'tb', 'rbi', 'sb', 'cs', 'sh', 'sf', 'bb', 'ibb', 'hbp', 'so', 'gidp'] as const
export const PITCHING_SUM_KEYS = ['g', 'gs', 'w', 'l', 'sv', 'hld', 'hp', 'cg', 'sho', 'outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'r', 'er'] as const

type BattingSums = Record<(typeof BATTING_SUM_KEYS)[number], number>
type PitchingSums = Record<(typeof PITCHING_SUM_KEYS)[number], number>

export type BattingCareerLine = BattingSums & { woba: number | null; wraa: number | null; wrc: number | null; wrc_plus: number | null }
export type PitchingCareerLine = PitchingSums & { wp: number | null; bk: number | null; fip: number | null }

const sum = <Row>(rows: readonly Row[], value: (row: Row) => number) => rows.reduce((total, row) => total + value(row), 0)

/** A sum of a stat some lines lack (null): null as soon as one does, so a total never hides a gap. */
const sumKnown = <Row>(rows: readonly Row[], value: (row: Row) => number | null) =>
  rows.some((row) => value(row) === null) ? null : sum(rows, (row) => value(row) ?? 0)

const wobaDenominator = (c: Pick<BattingCounts, 'ab' | 'bb' | 'ibb' | 'sf' | 'hbp'>) => c.ab + c.bb - c.ibb + c.sf + c.hbp

/**
 * Lines added up — a season split by a trade, or a career. Counts are summed and the rates
 * computed again from the sums (conventions page). wOBA is the lines' wOBA weighted by their
 * denominators (AB + BB − IBB + SF + HBP), which is exactly the summed numerator over the summed
 * denominator even across seasons with other weights; wRAA and wRC add up. wRC+ is left out
 * (null): it rests on each season's league and park, which a sum cannot carry.
 */
export function combineBatting(lines: readonly BattingCareerLine[]) {
  const counts = Object.fromEntries(BATTING_SUM_KEYS.map((key) => [key, sum(lines, (line) => line[key])])) as BattingSums
  const rates = battingRates(counts)
  const weighted = lines.some((line) => line.woba === null && wobaDenominator(line) > 0) ? null : sum(lines, (line) => (line.woba ?? 0) * wobaDenominator(line))
  return {
    ...counts,
    avg: rates.avg, obp: rates.obp, slg: rates.slg, ops: rates.ops, iso: rates.iso, babip: rates.babip, k_pct: rates.kPct, bb_pct: rates.bbPct,
    woba: weighted === null ? null : rate(weighted, wobaDenominator(counts)),
    wraa: sumKnown(lines, (line) => line.wraa),
    wrc: sumKnown(lines, (line) => line.wrc),
    wrc_plus: lines.length === 1 ? (lines[0]?.wrc_plus ?? null) : null,
  }
}

/**
 * Pitching lines added up, rates computed again from the sums. FIP is the lines' FIP weighted by
 * their outs: each season's FIP is its core plus that season's constant, so the outs-weighted mean
 * is the summed core plus the outs-weighted constant — FanGraphs' career FIP.
 */
export function combinePitching(lines: readonly PitchingCareerLine[]) {
  const counts = Object.fromEntries(PITCHING_SUM_KEYS.map((key) => [key, sum(lines, (line) => line[key])])) as PitchingSums & PitchingCounts
  const rates = pitchingRates(counts)
  const fipOuts = lines.some((line) => line.fip === null && line.outs > 0) ? null : sum(lines, (line) => (line.fip ?? 0) * line.outs)
  return {
    ...counts,
    wp: sumKnown(lines, (line) => line.wp),
    bk: sumKnown(lines, (line) => line.bk),
    era: rates.era, whip: rates.whip, k9: rates.k9, bb9: rates.bb9, hr9: rates.hr9, kbb: rates.kbb, k_pct: rates.kPct, bb_pct: rates.bbPct,
    fip: fipOuts === null ? null : rate(fipOuts, counts.outs),
  }
}
