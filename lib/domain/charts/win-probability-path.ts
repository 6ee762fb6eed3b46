import type { WePoint } from '@/lib/domain/games/game-swings'

export type ChartBox = { width: number; height: number }

/**
 * Whole units: the box is 420 wide and at most ~700 px on screen, so a unit is under 2 px, and a
 * game's three paths of ninety points each weigh a third less in the page than at one decimal.
 */
const fixed = (value: number) => Math.round(value)

/** x of the i-th of n points across the box. */
export const pointX = (index: number, count: number, box: ChartBox) => fixed(count <= 1 ? 0 : (index / (count - 1)) * box.width)
/** y of a home WE: 1 at the top, 0 at the bottom. */
export const pointY = (we: number, box: ChartBox) => fixed((1 - we) * box.height)

/**
 * The WE line as an SVG path, one vertex per point.
 *
 * @example winProbabilityLine([{ seq: 1, we: 0.5, tie: 0 }, { seq: 2, we: 1, tie: 0 }], { width: 100, height: 50 }) // 'M0 25L100 0'
 */
export function winProbabilityLine(points: readonly WePoint[], box: ChartBox): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${pointX(index, points.length, box)} ${pointY(point.we, box)}`).join('')
}

/**
 * The tie band: P(tie) drawn about the WE line, from P(win) to P(win) + P(tie) (WE sits at its
 * middle, since it counts a tie as half a win). Null when no point gives a tie 1% or more.
 */
export function tieBand(points: readonly WePoint[], box: ChartBox): string | null {
  if (!points.some((point) => point.tie >= 0.01)) return null
  const upper = points.map((point, index) => `${pointX(index, points.length, box)} ${pointY(Math.min(1, point.we + point.tie / 2), box)}`)
  const lower = points.map((point, index) => `${pointX(index, points.length, box)} ${pointY(Math.max(0, point.we - point.tie / 2), box)}`).reverse()
  return `M${upper.join('L')}L${lower.join('L')}Z`
}
