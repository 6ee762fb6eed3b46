import { woba, wraa, wrcPlus } from '@/lib/domain/sabermetrics/woba'
import { battingRates, type BattingCounts } from '@/lib/domain/stats/batting'
import type { LeagueContext } from '@/lib/domain/stats/stat-line-rates'

/** The counting line of the PAs batted from one position (by one club, or by all). */
export type PositionCounts = BattingCounts

export type PositionBattingFigures = {
  avg: number | null
  obp: number | null
  slg: number | null
  ops: number | null
  woba: number | null
  /** Runs above an average hitter over these PAs. */
  wraa: number | null
  wrcPlus: number | null
}

/**
 * A club's line at one position with the season's rates and run stats, measured against its own
 * league and park as the season lines are (player-rates.ts): wOBA, wRAA = (wOBA − lgwOBA) / scale × PA,
 * wRC+ with the club's applied park factor. Without league constants the run stats are null.
 *
 * @example positionBattingFigures({ pa: 600, … woba .400 }, { leagueWoba: .313, scale: 1.251, … }, 1).wraa // (.400 − .313) / 1.251 × 600 ≈ 41.7
 */
export function positionBattingFigures(counts: PositionCounts, league: LeagueContext | null, parkFactor: number): PositionBattingFigures {
  const rates = battingRates(counts)
  const value = league ? woba(counts, league) : null
  const line = value === null || !league ? null : { woba: value, leagueWoba: league.leagueWoba, scale: league.scale, pa: counts.pa }
  return {
    avg: rates.avg,
    obp: rates.obp,
    slg: rates.slg,
    ops: rates.ops,
    woba: value,
    wraa: line ? wraa(line) : null,
    wrcPlus: line && league ? wrcPlus({ ...line, leagueRunsPerPa: league.runsPerPa, parkFactor }) : null,
  }
}

const COUNT_KEYS = ['pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'bb', 'ibb', 'hbp', 'so', 'sf', 'sh'] as const satisfies readonly (keyof PositionCounts)[]

export const ZERO_COUNTS: PositionCounts = { pa: 0, ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sh: 0 }

/** The sum of counting lines, key by key. */
export function addCounts(lines: readonly PositionCounts[]): PositionCounts {
  const total = { ...ZERO_COUNTS }
  for (const line of lines) for (const key of COUNT_KEYS) total[key] += line[key]
  return total
}

/**
 * Every club's line at one position as one: counts summed and rates recomputed from the sums;
 * wRAA summed (each club's is measured against its own league); wRC+ the clubs' wRC+ weighted by
 * PA, since the two leagues' run environments differ and one league's constants would misjudge
 * the other's hitters. The run stats are null when no club has them.
 *
 * @example combinePositionLines([{ counts: 600 PA, wraa: 10, wrcPlus: 120 }, { counts: 200 PA, wraa: −5, wrcPlus: 80 }]) // wraa 5, wrcPlus (120·600 + 80·200) / 800 = 110
 */
export function combinePositionLines(lines: readonly { counts: PositionCounts; wraa: number | null; wrcPlus: number | null }[]): { counts: PositionCounts } & PositionBattingFigures {
  const counts = addCounts(lines.map((line) => line.counts))
  const rates = battingRates(counts)
  const valued = lines.filter((line) => line.wraa !== null)
  const weighted = lines.flatMap((line) => (line.wrcPlus === null || line.counts.pa === 0 ? [] : [{ pa: line.counts.pa, value: line.wrcPlus }]))
  const weight = weighted.reduce((sum, line) => sum + line.pa, 0)
  return {
    counts,
    avg: rates.avg,
    obp: rates.obp,
    slg: rates.slg,
    ops: rates.ops,
    // wOBA mixes two leagues' weights; the combined line does not print one.
    woba: null,
    wraa: valued.length === 0 ? null : valued.reduce((sum, line) => sum + (line.wraa ?? 0), 0),
    wrcPlus: weight === 0 ? null : weighted.reduce((sum, line) => sum + line.value * line.pa, 0) / weight,
  }
}
