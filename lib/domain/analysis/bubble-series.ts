import type { TeamCode } from '@/lib/domain/teams/teams'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { guideSource, type BubbleAxes } from './bubble-metrics'

/** A line the chart may draw: a player's line for a club, or a club's; `values` is the line itself, read by metric key. */
export type BubbleLine = { id: string; name: string; team: TeamCode; values: Readonly<Record<string, unknown>> }

/**
 * One bubble, as a tuple so that a 300-player view stays small on the wire: the player's id (a
 * club's code), the name, the club, then the x, y and size metrics' values.
 */
export type BubblePoint = [id: string, name: string, team: TeamCode, x: number, y: number, size: number]

/** Where each metric sits in a point. */
export const POINT_INDEX = { x: 3, y: 4, size: 5 } as const

export type BubbleGuides = { x: number | null; y: number | null }

const numberOf = (values: Readonly<Record<string, unknown>>, key: string): number | null => {
  const value = values[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/**
 * The bubbles of some lines: a line without an x or a y (a rate without a denominator, a batted-
 * ball share a source does not record) cannot be placed and is counted in `missing`; a size
 * without a value draws at the smallest area.
 */
export function bubblePoints(lines: readonly BubbleLine[], axes: BubbleAxes): { points: BubblePoint[]; missing: number } {
  const points: BubblePoint[] = []
  for (const line of lines) {
    const x = numberOf(line.values, axes.x)
    const y = numberOf(line.values, axes.y)
    if (x !== null && y !== null) points.push([line.id, line.name, line.team, x, y, numberOf(line.values, axes.size) ?? 0])
  }
  return { points, missing: lines.length - points.length }
}

const mean = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length)

/**
 * The average guide lines: a rate's is the league's own (read from the league's line: every line
 * of the scope summed), a count's the mean of the bubbles drawn (guideSource). Null where there
 * is none: no bubbles, or a league line without the rate.
 *
 * @example bubbleGuides('batting', { x: 'ops', y: 'hr', size: 'pa' }, twoBatters, { ops: 0.72 }) // OPS .800 and .700 with 30 and 10 HR → { x: 0.72, y: 20 }
 */
export function bubbleGuides(side: StatSide, axes: BubbleAxes, points: readonly BubblePoint[], league: Readonly<Record<string, unknown>> | null): BubbleGuides {
  const guide = (axis: 'x' | 'y') => {
    const key = axes[axis]
    if (guideSource(side, key) === 'league') return points.length === 0 || league === null ? null : numberOf(league, key)
    return mean(points.map((point) => point[POINT_INDEX[axis]]))
  }
  return { x: guide('x'), y: guide('y') }
}

/**
 * The table's rows: by the column (`x`, `y` or `size`) in the order asked, equal values by name
 * and then id, so that the order never depends on the database's.
 */
export function sortBubblePoints(points: readonly BubblePoint[], column: keyof typeof POINT_INDEX, order: 'asc' | 'desc'): BubblePoint[] {
  const at = POINT_INDEX[column]
  const sign = order === 'asc' ? 1 : -1
  return [...points].sort((a, b) => sign * (a[at] - b[at]) || a[1].localeCompare(b[1], 'ja') || a[0].localeCompare(b[0]))
}
