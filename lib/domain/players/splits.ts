import { battingRates, type BattingCounts, type BattingRates } from '@/lib/domain/stats/batting'
import { paCounts } from './pa-counts'
import {
  compareKeys,
  SPLIT_AXES,
  SPLIT_AXIS_ORDER,
  UNKNOWN_KEY,
  UNKNOWN_LABEL,
  type AxisDefinition,
  type SplitAxis,
  type SplitPa,
  type SplitSide,
} from './split-axes'

export type SplitLine = { counts: BattingCounts; rates: BattingRates }

/**
 * One row of an axis. `sums`: the row is part of the axis's partition (the summing rows add up
 * to the season line); a sub-row (得点圏, 満塁, 2ストライク, フルカウント) overlaps them and does not.
 */
export type SplitRow = SplitLine & { key: string; label: string; sums: boolean; parent: string | null }

/** `rows` is null when the source lacks the axis's fact for every PA (no counts, no LI). */
export type SplitAxisTable = { axis: SplitAxis; label: string; rows: SplitRow[] | null }

export type SplitTable = { side: SplitSide; total: SplitLine; axes: SplitAxisTable[] }

function lineOf(pas: readonly SplitPa[]): SplitLine {
  const counts = paCounts(pas.map((pa) => pa.result))
  return { counts, rates: battingRates(counts) }
}

function groupBy(pas: readonly SplitPa[], key: (pa: SplitPa) => string | null): Map<string, SplitPa[]> {
  const groups = new Map<string, SplitPa[]>()
  for (const pa of pas) {
    const k = key(pa) ?? UNKNOWN_KEY
    const group = groups.get(k)
    if (group) group.push(pa)
    else groups.set(k, [pa])
  }
  return groups
}

function axisRows(definition: AxisDefinition, pas: readonly SplitPa[], side: SplitSide): SplitRow[] {
  const groups = groupBy(pas, (pa) => definition.classify(pa, side))
  const partition = (key: string, label: string): SplitRow => ({ key, label, sums: true, parent: null, ...lineOf(groups.get(key) ?? []) })
  const rows = definition.rows
    ? definition.rows(side).map(({ key, label }) => partition(key, label))
    : [...groups.keys()]
        .filter((key) => key !== UNKNOWN_KEY)
        .sort(compareKeys(definition.order ?? 'volume', new Map([...groups].map(([key, group]) => [key, group.length]))))
        .map((key) => partition(key, definition.labelOf?.(key) ?? key))
  // A value outside the fixed rows (a 4th out, a 10th spot) still counts: the axis must sum.
  const fixed = new Set(rows.map((row) => row.key))
  for (const key of groups.keys()) {
    if (key !== UNKNOWN_KEY && !fixed.has(key)) rows.push(partition(key, definition.labelOf?.(key) ?? key))
  }
  if (groups.has(UNKNOWN_KEY)) rows.push(partition(UNKNOWN_KEY, UNKNOWN_LABEL))
  for (const sub of definition.subRows ?? []) {
    const row: SplitRow = { key: sub.key, label: sub.label, sums: false, parent: sub.parent, ...lineOf(pas.filter(sub.has)) }
    const parentAt = rows.findIndex((r) => r.key === sub.parent)
    const lastChild = rows.findLastIndex((r) => r.parent === sub.parent && !r.sums)
    // Sub-rows follow their parent row; one that cuts across the partition goes last.
    if (sub.parent !== null && parentAt !== -1) rows.splice(Math.max(parentAt, lastChild) + 1, 0, row)
    else rows.push(row)
  }
  return rows
}

/**
 * A player's situational splits from his PAs of one season: for each axis, rows whose summing
 * part partitions the PAs — so each axis adds up to the season line — plus overlapping sub-rows.
 * Rates are `battingRates` (for a pitcher, the line against him).
 */
export function playerSplits(pas: readonly SplitPa[], side: SplitSide): SplitTable {
  const axes = SPLIT_AXIS_ORDER.map((axis): SplitAxisTable => {
    const definition: AxisDefinition = SPLIT_AXES[axis]
    const available = !definition.optional || pas.some((pa) => definition.classify(pa, side) !== null)
    return { axis, label: definition.label, rows: available ? axisRows(definition, pas, side) : null }
  })
  return { side, total: lineOf(pas), axes }
}
