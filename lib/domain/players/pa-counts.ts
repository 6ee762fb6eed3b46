import { HIT_RESULTS, NON_AB_RESULTS, STRIKEOUT_RESULTS, type PaResult } from '@/lib/domain/events'
import type { BattingCounts } from '@/lib/domain/stats/batting'

export const EMPTY_BATTING_COUNTS: Readonly<BattingCounts> = {
  pa: 0, ab: 0, h: 0, doubles: 0, triples: 0, hr: 0, bb: 0, ibb: 0, hbp: 0, so: 0, sf: 0, sh: 0,
}

/**
 * The batting line of a list of PA results, classified as the season lines are derived
 * (season-counts.ts): AB excludes BB IBB HBP SH SF INT, BB includes IBB, SO includes KWP.
 * For a pitcher the same line is the one against him (PA = batters faced).
 *
 * @example paCounts(['1B', 'BB', 'K']) // { pa: 3, ab: 2, h: 1, bb: 1, so: 1, ... }
 */
export function paCounts(results: Iterable<PaResult>): BattingCounts {
  const c = { ...EMPTY_BATTING_COUNTS }
  for (const result of results) {
    c.pa += 1
    if (!NON_AB_RESULTS.has(result)) c.ab += 1
    if (HIT_RESULTS.has(result)) c.h += 1
    if (result === '2B') c.doubles += 1
    if (result === '3B') c.triples += 1
    if (result === 'HR') c.hr += 1
    if (result === 'BB' || result === 'IBB') c.bb += 1
    if (result === 'IBB') c.ibb += 1
    if (result === 'HBP') c.hbp += 1
    if (STRIKEOUT_RESULTS.has(result)) c.so += 1
    if (result === 'SF') c.sf += 1
    if (result === 'SH') c.sh += 1
  }
  return c
}
