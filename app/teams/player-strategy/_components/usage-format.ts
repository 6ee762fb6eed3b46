import { formatInnings } from '@/lib/domain/format/numbers'
import { roundHalfUp } from '@/lib/domain/format/round'
import { formatShares } from '@/lib/domain/format/shares'
import { rate } from '@/lib/domain/stats/rate'
import type { PitchingCounts } from '@/lib/schemas/player-strategy'

const DASH = '-'

/** Innings per start as a true decimal with two places (5.67 is 5 2/3), so it is not read as the .1/.2 of outs. */
export function averageInnings(outs: number, starts: number): string {
  const innings = rate(outs, starts * 3)
  return innings === null ? DASH : roundHalfUp(innings, 2).toFixed(2)
}

/** Pitches per start over the starts with a count; '-' where the source has none. */
export function averagePitches(counts: Pick<PitchingCounts, 'startPitches' | 'startsWithPitches'>): string {
  const pitches = rate(counts.startPitches, counts.startsWithPitches)
  return pitches === null ? DASH : roundHalfUp(pitches, 1).toFixed(1)
}

/** Total innings in the dense-table form (123.1 = 123 1/3). */
export function totalInnings(outs: number): string {
  return formatInnings(outs, 'decimal')
}

/** The starters' and the bullpen's shares of the club's innings, adding up to 100.0%. */
export function inningShares(counts: Pick<PitchingCounts, 'startOuts' | 'reliefOuts'>): { starters: string; bullpen: string } {
  const [starters = DASH, bullpen = DASH] = formatShares([counts.startOuts, counts.reliefOuts])
  return { starters, bullpen }
}

/** A count with its share of the row, as one string so the cell carries no React comment markers. */
export function countWithShare(count: number, share: string | undefined): string {
  return share === undefined || share === DASH ? String(count) : `${count}（${share}）`
}

/** Counts of a row with their shares of the row's total, which add up to 100.0%. */
export function countsWithShares(counts: readonly number[]): string[] {
  const shares = formatShares(counts)
  return counts.map((count, index) => countWithShare(count, shares[index]))
}
