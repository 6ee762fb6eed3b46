import type { StatBattingLine, StatPitchingLine } from '@/lib/schemas/stat-lines'
import { battingRates } from './batting'
import { rate } from './rate'
import { battedBallRates, statPitchingRates } from './stat-line-rates'

const BATTING_COUNTS = [
  'pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'tb', 'rbi', 'sh', 'sf', 'bb', 'ibb', 'hbp', 'so', 'gidp', 'gb', 'ld', 'fb', 'pu',
] as const
const BATTING_VIEW_COUNTS = ['g', 'r', 'sb', 'cs'] as const
const PITCHING_COUNTS = ['outs', 'bf', 'ab', 'sf', 'sh', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'gb', 'ld', 'fb', 'pu'] as const
const PITCHING_VIEW_COUNTS = ['g', 'gs', 'w', 'l', 'sv', 'hld', 'hp', 'cg', 'sho', 'r', 'er'] as const

/** A sum that stays null if any part is null: a view either counts a stat for every line or for none. */
const sumOf = <T>(lines: readonly T[], pick: (line: T) => number | null): number | null =>
  lines.reduce<number | null>((total, line) => {
    const value = pick(line)
    return total === null || value === null ? null : total + value
  }, 0)
const total = <T>(lines: readonly T[], pick: (line: T) => number) => lines.reduce((sum, line) => sum + pick(line), 0)

/** Σ value × weight / Σ weight over the lines that have a value; null if none has. */
function weightedMean<T>(lines: readonly T[], value: (line: T) => number | null, weight: (line: T) => number): number | null {
  const valued = lines.flatMap((line) => {
    const v = value(line)
    return v === null ? [] : [{ v, w: weight(line) }]
  })
  return rate(total(valued, (x) => x.v * x.w), total(valued, (x) => x.w))
}

function byPlayer<T extends { player_id: string }>(lines: readonly T[]): T[][] {
  const groups = new Map<string, T[]>()
  for (const line of lines) groups.set(line.player_id, [...(groups.get(line.player_id) ?? []), line])
  return [...groups.values()]
}

/** The identity of a player's latest line: lines come in season order, so his club is the last one's. */
function latest<T>(lines: readonly T[]): T {
  const last = lines[lines.length - 1]
  if (last === undefined) throw new Error('a player group has lines')
  return last
}

/**
 * One line per player over a range of seasons, from his per-season (and per-club) lines in
 * season order. Counts are summed; AVG … BB % are recomputed from the sums; wOBA is each season's
 * wOBA weighted by its denominator (AB + BB − IBB + SF + HBP), so every season keeps its own
 * weights; wRAA and wRC are summed; wRC+ is the PA-weighted mean of the seasons'.
 */
export function combineBattingLines(lines: readonly StatBattingLine[]): StatBattingLine[] {
  return byPlayer(lines).map((group) => {
    const counts = Object.fromEntries(BATTING_COUNTS.map((key) => [key, total(group, (line) => line[key])])) as Record<(typeof BATTING_COUNTS)[number], number>
    const viewCounts = Object.fromEntries(BATTING_VIEW_COUNTS.map((key) => [key, sumOf(group, (line) => line[key])])) as Record<(typeof BATTING_VIEW_COUNTS)[number], number | null>
    const rates = battingRates(counts)
    const wobaBase = (line: StatBattingLine) => line.ab + line.bb - line.ibb + line.sf + line.hbp
    return {
      ...latest(group), ...counts, ...viewCounts,
      avg: rates.avg, obp: rates.obp, slg: rates.slg, ops: rates.ops, iso: rates.iso, babip: rates.babip, k_pct: rates.kPct, bb_pct: rates.bbPct,
      woba: weightedMean(group, (line) => line.woba, wobaBase),
      wraa: group.every((line) => line.wraa === null) ? null : total(group, (line) => line.wraa ?? 0),
      wrc: group.every((line) => line.wrc === null) ? null : total(group, (line) => line.wrc ?? 0),
      wrc_plus: weightedMean(group, (line) => line.wrc_plus, (line) => line.pa),
      ...battedBallRates(counts),
      qualified: false,
    }
  })
}

/**
 * One line per player over a range of seasons (see combineBattingLines). ERA … BABIP are
 * recomputed from the summed counts; FIP is the seasons' FIP weighted by outs (each season's
 * constant kept).
 */
export function combinePitchingLines(lines: readonly StatPitchingLine[]): StatPitchingLine[] {
  return byPlayer(lines).map((group) => {
    const counts = Object.fromEntries(PITCHING_COUNTS.map((key) => [key, total(group, (line) => line[key])])) as Record<(typeof PITCHING_COUNTS)[number], number>
    const viewCounts = Object.fromEntries(PITCHING_VIEW_COUNTS.map((key) => [key, sumOf(group, (line) => line[key])])) as Record<(typeof PITCHING_VIEW_COUNTS)[number], number | null>
    const rates = statPitchingRates({ ...counts, er: viewCounts.er }, null)
    return {
      ...latest(group), ...counts, ...viewCounts, ...rates,
      fip: weightedMean(group, (line) => line.fip, (line) => line.outs),
      qualified: false,
    }
  })
}
