import { HIT_RESULTS, NON_AB_RESULTS, PA_RESULTS, STRIKEOUT_RESULTS } from '@/lib/domain/events'
import { battingRates, type BattingCounts, type BattingRates } from '@/lib/domain/stats/batting'
import { rate } from '@/lib/domain/stats/rate'
import type { PlaySide } from './play-filter-fields'

/**
 * What the finder adds up over the PAs it keeps: a count per PA result (indexed as PA_RESULTS),
 * RBI, and the sums of RE24, WPA and LI from the batting side with how many PAs had each (a PA
 * the read model could not value is left out of that sum, not counted as 0).
 */
export type PlayTally = {
  results: Int32Array
  rbi: number
  re24: number
  re24Pas: number
  wpa: number
  wpaPas: number
  li: number
  liPas: number
}

export const emptyTally = (): PlayTally => ({ results: new Int32Array(PA_RESULTS.length), rbi: 0, re24: 0, re24Pas: 0, wpa: 0, wpaPas: 0, li: 0, liPas: 0 })

/**
 * The batting line of a tally, classified as the season lines are (season-counts.ts): AB leaves
 * out BB IBB HBP SH SF INT, BB includes IBB, SO includes KWP.
 *
 * @example tallyCounts(tally of 1B, HR, BB, K) // { pa: 4, ab: 3, h: 2, hr: 1, bb: 1, so: 1, … }
 */
export function tallyCounts(results: Int32Array): BattingCounts {
  const c: BattingCounts = { pa: 0, ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sh: 0 }
  PA_RESULTS.forEach((result, index) => {
    const n = results[index] ?? 0
    if (n === 0) return
    c.pa += n
    if (!NON_AB_RESULTS.has(result)) c.ab += n
    if (HIT_RESULTS.has(result)) c.h += n
    if (result === '2B') c.doubles += n
    if (result === '3B') c.triples += n
    if (result === 'HR') c.hr += n
    if (result === 'BB' || result === 'IBB') c.bb += n
    if (result === 'IBB') c.ibb += n
    if (result === 'HBP') c.hbp += n
    if (STRIKEOUT_RESULTS.has(result)) c.so += n
    if (result === 'SF') c.sf += n
    if (result === 'SH') c.sh += n
  })
  return c
}

/**
 * The aggregate line of the kept PAs from the side's point of view: for a pitcher the line
 * against him, and RE24 and WPA with their sign turned (runs and wins saved). `li` is the mean
 * leverage of the PAs. Sums are null where no kept PA had a value.
 */
export type PlayLine = BattingCounts & Omit<BattingRates, 'tb'> & { tb: number; rbi: number; re24: number | null; wpa: number | null; li: number | null }

/**
 * @example playLine(tally of a 2-run HR (RE24 +1.9, WPA +.25) and a K (RE24 −.25, WPA −.03), 'pitching')
 *   // { pa: 2, ab: 2, h: 1, hr: 1, avg: .5, …, re24: −1.65, wpa: −.22 }
 */
export function playLine(tally: PlayTally, side: PlaySide): PlayLine {
  const counts = tallyCounts(tally.results)
  const sign = side === 'batting' ? 1 : -1
  return {
    ...counts,
    ...battingRates(counts),
    rbi: tally.rbi,
    // + 0: a pitcher's sum of nothing is 0, not −0.
    re24: tally.re24Pas === 0 ? null : sign * tally.re24 + 0,
    wpa: tally.wpaPas === 0 ? null : sign * tally.wpa + 0,
    li: rate(tally.li, tally.liPas),
  }
}
