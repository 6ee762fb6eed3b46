import { HIT_RESULTS, NON_AB_RESULTS, STRIKEOUT_RESULTS, type PaResult } from '@/lib/domain/events'
import { battingRates } from '@/lib/domain/stats/batting'

export type HeadToHeadLine = {
  pa: number
  ab: number
  h: number
  hr: number
  /** Walks including 申告敬遠, as every batting line on the site counts them. */
  bb: number
  hbp: number
  /** Strikeouts including 振り逃げ. */
  so: number
  avg: number | null
  obp: number | null
  slg: number | null
}

/**
 * The batter's line against the pitcher from the PAs they actually had, by the site's counting
 * rules (conventions page; lib/domain/stats/batting.ts): 申告敬遠, 犠打, 犠飛 and 打撃妨害 are not
 * at-bats, and OBP counts 犠飛 in its denominator.
 */
export function headToHeadLine(results: readonly PaResult[]): HeadToHeadLine {
  const count = (test: (result: PaResult) => boolean) => results.filter(test).length
  const counts = {
    pa: results.length,
    ab: count((result) => !NON_AB_RESULTS.has(result)),
    h: count((result) => HIT_RESULTS.has(result)),
    doubles: count((result) => result === '2B'),
    triples: count((result) => result === '3B'),
    hr: count((result) => result === 'HR'),
    bb: count((result) => result === 'BB' || result === 'IBB'),
    ibb: count((result) => result === 'IBB'),
    hbp: count((result) => result === 'HBP'),
    so: count((result) => STRIKEOUT_RESULTS.has(result)),
    sf: count((result) => result === 'SF'),
    sh: count((result) => result === 'SH'),
  }
  const { avg, obp, slg } = battingRates(counts)
  return { pa: counts.pa, ab: counts.ab, h: counts.h, hr: counts.hr, bb: counts.bb, hbp: counts.hbp, so: counts.so, avg, obp, slg }
}
