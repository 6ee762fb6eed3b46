import type { ExplorerPer } from '@/lib/schemas/stats-explorer'

type Line = { player_id: string; qualified: boolean }

export type LineFilter<L> = {
  /** Only lines at the view's qualifying mark. */
  qualified: boolean
  /** PA (batters) or outs (pitchers) a line needs; null for none. */
  minimum: number | null
  /** A line's PA or outs. */
  measure: (line: L) => number
  /** The position or role filter; null keeps everyone. */
  role: ((line: L) => boolean) | null
}

/** The lines the view keeps: qualified (if asked), at the minimum sample, of the position asked. */
export function keepLines<L extends Line>(lines: readonly L[], filter: LineFilter<L>): L[] {
  return lines.filter(
    (line) =>
      (!filter.qualified || line.qualified) &&
      (filter.minimum === null || filter.measure(line) >= filter.minimum) &&
      (filter.role === null || filter.role(line)),
  )
}

export type Ranked<L> = { line: L; rank: number }

type Ranking<L> = { value: (line: L) => number | null; order: 'asc' | 'desc'; measure: (line: L) => number }

/**
 * Sorted by a column as the records pages sort (list-season-records.ts): lines without a value
 * last, equal values share a standard competition rank (1, 2, 2, 4), and among them the longer
 * line (PA, outs) comes first, then the player id, then the club.
 *
 * @example rankLines([a(.300), b(.310), c(.300)], desc) // b 1, a 2, c 2
 */
export function rankLines<L extends Line & { team: string }>(lines: readonly L[], { value, order, measure }: Ranking<L>): Ranked<L>[] {
  const sign = order === 'asc' ? 1 : -1
  const tieBroken = lines.map((line) => ({ line, v: value(line) })).sort(
    (a, b) =>
      compareValues(a.v, b.v, sign) ||
      measure(b.line) - measure(a.line) ||
      a.line.player_id.localeCompare(b.line.player_id) ||
      a.line.team.localeCompare(b.line.team),
  )
  let rank = 0
  return tieBroken.map((entry, index) => {
    const previous = tieBroken[index - 1]
    if (!previous || compareValues(previous.v, entry.v, sign) !== 0) rank = index + 1
    return { line: entry.line, rank }
  })
}

/** Nulls after every value (and equal to each other); values by the order's sign. */
function compareValues(a: number | null, b: number | null, sign: number): number {
  if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1
  return a === b ? 0 : sign * (a - b)
}

/**
 * One page of the view: 50 or 100 lines, or all of them; a page past the end is the last page.
 *
 * @example pageOf(rows120, '50', 9) // { page: 3, rows: rows120.slice(100, 120) }
 */
export function pageOf<T>(rows: readonly T[], per: ExplorerPer, page: number): { page: number; rows: T[] } {
  if (per === 'all') return { page: 1, rows: [...rows] }
  const size = Number(per)
  const last = Math.max(1, Math.ceil(rows.length / size))
  const shown = Math.min(Math.max(1, page), last)
  return { page: shown, rows: rows.slice((shown - 1) * size, shown * size) }
}
