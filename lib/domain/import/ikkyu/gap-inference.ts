import type { PaResult } from '@/lib/domain/events'
import type { BoxBatter } from './roster'
import { runnersOn } from '@/lib/domain/bases'

/** The box columns a PA result adds to (sacrifice flies are in none of them: the box's sac is bunts only). */
export type BoxCounts = { ab: number; hits: number; hr: number; bb: number; hbp: number; so: number; sac: number }

const ZERO: BoxCounts = { ab: 0, hits: 0, hr: 0, bb: 0, hbp: 0, so: 0, sac: 0 }

export function boxCountsOf(result: PaResult): BoxCounts {
  switch (result) {
    case '1B': case '2B': case '3B': return { ...ZERO, ab: 1, hits: 1 }
    case 'HR': return { ...ZERO, ab: 1, hits: 1, hr: 1 }
    case 'BB': case 'IBB': return { ...ZERO, bb: 1 }
    case 'HBP': return { ...ZERO, hbp: 1 }
    case 'K': case 'KWP': return { ...ZERO, ab: 1, so: 1 }
    case 'SH': return { ...ZERO, sac: 1 }
    case 'SF': case 'INT': return ZERO
    default: return { ...ZERO, ab: 1 }
  }
}

/** Each batter's box line less what the file's complete PAs account for: what his missing PAs did. */
export function boxRemainders(box: readonly BoxBatter[], known: readonly { batterId: string; result: PaResult }[]): Map<string, BoxCounts> {
  const left = new Map<string, BoxCounts>()
  for (const line of box) {
    if (!line.id) continue
    const had = left.get(line.id) ?? ZERO
    left.set(line.id, { ab: had.ab + line.ab, hits: had.hits + line.hits, hr: had.hr + line.hr, bb: had.bb + line.bb, hbp: had.hbp + line.hbp, so: had.so + line.so, sac: had.sac + line.sac })
  }
  for (const { batterId, result } of known) consume(left, batterId, result)
  return left
}

export function consume(left: Map<string, BoxCounts>, batterId: string, result: PaResult): void {
  const had = left.get(batterId)
  if (!had) return
  const used = boxCountsOf(result)
  left.set(batterId, { ab: had.ab - used.ab, hits: had.hits - used.hits, hr: had.hr - used.hr, bb: had.bb - used.bb, hbp: had.hbp - used.hbp, so: had.so - used.so, sac: had.sac - used.sac })
}

export type GapFacts = {
  /** Outs made between the cut and the next entry. */
  outs: number
  runs: number
  basesBefore: number
  basesAfter: number
  /** The fielding side has more errors in its box than the file's PAs show. */
  spareError: boolean
}

export type InferredResult = { result: PaResult; basis: string }

const HIT_BY_BASE: readonly PaResult[] = ['HR', '1B', '2B', '3B']

const lowestBase = (mask: number) => (mask & 1 ? 1 : mask & 2 ? 2 : mask & 4 ? 3 : 0)
/**
 * The result of a PA the file lost: 一球速報 cuts a PA where a runner moves and the scraped file
 * keeps only the part before the cut. The states either side give the outs, runs and bases; the
 * batter's box line, less his other PAs, says what kind of result it was. A hit is as long as the
 * base he stands on; an out the box cannot type is recorded as a ground out and says so.
 */
export function inferGapResult(facts: GapFacts, left: BoxCounts | undefined): InferredResult {
  const box = left ?? ZERO
  if (facts.outs >= 2) return { result: 'DP', basis: 'two outs in the missing play' }
  if (facts.outs === 1) {
    if (box.so > 0) return { result: 'K', basis: 'box: strikeout' }
    if (box.sac > 0) return { result: 'SH', basis: 'box: sacrifice bunt' }
    if (box.ab <= 0 && facts.runs > 0) return { result: 'SF', basis: 'box: out without an at-bat, run scored' }
    return { result: 'GO', basis: box.ab > 0 ? 'box: out in play, kind not recorded' : 'no box line left: out in play assumed' }
  }
  const batterScored = facts.basesAfter === 0 && facts.runs === runnersOn(facts.basesBefore) + 1
  if (box.hr > 0 && batterScored) return { result: 'HR', basis: 'box: home run' }
  if (box.bb > 0) return { result: 'BB', basis: 'box: walk' }
  if (box.hbp > 0) return { result: 'HBP', basis: 'box: hit by pitch' }
  if (box.hits > 0) return { result: HIT_BY_BASE[lowestBase(facts.basesAfter)] ?? '1B', basis: 'box: hit, length from the base he reached' }
  if (facts.spareError) return { result: 'ROE', basis: 'box: at-bat without a hit, an unplaced error' }
  return { result: 'FC', basis: box.ab > 0 ? 'box: at-bat without a hit' : 'no box line left: reached base' }
}
