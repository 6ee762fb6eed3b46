import type { PaTransition } from '@/lib/domain/events'
import { BASE_OUT_STATES, runnersOn } from './base-out-state'

/**
 * A small, symmetric, physically consistent PA sample for model tests: from every base-out state
 * `outs` outs (runners hold), `singles` singles (every runner moves up one base) and `homers`
 * home runs. Not real data — a fixture whose answers can be worked out by hand.
 */
export function toyTransitions({ outs = 7, singles = 2, homers = 1 } = {}): PaTransition[] {
  const list: PaTransition[] = []
  for (const { outs: before, bases } of BASE_OUT_STATES) {
    const from = { inning: 1, half: 'top' as const, outsBefore: before, basesBefore: bases }
    for (let i = 0; i < outs; i++) {
      const after = before + 1
      list.push({ ...from, outsAfter: after, basesAfter: after === 3 ? 0 : bases, runsOnPlay: 0, result: 'GO' })
    }
    for (let i = 0; i < singles; i++) {
      list.push({ ...from, outsAfter: before, basesAfter: ((bases << 1) & 7) | 1, runsOnPlay: (bases >> 2) & 1, result: '1B' })
    }
    for (let i = 0; i < homers; i++) {
      list.push({ ...from, outsAfter: before, basesAfter: 0, runsOnPlay: runnersOn(bases) + 1, result: 'HR' })
    }
  }
  return list
}
