import { emptyTally, type PlayTally } from './play-filter-aggregate'
import type { PlayBlock } from './play-filter-columns'
import type { PlayFilter } from './play-filter-fields'
import { playChecks, playPredicate, type PlayScope } from './play-filter-predicate'

/** A kept PA: its block (season) and its index there. */
export type PlayHit = { block: PlayBlock; index: number }

export type PlaySearch = { total: number; hits: PlayHit[]; tally: PlayTally }

/**
 * Every PA of the blocks the filter keeps, newest first (blocks given newest first, each walked
 * from its last PA): how many, their tally, and the `limit` of them after the first `offset` — one
 * pass, so a page of a ten-season search costs what the whole search does.
 */
export function searchPlays(blocks: readonly PlayBlock[], filter: PlayFilter, scope: PlayScope, { offset, limit }: { offset: number; limit: number }): PlaySearch {
  const tally = emptyTally()
  const hits: PlayHit[] = []
  let total = 0
  for (const block of blocks) {
    const checks = playChecks(block, filter, scope)
    if (checks === null) continue
    const keep = playPredicate(checks)
    const { result, rbi, re24, wpa, li } = block.columns
    for (let i = block.size - 1; i >= 0; i--) {
      if (!keep(i)) continue
      total += 1
      if (total > offset && hits.length < limit) hits.push({ block, index: i })
      const code = result[i] ?? 0
      tally.results[code] = (tally.results[code] ?? 0) + 1
      tally.rbi += rbi[i] ?? 0
      // NaN: the read model has no value for the PA; it stays out of that sum.
      const r = re24[i] ?? Number.NaN
      if (!Number.isNaN(r)) {
        tally.re24 += r
        tally.re24Pas += 1
      }
      const w = wpa[i] ?? Number.NaN
      if (!Number.isNaN(w)) {
        tally.wpa += w
        tally.wpaPas += 1
      }
      const l = li[i] ?? Number.NaN
      if (!Number.isNaN(l)) {
        tally.li += l
        tally.liPas += 1
      }
    }
  }
  return { total, hits, tally }
}
